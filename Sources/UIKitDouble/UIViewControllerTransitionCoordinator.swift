/// The object UIKit makes for each animated or interactive transition: animations and work to
/// run alongside it, and news of the user's interaction.
///
/// "When you present or dismiss a view controller, UIKit creates a transition coordinator object
/// automatically and assigns it to the view controller's `transitionCoordinator` property. That
/// transition coordinator object is ephemeral and lasts for the duration of the transition
/// animation." (UIViewControllerTransitionCoordinator:
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator)
@MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` with the transition's animations and `completion` when the transition
  /// ends; answers `false` when the transition has already ended.
  ///
  /// "Runs the specified animations at the same time as the view controller transition
  /// animations." (animate(alongsideTransition:completion:):
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:))
  /// In the double the animation block runs when the transition's animations start (it sets
  /// the final values, as with `UIView.animate`): registered in `viewWillAppear(_:)`,
  /// `viewWillDisappear(_:)`, a navigation delegate's `willShow` or a presentation controller's
  /// `presentationTransitionWillBegin()` or `dismissalTransitionWillBegin()`, once those
  /// callbacks have returned ("before any animations are configured for showing the view",
  /// viewWillAppear(_:):
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:));
  /// registered later, at once. The completion runs when the transition ends, cancelled or not.
  @discardableResult
  func animate(
    alongsideTransition animation: (
      @MainActor (any UIViewControllerTransitionCoordinatorContext)
        -> Void
    )?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Registers `handler` for when the transition stops being interactive (the user lets go).
  ///
  /// "Your handler block is executed any time the transition changes from interactive to
  /// noninteractive, including when the transition ends or is canceled."
  /// (notifyWhenInteractionChanges(_:):
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:))
  func notifyWhenInteractionChanges(
    _ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` with the transition's animations (no completion), as UIKit's default
  /// argument `completion: nil` does.
  @discardableResult
  public func animate(
    alongsideTransition animation: (
      @MainActor (any UIViewControllerTransitionCoordinatorContext)
        -> Void
    )?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
