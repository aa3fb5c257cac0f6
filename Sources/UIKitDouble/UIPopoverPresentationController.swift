public import Foundation

/// The presentation controller of a popover: where it points from.
///
/// The double is an iPhone: a view controller presented as a popover
/// (`UIModalPresentationStyle.popover`) shows as a form sheet, and this controller keeps where
/// it would point on an iPad.
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
