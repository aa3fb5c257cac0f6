/// Supplies the animators of a view controller's presentation and dismissal.
///
/// UIKit asks the presented view controller's `transitioningDelegate` when the presentation
/// starts and again when the dismissal starts; `nil` means the system animation:
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator that presents `presented` from `presenting`, or `nil` for the system one.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// The animator that dismisses `dismissed`, or `nil` for the system one.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
  /// `nil`: the system animation.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// `nil`: the system animation.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
}
