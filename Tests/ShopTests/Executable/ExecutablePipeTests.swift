import Foundation
import Testing

/// The built `SampleApp` executable, driven through a real pipe as a user's shell would.
@Suite struct ExecutablePipeTests {
  /// The directories that may hold the package's products: the test bundle's directory (the
  /// products directory on Linux) and its parent (macOS, where the bundle is a directory).
  static var productDirectories: [URL] {
    var directories: [URL] = []
    let bundle = Bundle.main.bundleURL
    directories.append(bundle)
    directories.append(bundle.deletingLastPathComponent())
    if let executable = Bundle.main.executableURL {
      directories.append(executable.deletingLastPathComponent())
    }
    if let argument = CommandLine.arguments.first {
      directories.append(URL(filePath: argument).deletingLastPathComponent())
    }
    return directories
  }

  /// The `SampleApp` executable next to the tests, or `nil` when none was found.
  static func locateSampleApp() -> (url: URL?, searched: [String]) {
    let candidates = productDirectories.map { $0.appending(component: "SampleApp") }
    let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return (found, candidates.map(\.path))
  }

  /// Runs `SampleApp arguments` with `input` on its standard input; returns its status and
  /// standard output and error.
  static func run(_ executable: URL, arguments: [String], input: String) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: error, as: UTF8.self)
    )
  }

  @Test func interactiveThroughAPipe() throws {
    let (executable, searched) = Self.locateSampleApp()
    guard let executable else {
      Issue.record(
        "SampleApp was not found next to the tests; build it first (swift build). Looked at: \(searched.joined(separator: ", "))"
      )
      return
    }
    let result = try Self.run(
      executable, arguments: ["interactive"], input: "1\n1\ntree\nback\nquit\n")
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    let output = result.output
    #expect(output.hasPrefix("Wayfinder shop (type 'help' for commands)\n== Shop ==\n"))
    #expect(output.contains(#"tapped "Open Walking Boots" on Shop"#))
    #expect(output.contains("== Walking Boots =="))
    #expect(output.contains(#"tapped "Open Wool Socks" on Walking Boots"#))
    #expect(output.contains("== Wool Socks =="))
    #expect(output.contains("\n    ProductScreen \"Wool Socks\"  <- top\n"))
    #expect(output.contains("went back from Wool Socks"))
    #expect(output.hasSuffix("> \nbye\n"))
  }

  @Test func aBadCommandFailsWithStatus2ThroughThePipe() throws {
    let (executable, searched) = Self.locateSampleApp()
    guard let executable else {
      Issue.record("SampleApp was not found next to the tests; looked at: \(searched)")
      return
    }
    let result = try Self.run(executable, arguments: ["frobnicate"], input: "")
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error == "error: unknown command 'frobnicate'; see 'SampleApp --help'\n")
  }
}
