/// Why a ``ScreenPath`` cannot be taken from a window, or restored in one.
///
/// Restoring a path that fails leaves the window exactly as it was.
public enum ScreenPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The window has no root, so it has no path.
  case emptyWindow
  /// The screen has no ``Screen/identity``, so it cannot be written into a path.
  case unidentifiedScreen(ScreenInfo)
  /// The hierarchy has a shape a path cannot describe, such as a container pushed onto a stack.
  case unsupportedHierarchy(ScreenInfo, String)
  /// No builder is registered for the screen name.
  case unknownScreen(String)
  /// No transition is registered for the presentation style.
  case unknownPresentation(String)
  /// The presentation style wraps its screen in a navigation container, but the path does not
  /// present a navigation stack with it.
  case presentationMismatch(style: String, node: String)
  /// A parameter the screen needs is missing or cannot be read (thrown by
  /// ``ScreenIdentity/parameter(_:)`` and ``ScreenIdentity/parameter(_:as:)``).
  case badParameter(ScreenIdentity, key: String, problem: String)
  /// The builder returned a screen with another identity than the one it was asked for.
  case identityMismatch(expected: ScreenIdentity, actual: ScreenIdentity)
  /// The screens could not be built or put together: a builder threw (``RoutingError/Reason/buildFailed(_:)``),
  /// returned a screen already in a hierarchy, or the path describes no hierarchy (an empty
  /// stack, a tab selection outside its tabs).
  case routing(RoutingError)

  /// A sentence naming what was refused and why.
  public var description: String {
    switch self {
    case .emptyWindow: "the window has no root screen"
    case .unidentifiedScreen(let screen): "\(screen) has no identity to write into a path"
    case .unsupportedHierarchy(let screen, let why): "\(screen) cannot be written: \(why)"
    case .unknownScreen(let name): "no screen is registered under the name \"\(name)\""
    case .unknownPresentation(let style): "no presentation is registered as \"\(style)\""
    case .presentationMismatch(let style, let node):
      "the presentation \"\(style)\" cannot present \(node)"
    case .badParameter(let identity, let key, let problem):
      "the parameter \"\(key)\" of \(identity) \(problem)"
    case .identityMismatch(let expected, let actual):
      "the builder for \(expected) made a screen identified as \(actual)"
    case .routing(let error): "\(error)"
    }
  }
}
