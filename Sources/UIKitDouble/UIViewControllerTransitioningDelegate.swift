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

  /// The presentation controller of a `.custom` presentation of `presented`, or `nil` for the
  /// system's; asked when the presentation starts.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
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

  /// `nil`: the system's presentation controller.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}
