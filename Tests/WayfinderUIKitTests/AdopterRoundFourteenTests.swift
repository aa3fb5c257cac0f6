import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A UIKit developer adopting the bridge, fourteenth round: the app's own delegates that pass
/// every call on to the delegate they replaced (an analytics or "discard changes?" layer wrapped
/// around whatever was there, which is the bridge), routes made in quick succession while an
/// earlier transition still animates, a scene moved to a new `UIWindow`, and sheets the app
/// makes modal.
@MainActor
@Suite struct AdopterRoundFourteenTests {
  // MARK: - Delegates that pass calls on to the one they replaced

  /// The app wraps the tab bar controller's delegate (the bridge) in its own, which logs each
  /// tab for analytics, refuses the Orders tab while the user is signed out, and passes every
  /// call on to the delegate it replaced, as such layers do: each tap is asked and heard once,
  /// the refusal wins, and the model follows the tap it let through.
  @Test func aTabDelegateThatPassesCallsOnToTheOneItReplacedDecidesAndHearsEachTapOnce() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let proxy = TabDelegateProxy(wrapping: tabs)
    proxy.refused = ["Other"]
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapTab(in: tabs, at: 1) == false)
    DoubleRunLoop.main.runUntilIdle()
    #expect((app.window.root as? TabContainer)?.selectedIndex == 0)
    proxy.refused = []
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(proxy.asked == ["Other", "Other"])
    #expect(proxy.selected == ["Other"])
    #expect(tabs.selectedIndex == 1)
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    app.expectSettled()
  }

  /// Two parts of the app each put their tab delegate in front of the one there, in turn
  /// (analytics at launch, a sign-in gate later), each passing its calls on: both hear each tap
  /// they would hear without the bridge, once, and the gate's refusal wins.
  @Test func twoTabDelegatesSetInTurnThatPassCallsOnEachHearEachTapOnce() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let analytics = TabDelegateProxy(wrapping: tabs)
    DoubleRunLoop.main.runUntilIdle()
    let gate = TabDelegateProxy(wrapping: tabs)
    gate.refused = ["Other"]
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapTab(in: tabs, at: 1) == false)
    gate.refused = []
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(gate.asked == ["Other", "Other"])
    #expect(analytics.asked == ["Other"])
    #expect(gate.selected == ["Other"])
    #expect(analytics.selected == ["Other"])
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    app.expectSettled()
  }

  /// The same two layers after ``UIKitBridge/stop()`` (the scene goes): the gate is the tab bar
  /// controller's delegate again and still passes its calls on to the stopped bridge, through
  /// which the analytics layer below hears each tap once, as it would without the bridge.
  @Test func twoPassingOnTabDelegatesStillEachHearATapOnceAfterStop() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let analytics = TabDelegateProxy(wrapping: tabs)
    DoubleRunLoop.main.runUntilIdle()
    let gate = TabDelegateProxy(wrapping: tabs)
    DoubleRunLoop.main.runUntilIdle()
    app.bridge.stop()
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.delegate === gate)
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(gate.selected == ["Other"])
    #expect(analytics.asked == ["Other"])
    #expect(analytics.selected == ["Other"])
    #expect(tabs.selectedIndex == 1)
  }

  /// One object of the app's is both the tab bar controller's delegate and its More list's
  /// navigation delegate (as Apple's samples do), passing every call on: a tap on More and a
  /// pick in its list are each heard once, and the model selects the picked tab.
  @Test func oneObjectPassingOnForTheTabsAndTheMoreListHearsEachStepOnce() throws {
    let (window, _, bridge, _, tabs) = try SixTabs.make()
    let both = TabAndMoreDelegate(wrapping: tabs)
    bridge.reconcileNow()
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapMore(in: tabs))
    DoubleRunLoop.main.runUntilIdle()
    #expect(both.tabs.asked.count == 1)
    #expect(both.tabs.selected.count == 1)
    let shown = both.more.didShow.count
    #expect(UIKitUser.pickInMoreList(in: tabs, at: 4))
    DoubleRunLoop.main.runUntilIdle()
    #expect(both.more.didShow.count == shown + 1)
    #expect(both.tabs.selected.count == 1)
    #expect((window.root as? TabContainer)?.selectedIndex == 4)
    #expect(bridge.differenceReport() == nil)
  }

  /// A tab delegate that replaced an earlier one without passing calls on, then was freed (its
  /// screen closed): as in UIKit, where the tab bar controller's delegate is then `nil`, the
  /// earlier one hears nothing, and the tap still reaches the model.
  @Test func aTabDelegateFreedAfterReplacingAnotherLeavesTheEarlierOneUnheard() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let first = TabDelegateProxy(wrapping: tabs)
    first.next = nil
    DoubleRunLoop.main.runUntilIdle()
    do {
      let second = TabDelegateProxy(wrapping: tabs)
      second.next = nil
      DoubleRunLoop.main.runUntilIdle()
      #expect(UIKitUser.tapTab(in: tabs, at: 1))
      DoubleRunLoop.main.runUntilIdle()
      #expect(second.selected == ["Other"])
    }
    #expect(UIKitUser.tapTab(in: tabs, at: 0))
    DoubleRunLoop.main.runUntilIdle()
    #expect(first.asked == [])
    #expect(first.selected == [])
    #expect((app.window.root as? TabContainer)?.selectedIndex == 0)
    app.expectSettled()
  }

  /// The same tab delegate, handed back by ``UIKitBridge/stop()`` (the scene goes): it still
  /// passes its calls on to the stopped bridge, which answers them as a delegate with nothing to
  /// add, and the tap selects the tab in UIKit, heard once.
  @Test func aTabDelegateThatPassesCallsOnToAStoppedBridgeHearsTheTapOnce() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let proxy = TabDelegateProxy(wrapping: tabs)
    DoubleRunLoop.main.runUntilIdle()
    app.bridge.stop()
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.delegate === proxy)
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(proxy.asked == ["Other"])
    #expect(proxy.selected == ["Other"])
    #expect(tabs.selectedIndex == 1)
  }

  /// The app wraps a stack's navigation delegate (the bridge) in one that logs each screen
  /// shown and passes every call on: the model's push and the user's back button are each heard
  /// once (`willShow` and `didShow`), the model follows the pop, and the popped screen is freed.
  @Test func aNavigationDelegateThatPassesCallsOnHearsThePushAndTheUsersPopOnce() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    let proxy = NavigationDelegateProxy(wrapping: navigation)
    DoubleRunLoop.main.runUntilIdle()
    let watcher = LifetimeWatcher()
    do {
      let detail = try app.open("Detail", from: app.home, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(detail, as: "detail screen")
      watcher.watch(app.bridge.viewController(for: detail), as: "detail controller")
    }
    #expect(UIKitUser.tapBackButton(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(proxy.willShow == ["Detail", "Home"])
    #expect(proxy.didShow == ["Detail", "Home"])
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// A screen that makes itself its stack's delegate again each time it appears (in
  /// `viewWillAppear(_:)`, as many UIKit screens do) through a wrapper made once around the
  /// bridge: after the user's pop back to it, the wrapper hears `didShow` once, not once from
  /// UIKit and again from the bridge passing the call on.
  @Test func aScreenThatSetsItsWrappingDelegateAgainOnEachAppearanceHearsEachShowOnce() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    app.bridge.register(DelegateSettingScreen.self) { DelegateSettingController(screen: $0) }
    var made: DelegateSettingScreen?
    try #require(app.home.router).open(.push) { _ in
      let screen = DelegateSettingScreen(title: "List")
      made = screen
      return screen
    }
    DoubleRunLoop.main.runUntilIdle()
    let list = try #require(made)
    let controller = try #require(
      app.bridge.viewController(for: list) as? DelegateSettingController)
    try app.open("Detail", from: list, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapBackButton(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    let proxy = try #require(controller.proxy)
    #expect(proxy.didShow == ["List", "Detail", "List"])
    #expect(list.navigationContainer?.stack.map(\.title) == ["Home", "List"])
    app.expectSettled()
  }

  /// An edit sheet wraps its presentation controller's delegate (the bridge) in a "discard
  /// changes?" guard that passes every call on.
  ///
  /// The guard refuses the swipe while the form is dirty; the bridge takes its place back at
  /// its next pass. The refused swipe is heard once and keeps the sheet; once clean, the swipe
  /// closes it once and its result is cancelled once.
  @Test func aSheetGuardThatPassesCallsOnRefusesWhileDirtyThenClosesOnceWhenSwiped() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    var results: [String] = []
    var made: ItemScreen?
    try #require(app.home.router).open(.modal, returning: String.self) { _ in
      let screen = ItemScreen(title: "Edit")
      made = screen
      return screen
    } onResult: {
      results.append("\($0)")
    }
    DoubleRunLoop.main.runUntilIdle()
    let proxy: SheetDelegateProxy
    do {
      let sheet = try #require(tabs.presentedViewController)
      proxy = SheetDelegateProxy(wrapping: try #require(sheet.presentationController))
      proxy.isDirty = true
      // Something routes meanwhile (an order arrives in the other tab): the bridge's pass takes
      // the sheet's delegate back, keeping the app's to pass the calls on to.
      try app.open("New order", from: app.other, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      #expect(UIKitUser.swipeDown(sheet) == false)
      DoubleRunLoop.main.runUntilIdle()
      #expect(proxy.attempts == 1)
      #expect(app.window.root?.presentedScreen === made)
      proxy.isDirty = false
      #expect(UIKitUser.swipeDown(sheet))
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(proxy.attempts == 1)
    #expect(proxy.willDismiss == 1)
    #expect(proxy.didDismiss == 1)
    #expect(results == ["cancelled"])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(tabs.presentedViewController == nil)
    made = nil
    app.expectSettled()
  }

  /// A sheet's guard that passes `presentationControllerDidDismiss(_:)` on first, then opens a
  /// "draft saved" note from the screen on top of the model: the swiped sheet is closed in the
  /// model by then, so the note is pushed on the stack below, once.
  @Test func aPassingOnSheetGuardThatRoutesAfterTheSwipeRoutesFromTheScreenBelow() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let navigation = try #require(app.homeNavigation)
    try app.open("Edit", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let window = app.window
    let proxy: SheetDelegateProxy
    do {
      let sheet = try #require(tabs.presentedViewController)
      proxy = SheetDelegateProxy(wrapping: try #require(sheet.presentationController))
      app.bridge.reconcileNow()
      proxy.afterDismiss = {
        window.topmostScreen?.router?.open(.push) { _ in ItemScreen(title: "Draft saved") }
      }
      #expect(UIKitUser.swipeDown(sheet))
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(proxy.didDismiss == 1)
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Draft saved"])
    #expect(app.window.root?.presentedScreen == nil)
    app.expectSettled()
  }

  /// The app logs out (a new root) while a sheet still animates in: the sheet's completion
  /// comes once, UIKit shows only the new root, and the old tree's view controllers (the
  /// arriving sheet's included) are freed.
  @Test func aNewRootWhileASheetAnimatesInCompletesTheSheetOnceAndFreesTheOldTree() throws {
    let app = try BridgedApp()
    var heard: [String] = []
    let watcher = LifetimeWatcher()
    do {
      let tabs = try #require(app.tabs)
      watcher.watch(tabs, as: "tabs")
      watcher.watch(app.homeNavigation, as: "home stack")
      try #require(app.home.router).open(.modal) { _ in
        ItemScreen(title: "Offer")
      } completion: {
        heard.append("offer \($0.didSucceed)")
      }
      DoubleRunLoop.main.runQueuedWork()
      DoubleRunLoop.main.advance(by: 0.1)
      watcher.watch(tabs.presentedViewController, as: "offer controller")
      #expect(tabs.presentedViewController?.isBeingPresented == true)
    }
    _ = try app.window.setRoot { _ in ItemScreen(title: "Welcome") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["offer true"])
    #expect(app.uiWindow.rootViewController?.title == "Welcome")
    #expect(app.uiWindow.rootViewController?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  /// The More list's navigation delegate wrapped by the app (to log the tabs picked there),
  /// passing every call on: a pick in the More list reaches the model once, and the wrapper
  /// hears it once.
  @Test func aMoreListDelegateThatPassesCallsOnHearsThePickOnceAndTheModelFollows() throws {
    let (window, _, bridge, _, tabs) = try SixTabs.make()
    let proxy = NavigationDelegateProxy(wrapping: tabs.moreNavigationController)
    bridge.reconcileNow()
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapMore(in: tabs))
    DoubleRunLoop.main.runUntilIdle()
    let before = proxy.didShow.count
    #expect(UIKitUser.pickInMoreList(in: tabs, at: 5))
    DoubleRunLoop.main.runUntilIdle()
    #expect((window.root as? TabContainer)?.selectedIndex == 5)
    #expect(proxy.didShow.count == before + 1)
    #expect(bridge.differenceReport() == nil)
  }

  // MARK: - Routes in quick succession while a transition animates

  /// While an animated push slides in, the app opens a screen from it and closes that one in
  /// the same turn (a step skipped as soon as it was asked): the three completions come once
  /// each, in order, with the first push on screen; the skipped screen never gets a view
  /// controller and is freed.
  @Test func anOpenAndItsCloseInOneTurnDuringAPushCompleteInOrderAndFreeTheScreen() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    var made: [String] = []
    app.bridge.register(ItemScreen.self) { screen in
      made.append(screen.title)
      return ItemViewController(screen: screen)
    }
    var heard: [String] = []
    let top = { navigation.topViewController?.title ?? "-" }
    var pushed: ItemScreen?
    try #require(app.home.router).open(.push) { _ in
      let screen = ItemScreen(title: "Cart")
      pushed = screen
      return screen
    } completion: {
      heard.append("cart \($0.didSucceed) \(top())")
    }
    DoubleRunLoop.main.runQueuedWork()
    DoubleRunLoop.main.advance(by: 0.1)
    #expect(navigation.transitionCoordinator != nil)
    let cart = try #require(pushed)
    pushed = nil
    let watcher = LifetimeWatcher()
    do {
      var skipped: ItemScreen?
      try #require(cart.router).open(.push) { _ in
        let screen = ItemScreen(title: "Upsell")
        skipped = screen
        return screen
      } completion: {
        heard.append("upsell \($0.didSucceed) \(top())")
      }
      let upsell = try #require(skipped)
      watcher.watch(upsell, as: "upsell screen")
      try #require(upsell.router).close { heard.append("skip \($0.didSucceed) \(top())") }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["cart true Cart", "upsell true Cart", "skip true Cart"])
    #expect(made == ["Cart"])
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Cart"])
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// While a sheet animates in, the app opens a second sheet from it and, in the same turn,
  /// closes the first (the user tapped "Cancel" as the sheet arrived): each completion comes
  /// once, in order, UIKit ends with no sheet, and both sheets' screens and view controllers
  /// are freed.
  @Test func aSheetOverASheetStillArrivingThenTheFirstClosedEndOnceEachAndFreeBoth() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    var heard: [String] = []
    let shown = { tabs.presentedViewController?.title ?? "none" }
    let watcher = LifetimeWatcher()
    do {
      var made: ItemScreen?
      try #require(app.home.router).open(.modal) { _ in
        let screen = ItemScreen(title: "Filters")
        made = screen
        return screen
      } completion: {
        heard.append("filters \($0.didSucceed)")
      }
      let first = try #require(made)
      DoubleRunLoop.main.runQueuedWork()
      DoubleRunLoop.main.advance(by: 0.1)
      #expect(tabs.presentedViewController?.isBeingPresented == true)
      watcher.watch(first, as: "filters screen")
      watcher.watch(app.bridge.viewController(for: first), as: "filters controller")
      try #require(first.router).open(.modal) { _ in
        let screen = ItemScreen(title: "Sizes")
        made = screen
        return screen
      } completion: {
        heard.append("sizes \($0.didSucceed)")
      }
      watcher.watch(made, as: "sizes screen")
      made = nil
      try #require(first.router).close { heard.append("close \($0.didSucceed) \(shown())") }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["filters true", "sizes true", "close true none"])
    #expect(tabs.presentedViewController == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// While the bridge's animated pop to the root runs, a push from the root and a tab switch
  /// arrive in one turn (a notification's link): the pop completes first with the root on
  /// screen, then the push and the selection, each once, and UIKit ends on the other tab with
  /// the pushed screen below it in the first.
  @Test func aPushAndATabSwitchInOneTurnDuringAnAnimatedPopToRootCompleteOnceEachInOrder()
    throws
  {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let navigation = try #require(app.homeNavigation)
    do {
      let detail = try app.open("Detail", from: app.home, as: .push)
      try app.open("Reviews", from: detail, as: .push)
    }
    DoubleRunLoop.main.runUntilIdle()
    var heard: [String] = []
    let stack = { navigation.viewControllers.compactMap(\.title).joined(separator: ">") }
    let router = try #require(app.home.router)
    router.popToRoot(animated: true) { heard.append("root \($0.didSucceed) \(stack())") }
    DoubleRunLoop.main.runQueuedWork()
    DoubleRunLoop.main.advance(by: 0.1)
    #expect(navigation.transitionCoordinator != nil)
    router.open(.push) { _ in
      ItemScreen(title: "Offer")
    } completion: {
      heard.append("offer \($0.didSucceed) \(stack())")
    }
    router.selectTab(at: 1) { heard.append("tab \($0.didSucceed) \(tabs.selectedIndex)") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["root true Home", "offer true Home>Offer", "tab true 1"])
    #expect(tabs.selectedIndex == 1)
    app.expectSettled()
  }

  /// A sheet opened twice in a row from the same screen within one turn (a double tap on
  /// "Filters"): the model refuses the second, whose completion fails at once, and UIKit shows
  /// one sheet, whose completion comes once it is on screen.
  @Test func aSheetOpenedTwiceInOneTurnShowsOnceAndTheSecondFailsAtOnce() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    var heard: [String] = []
    let router = try #require(app.home.router)
    for attempt in 1...2 {
      router.open(.modal) { _ in
        ItemScreen(title: "Filters \(attempt)")
      } completion: {
        heard.append("\(attempt) \($0.didSucceed) \(tabs.presentedViewController?.title ?? "none")")
      }
    }
    #expect(heard == ["2 false none"])
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["2 false none", "1 true Filters 1"])
    app.expectSettled()
  }

  // MARK: - A scene moved to a new window

  /// The scene reconnects and the app bridges its model to a new `UIWindow`, letting the old
  /// one and its bridge go: the new window shows the model, a pushed screen and a sheet
  /// included, and every view controller the old bridge made is freed.
  @Test func aModelBridgedToANewWindowFreesEveryViewControllerOfTheOldOne() throws {
    let app = try BridgedApp()
    let detail = try app.open("Detail", from: app.home, as: .push)
    try app.open("Filters", from: detail, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let watcher = LifetimeWatcher()
    var oldWindow: UIWindow? = UIWindow()
    var oldBridge: UIKitBridge? = UIKitBridge(window: app.window, uiWindow: try #require(oldWindow))
    oldWindow?.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    let root = try #require(app.window.root)
    for screen in [root, app.home, app.other, detail, root.topmostScreen] {
      watcher.watch(oldBridge?.viewController(for: screen), as: "old \(screen.title)")
    }
    #expect(watcher.count == 5)
    let newWindow = UIWindow()
    let newBridge = UIKitBridge(window: app.window, uiWindow: newWindow)
    newBridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    newWindow.makeKeyAndVisible()
    oldWindow = nil
    oldBridge = nil
    DoubleRunLoop.main.runUntilIdle()
    #expect(watcher.survivors == [])
    #expect(newBridge.differenceReport() == nil)
    #expect(newBridge.leakedViewControllers() == [])
    #expect(app.window.leakedScreens() == [])
    #expect(DoubleRunLoop.main.log == [])
  }

  // MARK: - Sheets the app makes modal

  /// A form sheet whose view controller sets `isModalInPresentation` (unsaved changes): the
  /// user's swipe is refused, but the screen's own router still closes it, once, and frees it —
  /// the flag stops only the interactive dismissal.
  @Test func aSheetTheAppMakesModalInPresentationIsStillClosedByItsRouter() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    app.bridge.register(ModalFormScreen.self) { ModalFormController(screen: $0) }
    var heard: [String] = []
    let watcher = LifetimeWatcher()
    do {
      var made: ModalFormScreen?
      try #require(app.home.router).open(.modal) { _ in
        let screen = ModalFormScreen(title: "Form")
        made = screen
        return screen
      }
      DoubleRunLoop.main.runUntilIdle()
      let form = try #require(made)
      let sheet = try #require(tabs.presentedViewController)
      watcher.watch(form, as: "form screen")
      watcher.watch(sheet, as: "form controller")
      #expect(sheet.isModalInPresentation)
      #expect(UIKitUser.swipeDown(sheet) == false)
      DoubleRunLoop.main.runUntilIdle()
      #expect(app.window.root?.presentedScreen === form)
      try #require(form.router).close {
        heard.append("\($0.didSucceed) \(tabs.presentedViewController == nil)")
      }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["true true"])
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// A wrapped sheet whose content sets `isModalInPresentation` on the navigation controller
  /// (in `viewDidLoad()`, as the guide says a wrapped sheet's settings go): the swipe is
  /// refused, and its router's close still dismisses it once.
  @Test func aWrappedSheetMadeModalInViewDidLoadRefusesTheSwipeButItsRouterClosesIt() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    app.bridge.register(ModalFormScreen.self) { ModalFormController(screen: $0) }
    var made: ModalFormScreen?
    try #require(app.home.router).open(.modal(inNavigation: true)) { _ in
      let screen = ModalFormScreen(title: "Address")
      made = screen
      return screen
    }
    var heard: [String] = []
    do {
      let form = try #require(made)
      made = nil
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(tabs.presentedViewController as? UINavigationController)
      #expect(sheet.isModalInPresentation)
      #expect(UIKitUser.swipeDown(sheet) == false)
      try #require(form.router).close {
        heard.append("\($0.didSucceed) \(tabs.presentedViewController == nil)")
      }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["true true"])
    app.expectSettled()
  }

  // MARK: - Timeouts and the app's UIKit calls

  /// A lost dismissal completion while the app's code selects another tab and pops a stack
  /// itself: both reach the model at once (UIKit is idle), and at the bound the bridge reports
  /// the lost dismissal once and runs the close's completion once.
  @Test func theAppsOwnTabSelectionAndPopDuringALostDismissalReachTheModelAtOnce() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    var events: [UIKitBridge.Event] = []
    app.bridge.onEvent = { events.append($0) }
    let navigation = try #require(app.homeNavigation)
    try app.open("Detail", from: app.home, as: .push)
    var heard: [String] = []
    do {
      let sheet = try app.open("Filters", from: app.other, as: .modal)
      DoubleRunLoop.main.runUntilIdle()
      DoubleRunLoop.main.dropCompletions(1)
      try #require(sheet.router).close { heard.append("close \($0.didSucceed)") }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController == nil)
    #expect(heard == [])
    tabs.selectedIndex = 0
    navigation.popToRootViewController(animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect((app.window.root as? TabContainer)?.selectedIndex == 0)
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    #expect(heard == [])
    DoubleRunLoop.main.advance(by: app.bridge.timeout)
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["close true"])
    #expect(events.filter { if case .timedOut = $0 { true } else { false } }.count == 1)
    app.expectSettled()
  }

  // MARK: - More delegates that pass calls on, and the leak report

  /// A wrapped sheet whose content puts a "discard changes?" guard that also tracks the
  /// sheet's detent in front of its presentation controller's delegate in `viewDidLoad()` (as
  /// the guide says), passing every call on: a drag to the large detent is heard once, and the
  /// user's swipe closes the sheet once.
  @Test func aWrappedSheetsGuardSetInViewDidLoadHearsTheDragAndTheSwipeOnce() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    app.bridge.register(GuardedFormScreen.self) { GuardedFormController(screen: $0) }
    try #require(app.home.router).open(.modal(inNavigation: true)) { _ in
      GuardedFormScreen(title: "Address")
    }
    DoubleRunLoop.main.runUntilIdle()
    let proxy: SheetDelegateProxy
    do {
      let sheet = try #require(tabs.presentedViewController as? UINavigationController)
      let content = try #require(sheet.viewControllers.first as? GuardedFormController)
      proxy = try #require(content.proxy)
      #expect(proxy.next === app.bridge)
      #expect(sheet.presentationController?.delegate !== proxy)
      #expect(UIKitUser.dragSheet(sheet, to: .large))
      DoubleRunLoop.main.runUntilIdle()
      #expect(proxy.detentChanges == 1)
      #expect(UIKitUser.swipeDown(sheet))
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(proxy.willDismiss == 1)
    #expect(proxy.didDismiss == 1)
    #expect(app.window.root?.presentedScreen == nil)
    app.expectSettled()
  }

  /// The app keeps the view controller of a screen the user popped (a "recently viewed"
  /// cache): the bridge's leak report names it while the model's names nothing (the screen
  /// left and was freed), and both are empty once the app lets it go.
  @Test func aViewControllerTheAppKeepsAfterItsScreenLeftIsInTheBridgesLeakReportOnly() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    var cached: UIViewController?
    do {
      let detail = try app.open("Detail", from: app.home, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      cached = app.bridge.viewController(for: detail)
    }
    #expect(UIKitUser.tapBackButton(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(cached != nil)
    #expect(app.bridge.leakedViewControllers() == [#"ItemViewController of ItemScreen "Detail""#])
    #expect(app.window.leakedScreens() == [])
    #expect((cached as? ScreenViewController)?.screen == nil)
    cached = nil
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectSettled()
  }

  /// Logging out from a settings sheet into a new `Window` on the same `UIWindow`, with a new
  /// bridge, while the old bridge is let go: the new tree shows, and every screen, view
  /// controller and router of the old window is freed, the sheet included.
  @Test func aLogoutIntoANewWindowOnTheSameUIWindowFreesEverythingOfTheOldOne() throws {
    DoubleRunLoop.main.runUntilIdle()
    let uiWindow = UIWindow()
    let watcher = LifetimeWatcher()
    let newWindow = Window()
    var newBridge: UIKitBridge?
    do {
      let old = Window()
      let (home, _) = try BridgedApp.settleAndMakeTabs(in: old)
      let oldBridge = UIKitBridge(window: old, uiWindow: uiWindow)
      uiWindow.makeKeyAndVisible()
      DoubleRunLoop.main.runUntilIdle()
      var made: [ItemScreen] = []
      try #require(home.router).open(.push) { _ in
        let screen = ItemScreen(title: "Account")
        made.append(screen)
        return screen
      }
      let account = try #require(made.first)
      try #require(account.router).open(.modal(inNavigation: true)) { _ in
        let screen = ItemScreen(title: "Settings")
        made.append(screen)
        return screen
      }
      DoubleRunLoop.main.runUntilIdle()
      #expect(oldBridge.differenceReport() == nil)
      watcher.watch(old, as: "old window")
      watcher.watch(oldBridge, as: "old bridge")
      let screens: [Screen?] = [old.root, home, account, made.last, old.root?.presentedScreen]
      for screen in screens.compactMap({ $0 }) {
        watcher.watch(screen, as: "\(screen.title) screen")
        watcher.watch(screen.router, as: "\(screen.title) router")
        watcher.watch(oldBridge.viewController(for: screen), as: "\(screen.title) controller")
      }
      // The sheet's "Log out" button.
      try newWindow.setRoot { _ in ItemScreen(title: "Welcome") }
      newBridge = UIKitBridge(window: newWindow, uiWindow: uiWindow)
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(watcher.survivors == [])
    #expect(uiWindow.rootViewController?.title == "Welcome")
    #expect(uiWindow.rootViewController?.presentedViewController == nil)
    #expect(newBridge?.differenceReport() == nil)
    #expect(newWindow.leakedScreens() == [])
    #expect(DoubleRunLoop.main.log == [])
  }

  /// A sheet still animating in, then in one turn everything above the root dismissed and
  /// another sheet opened (a link to the cart as the filters arrived): each completion comes
  /// once, in order (the dismissal's once the filters are gone, before the cart is presented),
  /// UIKit ends with the cart presented, and the filters are freed.
  @Test func aDismissAllAndANewSheetDuringASheetsPresentationCompleteOnceEachInOrder() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let router = try #require(app.home.router)
    var heard: [String] = []
    let shown = { tabs.presentedViewController?.title ?? "none" }
    let watcher = LifetimeWatcher()
    do {
      let filters = try app.open("Filters", from: app.home, as: .modal)
      DoubleRunLoop.main.runQueuedWork()
      DoubleRunLoop.main.advance(by: 0.1)
      #expect(tabs.presentedViewController?.isBeingPresented == true)
      watcher.watch(filters, as: "filters screen")
      watcher.watch(app.bridge.viewController(for: filters), as: "filters controller")
    }
    router.dismissAll { heard.append("dismiss \($0.didSucceed) \(shown())") }
    router.open(.modal) { _ in
      ItemScreen(title: "Cart")
    } completion: {
      heard.append("cart \($0.didSucceed) \(shown())")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["dismiss true none", "cart true Cart"])
    #expect(shown() == "Cart")
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// A navigation delegate that passes every call on but answers its own animation for pushes
  /// (a zoom into a product): its answer wins for the bridge's push, the pop it passes on gets
  /// the system animation, so the user's edge swipe pops, and the model follows.
  @Test func aPassingOnNavigationDelegatesOwnPushAnimationWinsAndTheSwipeStillPops() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    let proxy = NavigationDelegateProxy(wrapping: navigation)
    proxy.pushAnimation = ZoomAnimator()
    DoubleRunLoop.main.runUntilIdle()
    try app.open("Product", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(proxy.pushAnimation?.runs == 1)
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Product"])
    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(proxy.pushAnimation?.runs == 1)
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    app.expectSettled()
  }

  /// A tab delegate that passes `didSelect` on first, then opens a promotion from the screen on
  /// top of the model (as an app handling a pending link there does): the promotion is pushed
  /// in the tab the user tapped.
  @Test func aPassingOnTabDelegateThatRoutesAfterPassingOnRoutesFromTheTappedTab() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let proxy = TabDelegateProxy(wrapping: tabs)
    let window = app.window
    proxy.afterSelect = {
      window.topmostScreen?.router?.open(.push) { _ in ItemScreen(title: "Promotion") }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.other.navigationContainer?.stack.map(\.title) == ["Other", "Promotion"])
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    app.expectSettled()
  }
}

// MARK: - The app's pieces

/// A tab bar delegate the app puts in front of the one there (the bridge): it logs each tab
/// asked about and selected, refuses the tabs titled in `refused`, and passes every call on.
private final class TabDelegateProxy: NSObject, UITabBarControllerDelegate {
  weak var next: (any UITabBarControllerDelegate)?
  var refused: Set<String> = []
  var asked: [String] = []
  var selected: [String] = []
  /// Runs after `didSelect` was passed on.
  var afterSelect: (@MainActor () -> Void)?

  init(wrapping tabs: UITabBarController) {
    next = tabs.delegate
    super.init()
    tabs.delegate = self
  }

  /// A wrapper around `next`, not yet any tab bar controller's delegate.
  init(passingOnTo next: (any UITabBarControllerDelegate)?) {
    self.next = next
    super.init()
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    asked.append(viewController.tabBarItem.title ?? "-")
    guard !refused.contains(viewController.tabBarItem.title ?? "") else { return false }
    return next?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selected.append(viewController.tabBarItem.title ?? "-")
    next?.tabBarController(tabBarController, didSelect: viewController)
    afterSelect?()
  }
}

/// A navigation delegate the app puts in front of the one there (the bridge): it logs each
/// screen about to show and shown, and passes every call on.
private final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate {
  weak var next: (any UINavigationControllerDelegate)?
  var willShow: [String] = []
  var didShow: [String] = []
  /// The animation it answers itself for pushes, if any.
  var pushAnimation: ZoomAnimator?

  init(wrapping navigation: UINavigationController) {
    next = navigation.delegate
    super.init()
    navigation.delegate = self
  }

  /// A wrapper around `next`, not yet any navigation controller's delegate.
  init(passingOnTo next: (any UINavigationControllerDelegate)?) {
    self.next = next
    super.init()
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    willShow.append(viewController.title ?? "-")
    next?.navigationController(navigationController, willShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    didShow.append(viewController.title ?? "-")
    next?.navigationController(navigationController, didShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    if operation == .push, let pushAnimation { return pushAnimation }
    return next?.navigationController(
      navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    next?.navigationController(navigationController, interactionControllerFor: animationController)
  }
}

/// A "discard changes?" guard the app puts in front of a sheet's presentation-controller
/// delegate (the bridge): it refuses the swipe while `isDirty`, counts what it hears (detent
/// changes included), and passes every call on.
private final class SheetDelegateProxy: NSObject, UISheetPresentationControllerDelegate {
  weak var next: (any UIAdaptivePresentationControllerDelegate)?
  var isDirty = false
  var attempts = 0
  var detentChanges = 0
  /// Runs after `presentationControllerDidDismiss(_:)` was passed on.
  var afterDismiss: (@MainActor () -> Void)?
  var willDismiss = 0
  var didDismiss = 0

  init(wrapping presentation: UIPresentationController) {
    next = presentation.delegate
    super.init()
    presentation.delegate = self
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    guard !isDirty else { return false }
    return next?.presentationControllerShouldDismiss(presentationController) ?? true
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    attempts += 1
    next?.presentationControllerDidAttemptToDismiss(presentationController)
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    willDismiss += 1
    next?.presentationControllerWillDismiss(presentationController)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    didDismiss += 1
    next?.presentationControllerDidDismiss(presentationController)
    afterDismiss?()
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    detentChanges += 1
    (next as? any UISheetPresentationControllerDelegate)?
      .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheetPresentationController)
  }
}

/// A form that guards its sheet in `viewDidLoad()`.
private final class GuardedFormScreen: Screen {}

/// Sets its sheet's detents and puts a ``SheetDelegateProxy`` in front of its presentation
/// controller's delegate in `viewDidLoad()`, where a wrapped sheet's settings go.
private final class GuardedFormController: ScreenViewController {
  private(set) var proxy: SheetDelegateProxy?

  override func viewDidLoad() {
    super.viewDidLoad()
    sheetPresentationController?.detents = [.medium(), .large()]
    if let presentation = presentationController {
      proxy = SheetDelegateProxy(wrapping: presentation)
    }
  }
}

/// A list screen that makes itself its stack's delegate each time it appears.
private final class DelegateSettingScreen: Screen {}

/// Sets, in each `viewWillAppear(_:)`, its stack's delegate to a wrapper made the first time
/// around the delegate then (the bridge).
private final class DelegateSettingController: ScreenViewController {
  private(set) var proxy: NavigationDelegateProxy?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let navigation = navigationController else { return }
    let proxy = self.proxy ?? NavigationDelegateProxy(passingOnTo: navigation.delegate)
    self.proxy = proxy
    navigation.delegate = proxy
  }
}

/// A form with unsaved changes.
private final class ModalFormScreen: Screen {}

/// Keeps the user from swiping its sheet away: `isModalInPresentation` on itself, or on the
/// navigation controller it is wrapped in (set in `viewDidLoad()`).
private final class ModalFormController: ScreenViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    (navigationController ?? self).isModalInPresentation = true
  }
}

extension Result {
  /// Whether the routing request succeeded.
  fileprivate var didSucceed: Bool {
    if case .success = self { true } else { false }
  }
}

/// A push animation of the app's, counting its runs.
private final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var runs = 0

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    0.4
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    runs += 1
    let incoming = transitionContext.view(forKey: .to)
    if let incoming { transitionContext.containerView.addSubview(incoming) }
    UIView.animate(
      withDuration: 0.4, animations: { incoming?.alpha = 1 },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// One object that is both a tab bar controller's delegate and its More list's navigation
/// delegate, each role logged by a wrapper that passes its calls on.
private final class TabAndMoreDelegate: NSObject, UITabBarControllerDelegate,
  UINavigationControllerDelegate
{
  let tabs: TabDelegateProxy
  let more: NavigationDelegateProxy

  init(wrapping tabBarController: UITabBarController) {
    tabs = TabDelegateProxy(passingOnTo: tabBarController.delegate)
    more = NavigationDelegateProxy(
      passingOnTo: tabBarController.moreNavigationController.delegate)
    super.init()
    tabBarController.delegate = self
    tabBarController.moreNavigationController.delegate = self
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    tabs.tabBarController(tabBarController, shouldSelect: viewController)
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    tabs.tabBarController(tabBarController, didSelect: viewController)
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    more.navigationController(navigationController, willShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    more.navigationController(navigationController, didShow: viewController, animated: animated)
  }
}
