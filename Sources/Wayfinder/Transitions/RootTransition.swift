/// Makes a screen the root of the source's window; the old hierarchy leaves the window.
///
/// A root cannot be closed (there would be nothing to show): closing throws
/// ``RoutingError/Reason/notClosable(_:transition:)``; replace the root instead.
public struct RootTransition: Transition {
  /// The animator, none by default.
  public let animator: (any Animator)?

  /// Creates a root-replacement transition.
  public init(animator: (any Animator)? = nil) {
    self.animator = animator
  }

  /// ``TransitionKind/root``.
  public var kind: TransitionKind { .root }

  /// ``TransitionPlacement/root``.
  public var placement: TransitionPlacement { .root }
}
