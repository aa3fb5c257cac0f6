/// Presents a screen modally with a custom ``Animator`` (the article's fading pop-ups).
///
/// `.fade` uses the built-in ``FadeAnimator``; `.animated(with:)` takes any animator.
public struct AnimatedTransition: Transition {
  private let storage: AnimatorStorage

  /// Whether the screen is wrapped in a new ``NavigationContainer`` before it is presented.
  public let wrapsInNavigation: Bool

  /// Creates an animated modal transition.
  public init(animator: some Animator, wrapsInNavigation: Bool = false) {
    self.storage = AnimatorStorage(animator)
    self.wrapsInNavigation = wrapsInNavigation
  }

  /// Creates a transition with an animator already boxed (the shared fade).
  init(storage: AnimatorStorage, wrapsInNavigation: Bool = false) {
    self.storage = storage
    self.wrapsInNavigation = wrapsInNavigation
  }

  /// The animator that runs.
  public var customAnimator: any Animator { storage.animator }

  /// ``TransitionKind/animated``.
  public var kind: TransitionKind { .animated }

  /// The custom animator, as every transition exposes it.
  public var animator: (any Animator)? { storage.animator }

  /// Presents `screen` from `source`, as ``ModalTransition`` does.
  public func open(_ screen: Screen, from source: Screen) throws(RoutingError) {
    try ModalTransition(wrapsInNavigation: wrapsInNavigation, storage: storage)
      .open(screen, from: source)
  }

  /// Dismisses the presentation of `screen`.
  public func close(_ screen: Screen) throws(RoutingError) {
    try screen.dismissOwnPresentation(request: "dismiss \(ScreenInfo(screen))")
  }
}
