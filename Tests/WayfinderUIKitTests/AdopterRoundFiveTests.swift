import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A UIKit developer adopting the bridge, fifth round: results through the bridge, state
/// restoration while bridged, focus and the app's own pop-ups, nested containers, the app's
/// direct UIKit calls while the bridge changes UIKit, and memory after each.
@MainActor
@Suite struct AdopterRoundFiveTests {
  // MARK: - Results through the bridge

  @Test func aWrappedResultSheetFinishedFromItsDoneButtonHandsItsValueOnceItIsGone() throws {
    let app = try BridgedApp()
    app.bridge.register(FormScreen.self) { FormViewController(screen: $0) }
    let watcher = LifetimeWatcher()
    let tabs = try #require(app.tabs)
    var heard: [RouteResult<String>] = []
    var presentedOnResult: Bool?
    var resultEvents: [String] = []
    let observation = app.window.context.addObserver { event in
      if event.description.hasPrefix("finished") || event.description.hasPrefix("cancelled") {
        resultEvents.append(event.description)
      }
    }
    defer { observation.cancel() }
    do {
      try #require(app.home.router).open(.modal(inNavigation: true), returning: String.self) {
        FormScreen(model: FormModel(router: $0, value: "blue"))
      } onResult: { [weak tabs] result in
        heard.append(result)
        presentedOnResult = tabs?.presentedViewController != nil
      }
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(tabs.presentedViewController as? UINavigationController)
      let form = try #require(sheet.topViewController as? FormViewController)
      let done = try #require(form.navigationItem.rightBarButtonItem)
      watcher.watch(sheet, as: "sheet")
      watcher.watch(form, as: "form controller")
      watcher.watch(form.screen, as: "form screen")
      #expect(UIKitUser.tap(done, of: form))
      #expect(heard.isEmpty, "not before UIKit shows the sheet gone")
      #expect(!UIKitUser.tap(done, of: form), "no second tap while the sheet leaves")
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == [.finished("blue")])
    #expect(presentedOnResult == false)
    #expect(resultEvents.count == 1, "\(resultEvents)")
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test(arguments: [false, true])
  func aResultSheetTheUserSwipesDownFromDeepInItsFlowIsCancelledOnce(wrapped: Bool) throws {
    let app = try BridgedApp()
    app.bridge.register(FormScreen.self) { FormViewController(screen: $0) }
    let watcher = LifetimeWatcher()
    let tabs = try #require(app.tabs)
    var heard: [RouteResult<String>] = []
    var presentedOnResult: Bool?
    var failures: [String] = []
    let observation = app.window.context.addObserver { event in
      if event.description.hasPrefix("failed") { failures.append(event.description) }
    }
    defer { observation.cancel() }
    var model: FormModel?
    do {
      let transition: Transition = wrapped ? .modal(inNavigation: true) : .modal
      try #require(app.home.router).open(transition, returning: String.self) { router in
        let made = FormModel(router: router, value: "late")
        model = made
        return FormScreen(model: made)
      } onResult: { [weak tabs] result in
        heard.append(result)
        presentedOnResult = tabs?.presentedViewController != nil
      }
      DoubleRunLoop.main.runUntilIdle()
      let presented = try #require(tabs.presentedViewController)
      watcher.watch(presented, as: "sheet")
      if wrapped, let flow = app.window.topmostScreen {
        // The flow goes on inside the sheet: the user swipes it down from its second step.
        try app.open("Step 2", from: flow, as: .push)
        DoubleRunLoop.main.runUntilIdle()
        let navigation = try #require(presented as? UINavigationController)
        #expect(navigation.viewControllers.map(\.title) == ["Form", "Step 2"])
        watcher.watch(navigation.topViewController, as: "step 2 controller")
      }
      #expect(UIKitUser.swipeDown(presented))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == [.cancelled])
    #expect(presentedOnResult == false)
    // A late answer of the form's work finishes a flow that already ended: nothing happens.
    try #require(model).done()
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == [.cancelled], "once")
    #expect(failures == [])
    model = nil
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func aPushedResultScreenKeepsItsFlowThroughACancelledEdgeSwipeAndFinishesFromItsBar()
    throws
  {
    let app = try BridgedApp()
    app.bridge.register(FormScreen.self) { FormViewController(screen: $0) }
    let navigation = try #require(app.homeNavigation)
    var heard: [RouteResult<String>] = []
    var stackOnResult: [String?] = []
    try #require(app.home.router).open(.push, returning: String.self) {
      FormScreen(model: FormModel(router: $0, value: "red"))
    } onResult: { [weak navigation] result in
      heard.append(result)
      stackOnResult = navigation?.viewControllers.map(\.title) ?? []
    }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let form = try #require(navigation.topViewController as? FormViewController)
      let half = try #require(UIKitUser.beginSwipeBack(in: navigation))
      #expect(half.cancel())
      DoubleRunLoop.main.runUntilIdle()
      #expect(heard.isEmpty, "a cancelled swipe ends nothing")
      #expect(navigation.viewControllers.map(\.title) == ["Home", "Form"])

      let done = try #require(form.navigationItem.rightBarButtonItem)
      #expect(UIKitUser.tap(done, of: form))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == [.finished("red")])
    #expect(stackOnResult == ["Home"])
    app.expectSettled()
  }

  @Test func twoResultScreensPoppedByTheBackButtonsMenuAreCancelledOnceEachAndFreed() throws {
    let app = try BridgedApp()
    app.bridge.register(FormScreen.self) { FormViewController(screen: $0) }
    let navigation = try #require(app.homeNavigation)
    let watcher = LifetimeWatcher()
    var heard: [String] = []
    do {
      try #require(app.home.router).open(.push, returning: String.self) {
        FormScreen(model: FormModel(router: $0, value: "outer"))
      } onResult: { [weak navigation] result in
        heard.append("outer \(result) \(navigation?.viewControllers.count ?? -1)")
      }
      let outer = try #require(app.window.topmostScreen)
      try #require(outer.router).open(.push, returning: String.self) {
        FormScreen(model: FormModel(router: $0, value: "inner"))
      } onResult: { [weak navigation] result in
        heard.append("inner \(result) \(navigation?.viewControllers.count ?? -1)")
      }
      DoubleRunLoop.main.runUntilIdle()
      #expect(navigation.viewControllers.count == 3)
      for controller in navigation.viewControllers.dropFirst() {
        watcher.watch(controller, as: "controller")
        watcher.watch((controller as? ScreenViewController)?.screen, as: "screen")
      }
      #expect(UIKitUser.popFromBackMenu(in: navigation, to: 0))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard.sorted() == ["inner cancelled 1", "outer cancelled 1"])
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func aResultFinishedWhileItsPushStillAnimatesArrivesOnceThePopIsOnScreen() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    var heard: [RouteResult<Int>] = []
    var stackOnResult: [String?] = []
    var picker: ResultRouter<Int>?
    try #require(app.home.router).open(.push, returning: Int.self) { router in
      picker = router
      return ItemScreen(title: "Picker")
    } onResult: { [weak navigation] result in
      heard.append(result)
      stackOnResult = navigation?.viewControllers.map(\.title) ?? []
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(navigation.isInTransition, "the push animates")
    // The picker's work answers at once (a cached value), during the push.
    try #require(picker).finish(with: 7)
    #expect(heard.isEmpty)
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == [.finished(7)])
    #expect(stackOnResult == ["Home"])
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    #expect(app.window.leakedScreens() == [])
    app.expectInSync()
  }

  // MARK: - State restoration through a path while bridged

  @Test func aPathSavedAndRestoredOnRelaunchShowsItsViewControllersAppearingOnce() throws {
    let callbacks = CallbackLog()
    // The first launch: its scene stays alive for the test's length.
    let app = try BridgedApp()
    let saved: Data
    do {
      app.bridge.register(LoggedScreen.self) { LoggedViewController(screen: $0, log: callbacks) }
      app.home.identity = ScreenIdentity("a")
      app.other.identity = ScreenIdentity("c")
      let product = try app.open("d", from: app.other, as: .push)
      product.identity = ScreenIdentity("d")
      try #require(app.other.router).selectTab(at: 1)
      let sheet = try app.open("e", from: product, as: .modal(inNavigation: true))
      sheet.identity = ScreenIdentity("e")
      // A system sheet without an identity is left out of the saved path.
      try app.open("Share", from: sheet, as: .modal)
      DoubleRunLoop.main.runUntilIdle()
      saved = try JSONEncoder().encode(app.window.restorablePath())
    }
    DoubleRunLoop.main.runUntilIdle()
    callbacks.clear()

    let window = Window()
    let uiWindow = UIWindow()
    try window.setRoot { _ in ItemScreen(title: "Launch") }
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    bridge.register(LoggedScreen.self) { LoggedViewController(screen: $0, log: callbacks) }
    let path = try JSONDecoder().decode(ScreenPath.self, from: saved)
    #expect(path.description == "tabs(nav(a),*nav(c/d))/[modal in navigation]nav(e)")
    try window.restore(path, using: loggedRegistry())
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()

    let tabs = try #require(uiWindow.rootViewController as? UITabBarController)
    #expect(tabs.selectedIndex == 1)
    let second = try #require(tabs.viewControllers?.last as? UINavigationController)
    #expect(second.viewControllers.map(\.title) == ["c", "d"])
    let sheet = try #require(tabs.presentedViewController as? UINavigationController)
    #expect(sheet.viewControllers.map(\.title) == ["e"])
    #expect(sheet.presentedViewController == nil)
    // Each view controller on screen appeared once; the hidden ones never did.
    #expect(
      callbacks.entries.sorted() == [
        "d viewDidAppear", "d viewWillAppear", "e viewDidAppear", "e viewWillAppear",
      ])
    #expect(bridge.differenceReport() == nil)
    #expect(DoubleRunLoop.main.log == [])
    #expect(window.leakedScreens() == [])
    #expect(bridge.leakedViewControllers() == [])
  }

  @Test func restoringInPlaceWhileBridgedSwapsTheTreeWithEachCallbackOnceAndFreesTheOld() throws {
    let app = try BridgedApp()
    let callbacks = CallbackLog()
    app.bridge.register(LoggedScreen.self) { LoggedViewController(screen: $0, log: callbacks) }
    let watcher = LifetimeWatcher()
    do {
      let first = try #require(app.home.router)
      first.open(.push) { _ in LoggedScreen(title: "old") }
      DoubleRunLoop.main.runUntilIdle()
      let pushed = try #require(app.home.navigationContainer?.topScreen)
      watcher.watch(pushed, as: "old screen")
      watcher.watch(app.bridge.viewController(for: pushed), as: "old controller")
      watcher.watch(app.uiWindow.rootViewController, as: "old tabs")
    }
    callbacks.clear()
    let path = ScreenPath(
      root: .tabs(
        [.stack([ScreenIdentity("a")]), .stack([ScreenIdentity("b"), ScreenIdentity("c")])],
        selectedIndex: 1))
    try app.window.restore(path, using: loggedRegistry())
    DoubleRunLoop.main.runUntilIdle()

    #expect(try app.window.path() == path)
    let tabs = try #require(app.tabs)
    #expect(tabs.selectedIndex == 1)
    #expect(
      (tabs.viewControllers?.last as? UINavigationController)?.viewControllers.map(\.title) == [
        "b", "c",
      ])
    #expect(
      callbacks.entries == [
        "old viewWillDisappear", "old viewDidDisappear", "c viewWillAppear", "c viewDidAppear",
      ]
        || callbacks.entries == [
          "old viewWillDisappear", "c viewWillAppear", "old viewDidDisappear", "c viewDidAppear",
        ], "\(callbacks.entries)")
    #expect(watcher.survivors == [])
    #expect(app.window.leakedScreens().map(\.screen.title) == ["Home", "Other"])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()

    // The restored stack follows the user: a back swipe closes c.
    let navigation = try #require(tabs.viewControllers?.last as? UINavigationController)
    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(try app.window.path().description == "tabs(nav(a),*nav(b))")
    app.expectInSync()
  }

  // MARK: - Focus, pop-ups and the app's alerts

  @Test func focusOnAScreenInAnotherTabWaitsForTheAppsAlertOverTheSheetThenShowsIt() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    let target = try app.open("Boots", from: app.other, as: .push)
    try app.open("Above", from: target, as: .push)
    try app.open(
      "Sheet step", from: try app.open("Sheet", from: app.home, as: .modal(inNavigation: true)),
      as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    weak let sheetNavigation = tabs.presentedViewController as? UINavigationController
    watcher.watch(sheetNavigation, as: "sheet")
    watcher.watch(sheetNavigation?.topViewController, as: "sheet step")
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    sheetNavigation?.topViewController?.present(alert, animated: true)
    DoubleRunLoop.main.runUntilIdle()

    var waits: [String] = []
    app.bridge.onEvent = { event in
      if case .waiting = event { waits.append(event.description) }
    }
    let focused = CompletionProbe { [weak tabs] in
      let other = tabs?.viewControllers?.last as? UINavigationController
      return
        "tab:\(tabs?.selectedIndex ?? -1) top:\(other?.topViewController?.title ?? "-") "
        + "presented:\(tabs?.presentedViewController != nil)"
    }
    try #require(target.router).focus { _ in focused.ran() }
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.window.topmostScreen === target, "the model focuses at once")
    #expect(
      tabs.presentedViewController.map { $0 === sheetNavigation } == true,
      "the alert holds the sheet")
    #expect(sheetNavigation?.presentedViewController === alert)
    #expect(focused.count == 0)
    #expect(waits.count == 1, "\(waits)")

    #expect(UIKitUser.tap("OK", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    DoubleRunLoop.main.runUntilIdle()
    #expect(focused.count == 1)
    #expect(focused.firstSeen == "tab:1 top:Boots presented:false")
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func anAlertOverAFadedPopUpHoldsItsCloseAndThePresenterStaysVisibleBelow() throws {
    let app = try BridgedApp()
    app.bridge.register(OverlayScreen.self) { OverlayViewController(screen: $0) }
    let watcher = LifetimeWatcher()
    let tabs = try #require(app.tabs)
    let closed = CompletionProbe { [weak tabs] in "\(tabs?.presentedViewController == nil)" }
    do {
      let router = try #require(app.home.router)
      router.open(.fade) { _ in OverlayScreen(title: "Pop-up") }
      DoubleRunLoop.main.runUntilIdle()
      let popUp = try #require(tabs.presentedViewController as? OverlayViewController)
      #expect(popUp.modalPresentationStyle == .overFullScreen)
      #expect(tabs.view.window != nil, "the presenter stays in the window below the pop-up")
      watcher.watch(popUp, as: "pop-up controller")
      watcher.watch(popUp.screen, as: "pop-up screen")
      let alert = UIAlertController(title: "Added", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      popUp.present(alert, animated: true)
      DoubleRunLoop.main.runUntilIdle()

      try #require(popUp.screen?.router).close { _ in closed.ran() }
      DoubleRunLoop.main.runUntilIdle()
      #expect(closed.count == 0, "the alert is the app's: the pop-up waits for it")
      #expect(popUp.presentedViewController === alert)
      // Meanwhile a push below the pop-up reaches UIKit.
      try app.open("Below", from: app.home, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      #expect(app.homeNavigation?.viewControllers.map(\.title) == ["Home", "Below"])
      #expect(UIKitUser.tap("OK", in: alert))
      DoubleRunLoop.main.runUntilIdle()
      DoubleRunLoop.main.advance(by: 1)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(closed.count == 1)
    #expect(closed.firstSeen == "true")
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func theAppsOwnFullScreenCoverOverABridgedScreenStaysWhileTheModelChangesBelow() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    tabs.present(cover, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    try #require(app.home.router).selectTab(at: 1)
    try app.open("Below", from: app.other, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController === cover)
    #expect(tabs.selectedIndex == 1)
    #expect(
      (tabs.viewControllers?.last as? UINavigationController)?.viewControllers.map(\.title) == [
        "Other", "Below",
      ])
    cover.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController == nil)
    app.expectInSync()
  }

  // MARK: - Nested containers

  @Test func aPresentedTabFlowClosesWhollyFromTheDeepestScreenOfItsSecondTab() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    let tabs = try #require(app.tabs)
    let closed = CompletionProbe { [weak tabs] in "\(tabs?.presentedViewController == nil)" }
    var events: [String] = []
    do {
      var second: Screen?
      try #require(app.home.router).open(.modal) { router in
        let first = try router.makeScreen { _ in ItemScreen(title: "Flow A") }
        let made = try router.makeScreen { _ in ItemScreen(title: "Flow B") }
        second = made
        return try TabContainer(
          tabs: [NavigationContainer(root: first), NavigationContainer(root: made)],
          title: "Flow")
      }
      DoubleRunLoop.main.runUntilIdle()
      let flow = try #require(tabs.presentedViewController as? UITabBarController)
      #expect(UIKitUser.tapTab(in: flow, at: 1))
      DoubleRunLoop.main.runUntilIdle()
      let deeper = try app.open("Flow B2", from: try #require(second), as: .push)
      let deepest = try app.open("Flow B3", from: deeper, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      let inner = try #require(flow.viewControllers?.last as? UINavigationController)
      #expect(inner.viewControllers.map(\.title) == ["Flow B", "Flow B2", "Flow B3"])
      watcher.watch(flow, as: "flow tabs")
      watcher.watch(inner, as: "inner navigation")
      for controller in inner.viewControllers { watcher.watch(controller, as: controller.title) }
      watcher.watch(deepest, as: "deepest screen")
      events = try app.events {
        try #require(deepest.router).dismiss { _ in closed.ran() }
      }
    }
    #expect(events.count == 1, "\(events)")
    #expect(closed.count == 1)
    #expect(closed.firstSeen == "true")
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func aSheetOverAPresentedTabFlowThenTheWholeFlowDismissedFromTheSheetsPush() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    let tabs = try #require(app.tabs)
    let closed = CompletionProbe { [weak tabs] in "\(tabs?.presentedViewController == nil)" }
    do {
      var flowTab: Screen?
      try #require(app.home.router).open(.modal) { router in
        let first = try router.makeScreen { _ in ItemScreen(title: "Flow A") }
        flowTab = first
        return try TabContainer(tabs: [NavigationContainer(root: first)], title: "Flow")
      }
      let flowScreen = try #require(flowTab)
      let sheet = try app.open("Sheet", from: flowScreen, as: .modal(inNavigation: true))
      let deepest = try app.open("Sheet step", from: sheet, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      let flow = try #require(tabs.presentedViewController as? UITabBarController)
      let sheetNavigation = try #require(flow.presentedViewController as? UINavigationController)
      #expect(sheetNavigation.viewControllers.map(\.title) == ["Sheet", "Sheet step"])
      watcher.watch(flow, as: "flow")
      watcher.watch(sheetNavigation, as: "sheet")
      watcher.watch(deepest, as: "deepest")
      // The deepest screen ends the whole flow: everything above Home goes, in one step.
      let home = try #require(app.home.router)
      try #require(deepest.router).dismiss { _ in }
      home.dismissAll { _ in closed.ran() }
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(closed.count == 1)
    #expect(closed.firstSeen == "true")
    #expect(app.window.root?.presentedScreen == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  // MARK: - The app's own UIKit calls on the bridge's containers

  @Test func theAppsPopToRootOnTheBridgesStackCancelsItsResultsAndTheModelFollows() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    var heard: [String] = []
    try #require(app.home.router).open(.push, returning: Int.self) { _ in
      ItemScreen(title: "Picker")
    } onResult: {
      heard.append("\($0)")
    }
    try app.open("Detail", from: try #require(app.window.topmostScreen), as: .push)
    DoubleRunLoop.main.runUntilIdle()
    _ = navigation.popToRootViewController(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["cancelled"])
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    app.expectSettled()
  }

  @Test func theAppsPopToRootDuringTheBridgesPushIsRefusedByUIKitAndTheModelKeepsItsStack()
    throws
  {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runQueuedWork()
    #expect(navigation.isInTransition)
    _ = navigation.popToRootViewController(animated: true)
    #expect(DoubleRunLoop.main.log.count == 1, "UIKit refuses a nested pop")
    DoubleRunLoop.main.clearLog()
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Detail"])
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
    app.expectInSync()
  }

  @Test func theAppsSetViewControllersThatDropsAMiddleScreenIsUndoneAndNothingLeaks() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    let middle = try app.open("Middle", from: app.home, as: .push)
    try app.open("Top", from: middle, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let stack = navigation.viewControllers
    navigation.setViewControllers([stack[0], stack[2]], animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Middle", "Top"])
    // The model owns the stack: at the next routing event UIKit shows the model's again.
    try app.open("Next", from: try #require(app.window.topmostScreen), as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Middle", "Top", "Next"])
    app.expectSettled()
  }

  @Test func theAppsSetViewControllersToAShorterStackIsAPopTheModelFollows() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    let watcher = LifetimeWatcher()
    do {
      let middle = try app.open("Middle", from: app.home, as: .push)
      let top = try app.open("Top", from: middle, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(top, as: "top")
      watcher.watch(app.bridge.viewController(for: top), as: "top controller")
      navigation.setViewControllers(Array(navigation.viewControllers.prefix(2)), animated: true)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Middle"])
    #expect(watcher.survivors == [])
    #expect(app.window.leakedScreens() == [])
    app.expectInSync()
  }

  @Test func theAppDismissingTheBridgesSheetFromThePresenterMidPushClosesItInTheModel() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let watcher = LifetimeWatcher()
    var heard: [RouteResult<Bool>] = []
    do {
      try #require(app.home.router).open(.modal(inNavigation: true), returning: Bool.self) { _ in
        ItemScreen(title: "Login")
      } onResult: {
        heard.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(tabs.presentedViewController as? UINavigationController)
      watcher.watch(sheet, as: "sheet")
      let login = try #require(app.window.topmostScreen)
      try app.open("Sign up", from: login, as: .push)
      DoubleRunLoop.main.runQueuedWork()
      #expect(sheet.isInTransition, "the bridge's push animates in the sheet")
      tabs.dismiss(animated: true)
      DoubleRunLoop.main.runUntilIdle()
      DoubleRunLoop.main.advance(by: app.bridge.timeout)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == [.cancelled])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func theAppSelectingATabWhileTheBridgePresentsASheetKeepsBoth() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let opened = CompletionProbe { [weak tabs] in
      "tab:\(tabs?.selectedIndex ?? -1) presented:\(tabs?.presentedViewController?.title ?? "-")"
    }
    try #require(app.home.router).open(.modal) { _ in
      ItemScreen(title: "Sheet")
    } completion: { _ in
      opened.ran()
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(tabs.presentedViewController?.isBeingPresented == true)
    tabs.selectedIndex = 1
    DoubleRunLoop.main.runUntilIdle()
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    #expect(app.window.root?.presentedScreen?.title == "Sheet")
    #expect(opened.count == 1)
    #expect(opened.firstSeen == "tab:1 presented:Sheet")
    app.expectInSync()
  }
}

extension AdopterRoundFiveTests {
  // MARK: - More results, restoration and the app's calls while the bridge changes UIKit

  @Test(arguments: [true, false])
  func aResultSheetFinishedWhileTheUserHoldsItsSwipeDeliversTheValueOnce(finishes: Bool) throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let watcher = LifetimeWatcher()
    var heard: [RouteResult<String>] = []
    var presentedOnResult: Bool?
    do {
      var model: FormModel?
      try #require(app.home.router).open(.modal, returning: String.self) { router in
        let made = FormModel(router: router, value: "blue")
        model = made
        return FormScreen(model: made)
      } onResult: { [weak tabs] result in
        heard.append(result)
        presentedOnResult = tabs?.presentedViewController != nil
      }
      DoubleRunLoop.main.runUntilIdle()
      let presented = try #require(tabs.presentedViewController)
      watcher.watch(presented, as: "form controller")
      let gesture = try #require(UIKitUser.beginSwipeDown(presented))
      try #require(model).done()
      #expect(heard.isEmpty, "not while the user holds the sheet")
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
      DoubleRunLoop.main.advance(by: 1)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == [.finished("blue")])
    #expect(presentedOnResult == false)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func restoringWhileAResultSheetIsUpCancelsItOnceAndFreesItsViewControllers() throws {
    let app = try BridgedApp()
    app.bridge.register(FormScreen.self) { FormViewController(screen: $0) }
    let watcher = LifetimeWatcher()
    var heard: [RouteResult<String>] = []
    do {
      try #require(app.home.router).open(.modal(inNavigation: true), returning: String.self) {
        FormScreen(model: FormModel(router: $0, value: "blue"))
      } onResult: {
        heard.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(app.tabs?.presentedViewController as? UINavigationController)
      watcher.watch(sheet, as: "sheet")
      watcher.watch(sheet.topViewController, as: "form controller")
      watcher.watch(app.tabs, as: "old tabs")
    }
    let path = ScreenPath(root: .stack([ScreenIdentity("a"), ScreenIdentity("b")]))
    try app.window.restore(path, using: loggedRegistry())
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == [.cancelled])
    let navigation = try #require(app.uiWindow.rootViewController as? UINavigationController)
    #expect(navigation.viewControllers.map(\.title) == ["a", "b"])
    #expect(navigation.presentedViewController == nil)
    #expect(watcher.survivors == [])
    #expect(app.window.leakedScreens().map(\.screen.title) == ["Home", "Other"])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  @Test func restoringWhileTheBridgesPushAnimatesCompletesThePushOnceAndShowsThePath() throws {
    let app = try BridgedApp()
    let pushed = CompletionProbe { [weak app] in
      app?.uiWindow.rootViewController.map { "\(type(of: $0))" } ?? "-"
    }
    try #require(app.home.router).open(.push) { _ in
      ItemScreen(title: "Detail")
    } completion: { _ in
      pushed.ran()
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(app.homeNavigation?.isInTransition == true)
    let path = ScreenPath(
      root: .tabs([.stack([ScreenIdentity("a")]), .stack([ScreenIdentity("b")])], selectedIndex: 0))
    try app.window.restore(path, using: loggedRegistry())
    DoubleRunLoop.main.runUntilIdle()
    #expect(pushed.count == 1)
    #expect(try app.window.path() == path)
    #expect(app.tabs?.viewControllers?.count == 2)
    #expect(app.window.leakedScreens().map(\.screen.title) == ["Home", "Other"])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  @Test func theAppDismissingTheBridgesSheetWhileItIsPresentedIsRefusedAndTheSheetStays() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    var heard: [RouteResult<Bool>] = []
    try #require(app.home.router).open(.modal, returning: Bool.self) { _ in
      ItemScreen(title: "Sheet")
    } onResult: {
      heard.append($0)
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(tabs.presentedViewController?.isBeingPresented == true)
    tabs.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.timeout)
    DoubleRunLoop.main.runUntilIdle()
    // UIKit refuses the call (the app broke rule 1): the sheet and its flow stay.
    #expect(DoubleRunLoop.main.log.count == 1, "\(DoubleRunLoop.main.log)")
    #expect(DoubleRunLoop.main.log.first?.hasPrefix("Attempt to dismiss") == true)
    #expect(heard == [])
    #expect(app.window.root?.presentedScreen?.title == "Sheet")
    #expect(tabs.presentedViewController?.title == "Sheet")
    #expect(app.bridge.differenceReport() == nil)
    #expect(app.window.leakedScreens() == [])
    #expect(app.bridge.leakedViewControllers() == [])
    DoubleRunLoop.main.clearLog()
  }

  @Test func theAppSelectingATabOfAPresentedTabFlowReachesTheModel() throws {
    let app = try BridgedApp()
    let flow = try app.presentTabFlow()
    let flowTabs = try #require(app.tabs?.presentedViewController as? UITabBarController)
    flowTabs.selectedIndex = 1
    #expect(flow.selectedIndex == 1, "at once, as for a tap")
    DoubleRunLoop.main.runUntilIdle()
    #expect(flowTabs.selectedIndex == 1)
    app.expectInSync()
  }

  @Test func theAppsPopToRootInsideAPresentedTabFlowCancelsItsPushedResultOnce() throws {
    let app = try BridgedApp()
    let flow = try app.presentTabFlow()
    let flowTabs = try #require(app.tabs?.presentedViewController as? UITabBarController)
    let inner = try #require(flowTabs.viewControllers?.first as? UINavigationController)
    var heard: [String] = []
    let bottom = try #require((flow.tabs.first as? NavigationContainer)?.topScreen)
    try #require(bottom.router).open(.push, returning: Int.self) { _ in
      ItemScreen(title: "Picker")
    } onResult: { [weak inner] in
      heard.append("\($0) \(inner?.viewControllers.count ?? -1)")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(inner.viewControllers.map(\.title) == ["Flow A", "Picker"])
    _ = inner.popToRootViewController(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["cancelled 1"])
    #expect((flow.tabs.first as? NavigationContainer)?.stack.map(\.title) == ["Flow A"])
    #expect(app.window.leakedScreens() == [])
    app.expectInSync()
  }

  @Test func theUserSwipingDownAPresentedTabFlowCancelsTheResultDeepInsideAndFreesAll() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    var heard: [RouteResult<Int>] = []
    do {
      let flow = try app.presentTabFlow()
      let flowTabs = try #require(app.tabs?.presentedViewController as? UITabBarController)
      #expect(UIKitUser.tapTab(in: flowTabs, at: 1))
      DoubleRunLoop.main.runUntilIdle()
      let bottom = try #require((flow.tabs.last as? NavigationContainer)?.topScreen)
      try #require(bottom.router).open(.push, returning: Int.self) { _ in
        ItemScreen(title: "Picker")
      } onResult: {
        heard.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let inner = try #require(flowTabs.viewControllers?.last as? UINavigationController)
      #expect(inner.viewControllers.map(\.title) == ["Flow B", "Picker"])
      watcher.watch(flow, as: "flow")
      watcher.watch(flowTabs, as: "flow tabs")
      for controller in inner.viewControllers { watcher.watch(controller, as: controller.title) }
      #expect(UIKitUser.swipeDown(flowTabs))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == [.cancelled])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func aFadedPopUpClosedWhileItFadesInClosesOnceItIsOnScreen() throws {
    let app = try BridgedApp()
    app.bridge.register(OverlayScreen.self) { OverlayViewController(screen: $0) }
    let tabs = try #require(app.tabs)
    let closed = CompletionProbe { [weak tabs] in "\(tabs?.presentedViewController == nil)" }
    var popUp: Screen?
    try #require(app.home.router).open(.fade) { _ in
      let made = OverlayScreen(title: "Pop-up")
      popUp = made
      return made
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(tabs.presentedViewController?.isBeingPresented == true)
    try #require(popUp?.router).close { _ in closed.ran() }
    popUp = nil
    DoubleRunLoop.main.runUntilIdle()
    #expect(closed.count == 1)
    #expect(closed.firstSeen == "true")
    app.expectSettled()
  }

  @Test func focusOnAScreenInATabShownThroughMoreUnderASheetShowsIt() throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    let window = Window()
    var bottoms: [Screen] = []
    try window.setRoot { router in
      bottoms = try (0..<6).map { index in
        try router.makeScreen { _ in ItemScreen(title: "Tab \(index)") }
      }
      return try TabContainer(tabs: bottoms.map { try NavigationContainer(root: $0) })
    }
    let uiWindow = UIWindow()
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    var target: Screen?
    try #require(bottoms.last?.router).open(.push) { _ in
      let made = ItemScreen(title: "Deep")
      target = made
      return made
    }
    try #require(bottoms.first?.router).open(.modal) { _ in ItemScreen(title: "Sheet") }
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(uiWindow.rootViewController as? UITabBarController)
    #expect(tabs.presentedViewController?.title == "Sheet")
    let focused = CompletionProbe { [weak tabs] in
      "tab:\(tabs?.selectedIndex ?? -1) "
        + "top:\((tabs?.selectedViewController as? UINavigationController)?.topViewController?.title ?? "-") "
        + "presented:\(tabs?.presentedViewController != nil)"
    }
    try #require(target?.router).focus { _ in focused.ran() }
    target = nil
    DoubleRunLoop.main.runUntilIdle()
    #expect(focused.count == 1)
    #expect(focused.firstSeen == "tab:5 top:Deep presented:false")
    #expect(bridge.differenceReport() == nil)
    #expect(DoubleRunLoop.main.log == [])
    #expect(window.leakedScreens() == [])
    #expect(bridge.leakedViewControllers() == [])
  }
}

extension AdopterRoundFiveTests {
  // MARK: - UIKit habits on the bridge's view controllers

  @Test(arguments: [false, true])
  func aResultSheetsCancelButtonThatDismissesItselfCancelsTheResultOnce(wrapped: Bool) throws {
    let app = try BridgedApp()
    app.bridge.register(FormScreen.self) { DismissingFormViewController(screen: $0) }
    let tabs = try #require(app.tabs)
    let watcher = LifetimeWatcher()
    var heard: [RouteResult<String>] = []
    do {
      try #require(app.home.router).open(
        wrapped ? .modal(inNavigation: true) : .modal, returning: String.self
      ) {
        FormScreen(model: FormModel(router: $0, value: "blue"))
      } onResult: {
        heard.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let presented = try #require(tabs.presentedViewController)
      watcher.watch(presented, as: "presented")
      let form = try #require(app.window.topmostScreen.flatMap(app.bridge.viewController(for:)))
      watcher.watch(form, as: "form controller")
      form.dismiss(animated: true)
      DoubleRunLoop.main.runUntilIdle()
      DoubleRunLoop.main.advance(by: 1)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == [.cancelled])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func aResultScreensOwnBackButtonThatPopsInUIKitCancelsTheResultOnce() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    var heard: [String] = []
    try #require(app.home.router).open(.push, returning: Int.self) { _ in
      ItemScreen(title: "Picker")
    } onResult: { [weak navigation] in
      heard.append("\($0) \(navigation?.viewControllers.count ?? -1)")
    }
    DoubleRunLoop.main.runUntilIdle()
    _ = navigation.topViewController?.navigationController?.popViewController(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["cancelled 1"])
    app.expectSettled()
  }

  @Test func aStepsDoneThatEndsTheWholeSheetFlowHandsBothResultsOnceWhenTheSheetIsGone() throws {
    let app = try BridgedApp()
    app.bridge.register(FormScreen.self) { FormViewController(screen: $0) }
    let tabs = try #require(app.tabs)
    let watcher = LifetimeWatcher()
    var heard: [String] = []
    do {
      var flow: ResultRouter<String>?
      try #require(app.home.router).open(.modal(inNavigation: true), returning: String.self) {
        router in
        flow = router
        return ItemScreen(title: "Flow")
      } onResult: { [weak tabs] in
        heard.append("flow \($0) presented:\(tabs?.presentedViewController != nil)")
      }
      let flowRouter = try #require(flow)
      flowRouter.open(.push, returning: String.self) {
        FormScreen(model: FormModel(router: $0, value: "blue"))
      } onResult: { [weak flowRouter, weak tabs] result in
        heard.append("step \(result) presented:\(tabs?.presentedViewController != nil)")
        if let value = result.value { flowRouter?.finish(with: "flow " + value) }
      }
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(tabs.presentedViewController as? UINavigationController)
      #expect(sheet.viewControllers.map(\.title) == ["Flow", "Form"])
      watcher.watch(sheet, as: "sheet")
      for controller in sheet.viewControllers { watcher.watch(controller, as: controller.title) }
      let form = try #require(sheet.topViewController as? FormViewController)
      let done = try #require(form.navigationItem.rightBarButtonItem)
      #expect(UIKitUser.tap(done, of: form))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(
      heard == [
        #"step finished("blue") presented:true"#, #"flow finished("flow blue") presented:false"#,
      ])
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func theAppsPopToRootWhileTheBridgePresentsASheetAboveReachesTheModel() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    let detail = try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    try app.open("Sheet", from: detail, as: .modal)
    DoubleRunLoop.main.runQueuedWork()
    #expect(app.tabs?.presentedViewController?.isBeingPresented == true)
    _ = navigation.popToRootViewController(animated: false)
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    DoubleRunLoop.main.runUntilIdle()
    // Detail left; the sheet it presented leaves with it.
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(app.window.leakedScreens().map(\.screen.title) == ["Detail"], "the test holds it")
    app.expectInSync()
  }

  @Test func theAppMovingABridgedViewControllerToAnotherTabsStackLeavesBothStacks() throws {
    let app = try BridgedApp()
    let first = try #require(app.homeNavigation)
    let second = try #require(app.tabs?.viewControllers?.last as? UINavigationController)
    try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let detail = try #require(first.topViewController)
    second.setViewControllers(second.viewControllers + [detail], animated: false)
    DoubleRunLoop.main.runUntilIdle()
    try #require(app.other.router).selectTab(at: 1)
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    DoubleRunLoop.main.runUntilIdle()
    // The model keeps its stacks and UIKit ends showing them (the double refuses a view
    // controller that is in another hierarchy, and logs it).
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Detail"])
    #expect(second.viewControllers.map(\.title) == ["Other"])
    #expect(app.bridge.differenceReport() == nil)
    #expect(app.window.leakedScreens() == [])
    DoubleRunLoop.main.clearLog()
  }
}

extension AdopterRoundFiveTests {
  // MARK: - Pop-ups, covers and restored overlays

  @Test func focusBelowAFadedPopUpInTheSameStackFadesItOutAndPopsOnce() throws {
    let app = try BridgedApp()
    app.bridge.register(OverlayScreen.self) { OverlayViewController(screen: $0) }
    let tabs = try #require(app.tabs)
    let navigation = try #require(app.homeNavigation)
    let detail = try app.open("Detail", from: app.home, as: .push)
    let above = try app.open("Above", from: detail, as: .push)
    try #require(above.router).open(.fade) { _ in OverlayScreen(title: "Pop-up") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController?.title == "Pop-up")
    let focused = CompletionProbe { [weak tabs, weak navigation] in
      "top:\(navigation?.topViewController?.title ?? "-") "
        + "presented:\(tabs?.presentedViewController != nil)"
    }
    let events = try app.events {
      try #require(detail.router).focus { _ in focused.ran() }
    }
    #expect(events.count == 1, "\(events)")
    #expect(focused.count == 1)
    #expect(focused.firstSeen == "top:Detail presented:false")
    #expect(app.window.leakedScreens().map(\.screen.title) == ["Above"], "the test holds it")
    app.expectInSync()
  }

  @Test func theAppSelectingARootTabUnderAPresentedTabFlowReachesTheModelAndKeepsTheFlow()
    throws
  {
    let app = try BridgedApp()
    let flow = try app.presentTabFlow()
    let tabs = try #require(app.tabs)
    let flowTabs = try #require(tabs.presentedViewController as? UITabBarController)
    tabs.selectedIndex = 1
    DoubleRunLoop.main.runUntilIdle()
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    #expect(flow.selectedIndex == 0)
    #expect(app.window.root?.presentedScreen === flow)
    #expect(tabs.presentedViewController === flowTabs)
    app.expectInSync()
  }

  @Test func aRestoredOverlayKeepsThePresenterOnScreenWithEachAppearanceOnce() throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    let callbacks = CallbackLog()
    let window = Window()
    let uiWindow = UIWindow()
    try window.setRoot { _ in ItemScreen(title: "Launch") }
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    bridge.register(LoggedScreen.self) { screen in
      let controller = LoggedViewController(screen: screen, log: callbacks)
      if screen.title == "e" { controller.modalPresentationStyle = .overFullScreen }
      return controller
    }
    let path = ScreenPath(
      root: .stack([ScreenIdentity("a"), ScreenIdentity("b")]),
      presentations: [.init(style: "fade", node: .screen(ScreenIdentity("e")))])
    try window.restore(path, using: loggedRegistry())
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    let root = try #require(uiWindow.rootViewController as? UINavigationController)
    #expect(root.viewControllers.map(\.title) == ["a", "b"])
    let overlay = try #require(root.presentedViewController)
    #expect(overlay.title == "e")
    #expect(overlay.modalPresentationStyle == .overFullScreen)
    #expect(root.topViewController?.view.window != nil, "b stays in the window below")
    #expect(
      callbacks.entries.sorted() == [
        "b viewDidAppear", "b viewWillAppear", "e viewDidAppear", "e viewWillAppear",
      ], "\(callbacks.entries)")
    #expect(bridge.differenceReport() == nil)
    #expect(DoubleRunLoop.main.log == [])
    #expect(try window.path() == path)
  }
}

extension AdopterRoundFiveTests {
  // MARK: - Mid-change: swipes and the app's calls while the bridge animates

  @Test func aResultSheetSwipedDownWhileTheBridgePushesInsideItIsCancelledOnce() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let watcher = LifetimeWatcher()
    var heard: [RouteResult<String>] = []
    do {
      var flow: ResultRouter<String>?
      try #require(app.home.router).open(.modal(inNavigation: true), returning: String.self) {
        router in
        flow = router
        return ItemScreen(title: "Login")
      } onResult: {
        heard.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(tabs.presentedViewController as? UINavigationController)
      watcher.watch(sheet, as: "sheet")
      try #require(flow).open(.push) { _ in ItemScreen(title: "Sign up") }
      DoubleRunLoop.main.runQueuedWork()
      #expect(sheet.isInTransition, "the push animates")
      #expect(UIKitUser.swipeDown(sheet))
      DoubleRunLoop.main.runUntilIdle()
      DoubleRunLoop.main.advance(by: app.bridge.timeout)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == [.cancelled])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func theAppDismissingFromTheDeepestViewControllerOfAPresentedTabFlowClosesIt() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    var heard: [RouteResult<Int>] = []
    do {
      let flow = try app.presentTabFlow()
      let bottom = try #require((flow.tabs.first as? NavigationContainer)?.topScreen)
      try #require(bottom.router).open(.push, returning: Int.self) { _ in
        ItemScreen(title: "Picker")
      } onResult: {
        heard.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let flowTabs = try #require(app.tabs?.presentedViewController as? UITabBarController)
      let inner = try #require(flowTabs.viewControllers?.first as? UINavigationController)
      let deepest = try #require(inner.topViewController)
      #expect(deepest.title == "Picker")
      watcher.watch(flowTabs, as: "flow tabs")
      watcher.watch(deepest, as: "picker controller")
      // UIKit forwards a dismiss to the presenter of the flow that holds it.
      deepest.dismiss(animated: true)
      DoubleRunLoop.main.runUntilIdle()
      DoubleRunLoop.main.advance(by: 1)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == [.cancelled])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func aPresentedTabFlowSwipedDownRightAfterTheAppSetItsSheetDelegateClosesAtOnce()
    throws
  {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    let appDelegate = AppSheetDelegate()
    var heard: [RouteResult<Int>] = []
    do {
      let flow = try app.presentTabFlow()
      let bottom = try #require((flow.tabs.first as? NavigationContainer)?.topScreen)
      try #require(bottom.router).open(.push, returning: Int.self) { _ in
        ItemScreen(title: "Picker")
      } onResult: {
        heard.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let flowTabs = try #require(app.tabs?.presentedViewController as? UITabBarController)
      watcher.watch(flowTabs, as: "flow tabs")
      // A screen of the flow asks to hear of the swipe, as Apple's sheet examples do.
      flowTabs.presentationController?.delegate = appDelegate
      #expect(UIKitUser.swipeDown(flowTabs))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(appDelegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(app.window.root?.presentedScreen == nil, "at once, before any routing event")
    #expect(heard == [.cancelled])
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func theAppSelectingATabOfATabFlowWhileItIsBeingPresentedReachesTheModel() throws {
    let app = try BridgedApp()
    var flow: TabContainer?
    try #require(app.home.router).open(.modal) { router in
      let first = try router.makeScreen { _ in ItemScreen(title: "Flow A") }
      let second = try router.makeScreen { _ in ItemScreen(title: "Flow B") }
      let made = try TabContainer(
        tabs: [NavigationContainer(root: first), NavigationContainer(root: second)])
      flow = made
      return made
    }
    DoubleRunLoop.main.runQueuedWork()
    let flowTabs = try #require(app.tabs?.presentedViewController as? UITabBarController)
    #expect(flowTabs.isBeingPresented)
    flowTabs.selectedIndex = 1
    DoubleRunLoop.main.runUntilIdle()
    #expect(flow?.selectedIndex == 1)
    #expect(flowTabs.selectedIndex == 1)
    flow = nil
    app.expectInSync()
  }
}

extension AdopterRoundFiveTests {
  // MARK: - Presented tab flows under the user's swipe and the app's alert

  @Test func aTabFlowSwipedDownWhileTheBridgePushesInItsTabClosesOnceAndFreesAll() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    let pushed = CompletionProbe()
    do {
      let flow = try app.presentTabFlow()
      let flowTabs = try #require(app.tabs?.presentedViewController as? UITabBarController)
      let inner = try #require(flowTabs.viewControllers?.first as? UINavigationController)
      let bottom = try #require((flow.tabs.first as? NavigationContainer)?.topScreen)
      try #require(bottom.router).open(.push) { _ in
        ItemScreen(title: "Step")
      } completion: { _ in
        pushed.ran()
      }
      DoubleRunLoop.main.runQueuedWork()
      #expect(inner.isInTransition, "the push animates")
      watcher.watch(flowTabs, as: "flow tabs")
      watcher.watch(inner, as: "inner navigation")
      #expect(UIKitUser.swipeDown(flowTabs))
      DoubleRunLoop.main.runUntilIdle()
      DoubleRunLoop.main.advance(by: app.bridge.timeout)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(pushed.count == 1)
    #expect(app.window.root?.presentedScreen == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  @Test func theAppsAlertInsideAPresentedTabFlowHoldsTheFlowsDismissalUntilItIsGone() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let closed = CompletionProbe { [weak tabs] in "\(tabs?.presentedViewController == nil)" }
    let alert = UIAlertController(title: "Sent", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    do {
      let flow = try app.presentTabFlow()
      let bottom = try #require((flow.tabs.first as? NavigationContainer)?.topScreen)
      try #require(app.bridge.viewController(for: bottom)).present(alert, animated: true)
      DoubleRunLoop.main.runUntilIdle()
      #expect(alert.presentingViewController != nil)
      try #require(bottom.router).dismiss { _ in closed.ran() }
    }
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    #expect(closed.count == 0, "the alert is the app's")
    #expect(alert.presentingViewController != nil, "the bridge never dismisses it")
    #expect(UIKitUser.tap("OK", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    DoubleRunLoop.main.runUntilIdle()
    #expect(closed.count == 1)
    #expect(closed.firstSeen == "true")
    app.expectSettled()
  }
}

extension AdopterRoundFiveTests {
  // MARK: - "Discard changes?" on a result sheet

  @Test func aResultSheetsDiscardPromptCancelsTheFlowOnceFromItsAlert() throws {
    let app = try BridgedApp()
    app.bridge.register(FormScreen.self) { DiscardingFormViewController(screen: $0) }
    let tabs = try #require(app.tabs)
    let watcher = LifetimeWatcher()
    var heard: [String] = []
    do {
      try #require(app.home.router).open(.modal(inNavigation: true), returning: String.self) {
        FormScreen(model: FormModel(router: $0, value: "draft"))
      } onResult: { [weak tabs] in
        heard.append("\($0) presented:\(tabs?.presentedViewController != nil)")
      }
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(tabs.presentedViewController as? UINavigationController)
      let form = try #require(sheet.topViewController as? DiscardingFormViewController)
      watcher.watch(sheet, as: "sheet")
      watcher.watch(form, as: "form controller")
      #expect(UIKitUser.beginSwipeDown(sheet) == nil, "the form refuses the swipe")
      DoubleRunLoop.main.runUntilIdle()
      let prompt = try #require(form.presentedViewController as? UIAlertController)
      #expect(heard.isEmpty)
      #expect(UIKitUser.tap("Discard", in: prompt))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == ["cancelled presented:false"])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }
}

extension BridgedApp {
  /// Presents from Home a flow of two tabs, each a navigation stack ("Flow A", "Flow B"), and
  /// returns it once UIKit shows it.
  func presentTabFlow() throws -> TabContainer {
    var flow: TabContainer?
    try #require(home.router).open(.modal) { router in
      let first = try router.makeScreen { _ in ItemScreen(title: "Flow A") }
      let second = try router.makeScreen { _ in ItemScreen(title: "Flow B") }
      let made = try TabContainer(
        tabs: [NavigationContainer(root: first), NavigationContainer(root: second)],
        title: "Flow")
      flow = made
      return made
    }
    DoubleRunLoop.main.runUntilIdle()
    return try #require(flow)
  }
}

/// What a form's view controller shows and reports its result through: the form's work holds
/// its router as a ``Finishable``.
@MainActor
private final class FormModel {
  private let router: any Finishable<String>
  private let value: String

  init(router: any Finishable<String>, value: String) {
    self.router = router
    self.value = value
  }

  /// The Done button, or the form's work answering.
  func done() { router.finish(with: value) }

  /// The Cancel button.
  func cancel() { router.cancel() }
}

/// A screen that returns a string, with its model.
@MainActor
private final class FormScreen: Screen {
  let form: FormModel

  init(model: FormModel) {
    form = model
    super.init(title: "Form", model: model)
  }
}

/// Shows Cancel and Done in its navigation bar, wired to its screen's model.
@MainActor
private final class FormViewController: ScreenViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Cancel",
      primaryAction: UIAction { [weak self] _ in
        (self?.screen as? FormScreen)?.form.cancel()
      })
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done",
      primaryAction: UIAction { [weak self] _ in
        (self?.screen as? FormScreen)?.form.done()
      })
  }
}

/// Dismisses itself from its Cancel button, the UIKit habit, instead of asking its model.
@MainActor
private final class DismissingFormViewController: ScreenViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Cancel", primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
  }
}

/// Refuses the swipe down of its sheet and asks "Discard changes?" instead (Apple's "disabling
/// the pull-down gesture for a sheet"); Discard cancels the form through its model.
@MainActor
private final class DiscardingFormViewController: ScreenViewController,
  UIAdaptivePresentationControllerDelegate
{
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.presentationController?.delegate = self
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  { false }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    let prompt = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
    prompt.addAction(
      UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
        (self?.screen as? FormScreen)?.form.cancel()
      })
    prompt.addAction(UIAlertAction(title: "Keep editing", style: .cancel))
    present(prompt, animated: true)
  }
}

/// The appearance callbacks of ``LoggedViewController``s, in order.
@MainActor
private final class CallbackLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) { entries.append(entry) }
  func clear() { entries.removeAll() }
}

/// A screen whose view controller logs its appearance callbacks.
@MainActor
private final class LoggedScreen: ItemScreen {}

/// Logs each appearance callback as "<title> <callback>".
@MainActor
private final class LoggedViewController: ScreenViewController {
  private let log: CallbackLog

  init(screen: Screen, log: CallbackLog) {
    self.log = log
    super.init(screen: screen)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.record("\(title ?? "") viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.record("\(title ?? "") viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.record("\(title ?? "") viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.record("\(title ?? "") viewDidDisappear")
  }
}

/// Builds every name as a ``LoggedScreen`` titled with it.
@MainActor
private func loggedRegistry() -> ScreenRegistry {
  var registry = ScreenRegistry()
  for name in ["a", "b", "c", "d", "e"] {
    registry.register(name) { identity, _ in LoggedScreen(title: identity.name) }
  }
  return registry
}
