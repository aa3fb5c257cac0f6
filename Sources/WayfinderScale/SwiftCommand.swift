import Dispatch
package import Foundation

/// Runs the `swift` driver (`swift build …`, `swift test …`) in a package folder and captures
/// what it prints.
package enum SwiftCommand {
  /// Runs `swift` with `arguments` in `directory` and waits for it.
  ///
  /// The output (standard output and standard error together) goes through a file, so a long
  /// build log cannot fill a pipe and stall the build.
  ///
  /// - Throws: the error of launching the process or of reading its output.
  package static func run(_ arguments: [String], in directory: URL) throws -> SwiftCommandResult {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-swift-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = directory
    process.standardOutput = handle
    process.standardError = handle
    let start = DispatchTime.now().uptimeNanoseconds
    try process.run()
    process.waitUntilExit()
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    let output = String(decoding: try Data(contentsOf: log), as: UTF8.self)
    return SwiftCommandResult(
      status: process.terminationStatus, output: output, seconds: Double(elapsed) / 1e9)
  }
}

/// What a `swift` command did: its exit status, its output and how long it took.
package struct SwiftCommandResult: Sendable {
  /// The exit status; 0 is success.
  package let status: Int32
  /// Standard output and standard error, interleaved as printed.
  package let output: String
  /// The wall-clock time, in seconds.
  package let seconds: Double

  /// Whether the command succeeded.
  package var succeeded: Bool { status == 0 }

  /// The function bodies the compiler reported as slow to type-check
  /// (`-warn-long-function-bodies=<ms>`), slowest first, each once.
  package var longFunctionBodies: [LongFunctionBody] {
    let found = output.split(separator: "\n").compactMap { LongFunctionBody(String($0)) }
    return Array(Set(found)).sorted {
      ($0.milliseconds, $1.location) > ($1.milliseconds, $0.location)
    }
  }
}

/// One warning of `-warn-long-function-bodies`: where, what, and how many milliseconds.
package struct LongFunctionBody: Hashable, Sendable, CustomStringConvertible {
  /// `File.swift:line` (the file name without its folder).
  package let location: String
  /// The declaration as the compiler names it, such as `instance method 'open()'`.
  package let declaration: String
  /// The time the compiler spent type-checking the body.
  package let milliseconds: Int

  /// Parses a compiler line such as
  /// `/p/AppGraph.swift:12:3: warning: static method 'f()' took 130ms to type-check (limit: 100ms)`;
  /// `nil` for any other line.
  package init?(_ line: String) {
    guard let warning = line.range(of: ": warning: "),
      let took = line.range(of: " took ", range: warning.upperBound..<line.endIndex),
      let unit = line.range(of: "ms to type-check", range: took.upperBound..<line.endIndex),
      let milliseconds = Int(line[took.upperBound..<unit.lowerBound])
    else { return nil }
    let place = line[..<warning.lowerBound].split(separator: ":")
    let file = place.first.map { $0.split(separator: "/").last.map(String.init) ?? "" } ?? ""
    let lineNumber = place.count > 1 ? String(place[1]) : "?"
    location = "\(file):\(lineNumber)"
    declaration = String(line[warning.upperBound..<took.lowerBound])
    self.milliseconds = milliseconds
  }

  /// `12ms AppGraph.swift:40 static method 'registerFeature7(in:)'`.
  package var description: String { "\(milliseconds)ms \(location) \(declaration)" }
}
