import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderUIKit

/// What a review of the bridge found (each test failed before its fix).
@MainActor
@Suite struct BridgeReviewTests {
  @Test func stopHandsBackTheAppsDelegateOfASheetWrappedInNavigation() throws {
    // The saved delegates were handed back in a dictionary's order: half the runs lost it.
    for _ in 0..<12 {
      let app = try BridgedApp()
      let appDelegate = AppSheetDelegate()
      try app.openWrappedSheet(settingDelegate: appDelegate)
      app.bridge.reconcileNow()
      DoubleRunLoop.main.runUntilIdle()
      let presented = try #require(app.tabs?.presentedViewController)
      #expect(presented.presentationController?.delegate === app.bridge)

      app.bridge.stop()

      #expect(presented.presentationController?.delegate === appDelegate)
      presented.dismiss(animated: false)
      DoubleRunLoop.main.runUntilIdle()
    }
  }

  @Test func theLeakReportListsEveryLeakedViewController() throws {
    let app = try BridgedApp()
    var kept: [UIViewController] = []
    for index in 0..<40 {
      let screen = try app.open("Leak \(index)", from: app.home, as: .push(animator: nil))
      DoubleRunLoop.main.runUntilIdle()
      kept.append(try #require(app.bridge.viewController(for: screen)))
      screen.router?.close()
      DoubleRunLoop.main.runUntilIdle()
    }
    // The screens are freed; their identifiers went to the next screens.
    #expect(app.bridge.leakedViewControllers().count == kept.count)
    kept.removeAll()
    #expect(app.bridge.leakedViewControllers().isEmpty)
    app.expectInSync()
  }

  /// What the presenter of a picker receives when the picker ends (`finish` or `close`) and the
  /// presenter leaves (closed or replaced) in one turn, headless or on the bridge.
  func resultWhenThePresenterLeaves(
    bridged: Bool, finish: Bool, replace: Bool, settleBetween: Bool
  ) throws -> [String] {
    DoubleRunLoop.main.runUntilIdle()
    let window = Window()
    var home: Screen?
    try window.setRoot { router in
      let made = try router.makeScreen { _ in ItemScreen(title: "Home") }
      home = made
      return try NavigationContainer(root: made)
    }
    let uiWindow = UIWindow()
    var bridge: UIKitBridge?
    if bridged {
      bridge = UIKitBridge(window: window, uiWindow: uiWindow)
      uiWindow.makeKeyAndVisible()
      DoubleRunLoop.main.runUntilIdle()
    }
    weak var form: Screen?
    home?.router?.open(.push) { _ in
      let made = ItemScreen(title: "Form")
      form = made
      return made
    }
    DoubleRunLoop.main.runUntilIdle()
    var received: [String] = []
    var picker: ResultRouter<String>?
    form?.router?.open(.modal, returning: String.self) { router in
      picker = router
      return ItemScreen(title: "Picker")
    } onResult: {
      received.append("\($0)")
    }
    if settleBetween { DoubleRunLoop.main.runUntilIdle() }
    if finish { picker?.finish(with: "red") } else { picker?.close() }
    if replace {
      form?.router?.popAndPush { _ in ItemScreen(title: "Other form") }
    } else {
      form?.router?.close()
    }
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 3)
    DoubleRunLoop.main.runUntilIdle()
    #expect(bridge?.differenceReport() == nil)
    bridge?.stop()
    return received
  }

  @Test(arguments: [false, true], [false, true])
  func aResultReachesAPresenterThatLeavesInTheSameTurnOnTheBridgeToo(
    finish: Bool, replace: Bool
  ) throws {
    for settleBetween in [true, false] {
      let headless = try resultWhenThePresenterLeaves(
        bridged: false, finish: finish, replace: replace, settleBetween: settleBetween)
      let bridged = try resultWhenThePresenterLeaves(
        bridged: true, finish: finish, replace: replace, settleBetween: settleBetween)
      #expect(headless == [finish ? #"finished("red")"# : "cancelled"])
      #expect(bridged == headless)
    }
  }

  @Test func theFactoryRunsOnceForAScreenWhoseFirstPassWaited() throws {
    let app = try BridgedApp()
    var made: [String] = []
    app.bridge.register(CountedScreen.self) { screen in
      made.append(screen.title)
      return ScreenViewController(screen: screen)
    }
    let router = try #require(app.home.router)
    var first: Screen?
    router.open(.modal) { _ in
      let screen = CountedScreen(title: "X")
      first = screen
      return screen
    }
    DoubleRunLoop.main.runUntilIdle()
    // One turn: close X, present B, and C over B. The first pass makes C, then waits for X's
    // dismissal; the next presents B and waits again, and the last presents C.
    first?.router?.close()
    var second: Screen?
    router.open(.modal) { _ in
      let screen = CountedScreen(title: "B")
      second = screen
      return screen
    }
    second?.router?.open(.modal) { _ in CountedScreen(title: "C") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(made == ["X", "B", "C"])
    app.expectInSync()
  }

  @Test func theModelSelectingItsOwnTabBringsTheUserBackFromTheMoreList() throws {
    let (window, _, bridge, screens, tabs) = try SixTabs.make()
    #expect(UIKitUser.tapMore(in: tabs))
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == NSNotFound)
    var done = false
    screens[2].router?.selectTab(at: 0) { _ in done = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done)
    #expect((window.root as? TabContainer)?.selectedIndex == 0)
    #expect(tabs.selectedIndex == 0)
    #expect(bridge.differenceReport() == nil)
  }

  @Test func afterTheUserWentBackToTheMoreListAChangeInTheTabShowsItAgain() throws {
    let (window, _, bridge, screens, tabs) = try SixTabs.make()
    #expect(UIKitUser.tapTab(in: tabs, at: 4))
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.swipeBack(in: tabs.moreNavigationController))
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == NSNotFound, "the user sees the More list")
    #expect((window.root as? TabContainer)?.selectedIndex == 4, "the model keeps its selection")
    var moreStack: Int?
    screens[4].router?.open(.push) { _ in
      ItemScreen(title: "Detail")
    } completion: { _ in
      moreStack = tabs.moreNavigationController.viewControllers.count
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(moreStack == 2, "the completion ran with the tab back on screen")
    #expect(tabs.selectedIndex == 4)
    #expect(bridge.differenceReport() == nil)
  }

  @Test func aTabPickedInTheMoreListOnALaterTurnReachesTheModel() throws {
    // Nothing but the More navigation controller's delegate hears of the pick: the bridge must
    // be that delegate, or the model learns of it at the next routing event.
    // A tab shown before: its screen's view controller does not appear anew to wake the bridge.
    let (window, _, bridge, _, tabs) = try SixTabs.make()
    for index in [5, 0] {
      #expect(UIKitUser.tapTab(in: tabs, at: index))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(UIKitUser.tapMore(in: tabs))
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.pickInMoreList(in: tabs, at: 5))
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == 5)
    #expect((window.root as? TabContainer)?.selectedIndex == 5)
    #expect(bridge.differenceReport() == nil)
  }

  @Test func theAppsDelegateOfTheMoreListStillHearsItsCallsAndGetsItBackOnStop() throws {
    let (window, _, bridge, _, tabs) = try SixTabs.make()
    let appDelegate = MoreListDelegate()
    tabs.moreNavigationController.delegate = appDelegate
    #expect(UIKitUser.tapMore(in: tabs))
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.moreNavigationController.delegate === bridge)
    #expect(UIKitUser.pickInMoreList(in: tabs, at: 4))
    DoubleRunLoop.main.runUntilIdle()
    #expect((window.root as? TabContainer)?.selectedIndex == 4)
    #expect(appDelegate.shown.last === tabs.viewControllers?[4])
    bridge.stop()
    #expect(tabs.moreNavigationController.delegate === appDelegate)
  }

  /// A screen revealed by the user's pop routes from its `viewDidAppear`: the model must have
  /// followed the pop first, or the new screen lands above the popped one and leaves with it.
  @Test(arguments: [false, true])
  func routingInViewDidAppearOfTheScreenTheUsersPopRevealed(presents: Bool) throws {
    DoubleRunLoop.main.runUntilIdle()
    let window = Window()
    let uiWindow = UIWindow()
    var root: RecordedScreen?
    try window.setRoot { router in
      let made = try router.makeScreen { _ in RecordedScreen(title: "Root") }
      root = made
      return try NavigationContainer(root: made)
    }
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    defer { bridge.stop() }
    var rootController: RoutingOnAppearViewController?
    bridge.register(RecordedScreen.self) { screen in
      let made = RoutingOnAppearViewController(screen: screen)
      rootController = made
      return made
    }
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    try #require(root).router?.open(.push) { _ in ItemScreen(title: "Detail") }
    DoubleRunLoop.main.runUntilIdle()
    let navigation = try #require(uiWindow.rootViewController as? UINavigationController)
    try #require(rootController).transitionOnNextAppearance = presents ? .modal : .push

    #expect(
      presents
        ? UIKitUser.swipeBack(in: navigation) : UIKitUser.popFromBackMenu(in: navigation, to: 0))
    DoubleRunLoop.main.runUntilIdle()

    if presents {
      #expect(window.root?.presentedScreen?.title == "X")
      #expect(root?.navigationContainer?.stack.map(\.title) == ["Root"])
    } else {
      #expect(root?.navigationContainer?.stack.map(\.title) == ["Root", "X"])
    }
    #expect(bridge.differenceReport() == nil)
  }

  @Test func aFactoryThatWrapsAPushedScreenInANavigationControllerIsReportedNotRetried() throws {
    let app = try BridgedApp()
    app.bridge.register(RecordedScreen.self) { screen in
      UINavigationController(rootViewController: ScreenViewController(screen: screen))
    }
    var events: [UIKitBridge.Event] = []
    app.bridge.onEvent = { events.append($0) }
    var done = false
    app.home.router?.open(.push) { _ in
      RecordedScreen(title: "Wrapped")
    } completion: { _ in
      done = true
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done)
    #expect(events.count == 1)
    #expect(
      events.first?.description.hasPrefix("UIKit cannot push the UINavigationController") == true)
    #expect(!DoubleRunLoop.main.log.contains { $0.contains("Pushing a navigation controller") })
    app.expectInSync()
  }

  /// A new bridge after `stop()` with a sheet up ("log out" from a settings sheet).
  ///
  /// The app starts another bridge on the same UIKit window, for the same model window or a new
  /// one. The old bridge's sheet is not the new bridge's to wait for: it goes with its root.
  @Test(arguments: [false, true])
  func aNewBridgeAfterStopReplacesTheOldRootAndItsSheet(newWindow: Bool) throws {
    let app = try BridgedApp()
    try app.open("Settings", from: app.home, as: .modal(inNavigation: true))
    DoubleRunLoop.main.runUntilIdle()
    app.bridge.stop()

    let window = newWindow ? Window() : app.window
    if newWindow { try window.setRoot { _ in ItemScreen(title: "Welcome") } }
    let bridge = UIKitBridge(window: window, uiWindow: app.uiWindow)
    defer { bridge.stop() }
    var events: [UIKitBridge.Event] = []
    bridge.onEvent = { events.append($0) }
    var done = false
    if newWindow {
      window.root?.router?.open(.modal) { _ in
        ItemScreen(title: "Login")
      } completion: { _ in
        done = true
      }
    } else {
      window.topmostScreen?.router?.close { _ in done = true }
    }
    DoubleRunLoop.main.runUntilIdle()

    #expect(done)
    #expect(events == [])
    #expect(bridge.differenceReport() == nil)
    let presented = app.uiWindow.rootViewController?.presentedViewController
    #expect(presented?.title == (newWindow ? "Login" : nil))
  }

  /// The app pushes a view controller of its own on a stack the bridge keeps, or makes one the
  /// window's root: the bridge brings UIKit back to the model at the next routing event, and
  /// says so.
  @Test(arguments: [false, true])
  func anAppViewControllerTheBridgeRemovesIsReported(asRoot: Bool) throws {
    let app = try BridgedApp()
    var events: [String] = []
    app.bridge.onEvent = { events.append($0.description) }
    let mine = UIViewController()
    mine.title = "Mine"
    if asRoot {
      app.uiWindow.rootViewController = mine
    } else {
      try #require(app.homeNavigation).pushViewController(mine, animated: true)
    }
    DoubleRunLoop.main.runUntilIdle()
    try app.open("Elsewhere", from: app.other, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(events.count == 1)
    #expect(
      events.first?.hasPrefix("the bridge removed the app's UIViewController \"Mine\"") == true)
    app.expectInSync()
  }

  /// The app's alert over its launch root stays until the user taps it: the bridge waits, then
  /// replaces the root; a launch root replaced on the first pass is not reported.
  @Test func theAppsAlertOverARootTheBridgeDidNotMakeIsWaitedFor() throws {
    DoubleRunLoop.main.runUntilIdle()
    let uiWindow = UIWindow()
    let launch = UIViewController()
    uiWindow.rootViewController = launch
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    let alert = UIAlertController(title: "Update", message: nil, preferredStyle: .alert)
    var tapped = false
    alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in tapped = true })
    launch.present(alert, animated: false)
    DoubleRunLoop.main.runUntilIdle()

    let window = Window()
    try window.setRoot { _ in ItemScreen(title: "Home") }
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    defer { bridge.stop() }
    var events: [String] = []
    bridge.onEvent = { events.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(alert.presentingViewController === launch)
    #expect(events.count == 1)
    #expect(events.first?.hasPrefix("waiting for the app's UIAlertController") == true)

    #expect(UIKitUser.tap("OK", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    #expect(tapped)
    #expect(uiWindow.rootViewController?.title == "Home")
    #expect(events.count == 1, "the launch root is no app screen the bridge removed: \(events)")
    #expect(bridge.differenceReport() == nil)
  }

  /// A bridge's root, from a bridge that is gone or made by an app factory, is no app view
  /// controller: a new bridge replaces it without a word.
  @Test(arguments: [false, true])
  func aNewBridgeReplacesAnEarlierBridgesRootSilently(keepsTheOldBridge: Bool) throws {
    DoubleRunLoop.main.runUntilIdle()
    let uiWindow = UIWindow()
    var old: UIKitBridge? = nil
    do {
      let window = Window()
      try window.setRoot { _ in ItemScreen(title: "Account") }
      let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
      bridge.register(ItemScreen.self) { _ in UIViewController() }
      uiWindow.makeKeyAndVisible()
      DoubleRunLoop.main.runUntilIdle()
      bridge.stop()
      if keepsTheOldBridge { old = bridge }
    }
    let window = Window()
    try window.setRoot { _ in ItemScreen(title: "Login") }
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    defer { bridge.stop() }
    var events: [String] = []
    bridge.onEvent = { events.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(events == [])
    #expect(uiWindow.rootViewController?.title == "Login")
    withExtendedLifetime(old) {}
  }

  @Test func focusingTheSelectedTabsRootBringsTheUserBackFromTheMoreList() throws {
    let (_, _, bridge, screens, tabs) = try SixTabs.make()
    #expect(UIKitUser.tapMore(in: tabs))
    DoubleRunLoop.main.runUntilIdle()
    var done = false
    screens[0].router?.focus { _ in done = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done)
    #expect(tabs.selectedIndex == 0)
    #expect(bridge.differenceReport() == nil)
  }

  @Test func aPopKeepsItsCoordinatorWhenASheetSwipeAroundItIsCancelled() throws {
    let app = try BridgedApp()
    var events: [String] = []
    app.bridge.onEvent = { events.append("\($0)") }
    let sheet = try app.open("Sheet", from: app.home, as: .modal(inNavigation: true))
    DoubleRunLoop.main.runUntilIdle()
    let pushed = try app.open("A", from: sheet, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let navigation = try #require(app.tabs?.presentedViewController as? UINavigationController)
    #expect(UIKitUser.swipeBack(in: navigation))
    let swipeDown = try #require(UIKitUser.beginSwipeDown(navigation))
    // The model changes the stack while the pop runs: the bridge must wait for the pop.
    pushed.router?.popAndPush { _ in ItemScreen(title: "B") }
    DoubleRunLoop.main.runQueuedWork()
    #expect(swipeDown.cancel())
    DoubleRunLoop.main.advance(by: 0.16)
    #expect(navigation.transitionCoordinator != nil)
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 3)
    DoubleRunLoop.main.runUntilIdle()
    #expect(events == [])
    #expect(!DoubleRunLoop.main.log.contains { $0.contains("nested push animation") })
    app.expectInSync()
  }
}

/// A screen type the bridge makes view controllers for through a registered factory.
final class CountedScreen: Screen {}

/// An app's delegate of the More list's navigation controller, as Apple's samples set one.
@MainActor
private final class MoreListDelegate: UINavigationControllerDelegate {
  var shown: [UIViewController] = []

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    shown.append(viewController)
  }
}

/// A view controller whose screen opens "X" when it next appears (a tip shown on return).
@MainActor
private final class RoutingOnAppearViewController: ScreenViewController {
  var transitionOnNextAppearance: Transition?

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let transition = transitionOnNextAppearance else { return }
    transitionOnNextAppearance = nil
    screen?.router?.open(transition) { _ in ItemScreen(title: "X") }
  }
}
