public import Foundation
public import Wayfinder

#if canImport(UIKit)
  public import UIKit
#else
  public import UIKitDouble
#endif

/// Keeps UIKit's view controllers equal to a `Window`'s screens, and feeds what the user does in
/// UIKit back into the model.
///
/// ```swift
/// let bridge = UIKitBridge(window: app.window, uiWindow: uiWindow)
/// bridge.register(ProductScreen.self) { screen in ProductViewController(screen: screen) }
/// uiWindow.makeKeyAndVisible()
/// ```
///
/// The rules it keeps:
/// - **The model is the truth; UIKit follows.** At the end of the main-actor turn in which the
///   model changed, the bridge compares the view-controller tree with the screen tree and makes
///   the UIKit calls that make them equal, one transition at a time, animating only the last call
///   of a burst.
/// - **The user wins.** What the user did in UIKit (swiped back, picked a screen in the back
///   button's menu, swiped a sheet down, tapped a tab) has already happened on screen: the bridge
///   tells the model before it makes any call of its own, and a model change that arrives during
///   the user's gesture waits until the gesture ends. The bridge tells the user's changes from its
///   own by comparing what UIKit shows with what the bridge last asked for, never by when a
///   callback comes.
/// - **It owns only what it made.** View controllers the app presents itself (alerts, share
///   sheets, pickers) are the app's: the bridge never dismisses them. Stacks and tabs below them
///   stay in step; a presentation or dismissal at or below their layer waits until the app's view
///   controller is gone (UIKit allows one presentation per view controller). The bridge checks
///   again at every routing event and every ``pollInterval``.
/// - **It never waits forever.** Each transition it waits for has a bound, ``timeout``; when
///   UIKit has not reported the end by then, the bridge re-reads UIKit's tree, brings it back to
///   the model, and reports ``Event/timedOut(_:)``.
/// - **Completions mean "on screen".** A routing completion, an `async` wait, a result handed
///   back and a deeplink's completion run once UIKit shows the change (at once headless).
///
/// The bridge is the delegate of the navigation controllers, tab bar controllers and presented
/// sheets it makes. An app may still set its own delegate on them (to refuse a swipe-down, ask
/// "discard changes?", track a sheet's detent, refuse a tab): the bridge takes its place back
/// (at the end of that turn on a navigation or tab bar controller, at its next pass on a sheet)
/// and forwards the calls it implements to the app's delegate, whose answers win.
///
/// The bridge keeps screens and view controllers weakly: a closed screen frees its view
/// controller, with its view model and router.
@MainActor
public final class UIKitBridge: NSObject {
  /// The screen model the bridge follows.
  public let window: Window

  /// The UIKit window the bridge keeps equal to ``window``.
  public let uiWindow: UIWindow

  /// Makes the UIKit animation for a transition's animator, or `nil` for the system animation;
  /// by default ``FadeTransitionAnimator`` for `FadeAnimator`.
  ///
  /// Asked for presentations and dismissals, and for pushes and pops (`presenting` is `true`
  /// for a presentation or a push).
  public var makeAnimation:
    @MainActor (_ animator: any Animator, _ presenting: Bool) -> (
      any UIViewControllerAnimatedTransitioning
    )? = { animator, presenting in
      (animator as? FadeAnimator).map { FadeTransitionAnimator($0, presenting: presenting) }
    }

  /// How long the bridge waits for UIKit to report the end of a transition (2 seconds by
  /// default); set it above your longest custom animation.
  ///
  /// After it, the bridge stops waiting, re-reads UIKit's tree, brings it back to the model and
  /// reports ``Event/timedOut(_:)``.
  public var timeout: TimeInterval = 2

  /// How often the bridge looks again while UIKit is busy with a transition it cannot follow,
  /// while the app's own presentation holds back a change, or while it presents a view
  /// controller of a factory's that dismisses itself unseen (an alert) (0.25 seconds by
  /// default).
  public var pollInterval: TimeInterval = 0.25

  /// Receives the bridge's own events (see ``Event``), for logs.
  public var onEvent: (@MainActor (Event) -> Void)?

  /// How many UIKit calls the bridge made, for tests and diagnostics.
  public internal(set) var callCount = 0

  /// The screen types registered with ``register(_:make:)``, each with its factory.
  private var factories: [ScreenFactory] = []
  private var observation: RoutingObservation?

  var entriesByScreen: [ObjectIdentifier: BridgeEntry] = [:]
  var entriesByController: [ObjectIdentifier: BridgeEntry] = [:]
  private var nextSerial = 0
  private var pruneThreshold = 64

  /// View controllers made for the latest plan, kept until UIKit holds them.
  var madeForPlan: [UIViewController] = []
  /// Whether this bridge has set the window's root: a root it replaces later that no bridge
  /// made is the app's, and reported.
  var hasSetRoot = false
  /// Whether a pass is queued for the end of the turn.
  private var isScheduled = false
  /// Whether ``stop()`` was called: no pass runs any more.
  private(set) var isStopped = false
  /// Whether a pass is running (the model changes it makes queue another one).
  var isReconciling = false
  /// Whether the bridge is setting the children of a container it made: the change is its own,
  /// not the app's code's for a pass to look at.
  var isSettingChildren = false
  /// Whether the next plan's last call animates (the last change of the burst animated).
  var animatesLastStep = false
  /// Whether the model selected a tab or focused a screen since the last pass that UIKit carried
  /// out whole: it brings the user back from the More list, even to the tab the model had.
  var modelSelectedTab = false
  /// The transition the bridge waits for, if any.
  var awaited: AwaitedTransition?
  /// The change UIKit showed when the last call of a plan ended its transition, for the next
  /// pass to run the completions that waited for it before it brings UIKit further.
  var changeShownByEndedTransition: Int?
  /// The number the next awaited transition gets.
  private var nextGeneration = 0
  /// The app's view controller the last ``Event/waiting(for:)`` named, so it is reported once.
  var reportedWait: ObjectIdentifier?
  /// Whether the last wait ended at the bound (``Event/timedOut(_:)``) and UIKit has not been
  /// idle since: the transition still running is the one reported, and is not reported again.
  var timedOutTransitionRuns = false
  /// The call the last ``Event/refused(_:)`` named, so a call UIKit keeps refusing is reported
  /// once, not at every ``pollInterval``.
  var reportedRefusal: String?
  /// The delegate calls the bridge is passing on to the app's delegates now, each with how many
  /// of the app's delegates it reached so far: the same call passed back by an app's delegate
  /// that passes calls on to the one it replaced goes on to the next one down.
  var callsBeingPassedOn: [PassedOnCall: Int] = [:]
  /// Whether a look again is queued for a presented view controller that cannot tell the
  /// bridge of its own dismissal.
  var isWatchingSilentPresentations = false
  /// How far UIKit shows the model, for the routing context.
  private let display: BridgeDisplay
  /// The model as it was after changes UIKit does not show yet, kept when a later change came
  /// before UIKit showed them (a close, then an open in the same turn).
  package private(set) var earlierModels: [(change: Int, snapshot: HierarchySnapshot)] = []

  /// A bridge and the UIKit window it keeps, both held weakly.
  private struct Keeper {
    weak var bridge: UIKitBridge?
    weak var uiWindow: UIWindow?
  }

  /// The bridges that keep UIKit windows, one per window.
  private static var keepers: [Keeper] = []

  /// Starts keeping `uiWindow` equal to `window`; the first tree is made at the end of the turn,
  /// after the factories registered right after `init`.
  ///
  /// One bridge at a time keeps a UIKit window, and shows a model window: a bridge that kept
  /// `uiWindow` or showed `window` stops first (``stop()``), and this one takes over (two would
  /// set the window's root back and forth without end). Completions that waited for the bridge
  /// of `window` wait for this one. A new bridge makes its own view controllers (the factories
  /// run again and the root is replaced), and a back swipe the user is finishing as it takes
  /// over is not followed: make it when UIKit is idle, or keep the first bridge.
  ///
  /// - Parameters:
  ///   - window: The screen model.
  ///   - uiWindow: The UIKit window.
  public init(window: Window, uiWindow: UIWindow) {
    self.window = window
    self.uiWindow = uiWindow
    // The completions waiting for the bridge this one takes over from wait for this one (it
    // starts from what that one showed): it stops once it no longer shows the window.
    // Only the bridge of this window: another window sharing the context keeps its own.
    let previous = window.context.displays.lazy.compactMap { ($0 as? BridgeDisplay)?.bridge }
      .first { $0.window === window }
    display = BridgeDisplay(
      window: window, shownChange: previous?.display.shownChange ?? window.context.changeCount)
    super.init()
    display.bridge = self
    window.context.addDisplay(display)
    for keeper in Self.keepers where keeper.uiWindow === uiWindow { keeper.bridge?.stop() }
    previous?.stop()
    Self.keepers.removeAll { $0.bridge == nil || $0.uiWindow == nil || $0.uiWindow === uiWindow }
    Self.keepers.append(Keeper(bridge: self, uiWindow: uiWindow))
    observation = window.context.addObserver { [weak self] event in self?.observe(event) }
    // At the end of the turn, so that the factories registered after `init` make the first tree.
    scheduleReconcile()
  }

  /// Stops keeping UIKit and the model in step, for good: completions that waited for UIKit run
  /// now, the delegates the app set are the delegates again, and neither UIKit's changes nor the
  /// model's reach the other side any more.
  ///
  /// A bridge let go without `stop()` (a scene that disconnected) stops too: what waited for it
  /// runs once the UIKit transition it started has ended, or at the end of the turn.
  ///
  /// UIKit keeps showing what it shows. A new bridge on the same `UIWindow` (logging out from a
  /// settings sheet into a new `Window`) replaces that root, after dismissing what this bridge
  /// presented on it (UIKit would keep it on screen); an alert of the app's there is waited for,
  /// as always.
  public func stop() {
    isStopped = true
    observation?.cancel()
    observation = nil
    awaited = nil
    earlierModels = []
    handDelegatesBack()
    display.finish()
  }

  /// Registers the view controller shown for screens of type `type` and its subclasses.
  ///
  /// ```swift
  /// bridge.register(ProductScreen.self) { screen in ProductViewController(screen: screen) }
  /// ```
  ///
  /// A screen gets the factory of its own type or, failing that, of its nearest registered
  /// superclass; screens with none get a ``ScreenViewController``. Containers always get a
  /// `UINavigationController` or `UITabBarController`; a factory returns the screen's own view
  /// controller, not one wrapped in a navigation controller (the model wraps a presented screen
  /// with `.modal(inNavigation: true)`, presenting it with the view controller's
  /// `modalPresentationStyle`; a tab's untitled navigation container shows its bottom view
  /// controller's `tabBarItem`). A presented screen's factory may return the app's own
  /// navigation or tab bar controller (a compose flow, a pager): it shows that one screen, and
  /// its children, its delegate and its presentation style stay the app's. UIKit cannot push a
  /// navigation controller: for a screen
  /// on a stack, the bridge shows a ``ScreenViewController`` instead and reports
  /// ``Event/cannotPush(_:)``. Return a new view controller at each call: for a view controller
  /// that already shows another screen, or still shows in UIKit one the model just closed
  /// (which UIKit refuses to push or present again), the bridge shows a
  /// ``ScreenViewController`` and reports ``Event/reusedViewController(_:)``. Registering a
  /// type again replaces its factory.
  public func register<S: Screen>(
    _ type: S.Type, make: @escaping @MainActor (S) -> UIViewController
  ) {
    factories.removeAll { $0.type == ObjectIdentifier(type) }
    factories.append(ScreenFactory(type, make: make))
  }

  /// The view controller showing `screen`, if the bridge made one that is still alive.
  public func viewController(for screen: Screen) -> UIViewController? {
    entry(for: screen)?.controller
  }

  /// The screen `viewController` shows, if the bridge made the view controller and the screen is
  /// alive; `nil` for the app's own view controllers.
  public func screen(for viewController: UIViewController) -> Screen? {
    entry(for: viewController)?.screen
  }

  /// The view controllers still alive whose screen left the window's hierarchy (or was freed).
  ///
  /// The leak report's view-controller half, next to `Window.leakedScreens()`. Ask once UIKit is
  /// idle (no transition running): a view controller being dismissed is alive.
  public func leakedViewControllers() -> [String] {
    // By view controller: a living one keeps its identifier, where a freed screen's identifier
    // may have gone to a new screen, whose pair then replaced its pair among the screens.
    entriesByController.values.compactMap { entry in
      guard entry.controller != nil else { return nil }
      if let screen = entry.screen, screen.isShown { return nil }
      return entry.label
    }.sorted()
  }

  /// Runs a pass now instead of at the end of the turn: follows what the user did, then makes
  /// UIKit equal to the model as far as UIKit allows.
  public func reconcileNow() {
    reconcile()
  }

  // MARK: - Internals

  private func observe(_ event: RoutingEvent) {
    switch event.action {
    case .opened, .closed, .dismissed, .focused, .selectedTab, .popped, .replaced,
      .replacedStack, .dismissedAll:
      // Another window sharing the context changed: nothing here animates or leaves the More
      // list, but the pass runs, for work that waits for every window.
      if let changing = window.context.changingWindow, changing != ObjectIdentifier(window) {
        scheduleReconcile()
        return
      }
      animatesLastStep = event.animator != nil
      switch event.action {
      case .selectedTab, .focused: modelSelectedTab = true
      default: break
      }
      scheduleReconcile()
    default:
      return
    }
  }

  /// Queues a pass for the end of the turn, unless one is queued.
  func scheduleReconcile() {
    guard !isScheduled else { return }
    isScheduled = true
    Self.endOfTurn(
      wakeUp { bridge in
        bridge.isScheduled = false
        bridge.reconcile()
      })
  }

  /// What a wake-up the bridge queued (the end of the turn or of a transition, a timer) runs:
  /// `body`, on the bridge while it is alive.
  ///
  /// A bridge let go without ``stop()`` (its scene disconnected) shows the window no more: the
  /// first wake-up to come runs what waited for it instead (a close's completion, a result, what
  /// an `openAndWait` awaits), as ``stop()`` would — once the transition in hand has ended, and
  /// not before, whatever another window's bridge shows meanwhile (``BridgeDisplay``). Such a
  /// wake-up keeps the routing context (and the work waiting in it) alive until it comes, even
  /// when the app let its window go too; a timer's does not keep it past the window.
  func wakeUp(
    isTimer: Bool = false, _ body: @escaping @MainActor (UIKitBridge) -> Void
  ) -> @MainActor () -> Void {
    let display = display
    if isTimer {
      return { [weak self] in
        if let self { body(self) } else { display.finish() }
      }
    }
    let context = window.context
    return { [weak self] in
      if let self { body(self) } else { withExtendedLifetime(context) { display.finish() } }
    }
  }

  /// The wake-up for the end of the transition numbered `generation`.
  func endOfTransition(_ generation: Int) -> @MainActor () -> Void {
    wakeUp { $0.transitionEnded(generation) }
  }

  /// Starts waiting for a transition described as `description`; returns its number, which the
  /// transition's end and the timeout compare to tell whether they are still awaited.
  ///
  /// A `quiet` wait that reaches the bound is not reported.
  func startWaiting(for description: String, quiet: Bool = false) -> Int {
    nextGeneration += 1
    let generation = nextGeneration
    awaited = AwaitedTransition(generation: generation, description: description, isQuiet: quiet)
    Self.after(timeout, wakeUp(isTimer: true) { $0.timeoutExpired(generation) })
    return generation
  }

  /// The transition numbered `generation` ended: carry on.
  func transitionEnded(_ generation: Int) {
    guard let ended = awaited, ended.generation == generation else { return }
    awaited = nil
    changeShownByEndedTransition = ended.showsChange
    scheduleReconcile()
  }

  /// The transition numbered `generation` did not end in time: stop waiting for it, say so, and
  /// bring UIKit back to the model from what it shows now.
  private func timeoutExpired(_ generation: Int) {
    guard let awaited, awaited.generation == generation else { return }
    self.awaited = nil
    if !awaited.isQuiet { onEvent?(.timedOut(awaited.description)) }
    timedOutTransitionRuns = true
    scheduleReconcile()
  }

  /// Looks again after ``pollInterval``.
  func pollLater() {
    Self.after(pollInterval, wakeUp(isTimer: true) { $0.scheduleReconcile() })
  }

  /// UIKit shows every change up to `change`: completions waiting for them run.
  func didShow(change: Int) {
    earlierModels.removeAll { $0.change <= change }
    display.didShow(change: change)
  }

  /// The view controller for `screen`, made (with its children) when it has none.
  func controller(for screen: Screen) -> UIViewController {
    if let existing = viewController(for: screen) {
      // Made for an earlier plan that stopped before UIKit took it: kept for this one, or it
      // would be freed and made again (the app's factory run twice for one screen).
      if !isHeldByUIKit(existing) { madeForPlan.append(existing) }
      return existing
    }
    let controller: UIViewController
    switch screen {
    case is NavigationContainer:
      let navigation = BridgeNavigationController(nibName: nil, bundle: nil)
      navigation.bridge = self
      navigation.delegate = self
      controller = navigation
    case is TabContainer:
      let tabs = BridgeTabBarController(nibName: nil, bundle: nil)
      tabs.bridge = self
      tabs.delegate = self
      controller = tabs
    default:
      let made = makeController(for: screen)
      if made is UINavigationController, screen.container is NavigationContainer {
        // UIKit raises on such a push (the double refuses it): the bridge would retry forever.
        onEvent?(.cannotPush("the \(describe(made)) made for \(ScreenInfo(screen))"))
        controller = ScreenViewController(screen: screen)
      } else if let shown = entry(for: made)?.screen, shown !== screen,
        shown.isShown || isHeldByUIKit(made)
      {
        // A view controller already showing another screen (a factory that caches one), or
        // still in UIKit for a screen the model closed in this burst: UIKit refuses to push or
        // present it a second time, and the bridge would retry forever.
        onEvent?(
          .reusedViewController(
            "the \(describe(made)) of \(ScreenInfo(shown)), returned again for \(ScreenInfo(screen))"
          ))
        controller = ScreenViewController(screen: screen)
      } else {
        controller = made
      }
      (controller as? ScreenViewController)?.bridge = self
    }
    if controller.title == nil, !screen.title.isEmpty { controller.title = screen.title }
    nextSerial += 1
    let entry = BridgeEntry(screen: screen, controller: controller, serial: nextSerial)
    pruneIfNeeded()
    entriesByScreen[ObjectIdentifier(screen)] = entry
    entriesByController[ObjectIdentifier(controller)] = entry
    madeForPlan.append(controller)
    BridgeMadeControllers.insert(controller)
    return controller
  }

  /// Whether UIKit holds `controller`: a container's child, presented, or the window's root.
  private func isHeldByUIKit(_ controller: UIViewController) -> Bool {
    controller.parent != nil || controller.presentingViewController != nil
      || controller === uiWindow.rootViewController
  }

  /// The serial number of the pair showing `screen`, for snapshots.
  func serial(of screen: Screen) -> Int? {
    guard let entry = entry(for: screen), entry.controller != nil else { return nil }
    return entry.serial
  }

  /// The pair showing `screen`; the identity check skips a pair whose screen was freed and
  /// whose identifier a new screen reuses.
  func entry(for screen: Screen) -> BridgeEntry? {
    guard let entry = entriesByScreen[ObjectIdentifier(screen)], entry.screen === screen else {
      return nil
    }
    return entry
  }

  /// The pair `controller` belongs to, checked in the same way; `nil` for the app's own view
  /// controllers.
  func entry(for controller: UIViewController) -> BridgeEntry? {
    guard let entry = entriesByController[ObjectIdentifier(controller)],
      entry.controller === controller
    else { return nil }
    return entry
  }

  /// Whether the bridge made `controller` (the rest are the app's).
  func owns(_ controller: UIViewController) -> Bool {
    entry(for: controller) != nil
  }

  private func makeController(for screen: Screen) -> UIViewController {
    let matching = factories.filter { $0.accepts(screen) }
    // The most derived of the registered types the screen is an instance of.
    let nearest = matching.reduce(nil as ScreenFactory?) { best, candidate in
      guard let best else { return candidate }
      return best.isSupertype(of: candidate) ? candidate : best
    }
    return nearest?.make(screen) ?? ScreenViewController(screen: screen)
  }

  /// Drops the entries whose view controller is gone, when they have doubled since last time.
  private func pruneIfNeeded() {
    guard entriesByScreen.count >= pruneThreshold else { return }
    entriesByScreen = entriesByScreen.filter { $0.value.controller != nil }
    entriesByController = entriesByController.filter { $0.value.controller != nil }
    pruneThreshold = max(64, entriesByScreen.count * 2)
  }

  /// Runs `work` at the end of the current main-actor turn.
  static func endOfTurn(_ work: @escaping @MainActor () -> Void) {
    #if canImport(UIKit)
      Task { @MainActor in work() }
    #else
      DoubleRunLoop.main.perform(work)
    #endif
  }

  /// Runs `work` after `seconds`.
  static func after(_ seconds: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    #if canImport(UIKit)
      Task { @MainActor in
        try? await Task.sleep(for: .seconds(seconds))
        work()
      }
    #else
      DoubleRunLoop.main.perform(after: seconds, work)
    #endif
  }
}

extension UIKitBridge {
  /// Keeps the model as it is, which UIKit does not show yet (see ``showEarlierModel()``).
  ///
  /// The context asks (through ``BridgeDisplay``) only while work waits for its last change (so
  /// UIKit does not show it) and this bridge is its display (not stopped); a request an
  /// observer makes during a change asks again for the same model.
  func keepModelBeforeChange() {
    let change = window.context.changeCount
    guard earlierModels.last?.change != change else { return }
    earlierModels.append((change, modelSnapshot()))
  }
}
