import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderUIKit

/// A UIKit developer adopting the bridge, fourth round: the bridge's life, completions UIKit
/// never sends, the app's delegates set early or replaced, bar button items, links at launch and
/// under the app's alert, and the guide's remaining promises.
@MainActor
@Suite struct AdopterRoundFourTests {
  // MARK: - The bridge's life

  @Test func aNewBridgeAfterStopOnTheSameWindowShowsWhatTheModelDidMeanwhile() throws {
    let app = try BridgedApp()
    weak let oldNavigation = try app.pushDetail().navigation
    weak let oldTabs = app.tabs
    app.bridge.stop()
    var pushed = 0
    try #require(app.home.router).open(.push) { _ in
      ItemScreen(title: "Later")
    } completion: { _ in
      pushed += 1
    }
    #expect(pushed == 1, "a stopped bridge holds back no completion")
    DoubleRunLoop.main.runUntilIdle()
    #expect(oldNavigation?.viewControllers.map(\.title) == ["Home", "Detail"])

    let bridge = UIKitBridge(window: app.window, uiWindow: app.uiWindow)
    var made: [String] = []
    bridge.register(ItemScreen.self) { screen in
      made.append(screen.title)
      return ItemViewController(screen: screen)
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(made.sorted() == ["Detail", "Home", "Later", "Other"], "each screen made once")
    let tabs = try #require(app.uiWindow.rootViewController as? UITabBarController)
    let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail", "Later"])
    #expect(bridge.differenceReport() == nil)
    #expect(oldTabs == nil, "the first bridge's tree is freed")

    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Detail"])
    #expect(bridge.differenceReport() == nil)
    #expect(bridge.leakedViewControllers() == [])
    #expect(DoubleRunLoop.main.log == [])
  }

  @Test func aFactoryRegisteredOrReplacedWhileScreensShowServesTheScreensOpenedAfter() throws {
    let app = try BridgedApp()
    let homeController = try #require(app.bridge.viewController(for: app.home))
    app.bridge.register(NoteScreen.self) { NoteViewController(screen: $0) }
    var note: NoteScreen?
    try #require(app.home.router).open(.push) { _ in
      let made = NoteScreen(title: "Note")
      note = made
      return made
    }
    DoubleRunLoop.main.runUntilIdle()
    let shownNote = try #require(note)
    #expect(app.bridge.viewController(for: shownNote) is NoteViewController)

    app.bridge.register(ItemScreen.self) { SecondItemViewController(screen: $0) }
    let detail = try app.open("Detail", from: shownNote, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      app.bridge.viewController(for: app.home) === homeController, "shown screens keep theirs")
    #expect(homeController is ItemViewController)
    #expect(app.bridge.viewController(for: detail) is SecondItemViewController)
    #expect(app.bridge.viewController(for: shownNote) is NoteViewController)
    #expect(app.homeNavigation?.viewControllers.map(\.title) == ["Home", "Note", "Detail"])
    app.expectInSync()
  }

  @Test func aModelChangedBeforeTheBridgeStartsIsTheFirstTreeAndLaterRoutesCompleteOnScreen()
    throws
  {
    let scene = try UnstartedScene()
    var headless = 0
    try #require(scene.home.router).open(.push) { _ in
      ItemScreen(title: "Detail")
    } completion: { _ in
      headless += 1
    }
    try #require(scene.home.router).selectTab(at: 1) { _ in headless += 1 }
    try #require(scene.other.router).open(.modal) { _ in
      ItemScreen(title: "Sheet")
    } completion: {
      _ in
      headless += 1
    }
    #expect(headless == 3, "without a bridge, completions run at once")

    let bridge = UIKitBridge(window: scene.window, uiWindow: scene.uiWindow)
    var made: [String] = []
    bridge.register(ItemScreen.self) { screen in
      made.append(screen.title)
      return ItemViewController(screen: screen)
    }
    let uiWindow = scene.uiWindow
    let later = CompletionProbe { [weak uiWindow] in
      let tabs = uiWindow?.rootViewController as? UITabBarController
      let top = (tabs?.selectedViewController as? UINavigationController)?.topViewController
      return "\(tabs?.presentedViewController?.title ?? "-") over \(top?.title ?? "-")"
    }
    try #require(scene.other.router).open(.push) { _ in
      ItemScreen(title: "Later")
    } completion: { _ in
      later.ran()
    }
    #expect(later.count == 0, "with a bridge, a completion waits for UIKit")
    scene.uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    #expect(made.sorted() == ["Detail", "Home", "Later", "Other", "Sheet"])
    let tabs = try #require(scene.uiWindow.rootViewController as? UITabBarController)
    #expect(tabs.selectedIndex == 1)
    #expect(
      (tabs.viewControllers?.first as? UINavigationController)?.viewControllers.map(\.title) == [
        "Home", "Detail",
      ])
    #expect(later.count == 1)
    #expect(later.firstSeen == "Sheet over Later")
    #expect(bridge.differenceReport() == nil)
    #expect(DoubleRunLoop.main.log == [])
  }

  @Test func stoppingOneScenesBridgeLeavesTheOtherSceneInStep() throws {
    let first = try BridgedApp()
    let second = try BridgedApp()
    first.bridge.stop()
    var firstPushed = 0
    try #require(first.home.router).open(.push) { _ in
      ItemScreen(title: "A")
    } completion: { _ in
      firstPushed += 1
    }
    #expect(firstPushed == 1)
    let secondPushed = CompletionProbe { [weak second] in
      second?.homeNavigation?.topViewController?.title ?? "-"
    }
    try #require(second.home.router).open(.push) { _ in
      ItemScreen(title: "B")
    } completion: { _ in
      secondPushed.ran()
    }
    #expect(secondPushed.count == 0)
    DoubleRunLoop.main.runUntilIdle()
    #expect(secondPushed.count == 1)
    #expect(secondPushed.firstSeen == "B")
    #expect(first.homeNavigation?.viewControllers.map(\.title) == ["Home"])

    // The user taps a tab in each scene: only the bridged one reaches its model.
    #expect(UIKitUser.tapTab(in: try #require(first.tabs), at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapTab(in: try #require(second.tabs), at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect((first.window.root as? TabContainer)?.selectedIndex == 0)
    #expect((second.window.root as? TabContainer)?.selectedIndex == 1)
    second.expectInSync()
  }

  @Test func aNewBridgeMadeWhileThePushOfTheStoppedOneAnimatesCatchesUp() throws {
    let app = try BridgedApp()
    let pushed = CompletionProbe()
    try #require(app.home.router).open(.push) { _ in
      ItemScreen(title: "Detail")
    } completion: { _ in
      pushed.ran()
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(app.homeNavigation?.isInTransition == true)
    app.bridge.stop()
    #expect(pushed.count == 1, "stop runs the completions that waited")

    let bridge = UIKitBridge(window: app.window, uiWindow: app.uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    var events: [String] = []
    bridge.onEvent = { events.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.uiWindow.rootViewController as? UITabBarController)
    let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
    #expect(bridge.differenceReport() == nil)
    #expect(events == [])
    #expect(DoubleRunLoop.main.log == [])
    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    #expect(pushed.count == 1)
  }

  @Test func stoppingWhileALostCompletionIsAwaitedThenANewBridgeEndsEveryWaitOnce() throws {
    let app = try BridgedApp()
    var oldEvents: [String] = []
    app.bridge.onEvent = { oldEvents.append($0.description) }
    DoubleRunLoop.main.dropCompletions(1)
    let opened = CompletionProbe()
    try #require(app.home.router).open(.modal) { _ in
      ItemScreen(title: "Sheet")
    } completion: { _ in
      opened.ran()
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(opened.count == 0)
    app.bridge.stop()
    #expect(opened.count == 1)

    let bridge = UIKitBridge(window: app.window, uiWindow: app.uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    var newEvents: [String] = []
    bridge.onEvent = { newEvents.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 3)
    DoubleRunLoop.main.runUntilIdle()
    #expect(opened.count == 1)
    #expect(oldEvents == [], "the stopped bridge's bound reports nothing")
    #expect(newEvents == [])
    let tabs = try #require(app.uiWindow.rootViewController as? UITabBarController)
    let presented = try #require(tabs.presentedViewController)
    #expect(presented.title == "Sheet")
    #expect(bridge.differenceReport() == nil)
    #expect(UIKitUser.swipeDown(presented))
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController == nil)
    #expect(bridge.differenceReport() == nil)
    #expect(DoubleRunLoop.main.log == [])
  }

  // MARK: - Completions UIKit never sends

  @Test func aLostDismissalWaitsForTheAppsTimeoutWhileATabTapReachesTheModelAtOnce() throws {
    let app = try BridgedApp()
    app.bridge.timeout = 5
    var timedOut = 0
    app.bridge.onEvent = { event in
      if case .timedOut = event { timedOut += 1 }
    }
    let sheet = try app.open("Sheet", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    DoubleRunLoop.main.dropCompletions(1)
    let closed = CompletionProbe { [weak tabs] in "\(tabs?.presentedViewController == nil)" }
    try #require(sheet.router).close { _ in closed.ran() }
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController == nil, "UIKit dismissed the sheet")
    DoubleRunLoop.main.advance(by: 3)
    #expect(closed.count == 0, "the app's bound is 5 seconds, not 2")
    #expect(timedOut == 0)

    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runQueuedWork()
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1, "the user's tap, at once")

    DoubleRunLoop.main.advance(by: 2.5)
    #expect(closed.count == 1)
    #expect(closed.firstSeen == "true")
    #expect(timedOut == 1)

    let pushed = CompletionProbe { [weak tabs] in
      (tabs?.selectedViewController as? UINavigationController)?.topViewController?.title ?? "-"
    }
    try #require(app.other.router).open(.push) { _ in
      ItemScreen(title: "Next")
    } completion: { _ in
      pushed.ran()
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(pushed.count == 1)
    #expect(pushed.firstSeen == "Next")
    DoubleRunLoop.main.advance(by: 6)
    #expect(closed.count == 1)
    #expect(pushed.count == 1)
    #expect(timedOut == 1)
    app.expectInSync()
  }

  /// A screen titled from a link (`shop://item/a%0AFAKE%20LINE`) cannot forge a line in the
  /// bridge's events either: the view controller's title is escaped as `ScreenInfo` escapes it.
  @Test func aLostDismissalOfAScreenTitledFromALinkIsReportedOnOneLine() throws {
    let app = try BridgedApp()
    var events: [String] = []
    app.bridge.onEvent = { events.append($0.description) }
    do {
      let sheet = try app.open("a\nFAKE LINE", from: app.home, as: .modal)
      DoubleRunLoop.main.runUntilIdle()
      DoubleRunLoop.main.dropCompletions(1)
      try #require(sheet.router).close()
      DoubleRunLoop.main.runUntilIdle()
    }
    DoubleRunLoop.main.advance(by: app.bridge.timeout + 1)
    #expect(events.count == 1)
    #expect(events.allSatisfy { !$0.contains("\n") })
    #expect(events.first?.contains(#"ItemViewController "a\u{A}FAKE LINE""#) == true)
    app.expectSettled()
  }

  @Test func aLostDidShowThenAnotherPushCompleteEachOnceAndABackSwipeFollows() throws {
    let app = try BridgedApp()
    var timedOut = 0
    app.bridge.onEvent = { event in
      if case .timedOut = event { timedOut += 1 }
    }
    DoubleRunLoop.main.dropCompletions(1)
    let first = CompletionProbe()
    var detail: ItemScreen?
    try #require(app.home.router).open(.push) { _ in
      let made = ItemScreen(title: "Detail")
      detail = made
      return made
    } completion: { _ in
      first.ran()
    }
    DoubleRunLoop.main.runUntilIdle()
    let navigation = try #require(app.homeNavigation)
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])

    let second = CompletionProbe { [weak navigation] in
      navigation?.topViewController?.title ?? "-"
    }
    try #require(detail?.router).open(.push) { _ in
      ItemScreen(title: "More")
    } completion: { _ in
      second.ran()
    }
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.timeout + 0.5)
    DoubleRunLoop.main.runUntilIdle()
    #expect(first.count == 1)
    #expect(second.count == 1)
    #expect(second.firstSeen == "More")
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail", "More"])
    #expect(timedOut <= 1)

    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Detail"])
    DoubleRunLoop.main.advance(by: 5)
    #expect(first.count == 1)
    #expect(second.count == 1)
    app.expectInSync()
  }

  @Test func aPushThatOutlastsTheTimeoutIsReportedOnceAndUIKitStaysInStep() throws {
    let app = try BridgedApp()
    app.bridge.timeout = 0.05
    var timedOut = 0
    app.bridge.onEvent = { event in
      if case .timedOut = event { timedOut += 1 }
    }
    let pushed = CompletionProbe { [weak app] in
      app?.homeNavigation?.topViewController?.title ?? "-"
    }
    let detail = try app.open("Detail", from: app.home, as: .push)
    try #require(detail.router).open(.push) { _ in
      ItemScreen(title: "More")
    } completion: { _ in
      pushed.ran()
    }
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    #expect(pushed.count == 1)
    #expect(timedOut == 1, "one push that outlasted the bound, reported once")
    #expect(app.homeNavigation?.viewControllers.map(\.title) == ["Home", "Detail", "More"])
    let navigation = try #require(app.homeNavigation)
    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Detail"])
    #expect(pushed.count == 1)
    #expect(timedOut == 1, "the user's swipe is no transition of the bridge's")
    app.expectInSync()

    // UIKit was idle since: the next push that outlasts the bound is reported again.
    try app.open("Again", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    #expect(timedOut == 2)
    app.expectInSync()
  }

  // MARK: - The app's delegates

  @Test func aTabBarDelegateSetAsTheFirstTreeAppearsStillDecidesAndHears() throws {
    let refuser = TabRefuser()
    let scene = try UnstartedScene()
    let bridge = UIKitBridge(window: scene.window, uiWindow: scene.uiWindow)
    bridge.register(ItemScreen.self) { screen in
      let controller = AppearingViewController(screen: screen)
      if screen.title == "Home" {
        controller.onWillAppear = { [weak refuser] controller in
          controller.tabBarController?.delegate = refuser
        }
      }
      return controller
    }
    scene.uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(scene.uiWindow.rootViewController as? UITabBarController)
    #expect(tabs.delegate === bridge, "the bridge took its place back")

    refuser.refused = [1]
    #expect(!UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(refuser.asked == [1])
    #expect(refuser.selected == [])
    #expect(tabs.selectedIndex == 0)
    #expect((scene.window.root as? TabContainer)?.selectedIndex == 0)

    refuser.refused = []
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(refuser.asked == [1, 1])
    #expect(refuser.selected == [1])
    #expect((scene.window.root as? TabContainer)?.selectedIndex == 1)
    #expect(bridge.differenceReport() == nil)
    #expect(DoubleRunLoop.main.log == [])
  }

  @Test(arguments: [false, true])
  func aSheetDelegateSetInViewDidLoadRefusesTheSwipeAndThenLetsItClose(wrapped: Bool) throws {
    let app = try BridgedApp()
    let discard = AppSheetDelegate()
    discard.allowsDismissal = false
    app.bridge.register(EditorScreen.self) { [weak discard] screen in
      let controller = EditorViewController(screen: screen)
      controller.sheetDelegate = discard
      return controller
    }
    var results: [RouteResult<Bool>] = []
    weak var editor: EditorScreen?
    try #require(app.home.router).open(
      .modal(inNavigation: wrapped), returning: Bool.self
    ) { _ in
      let made = EditorScreen(title: "Edit")
      editor = made
      return made
    } onResult: { result in
      results.append(result)
    }
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    let presented = try #require(tabs.presentedViewController)
    #expect(presented.presentationController?.delegate === app.bridge)

    _ = UIKitUser.swipeDown(presented)
    DoubleRunLoop.main.runUntilIdle()
    #expect(discard.calls.contains("shouldDismiss"))
    #expect(discard.calls.contains("didAttemptToDismiss"))
    #expect(tabs.presentedViewController === presented)
    #expect(editor?.isShown == true)
    #expect(results.isEmpty)

    discard.allowsDismissal = true
    #expect(UIKitUser.swipeDown(presented))
    DoubleRunLoop.main.runUntilIdle()
    #expect(editor == nil, "closed and freed")
    #expect(results == [.cancelled])
    #expect(discard.calls.filter { $0 == "didDismiss" }.count == 1)
    app.expectInSync()
  }

  @Test func aNavigationDelegateReplacedTwiceInATurnThenClearedHearsOnlyWhatItShould() throws {
    let app = try BridgedApp()
    let (_, navigation) = try app.pushDetail()
    let first = AppNavigationDelegate()
    let second = AppNavigationDelegate()
    navigation.delegate = first
    navigation.delegate = second
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.delegate === app.bridge)
    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(first.calls == [])
    #expect(second.calls == ["willShow Home", "didShow Home"])
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])

    navigation.delegate = nil
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.delegate === app.bridge)
    _ = try app.pushDetail()
    #expect(UIKitUser.swipeBack(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(second.calls.count == 2, "the app cleared its delegate: nothing more is forwarded")
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    app.expectInSync()
  }

  // MARK: - Bar button items on bridged screens

  @Test func aBarButtonThatRoutesCannotBeTappedDuringThePushAndRoutesOnceItEnds() throws {
    let app = try BridgedApp()
    app.bridge.register(ActionScreen.self) { ActionViewController(screen: $0) }
    var detail: ActionScreen?
    try #require(app.home.router).open(.push) { router in
      let made = ActionScreen(title: "Detail")
      made.addAction("Next") { [weak router] in
        router?.open(.push) { _ in ItemScreen(title: "Next") }
      }
      detail = made
      return made
    }
    DoubleRunLoop.main.runQueuedWork()
    let navigation = try #require(app.homeNavigation)
    let detailScreen = try #require(detail)
    let controller = try #require(
      app.bridge.viewController(for: detailScreen) as? ActionViewController)
    let item = try #require(controller.navigationItem.rightBarButtonItem)
    #expect(navigation.isInTransition)
    #expect(!UIKitUser.tap(item, of: controller), "no tap while the push animates")
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Detail"])

    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tap(item, of: controller))
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Detail", "Next"])
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail", "Next"])
    #expect(!UIKitUser.tap(item, of: controller), "Detail's bar no longer shows")
    app.expectInSync()
  }

  @Test func aDoneBarButtonClosesItsWrappedSheetAndTheCompletionSeesItGone() throws {
    let app = try BridgedApp()
    app.bridge.register(ActionScreen.self) { ActionViewController(screen: $0) }
    let tabs = try #require(app.tabs)
    let closed = CompletionProbe { [weak tabs] in "\(tabs?.presentedViewController == nil)" }
    var sheet: ActionScreen?
    try #require(app.home.router).open(.modal(inNavigation: true)) { router in
      let made = ActionScreen(title: "Edit")
      made.addAction("Done") { [weak router] in
        router?.close { _ in closed.ran() }
      }
      sheet = made
      return made
    }
    DoubleRunLoop.main.runUntilIdle()
    let sheetScreen = try #require(sheet)
    let controller = try #require(
      app.bridge.viewController(for: sheetScreen) as? ActionViewController)
    let item = try #require(controller.navigationItem.rightBarButtonItem)
    #expect(UIKitUser.tap(item, of: controller))
    #expect(closed.count == 0)
    DoubleRunLoop.main.runUntilIdle()
    #expect(closed.count == 1)
    #expect(closed.firstSeen == "true")
    #expect(!sheetScreen.isShown)
    app.expectInSync()
  }

  @Test func aBarButtonThatOpensAPickerGetsItsValueOnceThePickerIsGone() throws {
    let app = try BridgedApp()
    app.bridge.register(ActionScreen.self) { ActionViewController(screen: $0) }
    let tabs = try #require(app.tabs)
    var values: [String] = []
    var picker: ActionScreen?
    var detail: ActionScreen?
    try #require(app.home.router).open(.push) { router in
      let made = ActionScreen(title: "Detail")
      made.addAction("Pick") { [weak router, weak tabs] in
        router?.open(.modal(inNavigation: true), returning: String.self) { pickerRouter in
          let colors = ActionScreen(title: "Colors")
          colors.addAction("Blue") { [weak pickerRouter] in pickerRouter?.finish(with: "blue") }
          picker = colors
          return colors
        } onResult: { result in
          values.append("\(result.value ?? "-") presented:\(tabs?.presentedViewController != nil)")
        }
      }
      detail = made
      return made
    }
    DoubleRunLoop.main.runUntilIdle()
    let detailScreen = try #require(detail)
    let detailController = try #require(
      app.bridge.viewController(for: detailScreen) as? ActionViewController)
    let detailControllerItem = try #require(detailController.navigationItem.rightBarButtonItem)
    #expect(UIKitUser.tap(detailControllerItem, of: detailController))
    DoubleRunLoop.main.runUntilIdle()
    let pickerScreen = try #require(picker)
    let pickerController = try #require(
      app.bridge.viewController(for: pickerScreen) as? ActionViewController)
    #expect(tabs.presentedViewController === pickerController.navigationController)
    let pickerControllerItem = try #require(pickerController.navigationItem.rightBarButtonItem)
    #expect(UIKitUser.tap(pickerControllerItem, of: pickerController))
    DoubleRunLoop.main.runUntilIdle()
    #expect(values == ["blue presented:false"])
    DoubleRunLoop.main.advance(by: 5)
    #expect(values.count == 1)
    app.expectInSync()
  }

  @Test func aSaveBarButtonThatClosesTheSheetAndPushesBelowCompletesWithBothOnScreen() throws {
    let app = try BridgedApp()
    app.bridge.register(ActionScreen.self) { ActionViewController(screen: $0) }
    let tabs = try #require(app.tabs)
    let saved = CompletionProbe { [weak app] in
      "presented:\(app?.tabs?.presentedViewController != nil) "
        + "top:\(app?.homeNavigation?.topViewController?.title ?? "-")"
    }
    let homeRouter = try #require(app.home.router)
    var sheet: ActionScreen?
    homeRouter.open(.modal(inNavigation: true)) { router in
      let made = ActionScreen(title: "Edit")
      made.addAction("Save") { [weak router, weak homeRouter] in
        router?.close()
        homeRouter?.open(.push) { _ in
          ItemScreen(title: "Saved")
        } completion: { _ in
          saved.ran()
        }
      }
      sheet = made
      return made
    }
    DoubleRunLoop.main.runUntilIdle()
    let sheetScreen = try #require(sheet)
    let controller = try #require(
      app.bridge.viewController(for: sheetScreen) as? ActionViewController)
    let item = try #require(controller.navigationItem.rightBarButtonItem)
    #expect(tabs.presentedViewController === controller.navigationController)
    #expect(UIKitUser.tap(item, of: controller))
    DoubleRunLoop.main.runUntilIdle()
    #expect(saved.count == 1)
    #expect(saved.firstSeen == "presented:false top:Saved")
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Saved"])
    app.expectInSync()
  }

  @Test func aBarButtonUnderASheetCannotBeTapped() throws {
    let app = try BridgedApp()
    app.bridge.register(ActionScreen.self) { ActionViewController(screen: $0) }
    var taps = 0
    var detail: ActionScreen?
    try #require(app.home.router).open(.push) { _ in
      let made = ActionScreen(title: "Detail")
      made.addAction("Count") { taps += 1 }
      detail = made
      return made
    }
    DoubleRunLoop.main.runUntilIdle()
    let detailScreen = try #require(detail)
    let controller = try #require(
      app.bridge.viewController(for: detailScreen) as? ActionViewController)
    let item = try #require(controller.navigationItem.rightBarButtonItem)
    #expect(UIKitUser.tap(item, of: controller))
    #expect(taps == 1)
    try app.open("Sheet", from: detailScreen, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.tabs?.presentedViewController?.title == "Sheet")
    // UIKit dims what a sheet covers and takes its touches.
    #expect(!UIKitUser.tap(item, of: controller))
    #expect(taps == 1)
    app.expectInSync()
  }

  @Test func aDeleteBarButtonAsksWithAnAlertWhoseHandlerClosesTheScreen() throws {
    let app = try BridgedApp()
    app.bridge.register(ActionScreen.self) { ActionViewController(screen: $0) }
    let closed = CompletionProbe { [weak app] in
      "\(app?.homeNavigation?.topViewController?.title ?? "-") "
        + "presented:\(app?.tabs?.presentedViewController != nil)"
    }
    var detail: ActionScreen?
    weak var asking: UIViewController?
    weak var shownAlert: UIAlertController?
    try #require(app.home.router).open(.push) { router in
      let made = ActionScreen(title: "Detail")
      made.addAction("Delete") { [weak router] in
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(
          UIAlertAction(title: "Delete", style: .destructive) { [weak router] _ in
            router?.close { _ in closed.ran() }
          })
        shownAlert = alert
        asking?.present(alert, animated: true)
      }
      detail = made
      return made
    }
    DoubleRunLoop.main.runUntilIdle()
    let detailScreen = try #require(detail)
    let controller = try #require(
      app.bridge.viewController(for: detailScreen) as? ActionViewController)
    asking = controller
    let item = try #require(controller.navigationItem.rightBarButtonItem)
    #expect(UIKitUser.tap(item, of: controller))
    DoubleRunLoop.main.runUntilIdle()
    let alert = try #require(shownAlert)
    #expect(app.tabs?.presentedViewController === alert)
    #expect(UIKitUser.tap("Delete", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    #expect(closed.count == 1)
    #expect(closed.firstSeen == "Home presented:false")
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    app.expectInSync()
  }

  // MARK: - Links at launch and under the app's alert

  @Test func aLaunchLinkHandledBeforeTheWindowShowsCompletesOnceUIKitShowsIt() throws {
    let scene = try UnstartedScene()
    let bridge = UIKitBridge(window: scene.window, uiWindow: scene.uiWindow)
    var events: [String] = []
    bridge.onEvent = { events.append($0.description) }
    let deeplinks = try DeeplinkRouter(window: scene.window, origins: ["shop://"])
    try deeplinks.register("/orders/:id<Int>") { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      var orderRouter: DefaultRouter?
      try link.router(as: DefaultRouter.self).open(.push) { router in
        orderRouter = router
        return ItemScreen(title: "Order \(id)")
      }
      orderRouter?.open(.modal) { _ in ItemScreen(title: "Receipt") }
    }
    let uiWindow = scene.uiWindow
    let done = CompletionProbe { [weak uiWindow] in
      uiWindow?.rootViewController?.presentedViewController?.title ?? "-"
    }
    var finals: [String] = []
    deeplinks.handle("shop://orders/7") { result in
      finals.append(result.description)
      done.ran()
    }
    // Registered after the launch link, in the same turn: the first tree uses it.
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done.count == 0, "UIKit cannot show the receipt in a hidden window")
    scene.uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.advance(by: bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(done.count == 1)
    #expect(done.firstSeen == "Receipt")
    #expect(finals == ["handled (opened)"])
    let tabs = try #require(scene.uiWindow.rootViewController as? UITabBarController)
    #expect(
      (tabs.viewControllers?.first as? UINavigationController)?.viewControllers.map(\.title) == [
        "Home", "Order 7",
      ])
    #expect(tabs.presentedViewController is ItemViewController)
    #expect(bridge.differenceReport() == nil)
    #expect(events == [])
    #expect(DoubleRunLoop.main.log == [])
  }

  @Test func aLinkWhileTheAppsAlertIsUpChangesTheTabsBelowAndPresentsOnceTheAlertIsGone() throws {
    let app = try BridgedApp()
    var waits = 0
    var timedOut = 0
    app.bridge.onEvent = { event in
      switch event {
      case .waiting: waits += 1
      case .timedOut: timedOut += 1
      default: break
      }
    }
    let homeController = try #require(app.bridge.viewController(for: app.home))
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    homeController.present(alert, animated: true)
    DoubleRunLoop.main.runUntilIdle()

    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    try deeplinks.register("/receipts/:id<Int>") { [weak app] link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      guard let app, let homeRouter = app.home.router, let otherRouter = app.other.router else {
        return
      }
      homeRouter.selectTab(at: 1)
      var orderRouter: DefaultRouter?
      otherRouter.open(.push) { router in
        orderRouter = router
        return ItemScreen(title: "Order \(id)")
      }
      orderRouter?.open(.modal) { _ in ItemScreen(title: "Receipt") }
    }
    let tabs = try #require(app.tabs)
    let done = CompletionProbe { [weak tabs] in tabs?.presentedViewController?.title ?? "-" }
    deeplinks.handle("shop://receipts/3") { _ in done.ran() }
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == 1, "tabs below the alert stay in step")
    let otherNavigation = try #require(tabs.viewControllers?.last as? UINavigationController)
    #expect(otherNavigation.viewControllers.map(\.title) == ["Other", "Order 3"])
    #expect(tabs.presentedViewController === alert)
    #expect(done.count == 0)
    DoubleRunLoop.main.advance(by: app.bridge.timeout + 1)
    #expect(waits == 1, "reported once")
    #expect(timedOut == 0, "the bound is for UIKit's transitions, not for the app's alert")
    #expect(done.count == 0)

    #expect(UIKitUser.tap("OK", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(done.count == 1)
    #expect(done.firstSeen == "Receipt")
    #expect(waits == 1)
    app.expectInSync()
  }

  // MARK: - The guide's promises

  @Test func aTabTheAppSelectsDuringAPushReachesTheModelWhenThePushEndsAndALinkRoutesFromIt()
    throws
  {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runQueuedWork()
    #expect(app.homeNavigation?.isInTransition == true)
    tabs.selectedIndex = 1
    DoubleRunLoop.main.runUntilIdle()
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    #expect(tabs.selectedIndex == 1)

    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    try deeplinks.register("/news") { link in
      try link.router(as: DefaultRouter.self).open(.push) { _ in ItemScreen(title: "News") }
    }
    var finals: [String] = []
    deeplinks.handle("shop://news") { finals.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(finals == ["handled (opened)"])
    #expect(app.other.navigationContainer?.stack.map(\.title) == ["Other", "News"])
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Detail"])
    app.expectInSync()
  }

  @Test func anAlertPresentedFromACompletionThatCameAtTheBoundStaysAndRoutingGoesOn() throws {
    let app = try BridgedApp()
    DoubleRunLoop.main.dropCompletions(1)
    weak var shownAlert: UIAlertController?
    var sheet: ItemScreen?
    try #require(app.home.router).open(.modal) { _ in
      let made = ItemScreen(title: "Sheet")
      sheet = made
      return made
    } completion: { [weak app] result in
      guard case .success(let opened) = result,
        let controller = app?.bridge.viewController(for: opened)
      else { return }
      let alert = UIAlertController(title: "Welcome", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      shownAlert = alert
      controller.present(alert, animated: true)
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(shownAlert == nil)
    DoubleRunLoop.main.advance(by: app.bridge.timeout + 0.5)
    DoubleRunLoop.main.runUntilIdle()
    let alert = try #require(shownAlert)
    #expect(alert.presentingViewController != nil)
    #expect(DoubleRunLoop.main.log == [])
    // A push inside the sheet's presenter tab goes on below the alert.
    try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.homeNavigation?.viewControllers.map(\.title) == ["Home", "Detail"])
    #expect(alert.presentingViewController != nil)
    #expect(UIKitUser.tap("OK", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    #expect(try #require(sheet).isShown)
    app.expectInSync()
  }

  @Test func aWrappedSheetsDetentsSetInViewDidLoadAreTheNavigationControllers() throws {
    let app = try BridgedApp()
    app.bridge.register(DetentScreen.self) { DetentViewController(screen: $0) }
    try #require(app.home.router).open(.modal(inNavigation: true)) { _ in
      DetentScreen(title: "Filter")
    }
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    let presented = try #require(tabs.presentedViewController as? UINavigationController)
    #expect(presented.viewControllers.first is DetentViewController)
    #expect(presented.sheetPresentationController?.detents.map(\.identifier) == [.medium])
    app.expectInSync()
  }
}

// MARK: - The scenarios' screens, view controllers and delegates

/// A model window of two tabs, each a navigation stack, and a UIKit window without a bridge yet.
@MainActor
private final class UnstartedScene {
  let window = Window()
  let uiWindow = UIWindow()
  let home: ItemScreen
  let other: ItemScreen

  init() throws {
    (home, other) = try BridgedApp.settleAndMakeTabs(in: window)
  }
}

/// A screen with a factory of its own, registered while other screens show.
@MainActor
private final class NoteScreen: ItemScreen {}

/// The view controller registered for ``NoteScreen``.
@MainActor
private final class NoteViewController: ScreenViewController {}

/// The view controller that replaces ``ItemViewController`` as the factory of item screens.
@MainActor
private final class SecondItemViewController: ScreenViewController {}

/// A screen whose view controller sets its presentation controller's delegate in viewDidLoad.
@MainActor
private final class EditorScreen: ItemScreen {}

/// Sets ``sheetDelegate`` as its presentation controller's delegate when its view loads.
@MainActor
private final class EditorViewController: ScreenViewController {
  weak var sheetDelegate: AppSheetDelegate?

  override func viewDidLoad() {
    super.viewDidLoad()
    presentationController?.delegate = sheetDelegate
  }
}

/// A screen whose view controller shows its actions as bar button items.
@MainActor
private final class ActionScreen: ItemScreen {}

/// Shows each of its screen's actions as a right bar button item that triggers it.
@MainActor
private final class ActionViewController: ScreenViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItems = (screen?.actions ?? []).map { action in
      let title = action.title
      return UIBarButtonItem(
        title: title,
        primaryAction: UIAction { [weak self] _ in try? self?.triggerAction(title) })
    }
  }
}

/// A screen shown in a sheet of medium height.
@MainActor
private final class DetentScreen: ItemScreen {}

/// Asks for a medium sheet in viewDidLoad, as the guide says.
@MainActor
private final class DetentViewController: ScreenViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    sheetPresentationController?.detents = [.medium()]
  }
}

/// Runs ``onWillAppear`` in viewWillAppear.
@MainActor
private final class AppearingViewController: ScreenViewController {
  var onWillAppear: (@MainActor (UIViewController) -> Void)?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    onWillAppear?(self)
  }
}

/// The app's tab bar delegate: refuses the tabs at ``refused`` and records what it is asked.
@MainActor
private final class TabRefuser: UITabBarControllerDelegate {
  var refused: Set<Int> = []
  var asked: [Int] = []
  var selected: [Int] = []

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    let index = tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1
    asked.append(index)
    return !refused.contains(index)
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selected.append(tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1)
  }
}
