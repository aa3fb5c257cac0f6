/// The transition of a screen its container places, such as a tab.
///
/// A tab's router is made with ``Router/makeScreen(_:build:)`` and this transition; the tab
/// container owns the screen. Opening only checks that the screen has been placed (it throws
/// ``RoutingError/Reason/notPlaced(_:)`` otherwise, so a forgotten placement is not silent);
/// closing throws ``RoutingError/Reason/notClosable(_:transition:)``.
public struct EmptyTransition: Transition {
  /// Creates an empty transition.
  public init() {}

  /// ``TransitionKind/empty``.
  public var kind: TransitionKind { .empty }

  /// Not animated.
  public var animator: (any Animator)? { nil }

  /// Checks that `screen` was placed in a hierarchy by its container.
  public func open(_ screen: Screen, from source: Screen) throws(RoutingError) {
    guard screen.isInHierarchy else {
      throw RoutingError("open \(ScreenInfo(screen))", .notPlaced(ScreenInfo(screen)))
    }
  }

  /// Always throws: the container owns the screen.
  public func close(_ screen: Screen) throws(RoutingError) {
    throw RoutingError(
      "close \(ScreenInfo(screen))", .notClosable(ScreenInfo(screen), transition: kind))
  }
}
