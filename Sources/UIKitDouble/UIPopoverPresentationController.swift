public import Foundation

/// The presentation controller of a popover: where it points from.
///
/// The double shows no popovers (``UIViewController/popoverPresentationController`` is `nil`,
/// as on an iPhone); the type is here so that code configuring an iPad's popover compiles.
///
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The bar button item the popover points from.
  open var barButtonItem: UIBarButtonItem?

  /// The view the popover points from.
  open var sourceView: UIView?

  /// The rectangle in ``sourceView`` the popover points from.
  open var sourceRect = CGRect.zero

  /// The directions the popover's arrow may point.
  ///
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/permittedarrowdirections
  open var permittedArrowDirections = UIPopoverArrowDirection.any
}
