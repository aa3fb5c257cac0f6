public import Foundation
public import Wayfinder

#if canImport(UIKit)
  public import UIKit
#else
  public import UIKitDouble
#endif

/// Keeps UIKit's view controllers equal to a `Window`'s screens, and feeds what the
/// user does in UIKit back into the model.
///
/// The screen model is the truth. The bridge observes the window's routing events; at the end
/// of the main-actor turn in which they happened it compares the view-controller tree with the
/// screen tree and makes the fewest UIKit calls that make them equal, in an order UIKit accepts
/// (a dismissal ends before the next presentation starts), animating only the last call of the
/// burst. What the user does without the router (swipe back, the back button's menu, swiping a
/// sheet down, tapping a tab) reaches the bridge through UIKit's delegates, and the bridge asks
/// the model to follow with the same router calls the app would make, so observers, results
/// and the leak report stay true.
///
/// ```swift
/// let bridge = UIKitBridge(window: app.window, uiWindow: uiWindow)
/// bridge.register(ProductScreen.self) { screen in ProductViewController(screen: screen) }
/// uiWindow.makeKeyAndVisible()
/// ```
///
/// The bridge keeps screens and view controllers weakly: a closed screen frees its view
/// controller, with its view model and router.
@MainActor
public final class UIKitBridge: NSObject {
  /// The screen model the bridge follows.
  public let window: Window

  /// The UIKit window the bridge keeps equal to ``window``.
  public let uiWindow: UIWindow

  /// Makes the UIKit animation for a transition's animator, or `nil` for the system
  /// animation; by default ``FadeTransitionAnimator`` for `FadeAnimator`.
  public var makeAnimation:
    @MainActor (_ animator: any Animator, _ presenting: Bool) -> (
      any UIViewControllerAnimatedTransitioning
    )? = { animator, presenting in
      (animator as? FadeAnimator).map { FadeTransitionAnimator($0, presenting: presenting) }
    }

  private let schedule: @MainActor (@escaping @MainActor () -> Void) -> Void
  private var factories: [ObjectIdentifier: @MainActor (Screen) -> UIViewController?] = [:]
  private var observation: RoutingObservation?

  var entriesByScreen: [ObjectIdentifier: BridgeEntry] = [:]
  var entriesByController: [ObjectIdentifier: BridgeEntry] = [:]
  private var nextSerial = 0
  private var pruneThreshold = 64

  /// View controllers made for the plan being carried out, kept until UIKit holds them.
  var madeForPlan: [UIViewController] = []
  /// Whether a reconciliation is queued for the end of the turn.
  private var isScheduled = false
  /// Whether the next plan's last call animates (the last event of the burst animated).
  var animatesLastStep = false
  /// The UIKit transitions the bridge started and waits for.
  var transitionsInFlight = 0
  /// Navigation controllers whose animated change the bridge waits for.
  var awaitedNavigations: Set<ObjectIdentifier> = []
  /// Whether the bridge is making UIKit calls (delegate calls it causes are its own).
  var isApplying = false

  /// How many UIKit calls the bridge made, for tests and diagnostics.
  public internal(set) var callCount = 0

  /// Starts keeping `uiWindow` equal to `window`; the first tree is made at the end of the turn,
  /// after the factories registered right after `init`.
  ///
  /// - Parameters:
  ///   - window: The screen model.
  ///   - uiWindow: The UIKit window.
  ///   - schedule: Runs work at the end of the current main-actor turn; the main queue by
  ///     default (the double's run loop on Linux).
  public init(
    window: Window, uiWindow: UIWindow,
    schedule: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void = UIKitBridge
      .endOfTurn
  ) {
    self.window = window
    self.uiWindow = uiWindow
    self.schedule = schedule
    super.init()
    observation = window.context.addObserver { [weak self] event in self?.observe(event) }
    // At the end of the turn, so that the factories registered after `init` make the first tree.
    scheduleReconcile()
  }

  /// Queues `work` for the end of the current main-actor turn.
  public static func endOfTurn(_ work: @escaping @MainActor () -> Void) {
    #if canImport(UIKit)
      Task { @MainActor in work() }
    #else
      DoubleRunLoop.main.perform(work)
    #endif
  }

  /// Stops following the window's events.
  public func stop() {
    observation?.cancel()
    observation = nil
  }

  /// Registers the view controller shown for screens of type `type`.
  ///
  /// ```swift
  /// bridge.register(ProductScreen.self) { screen in ProductViewController(screen: screen) }
  /// ```
  ///
  /// Screens with no factory get a ``ScreenViewController``; containers always get a
  /// `UINavigationController` or `UITabBarController`.
  public func register<S: Screen>(
    _ type: S.Type, make: @escaping @MainActor (S) -> UIViewController
  ) {
    factories[ObjectIdentifier(type)] = { screen in (screen as? S).map(make) }
  }

  /// The view controller showing `screen`, if the bridge made one that is still alive.
  public func viewController(for screen: Screen) -> UIViewController? {
    entry(for: screen)?.controller
  }

  /// The screen `viewController` shows, if it is alive.
  public func screen(for viewController: UIViewController) -> Screen? {
    entry(for: viewController)?.screen
  }

  /// The view controllers still alive whose screen left the window's hierarchy (or was freed).
  ///
  /// The leak report's view-controller half, next to `Window.leakedScreens()`. Ask
  /// once UIKit is idle (no transition running): a view controller being dismissed is alive.
  public func leakedViewControllers() -> [String] {
    entriesByScreen.values.compactMap { entry in
      guard entry.controller != nil else { return nil }
      if let screen = entry.screen, screen.isShown { return nil }
      return entry.label
    }.sorted()
  }

  /// Makes UIKit equal to the model now, without waiting for the end of the turn.
  public func reconcileNow() {
    reconcile()
  }

  // MARK: - Internals

  private func observe(_ event: RoutingEvent) {
    switch event.action {
    case .failed, .deeplinkMatched, .deeplinkPending, .deeplinkHandled, .deeplinkRefused,
      .deeplinkAbandoned, .returnedResult, .restoreRefused:
      return
    default:
      animatesLastStep = event.animator != nil
      scheduleReconcile()
    }
  }

  func scheduleReconcile() {
    guard !isScheduled else { return }
    isScheduled = true
    schedule { [weak self] in
      guard let self else { return }
      self.isScheduled = false
      self.reconcile()
    }
  }

  /// The view controller for `screen`, made (with its children) when it has none.
  func controller(for screen: Screen) -> UIViewController {
    if let existing = viewController(for: screen) { return existing }
    let controller: UIViewController
    switch screen {
    case is NavigationContainer:
      let navigation = UINavigationController(nibName: nil, bundle: nil)
      navigation.delegate = self
      controller = navigation
    case is TabContainer:
      let tabs = UITabBarController(nibName: nil, bundle: nil)
      tabs.delegate = self
      controller = tabs
    default:
      controller = makeController(for: screen)
    }
    if controller.title == nil, !screen.title.isEmpty { controller.title = screen.title }
    nextSerial += 1
    let entry = BridgeEntry(screen: screen, controller: controller, serial: nextSerial)
    pruneIfNeeded()
    entriesByScreen[ObjectIdentifier(screen)] = entry
    entriesByController[ObjectIdentifier(controller)] = entry
    madeForPlan.append(controller)
    return controller
  }

  /// The serial number of the pair showing `screen`, for snapshots.
  func serial(of screen: Screen) -> Int? {
    guard let entry = entry(for: screen), entry.controller != nil else { return nil }
    return entry.serial
  }

  /// The serial number of the pair `controller` belongs to, for snapshots.
  func serial(of controller: UIViewController) -> Int? {
    entry(for: controller)?.serial
  }

  /// The pair showing `screen`; the identity check skips a pair whose screen was freed and
  /// whose identifier a new screen reuses.
  private func entry(for screen: Screen) -> BridgeEntry? {
    guard let entry = entriesByScreen[ObjectIdentifier(screen)], entry.screen === screen else {
      return nil
    }
    return entry
  }

  /// The pair `controller` belongs to, checked in the same way.
  private func entry(for controller: UIViewController) -> BridgeEntry? {
    guard let entry = entriesByController[ObjectIdentifier(controller)],
      entry.controller === controller
    else { return nil }
    return entry
  }

  private func makeController(for screen: Screen) -> UIViewController {
    if let factory = factories[ObjectIdentifier(type(of: screen))], let made = factory(screen) {
      return made
    }
    return ScreenViewController(screen: screen)
  }

  /// Drops the entries whose view controller is gone, when they have doubled since last time.
  private func pruneIfNeeded() {
    guard entriesByScreen.count >= pruneThreshold else { return }
    entriesByScreen = entriesByScreen.filter { $0.value.controller != nil }
    entriesByController = entriesByController.filter { $0.value.controller != nil }
    pruneThreshold = max(64, entriesByScreen.count * 2)
  }
}
