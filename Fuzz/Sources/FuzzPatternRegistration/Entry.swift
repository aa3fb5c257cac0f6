import FuzzSupport

// The libFuzzer entry point of this target; the driver is in FuzzSupport. Built only with
// `-sanitize=fuzzer,address` (see `.ci/fuzz`).
@_cdecl("FuzzPatternRegistration_main")
func fuzzMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  runFuzzer(argc, argv, check: check)
}
