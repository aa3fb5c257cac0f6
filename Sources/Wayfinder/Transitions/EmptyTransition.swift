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

  /// ``TransitionPlacement/container``.
  public var placement: TransitionPlacement { .container }
}
