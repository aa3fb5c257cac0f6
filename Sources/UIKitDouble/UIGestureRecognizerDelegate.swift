/// Decides whether a gesture recognizer may begin.
///
/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether `gestureRecognizer` may begin recognizing the touch; `false` leaves it unstarted.
  ///
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// `true`, as UIKit assumes when the delegate does not implement it.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
}
