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

  /// ``TransitionPlacement/tab``.
  public var placement: TransitionPlacement { .tab }
}
