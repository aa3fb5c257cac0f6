/// One thing a user does in the terminal.
enum SessionCommand: Equatable {
  /// Tap the action with this title on the topmost screen.
  case tap(String)
  /// Tap the action with this number (from 1) on the topmost screen.
  case tapNumber(Int)
  /// Close the topmost screen.
  case back
  /// Select a tab by number (from 1) or name.
  case tab(String)
  /// Open a deeplink.
  case open(String)
}
