import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// An app's own navigation-controller delegate, recording what it is told.
@MainActor
final class AppNavigationDelegate: UINavigationControllerDelegate {
  var calls: [String] = []

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

/// A view controller that records its appearance callbacks, with whether its view was in a
/// window at each, and can refuse to be swiped away.
@MainActor
final class RecordingViewController: ScreenViewController {
  var calls: [String] = []
  var blocksSwipe = false

  override func viewDidLoad() {
    super.viewDidLoad()
    isModalInPresentation = blocksSwipe
  }

  override func viewWillAppear(_ animated: Bool) {
    calls.append("willAppear window:\(view.window != nil) presented:\(isBeingPresented)")
  }

  override func viewDidAppear(_ animated: Bool) {
    calls.append("didAppear window:\(view.window != nil)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    calls.append(
      "willDisappear window:\(view.window != nil) dismissed:\(isBeingDismissed) popped:\(isMovingFromParent)"
    )
  }

  override func viewDidDisappear(_ animated: Bool) {
    calls.append("didDisappear window:\(view.window != nil)")
  }
}

/// A screen the app shows with a ``RecordingViewController``.
@MainActor
final class RecordedScreen: Screen {}

/// A plain view controller the app registers for every `Screen`.
@MainActor
final class GenericViewController: ScreenViewController {}

/// The view controllers a factory made, in order.
@MainActor
final class MadeControllers<Controller: UIViewController> {
  var all: [Controller] = []
}

extension BridgedApp {
  /// Registers `make` for ``RecordedScreen`` and answers the view controllers it will make.
  func registerRecorded<Controller: ScreenViewController>(
    _ make: @escaping @MainActor (Screen) -> Controller
  ) -> MadeControllers<Controller> {
    let made = MadeControllers<Controller>()
    bridge.register(RecordedScreen.self) { screen in
      let controller = make(screen)
      made.all.append(controller)
      return controller
    }
    return made
  }

  /// Pushes "Detail" on the home stack and lets UIKit show it.
  func pushDetail() throws -> (detail: ItemScreen, navigation: UINavigationController) {
    let detail = try open("Detail", from: home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    return (detail, try #require(homeNavigation))
  }
}

/// An app of six tabs, each a navigation stack, bridged to UIKit: the tab bar shows More.
@MainActor
enum SixTabs {
  static func make() throws -> (
    window: Window, uiWindow: UIWindow, bridge: UIKitBridge, screens: [ItemScreen],
    tabs: UITabBarController
  ) {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    let window = Window()
    let uiWindow = UIWindow()
    var screens: [ItemScreen] = []
    try window.setRoot { router in
      let tabs = try (0..<6).map { index in
        let screen = try router.makeScreen { _ in ItemScreen(title: "Tab \(index)") }
        screens.append(screen)
        return try NavigationContainer(root: screen)
      }
      return try TabContainer(tabs: tabs, title: "Tabs")
    }
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(uiWindow.rootViewController as? UITabBarController)
    return (window, uiWindow, bridge, screens, tabs)
  }
}

/// A UIKit developer adopting the bridge tries what a UIKit app does, against the strict double.
@MainActor
@Suite struct AdopterScenarioTests {
  /// Opens a `RecordedScreen` titled `title` from `screen` with `transition`.
  private func openRecorded(
    _ title: String, from screen: Screen, as transition: Transition
  ) throws -> RecordedScreen {
    let router = try #require(screen.router)
    var built: RecordedScreen?
    router.open(transition) { _ in
      let made = RecordedScreen(title: title)
      built = made
      return made
    }
    return try #require(built)
  }

  // MARK: - The app's own delegates

  @Test func theAppsNavigationDelegateHearsTheBridgesPushesAndTheUsersSwipe() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    let appDelegate = AppNavigationDelegate()
    navigation.delegate = appDelegate
    try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.delegate === app.bridge, "the bridge took its place back")
    #expect(appDelegate.calls == ["willShow Detail", "didShow Detail"])

    let events = app.events { #expect(UIKitUser.swipeBack(in: navigation)) }
    #expect(events == [#"closed ItemScreen "Detail" (push, system.push 350ms)"#])
    #expect(appDelegate.calls.suffix(2) == ["willShow Home", "didShow Home"])
    app.expectInSync()
  }

  @Test func aSwipeBackRightAfterTheAppSetItsNavigationDelegateReachesTheModel() throws {
    let app = try BridgedApp()
    try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let navigation = try #require(app.homeNavigation)
    let appDelegate = AppNavigationDelegate()
    navigation.delegate = appDelegate
    // The user's finger comes on a later turn than the app's code.
    DoubleRunLoop.main.runUntilIdle()
    var events: [String] = []
    let observation = app.window.context.addObserver { events.append($0.description) }
    defer { observation.cancel() }
    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(events == [#"closed ItemScreen "Detail" (push, system.push 350ms)"#])
    #expect(appDelegate.calls == ["willShow Home", "didShow Home"])
    app.expectInSync()
  }

  @Test func aTabTapRightAfterTheAppSetItsTabBarDelegateReachesTheModel() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    // Both tabs were shown once: showing one again tells its navigation delegate nothing.
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapTab(in: tabs, at: 0))
    DoubleRunLoop.main.runUntilIdle()
    let appDelegate = AppTabDelegate()
    tabs.delegate = appDelegate
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    #expect(appDelegate.selected.count == 1)
    app.expectInSync()
  }

  @Test func aSheetSwipedRightAfterTheAppSetItsDelegateReachesTheModel() throws {
    let app = try BridgedApp()
    let sheet = try app.open("Sheet", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let presented = try #require(app.bridge.viewController(for: sheet))
    let appDelegate = AppSheetDelegate()
    presented.presentationController?.delegate = appDelegate
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.swipeDown(presented))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.window.root?.presentedScreen == nil)
    #expect(appDelegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    app.expectInSync()
  }

  @Test func aWrappedSheetSwipedRightAfterItsContentSetTheDelegateReachesTheModel() throws {
    let app = try BridgedApp()
    let appDelegate = AppSheetDelegate()
    try app.openWrappedSheet(settingDelegate: appDelegate)
    DoubleRunLoop.main.runUntilIdle()
    let presented = try #require(app.tabs?.presentedViewController)
    #expect(UIKitUser.swipeDown(presented))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.window.root?.presentedScreen == nil)
    #expect(appDelegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    app.expectInSync()
  }

  @Test func aTabTheAppsDelegateRefusesLeavesModelAndUIKitAsTheyWere() throws {
    let app = try BridgedApp()
    try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    let appDelegate = AppTabDelegate()
    appDelegate.refusedIndex = 0
    tabs.delegate = appDelegate
    // A tap on the selected tab, refused: no pop to the root either.
    let events = app.events { #expect(!UIKitUser.tapTab(in: tabs, at: 0)) }
    #expect(events == [])
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Detail"])
    #expect(appDelegate.selected == [])
    app.expectInSync()
  }

  @Test func isModalInPresentationKeepsASheetTheUserTriesToSwipeAway() throws {
    let app = try BridgedApp()
    let made = app.registerRecorded { screen in
      let controller = RecordingViewController(screen: screen)
      controller.blocksSwipe = true
      return controller
    }
    let plain = try openRecorded("Form", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let presented = try #require(app.tabs?.presentedViewController)
    #expect(!UIKitUser.swipeDown(presented))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.window.root?.presentedScreen === plain)
    app.expectInSync()

    // The same on the content of a presented navigation controller.
    plain.router?.close()
    DoubleRunLoop.main.runUntilIdle()
    let wrapped = try openRecorded("Wrapped", from: app.home, as: .modal(inNavigation: true))
    DoubleRunLoop.main.runUntilIdle()
    let navigation = try #require(app.tabs?.presentedViewController as? UINavigationController)
    #expect(navigation.topViewController === made.all.last)
    #expect(!UIKitUser.swipeDown(navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.window.root?.presentedScreen === wrapped.navigationContainer)
    app.expectInSync()
  }

  // MARK: - The app's own presentations

  @Test func aRouteCompletionPresentsAShareSheetFromTheScreenItOpened() throws {
    let app = try BridgedApp()
    let router = try #require(app.home.router)
    var sheetController: UIViewController?
    let share = UIActivityViewController(activityItems: ["link"], applicationActivities: nil)
    router.open(.modal) { _ in
      ItemScreen(title: "Receipt")
    } completion: { result in
      guard case .success(let screen) = result else { return }
      sheetController = app.bridge.viewController(for: screen)
      sheetController?.present(share, animated: true)
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(DoubleRunLoop.main.log == [], "the receipt was on screen: UIKit refused nothing")
    #expect(sheetController?.presentedViewController === share)
    app.expectInSync()

    // The user swipes the share sheet away; the receipt closes through its router after.
    #expect(UIKitUser.swipeDown(share))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.window.root?.presentedScreen?.title == "Receipt", "the app's sheet was its own")
    app.window.root?.presentedScreen?.router?.close()
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.tabs?.presentedViewController == nil)
    app.expectInSync()
  }

  @Test func anAlertOverAPushedScreenStaysWhileTheModelPopsBelowIt() throws {
    let app = try BridgedApp()
    let detail = try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let detailController = try #require(app.bridge.viewController(for: detail))
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    detailController.present(alert, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    detail.router?.close()
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.tabs?.presentedViewController === alert)
    #expect(app.homeNavigation?.viewControllers.map(\.title) == ["Home"])
    #expect(UIKitUser.tap("Delete", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.tabs?.presentedViewController == nil)
    app.expectInSync()
  }

  // MARK: - Gestures and links

  @Test func aBackSwipeCancelledHalfwayThenALinkThatPops() throws {
    let app = try BridgedApp()
    let (detail, navigation) = try app.pushDetail()
    let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
    #expect(gesture.cancel())
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Detail"])
    app.expectInSync()

    var closed = false
    detail.router?.close { _ in closed = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(closed)
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    app.expectInSync()
  }

  @Test func theModelClosesTheScreenTheUserIsSwipingAwayThenTheUserCancels() throws {
    let app = try BridgedApp()
    let (detail, navigation) = try app.pushDetail()
    let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
    var closed = false
    detail.router?.close { _ in closed = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(!closed, "UIKit does not show the close yet")
    #expect(gesture.cancel())
    DoubleRunLoop.main.runUntilIdle()
    #expect(closed)
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    app.expectInSync()
  }

  @Test func aSheetSwipeCancelledHalfwayKeepsTheScreenAndRoutingGoesOn() throws {
    let app = try BridgedApp()
    let sheet = try app.open("Sheet", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let presented = try #require(app.tabs?.presentedViewController)
    let gesture = try #require(UIKitUser.beginSwipeDown(presented))
    let events = app.events { #expect(gesture.cancel()) }
    #expect(events == [])
    #expect(app.window.root?.presentedScreen === sheet)
    try app.open("Above", from: sheet, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    #expect(presented.presentedViewController?.title == "Above")
    app.expectInSync()
  }

  @Test func theModelSelectsAnotherTabWhileAPushAnimates() throws {
    let app = try BridgedApp()
    try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runQueuedWork()
    #expect(app.homeNavigation?.transitionCoordinator != nil, "the push animates")
    var selected = false
    app.home.router?.selectTab(at: 1) { _ in selected = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(selected)
    #expect(app.tabs?.selectedIndex == 1)
    #expect(app.homeNavigation?.viewControllers.map(\.title) == ["Home", "Detail"])
    app.expectInSync()
  }

  @Test func aPushInATabNotShownAppearsWhenTheUserTapsIt() throws {
    let app = try BridgedApp()
    var pushed = false
    let router = try #require(app.other.router)
    router.open(.push) { _ in
      ItemScreen(title: "Background")
    } completion: { _ in
      pushed = true
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(pushed, "the change is done in UIKit even though its tab is not shown")
    let tabs = try #require(app.tabs)
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    let other = try #require(tabs.viewControllers?.last as? UINavigationController)
    #expect(other.topViewController?.title == "Background")
    #expect(other.topViewController?.view.window != nil)
    app.expectInSync()
  }

  // MARK: - Roots, More and faults

  @Test func replacingTheRootWhileASheetIsUpFreesTheOldTree() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    do {
      let sheet = try app.open("Sheet", from: app.home, as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      for screen in [app.home, app.other, sheet] {
        watcher.watch(app.bridge.viewController(for: screen), as: "\(screen.title) controller")
      }
      watcher.watch(sheet, as: "sheet screen")
      watcher.watch(app.uiWindow.rootViewController, as: "old root")
      try app.window.setRoot { _ in ItemScreen(title: "Welcome") }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.uiWindow.rootViewController?.title == "Welcome")
    #expect(app.uiWindow.rootViewController?.presentedViewController == nil)
    #expect(DoubleRunLoop.main.log == [])
    #expect(watcher.survivors == [])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  @Test func theMoreListKeepsTheModelsSelectionAndAPickedTabReachesIt() throws {
    let (window, uiWindow, bridge, screens, tabs) = try SixTabs.make()
    let model = try #require(window.root as? TabContainer)

    #expect(UIKitUser.tapMore(in: tabs))
    screens[1].router?.open(.push) { _ in ItemScreen(title: "Elsewhere") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == NSNotFound, "the bridge leaves the More list on screen")
    #expect(model.selectedIndex == 0)
    #expect(bridge.differenceReport() == nil)

    // What the model's selected tab shows changes: UIKit shows that tab again.
    screens[0].router?.open(.push) { _ in ItemScreen(title: "Pushed") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == 0)
    #expect(bridge.differenceReport() == nil)

    #expect(UIKitUser.tapTab(in: tabs, at: 5))
    DoubleRunLoop.main.runUntilIdle()
    #expect(model.selectedIndex == 5)
    #expect(tabs.selectedIndex == 5)

    var selected = false
    screens[5].router?.selectTab(at: 4) { _ in selected = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(selected)
    #expect(tabs.selectedIndex == 4)
    // The double pushes the tab's navigation controller whole onto the More navigation
    // controller (UIKit moves its stack there; see `UITabBarController`).
    let shown = try #require(tabs.selectedViewController as? UINavigationController)
    #expect(shown.topViewController?.title == "Tab 4")
    #expect(shown.topViewController?.view.window === uiWindow)
    #expect(bridge.differenceReport() == nil)
    #expect(DoubleRunLoop.main.log == [])
  }

  @Test func aDroppedCompletionThenMoreRoutingCatchesUpWithinTheBound() throws {
    let app = try BridgedApp()
    var bridgeEvents: [UIKitBridge.Event] = []
    app.bridge.onEvent = { bridgeEvents.append($0) }
    var completions: [String] = []
    DoubleRunLoop.main.dropCompletions(1)
    let router = try #require(app.home.router)
    router.open(.modal) { _ in
      ItemScreen(title: "Sheet")
    } completion: { _ in
      completions.append("sheet")
    }
    DoubleRunLoop.main.runUntilIdle()
    // More routing while the bridge still waits: a push below, a tab, and a close.
    try app.open("Below", from: app.other, as: .push)
    app.home.router?.selectTab(at: 1) { _ in completions.append("tab") }
    app.window.root?.presentedScreen?.router?.close { _ in completions.append("close") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(completions == [])
    DoubleRunLoop.main.advance(by: app.bridge.timeout)
    DoubleRunLoop.main.runUntilIdle()
    #expect(completions == ["sheet", "tab", "close"])
    #expect(bridgeEvents.count == 1)
    #expect(app.tabs?.presentedViewController == nil)
    #expect(app.tabs?.selectedIndex == 1)
    app.expectInSync()
  }

  // MARK: - View controllers

  @Test func appearanceCallbacksComeInUIKitsOrderWithTheViewInTheWindow() throws {
    let app = try BridgedApp()
    let made = app.registerRecorded { RecordingViewController(screen: $0) }
    let pushed = try openRecorded("Pushed", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    pushed.router?.close()
    DoubleRunLoop.main.runUntilIdle()
    let sheet = try openRecorded("Sheet", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    sheet.router?.close()
    DoubleRunLoop.main.runUntilIdle()
    #expect(made.all.count == 2)
    #expect(
      made.all.first?.calls == [
        "willAppear window:false presented:false", "didAppear window:true",
        "willDisappear window:true dismissed:false popped:true", "didDisappear window:false",
      ])
    #expect(
      made.all.last?.calls == [
        "willAppear window:false presented:true", "didAppear window:true",
        "willDisappear window:true dismissed:true popped:false", "didDisappear window:false",
      ])
    app.expectInSync()
  }

  @Test func aViewControllerRegisteredForScreenServesEveryOtherScreen() throws {
    let app = try BridgedApp()
    app.bridge.register(Screen.self) { GenericViewController(screen: $0) }
    let router = try #require(app.home.router)
    router.open(.push) { _ in Screen(title: "Plain") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.homeNavigation?.topViewController is GenericViewController)
    try app.open("Item", from: app.home, as: .modal(inNavigation: true))
    DoubleRunLoop.main.runUntilIdle()
    let presented = try #require(app.tabs?.presentedViewController as? UINavigationController)
    #expect(presented.topViewController is ItemViewController, "the nearest registration wins")
    app.expectInSync()
  }

  @Test func closingEverythingFreesEveryViewControllerScreenAndRouter() throws {
    let watcher = LifetimeWatcher()
    do {
      let app = try BridgedApp()
      let detail = try app.open("Detail", from: app.home, as: .push)
      let sheet = try app.open("Sheet", from: detail, as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      let inside = try app.open("Inside", from: sheet, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      app.bridge.viewController(for: inside)?.present(alert, animated: true)
      DoubleRunLoop.main.runUntilIdle()
      #expect(UIKitUser.tap("OK", in: alert))
      DoubleRunLoop.main.runUntilIdle()
      for screen in [detail, sheet, inside] {
        watcher.watch(screen, as: "\(screen.title) screen")
        watcher.watch(screen.router, as: "\(screen.title) router")
        watcher.watch(app.bridge.viewController(for: screen), as: "\(screen.title) controller")
      }
      watcher.watch(alert, as: "alert")
      app.home.router?.focus()
      DoubleRunLoop.main.runUntilIdle()
      #expect(app.bridge.leakedViewControllers() == [])
      app.expectInSync()
      watcher.watch(app.bridge, as: "bridge")
      watcher.watch(app.uiWindow, as: "UIWindow")
      watcher.watch(app.window, as: "window")
    }
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 3)
    #expect(watcher.survivors == [])
  }
}

/// A view controller that makes itself its containers' delegate when it appears, as apps do for
/// a custom push animation or to watch tab taps.
@MainActor
final class DelegateClaimingViewController: ScreenViewController, UINavigationControllerDelegate,
  UITabBarControllerDelegate
{
  var heard: [String] = []

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    navigationController?.delegate = self
    tabBarController?.delegate = self
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    heard.append("didShow \(viewController.title ?? "")")
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    heard.append("didSelect")
  }
}

/// The app's delegates set in `viewDidAppear(_:)`, then the user acts before any routing.
@MainActor
@Suite struct DelegateClaimingTests {
  @Test func aSwipeBackAfterTheShownScreenTookTheNavigationDelegateReachesTheModelAtOnce() throws {
    let app = try BridgedApp()
    let made = app.registerRecorded { DelegateClaimingViewController(screen: $0) }
    let router = try #require(app.home.router)
    router.open(.push) { _ in RecordedScreen(title: "Claims") }
    DoubleRunLoop.main.runUntilIdle()
    let navigation = try #require(app.homeNavigation)
    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    #expect(made.all.first?.heard.last == "didShow Home", "the app's delegate still hears it")
    app.expectInSync()
  }

  @Test func aTabTapAfterTheRootScreenTookTheTabBarDelegateReachesTheModelAtOnce() throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    let window = Window()
    let uiWindow = UIWindow()
    try window.setRoot { router in
      let first = try router.makeScreen { _ in RecordedScreen(title: "First") }
      let second = try router.makeScreen { _ in RecordedScreen(title: "Second") }
      return try TabContainer(
        tabs: [NavigationContainer(root: first), NavigationContainer(root: second)])
    }
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    var made: [DelegateClaimingViewController] = []
    bridge.register(RecordedScreen.self) { screen in
      let controller = DelegateClaimingViewController(screen: screen)
      made.append(controller)
      return controller
    }
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(uiWindow.rootViewController as? UITabBarController)
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect((window.root as? TabContainer)?.selectedIndex == 1)
    #expect(made.first?.heard.contains("didSelect") == true, "the app's delegate still hears it")
    #expect(bridge.differenceReport() == nil)
  }
}

/// A view controller that greets the user with an alert once it has appeared, as onboarding
/// screens do.
@MainActor
final class GreetingViewController: ScreenViewController {
  var alert: UIAlertController?

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard alert == nil else { return }
    let greeting = UIAlertController(title: "Welcome", message: nil, preferredStyle: .alert)
    greeting.addAction(UIAlertAction(title: "OK", style: .default))
    alert = greeting
    present(greeting, animated: true)
  }
}

/// The app's view controllers presenting from their appearance callbacks.
@MainActor
@Suite struct AppearancePresentingTests {
  @Test func aSheetThatPresentsAnAlertWhenItAppearsKeepsItAndClosesAfterIt() throws {
    let app = try BridgedApp()
    let made = app.registerRecorded { GreetingViewController(screen: $0) }
    let router = try #require(app.home.router)
    var opened = false
    router.open(.modal) { _ in
      RecordedScreen(title: "Intro")
    } completion: { _ in
      opened = true
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(opened)
    let alert = try #require(made.all.last?.alert)
    #expect(DoubleRunLoop.main.log == [], "presenting from viewDidAppear is allowed")
    #expect(made.all.last?.presentedViewController === alert)
    app.expectInSync()

    var closed = false
    app.window.root?.presentedScreen?.router?.close { _ in closed = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(!closed, "the close waits for the app's alert")
    #expect(UIKitUser.tap("OK", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(closed)
    #expect(app.tabs?.presentedViewController == nil)
    app.expectInSync()
  }

  @Test func aPushedScreenThatPresentsAnAlertWhenItAppearsLetsTheStackChangeBelow() throws {
    let app = try BridgedApp()
    let made = app.registerRecorded { GreetingViewController(screen: $0) }
    let router = try #require(app.home.router)
    router.open(.push) { _ in RecordedScreen(title: "Intro") }
    DoubleRunLoop.main.runUntilIdle()
    let alert = try #require(made.all.last?.alert)
    #expect(app.tabs?.presentedViewController === alert)
    // The user cannot reach the back button under the alert; a link pops the screen below it.
    var closed = false
    app.home.navigationContainer?.topScreen.router?.close { _ in closed = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(closed)
    #expect(app.homeNavigation?.viewControllers.map(\.title) == ["Home"])
    #expect(app.tabs?.presentedViewController === alert, "the app's alert stays")
    app.expectInSync()
  }
}

/// An app's custom interactive pop: its navigation delegate supplies an interaction
/// controller.
@MainActor
final class InteractivePopDelegate: UINavigationControllerDelegate,
  UIViewControllerInteractiveTransitioning
{
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    self
  }

  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}
}

/// What the bridge forwards to an app's navigation delegate that the double does not call.
@MainActor
@Suite struct InteractionForwardingTests {
  @Test func theAppsInteractionControllerReachesUIKitThroughTheBridge() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    let appDelegate = InteractivePopDelegate()
    navigation.delegate = appDelegate
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.delegate === app.bridge)
    // What UIKit asks the navigation controller's delegate before a custom animated pop.
    let asked = app.bridge.navigationController(
      navigation,
      interactionControllerFor: FadeTransitionAnimator(FadeAnimator.shared, presenting: false))
    #expect(asked === appDelegate)
  }
}

/// The model changes while the user's finger is down.
@MainActor
@Suite struct GestureRaceTests {
  @Test(arguments: [true, false])
  func theModelClosesASheetTheUserIsDragging(userFinishes: Bool) throws {
    let app = try BridgedApp()
    let sheet = try app.open("Sheet", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let presented = try #require(app.tabs?.presentedViewController)
    let gesture = try #require(UIKitUser.beginSwipeDown(presented))
    var results: [Bool] = []
    sheet.router?.close { results.append((try? $0.get()) != nil) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(results == [], "UIKit still shows the sheet under the finger")
    #expect(DoubleRunLoop.main.log == [], "no dismissal during the user's swipe")
    #expect(userFinishes ? gesture.finish() : gesture.cancel())
    DoubleRunLoop.main.runUntilIdle()
    #expect(results == [true])
    #expect(app.tabs?.presentedViewController == nil)
    app.expectInSync()
  }

  @Test(arguments: [true, false])
  func theModelSelectsAnotherTabDuringABackSwipe(userFinishes: Bool) throws {
    let app = try BridgedApp()
    let (_, navigation) = try app.pushDetail()
    let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
    var selected = false
    app.home.router?.selectTab(at: 1) { _ in selected = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.tabs?.selectedIndex == 0, "UIKit waits for the user's finger")
    #expect(!selected)
    #expect(userFinishes ? gesture.finish() : gesture.cancel())
    DoubleRunLoop.main.runUntilIdle()
    #expect(selected)
    #expect(app.tabs?.selectedIndex == 1)
    let expected = userFinishes ? ["Home"] : ["Home", "Detail"]
    #expect(app.home.navigationContainer?.stack.map(\.title) == expected)
    app.expectInSync()
  }

  @Test func aLogoutReplacesTheRootDuringABackSwipe() throws {
    let app = try BridgedApp()
    do {
      let (_, navigation) = try app.pushDetail()
      let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
      try app.window.setRoot { _ in ItemScreen(title: "Login") }
      DoubleRunLoop.main.runUntilIdle()
      #expect(DoubleRunLoop.main.log == [])
      #expect(gesture.finish())
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.uiWindow.rootViewController?.title == "Login")
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  @Test func aSheetSwipedDownWhileTheBridgeWaitsForALostCompletionClosesAtOnce() throws {
    let app = try BridgedApp()
    var bridgeEvents: [UIKitBridge.Event] = []
    app.bridge.onEvent = { bridgeEvents.append($0) }
    DoubleRunLoop.main.dropCompletions(1)
    var opened = false
    let router = try #require(app.home.router)
    router.open(.modal) { _ in
      ItemScreen(title: "Sheet")
    } completion: { _ in
      opened = true
    }
    DoubleRunLoop.main.runUntilIdle()
    let presented = try #require(app.tabs?.presentedViewController)
    #expect(!opened, "the presentation's completion never came")
    // The user's swipe reaches the model at once: UIKit is idle, whatever completion is lost.
    let events = app.events { #expect(UIKitUser.swipeDown(presented)) }
    #expect(events == [#"closed ItemScreen "Sheet" (modal, system.modal 300ms)"#])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(!opened, "completions still wait for the bound")
    DoubleRunLoop.main.advance(by: app.bridge.timeout)
    DoubleRunLoop.main.runUntilIdle()
    #expect(opened)
    #expect(bridgeEvents.count == 1)
    #expect(app.window.root?.presentedScreen == nil)
    app.expectInSync()
  }

  @Test func theUserWalksATabShownThroughMore() throws {
    let (window, uiWindow, bridge, screens, tabs) = try SixTabs.make()
    #expect(UIKitUser.tapTab(in: tabs, at: 5))
    DoubleRunLoop.main.runUntilIdle()
    screens[5].router?.open(.push) { _ in ItemScreen(title: "Deep") }
    DoubleRunLoop.main.runUntilIdle()
    let fifth = try #require(tabs.viewControllers?[5] as? UINavigationController)
    #expect(fifth.topViewController?.title == "Deep")
    #expect(fifth.topViewController?.view.window === uiWindow)
    #expect(bridge.differenceReport() == nil)

    #expect(UIKitUser.swipeBack(in: fifth))
    DoubleRunLoop.main.runUntilIdle()
    #expect(screens[5].navigationContainer?.stack.map(\.title) == ["Tab 5"])
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect((window.root as? TabContainer)?.selectedIndex == 1)
    #expect(bridge.differenceReport() == nil)
    #expect(DoubleRunLoop.main.log == [])
  }

  @Test func reportsNameTheBridgesContainersByTheirUIKitClass() throws {
    let app = try BridgedApp()
    var kept: UIViewController?
    do {
      let sheet = try app.open("Sheet", from: app.home, as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      kept = app.tabs?.presentedViewController
      sheet.router?.close()
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(kept != nil)
    #expect(
      app.bridge.leakedViewControllers() == [
        "ItemViewController of ItemScreen \"Sheet\"",
        "UINavigationController of NavigationContainer",
      ])
    kept = nil
    #expect(app.bridge.leakedViewControllers() == [])
  }

  @Test func aStoppedBridgeLeavesUIKitAndTheModelAloneAndHandsTheDelegatesBack() throws {
    let app = try BridgedApp()
    let (detail, navigation) = try app.pushDetail()
    let appDelegate = AppNavigationDelegate()
    navigation.delegate = appDelegate
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.delegate === app.bridge)
    app.bridge.stop()
    #expect(navigation.delegate === appDelegate, "the app's delegate is the delegate again")

    // The model moves on, then the user swipes back: neither follows the other any more.
    try app.open("After stop", from: detail, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let calls = app.bridge.callCount
    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.timeout)
    #expect(app.bridge.callCount == calls, "no UIKit call after stop()")
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Detail", "After stop"])
    #expect(appDelegate.calls.suffix(2) == ["willShow Home", "didShow Home"])
  }

  @Test func aPassQueuedBeforeStopDoesNotRunAfterIt() throws {
    let app = try BridgedApp()
    let (detail, navigation) = try app.pushDetail()
    let calls = app.bridge.callCount
    try app.open("Queued", from: detail, as: .push)  // queues a pass for the end of the turn
    app.bridge.stop()
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.bridge.callCount == calls, "no UIKit call after stop()")
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
  }

  @Test func aTabTheModelSelectsAndARootItReplacesAppearAndDisappearInTheWindow() throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    let window = Window()
    let uiWindow = UIWindow()
    var firstScreen: Screen?
    try window.setRoot { router in
      let first = try router.makeScreen { _ in RecordedScreen(title: "First") }
      let second = try router.makeScreen { _ in RecordedScreen(title: "Second") }
      firstScreen = first
      return try TabContainer(tabs: [first, second])
    }
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    var made: [String: RecordingViewController] = [:]
    bridge.register(RecordedScreen.self) { screen in
      let controller = RecordingViewController(screen: screen)
      made[screen.title] = controller
      return controller
    }
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    firstScreen?.router?.selectTab(at: 1)
    DoubleRunLoop.main.runUntilIdle()
    #expect(made["Second"]?.view.window === uiWindow)
    #expect(made["First"]?.viewIfLoaded?.window == nil)
    try window.setRoot { _ in RecordedScreen(title: "Welcome") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      made["First"]?.calls == [
        "willAppear window:false presented:false", "didAppear window:true",
        "willDisappear window:true dismissed:false popped:false", "didDisappear window:false",
      ])
    #expect(made["Second"]?.calls.last == "didDisappear window:false")
    #expect(
      made["Welcome"]?.calls == [
        "willAppear window:false presented:false", "didAppear window:true",
      ])
    #expect(bridge.differenceReport() == nil)
  }
}
