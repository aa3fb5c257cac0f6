import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// Changes made in one turn complete in order, each once, and never before UIKit shows what
/// its own change produced (the bridge runs an earlier change's completions when UIKit shows the
/// model as it was after it, on its way to the latest).
@MainActor
@Suite struct CompletionOrderReviewTests {
  /// What UIKit shows, as a completion sees it: the presented chain, the selected tab and the
  /// home tab's stack.
  private static func shown(_ app: BridgedApp) -> String {
    guard let tabs = app.tabs else { return "no tabs" }
    var presented: [String] = []
    var next = tabs.presentedViewController
    while let controller = next {
      presented.append(app.bridge.screen(for: controller)?.title ?? "app")
      next = controller.presentedViewController
    }
    let stack = (app.homeNavigation?.viewControllers ?? []).map { $0.title ?? "?" }
    return "tab \(tabs.selectedIndex) [\(stack.joined(separator: ", "))]"
      + (presented.isEmpty ? "" : " presents \(presented.joined(separator: " > "))")
  }

  @Test func anOpenAndACloseOfTheSameSheetInOneTurnCompleteInOrderWithTheSheetNeverShown() throws {
    let app = try BridgedApp()
    var seen: [String] = []
    var sheet: ItemScreen?
    app.home.router?.open(
      .modal, build: { _ in ItemScreen(title: "Sheet") },
      completion: { _ in seen.append("open: \(Self.shown(app))") })
    sheet = try #require(app.window.root?.presentedScreen as? ItemScreen)
    sheet?.router?.close { _ in seen.append("close: \(Self.shown(app))") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(seen == ["open: tab 0 [Home]", "close: tab 0 [Home]"])
    app.expectInSync()
  }

  @Test func aPushAndAPopInOneTurnCompleteInOrderOnce() throws {
    let app = try BridgedApp()
    var seen: [String] = []
    app.home.router?.open(
      .push, build: { _ in ItemScreen(title: "Detail") },
      completion: { _ in seen.append("push: \(Self.shown(app))") })
    app.home.navigationContainer?.topScreen.router?.close { _ in
      seen.append("pop: \(Self.shown(app))")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(seen == ["push: tab 0 [Home]", "pop: tab 0 [Home]"])
    app.expectInSync()
  }

  @Test func aPopThenAPushOfTheSameTitleCompletesThePopWithoutTheOldScreen() throws {
    let app = try BridgedApp()
    let old = try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let oldController = app.bridge.viewController(for: old)
    var seen: [String] = []
    var oldShownAtPop: Bool?
    old.router?.close { _ in
      seen.append("pop: \(Self.shown(app))")
      oldShownAtPop = app.homeNavigation?.viewControllers.contains { $0 === oldController }
    }
    app.home.router?.open(
      .push, build: { _ in ItemScreen(title: "Detail") },
      completion: { _ in seen.append("push: \(Self.shown(app))") })
    DoubleRunLoop.main.runUntilIdle()
    #expect(oldShownAtPop == false, "the popped Detail is gone when its pop completes")
    #expect(seen == ["pop: tab 0 [Home, Detail]", "push: tab 0 [Home, Detail]"])
    app.expectInSync()
  }

  @Test func selectingTabOneThenTabZeroInOneTurnCompletesBothInOrder() throws {
    let app = try BridgedApp()
    let login = try app.open("Login", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    var seen: [String] = []
    let router = try #require(app.home.router)
    router.selectTab(at: 1) { _ in seen.append("tab 1: \(Self.shown(app))") }
    router.selectTab(at: 0) { _ in seen.append("tab 0: \(Self.shown(app))") }
    login.router?.close { _ in seen.append("close: \(Self.shown(app))") }
    DoubleRunLoop.main.runUntilIdle()
    // Tab 0 is the model after both selections: UIKit shows it before the dismissal.
    #expect(
      seen == [
        "tab 1: tab 0 [Home] presents Login", "tab 0: tab 0 [Home] presents Login",
        "close: tab 0 [Home]",
      ])
    app.expectInSync()
  }

  @Test func aCloseAnOpenAndACloseInOneTurnCompleteInOrderEachOnce() throws {
    let app = try BridgedApp()
    let login = try app.open("Login", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    var seen: [String] = []
    login.router?.close { _ in seen.append("close login: \(Self.shown(app))") }
    app.home.router?.open(
      .modal, build: { _ in ItemScreen(title: "Sign Up") },
      completion: { _ in seen.append("open sign-up: \(Self.shown(app))") })
    app.window.root?.presentedScreen?.router?.close { _ in
      seen.append("close sign-up: \(Self.shown(app))")
    }
    app.home.router?.open(
      .modal, build: { _ in ItemScreen(title: "Welcome") },
      completion: { _ in seen.append("open welcome: \(Self.shown(app))") })
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      seen == [
        "close login: tab 0 [Home]", "open sign-up: tab 0 [Home]", "close sign-up: tab 0 [Home]",
        "open welcome: tab 0 [Home] presents Welcome",
      ])
    app.expectInSync()
  }

  @Test func aSheetOfTheSameTitleOpenedAfterTheCloseDoesNotCompleteTheCloseEarly() throws {
    let app = try BridgedApp()
    let login = try app.open("Login", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    let oldController = tabs.presentedViewController
    var oldPresentedAtClose: Bool?
    var seen: [String] = []
    login.router?.close { _ in
      oldPresentedAtClose = tabs.presentedViewController === oldController
      seen.append("close: \(Self.shown(app))")
    }
    app.home.router?.open(
      .modal, build: { _ in ItemScreen(title: "Login") },
      completion: { _ in seen.append("open: \(Self.shown(app))") })
    DoubleRunLoop.main.runUntilIdle()
    #expect(oldPresentedAtClose == false)
    #expect(seen == ["close: tab 0 [Home]", "open: tab 0 [Home] presents Login"])
    app.expectInSync()
  }

  @Test func aPopBeforeAPresentationTheAppsAlertHoldsCompletesAndThePresentationWaits() throws {
    let app = try BridgedApp()
    let detail = try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    let alert = UIAlertController(title: "Rate us", message: nil, preferredStyle: .alert)
    tabs.present(alert, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    var seen: [String] = []
    detail.router?.close { _ in seen.append("pop: \(Self.shown(app))") }
    app.home.router?.open(
      .modal, build: { _ in ItemScreen(title: "Sheet") },
      completion: { _ in seen.append("open: \(Self.shown(app))") })
    DoubleRunLoop.main.runUntilIdle()
    #expect(seen == ["pop: tab 0 [Home] presents app"], "the pop is on screen; the sheet waits")
    alert.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(seen == ["pop: tab 0 [Home] presents app", "open: tab 0 [Home] presents Sheet"])
    app.expectInSync()
  }

  @Test func changesMadeInACompletionThatRanOnTheWayCompleteInOrderAfterIt() throws {
    let app = try BridgedApp()
    let login = try app.open("Login", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    var seen: [String] = []
    login.router?.close { _ in
      seen.append("close: \(Self.shown(app))")
      app.home.router?.open(
        .push, build: { _ in ItemScreen(title: "Detail") },
        completion: { _ in seen.append("push from close: \(Self.shown(app))") })
      app.other.router?.open(
        .push, build: { _ in ItemScreen(title: "Elsewhere") },
        completion: { _ in seen.append("push in other: \(Self.shown(app))") })
    }
    app.home.router?.open(
      .modal, build: { _ in ItemScreen(title: "Sign Up") },
      completion: { _ in seen.append("open: \(Self.shown(app))") })
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      seen == [
        "close: tab 0 [Home]", "open: tab 0 [Home, Detail] presents Sign Up",
        "push from close: tab 0 [Home, Detail] presents Sign Up",
        "push in other: tab 0 [Home, Detail] presents Sign Up",
      ])
    app.expectInSync()
  }

  @Test func aCloseBeforeANewRootCompletesOnceTheSheetIsGone() throws {
    let app = try BridgedApp()
    let login = try app.open("Login", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    var seen: [String] = []
    login.router?.close { _ in
      seen.append(
        "close: root is old \(app.uiWindow.rootViewController === tabs), presents \(tabs.presentedViewController != nil)"
      )
    }
    let welcome = try app.window.setRoot { _ in ItemScreen(title: "Welcome") }
    welcome.router?.open(
      .modal, build: { _ in ItemScreen(title: "Terms") },
      completion: { _ in
        let root = app.uiWindow.rootViewController
        seen.append(
          "open: root \(root.flatMap { app.bridge.screen(for: $0)?.title } ?? "?"), presents \(root?.presentedViewController.flatMap { app.bridge.screen(for: $0)?.title } ?? "nothing")"
        )
      })
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      seen == [
        "close: root is old false, presents false", "open: root Welcome, presents Terms",
      ])
    app.expectInSync()
  }

  @Test func aDismissalWhoseEndUIKitLosesCompletesTheCloseAtTheBoundBeforeTheNextSheet() throws {
    let app = try BridgedApp()
    let login = try app.open("Login", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    var events: [String] = []
    app.bridge.onEvent = { events.append($0.description) }
    var seen: [String] = []
    login.router?.close { _ in seen.append("close: \(Self.shown(app))") }
    app.home.router?.open(
      .modal, build: { _ in ItemScreen(title: "Sign Up") },
      completion: { _ in seen.append("open: \(Self.shown(app))") })
    DoubleRunLoop.main.dropCompletions(1)
    DoubleRunLoop.main.runUntilIdle()
    #expect(seen == [], "the bridge waits for the lost end of the dismissal")
    DoubleRunLoop.main.advance(by: app.bridge.timeout + 0.1)
    DoubleRunLoop.main.runUntilIdle()
    #expect(events.count == 1, "the bound is reported: \(events)")
    #expect(seen == ["close: tab 0 [Home]", "open: tab 0 [Home] presents Sign Up"])
    app.expectInSync()
  }

  @Test func stoppingWithAnEarlierModelKeptRunsEveryCompletionOnceInOrder() throws {
    let app = try BridgedApp()
    let login = try app.open("Login", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    var seen: [String] = []
    login.router?.close { _ in seen.append("close") }
    app.home.router?.open(
      .modal, build: { _ in ItemScreen(title: "Sign Up") },
      completion: { _ in seen.append("open") })
    app.bridge.stop()
    #expect(seen == ["close", "open"])
    let calls = app.bridge.callCount
    DoubleRunLoop.main.runUntilIdle()
    #expect(seen == ["close", "open"])
    #expect(app.bridge.callCount == calls, "a stopped bridge makes no UIKit call")
  }

  @Test func stoppingTheBridgeInACompletionThatRanOnTheWayMakesNoFurtherUIKitCall() throws {
    let app = try BridgedApp()
    let login = try app.open("Login", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    var seen: [String] = []
    login.router?.close { _ in
      seen.append("close")
      app.bridge.stop()
    }
    app.home.router?.open(
      .modal, build: { _ in ItemScreen(title: "Sign Up") },
      completion: { _ in seen.append("open") })
    DoubleRunLoop.main.runUntilIdle()
    #expect(seen == ["close", "open"])
    #expect(tabs.presentedViewController == nil, "a stopped bridge presents nothing")
  }

  @Test func stoppingTheBridgeInACloseCompletionKeepsTheAppsDelegatesAndTheModelsLaterChanges()
    throws
  {
    let app = try BridgedApp()
    let login = try app.open("Login", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    login.router?.close { _ in
      app.bridge.stop()
      // The model goes on headless: UIKit no longer follows it.
      app.home.router?.open(.modal) { _ in ItemScreen(title: "Headless") }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController == nil, "a stopped bridge presents nothing")
    #expect(tabs.delegate == nil, "the delegate is handed back, not claimed again")
  }

  @Test func closedScreensAreFreedWhileAnEarlierModelNamingThemIsKept() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    let tabs = try #require(app.tabs)
    let alert = UIAlertController(title: "Rate us", message: nil, preferredStyle: .alert)
    do {
      let detail = try app.open("Detail", from: app.home, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      tabs.present(alert, animated: false)
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(detail, as: "detail")
      watcher.watch(detail.router, as: "detail's router")
      watcher.watch(app.bridge.viewController(for: detail), as: "detail's view controller")
      // The sheet waits for the alert; the snapshot taken before the pop names the detail.
      app.home.router?.open(.modal) { _ in ItemScreen(title: "Sheet") }
      detail.router?.close()
      app.home.router?.open(.push) { _ in ItemScreen(title: "Next") }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.bridge.differenceReport() != nil, "the sheet still waits for the alert")
    #expect(watcher.survivors == [])
    alert.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    app.expectSettled()
  }

  @Test func selectingTheTabTheMoreListHidesCompletesOnceUIKitLeavesTheList() throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    let window = Window()
    let uiWindow = UIWindow()
    var first: ItemScreen?
    try window.setRoot { router in
      let stacks = try (0..<6).map { index in
        let screen = try router.makeScreen { _ in ItemScreen(title: "Tab \(index)") }
        if index == 0 { first = screen }
        return try NavigationContainer(root: screen)
      }
      return try TabContainer(tabs: stacks, title: "Tabs")
    }
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(uiWindow.rootViewController as? UITabBarController)
    let router = try #require(first?.router)
    router.open(.modal) { _ in ItemScreen(title: "Login") }
    DoubleRunLoop.main.runUntilIdle()
    let login = try #require(window.root?.presentedScreen)
    login.router?.close()
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapMore(in: tabs))
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == NSNotFound, "the More list shows")
    var selectedWhenDone: Int?
    router.selectTab(at: 0) { _ in selectedWhenDone = tabs.selectedIndex }
    router.open(.modal) { _ in ItemScreen(title: "Sign Up") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(selectedWhenDone == 0, "the model's selection brought the user back first")
    #expect(bridge.differenceReport() == nil)
    bridge.stop()
  }

  @Test func theModelsKeptWhileTheAppsAlertHoldsTheBridgeAreAsManyAsTheChangesWaitedFor() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let alert = UIAlertController(title: "Rate us", message: nil, preferredStyle: .alert)
    tabs.present(alert, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    app.home.router?.open(.modal) { _ in ItemScreen(title: "Sheet") }
    DoubleRunLoop.main.runUntilIdle()
    // A model that keeps changing (a live feed selecting tabs), none of it waited for.
    for index in 0..<40 {
      app.home.router?.selectTab(at: index % 2)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(app.bridge.earlierModels.count <= 1)
    alert.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.bridge.earlierModels.isEmpty)
    app.expectInSync()
  }
}
