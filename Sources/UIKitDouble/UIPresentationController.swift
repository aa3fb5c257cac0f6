/// The object that manages a view controller's presentation, and carries the delegate told
/// about sheets the user dismissed.
///
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor
open class UIPresentationController {
  /// The view controller being presented.
  public unowned let presentedViewController: UIViewController

  /// The delegate told when the user dismisses the sheet; held weakly, as in UIKit.
  public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// Creates the presentation controller of `presentedViewController`.
  public init(presentedViewController: UIViewController) {
    self.presentedViewController = presentedViewController
  }

  /// The view controller presenting ``presentedViewController``, while it is presented.
  public var presentingViewController: UIViewController? {
    presentedViewController.presentingViewController
  }
}
