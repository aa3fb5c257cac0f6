/// The navigation controller's delegate: learns when a view controller is shown, whether the
/// code or the user (back button, swipe back, the back button's menu) changed the stack, and
/// may supply the animation of a push or pop.
///
/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// A view controller is about to be shown.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)

  /// A view controller was shown, after the transition (and its animation) ended.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)

  /// The animator of an animated push or pop, or `nil` for the system animation.
  ///
  /// "Allows the delegate to return a noninteractive animator object for use during view
  /// controller transitions." (navigationController(_:animationControllerFor:from:to:):
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:))
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// The object that drives `animationController` from the user's gesture, or `nil` for a
  /// transition that is not interactive.
  ///
  /// "Allows the delegate to return an interactive animator object for use during view
  /// controller transitions." (navigationController(_:interactionControllerFor:):
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:))
  /// The double never asks for it (see ``UIViewControllerInteractiveTransitioning``).
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  /// Does nothing by default.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Does nothing by default.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// `nil` by default: the system animation.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// `nil` by default: not interactive.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
