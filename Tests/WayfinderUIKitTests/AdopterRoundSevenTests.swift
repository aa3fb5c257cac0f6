import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A UIKit developer adopting the bridge, seventh round: screens whose view controllers override
/// every appearance method and read their screen, act or route there, for each way a screen
/// leaves; a bridge stopped and another started on the same window; the app's own container
/// subclasses and embedded children as screens' view controllers; screens built ahead and stack
/// operations; and, after each scenario, nothing left alive.
@MainActor
@Suite struct AdopterRoundSevenTests {
  // MARK: - Appearance overrides for each way a screen leaves

  /// A pushed or presented "Detail" leaves in one of the ways UIKit and the model offer; its
  /// view controller logs what each appearance method sees of its screen.
  @Test(arguments: LeaveWay.allCases, [false, true])
  func aWatchfulScreenSeesItsScreenInEveryCallbackAsItLeaves(way: LeaveWay, forResult: Bool)
    throws
  {
    let app = try BridgedApp()
    let log = AppearanceLog()
    app.bridge.register(WatchedScreen.self) { WatchfulViewController(screen: $0, log: log) }
    let watcher = LifetimeWatcher()
    let sheetDelegate = AppSheetDelegate()
    var result: [RouteResult<String>] = []
    do {
      let router = try #require(app.home.router)
      if forResult {
        router.open(way.transition, returning: String.self) { _ in
          WatchedScreen(title: "Detail")
        } onResult: {
          result.append($0)
        }
      } else {
        router.open(way.transition) { _ in WatchedScreen(title: "Detail") }
      }
      DoubleRunLoop.main.runUntilIdle()
      // Only UIKit holds the view controller, and only the model holds the screen.
      let controller = try #require(app.window.topmostScreen.flatMap(app.bridge.viewController))
      watcher.watch(app.window.topmostScreen, as: "detail screen")
      watcher.watch(controller, as: "detail controller")
      #expect(
        log.entries == [
          "Detail load screen:Detail", "Detail willAppear screen:Detail",
          "Detail didAppear screen:Detail",
        ])
      log.entries.removeAll()
      try way.leave(app, controller, sheetDelegate: sheetDelegate)
      DoubleRunLoop.main.runUntilIdle()
    }
    if way.isTheUsers {
      #expect(log.entries == way.usersLog(forResult: forResult))
    } else {
      // The model closed the screen first: no callback finds it shown (nor, without a result
      // waiting for UIKit, alive).
      #expect(log.entries.count == 3)
      #expect(
        log.entries.allSatisfy {
          $0.hasSuffix(forResult ? "(closed)" : "screen:nil") || $0.hasSuffix("screen:nil")
        }, "\(log.entries)")
    }
    #expect(result == (forResult ? [.cancelled] : []))
    if way == .sheetSwipeAppDelegate {
      #expect(sheetDelegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }
    #expect(watcher.survivors == [])
    if way == .setRoot {
      // The scene holds its first screens: the leak report names them, and nothing else.
      #expect(app.window.leakedScreens().map(\.description).count == 2)
      #expect(app.bridge.leakedViewControllers() == [])
      app.expectInSync()
    } else {
      app.expectSettled()
    }
  }

  /// A picker that hands its choice back as it leaves (`viewWillDisappear(_:)`, "save on back"):
  /// when the user takes it away, the presenter gets the choice once, not `.cancelled`.
  @Test(arguments: [LeaveWay.backButton, .edgeSwipe, .tabTapToRoot, .sheetSwipe])
  func aPickerThatFinishesAsItLeavesHandsItsChoiceOnce(way: LeaveWay) throws {
    let app = try BridgedApp()
    let log = AppearanceLog()
    app.bridge.register(WatchedScreen.self) { screen in
      let controller = WatchfulViewController(screen: screen, log: log)
      controller.finishesAsItLeaves = "Blue"
      return controller
    }
    let watcher = LifetimeWatcher()
    var result: [RouteResult<String>] = []
    var revealedAtResult: [String] = []
    let sheetDelegate = AppSheetDelegate()
    do {
      try #require(app.home.router).open(way.transition, returning: String.self) { router in
        let screen = WatchedScreen(title: "Detail")
        screen.addAction("Finish") { [weak router] in router?.finish(with: "Blue") }
        return screen
      } onResult: { [weak app] in
        result.append($0)
        revealedAtResult.append(app?.window.topmostScreen?.title ?? "-")
      }
      DoubleRunLoop.main.runUntilIdle()
      // Only UIKit holds the view controller, and only the model holds the screen.
      let controller = try #require(app.window.topmostScreen.flatMap(app.bridge.viewController))
      watcher.watch(app.window.topmostScreen, as: "detail screen")
      watcher.watch(controller, as: "detail controller")
      try way.leave(app, controller, sheetDelegate: sheetDelegate)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(result == [.finished("Blue")])
    #expect(revealedAtResult == ["Home"])
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// The screen a pop reveals opens a tip sheet when it shows again, from `viewWillAppear(_:)`
  /// or `viewDidAppear(_:)`: whoever popped, and even when the user cancels the swipe that
  /// began revealing it, UIKit ends equal to the model, with the tip once.
  @Test(arguments: RevealWay.allCases, [false, true])
  func aScreenThatOpensATipWhenItShowsAgainGetsItOnce(way: RevealWay, inWillAppear: Bool)
    throws
  {
    let scene = try RevealScene(tipsInWillAppear: inWillAppear)
    let watcher = LifetimeWatcher()
    do {
      try #require(scene.home.router).open(.push) { _ in ItemScreen(title: "Detail") }
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(scene.window.topmostScreen, as: "detail screen")
      watcher.watch(scene.navigation?.topViewController, as: "detail controller")
      try way.reveal(scene)
      DoubleRunLoop.main.runUntilIdle()
    }
    let tipOpened = way != .edgeSwipeCancelled || inWillAppear
    #expect(scene.tipsOpened == (tipOpened ? 1 : 0))
    #expect(scene.stack == (way == .edgeSwipeCancelled ? ["Home", "Detail"] : ["Home"]))
    #expect(scene.window.root?.presentedScreen?.title == (tipOpened ? "Tip" : nil))
    #expect(scene.navigation?.presentedViewController?.title == (tipOpened ? "Tip" : nil))
    if way != .edgeSwipeCancelled { #expect(watcher.survivors == []) }
    scene.expectSettled()
  }

  // MARK: - Stopping a bridge, and a new one on the same window

  /// A bridge stopped over tabs, a pushed screen and a sheet, then a new one on the same
  /// window and model: it rebuilds UIKit, the app's delegates (set by its screens' view
  /// controllers as they appear) are called again, and the old tree and bridge are freed.
  @Test func aNewBridgeOnTheSameWindowRebuildsTheTreeAndTheAppsDelegatesHearTheUser() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    let delegate = AppNavigationDelegate()
    let sheetDelegate = AppSheetDelegate()
    try app.open("Detail", from: app.home, as: .push)
    try app.open("Sheet", from: app.other, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    do {
      let navigation = try #require(app.homeNavigation)
      navigation.delegate = delegate
      app.tabs?.presentedViewController?.presentationController?.delegate = sheetDelegate
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(app.tabs, as: "old tabs")
      watcher.watch(navigation, as: "old home navigation")
      watcher.watch(navigation.topViewController, as: "old detail controller")
      watcher.watch(app.tabs?.presentedViewController, as: "old sheet controller")
      app.bridge.stop()
      #expect(navigation.delegate === delegate, "handed back")
    }
    delegate.calls.removeAll()
    var bridge: UIKitBridge? = UIKitBridge(window: app.window, uiWindow: app.uiWindow)
    weak let weakBridge = bridge
    bridge?.register(ItemScreen.self) { ItemViewController(screen: $0) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(watcher.survivors == [], "the first bridge's tree is freed")
    try expectSecondBridgeFollowsTheUser(
      app, try #require(bridge), delegate: delegate, sheetDelegate: sheetDelegate)
    bridge = nil
    #expect(weakBridge == nil, "a stopped bridge is freed with its last reference")
  }

  private func expectSecondBridgeFollowsTheUser(
    _ app: BridgedApp, _ bridge: UIKitBridge, delegate: AppNavigationDelegate,
    sheetDelegate: AppSheetDelegate
  ) throws {
    #expect(bridge.differenceReport() == nil)
    #expect(DoubleRunLoop.main.log == [])
    let tabs = try #require(app.uiWindow.rootViewController as? UITabBarController)
    #expect(tabs.presentedViewController?.title == "Sheet")
    let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
    // The app sets its delegates on the new containers, as on the first.
    navigation.delegate = delegate
    do {
      let sheetController = try #require(tabs.presentedViewController)
      sheetController.presentationController?.delegate = sheetDelegate
      sheetDelegate.calls.removeAll()
      #expect(UIKitUser.swipeDown(sheetController))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(sheetDelegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(delegate.calls == ["willShow Home", "didShow Home"])
    #expect(app.window.topmostScreen === app.home)
    #expect(bridge.differenceReport() == nil)
    #expect(bridge.leakedViewControllers() == [])
    #expect(app.bridge.leakedViewControllers() == [])
    #expect(app.window.leakedScreens() == [])
    #expect(DoubleRunLoop.main.log == [])
    bridge.stop()
    #expect(navigation.delegate === delegate)
  }

  /// A bridge made for a model that already shows tabs, a pushed screen in each and a sheet
  /// in a navigation controller: one tree, each shown view controller appearing once, the
  /// hidden tab's not at all.
  @Test func aBridgeStartedOnATreeWithTabsStacksAndASheetBuildsItWithEachAppearanceOnce()
    throws
  {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    let window = Window()
    let uiWindow = UIWindow()
    let log = AppearanceLog()
    var home: ItemScreen?
    try window.setRoot { router in
      let first = try router.makeScreen { _ in ItemScreen(title: "Home") }
      let second = try router.makeScreen { _ in ItemScreen(title: "Other") }
      home = first
      return try TabContainer(
        tabs: [NavigationContainer(root: first), NavigationContainer(root: second)], title: "Tabs")
    }
    let root = try #require(home)
    home = nil
    root.router?.open(.push) { _ in WatchedScreen(title: "Detail") }
    let other = try #require(window.root?.children.last?.children.first)
    other.router?.open(.push) { _ in WatchedScreen(title: "Hidden") }
    window.topmostScreen?.router?.open(.modal(inNavigation: true)) { _ in
      WatchedScreen(title: "Edit")
    }
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    defer { bridge.stop() }
    bridge.register(WatchedScreen.self) { WatchfulViewController(screen: $0, log: log) }
    var events: [String] = []
    bridge.onEvent = { events.append($0.description) }
    uiWindow.makeKeyAndVisible()
    var done = 0
    window.topmostScreen?.router?.focus { _ in done += 1 }
    #expect(done == 0, "a completion waits for UIKit once a bridge shows the window")
    DoubleRunLoop.main.runUntilIdle()
    #expect(done == 1)
    #expect(events == [])
    #expect(bridge.differenceReport() == nil)
    #expect(DoubleRunLoop.main.log == [])
    let tabs = try #require(uiWindow.rootViewController as? UITabBarController)
    let stacks = (tabs.viewControllers ?? []).compactMap { $0 as? UINavigationController }
    #expect(
      stacks.map { $0.viewControllers.map(\.title) } == [["Home", "Detail"], ["Other", "Hidden"]])
    let presented = try #require(tabs.presentedViewController as? UINavigationController)
    #expect(presented.viewControllers.map(\.title) == ["Edit"])
    #expect(
      log.entries == [
        "Detail load screen:Detail", "Detail willAppear screen:Detail", "Edit load screen:Edit",
        "Edit willAppear screen:Edit", "Detail didAppear screen:Detail",
        "Edit didAppear screen:Edit",
      ], "the sheet over Detail, each once; the other tab's Hidden not even loaded")
    #expect(window.leakedScreens() == [])
    #expect(bridge.leakedViewControllers() == [])
  }

  // MARK: - The app's own containers and children as screens' view controllers

  /// A compose screen whose view controller is the app's own navigation controller around its
  /// form (and which pushes its own step inside): the bridge presents it, leaves its inside to
  /// the app, follows the user's swipe down, and frees it all; on a stack, it is reported.
  @Test func theAppsNavigationControllerSubclassPresentedForAScreenIsTheAppsInside() throws {
    let app = try BridgedApp()
    var events: [String] = []
    app.bridge.onEvent = { events.append($0.description) }
    app.bridge.register(ComposeScreen.self) { ComposeNavigationController(screen: $0) }
    let watcher = LifetimeWatcher()
    var result: [RouteResult<String>] = []
    do {
      try #require(app.home.router).open(.modal, returning: String.self) { _ in
        ComposeScreen(title: "Compose")
      } onResult: {
        result.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let compose = try #require(app.tabs?.presentedViewController as? ComposeNavigationController)
      #expect(compose.viewControllers.map(\.title) == ["Form"])
      #expect(
        compose.delegate === compose, "the app's own navigation controller keeps its delegate")
      #expect(compose.modalPresentationStyle == .formSheet, "its own style, not its form's")
      app.expectInSync()
      compose.pushViewController(ComposeNavigationController.step("Recipients"), animated: true)
      DoubleRunLoop.main.runUntilIdle()
      // A routing event: the bridge's next pass leaves the app's inside alone.
      try app.open("Elsewhere", from: app.other, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      #expect(compose.viewControllers.map(\.title) == ["Form", "Recipients"])
      #expect(compose.shown == ["Form", "Recipients"])
      #expect(UIKitUser.swipeBack(in: compose))
      DoubleRunLoop.main.runUntilIdle()
      #expect(compose.viewControllers.map(\.title) == ["Form"])
      #expect(compose.shown == ["Form", "Recipients", "Form"])
      #expect(compose.delegate === compose)
      #expect(app.window.root?.presentedScreen?.title == "Compose")
      watcher.watch(compose, as: "compose navigation")
      watcher.watch(compose.viewControllers.first, as: "form")
      watcher.watch(app.window.root?.presentedScreen, as: "compose screen")
      #expect(UIKitUser.swipeDown(compose))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(result == [.cancelled])
    #expect(events == [])
    #expect(watcher.survivors == [])
    app.expectSettled()

    // The same factory for a screen pushed on a stack: UIKit cannot push a navigation
    // controller; the bridge shows a plain view controller and says so.
    app.home.router?.open(.push) { _ in ComposeScreen(title: "Pushed compose") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(events.count == 1)
    #expect(events.first?.contains("ComposeNavigationController") == true, "\(events)")
    do {
      let top = app.homeNavigation?.topViewController
      #expect(top.map { type(of: $0) == ScreenViewController.self } == true)
      #expect(top?.title == "Pushed compose")
    }
    try #require(app.window.topmostScreen?.router).close()
    DoubleRunLoop.main.runUntilIdle()
    app.expectSettled()
  }

  /// A screen whose view controller is the app's own tab bar controller of two pages: the
  /// user's taps between its pages are the app's, and the swipe down closes the screen.
  @Test func theAppsTabBarControllerSubclassPresentedForAScreenKeepsItsOwnTabs() throws {
    let app = try BridgedApp()
    var events: [String] = []
    app.bridge.onEvent = { events.append($0.description) }
    app.bridge.register(ComposeScreen.self) { PagesTabBarController(screen: $0) }
    let watcher = LifetimeWatcher()
    do {
      try #require(app.home.router).open(.modal) { _ in ComposeScreen(title: "Pages") }
      DoubleRunLoop.main.runUntilIdle()
      let pages = try #require(app.tabs?.presentedViewController as? PagesTabBarController)
      #expect(pages.viewControllers?.map(\.title) == ["Page 1", "Page 2"])
      #expect(pages.delegate === pages, "the app's own tab bar controller keeps its delegate")
      #expect(UIKitUser.tapTab(in: pages, at: 1))
      try app.open("Elsewhere", from: app.other, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      #expect(pages.selectedIndex == 1)
      #expect(pages.selected == ["Page 2"])
      #expect(pages.delegate === pages)
      #expect(app.tabs?.selectedIndex == 0, "the app's tab tap is not the model's")
      #expect(app.window.root?.presentedScreen?.title == "Pages")
      app.expectInSync()
      watcher.watch(pages, as: "pages")
      watcher.watch(pages.viewControllers?.last, as: "page 2")
      watcher.watch(app.window.root?.presentedScreen, as: "pages screen")
      #expect(UIKitUser.swipeDown(pages))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(events == [])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// A pushed screen whose view controller embeds the app's own navigation controller as a
  /// child (a list with its own drill-down): the user's swipe inside the child is the app's,
  /// the swipe on the bridge's stack pops the screen, and everything is freed.
  @Test func aScreenEmbeddingTheAppsNavigationControllerAsAChildPopsAsAnyOther() throws {
    let app = try BridgedApp()
    var events: [String] = []
    app.bridge.onEvent = { events.append($0.description) }
    app.bridge.register(ComposeScreen.self) { NestingViewController(screen: $0) }
    let watcher = LifetimeWatcher()
    do {
      try #require(app.home.router).open(.push) { _ in ComposeScreen(title: "Nesting") }
      DoubleRunLoop.main.runUntilIdle()
      let outer = try #require(app.homeNavigation)
      let nesting = try #require(outer.topViewController as? NestingViewController)
      nesting.inner.pushViewController(ComposeNavigationController.step("Inner 2"), animated: true)
      DoubleRunLoop.main.runUntilIdle()
      #expect(nesting.inner.viewControllers.map(\.title) == ["Inner 1", "Inner 2"])
      #expect(UIKitUser.swipeBack(in: nesting.inner))
      DoubleRunLoop.main.runUntilIdle()
      #expect(nesting.inner.viewControllers.map(\.title) == ["Inner 1"])
      #expect(app.window.topmostScreen?.title == "Nesting", "the child's pop is the app's")
      app.expectInSync()
      watcher.watch(nesting, as: "nesting")
      watcher.watch(nesting.inner, as: "inner navigation")
      watcher.watch(app.window.topmostScreen, as: "nesting screen")
      #expect(UIKitUser.swipeBack(in: outer))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(events == [])
    #expect(app.window.topmostScreen === app.home)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// A factory that keeps one view controller per screen title (a cache): the same view
  /// controller for a screen opened again after the first left UIKit is used without a word;
  /// asked for a second screen while the first still shows it, the bridge shows a plain one
  /// and reports ``UIKitBridge/Event/reusedViewController(_:)``; nothing waits forever.
  @Test func aCachingFactoryIsServedOnceTheCachedViewControllerIsFree() throws {
    let app = try BridgedApp()
    var events: [String] = []
    app.bridge.onEvent = { events.append($0.description) }
    var cache: ItemViewController?
    app.bridge.register(ComposeScreen.self) { screen in
      if let cached = cache { return cached }
      let made = ItemViewController(screen: screen)
      cache = made
      return made
    }
    app.home.router?.open(.push) { _ in ComposeScreen(title: "Cached") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.homeNavigation?.topViewController === cache)
    try #require(app.window.topmostScreen?.router).close()
    DoubleRunLoop.main.runUntilIdle()
    var done = 0
    app.home.router?.open(.push) { _ in
      ComposeScreen(title: "Again")
    } completion: { _ in
      done += 1
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done == 1)
    #expect(events == [], "a view controller UIKit let go of may show another screen")
    #expect(app.homeNavigation?.topViewController === cache)
    #expect(app.window.topmostScreen.flatMap(app.bridge.viewController) === cache)
    app.other.router?.open(.push) { _ in
      ComposeScreen(title: "Twice")
    } completion: { _ in
      done += 1
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done == 2)
    #expect(events.count == 1)
    #expect(events.first?.contains("returned again") == true, "\(events)")
    do {
      let twice = app.tabs?.viewControllers?.last.flatMap {
        ($0 as? UINavigationController)?.topViewController
      }
      #expect(twice.map { type(of: $0) == ScreenViewController.self } == true)
    }
    app.expectInSync()
    cache = nil
    try #require(app.window.topmostScreen?.router).close()
    try #require(app.window.root?.children.first?.children.last?.router).close()
    DoubleRunLoop.main.runUntilIdle()
    app.expectSettled()
  }

  // MARK: - Screens built ahead and stack operations

  /// A stack of Home, A, B and C, C built ahead (`makeScreen`, then `route(to:as:)`); then a
  /// stack operation, animated or not: UIKit ends with the model's stack, the screens that
  /// left and their view controllers are freed, and only the view controllers that leave or
  /// come on top see appearance callbacks, once each, with their screen.
  @Test(arguments: StackOperation.allCases, [true, false])
  func aStackOperationEndsWithTheModelsStackAndEachCallbackOnce(
    operation: StackOperation, animated: Bool
  ) throws {
    let app = try BridgedApp()
    let log = AppearanceLog()
    app.bridge.register(WatchedScreen.self) { WatchfulViewController(screen: $0, log: log) }
    var events: [String] = []
    app.bridge.onEvent = { events.append($0.description) }
    let watcher = LifetimeWatcher()
    var done: [String] = []
    do {
      let homeRouter = try #require(app.home.router)
      homeRouter.open(.push) { _ in WatchedScreen(title: "A") }
      let a = try #require(app.window.topmostScreen)
      try #require(a.router).open(.push) { _ in WatchedScreen(title: "B") }
      let b = try #require(app.window.topmostScreen)
      let bRouter = try #require(b.router)
      let ahead = try bRouter.makeScreen(.push) { _ in WatchedScreen(title: "C") }
      DoubleRunLoop.main.runUntilIdle()
      #expect(app.bridge.viewController(for: ahead) == nil, "nothing made for a screen not shown")
      bRouter.route(to: ahead, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      #expect(app.homeNavigation?.viewControllers.map(\.title) == ["Home", "A", "B", "C"])
      for screen in [a, b, ahead] {
        watcher.watch(screen, as: "screen \(screen.title)")
        watcher.watch(app.bridge.viewController(for: screen), as: "controller \(screen.title)")
      }
      log.entries.removeAll()
      try operation.perform(app, a: a, b: b, c: ahead, animated: animated) { done.append($0) }
      #expect(done == [], "a completion waits for UIKit")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done == ["success"])
    #expect(events == [])
    #expect(app.homeNavigation?.viewControllers.map(\.title) == operation.stack)
    #expect(log.entries == operation.log, "\(log.entries)")
    let freed = watcher.survivors.filter { name in
      operation.stack.contains { name.hasSuffix(" \($0)") }
    }
    #expect(watcher.survivors == freed, "only what stays on the stack is alive")
    // Clear the stack: everything goes.
    try #require(app.home.router).popToRoot(animated: animated)
    DoubleRunLoop.main.runUntilIdle()
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// A screen built ahead and never shown is freed with its router when the app drops it; the
  /// factory never runs for it.
  @Test func aScreenBuiltAheadAndDroppedIsFreedWithoutAViewController() throws {
    let app = try BridgedApp()
    var made = 0
    app.bridge.register(WatchedScreen.self) { screen in
      made += 1
      return ScreenViewController(screen: screen)
    }
    let watcher = LifetimeWatcher()
    do {
      let peek = try #require(app.home.router).makeScreen(.push) { _ in WatchedScreen(title: "Peek")
      }
      watcher.watch(peek, as: "peek")
      watcher.watch(peek.router, as: "peek router")
      DoubleRunLoop.main.runUntilIdle()
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(made == 0)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// A screen that opens a "Saved" sheet from its own router as it starts leaving
  /// (`viewWillDisappear(_:)`) while the user takes it away: the sheet leaves with it (the
  /// guide: what a link opens on a screen the user is swiping away leaves with that screen), or
  /// shows over it when the user cancels the swipe; UIKit ends equal to the model either way.
  @Test(arguments: UserLeave.allCases)
  func aScreenThatOpensASheetAsTheUserTakesItAwayEndsEqual(leave: UserLeave) throws {
    let app = try BridgedApp()
    let log = AppearanceLog()
    app.bridge.register(WatchedScreen.self) { screen in
      let controller = WatchfulViewController(screen: screen, log: log)
      controller.opensSheetAsItLeaves = true
      return controller
    }
    var events: [String] = []
    app.bridge.onEvent = { events.append($0.description) }
    let watcher = LifetimeWatcher()
    var opened: [String] = []
    do {
      try #require(app.home.router).open(.push) { _ in WatchedScreen(title: "Detail") }
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(app.window.topmostScreen, as: "detail screen")
      watcher.watch(app.homeNavigation?.topViewController, as: "detail controller")
      let navigation = try #require(app.homeNavigation)
      log.onSheet = { [weak app] in opened.append(app?.window.topmostScreen?.title ?? "-") }
      switch leave {
      case .backButton: #expect(UIKitUser.tapBackButton(in: navigation))
      case .edgeSwipe: #expect(UIKitUser.swipeBack(in: navigation))
      case .tabTapToRoot: #expect(UIKitUser.tapTab(in: try #require(app.tabs), at: 0))
      case .edgeSwipeCancelled:
        let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
        DoubleRunLoop.main.runUntilIdle()
        #expect(gesture.cancel())
      }
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(opened == ["Saved"], "opened once, over Detail")
    #expect(events == [])
    if leave == .edgeSwipeCancelled {
      #expect(app.window.topmostScreen?.title == "Saved")
      #expect(app.tabs?.presentedViewController?.title == "Saved")
      app.expectInSync()
      try #require(app.window.topmostScreen?.router).close()
      DoubleRunLoop.main.runUntilIdle()
      try #require(app.window.topmostScreen?.router).close()
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(app.window.topmostScreen === app.home)
    #expect(app.tabs?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }
}

// MARK: - Ways a screen leaves

/// How "Detail" leaves in ``AdopterRoundSevenTests``.
enum LeaveWay: String, CaseIterable, CustomTestStringConvertible, Sendable {
  /// The model closes it: the bridge pops it.
  case bridgePop
  /// The model closes it: the bridge dismisses it.
  case bridgeDismiss
  /// The user taps the back button.
  case backButton
  /// The user swipes back from the edge.
  case edgeSwipe
  /// The user swipes the sheet down (the bridge is its delegate).
  case sheetSwipe
  /// The user swipes the sheet down right after the app set its own delegate.
  case sheetSwipeAppDelegate
  /// The user taps the selected tab: its stack pops to the root.
  case tabTapToRoot
  /// The model replaces the window's root.
  case setRoot

  var testDescription: String { rawValue }

  /// How "Detail" is opened from Home.
  var transition: Transition {
    switch self {
    case .bridgeDismiss, .sheetSwipe, .sheetSwipeAppDelegate: .modal
    default: .push
    }
  }

  /// Makes "Detail", shown by `controller`, leave.
  @MainActor
  func leave(
    _ app: BridgedApp, _ controller: UIViewController, sheetDelegate: AppSheetDelegate
  ) throws {
    let navigation = try #require(app.homeNavigation)
    switch self {
    case .bridgePop, .bridgeDismiss:
      try #require(app.window.topmostScreen?.router).close()
    case .backButton:
      #expect(UIKitUser.tapBackButton(in: navigation))
    case .edgeSwipe:
      #expect(UIKitUser.swipeBack(in: navigation))
    case .sheetSwipe:
      #expect(UIKitUser.swipeDown(controller))
    case .sheetSwipeAppDelegate:
      controller.presentationController?.delegate = sheetDelegate
      #expect(UIKitUser.swipeDown(controller))
    case .tabTapToRoot:
      let tabs = try #require(app.tabs)
      #expect(UIKitUser.tapTab(in: tabs, at: 0))
    case .setRoot:
      try app.window.setRoot { _ in ItemScreen(title: "Welcome") }
    }
  }

  /// Whether the user takes the screen away (the model follows), rather than the model.
  var isTheUsers: Bool {
    switch self {
    case .bridgePop, .bridgeDismiss, .setRoot: false
    default: true
    }
  }

  /// What the leaving view controller logs when the user takes it away: the screen is shown in
  /// every callback (the model follows after them), except after `super` in
  /// `viewDidDisappear(_:)` of a sheet whose delegate is the app's, where it is closed (freed
  /// unless a result still waits to be delivered).
  func usersLog(forResult: Bool) -> [String] {
    let afterSuper =
      self == .sheetSwipeAppDelegate ? (forResult ? "Detail (closed)" : "nil") : "Detail"
    return [
      "Detail willDisappear screen:Detail", "Detail didDisappear screen:Detail",
      "Detail after super screen:\(afterSuper)",
    ]
  }
}

// MARK: - The app's view controllers

/// What ``WatchfulViewController``s saw, in order.
@MainActor
final class AppearanceLog {
  var entries: [String] = []
  /// Called when a watched view controller opened its "Saved" sheet.
  var onSheet: (@MainActor () -> Void)?
}

/// How the user takes "Detail" away in ``AdopterRoundSevenTests``.
enum UserLeave: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case backButton, edgeSwipe, edgeSwipeCancelled, tabTapToRoot

  var testDescription: String { rawValue }
}

/// A screen shown by a ``WatchfulViewController``.
@MainActor
final class WatchedScreen: Screen {}

/// Overrides every appearance method and logs the screen it finds there; optionally finishes
/// its screen's flow as it leaves.
@MainActor
final class WatchfulViewController: ScreenViewController {
  private let log: AppearanceLog
  /// The value handed back in `viewWillDisappear(_:)`, if any.
  var finishesAsItLeaves: String?
  /// Whether `viewWillDisappear(_:)` opens a "Saved" sheet from the screen's router.
  var opensSheetAsItLeaves = false

  init(screen: Screen, log: AppearanceLog) {
    self.log = log
    super.init(screen: screen)
  }

  required init?(coder: NSCoder) { nil }

  private func note(_ moment: String) {
    let seen = screen.map { "\($0.title)\($0.isShown ? "" : " (closed)")" } ?? "nil"
    log.entries.append("\(title ?? "") \(moment) screen:\(seen)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    note("load")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    note("willAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    note("didAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    note("willDisappear")
    if finishesAsItLeaves != nil { try? triggerAction("Finish") }
    if opensSheetAsItLeaves, let router = screen?.router {
      router.open(.modal) { _ in ItemScreen(title: "Saved") }
      log.onSheet?()
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    note("didDisappear")
    super.viewDidDisappear(animated)
    note("after super")
  }
}

// MARK: - Revealing a screen

/// How the screen below "Detail" is revealed in ``AdopterRoundSevenTests``.
enum RevealWay: String, CaseIterable, CustomTestStringConvertible, Sendable {
  /// The model closes "Detail".
  case bridgePop
  /// The user taps the back button.
  case backButton
  /// The user swipes back from the edge.
  case edgeSwipe
  /// The user starts swiping back and cancels.
  case edgeSwipeCancelled
  /// The user picks the root in the back button's menu.
  case backMenu

  var testDescription: String { rawValue }

  /// Reveals the screen below "Detail".
  @MainActor
  func reveal(_ scene: RevealScene) throws {
    let navigation = try #require(scene.navigation)
    switch self {
    case .bridgePop:
      try #require(scene.window.topmostScreen?.router).close()
    case .backButton:
      #expect(UIKitUser.tapBackButton(in: navigation))
    case .edgeSwipe:
      #expect(UIKitUser.swipeBack(in: navigation))
    case .edgeSwipeCancelled:
      let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
      DoubleRunLoop.main.runUntilIdle()
      #expect(gesture.cancel())
    case .backMenu:
      #expect(UIKitUser.popFromBackMenu(in: navigation, to: 0))
    }
  }
}

/// A screen that opens a tip when it shows again.
@MainActor
final class TipHostScreen: Screen {}

/// Opens a "Tip" sheet from its screen's router when its view shows again (not the first time),
/// in `viewWillAppear(_:)` or `viewDidAppear(_:)`, after calling `super`.
@MainActor
final class TipHostViewController: ScreenViewController {
  private let inWillAppear: Bool
  private var appearances = 0
  /// Called for each tip opened.
  var onTip: (@MainActor () -> Void)?

  init(screen: Screen, inWillAppear: Bool) {
    self.inWillAppear = inWillAppear
    super.init(screen: screen)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if inWillAppear { openTipOnReturn() }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if !inWillAppear { openTipOnReturn() }
  }

  private func openTipOnReturn() {
    appearances += 1
    guard appearances == 2 else { return }
    onTip?()
    screen?.router?.open(.modal) { _ in ItemScreen(title: "Tip") }
  }
}

/// One navigation stack whose root is a ``TipHostScreen``, bridged to UIKit.
@MainActor
final class RevealScene: BridgedScene {
  let window = Window()
  let uiWindow = UIWindow()
  let bridge: UIKitBridge
  let home: TipHostScreen
  private(set) var tipsOpened = 0

  init(tipsInWillAppear: Bool) throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    var made: TipHostScreen?
    try window.setRoot { router in
      let root = try router.makeScreen { _ in TipHostScreen(title: "Home") }
      made = root
      return try NavigationContainer(root: root)
    }
    home = try #require(made)
    bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    bridge.register(TipHostScreen.self) { [weak self] screen in
      let controller = TipHostViewController(screen: screen, inWillAppear: tipsInWillAppear)
      controller.onTip = { [weak self] in self?.tipsOpened += 1 }
      return controller
    }
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
  }

  var navigation: UINavigationController? {
    uiWindow.rootViewController as? UINavigationController
  }

  /// The titles of the model's stack.
  var stack: [String] {
    (window.root as? NavigationContainer)?.children.map(\.title) ?? []
  }
}

// MARK: - The app's containers

/// A screen shown by one of the app's own containers.
@MainActor
final class ComposeScreen: Screen {}

/// The app's own navigation controller for a compose screen, around its form; its own
/// delegate, noting each page it shows.
@MainActor
final class ComposeNavigationController: UINavigationController, UINavigationControllerDelegate {
  /// The titles of the view controllers it was told it showed.
  var shown: [String] = []

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    shown.append(viewController.title ?? "")
  }

  /// A plain step of the app's, titled `title`.
  static func step(_ title: String) -> UIViewController {
    let step = UIViewController()
    step.title = title
    return step
  }

  init(screen: Screen) {
    let form = Self.step("Form")
    form.modalPresentationStyle = .fullScreen
    super.init(rootViewController: form)
    title = screen.title
    delegate = self
    modalPresentationStyle = .formSheet
  }

  required init?(coder: NSCoder) { nil }
}

/// The app's own tab bar controller of two pages for a screen; its own delegate, noting each
/// page the user selects.
@MainActor
final class PagesTabBarController: UITabBarController, UITabBarControllerDelegate {
  /// The titles of the pages it was told were selected.
  var selected: [String] = []

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selected.append(viewController.title ?? "")
  }

  init(screen: Screen) {
    super.init(nibName: nil, bundle: nil)
    title = screen.title
    delegate = self
    viewControllers = [
      ComposeNavigationController.step("Page 1"), ComposeNavigationController.step("Page 2"),
    ]
  }

  required init?(coder: NSCoder) { nil }
}

/// A screen's view controller embedding the app's own navigation controller as a child.
@MainActor
final class NestingViewController: ScreenViewController {
  let inner = UINavigationController(
    rootViewController: ComposeNavigationController.step("Inner 1"))

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(inner)
    view.addSubview(inner.view)
    inner.didMove(toParent: self)
  }
}

// MARK: - Stack operations

/// A stack operation on Home, A, B, C in ``AdopterRoundSevenTests``.
enum StackOperation: String, CaseIterable, CustomTestStringConvertible, Sendable {
  /// `popToRoot()` from C's router.
  case popToRoot
  /// `popAndPush` from B's router: D replaces B and C.
  case popAndPush
  /// `setStack` from C's router: Home, C, D.
  case setStack
  /// B's `close()`: B leaves, with C above it.
  case removeMiddle
  /// A's `focus()`.
  case focus

  var testDescription: String { rawValue }

  /// Performs the operation; `completion` hears "success" or the error.
  @MainActor
  func perform(
    _ app: BridgedApp, a: Screen, b: Screen, c: Screen, animated: Bool,
    completion: @escaping @MainActor (String) -> Void
  ) throws {
    let report: RoutingCompletion = { result in
      switch result {
      case .success: completion("success")
      case .failure(let error): completion("\(error)")
      }
    }
    switch self {
    case .popToRoot:
      try #require(c.router).popToRoot(animated: animated, completion: report)
    case .popAndPush:
      try #require(b.router).popAndPush(animated: animated) { _ in
        WatchedScreen(title: "D")
      } completion: {
        report($0.map { _ in () })
      }
    case .setStack:
      let home = app.home
      try #require(c.router).setStack(animated: animated) { stack in
        try stack.keep(home)
        try stack.keep(c)
        try stack.push { _ in WatchedScreen(title: "D") }
      } completion: {
        report($0)
      }
    case .removeMiddle:
      try #require(b.router).close(completion: report)
    case .focus:
      try #require(a.router).focus(completion: report)
    }
  }

  /// The stack UIKit ends with.
  var stack: [String] {
    switch self {
    case .popToRoot: ["Home"]
    case .popAndPush: ["Home", "A", "D"]
    case .setStack: ["Home", "C", "D"]
    case .removeMiddle, .focus: ["Home", "A"]
    }
  }

  /// What the watched view controllers log: the top one leaves (finding its screen gone, as
  /// the model closed it, unless it stays on the stack) and the new top appears (its view
  /// loaded only now: UIKit loads a view controller's view when it first shows), in UIKit's
  /// order.
  var log: [String] {
    let leaving = self == .setStack ? "C" : "nil"
    let left = ["willDisappear", "didDisappear", "after super"].map { "C \($0) screen:\(leaving)" }
    let top: String? =
      switch self {
      case .popToRoot: nil
      case .popAndPush, .setStack: "D"
      case .removeMiddle, .focus: "A"
      }
    guard let top else { return left }
    return [
      "\(top) load screen:\(top)", left[0], "\(top) willAppear screen:\(top)", left[1], left[2],
      "\(top) didAppear screen:\(top)",
    ]
  }
}
