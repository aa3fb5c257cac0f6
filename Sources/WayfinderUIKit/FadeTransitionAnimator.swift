public import Foundation
public import Wayfinder

#if canImport(UIKit)
  public import UIKit
#else
  public import UIKitDouble
#endif

/// The UIKit animation of `FadeAnimator`: the presented view fades in, and out
/// again on dismissal.
@MainActor
public final class FadeTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// How long the fade runs, in seconds.
  public let duration: TimeInterval

  /// Whether this animator presents (fades in) or dismisses (fades out).
  public let isPresenting: Bool

  /// Creates the animation of `animator`, presenting or dismissing.
  public init(_ animator: FadeAnimator, presenting: Bool) {
    let (seconds, attoseconds) = animator.duration.components
    self.duration = Double(seconds) + Double(attoseconds) / 1e18
    self.isPresenting = presenting
  }

  /// The fade's duration.
  public func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval {
    duration
  }

  /// Fades the presented view in (or out), then completes the transition.
  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewKey = isPresenting ? .to : .from
    guard let view = transitionContext.view(forKey: key) else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    if isPresenting {
      transitionContext.containerView.addSubview(view)
      view.alpha = 0
    }
    let presenting = isPresenting
    UIView.animate(
      withDuration: duration,
      animations: { view.alpha = presenting ? 1 : 0 },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
