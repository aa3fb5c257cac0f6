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

  /// Fades the presented (or pushed) view in, or the dismissed (or popped) one out, then
  /// completes the transition.
  ///
  /// As UIKit requires of an animator, it adds to the container view the view it shows: the
  /// incoming view when presenting, and when dismissing the view it reveals (a full-screen
  /// presentation took it out of the window), beneath the one fading out.
  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let incoming = transitionContext.view(forKey: .to)
    let outgoing = transitionContext.view(forKey: .from)
    let presenting = isPresenting
    if let incoming {
      if presenting {
        container.addSubview(incoming)
        incoming.alpha = 0
      } else if let outgoing, outgoing.superview === container {
        container.insertSubview(incoming, belowSubview: outgoing)
      } else {
        container.addSubview(incoming)
      }
    }
    guard let fading = presenting ? incoming : outgoing else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    UIView.animate(
      withDuration: duration,
      animations: { fading.alpha = presenting ? 1 : 0 },
      completion: { _ in
        let finished = !transitionContext.transitionWasCancelled
        // A cancelled fade leaves the views as they were.
        if !finished { fading.alpha = presenting ? 0 : 1 }
        transitionContext.completeTransition(finished)
      })
  }
}
