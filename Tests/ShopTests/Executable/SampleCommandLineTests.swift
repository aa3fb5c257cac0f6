import Testing

@testable import WayfinderSampleShop

/// The executable's arguments: help, and usage errors.
@MainActor
@Suite struct SampleCommandLineTests {
  @Test(arguments: [["--help"], ["-h"], ["help"], ["help", "--help"], ["--help", "-h"]])
  func helpPrintsTheUsage(arguments: [String]) {
    let run = CommandLineRun(arguments)
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.text == SampleCommandLine.usage)
    #expect(run.text.hasPrefix("USAGE: SampleApp [<command>] [<arguments>]"))
    for command in ["open", "interactive", "graph", "help"] {
      #expect(run.text.contains("\n  \(command) "), "the usage lists \(command)")
    }
  }

  @Test(arguments: ["open", "interactive", "graph"])
  func eachCommandHasItsOwnHelp(command: String) throws {
    for flag in ["--help", "-h"] {
      let run = CommandLineRun([command, flag])
      #expect(run.status == 0)
      #expect(run.errors.isEmpty)
      let first = try #require(run.output.first?.split(separator: "\n").first)
      #expect(first.hasPrefix("USAGE: SampleApp \(command)"))
    }
  }

  @Test(arguments: ["open", "interactive", "graph"])
  func helpWithACommandIsThatCommandsHelp(command: String) {
    let run = CommandLineRun(["help", command])
    #expect(run.status == 0)
    #expect(run.text == CommandLineRun([command, "--help"]).text)
  }

  @Test func interactiveHelpListsTheSessionCommands() {
    let run = CommandLineRun(["interactive", "--help"])
    #expect(run.text.contains(InteractiveSession.help))
  }

  @Test(arguments: [
    (["frobnicate"], "error: unknown command 'frobnicate'; see 'SampleApp --help'"),
    (["frobnicate", "--help"], "error: unknown command 'frobnicate'; see 'SampleApp --help'"),
    (["interactive", "now"], "error: 'interactive' takes no arguments; see 'SampleApp --help'"),
    (["graph", "--dot"], "error: 'graph' does not take --dot; see 'SampleApp --help'"),
    (["open"], "error: 'open' needs at least one URL; see 'SampleApp --help'"),
    (["help", "bogus"], "error: unknown command 'bogus'; see 'SampleApp --help'"),
    (["help", "open", "graph"], "error: 'help' takes one command; see 'SampleApp --help'"),
  ])
  func aBadCommandOrArgumentIsAUsageError(arguments: [String], message: String) {
    let run = CommandLineRun(arguments)
    #expect(run.status == SampleCommandLine.usageErrorStatus)
    #expect(run.status == 2)
    #expect(run.errors == [message])
    #expect(!message.contains("\n"))
    #expect(run.output.isEmpty)
  }
}
