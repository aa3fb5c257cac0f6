/// The name of a kind of transition, recorded on routing events.
///
/// Built-in transitions use the static values; a custom transition picks its own name:
/// `TransitionKind("card")`.
public struct TransitionKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The kind's name.
  public let rawValue: String

  /// Creates a kind from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a kind from its name.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates a kind from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The kind's name.
  public var description: String { rawValue }

  /// Pushed onto a navigation stack (``PushTransition``).
  public static let push: TransitionKind = "push"
  /// Presented modally (``ModalTransition``).
  public static let modal: TransitionKind = "modal"
  /// Presented modally inside a new navigation container (``ModalTransition``).
  public static let modalInNavigation: TransitionKind = "modal in navigation"
  /// Presented with a custom animator (``AnimatedTransition``).
  public static let animated: TransitionKind = "animated"
  /// Shown by selecting its tab (``TabTransition``).
  public static let tabSelection: TransitionKind = "tab selection"
  /// Made the window's root (``RootTransition``).
  public static let root: TransitionKind = "root"
  /// Placed by its container, for example as a tab (``EmptyTransition``).
  public static let empty: TransitionKind = "empty"
}
