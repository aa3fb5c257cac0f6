import Foundation
import Wayfinder

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

extension UIKitBridge {
  /// One pass: waits while UIKit runs a transition, takes the delegates back, makes the model
  /// follow what the user did, then makes the UIKit calls that bring UIKit to the model, up to
  /// the first transition it must wait for.
  func reconcile() {
    // Here rather than where passes are asked for: a pass queued before ``stop()`` runs after it.
    guard !isStopped else { return }
    guard !isReconciling else {
      scheduleReconcile()
      return
    }
    isReconciling = true
    defer { isReconciling = false }
    guard awaited == nil else {
      // UIKit idle while the bridge still waits means the awaited completion is late or lost:
      // what the user did meanwhile reaches the model now; the bridge's own calls wait for the
      // bound (``timeout``).
      if controllerInTransition() == nil { followUser() }
      return
    }
    if let change = changeShownByEndedTransition {
      changeShownByEndedTransition = nil
      didShow(change: change)
      // A completion that stopped the bridge (logging out into a new window) ends the pass.
      guard !isStopped else { return }
    }
    if let running = controllerInTransition() {
      wait(forTransitionOf: running)
      return
    }
    timedOutTransitionRuns = false
    claimDelegates()
    followUser()
    apply()
  }

  /// Makes the model follow the user's change at once (from a delegate call that says the
  /// user's gesture ended, or a view controller's `viewDidAppear(_:)` or `viewDidDisappear(_:)`),
  /// unless a pass runs or UIKit still animates a transition in the window, then queues a pass
  /// for the UIKit calls.
  func followUserNow() {
    defer { scheduleReconcile() }
    guard !isStopped, !isReconciling, controllerInTransition() == nil else { return }
    isReconciling = true
    defer { isReconciling = false }
    followUser()
  }

  /// A view controller the bridge made ended its dismissal (its `viewDidDisappear(_:)`): when
  /// the app has set its own presentation-controller delegate since the bridge's last pass, the
  /// model follows at once, so that the app's delegate hears `presentationControllerDidDismiss(_:)`
  /// with the model as UIKit shows; else the bridge hears that call itself, after every
  /// appearance callback (an override of `viewDidDisappear(_:)` still finds its screen), and
  /// follows then.
  func dismissalEnded(of controller: UIViewController) {
    if controller.presentationController?.delegate === self {
      scheduleReconcile()
    } else {
      followUserNow()
    }
  }

  /// The app's code selected a tab of a tab bar controller the bridge made: the model follows.
  ///
  /// At once, as it follows a tap, or at the end of the turn when the app's code runs inside a
  /// pass (a routing completion, a delegate call, a tab's `viewWillAppear(_:)` as the bridge
  /// selects it). The bridge's own selections, made inside a pass, leave nothing to follow.
  func followSelectionInCode() {
    if isReconciling {
      scheduleReconcile()
    } else {
      followUserNow()
    }
  }

  /// The app's code changed the children of a navigation or tab bar controller the bridge made:
  /// a pass looks once the change is done.
  ///
  /// UIKit may tell no delegate of such a change (a stack reset in a tab not shown, a saved tab
  /// order put back): the pass follows what UIKit shows and puts back what the model owns. The
  /// bridge's own calls leave nothing to look at; the app's code run inside a pass (a routing
  /// completion, a view controller's appearance callback) is looked at in the next.
  ///
  /// A change `controller` animates (an animated pop, or the pop UIKit makes itself as the user
  /// taps the back button or begins the back swipe) is looked at when its transition ends, not
  /// waited for: the bridge's timeout is for its own transitions.
  func childrenChangedInCode(of controller: UIViewController) {
    guard !isSettingChildren else { return }
    if controller.transitionCoordinator != nil {
      lookAgain(whenTransitionOf: controller)
    } else {
      scheduleReconcile()
    }
  }

  // MARK: - UIKit is busy

  /// Looks again when the transition `controller` takes part in ends, whatever UIKit's
  /// delegate calls do (a `didShow` or `didDismiss` may come late, or never).
  func lookAgain(whenTransitionOf controller: UIViewController) {
    let look = wakeUp { $0.scheduleReconcile() }
    _ = controller.transitionCoordinator?.animate(alongsideTransition: nil) { _ in look() }
  }

  /// The first view controller of the window's tree in a transition (a push or pop, a
  /// presentation or dismissal, the user's swipe), whoever started it.
  private func controllerInTransition() -> UIViewController? {
    var running: UIViewController?
    forEachController { controller in
      if running == nil,
        controller.transitionCoordinator != nil || controller.isBeingPresented
          || controller.isBeingDismissed
      {
        running = controller
      }
    }
    return running
  }

  /// Waits until the transition `controller` takes part in ends: told by its transition
  /// coordinator, or looking again after ``pollInterval`` when it has none.
  private func wait(forTransitionOf controller: UIViewController) {
    let coordinator = controller.transitionCoordinator
    // A transition that outlasted the bound (a custom animation longer than ``timeout``) is
    // reported once, not at each bound until it ends.
    let generation = startWaiting(
      for: "the transition of \(describe(controller))",
      quiet: (coordinator?.isInteractive ?? false) || timedOutTransitionRuns)
    if let coordinator {
      let ended = endOfTransition(generation)
      _ = coordinator.animate(alongsideTransition: nil) { _ in ended() }
    } else {
      Self.after(pollInterval, wakeUp(isTimer: true) { $0.transitionEnded(generation) })
    }
  }

  /// Calls `body` for every view controller in the window: each container's children (the More
  /// list's navigation controller included), and each presentation, the app's included.
  private func forEachController(_ body: (UIViewController) -> Void) {
    func visit(_ controller: UIViewController) {
      body(controller)
      for child in controller.children { visit(child) }
      if let tabs = controller as? UITabBarController, (tabs.viewControllers?.count ?? 0) > 5 {
        body(tabs.moreNavigationController)
      }
      // A child sees its container's presentation too (UIKit's `presentedViewController`):
      // visit it once, from the container that carries it out.
      if controller.parent == nil, let presented = controller.presentedViewController {
        visit(presented)
      }
    }
    if let root = uiWindow.rootViewController { visit(root) }
  }

  // MARK: - Delegates

  /// Takes back the delegate of every container the bridge made, keeping the app's delegate to
  /// forward to (an app screen may set its own, as Apple's examples do).
  ///
  /// Not of a navigation or tab bar controller an app's factory made for a screen: that one is
  /// the app's, its delegate included.
  private func claimDelegates() {
    for entry in entriesByController.values {
      switch entry.controller {
      case let navigation as BridgeNavigationController where navigation.delegate !== self:
        entry.appDelegate.take(navigation.delegate)
        navigation.delegate = self
      case let tabs as BridgeTabBarController where tabs.delegate !== self:
        entry.appDelegate.take(tabs.delegate)
        tabs.delegate = self
      default:
        break
      }
      // Only the More list's navigation controller hears of a tab picked there (UIKit may also
      // clear its delegate when the More tab goes away): claimed at every pass.
      if let more = Self.moreNavigationController(of: entry.controller), more.delegate !== self {
        entry.appMoreDelegate.take(more.delegate)
        more.delegate = self
      }
      if entry.isPresentedByBridge, let presentation = entry.controller?.presentationController,
        presentation.delegate !== self
      {
        entry.appPresentationDelegate.take(presentation.delegate)
        presentation.delegate = self
      }
    }
  }

  /// Makes the delegates the app set on the bridge's controllers their delegates again (for
  /// ``UIKitBridge/stop()``).
  func handDelegatesBack() {
    for entry in entriesByController.values {
      switch entry.controller {
      case let navigation as BridgeNavigationController where navigation.delegate === self:
        navigation.delegate = entry.appDelegate.top as? any UINavigationControllerDelegate
      case let tabs as BridgeTabBarController where tabs.delegate === self:
        tabs.delegate = entry.appDelegate.top as? any UITabBarControllerDelegate
      default:
        break
      }
      if let more = Self.moreNavigationController(of: entry.controller), more.delegate === self {
        more.delegate = entry.appMoreDelegate.top as? any UINavigationControllerDelegate
      }
      // Only the presented controller's entry, as in `claimDelegates()`: the screen in a
      // presented navigation controller shares its presentation controller, and has no app
      // delegate of its own to hand back.
      if entry.isPresentedByBridge, let presentation = entry.controller?.presentationController,
        presentation.delegate === self
      {
        presentation.delegate =
          entry.appPresentationDelegate.top as? any UIAdaptivePresentationControllerDelegate
      }
    }
  }

  // MARK: - Following the user

  /// Makes the model follow what the user changed in UIKit since the bridge last looked, one
  /// change at a time (each may change the model below the next).
  private func followUser() {
    guard let root = window.root else { return }
    var followed = 0
    while followed < 16, followUserChange(below: root) { followed += 1 }
  }

  /// Finds the first change the user made at or below `screen`'s view controller and makes the
  /// model follow it; `false` when there is none.
  private func followUserChange(below screen: Screen) -> Bool {
    guard let entry = entry(for: screen), let controller = entry.controller else { return false }
    switch (screen, controller) {
    case (let navigation as NavigationContainer, let navigationController as UINavigationController):
      if followPop(in: navigation, navigationController, entry) { return true }
    case (let tabs as TabContainer, let tabBarController as UITabBarController):
      if followSelection(in: tabs, tabBarController, entry) { return true }
    default:
      break
    }
    for child in screen.children where followUserChange(below: child) { return true }
    guard let presented = screen.presentedScreen else { return false }
    if let presentedEntry = self.entry(for: presented), presentedEntry.isPresentedByBridge,
      presentedEntry.controller?.presentingViewController == nil
    {
      // The bridge presented it and did not dismiss it, and UIKit no longer presents it: the
      // user swiped it down (or the app dismissed it).
      presentedEntry.isPresentedByBridge = false
      window.followUserClose(of: presented)
      return true
    }
    return followUserChange(below: presented)
  }

  /// A stack that UIKit shows shorter than the bridge last saw it, beginning the same, was
  /// popped by the user (back button, swipe, the back button's menu, a tap on the tab): the
  /// model closes the lowest screen popped.
  private func followPop(
    in navigation: NavigationContainer, _ controller: UINavigationController,
    _ entry: BridgeEntry
  ) -> Bool {
    let shown = controller.viewControllers
    let known = entry.knownStack
    remember(controller)
    guard known.count > shown.count, !shown.isEmpty,
      zip(shown, known).allSatisfy({ $0 === $1.controller }),
      let popped = known[shown.count].screen, popped.container === navigation
    else { return false }
    window.followUserClose(of: popped)
    return true
  }

  /// A tab UIKit shows selected that the bridge did not select was tapped by the user: the model
  /// selects it.
  ///
  /// The More list and a tab the app added (`NSNotFound`) have no screen; the model keeps its
  /// selection. The tab is found by its view controller, not by UIKit's index, which a tab the
  /// app put among the model's shifts.
  private func followSelection(
    in tabs: TabContainer, _ controller: UITabBarController, _ entry: BridgeEntry
  ) -> Bool {
    let selected = controller.selectedViewController
    let shown = tabs.tabs.firstIndex { viewController(for: $0) === selected } ?? NSNotFound
    let known = entry.knownSelection
    entry.knownSelection = shown
    guard let known, known != shown, tabs.tabs.indices.contains(shown),
      tabs.selectedIndex != shown
    else { return false }
    window.followUserSelection(ofTab: shown, in: tabs)
    return true
  }

  /// The More list's navigation controller of `controller`, when it is a tab bar controller
  /// the bridge made with more than five tabs.
  static func moreNavigationController(of controller: UIViewController?) -> UINavigationController?
  {
    guard let tabs = controller as? BridgeTabBarController, (tabs.viewControllers?.count ?? 0) > 5
    else { return nil }
    return tabs.moreNavigationController
  }

  /// Notes the stack `controller` shows now as the one the bridge knows.
  func remember(_ controller: UINavigationController) {
    entry(for: controller)?.knownStack = controller.viewControllers.map {
      KnownChild(controller: $0, screen: screen(for: $0))
    }
  }

  // MARK: - Bringing UIKit to the model

  /// Plans the calls that bring UIKit to the model and makes them up to the first transition
  /// to wait for; once UIKit shows the model, the completions that waited for it run.
  private func apply() {
    showEarlierModel()
    guard !isStopped else { return }
    let change = window.context.changeCount
    // The view controllers made for the previous plan stay alive until this one holds them.
    let previous = madeForPlan
    madeForPlan = []
    let plan = makePlan()
    withExtendedLifetime(previous) {}
    let callsBefore = callCount
    let finished = execute(plan.steps)
    if let app = plan.blockedBy {
      if reportedWait != ObjectIdentifier(app) {
        reportedWait = ObjectIdentifier(app)
        onEvent?(.waiting(for: describe(app)))
      }
      pollLater()
      return
    }
    reportedWait = nil
    guard finished else {
      // The plan's last call started the transition awaited: when it ends, UIKit shows the
      // model as it was now, whatever the model does meanwhile.
      if plan.isWhole, callCount - callsBefore == plan.steps.count {
        awaited?.showsChange = change
      }
      return
    }
    reportedRefusal = nil
    animatesLastStep = false
    modelSelectedTab = false
    madeForPlan.removeAll()
    didShow(change: change)
    watchSilentPresentations()
  }

  /// Runs the completions of an earlier change when UIKit shows the model as it was after it,
  /// on its way to the latest: a close's completion runs once the login is gone, before the
  /// sheet opened after it in the same turn is presented (the app may present its own first).
  ///
  /// Not while the user looks at the More list after the model selected a tab: the snapshot
  /// counts the list as the tab the model had, which the bridge has yet to bring back.
  private func showEarlierModel() {
    guard !earlierModels.isEmpty, !(modelSelectedTab && showsMoreList) else { return }
    let shown = uikitSnapshot(includingAppPresentations: false)
    if let earlier = earlierModels.last(where: { $0.snapshot == shown }) {
      didShow(change: earlier.change)
    }
  }

  /// Whether a tab bar controller the bridge made shows its More list.
  private var showsMoreList: Bool {
    entriesByController.values.contains {
      ($0.controller as? BridgeTabBarController)?.selectedIndex == NSNotFound
    }
  }

  /// Looks again after ``UIKitBridge/pollInterval`` while the bridge presents a view controller
  /// of the app's factory that cannot tell it of its own dismissal (a `UIAlertController`, which
  /// dismisses itself when the user taps a button, or the app's own navigation controller): UIKit
  /// tells no delegate of such a dismissal, and the model would keep the screen until the next
  /// routing event.
  private func watchSilentPresentations() {
    guard !isWatchingSilentPresentations else { return }
    var next = uiWindow.rootViewController?.presentedViewController
    while let presented = next {
      if entry(for: presented)?.isPresentedByBridge == true, !(presented is ScreenViewController),
        !(presented is BridgeNavigationController), !(presented is BridgeTabBarController)
      {
        isWatchingSilentPresentations = true
        Self.after(
          pollInterval,
          wakeUp(isTimer: true) { bridge in
            bridge.isWatchingSilentPresentations = false
            bridge.scheduleReconcile()
          })
        return
      }
      next = presented.presentedViewController
    }
  }

  /// The UIKit calls that make the view-controller tree equal to the window's screen tree.
  ///
  /// The root first (after dismissing what the old root presented, which UIKit would keep),
  /// the containers of every layer, then one dismissal of what no longer matches, then a
  /// presentation per missing layer. The app's own presentations are left alone; an earlier
  /// bridge's (after ``UIKitBridge/stop()``) go with the root they were presented on.
  func makePlan() -> BridgePlan {
    var plan = BridgePlan()
    let rootController = window.root.map { controller(for: $0) }
    if let shown = uiWindow.rootViewController, shown !== rootController,
      let presented = shown.presentedViewController
    {
      if let app = firstAppController(from: presented) {
        plan.blockedBy = app
      } else {
        plan.steps.append(.dismiss(shown))
        plan.isWhole = false
      }
      return plan
    }
    if uiWindow.rootViewController !== rootController {
      plan.steps.append(.setRoot(rootController))
    }
    guard var screen = window.root, var host = rootController else { return plan }
    while true {
      syncContainers(of: screen, controller: host, into: &plan.steps)
      let shown = host.presentedViewController
      if let shown, !owns(shown) {
        // The app's own presentation: a presentation from this layer waits until it is gone.
        if screen.presentedScreen != nil { plan.blockedBy = shown }
        return plan
      }
      if let shown, let desired = screen.presentedScreen, viewController(for: desired) === shown {
        screen = desired
        host = shown
        continue
      }
      if let shown {
        if let app = firstAppController(from: shown) {
          plan.blockedBy = app
          return plan
        }
        plan.steps.append(.dismiss(host))
      }
      // Every missing layer, each presented by the one below once that one is shown.
      var presenter = host
      var layer = screen.presentedScreen
      while let next = layer {
        let controller = controller(for: next)
        syncContainers(of: next, controller: controller, into: &plan.steps)
        plan.steps.append(.present(controller, on: presenter, screen: next))
        presenter = controller
        layer = next.presentedScreen
      }
      return plan
    }
  }

  /// The first of the app's own view controllers in the presentation chain from `controller`
  /// (neither this bridge's nor an earlier one's).
  private func firstAppController(from controller: UIViewController) -> UIViewController? {
    var next: UIViewController? = controller
    while let current = next {
      if !BridgeMadeControllers.contains(current) { return current }
      next = current.presentedViewController
    }
    return nil
  }

  /// Adds the calls that give `controller`'s containers (and theirs) the model's children and
  /// selection.
  private func syncContainers(
    of screen: Screen, controller node: UIViewController, into steps: inout [BridgeStep]
  ) {
    switch (screen, node) {
    case (let navigation as NavigationContainer, let navigationController as UINavigationController):
      let desired = navigation.stack.map { controller(for: $0) }
      // A tab bar shows the navigation controller's item, which the app cannot reach: it is
      // the bottom view controller's, which the app configures (`tabBarItem` in its `init`),
      // unless the container has a title of its own, which names the tab.
      if navigation.title.isEmpty, let bottom = desired.first,
        navigationController.tabBarItem !== bottom.tabBarItem
      {
        navigationController.tabBarItem = bottom.tabBarItem
      }
      if !navigationController.viewControllers.elementsEqual(desired, by: ===) {
        steps.append(.setStack(navigationController, desired))
      }
      for (child, childController) in zip(navigation.stack, desired) {
        syncContainers(of: child, controller: childController, into: &steps)
      }
    case (let tabs as TabContainer, let tabBarController as UITabBarController):
      let desired = tabs.tabs.map { controller(for: $0) }
      let entry = entry(for: tabBarController)
      if !(tabBarController.viewControllers ?? []).elementsEqual(desired, by: ===) {
        steps.append(.setTabs(tabBarController, desired))
        steps.append(.select(tabBarController, tabs.selectedIndex))
      } else if tabBarController.selectedIndex != tabs.selectedIndex {
        // The user opened the More list: leave it, unless the model selected a tab since (the
        // one it had included) or focused a screen, or changed what its selected tab shows (a
        // link opened a product there).
        let userIsInMore = tabBarController.selectedIndex == NSNotFound
        let shown = tabs.selectedTab?.topmostScreen
        if !userIsInMore || modelSelectedTab || entry?.syncedModelSelection != tabs.selectedIndex
          || entry?.syncedSelectedTop !== shown
        {
          steps.append(.select(tabBarController, tabs.selectedIndex))
          entry?.syncedSelectedTop = shown
        }
      } else {
        entry?.syncedModelSelection = tabs.selectedIndex
        entry?.syncedSelectedTop = tabs.selectedTab?.topmostScreen
      }
      for (child, childController) in zip(tabs.tabs, desired) {
        syncContainers(of: child, controller: childController, into: &steps)
      }
    default:
      break
    }
  }

  /// Makes the calls in order; stops at the first one UIKit carries out over time (or refuses).
  ///
  /// - Returns: Whether every call was made and UIKit shows the result.
  private func execute(_ steps: [BridgeStep]) -> Bool {
    for (index, step) in steps.enumerated() {
      let animated = animatesLastStep && index == steps.count - 1
      callCount += 1
      switch step {
      case .setRoot(let controller):
        // The root the app set over this bridge's (a launch screen before the first pass is
        // replaced without a word, as is an earlier bridge's root).
        if hasSetRoot, let replaced = uiWindow.rootViewController,
          !BridgeMadeControllers.contains(replaced)
        {
          onEvent?(.removedAppViewController("\(describe(replaced)), the window's root"))
        }
        uiWindow.rootViewController = controller
        hasSetRoot = true
        // The new root's views join the window during this turn: present from it on the next.
        if index < steps.count - 1 {
          scheduleReconcile()
          return false
        }
      case .setStack(let navigation, let controllers):
        let animates = animated && navigation.topViewController !== controllers.last
        for removed in navigation.viewControllers
        where !owns(removed) && !controllers.contains(where: { $0 === removed }) {
          onEvent?(.removedAppViewController("\(describe(removed)) on \(describe(navigation))"))
        }
        isSettingChildren = true
        navigation.setViewControllers(controllers, animated: animates)
        isSettingChildren = false
        remember(navigation)
        guard navigation.viewControllers.elementsEqual(controllers, by: ===) else {
          return refused("setting the stack of \(describe(navigation))")
        }
        if let coordinator = navigation.transitionCoordinator {
          let ended = endOfTransition(
            startWaiting(for: "the stack change of \(describe(navigation))"))
          _ = coordinator.animate(alongsideTransition: nil) { _ in ended() }
          return false
        }
      case .setTabs(let tabs, let controllers):
        for removed in tabs.viewControllers ?? []
        where !BridgeMadeControllers.contains(removed)
          && !controllers.contains(where: { $0 === removed })
        {
          onEvent?(.removedAppViewController("\(describe(removed)) in \(describe(tabs))"))
        }
        isSettingChildren = true
        tabs.setViewControllers(controllers, animated: false)
        isSettingChildren = false
        // The model owns the tabs' order: the More list's Edit button would rearrange them
        // behind its back, and the next pass would put them back under the user's eyes.
        tabs.customizableViewControllers = []
      case .select(let tabs, let index):
        // Known before the call: a tab the app's code selects meanwhile (from the appearance
        // callbacks of the one shown) is the app's change, for the next pass to follow.
        let entry = entry(for: tabs)
        entry?.knownSelection = index
        entry?.syncedModelSelection = index
        tabs.selectedIndex = index
      case .dismiss(let host):
        guard let presented = host.presentedViewController else { continue }
        let generation = startWaiting(for: "the dismissal of \(describe(presented))")
        entry(for: presented)?.isPresentedByBridge = false
        let ended = endOfTransition(generation)
        host.dismiss(animated: animated) { ended() }
        guard presented.isBeingDismissed || presented.presentingViewController == nil else {
          entry(for: presented)?.isPresentedByBridge = true
          awaited = nil
          return refused("dismissing \(describe(presented))")
        }
        return false
      case .present(let controller, let host, let screen):
        // UIKit refuses to present from a view in no window (the window is still hidden): no
        // call, and a look again later.
        guard host.viewIfLoaded?.window != nil else {
          pollLater()
          return false
        }
        prepare(controller, toPresent: screen)
        let generation = startWaiting(for: "the presentation of \(describe(controller))")
        let ended = endOfTransition(generation)
        host.present(controller, animated: animated) { ended() }
        guard controller.presentingViewController != nil else {
          awaited = nil
          return refused("presenting \(describe(controller)) on \(describe(host))")
        }
        entry(for: controller)?.isPresentedByBridge = true
        return false
      }
    }
    return true
  }

  /// Reports a call UIKit refused, unless it refused that call last time, and looks again
  /// later; `false`, for ``execute(_:)``.
  private func refused(_ call: String) -> Bool {
    if reportedRefusal != call {
      reportedRefusal = call
      onEvent?(.refused(call))
    }
    pollLater()
    return false
  }

  /// Sets the presentation style, the animator and the sheet's delegate of a view controller
  /// about to present `screen`.
  private func prepare(_ controller: UIViewController, toPresent screen: Screen) {
    // A navigation controller wrapped around a screen (`.modal(inNavigation: true)`) is
    // presented as the screen's view controller asks: a full-screen cover, a form sheet.
    if let navigation = controller as? BridgeNavigationController, owns(navigation),
      let content = navigation.viewControllers.first, content.modalPresentationStyle != .automatic
    {
      navigation.modalPresentationStyle = content.modalPresentationStyle
    }
    if let animator = Self.openingTransition(of: screen)?.animator,
      makeAnimation(animator, true) != nil
    {
      // A custom animation needs a presentation that covers the screen: every style becomes
      // full screen but `.overFullScreen`, which keeps the presenter's views for a translucent
      // pop-up ("The views beneath the presented content are not removed from the view
      // hierarchy when the presentation finishes": UIModalPresentationStyle.overFullScreen).
      // Not `.custom`: the bridge is the transitioning delegate, so the app's presentation
      // controller would never be asked for.
      if controller.modalPresentationStyle != .overFullScreen {
        controller.modalPresentationStyle = .fullScreen
      }
      controller.transitioningDelegate = self
    }
    // A delegate the app set before the presentation (in its factory, or the view controller's
    // `init`, where UIKit code sets it before `present`) keeps deciding and hearing, as one set
    // later does.
    if let presentation = controller.presentationController, presentation.delegate !== self {
      if let app = presentation.delegate {
        entry(for: controller)?.appPresentationDelegate.take(app)
      }
      presentation.delegate = self
    }
  }

  /// `UINavigationController "Shop"`, the way events name a view controller; the title is
  /// escaped as ``ScreenInfo/label`` escapes a screen's (a screen's view controller is titled
  /// like it, perhaps from a link).
  func describe(_ controller: UIViewController) -> String {
    ScreenInfo(typeName: Self.typeName(of: controller), title: controller.title ?? "").label
  }

  /// The name of `controller`'s type in events and reports: UIKit's for the containers the
  /// bridge makes (their subclasses are the bridge's business).
  static func typeName(of controller: UIViewController) -> String {
    switch controller {
    case is BridgeNavigationController: "UINavigationController"
    case is BridgeTabBarController: "UITabBarController"
    default: String(describing: type(of: controller))
    }
  }

  /// The transition that opened `screen`: its router's, or for a navigation container a route
  /// wrapped around its screen, that screen's router's.
  static func openingTransition(of screen: Screen) -> Transition? {
    if let router = screen.router { return router.rootTransition }
    return (screen as? NavigationContainer)?.rootScreen.router?.rootTransition
  }
}
