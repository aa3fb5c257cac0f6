import Wayfinder

/// The terminal session: shows the topmost screen with numbered actions and reads commands.
///
/// Commands: a number taps that action; `back`; `tab <name or number>`; `open <url>`; `tree`;
/// `help`; `quit`. It reads lines until `quit` or the end of the input, so a pipe can drive it.
@MainActor
struct InteractiveSession {
  static let help = """
    Commands:
      <number>        tap that action on the screen (or type its title)
      back            close the screen on top
      tab <name|n>    select a tab (Shop, Wishlist)
      open <url>      open a link, such as shop://product/42
      tree            print the whole screen tree
      help            show this help
      quit            leave
    """

  let session: ShopSession

  /// Runs until `quit` or the end of `input`; returns how many commands failed.
  @discardableResult
  func run(input: () -> String?, output: (String) -> Void) -> Int {
    var failures = 0
    output("Wayfinder shop (type 'help' for commands)")
    show(output: output)
    while true {
      output("> ")
      guard let line = input() else { break }
      let command: SessionCommand
      switch parse(line) {
      case .nothing: continue
      case .quit:
        output("bye")
        return failures
      case .print(let text):
        output(text)
        continue
      case .mistake(let message):
        failures += 1
        output("error: \(message)")
        continue
      case .run(let parsed): command = parsed
      }
      switch session.run(command) {
      case .success(let message): output(message)
      case .failure(let error):
        failures += 1
        output("error: \(error)")
      }
      for event in session.takeEvents() { output("  \(event)") }
      show(output: output)
    }
    return failures
  }

  /// What a typed line asks for.
  private enum Parsed {
    case nothing, quit
    case print(String)
    case mistake(String)
    case run(SessionCommand)
  }

  private func parse(_ line: String) -> Parsed {
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let verb = words.first?.lowercased() else { return .nothing }
    // An action's title typed out taps it, even one that starts like a command ("Open …").
    let title = words.joined(separator: " ").lowercased()
    if let action = session.window.topmostScreen?.actions.first(where: {
      $0.title.lowercased() == title
    }) {
      return .run(.tap(action.title))
    }
    let argument = words.dropFirst().joined(separator: " ")
    switch verb {
    case "quit", "exit": return .quit
    case "help", "?": return .print(Self.help)
    case "tree": return .print(session.window.render())
    case "back": return .run(.back)
    case "tab":
      return argument.isEmpty ? .mistake("'tab' needs a tab name or number") : .run(.tab(argument))
    case "open": return argument.isEmpty ? .mistake("'open' needs a URL") : .run(.open(argument))
    default:
      guard let number = Int(verb) else {
        return .mistake("unknown command '\(line)'; type 'help'")
      }
      return .run(.tapNumber(number))
    }
  }

  private func show(output: (String) -> Void) {
    output(ScreenDescription.topmost(in: session.window).joined(separator: "\n"))
  }
}
