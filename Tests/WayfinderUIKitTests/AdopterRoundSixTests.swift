import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A UIKit developer adopting the bridge, sixth round: links met by UIKit's animations, the
/// user's gestures and a hidden window; the app's own delegates on the bridge's containers and
/// the More list; two scenes; the root replaced or restored mid-transition; and, after each
/// scenario, nothing left alive.
@MainActor
@Suite struct AdopterRoundSixTests {
  // MARK: - Links while UIKit animates

  @Test func aLinkWhileTheBridgesPushAnimatesPushesOnTopOnceThePushHasEnded() throws {
    let scene = try LinkedScene()
    try scene.open("Detail", from: scene.root(0), as: .push)
    DoubleRunLoop.main.runQueuedWork()
    #expect(scene.navigation(0)?.transitionCoordinator != nil, "the push animates")
    var finals: [String] = []
    let done = CompletionProbe { [weak scene] in scene?.look(0) ?? "-" }
    scene.deeplinks.handle("shop://product/42") {
      finals.append($0.description)
      done.ran()
    }
    #expect(done.count == 0)
    DoubleRunLoop.main.runUntilIdle()
    #expect(finals == ["handled (opened)"])
    #expect(done.count == 1)
    #expect(done.firstSeen == "Home/Detail/Product 42 still presented:false")
    #expect(scene.stack(0) == ["Home", "Detail", "Product 42"])
    scene.expectSettled()
  }

  @Test func aLinkThatDismissesASheetStillAnimatingInPushesBelowOnceItIsGone() throws {
    let scene = try LinkedScene()
    let watcher = LifetimeWatcher()
    do {
      let sheet = try scene.open("Sheet", from: scene.root(0), as: .modal(inNavigation: true))
      DoubleRunLoop.main.runQueuedWork()
      let presented = try #require(scene.tabs?.presentedViewController)
      #expect(presented.isBeingPresented)
      watcher.watch(sheet, as: "sheet screen")
      watcher.watch(presented, as: "sheet navigation")
      watcher.watch(scene.bridge.viewController(for: sheet), as: "sheet controller")
    }
    let done = CompletionProbe { [weak scene] in scene?.look(0) ?? "-" }
    scene.deeplinks.handle("shop://product/7") { _ in done.ran() }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done.count == 1)
    #expect(done.firstSeen == "Home/Product 7 still presented:false")
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  @Test func aLinkThatDismissesASheetWhileAPushAnimatesInsideItEndsWithTheSheetGone() throws {
    let scene = try LinkedScene()
    let watcher = LifetimeWatcher()
    do {
      let sheet = try scene.open("Settings", from: scene.root(0), as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      let presented = try #require(scene.tabs?.presentedViewController as? UINavigationController)
      let inside = try scene.open("Colour", from: sheet, as: .push)
      DoubleRunLoop.main.runQueuedWork()
      #expect(presented.transitionCoordinator != nil, "the push inside the sheet animates")
      watcher.watch(presented, as: "settings navigation")
      watcher.watch(scene.bridge.viewController(for: inside), as: "colour controller")
      watcher.watch(inside, as: "colour screen")
    }
    let done = CompletionProbe { [weak scene] in scene?.look(0) ?? "-" }
    scene.deeplinks.handle("shop://product/5") { _ in done.ran() }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done.count == 1)
    #expect(done.firstSeen == "Home/Product 5 still presented:false")
    #expect(watcher.survivors == [])
    #expect(scene.bridgeEvents.isEmpty, "\(scene.bridgeEvents)")
    scene.expectSettled()
  }

  @Test func aLinkWhileTheBridgesPopAnimatesPushesOnTheScreenItReveals() throws {
    let scene = try LinkedScene()
    let watcher = LifetimeWatcher()
    do {
      let detail = try scene.open("Detail", from: scene.root(0), as: .push)
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(detail, as: "detail screen")
      watcher.watch(scene.bridge.viewController(for: detail), as: "detail controller")
      try #require(detail.router).close()
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(scene.navigation(0)?.transitionCoordinator != nil, "the pop animates")
    let done = CompletionProbe { [weak scene] in scene?.look(0) ?? "-" }
    scene.deeplinks.handle("shop://orders-here/2") { _ in done.ran() }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done.count == 1)
    #expect(done.firstSeen == "Home/Order 2 still presented:false")
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  // MARK: - Links during the user's gestures

  @Test(arguments: [true, false])
  func aLinkToAnotherTabDuringABackSwipeSelectsItOnceTheFingerLifts(finishes: Bool) throws {
    let scene = try LinkedScene()
    try scene.open("Detail", from: scene.root(0), as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let done = CompletionProbe { [weak scene] in
      "tab:\(scene?.tabs?.selectedIndex ?? -1) \(scene?.look(1) ?? "-")"
    }
    do {
      let home = try #require(scene.navigation(0))
      let gesture = try #require(UIKitUser.beginSwipeBack(in: home))
      scene.deeplinks.handle("shop://other/orders/3") { _ in done.ran() }
      DoubleRunLoop.main.runUntilIdle()
      #expect(scene.tabs?.selectedIndex == 0, "no UIKit call while the finger is down")
      #expect(done.count == 0)
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(done.count == 1)
    #expect(done.firstSeen == "tab:1 Other/Order 3 still presented:false")
    #expect(scene.stack(0) == (finishes ? ["Home"] : ["Home", "Detail"]))
    #expect(scene.shown(0) == scene.stack(0))
    scene.expectSettled()
  }

  @Test(arguments: [true, false])
  func aLinkThatDismissesTheSheetTheUserDragsEndsWithTheSheetGoneOnce(finishes: Bool) throws {
    let scene = try LinkedScene()
    let watcher = LifetimeWatcher()
    var heard: [RouteResult<Bool>] = []
    var presentedOnResult: Bool?
    let done = CompletionProbe { [weak scene] in scene?.look(0) ?? "-" }
    do {
      try #require(scene.root(0).router).open(.modal, returning: Bool.self) { _ in
        ItemScreen(title: "Filters")
      } onResult: { [weak scene] result in
        heard.append(result)
        presentedOnResult = scene?.tabs?.presentedViewController != nil
      }
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(scene.tabs?.presentedViewController)
      watcher.watch(sheet, as: "filters controller")
      watcher.watch(scene.window.root?.presentedScreen, as: "filters screen")
      let gesture = try #require(UIKitUser.beginSwipeDown(sheet))
      scene.deeplinks.handle("shop://product/42") { _ in done.ran() }
      DoubleRunLoop.main.runUntilIdle()
      #expect(scene.window.root?.presentedScreen == nil, "the model changed at once")
      #expect(scene.tabs?.presentedViewController === sheet, "UIKit waits for the finger")
      #expect(done.count == 0)
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == [.cancelled], "once, whoever dismissed the sheet")
    #expect(presentedOnResult == false)
    #expect(done.count == 1)
    #expect(done.firstSeen == "Home/Product 42 still presented:false")
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  @Test func aFocusLinkDuringABackSwipeShowsTheOtherTabOnceTheSwipeEnds() throws {
    let scene = try LinkedScene()
    try scene.openProduct(42, in: 1)
    try scene.open("Detail", from: scene.root(0), as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let done = CompletionProbe { [weak scene] in
      "tab:\(scene?.tabs?.selectedIndex ?? -1) \(scene?.look(1) ?? "-")"
    }
    do {
      let home = try #require(scene.navigation(0))
      let gesture = try #require(UIKitUser.beginSwipeBack(in: home))
      let result = scene.deeplinks.handle("shop://product/42") { _ in done.ran() }
      #expect(result.description.hasPrefix("handled (focused existing"), "\(result)")
      DoubleRunLoop.main.runUntilIdle()
      #expect(done.count == 0)
      #expect(gesture.finish())
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(done.count == 1)
    #expect(done.firstSeen == "tab:1 Other/Product 42 still presented:false")
    #expect(scene.stack(0) == ["Home"])
    #expect(scene.shown(0) == ["Home"])
    scene.expectSettled()
  }

  @Test func aFocusLinkWhileThisTabsPushAnimatesPopsTheOtherTabAndShowsIt() throws {
    let scene = try LinkedScene()
    let product = try scene.openProduct(42, in: 1)
    try scene.open("Reviews", from: product, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    try scene.open("Detail", from: scene.root(0), as: .push)
    DoubleRunLoop.main.runQueuedWork()
    #expect(scene.navigation(0)?.transitionCoordinator != nil)
    let done = CompletionProbe { [weak scene] in
      "tab:\(scene?.tabs?.selectedIndex ?? -1) \(scene?.look(1) ?? "-")"
    }
    scene.deeplinks.handle("shop://product/42") { _ in done.ran() }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done.count == 1)
    #expect(done.firstSeen == "tab:1 Other/Product 42 still presented:false")
    #expect(scene.stack(0) == ["Home", "Detail"])
    #expect(scene.shown(0) == ["Home", "Detail"])
    scene.expectSettled()
  }

  @Test(arguments: [true, false])
  func aLinkThatPresentsOverTheSheetTheUserDragsFollowsWhereTheSwipeEnds(finishes: Bool) throws {
    let scene = try LinkedScene()
    let watcher = LifetimeWatcher()
    var finals: [String] = []
    let done = CompletionProbe { [weak scene] in
      let sheet = scene?.tabs?.presentedViewController
      return "\(sheet?.title ?? "-") over it:\(sheet?.presentedViewController?.title ?? "-")"
    }
    do {
      try scene.open("Cart", from: scene.root(0), as: .modal)
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(scene.tabs?.presentedViewController)
      watcher.watch(sheet, as: "cart controller")
      let gesture = try #require(UIKitUser.beginSwipeDown(sheet))
      // The link routes from the top of the model: the cart the user is dragging.
      scene.deeplinks.handle("shop://receipt") {
        finals.append($0.description)
        done.ran()
      }
      DoubleRunLoop.main.runUntilIdle()
      #expect(sheet.presentedViewController == nil, "no presentation under the finger")
      #expect(done.count == 0)
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(finals == ["handled (opened)"])
    #expect(done.count == 1)
    if finishes {
      // The receipt leaves with the cart it was opened from.
      #expect(done.firstSeen == "- over it:-")
      #expect(scene.window.root?.presentedScreen == nil)
      #expect(watcher.survivors == [])
    } else {
      #expect(done.firstSeen == "Cart over it:Receipt")
    }
    scene.expectSettled()
  }

  @Test func aLinkThatPresentsWhileTheBridgeDismissesASheetPresentsOnceTheDismissalEnds() throws {
    let scene = try LinkedScene()
    do {
      let cart = try scene.open("Cart", from: scene.root(0), as: .modal)
      DoubleRunLoop.main.runUntilIdle()
      try #require(cart.router).close()
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(scene.tabs?.presentedViewController?.isBeingDismissed == true)
    let done = CompletionProbe { [weak scene] in
      scene?.tabs?.presentedViewController?.title ?? "-"
    }
    scene.deeplinks.handle("shop://receipt") { _ in done.ran() }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done.count == 1)
    #expect(done.firstSeen == "Receipt")
    #expect(scene.bridgeEvents.isEmpty, "\(scene.bridgeEvents)")
    scene.expectSettled()
  }

  @Test func twoScenesEachHoldTheirOwnLinkUntilTheirOwnSwipeEnds() throws {
    let first = try LinkedScene()
    let second = try LinkedScene()
    for scene in [first, second] {
      try scene.open("Detail", from: scene.root(0), as: .push)
    }
    DoubleRunLoop.main.runUntilIdle()
    let firstDone = CompletionProbe { [weak first] in first?.look(0) ?? "-" }
    let secondDone = CompletionProbe { [weak second] in second?.look(0) ?? "-" }
    do {
      let firstGesture = try #require(UIKitUser.beginSwipeBack(in: try first.requireNavigation(0)))
      let secondGesture = try #require(
        UIKitUser.beginSwipeBack(in: try second.requireNavigation(0)))
      first.deeplinks.handle("shop://orders-here/1") { _ in firstDone.ran() }
      second.deeplinks.handle("shop://orders-here/2") { _ in secondDone.ran() }
      DoubleRunLoop.main.runUntilIdle()
      #expect(firstDone.count == 0 && secondDone.count == 0)
      #expect(firstGesture.finish())
      DoubleRunLoop.main.runUntilIdle()
      #expect(firstDone.count == 1)
      #expect(secondDone.count == 0, "the other scene's finger is still down")
      #expect(secondGesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    // The first link pushed on the detail the user was swiping away: it left with it.
    #expect(firstDone.firstSeen == "Home still presented:false")
    #expect(secondDone.count == 1)
    #expect(secondDone.firstSeen == "Home/Detail/Order 2 still presented:false")
    first.expectSettled()
    second.expectSettled()
  }

  // MARK: - Links at cold start and guards' flows

  @Test func aGuardedLaunchLinkInAHiddenWindowShowsItsLoginAndIsAbandonedWhenSwipedAway() throws {
    let scene = try LinkedScene(visible: false)
    var heard: [RouteResult<Bool>] = []
    var finals: [String] = []
    try scene.deeplinks.register("/orders", guards: [loginGuard { heard.append($0) }]) { _ in }
    let first = scene.deeplinks.handle("shop://orders", from: .customScheme) {
      finals.append($0.description)
    }
    #expect(first.description == #"pending (guard "signed in")"#)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.tabs?.presentedViewController == nil, "UIKit presents nothing in a hidden window")
    scene.uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.advance(by: scene.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    let watcher = LifetimeWatcher()
    do {
      let login = try #require(scene.tabs?.presentedViewController as? UINavigationController)
      #expect(login.viewControllers.map(\.title) == ["Login"])
      watcher.watch(login, as: "login navigation")
      watcher.watch(login.topViewController, as: "login controller")
      watcher.watch(scene.window.root?.presentedScreen, as: "login container")
      #expect(UIKitUser.swipeDown(login))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == [.cancelled])
    #expect(finals.count == 1)
    #expect(finals.first?.hasPrefix("abandoned") == true, "\(finals)")
    #expect(scene.deeplinks.pendingURL == nil)
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  @Test func aLoginSwipedAwayFromItsSignUpPageAbandonsTheLinkAndFreesBothPages() throws {
    let scene = try LinkedScene()
    var heard: [RouteResult<Bool>] = []
    var finals: [String] = []
    var loginRouter: ResultRouter<Bool>?
    let linkGuard = loginGuard(heard: { heard.append($0) }, opened: { loginRouter = $0 })
    try scene.deeplinks.register("/orders", guards: [linkGuard]) { _ in }
    scene.deeplinks.handle("shop://orders") { finals.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    let watcher = LifetimeWatcher()
    do {
      // The user taps "Sign up" on the login: its view model pushes the page.
      try #require(loginRouter).open(.push) { _ in ItemScreen(title: "Sign up") }
      DoubleRunLoop.main.runUntilIdle()
      let login = try #require(scene.tabs?.presentedViewController as? UINavigationController)
      #expect(login.viewControllers.map(\.title) == ["Login", "Sign up"])
      for controller in login.viewControllers {
        watcher.watch(controller, as: controller.title)
        watcher.watch(scene.bridge.screen(for: controller), as: "\(controller.title ?? "") screen")
      }
      watcher.watch(login, as: "login navigation")
      #expect(UIKitUser.swipeDown(login))
      DoubleRunLoop.main.runUntilIdle()
    }
    loginRouter = nil
    #expect(heard == [.cancelled])
    #expect(finals.count == 1)
    #expect(finals.first?.hasPrefix("abandoned") == true, "\(finals)")
    #expect(scene.tabs?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  @Test func aFocusLinkAtLaunchOverARestoredSheetShowsOnlyTheFocusedTab() throws {
    let scene = try LinkedScene(visible: false)
    var registry = namedItems()
    registry.register("product") { identity, _ in
      let product = ItemScreen(title: "Product \(identity.parameters["id"] ?? "?")")
      product.identity = identity
      return product
    }
    let path = ScreenPath(
      root: .tabs(
        [
          .stack([ScreenIdentity("a")]),
          .stack([ScreenIdentity("b"), ScreenIdentity("product", parameters: ["id": "42"])]),
        ], selectedIndex: 0),
      presentations: [.init(style: "modal", node: .screen(ScreenIdentity("c")))])
    try scene.window.restore(path, using: registry)
    var finals: [String] = []
    scene.deeplinks.handle("shop://product/42", from: .customScheme) {
      finals.append($0.description)
    }
    DoubleRunLoop.main.runUntilIdle()
    scene.uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.advance(by: scene.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(finals.count == 1)
    #expect(finals.first?.hasPrefix("handled (focused existing") == true, "\(finals)")
    #expect(scene.tabs?.selectedIndex == 1)
    #expect(scene.tabs?.presentedViewController == nil)
    #expect(scene.shown(1) == ["b", "Product 42"])
    scene.expectSettled()
  }

  // MARK: - The app's own delegates

  @Test func aSheetsContentThatTakesItsNavigationDelegateHearsTheLinksPushAndTheUsersPop() throws {
    let scene = try LinkedScene()
    scene.bridge.register(StepsScreen.self) { StepsViewController(screen: $0) }
    try scene.deeplinks.register("/step/:n<Int>") { link in
      let n = try link.parameters.value(named: "n", as: Int.self)
      try link.router(as: DefaultRouter.self).open(.push) { _ in ItemScreen(title: "Step \(n)") }
    }
    let watcher = LifetimeWatcher()
    do {
      try #require(scene.root(0).router).open(.modal(inNavigation: true)) { _ in
        StepsScreen(title: "Steps")
      }
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(scene.tabs?.presentedViewController as? UINavigationController)
      let steps = try #require(sheet.viewControllers.first as? StepsViewController)
      #expect(sheet.delegate !== steps, "the bridge took its place back")
      var finals: [String] = []
      scene.deeplinks.handle("shop://step/2") { finals.append($0.description) }
      DoubleRunLoop.main.runUntilIdle()
      #expect(finals == ["handled (opened)"])
      #expect(sheet.viewControllers.map(\.title) == ["Steps", "Step 2"])
      #expect(UIKitUser.swipeBack(in: sheet))
      DoubleRunLoop.main.runUntilIdle()
      #expect(scene.window.root?.presentedScreen?.children.map(\.title) == ["Steps"])
      // As the sheet first showed, then the link's push and the user's pop.
      #expect(
        steps.calls == [
          "willShow Steps", "didShow Steps", "willShow Step 2", "didShow Step 2",
          "willShow Steps", "didShow Steps",
        ])
      watcher.watch(steps, as: "steps controller (the app's delegate)")
      watcher.watch(sheet, as: "sheet navigation")
      #expect(UIKitUser.swipeDown(sheet))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  @Test func aTabTheAppsDelegateRefusesToTheUserIsStillSelectedByALink() throws {
    let scene = try LinkedScene()
    let tabs = try #require(scene.tabs)
    let delegate = AppTabDelegate()
    delegate.refusedIndex = 1
    tabs.delegate = delegate
    DoubleRunLoop.main.runUntilIdle()
    #expect(!UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.model?.selectedIndex == 0)
    // "The tab bar controller calls this method in response to the user tapping a tab bar
    // item" (tabBarController(_:shouldSelect:)): a selection the model makes is no tap.
    var finals: [String] = []
    scene.deeplinks.handle("shop://other/orders/5") { finals.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(finals == ["handled (opened)"])
    #expect(tabs.selectedIndex == 1)
    #expect(scene.shown(1) == ["Other", "Order 5"])
    #expect(delegate.selected.isEmpty, "didSelect is for the user's taps only")
    #expect(UIKitUser.tapTab(in: tabs, at: 0))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.model?.selectedIndex == 0)
    #expect(delegate.selected.count == 1)
    scene.expectSettled()
  }

  @Test func aMoreTabTheAppsDelegateRefusesIsShownWhenALinkSelectsIt() throws {
    let scene = try LinkedScene(tabCount: 6)
    let tabs = try #require(scene.tabs)
    let delegate = MoreRefusingTabDelegate()
    tabs.delegate = delegate
    DoubleRunLoop.main.runUntilIdle()
    #expect(!UIKitUser.tapMore(in: tabs))
    #expect(!UIKitUser.tapTab(in: tabs, at: 5))
    DoubleRunLoop.main.runUntilIdle()
    #expect(delegate.asked >= 1)
    #expect(scene.model?.selectedIndex == 0)
    var finals: [String] = []
    scene.deeplinks.handle("shop://tab/5/orders/9") { finals.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(finals == ["handled (opened)"])
    #expect(scene.model?.selectedIndex == 5)
    #expect(tabs.selectedIndex == 5)
    #expect(scene.stack(5) == ["Tab 5", "Order 9"])
    scene.expectSettled()
  }

  @Test func aLinkFromATabPickedInTheMoreListPushesThereAndTheUsersSwipeBackFollows() throws {
    let scene = try LinkedScene(tabCount: 6)
    let tabs = try #require(scene.tabs)
    let moreDelegate = AppNavigationDelegate()
    tabs.moreNavigationController.delegate = moreDelegate
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapMore(in: tabs))
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.pickInMoreList(in: tabs, at: 4))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.model?.selectedIndex == 4)
    #expect(!moreDelegate.calls.isEmpty, "the app's More delegate still hears")
    var finals: [String] = []
    scene.deeplinks.handle("shop://orders-here/8") { finals.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(finals == ["handled (opened)"])
    #expect(scene.stack(4) == ["Tab 4", "Order 8"])
    #expect(tabs.selectedIndex == 4)
    scene.expectInSync()
    // The double shows the tab's own navigation controller pushed on the More list's (see
    // UITabBarController): the user pops the order in it, then goes back to the More list.
    let fourth = try #require(scene.navigation(4))
    #expect(UIKitUser.swipeBack(in: fourth))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.stack(4) == ["Tab 4"])
    #expect(UIKitUser.swipeBack(in: tabs.moreNavigationController))
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == NSNotFound, "the More list shows")
    #expect(scene.model?.selectedIndex == 4, "the model keeps its tab")
    scene.expectSettled()
  }

  @Test func aTabTheAppsDelegateAnswersWithAnAlertHoldsALinksLoginUntilTheAlertIsGone() throws {
    let scene = try LinkedScene()
    let tabs = try #require(scene.tabs)
    let delegate = SignInFirstTabDelegate()
    tabs.delegate = delegate
    DoubleRunLoop.main.runUntilIdle()
    #expect(!UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    let alert = try #require(tabs.presentedViewController as? UIAlertController)
    var loginRouter: ResultRouter<Bool>?
    var finals: [String] = []
    try scene.deeplinks.register("/wishlist", guards: [loginGuard(opened: { loginRouter = $0 })]) {
      link in
      try link.router(as: DefaultRouter.self).selectTab(at: 1)
    }
    scene.deeplinks.handle("shop://wishlist") { finals.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController === alert, "the app's alert stays")
    #expect(scene.bridgeEvents.count == 1, "one wait: \(scene.bridgeEvents)")
    #expect(UIKitUser.tap("Sign in", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: scene.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      (tabs.presentedViewController as? UINavigationController)?.viewControllers.map(\.title)
        == ["Login"])
    try #require(loginRouter).finish(with: true)
    loginRouter = nil
    DoubleRunLoop.main.runUntilIdle()
    #expect(finals == ["handled (opened)"])
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.presentedViewController == nil)
    #expect(delegate.refusals == 1)
    scene.expectSettled()
  }

  @Test(arguments: [false, true])
  func aLinkTheAppsNavigationDelegateHandlesInDidShowAfterThePopRoutesFromWhatUIKitShows(
    swipes: Bool
  ) throws {
    let scene = try LinkedScene()
    scene.bridge.register(ListScreen.self) { ListViewController(screen: $0) }
    let list = try #require(scene.root(0).router)
    list.open(.push) { _ in ListScreen(title: "List") }
    DoubleRunLoop.main.runUntilIdle()
    let listScreen = try #require(scene.model?.tabs[0].topmostScreen)
    try scene.open("Detail", from: listScreen, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let home = try scene.requireNavigation(0)
    let deferring = LinkDeferringNavigationDelegate(deeplinks: scene.deeplinks)
    home.delegate = deferring
    DoubleRunLoop.main.runUntilIdle()
    // A link arrives while the user is leaving the detail: the app keeps it for the end of the
    // navigation controller's transition, a common UIKit habit.
    deferring.queued = "shop://orders-here/4"
    #expect(swipes ? UIKitUser.swipeBack(in: home) : UIKitUser.tapBackButton(in: home))
    DoubleRunLoop.main.runUntilIdle()
    #expect(deferring.finals == ["handled (opened)"])
    #expect(scene.stack(0) == ["Home", "List", "Order 4"])
    #expect(scene.shown(0) == ["Home", "List", "Order 4"])
    scene.expectSettled()
  }

  @Test func aLinkTheAppsTabDelegateHandlesInDidSelectRoutesFromTheTabTheUserTapped() throws {
    let scene = try LinkedScene()
    let tabs = try #require(scene.tabs)
    let deferring = LinkDeferringTabDelegate(deeplinks: scene.deeplinks)
    tabs.delegate = deferring
    DoubleRunLoop.main.runUntilIdle()
    deferring.queued = "shop://orders-here/6"
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(deferring.finals == ["handled (opened)"])
    #expect(scene.stack(1) == ["Other", "Order 6"])
    #expect(scene.stack(0) == ["Home"])
    #expect(tabs.selectedIndex == 1)
    scene.expectSettled()
  }

  @Test func aLinkTheAppsMoreListDelegateHandlesInDidShowRoutesFromTheTabThePickShows() throws {
    let scene = try LinkedScene(tabCount: 6)
    let tabs = try #require(scene.tabs)
    let deferring = LinkDeferringNavigationDelegate(deeplinks: scene.deeplinks)
    tabs.moreNavigationController.delegate = deferring
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapMore(in: tabs))
    DoubleRunLoop.main.runUntilIdle()
    deferring.queued = "shop://orders-here/12"
    #expect(UIKitUser.pickInMoreList(in: tabs, at: 5))
    DoubleRunLoop.main.runUntilIdle()
    #expect(deferring.finals == ["handled (opened)"])
    #expect(scene.model?.selectedIndex == 5)
    #expect(scene.stack(5) == ["Tab 5", "Order 12"])
    #expect(scene.stack(0) == ["Home"])
    #expect(tabs.selectedIndex == 5)
    scene.expectSettled()
  }

  @Test func aTapOnTheSelectedTabTheAppsDelegateRefusesKeepsItsStack() throws {
    let scene = try LinkedScene()
    let tabs = try #require(scene.tabs)
    try scene.open("Detail", from: scene.root(0), as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let delegate = AppTabDelegate()
    delegate.refusedIndex = 0
    tabs.delegate = delegate
    DoubleRunLoop.main.runUntilIdle()
    #expect(!UIKitUser.tapTab(in: tabs, at: 0))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.stack(0) == ["Home", "Detail"])
    #expect(scene.shown(0) == ["Home", "Detail"])
    #expect(delegate.selected.isEmpty)
    scene.expectSettled()
  }

  @Test func aSheetTheAppsDelegateKeepsFromTheUsersSwipeIsStillDismissedByALink() throws {
    let scene = try LinkedScene()
    let sheetDelegate = AppSheetDelegate()
    sheetDelegate.allowsDismissal = false
    let watcher = LifetimeWatcher()
    do {
      let sheet = try scene.open("Edit", from: scene.root(0), as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      let content = try #require(scene.bridge.viewController(for: sheet))
      content.presentationController?.delegate = sheetDelegate
      DoubleRunLoop.main.runUntilIdle()
      let presented = try #require(scene.tabs?.presentedViewController)
      #expect(!UIKitUser.swipeDown(presented), "the app keeps its unsaved changes")
      DoubleRunLoop.main.runUntilIdle()
      #expect(scene.window.root?.presentedScreen != nil)
      watcher.watch(presented, as: "edit navigation")
      watcher.watch(content, as: "edit controller")
    }
    // "UIKit calls this method only for dismissals the user initiates"
    // (presentationControllerShouldDismiss(_:)): a link's dismissal is the app's.
    let done = CompletionProbe { [weak scene] in scene?.look(0) ?? "-" }
    scene.deeplinks.handle("shop://product/11") { _ in done.ran() }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done.count == 1)
    #expect(done.firstSeen == "Home/Product 11 still presented:false")
    #expect(sheetDelegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  @Test(arguments: [true, false])
  func aLinkDuringABackSwipeInATabShownThroughMoreFollowsTheSwipe(finishes: Bool) throws {
    let scene = try LinkedScene(tabCount: 6)
    let tabs = try #require(scene.tabs)
    scene.deeplinks.handle("shop://tab/5/orders/1")
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == 5)
    let done = CompletionProbe { [weak scene] in scene?.look(5) ?? "-" }
    do {
      let fifth = try scene.requireNavigation(5)
      let gesture = try #require(UIKitUser.beginSwipeBack(in: fifth))
      scene.deeplinks.handle("shop://orders-here/2") { _ in done.ran() }
      DoubleRunLoop.main.runUntilIdle()
      #expect(done.count == 0)
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(done.count == 1)
    let expected = finishes ? ["Tab 5"] : ["Tab 5", "Order 1", "Order 2"]
    #expect(scene.stack(5) == expected)
    #expect(scene.shown(5) == expected)
    scene.expectSettled()
  }

  @Test(arguments: [false, true])
  func aLinkTheAppsSheetDelegateHandlesInDidDismissRoutesFromWhatUIKitShows(
    claimed: Bool
  ) throws {
    let scene = try LinkedScene()
    let deferring = LinkDeferringSheetDelegate(deeplinks: scene.deeplinks)
    do {
      let sheet = try scene.open("Compose", from: scene.root(0), as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      let content = try #require(scene.bridge.viewController(for: sheet))
      // Set as the user starts typing; the swipe comes before or after the bridge's next pass.
      content.presentationController?.delegate = deferring
      // The bridge takes its place back at its next pass (here one made at once).
      if claimed { scene.bridge.reconcileNow() }
      deferring.queued = "shop://orders-here/9"
      #expect(UIKitUser.swipeDown(try #require(scene.tabs?.presentedViewController)))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(deferring.finals == ["handled (opened)"])
    #expect(scene.window.root?.presentedScreen == nil)
    #expect(scene.stack(0) == ["Home", "Order 9"])
    #expect(scene.shown(0) == ["Home", "Order 9"])
    scene.expectSettled()
  }

  // MARK: - Two scenes

  @Test func twoScenesHandleTheirOwnLinksAndResultsWhileOneSwipesItsLoginAway() throws {
    let first = try LinkedScene()
    let second = try LinkedScene()
    var firstHeard: [RouteResult<Bool>] = []
    var firstFinals: [String] = []
    try first.deeplinks.register("/orders", guards: [loginGuard { firstHeard.append($0) }]) {
      _ in
    }
    first.deeplinks.handle("shop://orders") { firstFinals.append($0.description) }
    DoubleRunLoop.main.runQueuedWork()
    #expect(first.tabs?.presentedViewController?.isBeingPresented == true)
    var secondFinals: [String] = []
    let secondDone = CompletionProbe { [weak second] in second?.look(0) ?? "-" }
    second.deeplinks.handle("shop://product/42") {
      secondFinals.append($0.description)
      secondDone.ran()
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(secondFinals == ["handled (opened)"])
    #expect(secondDone.firstSeen == "Home/Product 42 still presented:false")
    #expect(first.deeplinks.pendingURL == "shop://orders")
    #expect(second.deeplinks.pendingURL == nil)
    do {
      let login = try #require(first.tabs?.presentedViewController)
      #expect(UIKitUser.swipeDown(login))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(firstHeard == [.cancelled])
    #expect(firstFinals.count == 1 && firstFinals.first?.hasPrefix("abandoned") == true)
    #expect(secondFinals.count == 1)
    #expect(second.stack(0) == ["Home", "Product 42"])
    first.expectSettled()
    second.expectSettled()
  }

  @Test func aLostCompletionInOneSceneHoldsNothingInTheOther() throws {
    let first = try LinkedScene()
    let second = try LinkedScene()
    var firstEvents: [String] { first.bridgeEvents }
    DoubleRunLoop.main.dropCompletions(1)
    let firstDone = CompletionProbe()
    first.deeplinks.handle("shop://receipt") { _ in firstDone.ran() }
    DoubleRunLoop.main.runUntilIdle()
    #expect(DoubleRunLoop.main.completionsLeftToDrop == 0, "the first scene's was lost")
    #expect(firstDone.count == 0, "the first scene waits for its bound")
    let secondDone = CompletionProbe { [weak second] in second?.look(0) ?? "-" }
    second.deeplinks.handle("shop://product/8") { _ in secondDone.ran() }
    DoubleRunLoop.main.runUntilIdle()
    #expect(secondDone.count == 1)
    #expect(secondDone.firstSeen == "Home/Product 8 still presented:false")
    #expect(firstDone.count == 0)
    DoubleRunLoop.main.advance(by: first.bridge.timeout)
    DoubleRunLoop.main.runUntilIdle()
    #expect(firstDone.count == 1)
    #expect(firstEvents.count == 1, "\(firstEvents)")
    #expect(second.bridgeEvents.isEmpty, "\(second.bridgeEvents)")
    first.expectSettled()
    second.expectSettled()
  }

  @Test func oneSceneLoggingOutWhileTheOthersPushAnimatesLeavesTheOtherInStep() throws {
    let first = try LinkedScene()
    let second = try LinkedScene()
    let watcher = LifetimeWatcher()
    do {
      try first.open("Settings", from: first.root(0), as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(first.uiWindow.rootViewController, as: "first's old tabs")
      watcher.watch(first.tabs?.presentedViewController, as: "first's settings")
    }
    try second.open("Detail", from: second.root(0), as: .push)
    DoubleRunLoop.main.runQueuedWork()
    #expect(second.navigation(0)?.transitionCoordinator != nil)
    var finals: [String] = []
    first.deeplinks.handle("shop://logout") { finals.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(finals == ["handled (opened)"])
    #expect(first.uiWindow.rootViewController?.title == "Welcome")
    #expect(first.uiWindow.rootViewController?.presentedViewController == nil)
    #expect(second.shown(0) == ["Home", "Detail"])
    #expect(watcher.survivors == [])
    first.expectSettled()
    second.expectSettled()
  }

  // MARK: - The root replaced or restored mid-transition

  @Test func aLogoutLinkWhileTheUsersBackButtonPopAnimatesShowsOnlyTheNewRoot() throws {
    let scene = try LinkedScene()
    let watcher = LifetimeWatcher()
    do {
      let detail = try scene.open("Detail", from: scene.root(0), as: .push)
      DoubleRunLoop.main.runUntilIdle()
      let home = try #require(scene.navigation(0))
      watcher.watch(detail, as: "detail screen")
      watcher.watch(home.topViewController, as: "detail controller")
      watcher.watch(home, as: "home navigation")
      watcher.watch(scene.tabs, as: "old tabs")
      #expect(UIKitUser.tapBackButton(in: home))
      #expect(home.transitionCoordinator != nil, "the pop animates")
    }
    var finals: [String] = []
    scene.deeplinks.handle("shop://logout") { finals.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(finals == ["handled (opened)"])
    #expect(scene.uiWindow.rootViewController?.title == "Welcome")
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  @Test func aLogoutLinkWhileASheetAnimatesInShowsOnlyTheNewRoot() throws {
    let scene = try LinkedScene()
    let watcher = LifetimeWatcher()
    do {
      try scene.open("Sheet", from: scene.root(0), as: .modal)
      DoubleRunLoop.main.runQueuedWork()
      let sheet = try #require(scene.tabs?.presentedViewController)
      #expect(sheet.isBeingPresented)
      watcher.watch(sheet, as: "sheet controller")
      watcher.watch(scene.tabs, as: "old tabs")
    }
    let done = CompletionProbe { [weak scene] in
      let root = scene?.uiWindow.rootViewController
      return "\(root?.title ?? "-") presented:\(root?.presentedViewController != nil)"
    }
    scene.deeplinks.handle("shop://logout") { _ in done.ran() }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done.count == 1)
    #expect(done.firstSeen == "Welcome presented:false")
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  @Test(arguments: [true, false])
  func restoringWhileTheUserDragsAResultSheetCancelsItOnceAndShowsThePath(finishes: Bool) throws {
    let scene = try LinkedScene()
    let watcher = LifetimeWatcher()
    var heard: [RouteResult<Bool>] = []
    let path = ScreenPath(
      root: .tabs([.stack([ScreenIdentity("a")]), .stack([ScreenIdentity("b")])], selectedIndex: 1))
    do {
      try #require(scene.root(0).router).open(.modal(inNavigation: true), returning: Bool.self) {
        _ in
        ItemScreen(title: "Form")
      } onResult: {
        heard.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(scene.tabs?.presentedViewController)
      watcher.watch(sheet, as: "form navigation")
      watcher.watch(scene.tabs, as: "old tabs")
      let gesture = try #require(UIKitUser.beginSwipeDown(sheet))
      try scene.window.restore(path, using: namedItems())
      DoubleRunLoop.main.runUntilIdle()
      #expect(scene.tabs?.presentedViewController === sheet, "UIKit waits for the finger")
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == [.cancelled])
    #expect(try scene.window.path() == path)
    #expect(scene.tabs?.selectedIndex == 1)
    #expect(scene.tabs?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  @Test func aLogoutLinkWhileTheAppsAlertIsUpOverASheetWaitsForItThenFreesTheOldTree() throws {
    let scene = try LinkedScene()
    let watcher = LifetimeWatcher()
    var finals: [String] = []
    do {
      let sheet = try scene.open("Account", from: scene.root(0), as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      let sheetController = try #require(scene.bridge.viewController(for: sheet))
      let alert = UIAlertController(title: "Log out?", message: nil, preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "Log out", style: .destructive) { [weak scene] _ in
          scene?.deeplinks.handle("shop://logout") { finals.append($0.description) }
        })
      sheetController.present(alert, animated: true)
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(sheet, as: "account screen")
      watcher.watch(sheetController, as: "account controller")
      watcher.watch(scene.tabs, as: "old tabs")
      watcher.watch(alert, as: "alert")
      // A logout the server forces while the alert is up.
      scene.deeplinks.handle("shop://logout")
      DoubleRunLoop.main.runUntilIdle()
      #expect(sheetController.presentedViewController === alert, "the app's alert stays")
      #expect(scene.uiWindow.rootViewController is UITabBarController)
      #expect(UIKitUser.tap("Log out", in: alert))
      DoubleRunLoop.main.runUntilIdle()
      DoubleRunLoop.main.advance(by: scene.bridge.pollInterval)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(finals == ["handled (opened)"])
    #expect(scene.uiWindow.rootViewController?.title == "Welcome")
    #expect(scene.uiWindow.rootViewController?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  // MARK: - The app's own alert, then a route

  @Test func anAlertsHandlerThatHandlesALinkPresentsItsSheetOnceTheAlertIsGone() throws {
    let scene = try LinkedScene()
    weak var weakAlert: UIAlertController?
    var finals: [String] = []
    let done = CompletionProbe { [weak scene] in
      let presented = scene?.tabs?.presentedViewController
      return "\(presented?.title ?? "-") alert:\(presented is UIAlertController)"
    }
    do {
      let homeController = try #require(scene.bridge.viewController(for: scene.root(0)))
      let alert = UIAlertController(title: "New order", message: nil, preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "Show", style: .default) { [weak scene] _ in
          scene?.deeplinks.handle("shop://receipt") {
            finals.append($0.description)
            done.ran()
          }
        })
      weakAlert = alert
      homeController.present(alert, animated: true)
      DoubleRunLoop.main.runUntilIdle()
      // Meanwhile a link pushes below the alert: stacks stay in step under it.
      scene.deeplinks.handle("shop://product/3")
      DoubleRunLoop.main.runUntilIdle()
      #expect(scene.shown(0) == ["Home", "Product 3"])
      #expect(scene.tabs?.presentedViewController === alert)
      #expect(UIKitUser.tap("Show", in: alert))
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(finals == ["handled (opened)"])
    #expect(done.count == 1)
    #expect(done.firstSeen == "Receipt alert:false")
    #expect(weakAlert == nil)
    #expect(scene.bridgeEvents.isEmpty, "\(scene.bridgeEvents)")
    scene.expectSettled()
  }
}

// MARK: - The scene

/// A scene of the adopting app, with its links.
///
/// A model window of `tabCount` tabs (each a navigation stack), bridged to its `UIWindow`, with
/// the app's `DeeplinkRouter`:
///
/// - `shop://product/:id` focuses the shown product `id`, else dismisses what is presented and
///   pushes it from the top screen;
/// - `shop://other/orders/:id` and `shop://tab/:index/orders/:id` select a tab, then push an
///   order there; `shop://orders-here/:id` pushes an order from the top screen;
/// - `shop://receipt` presents a receipt from the top screen;
/// - `shop://logout` replaces the root with a welcome screen.
///
/// It keeps no screen: what the model closes is free to go.
@MainActor
private final class LinkedScene: BridgedScene {
  let window = Window()
  let uiWindow = UIWindow()
  let bridge: UIKitBridge
  let deeplinks: DeeplinkRouter
  /// The bridge's events.
  private(set) var bridgeEvents: [String] = []

  init(visible: Bool = true, tabCount: Int = 2) throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.dropCompletions(0)
    DoubleRunLoop.main.clearLog()
    try window.setRoot { router in
      let stacks = try (0..<tabCount).map { index in
        let title = index == 0 ? "Home" : index == 1 && tabCount == 2 ? "Other" : "Tab \(index)"
        return try NavigationContainer(root: router.makeScreen { _ in ItemScreen(title: title) })
      }
      return try TabContainer(tabs: stacks, title: "Tabs")
    }
    bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    deeplinks = try DeeplinkRouter(window: window, origins: ["shop://"])
    bridge.onEvent = { [weak self] in self?.bridgeEvents.append($0.description) }
    try registerLinks()
    if visible {
      uiWindow.makeKeyAndVisible()
      DoubleRunLoop.main.runUntilIdle()
    }
  }

  private func registerLinks() throws {
    try deeplinks.register("/product/:id<Int>", target: .screen(named: "product")) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: DefaultRouter.self).open(.push) { _ in
        let product = ItemScreen(title: "Product \(id)")
        product.identity = ScreenIdentity("product", parameters: ["id": "\(id)"])
        return product
      }
    }
    try deeplinks.register("/other/orders/:id<Int>") { link in
      try Self.openOrder(link, inTab: 1)
    }
    try deeplinks.register("/tab/:index<Int>/orders/:id<Int>") { link in
      try Self.openOrder(link, inTab: link.parameters.value(named: "index", as: Int.self))
    }
    try deeplinks.register("/orders-here/:id<Int>") { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      try link.router(as: DefaultRouter.self).open(.push) { _ in ItemScreen(title: "Order \(id)") }
    }
    try deeplinks.register("/receipt") { link in
      try link.router(as: DefaultRouter.self).open(.modal) { _ in ItemScreen(title: "Receipt") }
    }
    try deeplinks.register("/logout") { link in
      try link.window.setRoot { _ in ItemScreen(title: "Welcome") }
    }
  }

  /// Dismisses what is presented, selects the tab at `index`, then pushes the link's order.
  private static func openOrder(_ link: Deeplink, inTab index: Int) throws {
    let id = try link.parameters.value(named: "id", as: Int.self)
    link.dismissPresentedScreens()
    try link.router(as: DefaultRouter.self).selectTab(at: index)
    try link.router(as: DefaultRouter.self).open(.push) { _ in ItemScreen(title: "Order \(id)") }
  }

  var model: TabContainer? { window.root as? TabContainer }
  var tabs: UITabBarController? { uiWindow.rootViewController as? UITabBarController }

  /// The bottom screen of the model's tab at `index`.
  func root(_ index: Int) throws -> Screen {
    let stack = try #require(model?.tabs[index] as? NavigationContainer)
    return stack.rootScreen
  }

  /// The navigation controller UIKit shows for the tab at `index`.
  func navigation(_ index: Int) -> UINavigationController? {
    guard let stack = model?.tabs[index] else { return nil }
    return bridge.viewController(for: stack) as? UINavigationController
  }

  /// The navigation controller UIKit shows for the tab at `index`, required.
  func requireNavigation(_ index: Int) throws -> UINavigationController {
    try #require(navigation(index))
  }

  /// The titles of the model's stack in the tab at `index`.
  func stack(_ index: Int) -> [String] {
    (model?.tabs[index] as? NavigationContainer)?.stack.map(\.title) ?? []
  }

  /// The titles UIKit shows in the tab at `index`.
  func shown(_ index: Int) -> [String] {
    navigation(index)?.viewControllers.map { $0.title ?? "?" } ?? []
  }

  /// What UIKit shows of the tab at `index`, whether a transition still runs there, and whether
  /// anything is presented over the tabs: `Home/Detail still presented:false`.
  func look(_ index: Int) -> String {
    let moving = navigation(index)?.transitionCoordinator != nil ? " moving" : " still"
    let presented = tabs?.presentedViewController != nil
    return shown(index).joined(separator: "/") + moving + " presented:\(presented)"
  }

  /// Opens an item titled `title` from `screen` with `transition` and returns it.
  @discardableResult
  func open(_ title: String, from screen: Screen, as transition: Transition) throws -> ItemScreen {
    var built: ItemScreen?
    try #require(screen.router).open(transition) { _ in
      let item = ItemScreen(title: title)
      built = item
      return item
    }
    return try #require(built)
  }

  /// Pushes the product `id`, identified as the product links target, in the tab at `index`.
  @discardableResult
  func openProduct(_ id: Int, in index: Int) throws -> ItemScreen {
    let product = try open("Product \(id)", from: root(index), as: .push)
    product.identity = ScreenIdentity("product", parameters: ["id": "\(id)"])
    return product
  }
}

// MARK: - The app's pieces

/// Builds every name as an ``ItemScreen`` titled with it.
@MainActor
private func namedItems() -> ScreenRegistry {
  var registry = ScreenRegistry()
  for name in ["a", "b", "c"] {
    registry.register(name) { identity, _ in ItemScreen(title: identity.name) }
  }
  return registry
}

/// A screen of steps, shown in a sheet wrapped in navigation.
@MainActor
private final class StepsScreen: Screen {}

/// Makes itself its navigation controller's delegate when its view loads, as a UIKit screen
/// that animates its own steps does, and records what it hears.
@MainActor
private final class StepsViewController: ScreenViewController, UINavigationControllerDelegate {
  var calls: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.delegate = self
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    calls.append("willShow \(viewController.title ?? "")")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    calls.append("didShow \(viewController.title ?? "")")
  }
}

/// The app's tab bar delegate that keeps the user out of the More list.
@MainActor
private final class MoreRefusingTabDelegate: UITabBarControllerDelegate {
  private(set) var asked = 0

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    asked += 1
    return viewController !== tabBarController.moreNavigationController
  }
}

/// The app's tab bar delegate that answers a tap on the second tab with an alert asking to sign
/// in first, presented from the tab bar controller.
@MainActor
private final class SignInFirstTabDelegate: UITabBarControllerDelegate {
  private(set) var refusals = 0

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    guard tabBarController.viewControllers?.firstIndex(where: { $0 === viewController }) == 1
    else { return true }
    refusals += 1
    let alert = UIAlertController(
      title: "Sign in to see your wishlist", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Sign in", style: .default))
    tabBarController.present(alert, animated: true)
    return false
  }
}

/// A screen whose view controller is a plain `UIViewController`, not a
/// ``ScreenViewController``: the guide makes subclassing it optional.
@MainActor
private final class ListScreen: Screen {}

/// The app's own view controller for ``ListScreen``, written without the kit's base class.
@MainActor
private final class ListViewController: UIViewController {
  private weak var screen: Screen?

  init(screen: Screen) {
    self.screen = screen
    super.init(nibName: nil, bundle: nil)
    title = screen.title
  }

  required init?(coder: NSCoder) { nil }
}

/// The app's habit of keeping a link for a delegate callback: `queued` is handled at the next
/// call, its result described in `finals`.
@MainActor
private class LinkKeeper {
  private let deeplinks: DeeplinkRouter
  var queued: String?
  private(set) var finals: [String] = []

  init(deeplinks: DeeplinkRouter) {
    self.deeplinks = deeplinks
  }

  /// Handles the kept link, if any.
  func handleQueued() {
    guard let url = queued else { return }
    queued = nil
    finals.append(deeplinks.handle(url).description)
  }
}

/// The app's navigation delegate that handles a link kept for the end of the navigation
/// controller's transition, in `didShow`.
private final class LinkDeferringNavigationDelegate: LinkKeeper, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    handleQueued()
  }
}

/// The app's tab bar delegate that handles a link kept for the user's next tab, in `didSelect`.
private final class LinkDeferringTabDelegate: LinkKeeper, UITabBarControllerDelegate {
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    handleQueued()
  }
}

/// The app's sheet delegate that handles a link kept for the moment the user's swipe has taken
/// the sheet away, in `presentationControllerDidDismiss(_:)`.
private final class LinkDeferringSheetDelegate: LinkKeeper,
  UIAdaptivePresentationControllerDelegate
{
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    handleQueued()
  }
}
