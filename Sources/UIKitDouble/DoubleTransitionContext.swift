/// The transition context the double hands a custom animator.
@MainActor
final class DoubleTransitionContext: UIViewControllerContextTransitioning {
  let containerView = UIView()
  let isAnimated = true
  let transitionWasCancelled = false
  private let from: UIViewController
  private let to: UIViewController
  private var onComplete: (@MainActor () -> Void)?
  private var animator: (any UIViewControllerAnimatedTransitioning)?

  init(from: UIViewController, to: UIViewController, onComplete: @escaping @MainActor () -> Void) {
    self.from = from
    self.to = to
    self.onComplete = onComplete
  }

  /// Runs `animator`, keeping it (and this context) alive until it completes the transition.
  func run(_ animator: any UIViewControllerAnimatedTransitioning) {
    self.animator = animator
    containerView.addSubview(from.view)
    animator.animateTransition(using: self)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : to
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? from.view : to.view
  }

  func completeTransition(_ didComplete: Bool) {
    guard let onComplete else {
      DoubleRunLoop.main.warn("completeTransition(_:) called twice for one transition.")
      return
    }
    self.onComplete = nil
    animator = nil
    onComplete()
  }
}
