/// The presentation controller's delegate: learns about sheets the user dismissed.
///
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Whether the user may dismiss the sheet by swiping it down.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool

  /// The user swiped a sheet down and it is gone. UIKit calls it only for a dismissal by the
  /// user, never for `dismiss(animated:completion:)`:
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

  /// The user tried to swipe down a sheet that refuses (`isModalInPresentation`, or
  /// ``presentationControllerShouldDismiss(_:)`` answered `false`).
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// `true`, as UIKit assumes when the delegate does not implement it.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }

  /// Does nothing by default.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }

  /// Does nothing by default.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
