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

  /// The custom animator.
  public var animator: (any Animator)? { customAnimator }

  /// Presents `screen` from `source`, as ``ModalTransition`` does.
  public func open(_ screen: Screen, from source: Screen) throws(RoutingError) {
    try ModalTransition(wrapsInNavigation: wrapsInNavigation, animator: customAnimator)
      .open(screen, from: source)
  }

  /// Dismisses the presentation of `screen`.
  public func close(_ screen: Screen) throws(RoutingError) {
    try screen.dismissOwnPresentation(request: "dismiss \(ScreenInfo(screen))")
  }
}
