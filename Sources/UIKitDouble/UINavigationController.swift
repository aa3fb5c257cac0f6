public import Foundation

/// The subset of `UINavigationController` the bridge uses: a stack of view controllers whose
/// changes tell the delegate.
///
/// The rules:
/// - `viewControllers` changes at once; the delegate hears `navigationController(_:willShow:
///   animated:)` "before the navigation controller displays a view controller's view" and
///   `navigationController(_:didShow:animated:)` "after the navigation controller displays a view
///   controller's view" (UINavigationControllerDelegate:
///   https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate), so
///   `didShow` comes when the transition ends: after the animation, or for a change without
///   animation on a later turn (the documentation leaves that open; the double takes the later
///   turn), and several changes without animation in one turn end in one `didShow`. For an
///   animated or interactive change the delegate hears `willShow` with the transition under way,
///   so that `transitionCoordinator` can tell it when (and whether) the change ends — the
///   pattern delegates use to learn of a cancelled back swipe.
/// - An animated push or pop asks the delegate's
///   `navigationController(_:animationControllerFor:from:to:)` and runs the animator it returns
///   through a transition context (see ``DoubleTransitionContext``); otherwise the system
///   animation runs (0.35 s).
/// - A navigation controller that is not on screen (in a tab that is not selected, under a
///   full-screen presentation, in no window) carries out its changes at once, without
///   animation, and tells its delegate only once it is shown, with one `willShow` and one
///   `didShow` for the top it then shows.
/// - A navigation controller that is still arriving (the window just shown, a presentation or
///   a tab switch under way) shows a new top with itself: the top appears when the navigation
///   controller has appeared, after it, never inside the call (viewDidAppear(_:) "Notifies the
///   view controller that its view was added to a view hierarchy").
/// - A view controller appears at most once on a stack: pushViewController(_:animated:) "If
///   the view controller is already on the navigation stack, this method throws an exception."
///   (https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:))
///   A navigation controller cannot be pushed ("Pushing a navigation controller is not
///   supported", UIKit's exception), nor a tab bar controller (the `viewController` parameter:
///   "This object cannot be a tab bar controller."), by a push or in a new stack. The double
///   refuses and logs such calls instead of raising.
/// - Changing the stack while an animated or interactive push or pop runs is refused and
///   logged in UIKit's words ("nested push animation can result in corrupted navigation bar",
///   "nested pop animation …"): on a device it corrupts the navigation bar and can put back a
///   view controller the user just popped.
/// - A view controller popped or otherwise taken off the stack stays the navigation
///   controller's child (`parent`, `navigationController`) until the change ends, then hears
///   `didMove(toParent: nil)`: its `viewWillDisappear(_:)` can still reach the navigation
///   controller, whose `viewControllers` no longer holds it. The change ends with its
///   appearance callbacks, also when a later change in the same turn keeps the top. Pushed on
///   another navigation controller before then, it is removed from the first at once (it hears
///   `didMove(toParent: nil)`, then `willMove(toParent:)` with the new one), as `addChild(_:)`
///   removes a child from its container before adding it.
/// - `removeFromParent()` sent to a view controller on the stack takes it off the stack at once:
///   it "Removes the view controller from its parent"
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()), and
///   a navigation controller's children are its stack, so `viewControllers` no longer holds it
///   and its `parent` and `navigationController` are `nil` when the call returns; it hears
///   `didMove(toParent: nil)` and no `willMove(toParent:)`. The same page says the method "is
///   only intended to be called by an implementation of a custom container view controller", so
///   the double logs the call. What the navigation controller shows then is not documented; the
///   double takes the stricter reading that the removal is a change of the stack like any other:
///   when the view controller was the top, it leaves the screen and the new top shows as after
///   `setViewControllers(_:animated: false)`, with the delegate told, on a later turn.
/// - The user's back swipe (``UIKitUser/beginSwipeBack(in:)``) pops at once: from its start
///   `viewControllers` no longer holds the popped view controller and `topViewController` is
///   the one being revealed, as UIKit reports them during an interactive pop (the popped view
///   controller has `isMovingFromParent`); the transition is interactive until the user lets go.
///   A cancelled swipe puts the popped view controller back when the rest of its animation ends;
///   the popped view controller hears `viewWillDisappear(_:)`, then `viewWillAppear(_:)` and
///   `viewDidAppear(_:)`, and the delegate hears no `didShow` (it heard `willShow` for the view
///   controller that was not shown after all). After the cancellation, in those callbacks,
///   neither `isMovingFromParent` nor `isMovingToParent` is set: the view controller never left
///   ("isMovingToParentViewController … was just added to a container view controller", View
///   Controller Programming Guide, "Determining Why a View's Appearance Changed"). Apple's
///   documentation does not say whether
///   `didShow` follows a cancelled swipe; the double sends none, so that a delegate learns of the
///   cancellation only from the transition coordinator, as it must on a device
///   (`notifyWhenInteractionChanges(_:)`: "When the user cancels a transition, UIKit executes
///   your context block, calls the viewWillDisappear(_:) method on the presented view
///   controller, and finally calls the viewWillAppear(_:) …"). A back swipe uses the system's
///   interactive pop, which only drives the system animation: when the delegate's
///   `navigationController(_:animationControllerFor:from:to:)` answers an animator for the pop,
///   the edge swipe does not begin, as on a device (an app with a custom pop animation makes it
///   interactive itself, with its own gesture and `navigationController(_:interactionControllerFor:)`,
///   "Allows the delegate to return an interactive animator object for use during view
///   controller transitions").
@MainActor
open class UINavigationController: UIViewController {
  /// The kind of change a navigation transition makes.
  public enum Operation: Int, Sendable {
    /// No change.
    case none = 0
    /// A view controller was pushed.
    case push = 1
    /// One or more view controllers were popped.
    case pop = 2
  }

  private var stack: [UIViewController] = []
  /// The animated or interactive push or pop running now.
  private var transition: DoubleTransition?
  /// The view controllers whose appearance changes made without animation end at the end of
  /// the turn (`nil` when none is pending).
  private var pendingAppearances: [UIViewController]?
  /// The view controllers marked as moving to or from the stack until the transition ends.
  private var moving: [UIViewController] = []
  /// The top the delegate last heard `didShow` for.
  private weak var lastShown: UIViewController?

  /// The top the delegate last heard `willShow` for.
  private weak var announced: UIViewController?
  /// The tab bar controller whose More navigation controller this is, if it is one.
  weak var moreOwner: UITabBarController?

  /// Whether view controllers that join or leave the stack hear `willMove(toParent:)` and
  /// `didMove(toParent:)`: not on the More list's stack, which UIKit reshuffles on its own (a
  /// tab shown through More stays the tab bar controller's).
  private var tellsMoves: Bool { moreOwner == nil }

  /// The delegate told about every change of the top view controller; held weakly.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// Creates a navigation controller whose stack holds `rootViewController`.
  ///
  /// A designated initializer, as in UIKit, so that a subclass overrides it and calls
  /// `super.init(rootViewController:)`
  /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)).
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    definesPresentationContext = true
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  ///
  /// Both initializers set ``UIViewController/definesPresentationContext`` to `true`: "Some
  /// system-provided view controllers, such as UINavigationController, change the default value
  /// to true." (`definesPresentationContext`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext)
  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    definesPresentationContext = true
  }

  /// Unavailable in the double (no storyboards).
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The stack, bottom first; setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The stack, bottom first.
  override open var children: [UIViewController] { stack }

  /// The view controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The view controller whose view shows: the one presented on top of the navigation
  /// controller, if any, else the top of the stack.
  ///
  /// "The currently visible view can belong either to the view controller at the top of the
  /// navigation stack or to a view controller that was presented modally on top of the
  /// navigation controller itself." (`visibleViewController`:
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller)
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  /// Whether the navigation bar is hidden: the bar's own `isHidden` follows it.
  ///
  /// "If true, the navigation bar is hidden. The default value is false. Setting this property
  /// changes the visibility of the navigation bar without animating the changes."
  /// (`isNavigationBarHidden`:
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden)
  open var isNavigationBarHidden = false {
    didSet { navigationBar.isHidden = isNavigationBarHidden }
  }

  /// The navigation bar (its settings: large titles, tint).
  open var navigationBar: UINavigationBar { storedNavigationBar }

  private let storedNavigationBar = UINavigationBar()

  /// The edge swipe that pops the top view controller: disable it (`isEnabled`), or give it a
  /// delegate that refuses, and ``UIKitUser/beginSwipeBack(in:)`` does not begin.
  ///
  /// "The gesture recognizer responsible for popping the top view controller off the
  /// navigation stack." (`interactivePopGestureRecognizer`:
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer)
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { backSwipe }

  private let backSwipe = UIGestureRecognizer()

  /// Whether the toolbar, which shows the top view controller's `toolbarItems`, is hidden.
  ///
  /// `true` by default; the double draws no toolbar and keeps the value.
  ///
  /// "The default value is true." (`isToolbarHidden`:
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden)
  open var isToolbarHidden = true

  /// Whether an upward swipe hides the navigation bar and toolbar.
  ///
  /// `false` by default; the double keeps the value and does not hide the bars on a swipe.
  ///
  /// "The default value of this property is false." (`hidesBarsOnSwipe`:
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarsonswipe)
  open var hidesBarsOnSwipe = false

  /// Whether a tap in the content toggles the navigation bar and toolbar.
  ///
  /// `false` by default; the double keeps the value and does not hide the bars on a tap.
  ///
  /// "The default value of this property is false." (`hidesBarsOnTap`:
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarsontap)
  open var hidesBarsOnTap = false

  /// Hides or shows the toolbar.
  ///
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/settoolbarhidden(_:animated:)
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  /// Hides or shows the navigation bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Whether an animated or interactive push or pop is running (the double's name).
  public var isInTransition: Bool { transition != nil }

  /// Whether a change of the stack has not ended: an animated transition runs, or a change made
  /// without animation waits for its appearance callbacks.
  private var hasChangeUnderWay: Bool { transition != nil || pendingAppearances != nil }

  /// Replaces the stack; the delegate learns when the top changed (see the type's rules).
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    guard accepts(viewControllers), !refusesNested(pop: false) else { return }
    change(to: viewControllers, animated: animated)
  }

  /// Pushes `viewController` onto the stack.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard accepts(stack + [viewController]), !refusesNested(pop: false) else { return }
    change(to: stack + [viewController], animated: animated)
  }

  /// Pops the top view controller and returns it; the root is never popped.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last, !refusesNested(pop: true) else { return nil }
    if let begin = beginningInteractivePop {
      // The back swipe began: UIKit pops through this method, which a subclass sees.
      beginningInteractivePop = nil
      begin()
      return top
    }
    change(to: Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Set while the user's back swipe begins: the pop it makes through
  /// `popViewController(animated:)` starts the interactive transition.
  private var beginningInteractivePop: (() -> Void)?

  /// Pops every view controller above `viewController` and returns them.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      DoubleRunLoop.main.warn(
        "Tried to pop to a view controller that doesn't exist: \(viewController.doubleDescription)."
      )
      return nil
    }
    guard !refusesNested(pop: true) else { return nil }
    let popped = Array(stack[(index + 1)...])
    change(to: Array(stack[...index]), animated: animated)
    return popped
  }

  /// Pops every view controller above the root and returns them.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  // MARK: - Double internals

  override var shownChild: UIViewController? { stack.last }

  override func appearanceWillBegin() {
    guard let top = stack.last, top !== lastShown else { return }
    announce(top, animated: appearanceAnimated)
  }

  override func appearanceDidEnd() {
    // A top pushed while this navigation controller was appearing appears with it.
    if let top = stack.last { UIViewController.endAppearances(of: top.shownSubtree) }
    guard !hasChangeUnderWay else { return }
    endMoving()
    tellShown(animated: appearanceAnimated)
  }

  /// Starts the user's interactive pop of the top view controller (see the type's rules), or
  /// answers `nil` when there is nothing to pop, a transition runs or the delegate animates the
  /// pop itself.
  func beginInteractivePop() -> DoubleTransition? {
    guard !hasChangeUnderWay, appearanceState == .appeared,
      stack.count > 1, let popped = stack.last
    else { return nil }
    let revealed = stack[stack.count - 2]
    // The system's interactive pop drives only the system animation.
    guard
      delegate?.navigationController(
        self, animationControllerFor: .pop, from: popped, to: revealed) == nil
    else { return nil }
    var started: DoubleTransition?
    beginningInteractivePop = { [self] in
      let before = stack
      replaceStack(with: Array(stack.dropLast()))
      let running = DoubleTransition(
        from: popped, to: revealed, fromView: popped.view, toView: revealed.view,
        style: .none, animated: true, interactive: true, duration: 0.35)
      start(running, restoring: before, showing: revealed)
      // The user's finger drives the animations from now on.
      running.startAnimations()
      started = running
    }
    // On a device the gesture pops through `popViewController(animated:)` as it begins, even
    // if the user then cancels it: a subclass's override sees the call.
    _ = popViewController(animated: true)
    beginningInteractivePop = nil
    return started
  }

  /// Shows `newStack` without animation and without the checks of `setViewControllers`: the
  /// More navigation controller's list, with the tab shown through it.
  func replaceStackForMore(_ newStack: [UIViewController]) {
    guard !newStack.elementsEqual(stack, by: ===) else { return }
    change(to: newStack, animated: false)
  }

  /// Whether every view controller of `newStack` may be on this stack; logs the refusal.
  private func accepts(_ newStack: [UIViewController]) -> Bool {
    var seen = Set<ObjectIdentifier>()
    for controller in newStack {
      guard seen.insert(ObjectIdentifier(controller)).inserted else {
        DoubleRunLoop.main.warn(
          "Pushing the same view controller instance (\(controller.doubleDescription)) more than once is not supported."
        )
        return false
      }
      guard !(controller is UINavigationController) else {
        DoubleRunLoop.main.warn("Pushing a navigation controller is not supported.")
        return false
      }
      // pushViewController(_:animated:), `viewController`: "This object cannot be a tab bar
      // controller."
      guard !(controller is UITabBarController) else {
        DoubleRunLoop.main.warn(
          "Cannot push \(controller.doubleDescription): a tab bar controller cannot be on a navigation stack."
        )
        return false
      }
      guard
        controller.parent == nil || controller.parent === self
          || (controller.parent as? UINavigationController)?.isLeaving(controller) == true,
        controller.ownPresenter == nil, controller.hostingWindow == nil
      else {
        DoubleRunLoop.main.warn(
          "Cannot add \(controller.doubleDescription) to \(doubleDescription): it is already in a hierarchy."
        )
        return false
      }
    }
    return true
  }

  /// Whether `controller` is still this navigation controller's child but no longer on its
  /// stack (popped, and the pop has not ended yet).
  private func isLeaving(_ controller: UIViewController) -> Bool {
    controller.parent === self && !stack.contains { $0 === controller }
  }

  /// Ends at once the removal of `controller`, taken off the stack by a change that has not
  /// ended, because another navigation controller adds it: it is no longer a child and hears
  /// `didMove(toParent: nil)` now, before it joins the other one.
  ///
  /// "If the new child view controller is already the child of a container view controller, it
  /// is removed from that container before being added." (`addChild(_:)`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)) Its
  /// appearance callbacks stay with the change that took it off.
  fileprivate func letGo(_ controller: UIViewController) {
    guard isLeaving(controller) else { return }
    moving.removeAll { $0 === controller }
    controller.storedParent = nil
    controller.movingFromParent = false
    controller.movingToParent = false
    if tellsMoves { controller.didMove(toParent: nil) }
  }

  /// Takes `controller`, one of this navigation controller's children, off the stack because
  /// it was sent `removeFromParent()`; logs the misuse.
  ///
  /// It is no longer a child at once and hears `didMove(toParent: nil)` (not
  /// `willMove(toParent:)`: the container that removes a child calls that); when it was the
  /// top, the new top shows as after `setViewControllers(_:animated: false)`. During an
  /// animated or interactive push or pop it is refused as a nested change.
  func removeChild(_ controller: UIViewController) {
    guard controller.parent === self else { return }
    if isLeaving(controller) {
      // Already off the stack (its pop has not ended): only its removal is left.
      letGo(controller)
      return
    }
    guard !refusesNested(pop: true) else { return }
    DoubleRunLoop.main.warn(
      "removeFromParent() is only intended for custom containers: \(controller.doubleDescription) leaves the stack of \(doubleDescription) without its API."
    )
    let before = stack
    stack.removeAll { $0 === controller }
    moving.removeAll { $0 === controller }
    controller.storedParent = nil
    controller.movingToParent = false
    controller.movingFromParent = true
    showTop(after: before, animated: false)
    if tellsMoves { controller.didMove(toParent: nil) }
    controller.movingFromParent = false
  }

  /// Whether a push or pop runs, so that this change must be refused; logs the refusal.
  private func refusesNested(pop: Bool) -> Bool {
    guard transition != nil else { return false }
    let kind = pop ? "pop" : "push"
    DoubleRunLoop.main.warn("nested \(kind) animation can result in corrupted navigation bar")
    return true
  }

  /// Puts `newStack` in place and shows its top, following the type's rules.
  private func change(to newStack: [UIViewController], animated: Bool) {
    let before = stack
    replaceStack(with: newStack)
    showTop(after: before, animated: animated)
  }

  /// Shows the top of the stack after it changed from `before`, following the type's rules.
  private func showTop(after before: [UIViewController], animated: Bool) {
    let oldTop = before.last
    let top = stack.last
    guard top !== oldTop else {
      // The same top: nothing to show. A change still under way (one made without animation
      // earlier in this turn, or this navigation controller arriving) ends the moves of both
      // when it ends: a view controller it takes off stays a child until its
      // `viewDidDisappear(_:)`.
      if !hasChangeUnderWay, appearanceState != .appearing {
        endMoving()
      }
      return
    }
    if appearanceState == .appearing {
      // Arriving with what shows it (a presentation, the window shown, a tab): the new top
      // appears when this navigation controller has appeared, never inside this call (the
      // delegate hears `willShow` for it then, before `didShow`).
      updateWindowAppearance(animated: false)
      return
    }
    guard appearanceState == .appeared else {
      // Not on screen: at once, and the delegate hears of it once the stack is shown.
      UIViewController.endAppearances(of: updateWindowAppearance(animated: false))
      endMoving()
      return
    }
    // An emptied stack has nothing to animate to: its old top leaves as without animation.
    guard animated, let oldTop, let top else {
      if let top { announce(top, animated: animated) }
      endLater(updateWindowAppearance(animated: false))
      return
    }
    let operation: Operation = before.contains { $0 === top } ? .pop : .push
    let animator = delegate?.navigationController(
      self, animationControllerFor: operation, from: oldTop, to: top)
    let running = DoubleTransition(
      from: oldTop, to: top, fromView: oldTop.view, toView: top.view, style: .none,
      animated: true, interactive: false, duration: animator?.transitionDuration(using: nil) ?? 0.35
    )
    start(running, restoring: before, showing: top)
    running.run(animator: animator)
  }

  /// Makes `running` the transition of this stack; when it ends it puts `before` back if it was
  /// cancelled, ends the appearances and tells the delegate.
  ///
  /// The delegate hears `willShow` (`top`) with the transition under way, so that its
  /// coordinator can tell whether the user finishes or cancels, and before the appearance
  /// callbacks.
  private func start(
    _ running: DoubleTransition, restoring before: [UIViewController], showing top: UIViewController
  ) {
    transition = running
    running.coordinate([self] + moving)
    announce(top, animated: true)
    running.participants = updateWindowAppearance(animated: true)
    running.onEnd = { [self] running, completed in
      if !completed {
        // Cancelled: the stack is put back as it was, with nothing moving.
        stack = before
        for controller in before { controller.storedParent = self }
      }
      transition = nil
      running.end()
      UIViewController.endAppearances(
        of: running.participants + updateWindowAppearance(animated: true))
      endMoving()
      tellShown(animated: true)
    }
  }

  /// Replaces the stack and its children's parent links, marking the view controllers that
  /// join or leave it as moving (they hear `willMove(toParent:)` now, `didMove(toParent:)` when
  /// the change ends).
  ///
  /// A view controller that leaves stays this navigation controller's child until the change
  /// ends, as a child a container removes: "call the willMove(toParent:) method of the child
  /// view controller before calling the removeFromParent() method"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)), so
  /// its `viewWillDisappear(_:)` still reaches its `navigationController` (whose stack no longer
  /// holds it). A tab shown through More leaves at once: it belongs to its tab bar controller.
  private func replaceStack(with newStack: [UIViewController]) {
    for controller in stack where !newStack.contains(where: { $0 === controller }) {
      if tellsMoves {
        controller.willMove(toParent: nil)
      } else if controller.parent === self {
        // Off the More list's stack: a lent view controller its tab took back stays that tab's.
        controller.storedParent = nil
      }
      controller.movingFromParent = true
      moving.append(controller)
    }
    for controller in newStack where !stack.contains(where: { $0 === controller }) {
      // Still leaving another navigation controller (its pop has not ended): removed from it
      // first, as `addChild(_:)` does.
      if let old = controller.parent as? UINavigationController, old !== self {
        old.letGo(controller)
      }
      if tellsMoves { controller.willMove(toParent: self) }
      controller.movingToParent = true
      moving.append(controller)
    }
    stack = newStack
    for controller in newStack { controller.storedParent = self }
  }

  /// Ends, at the end of the turn, the appearances changed without animation, with one `didShow`
  /// for every change made meanwhile.
  private func endLater(_ changed: [UIViewController]) {
    if pendingAppearances != nil {
      pendingAppearances?.append(contentsOf: changed)
      return
    }
    pendingAppearances = changed
    DoubleRunLoop.main.perform { [self] in
      let changed = pendingAppearances ?? []
      pendingAppearances = nil
      UIViewController.endAppearances(of: changed)
      // An animated change that started meanwhile tells the delegate when it ends.
      guard transition == nil else { return }
      endMoving()
      tellShown(animated: false)
    }
  }

  /// Ends the moves of the view controllers that joined or left the stack: one that left is no
  /// longer this navigation controller's child, then each hears `didMove(toParent:)` once, with
  /// this navigation controller or `nil` (one put back by a cancelled back swipe hears this
  /// navigation controller).
  private func endMoving() {
    let moved = moving
    moving.removeAll()
    var told = Set<ObjectIdentifier>()
    for controller in moved where told.insert(ObjectIdentifier(controller)).inserted {
      let stays = stack.contains { $0 === controller }
      controller.movingToParent = false
      controller.movingFromParent = false
      if !stays {
        // Taken by another container meanwhile (a tab bar controller's tabs, a tab's navigation
        // controller taking back its stack from More; a navigation controller lets it go
        // first, see `letGo(_:)`): that one's child now, no longer moving.
        guard controller.parent === self || controller.parent == nil else { continue }
        controller.storedParent = nil
      }
      if tellsMoves { controller.didMove(toParent: stays ? self : nil) }
    }
    moreOwner?.moreStackSettled()
  }

  /// Tells the delegate that `top` is about to show.
  private func announce(_ top: UIViewController, animated: Bool) {
    announced = top
    delegate?.navigationController(self, willShow: top, animated: animated)
  }

  /// Sends `didShow` for the top when the delegate has not heard of it yet (unless
  /// ``DoubleRunLoop/dropCompletions(_:)`` swallows it), with a `willShow` first when it missed
  /// that too (a top pushed while this navigation controller was arriving).
  private func tellShown(animated: Bool) {
    guard appearanceState == .appeared, let top = stack.last, top !== lastShown else { return }
    if top !== announced { announce(top, animated: animated) }
    lastShown = top
    guard let delegate else { return }
    DoubleRunLoop.main.deliverCompletion {
      delegate.navigationController(self, didShow: top, animated: animated)
    }
  }
}
