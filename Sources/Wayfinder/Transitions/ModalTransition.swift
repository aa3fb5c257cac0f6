/// Presents a screen modally, optionally wrapped in a new navigation container; closing
/// dismisses that presentation.
///
/// As in UIKit, the presentation is carried out by the source's outermost container, which
/// presents at most one screen.
public struct ModalTransition: Transition {
  /// Whether the screen is wrapped in a new ``NavigationContainer`` before it is presented.
  public let wrapsInNavigation: Bool

  /// The animator, the system modal animation by default; `nil` for no animation.
  public let animator: (any Animator)?

  /// Creates a modal transition.
  ///
  /// - Parameters:
  ///   - wrapsInNavigation: Whether to wrap the screen in a new navigation container.
  ///   - animator: The animator, the system modal animation by default; `nil` for none.
  public init(wrapsInNavigation: Bool = false, animator: (any Animator)? = SystemAnimator.modal) {
    self.wrapsInNavigation = wrapsInNavigation
    self.animator = animator
  }

  /// ``TransitionKind/modalInNavigation`` when wrapping, ``TransitionKind/modal`` otherwise.
  public var kind: TransitionKind { wrapsInNavigation ? .modalInNavigation : .modal }

  /// ``TransitionPlacement/modal(inNavigation:)``.
  public var placement: TransitionPlacement { .modal(inNavigation: wrapsInNavigation) }
}
