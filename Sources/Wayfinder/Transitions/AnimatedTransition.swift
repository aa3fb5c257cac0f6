/// Presents a screen modally with a custom ``Animator`` (the article's fading pop-ups).
///
/// `.fade` uses the built-in ``FadeAnimator``; `.animated(with:)` takes any animator.
public struct AnimatedTransition: Transition {
  /// The animator that runs.
  public let customAnimator: any Animator

  /// Whether the screen is wrapped in a new ``NavigationContainer`` before it is presented.
  public let wrapsInNavigation: Bool

  /// Creates an animated modal transition.
  public init(animator: some Animator, wrapsInNavigation: Bool = false) {
    self.customAnimator = animator
    self.wrapsInNavigation = wrapsInNavigation
  }

  /// ``TransitionKind/animated``.
  public var kind: TransitionKind { .animated }

  /// The custom animator, as every transition exposes it.
  public var animator: (any Animator)? { customAnimator }

  /// ``TransitionPlacement/modal(inNavigation:)``.
  public var placement: TransitionPlacement { .modal(inNavigation: wrapsInNavigation) }
}
