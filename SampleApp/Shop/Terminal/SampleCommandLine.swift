import Wayfinder

/// The sample app's command line: `SampleApp [open <url>… | interactive | graph [--mermaid]]`.
///
/// The executable only wires standard input and output to ``run(arguments:input:output:error:)``
/// and exits with the status it returns, so every command is testable in-process.
@MainActor
public enum SampleCommandLine {
  /// The exit status for a bad command or argument.
  public static let usageErrorStatus: Int32 = 2

  static let usage = """
    USAGE: SampleApp [<command>] [<arguments>]

    Runs the shop from "Clean, Simple and Composable Routing for iOS Apps" headlessly.

    COMMANDS:
      (none)               run the article's whole flow, narrated, and count leaks
      open <url> [<url>…]  start the app, open each link in order, print the tree after each
      interactive          a terminal session: numbered actions, back, tab, open, tree, quit
      graph [--mermaid]    explore every reachable screen and print the navigation graph
                           as Graphviz DOT (or Mermaid), with dead ends and leaks
      help [<command>]     show this help, or one command's

    Run 'SampleApp <command> --help' for one command's help.
    """

  /// Prints the help of `command` (the usage for `help` itself); an unknown command is a usage
  /// error.
  private static func help(
    for command: String, output: (String) -> Void, error: (String) -> Void
  ) -> Int32 {
    if helpCommands.contains(command) {
      output(usage)
      return 0
    }
    guard let help = commandHelp[command] else {
      return usageError("unknown command '\(command)'", error)
    }
    output(help)
    return 0
  }

  /// The spellings of the `help` command.
  static let helpCommands: Set<String> = ["help", "--help", "-h"]

  static let commandHelp: [String: String] = [
    "open": """
    USAGE: SampleApp open <url> [<url>…]

    Starts the app and opens each link in order, printing the screen tree after each. A refused
    link prints its reason. Links: shop://product/<id>, shop://shop, shop://wishlist,
    shop://wishlist/product/<id>, shop://login, shop://sign-up, shop://forgot-password, and the
    same paths on https://shop.example.com.
    """,
    "interactive": """
    USAGE: SampleApp interactive

    A terminal session on the app. It shows the screen on top with numbered actions and reads
    commands from standard input (a pipe works too):

    \(InteractiveSession.help)
    """,
    "graph": """
    USAGE: SampleApp graph [--mermaid]

    Explores the app by itself: taps every action on every reachable screen, breadth-first and
    bounded, and prints the navigation graph as Graphviz DOT, or as a Mermaid flowchart with
    --mermaid. Screens are nodes; actions and links are edges. Ends with the dead ends and any
    screen still alive after it was closed.
    """,
  ]

  /// Runs the command in `arguments` (without the program name) and returns the exit status.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments after the program name.
  ///   - input: Reads one line of input, `nil` at the end (for `interactive`).
  ///   - output: Writes one line of standard output.
  ///   - error: Writes one line of standard error.
  /// - Returns: 0 on success, 1 when the run found a problem (a failed step, a leak, a refused
  ///   link, a dead end), 2 for a bad command or argument.
  public static func run(
    arguments: [String], input: () -> String?, output: (String) -> Void,
    error: (String) -> Void
  ) -> Int32 {
    guard let command = arguments.first else {
      return status(of: { try Scenario(steps: Scenario.article).run(output: output) }, error: error)
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      return help(for: command, output: output, error: error)
    }
    switch command {
    case _ where helpCommands.contains(command):
      // `help open` is `open --help`.
      guard rest.count <= 1 else { return usageError("'help' takes one command", error) }
      return help(for: rest.first ?? command, output: output, error: error)
    case "open":
      guard !rest.isEmpty else { return usageError("'open' needs at least one URL", error) }
      return status(of: { try openLinks(rest, output: output) }, error: error)
    case "interactive":
      guard rest.isEmpty else { return usageError("'interactive' takes no arguments", error) }
      return status(
        of: {
          let session = ShopSession(app: try ShopApp())
          InteractiveSession(session: session).run(input: input, output: output)
          return 0
        }, error: error)
    case "graph":
      let unknown = rest.filter { $0 != "--mermaid" }
      guard unknown.isEmpty else {
        return usageError("'graph' does not take \(unknown.joined(separator: " "))", error)
      }
      return status(
        of: {
          let graph = try NavigationGraphExplorer(links: ShopDeeplinks.examples).explore()
          let mermaid = rest.contains("--mermaid")
          output(mermaid ? graph.mermaid() : graph.dot())
          // The findings as comments of the output's own language, so it can be piped as is.
          for line in graph.report() { output((mermaid ? "%% " : "// ") + line) }
          return graph.deadEnds.count + graph.leaks.count
        }, error: error)
    default:
      return usageError("unknown command '\(command)'", error)
    }
  }

  /// Starts the app and opens `links` in order; returns how many were refused.
  static func openLinks(_ links: [String], output: (String) -> Void) throws -> Int {
    let session = ShopSession(app: try ShopApp())
    var refused = 0
    for link in links {
      output("open \(link)")
      switch session.open(link) {
      case .success(let message): output("  \(message)")
      case .failure(let failure):
        refused += 1
        output("  refused: \(failure)")
      }
      for event in session.takeEvents() { output("  \(event)") }
      output(session.window.render())
    }
    return refused
  }

  private static func status(of body: () throws -> Int, error: (String) -> Void) -> Int32 {
    do {
      return try body() == 0 ? 0 : 1
    } catch let failure {
      error("error: \(failure)")
      return 1
    }
  }

  private static func usageError(_ message: String, _ error: (String) -> Void) -> Int32 {
    error("error: \(message); see 'SampleApp --help'")
    return usageErrorStatus
  }
}
