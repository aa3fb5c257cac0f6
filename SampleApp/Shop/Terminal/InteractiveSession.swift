import Wayfinder

/// The terminal session: shows the topmost screen with numbered actions and reads commands.
///
/// Commands: a number taps that action; `back`; `tab <name or number>`; `open <url>`; `tree`;
/// `help`; `quit`. It reads lines until `quit` or the end of the input, so a pipe can drive it.
@MainActor
struct InteractiveSession {
  static let help = """
    Commands:
      <number>        tap that action on the screen
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
      let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      guard let verb = words.first?.lowercased() else { continue }
      let argument = words.dropFirst().joined(separator: " ")
      let command: SessionCommand
      switch verb {
      case "quit", "exit":
        output("bye")
        return failures
      case "help", "?":
        output(Self.help)
        continue
      case "tree":
        output(session.window.render())
        continue
      case "back": command = .back
      case "tab" where !argument.isEmpty: command = .tab(argument)
      case "open" where !argument.isEmpty: command = .open(argument)
      default:
        guard let number = Int(verb) else {
          failures += 1
          output("error: unknown command '\(line)'; type 'help'")
          continue
        }
        command = .tapNumber(number)
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

  private func show(output: (String) -> Void) {
    output(ScreenDescription.topmost(in: session.window).joined(separator: "\n"))
  }
}
