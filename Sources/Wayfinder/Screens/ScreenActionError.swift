/// The error thrown when a screen action cannot be triggered.
public enum ScreenActionError: Error, Hashable, CustomStringConvertible {
  /// The screen has no action with that title.
  case noSuchAction(title: String, screen: ScreenInfo, available: [String])

  /// A message naming the action, the screen and the actions it does have.
  public var description: String {
    switch self {
    case .noSuchAction(let title, let screen, let available):
      let choices =
        available.isEmpty ? "it has none" : "it has \(available.joined(separator: ", "))"
      return "\(screen) has no action \"\(title)\"; \(choices)"
    }
  }
}
