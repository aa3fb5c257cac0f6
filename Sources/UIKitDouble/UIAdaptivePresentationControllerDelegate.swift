/// The presentation controller's delegate: learns about sheets the user swipes down.
///
/// None of its methods is called for a dismissal the app asks for: "This method is not called
/// if the presentation is dismissed programmatically." (presentationControllerWillDismiss(_:)
/// and presentationControllerDidDismiss(_:))
///
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Whether the user may dismiss the sheet by swiping it down; asked when the swipe begins.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool

  /// The user's swipe has started dismissing the sheet; the presented view controller's
  /// `transitionCoordinator` tells whether the user lets go past the threshold.
  ///
  /// "You can use this method to set up animations or interaction notifications with the
  /// presentationController's transitionCoordinator."
  /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:))
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

  /// The user swiped a sheet down and it is gone: called once the dismissal's animation has
  /// ended, never for a cancelled swipe.
  ///
  /// "Notifies the delegate after a presentation is dismissed."
  /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:))
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

  /// The user tried to swipe down a sheet that refuses.
  ///
  /// "UIKit supports refusing to dismiss a presentation when the
  /// presentationController.isModalInPresentation returns true or
  /// presentationControllerShouldDismiss(_:) returns false."
  /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:))
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// `true`, as UIKit assumes when the delegate does not implement it.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }

  /// Does nothing by default.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Does nothing by default.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }

  /// Does nothing by default.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
