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
}
