/// Pushes a screen onto the source's navigation container; closing pops exactly that screen.
///
/// The navigation container is the nearest one the source is in (or is), as UIKit's
/// `navigationController`. Closing a screen in the middle of a stack removes it and the screens
/// pushed after it; the screens below stay.
public struct PushTransition: Transition {
  /// The animator, the system push by default; `nil` for no animation.
  public let animator: (any Animator)?

  /// Creates a push transition with the system push animation.
  public init() {
    self.animator = SystemAnimator.push
  }

  /// Creates a push transition.
  ///
  /// - Parameter animator: The animator; `nil` for no animation.
  public init(animator: (any Animator)?) {
    self.animator = animator
  }

  /// ``TransitionKind/push``.
  public var kind: TransitionKind { .push }

  /// ``TransitionPlacement/push``.
  public var placement: TransitionPlacement { .push }
}
