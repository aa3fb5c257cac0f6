import Foundation
import UIKitDouble

/// A custom animator that runs for `duration` on the clock and either adds the view being
/// shown to the container (as UIKit requires) or forgets to; it can also cancel.
@MainActor
final class TestAnimator: UIViewControllerAnimatedTransitioning {
  let addsShownView: Bool
  let completes: Bool
  private(set) var runs = 0

  init(addsShownView: Bool = true, completes: Bool = true) {
    self.addsShownView = addsShownView
    self.completes = completes
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.5 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    runs += 1
    if addsShownView, let shown = transitionContext.view(forKey: .to) {
      transitionContext.containerView.addSubview(shown)
    }
    let completes = completes
    UIView.animate(
      withDuration: 0.5, animations: {},
      completion: { _ in transitionContext.completeTransition(completes) })
  }
}

/// Supplies ``TestAnimator``s for presentations and dismissals.
@MainActor
final class TestTransitioningDelegate: UIViewControllerTransitioningDelegate {
  let presenting: TestAnimator
  let dismissing: TestAnimator

  /// Becomes the transitioning delegate of `controller`, shown in `style`; the caller keeps it
  /// alive (view controllers hold their transitioning delegate weakly).
  init(
    of controller: UIViewController, style: UIModalPresentationStyle,
    presenting: TestAnimator = TestAnimator(), dismissing: TestAnimator = TestAnimator()
  ) {
    self.presenting = presenting
    self.dismissing = dismissing
    controller.modalPresentationStyle = style
    controller.transitioningDelegate = self
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { self.presenting }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { dismissing }
}
