/// A gesture the system recognizes on a view; the double has one, the navigation controller's
/// back swipe (``UINavigationController/interactivePopGestureRecognizer``), which
/// ``UIKitUser/beginSwipeBack(in:)`` drives.
///
/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor
open class UIGestureRecognizer {
  /// Whether the gesture is recognized; a disabled one receives no touches.
  ///
  /// "Disabled gesture recognizers don't receive touches." (`isEnabled`:
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled)
  open var isEnabled = true

  /// Asked whether the gesture may begin; held weakly, as in UIKit.
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Creates an enabled gesture recognizer without a delegate.
  public init() {}
}
