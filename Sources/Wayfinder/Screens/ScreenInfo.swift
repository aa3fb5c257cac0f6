/// A snapshot of a screen for events and error messages: its type name and title.
///
/// Events carry snapshots rather than screens so that an observer that keeps events never keeps
/// screens alive, and so that events are `Sendable`.
public struct ScreenInfo: Hashable, Sendable, CustomStringConvertible {
  /// The name of the screen's type, for example `ProductScreen`.
  public let typeName: String

  /// The screen's title when the snapshot was taken.
  public let title: String

  /// For a navigation container, the description of its root screen.
  let stackRoot: String?

  /// Takes a snapshot of `screen`.
  @MainActor
  public init(_ screen: Screen) {
    self.typeName = String(describing: type(of: screen))
    self.title = screen.title
    self.stackRoot = (screen as? NavigationContainer).map { ScreenInfo($0.rootScreen).description }
  }

  /// Creates a snapshot from its parts.
  public init(typeName: String, title: String) {
    self.typeName = typeName
    self.title = title
    self.stackRoot = nil
  }

  /// The type name followed by the quoted title: `ProductScreen "Product 42"`; a navigation
  /// container adds its root: `NavigationContainer of LoginScreen "Login"`.
  public var description: String {
    let name = label
    guard let stackRoot else { return name }
    return "\(name) of \(stackRoot)"
  }

  /// The type name followed by the quoted title, without the shown child; the title's control,
  /// format and separator characters are escaped (`\u{A}`, and a backslash as `\\`), so a title
  /// made from a link cannot forge lines in a log.
  public var label: String {
    title.isEmpty ? typeName : "\(typeName) \"\(title.escapedForMessage)\""
  }
}
