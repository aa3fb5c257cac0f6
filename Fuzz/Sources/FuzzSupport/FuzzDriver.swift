import Foundation

// What every libFuzzer target shares: handing over to libFuzzer's driver, and stopping on a
// failed property. Each target's `Entry.swift` only names its entry point, since SwiftPM links
// an executable target's entry point as `<Target>_main` (`--defsym main=<Target>_main`).

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The checks of the running target, which the driver's C callback cannot capture.
///
/// Set once, before the driver starts, and read on the one thread it calls back on.
nonisolated(unsafe) private var currentCheck: (@MainActor ([UInt8]) -> Void)?

/// Runs libFuzzer's driver with the program's arguments, calling `check` with each input.
public func runFuzzer(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  check: @escaping @MainActor ([UInt8]) -> Void
) -> Int32 {
  currentCheck = check
  var count = argc
  var arguments = argv
  return runDriver(&count, &arguments) { data, size in
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated { currentCheck?(bytes) }
    return 0
  }
}

/// Stops the run with `message`; libFuzzer saves the input as a finding.
public func failProperty(_ message: String, input: String) -> Never {
  // On standard error, which is not buffered: a message printed to standard output was lost
  // with the abort when the output went to a file.
  let text = "property failed: \(message)\ninput: \(input.debugDescription)\n"
  FileHandle.standardError.write(Data(text.utf8))
  abort()
}
