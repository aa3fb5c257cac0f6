import Foundation

/// The transition context the double hands a custom animator.
///
/// It does not do the animator's work. UIKit puts only the view of the view controller shown at
/// the start into the container view: "UIKit sets this view for you and automatically adds the
/// view of the presenting view controller to it. The animator object is responsible for adding
/// the view of the presented view controller" (UIViewControllerContextTransitioning,
/// `containerView`:
/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview),
/// and "Add the view being presented (or revealed if the transition involves dismissing a view
/// controller) to the container view's hierarchy" (UIViewControllerAnimatedTransitioning,
/// `animateTransition(using:)`:
/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)).
/// At `completeTransition(true)` the double checks that the view for `.to` (when the transition
/// offers one) is in the container, and logs the blank screen a device would show when it is
/// not. `completeTransition(false)` undoes the transition. A transition completed inside
/// `animateTransition(using:)` ends at the end of the turn, not inside the call that started it.
@MainActor
final class DoubleTransitionContext: UIViewControllerContextTransitioning {
  private let transition: DoubleTransition
  private var animator: (any UIViewControllerAnimatedTransitioning)?
  private var onComplete: (@MainActor (Bool) -> Void)?
  /// Whether the animator's `animateTransition(using:)` is still running (the call that
  /// started the transition has not returned).
  private var isStarting = false

  /// Creates the context of `transition`; `onComplete` learns whether it completed.
  init(transition: DoubleTransition, onComplete: @escaping @MainActor (Bool) -> Void) {
    self.transition = transition
    self.onComplete = onComplete
  }

  var containerView: UIView { transition.containerView }
  var isAnimated: Bool { transition.isAnimated }
  var transitionWasCancelled: Bool { transition.isCancelled }

  /// Runs `animator`, keeping it (and this context) alive until it completes the transition.
  func run(_ animator: any UIViewControllerAnimatedTransitioning) {
    self.animator = animator
    if let shown = transition.viewController(forKey: .from) {
      containerView.addSubview(shown.view)
    }
    isStarting = true
    animator.animateTransition(using: self)
    isStarting = false
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    transition.viewController(forKey: key)
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    transition.view(forKey: key)
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    transition.viewController(forKey: .from) === vc ? containerView.bounds : .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    transition.viewController(forKey: .to) === vc ? containerView.bounds : .zero
  }

  func completeTransition(_ didComplete: Bool) {
    guard let onComplete else {
      DoubleRunLoop.main.warn("completeTransition(_:) called twice for one transition.")
      return
    }
    if didComplete, let shown = transition.view(forKey: .to),
      !shown.isDescendant(of: containerView),
      let animator
    {
      let name = transition.viewController(forKey: .to)?.doubleDescription ?? "the view"
      DoubleRunLoop.main.warn(
        "\(type(of: animator)) completed the transition without adding the view of \(name) to the container view: the screen stays blank."
      )
    }
    self.onComplete = nil
    let finished = animator
    animator = nil
    let end: @MainActor () -> Void = {
      onComplete(didComplete)
      // "UIKit calls this method at the end of a transition to let you know the results."
      finished?.animationEnded(didComplete)
    }
    // An animator that completes inside `animateTransition(using:)` (nothing to animate) still
    // ends the transition on a later turn, never inside the `present`, `dismiss`, push or pop
    // that started it, as every other transition of the double.
    if isStarting { DoubleRunLoop.main.perform(end) } else { end() }
  }
}
