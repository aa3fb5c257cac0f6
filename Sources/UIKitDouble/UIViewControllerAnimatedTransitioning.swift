public import Foundation

/// A custom animation of a presentation or dismissal.
///
/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// How long the animation runs, in seconds.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval

  /// Runs the animation, then calls `completeTransition(_:)` on the context.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)

  /// Learns, once the transition has ended, whether it completed.
  ///
  /// "UIKit calls this method at the end of a transition to let you know the results. Use this
  /// method to perform any final cleanup operations required by your transition animator when
  /// the transition finishes." (`animationEnded(_:)`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animationended(_:))
  /// The double calls it after the context's `completeTransition(_:)` has ended the transition.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing by default.
  public func animationEnded(_ transitionCompleted: Bool) {}
}
