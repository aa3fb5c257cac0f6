import Foundation

// The libFuzzer entry point. SwiftPM links an executable target's entry point as
// `<Target>_main` (`--defsym main=<Target>_main`); with no `main.swift`, this file defines it
// and hands over to libFuzzer's driver, which calls `check(_:)` with each input. The target is
// built only with `-sanitize=fuzzer,address` (see `.ci/fuzz`).

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

@_cdecl("FuzzDeeplinkMatching_main")
func fuzzMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  var count = argc
  var arguments = argv
  return runDriver(&count, &arguments) { data, size in
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated { check(bytes) }
    return 0
  }
}

/// Stops the run with `message`; libFuzzer saves the input as a finding.
func failProperty(_ message: String, input: String) -> Never {
  print("property failed: \(message)\ninput: \(input.debugDescription)")
  abort()
}
