import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A UIKit developer adopting the bridge, thirteenth round: routes made from UIKit's own
/// callbacks (an animation's completion, `viewDidDisappear(_:)`, a tab bar or navigation
/// delegate), links arriving while the user's drag is still held, the app's own UIKit calls on
/// the bridge's containers from those callbacks, results handed back from animations, and a
/// path restored under the user's finger.
@MainActor
@Suite struct AdopterRoundThirteenTests {
  // MARK: - Routes from UIKit's callbacks

  /// The app starts a badge animation as it pushes a screen, and opens a sheet from the pushed
  /// screen in the animation's completion, which comes while the push still slides in: the
  /// sheet is presented once the push has ended, and its completion sees both on screen.
  @Test func aRouteFromAnAnimationsCompletionDuringThePushShowsOnceThePushEnds() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let navigation = try #require(app.homeNavigation)
    let detail = try app.open("Detail", from: app.home, as: .push)
    var seen: [String] = []
    let badge = UIView()
    UIView.animate(withDuration: 0.1) {
      badge.alpha = 0.5
    } completion: { [weak detail, weak tabs, weak navigation] _ in
      detail?.router?.open(.modal) { _ in
        ItemScreen(title: "Sheet")
      } completion: { result in
        seen.append(
          "\(result.isSuccess) \(navigation?.topViewController?.title ?? "-") "
            + "\(tabs?.presentedViewController?.title ?? "-")")
      }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(seen == ["true Detail Sheet"])
    app.expectSettled()
  }

  /// A pushed screen whose view controller closes its screen in `viewDidDisappear(_:)` when it
  /// leaves its stack (code moved over from a coordinator's "did finish"): the user's back
  /// button or swipe closes it once, and the stack below stays.
  @Test(arguments: [false, true])
  func aScreenThatClosesItselfInViewDidDisappearAfterTheUsersPopClosesOnce(swipes: Bool) throws {
    let app = try BridgedApp()
    app.bridge.register(SelfClosingOnLeaveScreen.self) { SelfClosingOnLeaveController(screen: $0) }
    let navigation = try #require(app.homeNavigation)
    try #require(app.home.router).open(.push) { _ in SelfClosingOnLeaveScreen(title: "Editor") }
    DoubleRunLoop.main.runUntilIdle()
    let events = try app.events {
      let popped =
        swipes ? UIKitUser.swipeBack(in: navigation) : UIKitUser.tapBackButton(in: navigation)
      try #require(popped)
    }
    #expect(events == [#"closed SelfClosingOnLeaveScreen "Editor" (push, system.push 350ms)"#])
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    app.expectSettled()
  }

  /// The app's tab bar delegate resets the tapped tab to its root in `didSelect` with UIKit's
  /// `popToRootViewController(animated:)`, as apps that "start each tab fresh" do: the model
  /// selects the tab and pops its stack, and the popped screen is freed.
  @Test(arguments: [false, true])
  func aTabDelegateThatResetsTheTappedTabInDidSelectReachesTheModel(animated: Bool) throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let resetter = TabResetter(animated: animated)
    tabs.delegate = resetter
    try app.open("Order", from: app.other, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let watcher = LifetimeWatcher()
    do {
      let otherNavigation = try #require(tabs.viewControllers?.last as? UINavigationController)
      watcher.watch(otherNavigation.topViewController, as: "order controller")
      #expect(otherNavigation.viewControllers.map(\.title) == ["Other", "Order"])
      #expect(UIKitUser.tapTab(in: tabs, at: 1))
      DoubleRunLoop.main.runUntilIdle()
      #expect(otherNavigation.viewControllers.map(\.title) == ["Other"])
    }
    #expect(resetter.selected == ["Other"])
    #expect(app.window.root?.children.count == 2)
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    #expect(app.other.navigationContainer?.stack.map(\.title) == ["Other"])
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// The app's navigation delegate moves the user to the other tab in `didShow` once they came
  /// back to the root (the "orders" shortcut): the user's pop and the app's selection both
  /// reach the model, and a link handled next routes from the tab on screen.
  @Test func aNavigationDelegateThatSelectsAnotherTabInDidShowReachesTheModel() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let navigation = try #require(app.homeNavigation)
    let switcher = RootSwitcher(tabs: tabs)
    navigation.delegate = switcher
    try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapBackButton(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(switcher.shown == ["Detail", "Home"])
    #expect(tabs.selectedIndex == 1)
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    try app.open("Linked", from: try #require(app.window.topmostScreen), as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.other.navigationContainer?.stack.map(\.title) == ["Other", "Linked"])
    app.expectSettled()
  }

  /// A pushed screen whose view controller selects another tab in `viewDidDisappear(_:)` as the
  /// user pops it (a "continue in Orders" hand-off): the model follows the pop and the tab.
  @Test func aTabSelectedInViewDidDisappearOfThePoppedScreenReachesTheModel() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let navigation = try #require(app.homeNavigation)
    app.bridge.register(HandOffScreen.self) { screen in
      let controller = HandOffController(screen: screen)
      controller.tabs = tabs
      return controller
    }
    try #require(app.home.router).open(.push) { _ in HandOffScreen(title: "Hand-off") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapBackButton(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == 1)
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    app.expectSettled()
  }

  /// An onboarding whose navigation delegate opens the next step through the model each time
  /// a step is shown (`didShow`): each step is pushed once, each view controller made once, and
  /// the chain ends in step with UIKit.
  @Test func aDidShowDelegateThatOpensTheNextStepChainsEachStepOnce() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    var made: [String] = []
    app.bridge.register(ItemScreen.self) { screen in
      made.append(screen.title)
      return ItemViewController(screen: screen)
    }
    let chain = StepChain(window: app.window, last: 3)
    navigation.delegate = chain
    try app.open("Step 1", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Step 1", "Step 2", "Step 3"])
    #expect(made == ["Step 1", "Step 2", "Step 3"])
    #expect(chain.shown == ["Step 1", "Step 2", "Step 3"])
    app.expectSettled()
  }

  // MARK: - Two routes in one turn

  /// An animated push and, in the same turn, an unanimated pop to the root (a "Home" shortcut
  /// tapped as the push began): both complete once, in order, and UIKit shows the root only.
  @Test func anAnimatedPushThenAnUnanimatedPopToRootInOneTurnCompleteOnceEach() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    let router = try #require(app.home.router)
    var heard: [String] = []
    router.open(.push) { _ in
      ItemScreen(title: "Detail")
    } completion: {
      heard.append("push \($0.isSuccess) \(navigation.topViewController?.title ?? "-")")
    }
    router.popToRoot(animated: false) {
      heard.append("root \($0.isSuccess) \(navigation.topViewController?.title ?? "-")")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["push true Home", "root true Home"])
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    app.expectSettled()
  }

  /// An animated wrapped sheet and, in the same turn, a push inside it: the sheet arrives with
  /// both screens, and each completion sees them on screen.
  @Test func anAnimatedSheetAndAPushInsideItInOneTurnArriveTogether() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    var heard: [String] = []
    let probe = {
      let sheet = tabs.presentedViewController as? UINavigationController
      return sheet?.viewControllers.compactMap(\.title).joined(separator: ">") ?? "-"
    }
    var made: ItemScreen?
    try #require(app.home.router).open(.modal(inNavigation: true)) { _ in
      let screen = ItemScreen(title: "Cart")
      made = screen
      return screen
    } completion: { _ in
      heard.append("sheet \(probe())")
    }
    let sheet = try #require(made)
    made = nil
    try #require(sheet.router).open(.push) { _ in
      ItemScreen(title: "Address")
    } completion: {
      _ in
      heard.append("push \(probe())")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["sheet Cart>Address", "push Cart>Address"])
    app.expectSettled()
  }

  // MARK: - Links under the user's finger

  /// The user drags a wrapped sheet down while a link pushes a screen inside it (on the model's
  /// top screen).
  ///
  /// Let go before the threshold, the sheet stays and UIKit pushes the
  /// linked screen; past it, the linked screen leaves with the sheet, and nothing leaks.
  @Test(arguments: [false, true])
  func aLinkThatPushesInsideASheetBeingDraggedEndsWithTheUsersDrag(finishes: Bool) throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    try deeplinks.register("/detail") { link in
      try link.router(as: DefaultRouter.self).open(.push) { _ in ItemScreen(title: "Linked") }
    }
    try app.open("Edit", from: app.home, as: .modal(inNavigation: true))
    DoubleRunLoop.main.runUntilIdle()
    var finals: [String] = []
    do {
      let sheet = try #require(tabs.presentedViewController as? UINavigationController)
      let gesture = try #require(UIKitUser.beginSwipeDown(sheet))
      deeplinks.handle("shop://detail") { finals.append($0.description) }
      DoubleRunLoop.main.runQueuedWork()
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
      if !finishes { #expect(sheet.viewControllers.map(\.title) == ["Edit", "Linked"]) }
    }
    #expect(finals.count == 1, "\(finals)")
    #expect(tabs.presentedViewController == nil || !finishes)
    #expect((app.window.root?.presentedScreen == nil) == finishes)
    app.expectSettled()
  }

  /// The user drags a result sheet, lets go before the threshold, then a link dismisses
  /// everything: the presenter receives `.cancelled` once, and the sheet is freed.
  @Test func aResultSheetWhoseDragIsCancelledThenALinkDismissesItIsCancelledOnce() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    try deeplinks.register("/home") { link in
      try link.router(as: DefaultRouter.self).dismissAll(downTo: link.window.root)
    }
    var heard: [String] = []
    try #require(app.home.router).open(.modal, returning: String.self) { _ in
      ItemScreen(title: "Picker")
    } onResult: {
      heard.append("\($0)")
    }
    DoubleRunLoop.main.runUntilIdle()
    let watcher = LifetimeWatcher()
    do {
      let picker = try #require(tabs.presentedViewController)
      watcher.watch(picker, as: "picker")
      let gesture = try #require(UIKitUser.beginSwipeDown(picker))
      DoubleRunLoop.main.runQueuedWork()
      #expect(gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
      #expect(tabs.presentedViewController === picker)
      #expect(heard == [])
    }
    var finals: [String] = []
    deeplinks.handle("shop://home") { finals.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["cancelled"])
    #expect(finals.count == 1)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// The app restores a saved path (a handoff from another device) while the user holds a back
  /// swipe: once the user lets go, finishing or cancelling, UIKit shows the restored tree, the
  /// old screens and view controllers are freed, and nothing is left over.
  @Test(arguments: [false, true])
  func restoringAPathWhileTheUserHoldsABackSwipeShowsItOnceTheSwipeEnds(finishes: Bool) throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    let path = ScreenPath(
      root: .tabs(
        [.stack([ScreenIdentity("a")]), .stack([ScreenIdentity("b"), ScreenIdentity("c")])],
        selectedIndex: 1))
    do {
      let navigation = try #require(app.homeNavigation)
      let detail = try app.open("Detail", from: app.home, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(detail, as: "detail")
      watcher.watch(navigation.topViewController, as: "detail controller")
      watcher.watch(navigation, as: "old home stack")
      let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
      try app.window.restore(path, using: roundThirteenItems())
      DoubleRunLoop.main.runQueuedWork()
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    let tabs = try #require(app.tabs)
    #expect(tabs.selectedIndex == 1)
    #expect(
      (tabs.viewControllers?.last as? UINavigationController)?.viewControllers.map(\.title)
        == ["b", "c"])
    #expect(watcher.survivors == [])
    expectOnlyTheTestsScreensLeft(app)
  }

  /// The same restoration while the user drags a sheet down: once the user lets go, UIKit
  /// shows the restored tree without the sheet, which is freed.
  @Test(arguments: [false, true])
  func restoringAPathWhileTheUserDragsASheetShowsItOnceTheDragEnds(finishes: Bool) throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    let path = ScreenPath(
      root: .tabs([.stack([ScreenIdentity("a")]), .stack([ScreenIdentity("b")])], selectedIndex: 0)
    )
    do {
      let sheet = try app.open("Sheet", from: app.home, as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      let presented = try #require(app.tabs?.presentedViewController)
      watcher.watch(sheet, as: "sheet")
      watcher.watch(presented, as: "sheet controller")
      let gesture = try #require(UIKitUser.beginSwipeDown(presented))
      try app.window.restore(path, using: roundThirteenItems())
      DoubleRunLoop.main.runQueuedWork()
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    let tabs = try #require(app.tabs)
    #expect(tabs.presentedViewController == nil)
    #expect(app.homeNavigation?.viewControllers.map(\.title) == ["a"])
    #expect(watcher.survivors == [])
    expectOnlyTheTestsScreensLeft(app)
  }

  /// The user drags a sheet down while a link opens another sheet over it.
  ///
  /// Let go before
  /// the threshold, UIKit presents the linked sheet over the kept one; past it, the linked
  /// sheet leaves with it, and the link ends once either way.
  @Test(arguments: [false, true])
  func aLinkThatPresentsOverASheetBeingDraggedEndsWithTheUsersDrag(finishes: Bool) throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    try deeplinks.register("/coupon") { link in
      try link.router(as: DefaultRouter.self).open(.modal) { _ in ItemScreen(title: "Coupon") }
    }
    try app.open("Cart", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    var finals: [String] = []
    do {
      let cart = try #require(tabs.presentedViewController)
      let gesture = try #require(UIKitUser.beginSwipeDown(cart))
      deeplinks.handle("shop://coupon") { finals.append($0.description) }
      DoubleRunLoop.main.runQueuedWork()
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
      if !finishes {
        #expect(tabs.presentedViewController === cart)
        #expect(cart.presentedViewController?.title == "Coupon")
      }
    }
    #expect(finals.count == 1, "\(finals)")
    if finishes { #expect(tabs.presentedViewController == nil) }
    #expect((app.window.root?.presentedScreen == nil) == finishes)
    app.expectSettled()
  }

  /// The user holds a back swipe while a link presents a sheet from the screen being swiped away.
  ///
  /// Cancelled, the screen stays and UIKit presents the sheet over it; finished, the sheet
  /// leaves with the screen before it ever shows.
  @Test(arguments: [false, true])
  func aLinkThatPresentsFromAScreenBeingSwipedAwayEndsWithTheSwipe(finishes: Bool) throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let navigation = try #require(app.homeNavigation)
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    try deeplinks.register("/coupon") { link in
      try link.router(as: DefaultRouter.self).open(.modal) { _ in ItemScreen(title: "Coupon") }
    }
    try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    var finals: [String] = []
    do {
      let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
      deeplinks.handle("shop://coupon") { finals.append($0.description) }
      DoubleRunLoop.main.runQueuedWork()
      #expect(tabs.presentedViewController == nil, "no UIKit call during the swipe")
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(finals.count == 1, "\(finals)")
    #expect(navigation.viewControllers.map(\.title) == (finishes ? ["Home"] : ["Home", "Detail"]))
    #expect(tabs.presentedViewController?.title == (finishes ? nil : "Coupon"))
    app.expectSettled()
  }

  /// Two result sheets; the user drags the upper one and a link dismisses both meanwhile; the
  /// user lets go (before or past the threshold): each presenter receives `.cancelled` once,
  /// UIKit shows neither sheet, and both are freed.
  @Test(arguments: [false, true])
  func aLinkDismissingTwoResultSheetsWhileTheUpperIsDraggedCancelsEachOnce(finishes: Bool)
    throws
  {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    try deeplinks.register("/home") { link in
      try link.router(as: DefaultRouter.self).dismissAll(downTo: link.window.root)
    }
    var heard: [String] = []
    var lower: Screen?
    try #require(app.home.router).open(.modal, returning: String.self) { _ in
      let screen = ItemScreen(title: "Lower")
      lower = screen
      return screen
    } onResult: {
      heard.append("lower \($0)")
    }
    try #require(lower?.router).open(.modal, returning: String.self) { _ in
      ItemScreen(title: "Upper")
    } onResult: {
      heard.append("upper \($0)")
    }
    lower = nil
    DoubleRunLoop.main.runUntilIdle()
    let watcher = LifetimeWatcher()
    var finals: [String] = []
    do {
      let upper = try #require(tabs.presentedViewController?.presentedViewController)
      watcher.watch(tabs.presentedViewController, as: "lower controller")
      watcher.watch(upper, as: "upper controller")
      let gesture = try #require(UIKitUser.beginSwipeDown(upper))
      deeplinks.handle("shop://home") { finals.append($0.description) }
      DoubleRunLoop.main.runQueuedWork()
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard.sorted() == ["lower cancelled", "upper cancelled"])
    #expect(finals.count == 1, "\(finals)")
    #expect(tabs.presentedViewController == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  // MARK: - The app's own UIKit calls

  /// After an order is placed, the app resets the Orders tab, which is not shown, with UIKit's
  /// `popToRootViewController(animated:)` (or `setViewControllers(_:animated:)`), then saves
  /// the restorable path as the app goes to the background: the model has followed the pop by
  /// the end of the turn, so the pushed result screen is cancelled once, and the saved path no
  /// longer holds it.
  @Test(arguments: [false, true])
  func theAppResettingATabNotShownIsFollowedByTheEndOfTheTurn(setsStack: Bool) throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    app.home.identity = ScreenIdentity("home")
    app.other.identity = ScreenIdentity("orders")
    var heard: [String] = []
    try #require(app.other.router).open(.push, returning: Int.self) { _ in
      let order = ItemScreen(title: "Order")
      order.identity = ScreenIdentity("order", parameters: ["id": "7"])
      return order
    } onResult: {
      heard.append("\($0)")
    }
    DoubleRunLoop.main.runUntilIdle()
    let orders = try #require(tabs.viewControllers?.last as? UINavigationController)
    #expect(orders.viewControllers.map(\.title) == ["Other", "Order"])
    if setsStack {
      orders.setViewControllers(Array(orders.viewControllers.prefix(1)), animated: false)
    } else {
      _ = orders.popToRootViewController(animated: true)
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["cancelled"])
    #expect(app.other.navigationContainer?.stack.map(\.title) == ["Other"])
    let saved = try app.window.restorablePath()
    #expect(!"\(saved)".contains("order?id=7"), "\(saved)")
    app.expectSettled()
  }

  /// The app puts back a tab order it saved (as apps that let the user rearrange tabs do) by
  /// setting the tab bar controller's `viewControllers`: the model owns the order, so by the end
  /// of the turn UIKit shows the model's order again, with the tab the user looks at selected.
  @Test func theAppsSavedTabOrderIsPutBackByTheEndOfTheTurn() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let home = try #require(app.homeNavigation)
    tabs.viewControllers = Array((tabs.viewControllers ?? []).reversed())
    #expect(tabs.selectedViewController === home)
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.viewControllers?.first === home)
    #expect(tabs.selectedViewController === home)
    #expect((app.window.root as? TabContainer)?.selectedIndex == 0)
    app.expectSettled()
  }

  /// Three sheets, one over the other; the app dismisses from the lowest (its "back to cart"
  /// button calls `dismiss(animated:)` on the cart, which dismisses what the cart presents):
  /// the two above close in the model, each cancelled once, and the cart stays.
  @Test func theAppDismissingFromTheLowestSheetClosesTheTwoAboveAndKeepsIt() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    var heard: [String] = []
    let cart = try app.open("Cart", from: app.home, as: .modal)
    var middle: Screen?
    try #require(cart.router).open(.modal, returning: String.self) { _ in
      let screen = ItemScreen(title: "Address")
      middle = screen
      return screen
    } onResult: {
      heard.append("address \($0)")
    }
    try #require(middle?.router).open(.modal, returning: String.self) { _ in
      ItemScreen(title: "Map")
    } onResult: {
      heard.append("map \($0)")
    }
    middle = nil
    DoubleRunLoop.main.runUntilIdle()
    let watcher = LifetimeWatcher()
    do {
      let cartController = try #require(tabs.presentedViewController)
      watcher.watch(cartController.presentedViewController, as: "address controller")
      watcher.watch(cartController.presentedViewController?.presentedViewController, as: "map")
      cartController.dismiss(animated: true)
      DoubleRunLoop.main.runUntilIdle()
      #expect(tabs.presentedViewController === cartController)
      #expect(cartController.presentedViewController == nil)
    }
    #expect(heard.sorted() == ["address cancelled", "map cancelled"])
    #expect(app.window.root?.presentedScreen === cart)
    #expect(cart.presentedScreen == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// Two result sheets, one over the other; the app dismisses everything from the tab bar
  /// controller itself (a session expiry handler that knows only the root view controller):
  /// both close in the model, each presenter receives `.cancelled` once, and both are freed.
  @Test(arguments: [true, false])
  func theAppDismissingEverythingFromTheRootCancelsBothSheetsOnce(animated: Bool) throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    var heard: [String] = []
    var lower: Screen?
    try #require(app.home.router).open(.modal, returning: String.self) { _ in
      let screen = ItemScreen(title: "Lower")
      lower = screen
      return screen
    } onResult: {
      heard.append("lower \($0)")
    }
    try #require(lower?.router).open(.modal, returning: String.self) { _ in
      ItemScreen(title: "Upper")
    } onResult: {
      heard.append("upper \($0)")
    }
    lower = nil
    DoubleRunLoop.main.runUntilIdle()
    let watcher = LifetimeWatcher()
    watcher.watch(tabs.presentedViewController, as: "lower controller")
    watcher.watch(tabs.presentedViewController?.presentedViewController, as: "upper controller")
    #expect(tabs.presentedViewController?.presentedViewController?.title == "Upper")
    tabs.dismiss(animated: animated)
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard.sorted() == ["lower cancelled", "upper cancelled"])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(tabs.presentedViewController == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// A sheet's view controller that finds nothing to show dismisses itself in
  /// `viewDidAppear(_:)` (an empty cart): the model closes it once, its presenter receives
  /// `.cancelled`, and it is freed.
  @Test func aSheetThatDismissesItselfInViewDidAppearClosesOnce() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    app.bridge.register(EmptyCartScreen.self) { EmptyCartController(screen: $0) }
    var heard: [String] = []
    try #require(app.home.router).open(.modal, returning: String.self) { _ in
      EmptyCartScreen(title: "Cart")
    } onResult: {
      heard.append("\($0)")
    }
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["cancelled"])
    #expect(tabs.presentedViewController == nil)
    #expect(app.window.root?.presentedScreen == nil)
    app.expectSettled()
  }

  /// A screen's view controller embeds a child (a coupon banner) that presents the app's own
  /// card; the model opens a sheet from the screen meanwhile: the sheet waits for the card,
  /// which stays, and shows once the banner dismisses it.
  @Test func theAppsCardPresentedFromAnEmbeddedChildHoldsTheModelsSheet() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    var waits: [String] = []
    app.bridge.onEvent = { event in
      if case .waiting = event { waits.append(event.description) }
    }
    let screenController = try #require(app.bridge.viewController(for: app.home))
    let banner = UIViewController(nibName: nil, bundle: nil)
    screenController.addChild(banner)
    screenController.view.addSubview(banner.view)
    banner.didMove(toParent: screenController)
    let card = UIViewController(nibName: nil, bundle: nil)
    card.title = "Coupon"
    banner.present(card, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController === card)
    try app.open("Sheet", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController === card)
    #expect(waits.count == 1, "\(waits)")
    banner.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController?.title == "Sheet")
    app.expectSettled()
  }

  // MARK: - Results from UIKit's callbacks

  /// A picker sheet whose Done button plays a checkmark animation and finishes the result in
  /// its completion, then closes: the presenter receives the value once, with the picker gone.
  @Test func aPickerFinishedFromItsCheckmarkAnimationsCompletionHandsItsValueOnce() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    app.bridge.register(CheckmarkPickerScreen.self) { CheckmarkPickerController(screen: $0) }
    var heard: [String] = []
    try #require(app.home.router).open(.modal(inNavigation: true), returning: String.self) { _ in
      CheckmarkPickerScreen(title: "Size")
    } onResult: { [weak tabs] in
      heard.append("\($0) \(tabs?.presentedViewController == nil ? "gone" : "shown")")
    }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let sheet = try #require(tabs.presentedViewController as? UINavigationController)
      let picker = try #require(sheet.topViewController)
      let done = try #require(picker.navigationItem.rightBarButtonItem)
      #expect(UIKitUser.tap(done, of: picker))
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == [#"finished("M") gone"#])
    app.expectSettled()
  }

  /// The same picker swiped away by the user instead: `.cancelled` once, nothing leaks.
  @Test func aCheckmarkPickerTheUserSwipesAwayIsCancelledOnce() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    app.bridge.register(CheckmarkPickerScreen.self) { CheckmarkPickerController(screen: $0) }
    var heard: [String] = []
    try #require(app.home.router).open(.modal(inNavigation: true), returning: String.self) { _ in
      CheckmarkPickerScreen(title: "Size")
    } onResult: {
      heard.append("\($0)")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController.map(UIKitUser.swipeDown) == true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["cancelled"])
    app.expectSettled()
  }
}

// MARK: - The app's pieces

/// What ``BridgedApp`` leaves after a restoration: only the two first screens the test app
/// holds, no view controller, and the trees equal.
@MainActor
private func expectOnlyTheTestsScreensLeft(
  _ app: BridgedApp, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    app.window.leakedScreens().map(\.screen.title).sorted() == ["Home", "Other"],
    sourceLocation: sourceLocation)
  #expect(app.bridge.leakedViewControllers() == [], sourceLocation: sourceLocation)
  app.expectInSync(sourceLocation: sourceLocation)
}

/// Builds every name as an ``ItemScreen`` titled with it.
@MainActor
private func roundThirteenItems() -> ScreenRegistry {
  var registry = ScreenRegistry()
  for name in ["a", "b", "c"] {
    registry.register(name) { identity, _ in ItemScreen(title: identity.name) }
  }
  return registry
}

/// A screen whose view controller closes it when it leaves its stack.
@MainActor
private final class SelfClosingOnLeaveScreen: Screen {}

/// Closes its screen through its router in `viewDidDisappear(_:)` when it left its stack.
@MainActor
private final class SelfClosingOnLeaveController: ScreenViewController {
  override func viewDidDisappear(_ animated: Bool) {
    let leaving = isMovingFromParent
    let screen = self.screen
    super.viewDidDisappear(animated)
    if leaving { (screen?.router as? DefaultRouter)?.close() }
  }
}

/// A screen whose view controller selects the second tab as it leaves its stack.
@MainActor
private final class HandOffScreen: Screen {}

/// Selects the second tab of `tabs` in `viewDidDisappear(_:)` when it left its stack.
@MainActor
private final class HandOffController: ScreenViewController {
  weak var tabs: UITabBarController?

  override func viewDidDisappear(_ animated: Bool) {
    let leaving = isMovingFromParent
    super.viewDidDisappear(animated)
    if leaving { tabs?.selectedIndex = 1 }
  }
}

/// The app's tab bar delegate that pops the tapped tab to its root.
@MainActor
private final class TabResetter: NSObject, UITabBarControllerDelegate {
  let animated: Bool
  var selected: [String] = []

  init(animated: Bool) { self.animated = animated }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selected.append(
      viewController.title ?? (viewController as? UINavigationController)?
        .viewControllers.first?.title ?? "?")
    _ = (viewController as? UINavigationController)?.popToRootViewController(animated: animated)
  }
}

/// The app's navigation delegate that selects the second tab once its stack is back at its
/// root.
@MainActor
private final class RootSwitcher: NSObject, UINavigationControllerDelegate {
  weak var tabs: UITabBarController?
  var shown: [String] = []

  init(tabs: UITabBarController) { self.tabs = tabs }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    shown.append(viewController.title ?? "?")
    if navigationController.viewControllers.count == 1, shown.count > 1 {
      tabs?.selectedIndex = 1
    }
  }
}

/// The app's navigation delegate that opens the next onboarding step from the model's top
/// screen each time a step is shown, up to `last`.
@MainActor
private final class StepChain: NSObject, UINavigationControllerDelegate {
  let window: Window
  let last: Int
  var shown: [String] = []

  init(window: Window, last: Int) {
    self.window = window
    self.last = last
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard let title = viewController.title, title.hasPrefix("Step ") else { return }
    shown.append(title)
    guard let number = Int(title.dropFirst(5)), number < last,
      let top = window.topmostScreen, top.title == title
    else { return }
    top.router?.open(.push) { _ in ItemScreen(title: "Step \(number + 1)") }
  }
}

/// A cart screen with nothing in it.
@MainActor
private final class EmptyCartScreen: Screen {}

/// Dismisses itself as soon as it has appeared: there is nothing to show.
@MainActor
private final class EmptyCartController: ScreenViewController {
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    dismiss(animated: true)
  }
}

/// A size picker.
@MainActor
private final class CheckmarkPickerScreen: Screen {}

/// Its Done button plays a checkmark animation, then finishes the result with "M".
@MainActor
private final class CheckmarkPickerController: ScreenViewController {
  override init(screen: Screen) {
    super.init(screen: screen)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done",
      primaryAction: UIAction { [weak self] _ in
        UIView.animate(withDuration: 0.2) {
          self?.view.alpha = 0.9
        } completion: { _ in
          (self?.screen?.router as? ResultRouter<String>)?.finish(with: "M")
        }
      })
  }

  required init?(coder: NSCoder) { nil }
}

extension Result {
  /// Whether the route succeeded.
  fileprivate var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
