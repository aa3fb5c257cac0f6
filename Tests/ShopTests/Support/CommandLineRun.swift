@testable import WayfinderSampleShop

/// One in-process run of the sample's command line: its status and what it wrote.
@MainActor
struct CommandLineRun {
  let status: Int32
  /// The lines written to standard output.
  let output: [String]
  /// The lines written to standard error.
  let errors: [String]

  /// Runs `SampleApp <arguments>`, feeding `input` line by line.
  init(_ arguments: [String], input: [String] = []) {
    var pending = input[...]
    var output: [String] = []
    var errors: [String] = []
    status = SampleCommandLine.run(
      arguments: arguments, input: { pending.popFirst() }, output: { output.append($0) },
      error: { errors.append($0) })
    self.output = output
    self.errors = errors
  }

  /// Standard output as one text.
  var text: String { output.joined(separator: "\n") }
}
