/// Shows a screen by selecting the tab that holds it.
///
/// The screen must be one of a ``TabContainer``'s tabs. A tab cannot be closed: closing throws
/// ``RoutingError/Reason/notClosable(_:transition:)``.
public struct TabTransition: Transition {
  /// Creates a tab-selection transition.
  public init() {}

  /// ``TransitionKind/tabSelection``.
  public var kind: TransitionKind { .tabSelection }

  /// Tab selection is not animated.
  public var animator: (any Animator)? { nil }

  /// Selects the tab `screen`.
  ///
  /// - Throws: ``RoutingError/Reason/notATab(_:)`` when `screen` is not a tab.
  public func open(_ screen: Screen, from source: Screen) throws(RoutingError) {
    guard let tabs = screen.container as? TabContainer else {
      throw RoutingError("select the tab \(ScreenInfo(screen))", .notATab(ScreenInfo(screen)))
    }
    try tabs.selectTab(screen)
  }

  /// Always throws: a tab cannot be closed.
  public func close(_ screen: Screen) throws(RoutingError) {
    throw RoutingError(
      "close \(ScreenInfo(screen))", .notClosable(ScreenInfo(screen), transition: kind))
  }
}
