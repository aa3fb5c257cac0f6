import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A UIKit developer adopting the bridge, fifteenth round: features that cross layers on a bridged
/// window — a path saved and restored (in place, into a new scene, across a `stop()`) while
/// UIKit animates, results whose sheet the user or the app takes away, guarded links that
/// arrive while sheets move, the leak reports after flows close, and the app's own sheet
/// delegate next to a result.
@MainActor
@Suite struct AdopterRoundFifteenTests {
  // MARK: - State restoration

  /// The scene saves its path (JSON) while the bridge presents a sheet, then the next launch
  /// restores it into a new window and `UIWindow`: the new UIKit tree is the old one, each
  /// screen shown once, and the sheet's open completed once in the old scene.
  @Test func aPathSavedWhileASheetAnimatesInRestoresInANewSceneAsTheOldShowsIt() throws {
    let first = try FifteenScene(showing: basePath)
    var opened = 0
    try first.open("edit", from: first.screen("detail"), as: .modal(inNavigation: true)) {
      opened += 1
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    let saved = try JSONEncoder().encode(first.window.path())

    let second = try FifteenScene(
      showing: JSONDecoder().decode(ScreenPath.self, from: saved))

    #expect(opened == 1)
    #expect(first.outline == "tabs(*nav(home/detail),nav(other))/nav(edit)")
    #expect(second.outline == first.outline)
    #expect(try second.window.path() == first.window.path())
    first.expectSettled()
    second.expectSettled()
  }

  /// The app restores a saved path in place (a "reset layout" command) while the bridge
  /// dismisses a sheet: the close completes once, with the sheet gone, then UIKit shows the
  /// restored tree, its sheet included; observers hear one `restored`, and the old tree's view
  /// controllers are freed.
  @Test func restoringInPlaceWhileASheetAnimatesOutCompletesTheCloseOnceAndShowsThePath()
    throws
  {
    let scene = try FifteenScene(showing: basePath)
    let watcher = LifetimeWatcher()
    var closed: [Bool] = []
    do {
      let edit = try scene.open("edit", from: scene.screen("detail"), as: .modal)
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(edit, as: "edit screen")
      watcher.watch(scene.bridge.viewController(for: edit), as: "edit controller")
      watcher.watch(scene.uiWindow.rootViewController, as: "old tabs")
      try #require(edit.router).close { [weak scene] _ in
        closed.append(scene?.uiWindow.rootViewController?.presentedViewController == nil)
      }
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    let path = ScreenPath(
      root: .tabs([.stack([id("home")]), .stack([id("other"), id("detail")])], selectedIndex: 1),
      presentations: [.init(style: "modal in navigation", node: .stack([id("step")]))])
    let events = try scene.events { try scene.window.restore(path, using: fifteenRegistry()) }

    #expect(closed == [true])
    #expect(events.filter { $0.hasPrefix("restored") }.count == 1)
    #expect(scene.outline == "tabs(nav(home),*nav(other/detail))/nav(step)")
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  /// A result sheet is still animating in when the app restores a saved path (a handoff from
  /// another device): its presenter hears `.cancelled` once, the open completes once, and UIKit
  /// shows the restored tree with nothing of the sheet left.
  @Test func restoringWhileAResultSheetAnimatesInCancelsItOnceAndShowsThePath() throws {
    let scene = try FifteenScene(showing: basePath)
    var results: [RouteResult<Bool>] = []
    let watcher = LifetimeWatcher()
    do {
      let detail = try scene.screen("detail")
      var router: ResultRouter<Bool>?
      try #require(detail.router).open(.modal(inNavigation: true), returning: Bool.self) {
        made in
        router = made
        return ItemScreen(title: "picker")
      } onResult: {
        results.append($0)
      }
      watcher.watch(router, as: "picker router")
      watcher.watch(router?.root, as: "picker screen")
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    let path = ScreenPath(root: .stack([id("other"), id("detail")]))
    try scene.window.restore(path, using: fifteenRegistry())
    DoubleRunLoop.main.runUntilIdle()

    #expect(results == [.cancelled])
    #expect(scene.outline == "nav(other/detail)")
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  /// A restored picker (a screen whose router returns a result, with no presenter waiting)
  /// finishes from its Done button: as documented, it only closes, and the completion finds the
  /// sheet gone from UIKit.
  @Test func aRestoredPickerThatFinishesOnlyClosesAndCompletesWithTheSheetGone() throws {
    var pickers: [ResultRouter<Bool>] = []
    var registry = fifteenRegistry()
    registry.register("picker", router: ResultRouter<Bool>.self) { identity, router in
      pickers.append(router)
      return ItemScreen(title: identity.name)
    }
    let scene = try FifteenScene(
      showing: ScreenPath(
        root: .stack([id("home")]),
        presentations: [.init(style: "modal", node: .screen(id("picker")))]),
      registry: registry)
    #expect(scene.outline == "nav(home)/picker")
    let picker = try #require(pickers.first)
    pickers.removeAll()
    #expect(picker.isAwaitingResult == false)
    var sheetGone: [Bool] = []
    picker.finish(with: true) { [weak scene] result in
      if case .failure(let error) = result { Issue.record("\(error)") }
      sheetGone.append(scene?.uiWindow.rootViewController?.presentedViewController == nil)
    }
    DoubleRunLoop.main.runUntilIdle()

    #expect(sheetGone == [true])
    #expect(scene.outline == "nav(home)")
    scene.expectSettled()
  }

  /// A path that names a screen the app no longer knows (an old build's) is refused while
  /// bridged: the window, and what UIKit shows, stay as they were, with no UIKit call, and the
  /// observers hear the refusal once.
  @Test func aRefusedRestoreWhileBridgedLeavesUIKitUntouched() throws {
    let scene = try FifteenScene(showing: basePath)
    let before = scene.outline
    let calls = scene.bridge.callCount
    let path = ScreenPath(root: .stack([id("home"), id("retired")]))
    let events = scene.events {
      #expect(throws: ScreenPathError.unknownScreen("retired")) {
        try scene.window.restore(path, using: fifteenRegistry())
      }
    }

    #expect(events.count == 1)
    #expect(events.first?.hasPrefix("restore refused") == true)
    #expect(scene.outline == before)
    #expect(scene.bridge.callCount == calls)
    scene.expectSettled()
  }

  /// The scene disconnects while its sheet animates in; the app saves the path, stops the
  /// bridge, and on reconnection restores the path into a new window bridged to the same
  /// `UIWindow`: the old sheet's open completes once, UIKit shows the restored tree, and every
  /// view controller of the old one is freed.
  @Test func aPathRestoredIntoANewWindowOnTheSameUIWindowAfterStopReplacesTheOldTree() throws {
    let uiWindow = UIWindow()
    let watcher = LifetimeWatcher()
    var opened = 0
    let saved: Data
    do {
      let old = try FifteenScene(showing: basePath, on: uiWindow)
      try old.open("edit", from: old.screen("detail"), as: .modal(inNavigation: true)) {
        opened += 1
      }
      DoubleRunLoop.main.runQueuedWork()
      #expect(DoubleRunLoop.main.isAnimating)
      saved = try JSONEncoder().encode(old.window.path())
      watcher.watch(old.window, as: "old window")
      watcher.watch(uiWindow.rootViewController, as: "old tabs")
      watcher.watch(uiWindow.rootViewController?.presentedViewController, as: "old sheet")
      old.bridge.stop()
    }
    let restored = try FifteenScene(
      showing: JSONDecoder().decode(ScreenPath.self, from: saved), on: uiWindow)

    #expect(opened == 1)
    #expect(restored.outline == "tabs(*nav(home/detail),nav(other))/nav(edit)")
    #expect(watcher.survivors == [])
    restored.expectSettled()
  }

  /// Handoff between two scenes of the app: scene A's path, taken while A pushes, is restored
  /// into scene B, which has a sheet up: B shows A's path, A's push completes once, and each
  /// scene stays in step with its own window.
  @Test func aPathHandedFromOneSceneToAnotherWhileTheFirstPushesShowsInBoth() throws {
    let a = try FifteenScene(showing: basePath)
    let b = try FifteenScene(
      showing: ScreenPath(
        root: .stack([id("other")]),
        presentations: [.init(style: "modal", node: .screen(id("edit")))]))
    var pushed = 0
    try a.open("step", from: a.screen("detail"), as: .push) { pushed += 1 }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    let path = try a.window.path()
    try b.window.restore(path, using: fifteenRegistry())
    DoubleRunLoop.main.runUntilIdle()

    #expect(pushed == 1)
    #expect(a.outline == "tabs(*nav(home/detail/step),nav(other))")
    #expect(b.outline == a.outline)
    a.expectSettled()
    b.expectSettled()
  }

  // MARK: - Results

  /// The scene's bridge stops while a login sheet for a result animates in (the scene
  /// disconnects, the model lives on), and the window is bridged to a new scene: there the user
  /// swipes the login down, and the presenter hears `.cancelled` once.
  @Test func aResultSheetCarriedToANewSceneMidPresentationIsCancelledOnceBySwipe() throws {
    let old = try FifteenScene(showing: basePath)
    var results: [RouteResult<Bool>] = []
    try #require(old.screen("detail").router).open(.modal, returning: Bool.self) { _ in
      ItemScreen(title: "login")
    } onResult: {
      results.append($0)
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    old.bridge.stop()
    let newUIWindow = UIWindow()
    let bridge = UIKitBridge(window: old.window, uiWindow: newUIWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    newUIWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    let scene = Rebridged(window: old.window, uiWindow: newUIWindow, bridge: bridge)
    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))/login")
    #expect(results == [])

    #expect(swipeDownTop(of: newUIWindow))
    DoubleRunLoop.main.runUntilIdle()

    #expect(results == [.cancelled])
    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))")
    scene.expectSettled()
  }

  /// The scene is dropped whole (its window, bridge and `UIWindow`) while a result sheet
  /// animates in: the presenter is gone, so, as documented, nothing is handed to it, and the
  /// screens, routers and view controllers are all freed.
  @Test func aSceneDroppedWhileAResultSheetAnimatesInFreesEverythingAndHandsNothing() throws {
    let watcher = LifetimeWatcher()
    var results: [RouteResult<Bool>] = []
    do {
      let scene = try FifteenScene(showing: basePath)
      let detail = try scene.screen("detail")
      var made: ResultRouter<Bool>?
      try #require(detail.router).open(.modal, returning: Bool.self) { router in
        made = router
        return ItemScreen(title: "login")
      } onResult: {
        results.append($0)
      }
      DoubleRunLoop.main.runQueuedWork()
      #expect(DoubleRunLoop.main.isAnimating)
      watcher.watch(scene.window, as: "window")
      watcher.watch(scene.bridge, as: "bridge")
      watcher.watch(scene.uiWindow, as: "UIWindow")
      watcher.watch(detail, as: "presenter")
      watcher.watch(made, as: "login router")
      watcher.watch(made?.root, as: "login screen")
      watcher.watch(scene.uiWindow.rootViewController?.presentedViewController, as: "login sheet")
      scene.uiWindow.isHidden = true
    }
    DoubleRunLoop.main.runUntilIdle()

    #expect(results == [])
    #expect(watcher.survivors == [])
  }

  /// The app sets its own sheet delegate on a result sheet and, in
  /// `presentationControllerDidDismiss(_:)`, calls `finish(with:)` as if the swipe meant "save":
  /// the guide says the model has followed the swipe by then, so the presenter hears
  /// `.cancelled` once and nothing more.
  @Test func aFinishFromTheAppsDidDismissAfterTheSwipeIsTooLateAndTheResultIsCancelledOnce()
    throws
  {
    let scene = try FifteenScene(showing: basePath)
    var results: [RouteResult<Bool>] = []
    var router: ResultRouter<Bool>?
    try #require(scene.screen("detail").router).open(.modal, returning: Bool.self) { made in
      router = made
      return ItemScreen(title: "picker")
    } onResult: {
      results.append($0)
    }
    DoubleRunLoop.main.runUntilIdle()
    let delegate = FinishingSheetDelegate()
    delegate.router = router
    router = nil
    try #require(scene.uiWindow.rootViewController?.presentedViewController)
      .presentationController?.delegate = delegate
    DoubleRunLoop.main.runUntilIdle()

    #expect(swipeDownTop(of: scene.uiWindow))
    DoubleRunLoop.main.runUntilIdle()

    #expect(delegate.dismissed == 1)
    #expect(results == [.cancelled])
    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))")
    delegate.router = nil
    scene.expectSettled()
  }

  /// A result sheet the app's code dismisses from its presenter's view controller while it
  /// still animates in (a "cancel" the app wires to a timer): UIKit refuses a dismissal during
  /// the presentation, so the sheet stays and the presenter hears nothing yet; the user's swipe
  /// afterwards cancels it once.
  @Test func aResultSheetTheAppDismissesMidPresentationThenTheUserSwipesEndsOnce() throws {
    let scene = try FifteenScene(showing: basePath)
    var results: [RouteResult<Bool>] = []
    try #require(scene.screen("detail").router).open(.modal, returning: Bool.self) { _ in
      ItemScreen(title: "picker")
    } onResult: {
      results.append($0)
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    let tabs = try #require(scene.uiWindow.rootViewController)
    tabs.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    #expect(tabs.presentedViewController != nil)
    #expect(results == [])
    #expect(swipeDownTop(of: scene.uiWindow))
    DoubleRunLoop.main.runUntilIdle()

    #expect(results == [.cancelled])
    scene.expectSettled()
  }

  // MARK: - Guarded links

  /// A guarded link arrives while the bridge dismisses a sheet: the login opens from the screen
  /// below, once the dismissal has ended; the user logs in, the link pushes its screen, and
  /// once the user goes back, the login and the orders screen are freed with their view
  /// controllers and routers.
  @Test func aGuardedLinkWhileASheetAnimatesOutLogsInFromBelowAndLeavesNothing() throws {
    let scene = try FifteenScene(showing: basePath)
    let links = try GuardedLinks(in: scene)
    let watcher = LifetimeWatcher()
    do {
      let edit = try scene.open("edit", from: scene.screen("detail"), as: .modal)
      DoubleRunLoop.main.runUntilIdle()
      try #require(edit.router).close()
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    links.handle("shop://orders")
    DoubleRunLoop.main.runUntilIdle()

    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))/nav(Login)")
    do {
      let login = try #require(links.logins.last)
      watcher.watch(login, as: "login router")
      watcher.watch(login.root, as: "login screen")
      watcher.watch(login.root.flatMap(scene.bridge.viewController(for:)), as: "login controller")
      login.finish(with: true)
    }
    links.logins.removeAll()
    DoubleRunLoop.main.runUntilIdle()
    #expect(links.finals == ["shop://orders handled (opened)"])
    #expect(links.heard == [.finished(true)])
    #expect(scene.outline == "tabs(*nav(home/detail/orders),nav(other))")

    let navigation = try #require(
      (scene.uiWindow.rootViewController as? UITabBarController)?.viewControllers?.first
        as? UINavigationController)
    do {
      let orders = try #require(scene.window.screens(with: id("orders")).first)
      watcher.watch(orders, as: "orders screen")
      watcher.watch(scene.bridge.viewController(for: orders), as: "orders controller")
    }
    #expect(UIKitUser.tapBackButton(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))")
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  /// A guarded link arrives while a sheet animates in; its login opens over that sheet, and the
  /// user swipes the login away: the link is abandoned once, the login heard `.cancelled` once,
  /// and the sheet below stays, in step.
  @Test func aLoginOverASheetStillArrivingSwipedAwayAbandonsTheLinkOnce() throws {
    let scene = try FifteenScene(showing: basePath)
    let links = try GuardedLinks(in: scene)
    try scene.open("edit", from: scene.screen("detail"), as: .modal)
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    links.handle("shop://orders")
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))/edit/nav(Login)")

    #expect(swipeDownTop(of: scene.uiWindow))
    DoubleRunLoop.main.runUntilIdle()

    #expect(links.heard == [.cancelled])
    #expect(links.finals.count == 1)
    #expect(links.finals.first?.hasPrefix("shop://orders abandoned") == true)
    #expect(links.deeplinks.pendingURL == nil)
    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))/edit")
    links.logins.removeAll()
    scene.expectSettled()
  }

  /// A second guarded link arrives while the first one's login sheet is still being presented:
  /// UIKit shows one login, the first link is given up once for the newer one, and the login
  /// lets the second through, or its swipe-down abandons it, once.
  @Test(arguments: [true, false])
  func aSecondLinkWhileTheLoginIsPresentedEndsEachLinkOnce(logsIn: Bool) throws {
    let scene = try FifteenScene(showing: basePath)
    let links = try GuardedLinks(in: scene)
    links.handle("shop://orders")
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    links.handle("shop://profile")
    DoubleRunLoop.main.runUntilIdle()

    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))/nav(Login)")
    #expect(links.finals.count == 1)
    #expect(links.finals.first?.hasPrefix("shop://orders abandoned") == true)
    #expect(links.deeplinks.pendingURL == "shop://profile")

    if logsIn {
      try #require(links.logins.last).finish(with: true)
    } else {
      #expect(swipeDownTop(of: scene.uiWindow))
    }
    links.logins.removeAll()
    DoubleRunLoop.main.runUntilIdle()

    #expect(links.finals.count == 2)
    if logsIn {
      #expect(links.finals.last == "shop://profile handled (opened)")
      #expect(scene.outline == "tabs(*nav(home/detail/profile),nav(other))")
    } else {
      #expect(links.finals.last?.hasPrefix("shop://profile abandoned") == true)
      #expect(scene.outline == "tabs(*nav(home/detail),nav(other))")
    }
    #expect(links.deeplinks.pendingURL == nil)
    scene.expectSettled()
  }

  /// An unguarded link (help) arrives while a guarded link's login is being presented.
  ///
  /// As the deeplinks article says, the latest link wins: the waiting link is given up once
  /// (superseded), and help opens from the screen on top of the model, inside the login sheet.
  /// Logging in afterwards closes the sheet with help and opens nothing more.
  @Test func anUnguardedLinkWhileTheLoginIsPresentedSupersedesTheWaitingOneOnce() throws {
    let scene = try FifteenScene(showing: basePath)
    let links = try GuardedLinks(in: scene)
    links.handle("shop://orders")
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    links.handle("shop://help")
    DoubleRunLoop.main.runUntilIdle()

    #expect(links.finals.count == 2)
    #expect(links.finals.first?.hasSuffix("the newer deeplink \"shop://help\" replaced it") == true)
    #expect(links.finals.last == "shop://help handled (opened)")
    #expect(links.deeplinks.pendingURL == nil)
    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))/nav(Login/help)")
    try #require(links.logins.last).finish(with: true)
    links.logins.removeAll()
    DoubleRunLoop.main.runUntilIdle()

    #expect(links.finals.count == 2)
    #expect(links.heard == [.finished(true)])
    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))")
    scene.expectSettled()
  }

  /// A saved path is restored (a handoff) while a guarded link's login is still being
  /// presented: the login hears `.cancelled` once, the link is given up once, and UIKit shows
  /// the restored tree with nothing of the login left.
  @Test func restoringWhileALoginIsPresentedAbandonsItsLinkOnceAndShowsThePath() throws {
    let scene = try FifteenScene(showing: basePath)
    let links = try GuardedLinks(in: scene)
    let watcher = LifetimeWatcher()
    links.handle("shop://orders")
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    do {
      let login = try #require(links.logins.last)
      watcher.watch(login, as: "login router")
      watcher.watch(login.root, as: "login screen")
    }
    links.logins.removeAll()
    try scene.window.restore(ScreenPath(root: .stack([id("other")])), using: fifteenRegistry())
    DoubleRunLoop.main.runUntilIdle()

    #expect(links.heard == [.cancelled])
    #expect(links.finals.count == 1)
    #expect(links.finals.first?.hasPrefix("shop://orders abandoned") == true)
    #expect(links.deeplinks.pendingURL == nil)
    #expect(scene.outline == "nav(other)")
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  // MARK: - Leak reports

  /// A view controller that keeps its screen strongly while the screen's view model holds a
  /// closure that captures the view controller (a classic UIKit cycle): after the user swipes
  /// the sheet away, the window's report names the screen with its view model, and the bridge's
  /// names the view controller; once the app breaks the cycle, both reports are empty.
  @Test func aCycleBetweenAViewControllerAndItsViewModelIsNamedByBothReports() throws {
    let scene = try FifteenScene(showing: basePath)
    scene.bridge.register(CycleScreen.self) { CycleViewController(cycle: $0) }
    weak var model: CycleModel?
    do {
      let made = CycleModel()
      model = made
      try #require(scene.screen("detail").router).open(.modal) { _ in
        CycleScreen(title: "cart", model: made)
      }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(swipeDownTop(of: scene.uiWindow))
    DoubleRunLoop.main.runUntilIdle()

    #expect(scene.window.leakedScreens().map(\.description).count == 1)
    #expect(scene.window.leakedScreens().first?.isScreenAlive == true)
    #expect(scene.window.leakedScreens().first?.modelType == "CycleModel")
    #expect(scene.bridge.leakedViewControllers().count == 1)
    model?.onChange = nil
    #expect(model == nil)
    scene.expectSettled()
  }

  // MARK: - Scenes and bridges

  /// The app stops its bridge while a result sheet is up and makes a new bridge on the same
  /// window and `UIWindow` (a debug "rebuild UI" command): the new bridge shows the sheet again
  /// with a view controller of its own, the old ones are freed, and the user's swipe on the new
  /// sheet cancels the result once.
  @Test func aNewBridgeAfterStopShowsTheResultSheetAgainAndItsSwipeCancelsOnce() throws {
    let scene = try FifteenScene(showing: basePath)
    var results: [RouteResult<Bool>] = []
    try #require(scene.screen("detail").router).open(.modal, returning: Bool.self) { _ in
      ItemScreen(title: "picker")
    } onResult: {
      results.append($0)
    }
    DoubleRunLoop.main.runUntilIdle()
    let watcher = LifetimeWatcher()
    watcher.watch(scene.uiWindow.rootViewController, as: "old tabs")
    watcher.watch(scene.uiWindow.rootViewController?.presentedViewController, as: "old sheet")
    scene.bridge.stop()
    let bridge = UIKitBridge(window: scene.window, uiWindow: scene.uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    DoubleRunLoop.main.runUntilIdle()
    let rebridged = Rebridged(window: scene.window, uiWindow: scene.uiWindow, bridge: bridge)

    #expect(watcher.survivors == [])
    #expect(rebridged.outline == "tabs(*nav(home/detail),nav(other))/picker")
    #expect(results == [])
    #expect(swipeDownTop(of: scene.uiWindow))
    DoubleRunLoop.main.runUntilIdle()

    #expect(results == [.cancelled])
    rebridged.expectSettled()
  }

  /// Two scenes, each with its own bridge and links: a guarded link in one scene waits for its
  /// login while the user swipes a sheet away in the other; each scene ends in step, and the
  /// link ends once when its login finishes.
  @Test func twoScenesEachWithABridgeKeepTheirLinksAndSwipesApart() throws {
    let a = try FifteenScene(showing: basePath)
    let b = try FifteenScene(showing: basePath)
    let links = try GuardedLinks(in: a)
    var results: [RouteResult<Bool>] = []
    try #require(b.screen("detail").router).open(.modal, returning: Bool.self) { _ in
      ItemScreen(title: "picker")
    } onResult: {
      results.append($0)
    }
    links.handle("shop://orders")
    DoubleRunLoop.main.runUntilIdle()
    #expect(swipeDownTop(of: b.uiWindow))
    DoubleRunLoop.main.runUntilIdle()
    #expect(results == [.cancelled])
    #expect(a.outline == "tabs(*nav(home/detail),nav(other))/nav(Login)")
    #expect(links.deeplinks.pendingURL == "shop://orders")

    try #require(links.logins.last).finish(with: true)
    links.logins.removeAll()
    DoubleRunLoop.main.runUntilIdle()

    #expect(links.finals == ["shop://orders handled (opened)"])
    #expect(a.outline == "tabs(*nav(home/detail/orders),nav(other))")
    #expect(b.outline == "tabs(*nav(home/detail),nav(other))")
    a.expectSettled()
    b.expectSettled()
  }

  // MARK: - Windows that share one routing context

  /// Two scenes whose windows share one `RoutingContext` (one observer logs every scene's
  /// navigation), each with its own bridge: the second bridge leaves the first one working, a
  /// sheet opened in the first scene completes once it is on screen there, and a push in the
  /// second, made as that sheet animates in, completes once it is on screen too.
  @Test func twoScenesWhoseWindowsShareOneContextEachStayInStep() throws {
    let context = RoutingContext()
    var logged: [String] = []
    context.addObserver { logged.append($0.description) }
    let a = try FifteenScene(showing: basePath, in: Window(context: context))
    let b = try FifteenScene(showing: basePath, in: Window(context: context))
    var sheetShown: [Bool] = []
    var pushShown: [Bool] = []
    try a.open("edit", from: a.screen("detail"), as: .modal) { [weak a] in
      sheetShown.append(a?.uiWindow.rootViewController?.presentedViewController != nil)
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    try b.open("step", from: b.screen("detail"), as: .push) { [weak b] in
      pushShown.append(b?.outline == "tabs(*nav(home/detail/step),nav(other))")
    }
    DoubleRunLoop.main.runUntilIdle()

    #expect(sheetShown == [true])
    #expect(pushShown == [true])
    #expect(a.outline == "tabs(*nav(home/detail),nav(other))/edit")
    #expect(b.outline == "tabs(*nav(home/detail/step),nav(other))")
    #expect(logged.filter { $0.hasPrefix("opened ItemScreen") }.count == 2)
    a.expectInSync()
    b.expectInSync()
  }

  /// Of two scenes sharing one context, the second disconnects (`stop()`) while the first's
  /// sheet animates in: the first scene keeps its bridge, its sheet's open completes once on
  /// screen, and the user's swipe there still reaches the model.
  @Test func oneOfTwoScenesSharingAContextStoppingLeavesTheOtherBridged() throws {
    let context = RoutingContext()
    let a = try FifteenScene(showing: basePath, in: Window(context: context))
    let b = try FifteenScene(showing: basePath, in: Window(context: context))
    var sheetShown: [Bool] = []
    try a.open("edit", from: a.screen("detail"), as: .modal) { [weak a] in
      sheetShown.append(a?.uiWindow.rootViewController?.presentedViewController != nil)
    }
    DoubleRunLoop.main.runQueuedWork()
    b.bridge.stop()
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheetShown == [true])

    #expect(swipeDownTop(of: a.uiWindow))
    DoubleRunLoop.main.runUntilIdle()
    #expect(a.outline == "tabs(*nav(home/detail),nav(other))")
    #expect(try a.window.path() == basePath)
    a.expectInSync()
  }

  /// Of two scenes sharing one context, the second holds a sheet back behind the app's own
  /// alert: a sheet the first scene opens meanwhile completes once it is on screen there, without
  /// waiting for the other scene's user to answer the alert.
  @Test func aSceneSharingAContextIsNotHeldBackByTheOtherScenesAlert() throws {
    let context = RoutingContext()
    let a = try FifteenScene(showing: basePath, in: Window(context: context))
    let b = try FifteenScene(showing: basePath, in: Window(context: context))
    let alert = UIAlertController(title: "Rate the app?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Later", style: .cancel))
    try #require(b.uiWindow.rootViewController).present(alert, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    var bSheet = 0
    try b.open("edit", from: b.screen("detail"), as: .modal) { bSheet += 1 }
    DoubleRunLoop.main.runUntilIdle()
    var aSheet: [Bool] = []
    try a.open("edit", from: a.screen("detail"), as: .modal) { [weak a] in
      aSheet.append(a?.uiWindow.rootViewController?.presentedViewController != nil)
    }
    DoubleRunLoop.main.runUntilIdle()

    #expect(aSheet == [true])
    #expect(bSheet == 0)
    #expect(UIKitUser.tap("Later", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    #expect(bSheet == 1)
    #expect(b.outline == "tabs(*nav(home/detail),nav(other))/edit")
    a.expectInSync()
    b.expectInSync()
  }

  /// Of two scenes sharing one context, the second holds a sheet back behind the app's own
  /// alert while a guarded link arrives in the first: the login there hands its result, and the
  /// link ends, once each is on screen in the first scene, whether the user logs in or swipes
  /// the login away, without waiting for the other scene's alert.
  @Test(arguments: [true, false])
  func aGuardedLinkInOneSceneEndsOnceWhileTheOtherWaitsForItsAlert(logsIn: Bool) throws {
    let context = RoutingContext()
    let a = try FifteenScene(showing: basePath, in: Window(context: context))
    let b = try FifteenScene(showing: basePath, in: Window(context: context))
    let links = try GuardedLinks(in: a)
    let alert = UIAlertController(title: "Rate the app?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Later", style: .cancel))
    try #require(b.uiWindow.rootViewController).present(alert, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    try b.open("edit", from: b.screen("detail"), as: .modal)
    links.handle("shop://orders")
    DoubleRunLoop.main.runUntilIdle()
    #expect(a.outline == "tabs(*nav(home/detail),nav(other))/nav(Login)")

    if logsIn {
      try #require(links.logins.last).finish(with: true)
    } else {
      #expect(swipeDownTop(of: a.uiWindow))
    }
    links.logins.removeAll()
    DoubleRunLoop.main.runUntilIdle()

    #expect(links.heard == [logsIn ? .finished(true) : .cancelled])
    #expect(links.finals.count == 1)
    #expect(
      links.finals.first?.hasPrefix(logsIn ? "shop://orders handled" : "shop://orders abandoned")
        == true)
    #expect(
      a.outline
        == (logsIn
          ? "tabs(*nav(home/detail/orders),nav(other))" : "tabs(*nav(home/detail),nav(other))"))
    #expect(b.outline == "tabs(*nav(home/detail),nav(other))/Rate the app?")
    #expect(UIKitUser.tap("Later", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    #expect(b.outline == "tabs(*nav(home/detail),nav(other))/edit")
    a.expectInSync()
    b.expectInSync()
  }

  /// Of two scenes sharing one context, the second holds a sheet back behind the app's own
  /// alert while the first pushes and closes screens in one turn, each with a completion: the
  /// completions run once on screen there, and the held-back scene keeps no copy of its model
  /// for them (only the one its own sheet's open waits for), however long its alert stays.
  @Test func aSceneHeldBackByAnAlertKeepsNoModelCopiesForTheOtherScenesCompletions() throws {
    let context = RoutingContext()
    let a = try FifteenScene(showing: basePath, in: Window(context: context))
    let b = try FifteenScene(showing: basePath, in: Window(context: context))
    let alert = UIAlertController(title: "Rate the app?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Later", style: .cancel))
    try #require(b.uiWindow.rootViewController).present(alert, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    var sheet = 0
    try b.open("edit", from: b.screen("detail"), as: .modal) { sheet += 1 }
    DoubleRunLoop.main.runUntilIdle()
    var completed = 0
    for _ in 0..<3 {
      let step = try a.open("step", from: a.screen("detail"), as: .push) { completed += 1 }
      try #require(step.router).close { _ in completed += 1 }
    }
    DoubleRunLoop.main.runUntilIdle()

    #expect(completed == 6)
    #expect(b.bridge.earlierModels.count <= 1, "one copy, for its own sheet's open")
    #expect(UIKitUser.tap("Later", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheet == 1)
    #expect(b.bridge.earlierModels.isEmpty)
    #expect(b.outline == "tabs(*nav(home/detail),nav(other))/edit")
    a.expectInSync()
    b.expectInSync()
  }

  /// Of two scenes sharing one context, each with six tabs, the user of the second looks at its
  /// More list when the first scene's model selects a tab: the second scene's model selected
  /// nothing, so its More list stays on screen.
  @Test func aTabSelectedInOneSceneLeavesTheOtherScenesMoreListOnScreen() throws {
    let context = RoutingContext()
    let sixTabs = ScreenPath(
      root: .tabs((0..<6).map { .stack([id("t\($0)")]) }, selectedIndex: 0))
    let a = try FifteenScene(showing: sixTabs, in: Window(context: context))
    let b = try FifteenScene(showing: sixTabs, in: Window(context: context))
    let bTabs = try #require(b.uiWindow.rootViewController as? UITabBarController)
    #expect(UIKitUser.tapMore(in: bTabs))
    DoubleRunLoop.main.runUntilIdle()
    #expect(bTabs.selectedIndex == NSNotFound)

    try #require(a.screen("t0").router).selectTab(at: 1)
    DoubleRunLoop.main.runUntilIdle()

    #expect(bTabs.selectedIndex == NSNotFound, "the other scene's More list stays")
    #expect((a.window.root as? TabContainer)?.selectedIndex == 1)
    #expect((b.window.root as? TabContainer)?.selectedIndex == 0)
    a.expectInSync()
    b.expectInSync()
  }

  /// Of two scenes sharing one context, the first restores a saved path while the second's push
  /// animates: the push completes once, on screen in its scene, and each scene shows its own
  /// model.
  @Test func aPathRestoredInOneSceneWhileTheOtherPushesLeavesEachInStep() throws {
    let context = RoutingContext()
    let a = try FifteenScene(showing: basePath, in: Window(context: context))
    let b = try FifteenScene(showing: basePath, in: Window(context: context))
    var pushShown: [Bool] = []
    try b.open("step", from: b.screen("detail"), as: .push) { [weak b] in
      pushShown.append(b?.outline == "tabs(*nav(home/detail/step),nav(other))")
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    let path = ScreenPath(
      root: .stack([id("other")]),
      presentations: [.init(style: "modal in navigation", node: .stack([id("edit")]))])
    try a.window.restore(path, using: fifteenRegistry())
    DoubleRunLoop.main.runUntilIdle()

    #expect(pushShown == [true])
    #expect(a.outline == "nav(other)/nav(edit)")
    #expect(b.outline == "tabs(*nav(home/detail/step),nav(other))")
    a.expectInSync()
    b.expectInSync()
  }

  /// The scene lets its bridge go (without `stop()`) in the turn its picker, still animating in,
  /// finishes at once (a single choice picked for the user): as the guide says, the presenter
  /// gets the value once the presentation UIKit runs has ended, once.
  @Test func aPickerFinishedAsTheBridgeIsLetGoMidPresentationHandsItsValueOnce() throws {
    DoubleRunLoop.main.runUntilIdle()
    let window = Window()
    let uiWindow = UIWindow()
    try window.restore(basePath, using: fifteenRegistry())
    var bridge: UIKitBridge? = UIKitBridge(window: window, uiWindow: uiWindow)
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    var results: [RouteResult<Bool>] = []
    var picker: ResultRouter<Bool>?
    let detail = try #require(window.screens(with: id("detail")).first)
    try #require(detail.router).open(.modal, returning: Bool.self) { router in
      picker = router
      return ItemScreen(title: "picker")
    } onResult: {
      results.append($0)
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    try #require(picker).finish(with: true)
    picker = nil
    bridge = nil
    #expect(results == [])
    DoubleRunLoop.main.runUntilIdle()

    #expect(bridge == nil)
    #expect(results == [.finished(true)])
    #expect(try window.path() == basePath)
  }
}

// MARK: - Support

/// The identity named `name`.
private func id(_ name: String) -> ScreenIdentity { ScreenIdentity(name) }

/// Two tabs: home, with detail pushed on it (selected), and other.
///
/// Made at each use: a stored global's indirect enum boxes are tagged pointers, which
/// LeakSanitizer reports as leaked at exit.
private var basePath: ScreenPath {
  ScreenPath(
    root: .tabs([.stack([id("home"), id("detail")]), .stack([id("other")])], selectedIndex: 0))
}

/// Builds every name the round uses as an ``ItemScreen`` titled with it.
@MainActor
private func fifteenRegistry() -> ScreenRegistry {
  var registry = ScreenRegistry()
  let names = ["home", "detail", "other", "edit", "step", "orders", "profile", "help", "login"]
  for name in names + (0..<6).map({ "t\($0)" }) {
    registry.register(name) { identity, _ in ItemScreen(title: identity.name) }
  }
  return registry
}

/// What `uiWindow` shows, in the form of a path's description without presentation styles:
/// `tabs(*nav(home/detail),nav(other))/nav(edit)`.
@MainActor
private func uikitOutline(_ uiWindow: UIWindow) -> String {
  guard var current = uiWindow.rootViewController else { return "-" }
  var text = outline(of: current)
  while let presented = current.presentedViewController {
    text += "/" + outline(of: presented)
    current = presented
  }
  return text
}

/// Swipes down the topmost view controller presented in `uiWindow`, keeping no reference to it.
@MainActor
private func swipeDownTop(of uiWindow: UIWindow) -> Bool {
  var top = uiWindow.rootViewController
  while let presented = top?.presentedViewController { top = presented }
  guard let top, top !== uiWindow.rootViewController else { return false }
  return UIKitUser.swipeDown(top)
}

/// One view controller and its children, without what it presents.
@MainActor
private func outline(of controller: UIViewController) -> String {
  if let tabs = controller as? UITabBarController {
    let children = (tabs.viewControllers ?? []).enumerated().map { index, child in
      (index == tabs.selectedIndex ? "*" : "") + outline(of: child)
    }
    return "tabs(\(children.joined(separator: ",")))"
  }
  if let navigation = controller as? UINavigationController {
    return "nav(\(navigation.viewControllers.map { $0.title ?? "?" }.joined(separator: "/")))"
  }
  return controller.title ?? "?"
}

/// A window restored from a path and bridged to a `UIWindow`, as a scene builds it.
@MainActor
private final class FifteenScene: BridgedScene {
  let window: Window
  let uiWindow: UIWindow
  let bridge: UIKitBridge

  /// Restores `path` into `window` and bridges it to `uiWindow`; UIKit settles.
  init(
    showing path: ScreenPath, in window: Window = Window(), on uiWindow: UIWindow = UIWindow(),
    registry: ScreenRegistry = fifteenRegistry()
  ) throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.dropCompletions(0)
    DoubleRunLoop.main.clearLog()
    self.window = window
    self.uiWindow = uiWindow
    try window.restore(path, using: registry)
    bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
  }

  /// What UIKit shows (see ``uikitOutline(_:)``).
  var outline: String { uikitOutline(uiWindow) }

  /// The shown screen named `name`.
  func screen(_ name: String) throws -> Screen {
    try #require(window.screens(with: id(name)).first)
  }

  /// Opens a screen named `name` from `screen` with `transition`; `completed` runs when the
  /// open completes successfully.
  @discardableResult
  func open(
    _ name: String, from screen: Screen, as transition: Transition,
    completed: @escaping @MainActor () -> Void = {}
  ) throws -> ItemScreen {
    var made: ItemScreen?
    try #require(screen.router).open(transition) { _ in
      let item = ItemScreen(title: name)
      item.identity = id(name)
      made = item
      return item
    } completion: { result in
      if case .success = result { completed() }
    }
    return try #require(made)
  }
}

/// A window bridged again by a test's own new bridge.
@MainActor
private struct Rebridged: BridgedScene {
  let window: Window
  let uiWindow: UIWindow
  let bridge: UIKitBridge

  var outline: String { uikitOutline(uiWindow) }
}

/// `shop://orders` and `shop://profile` behind a login guard, `shop://help` without one, each
/// pushing its screen from the top; the finals and the login's results are recorded.
@MainActor
private final class GuardedLinks {
  let deeplinks: DeeplinkRouter
  /// Each link's final result, as `<url> <result>`.
  private(set) var finals: [String] = []
  /// What the login flows heard.
  private(set) var heard: [RouteResult<Bool>] = []
  /// The login routers opened so far.
  var logins: [ResultRouter<Bool>] = []

  init(in scene: FifteenScene) throws {
    deeplinks = try DeeplinkRouter(window: scene.window, origins: ["shop://"])
    let login = loginGuard(
      heard: { [weak self] in self?.heard.append($0) },
      opened: { [weak self] in self?.logins.append($0) })
    for name in ["orders", "profile"] {
      try deeplinks.register("/\(name)", guards: [login]) { link in
        try link.router(as: DefaultRouter.self).open(.push) { _ in
          let screen = ItemScreen(title: name)
          screen.identity = id(name)
          return screen
        }
      }
    }
    try deeplinks.register("/help") { link in
      try link.router(as: DefaultRouter.self).open(.push) { _ in ItemScreen(title: "help") }
    }
  }

  /// Handles `url`, recording its final result.
  func handle(_ url: String) {
    deeplinks.handle(url) { [weak self] in self?.finals.append("\(url) \($0)") }
  }
}

/// The app's sheet delegate that finishes its picker with `true` when the sheet is gone.
@MainActor
private final class FinishingSheetDelegate: UIAdaptivePresentationControllerDelegate {
  var router: ResultRouter<Bool>?
  private(set) var dismissed = 0

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    dismissed += 1
    router?.finish(with: true)
  }
}

/// A view model that tells its view controller of changes through a closure.
@MainActor
private final class CycleModel {
  var onChange: (() -> Void)?
}

/// A screen whose view model is a ``CycleModel``.
@MainActor
private final class CycleScreen: Screen {
  init(title: String, model: CycleModel) {
    super.init(title: title, model: model)
  }
}

/// A view controller that keeps its screen strongly and lets the view model's closure keep it.
@MainActor
private final class CycleViewController: ScreenViewController {
  let cycle: CycleScreen

  init(cycle: CycleScreen) {
    self.cycle = cycle
    super.init(screen: cycle)
    (cycle.model as? CycleModel)?.onChange = { self.title = self.cycle.title }
  }

  required init?(coder: NSCoder) { nil }
}
