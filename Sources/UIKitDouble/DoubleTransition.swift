import Foundation

/// One transition of the double (a presentation, a dismissal, a push or a pop): its transition
/// coordinator, the view controllers whose appearance it changes, and its end.
///
/// A transition that animates or that the user drives is the `transitionCoordinator` of the
/// view controllers taking part (and, through them, of their children) until it ends; a
/// transition without animation has none, as in UIKit.
@MainActor
final class DoubleTransition: UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  let initiallyInteractive: Bool
  private(set) var isInteractive: Bool
  private(set) var isCancelled = false
  let transitionDuration: TimeInterval
  let containerView = UIView(frame: UIScreen.main.bounds)
  /// Whether the transition has ended.
  private(set) var isEnded = false

  private let from: UIViewController
  private let to: UIViewController
  private let fromView: UIView?
  private let toView: UIView?
  private var completions: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  private var interactionHandlers:
    [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// The alongside animations registered before the transition's animations started.
  private var waitingAnimations:
    [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// Whether the transition's animations have started (see ``startAnimations()``).
  private var animationsStarted = false
  private var hosts: [UIViewController] = []
  /// The view controllers whose appearance the transition changes, ended with it.
  var participants: [UIViewController] = []
  /// What ends the transition, given the transition and whether it completed (`false`:
  /// cancelled, undone); it takes the transition as an argument so that it need not capture it
  /// (a transition dropped by ``DoubleRunLoop/reset()`` before it ends must not keep itself alive).
  var onEnd: (@MainActor (DoubleTransition, Bool) -> Void)?
  /// What undoes the transition's flags when the user lets go before the threshold, before the
  /// view controllers start going back (a dismissal: `isBeingDismissed`); it runs at most once.
  var onCancel: (@MainActor () -> Void)?

  /// Creates the transition from `from` to `to`; `fromView` and `toView` are what
  /// `view(forKey:)` answers (nil where UIKit does not let the animator touch the view).
  init(
    from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
    style: UIModalPresentationStyle, animated: Bool, interactive: Bool, duration: TimeInterval
  ) {
    self.from = from
    self.to = to
    self.fromView = fromView
    self.toView = toView
    self.presentationStyle = style
    self.isAnimated = animated || interactive
    self.initiallyInteractive = interactive
    self.isInteractive = interactive
    self.transitionDuration = duration
  }

  var percentComplete: CGFloat {
    if isEnded { return 1 }
    return isInteractive ? 0.5 : 0
  }

  /// Makes this transition the `transitionCoordinator` of `controllers` while it runs (only
  /// when it animates or the user drives it).
  func coordinate(_ controllers: [UIViewController]) {
    guard isAnimated, !isEnded else { return }
    for controller in controllers {
      controller.runningTransitions.append(self)
      hosts.append(controller)
    }
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : to
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? fromView : toView
  }

  @discardableResult
  func animate(
    alongsideTransition animation: (
      @MainActor (any UIViewControllerTransitionCoordinatorContext)
        -> Void
    )?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !isEnded else { return false }
    if let animation {
      if animationsStarted { animation(self) } else { waitingAnimations.append(animation) }
    }
    if let completion { completions.append(completion) }
    return true
  }

  /// Starts the transition's animations: the alongside animations registered so far (in the
  /// `viewWillAppear(_:)` and `viewWillDisappear(_:)` callbacks, in a navigation delegate's
  /// `willShow`, in a presentation controller's `presentationTransitionWillBegin()` or
  /// `dismissalTransitionWillBegin()`) run now, once those callbacks have returned; later ones
  /// run as they come.
  ///
  /// viewWillAppear(_:) "is called before the view controller's view is about to be added to a
  /// view hierarchy and before any animations are configured for showing the view"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)),
  /// and animate(alongsideTransition:completion:) "Runs the specified animations at the same
  /// time as the view controller transition animations."
  func startAnimations() {
    guard !animationsStarted else { return }
    animationsStarted = true
    let waiting = waitingAnimations
    waitingAnimations.removeAll()
    for animation in waiting { animation(self) }
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    guard isInteractive else { return }
    interactionHandlers.append(handler)
  }

  /// The user let go: past the threshold (`cancelled` false) or before it.
  ///
  /// Runs the interaction handlers, as UIKit does before anything else.
  private func endInteraction(cancelled: Bool) {
    guard isInteractive else { return }
    isInteractive = false
    isCancelled = cancelled
    let handlers = interactionHandlers
    interactionHandlers.removeAll()
    for handler in handlers { handler(self) }
  }

  /// The user let go before the threshold: the view controllers that were arriving start
  /// leaving again and those that were leaving start arriving, as UIKit does when "the user
  /// cancels a transition" (see ``notifyWhenInteractionChanges(_:)``).
  ///
  /// Nothing joins or leaves a container then: the view controllers stop saying they move.
  func reverseAppearances() {
    for controller in participants {
      controller.movingToParent = false
      controller.movingFromParent = false
    }
    let arriving = participants.filter { $0.appearanceState == .appearing }
    let leaving = participants.filter { $0.appearanceState == .disappearing }
    for controller in arriving { controller.startAppearance(false, animated: true, in: nil) }
    for controller in leaving { controller.startAppearance(true, animated: true, in: nil) }
  }

  /// Plays the transition without the user: the animator's animation through a transition
  /// context, the system's animation on the clock, or (not animated) nothing, ending on a later
  /// turn, never inside the call that started it; the alongside animations start with it.
  func run(animator: (any UIViewControllerAnimatedTransitioning)?) {
    guard isAnimated else {
      DoubleRunLoop.main.perform { self.complete(true) }
      return
    }
    startAnimations()
    if let animator {
      DoubleTransitionContext(transition: self) { self.complete($0) }.run(animator)
    } else {
      DoubleRunLoop.main.addAnimation(duration: transitionDuration) { self.complete(true) }
    }
  }

  /// The user let go: the rest of the transition animates on the clock, then it ends (undone
  /// when `cancelled`).
  func finishInteraction(cancelled: Bool) {
    endInteraction(cancelled: cancelled)
    if cancelled {
      let onCancel = self.onCancel
      self.onCancel = nil
      onCancel?()
      reverseAppearances()
    }
    DoubleRunLoop.main.addAnimation(duration: transitionDuration * 0.5) {
      self.complete(!cancelled)
    }
  }

  /// Ends the transition once, through ``onEnd``; `completed` false undoes it.
  func complete(_ completed: Bool) {
    guard !isEnded else { return }
    if !completed { isCancelled = true }
    let onEnd = self.onEnd
    self.onEnd = nil
    onCancel = nil
    onEnd?(self, completed)
    end()
  }

  /// Stops the transition being anyone's coordinator, and runs the completions registered
  /// alongside it.
  func end() {
    guard !isEnded else { return }
    // An alongside animation is never lost, even by a transition that ends before it animates.
    startAnimations()
    isEnded = true
    for host in hosts { host.runningTransitions.removeAll { $0 === self } }
    hosts.removeAll()
    let pending = completions
    completions.removeAll()
    for completion in pending { completion(self) }
  }
}
