import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A UIKit developer adopting the bridge, ninth round: a scene torn down while UIKit animates
/// (the bridge let go without `stop()`), results across that teardown, and the memory of whole
/// flows once the scene is gone.
@MainActor
@Suite struct AdopterRoundNineTests {
  // MARK: - Scene teardown

  /// The scene disconnects (`sceneDidDisconnect(_:)` drops its bridge, without `stop()`) while
  /// UIKit still dismisses a picker that called `finish`: the presenter's result and the close's
  /// completion arrive once, when the dismissal has ended, as `stop()` would run them; nothing
  /// waits for a display that is gone (what `openAndWait` awaits).
  @Test func aPickerFinishedAsTheSceneDropsItsBridgeStillHandsItsResultOnce() throws {
    let scene = try TeardownScene()
    var results: [RouteResult<String>] = []
    var picker: ResultRouter<String>?
    let router = try #require(scene.home?.router)
    router.open(.modal, returning: String.self) { router in
      picker = router
      return ItemScreen(title: "Picker")
    } onResult: {
      results.append($0)
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.tabs?.presentedViewController?.title == "Picker")
    var closes: [String] = []
    try #require(picker).finish(with: "red") { closes.append($0.outcome) }
    picker = nil
    DoubleRunLoop.main.runQueuedWork()
    #expect(scene.tabs?.presentedViewController?.isBeingDismissed == true, "UIKit takes it away")
    #expect(results == [], "not on screen yet")
    weak let bridge = scene.bridge
    scene.bridge = nil
    #expect(bridge == nil, "the scene held the last reference")
    DoubleRunLoop.main.runUntilIdle()
    #expect(results == [.finished("red")])
    #expect(closes == ["done"])
    #expect(scene.tabs?.presentedViewController == nil)
    #expect(scene.window.leakedScreens() == [])
    #expect(DoubleRunLoop.main.log == [])
  }

  /// The scene drops its bridge in the turn a push was asked for, before the bridge's pass ran,
  /// then the app selects a tab: nothing shows either change any more, and their completions run
  /// once each, in the order they were asked for (as after `stop()`), instead of the push's
  /// never (or after the tab's).
  @Test func aPushAskedInTheTurnTheSceneDropsItsBridgeCompletesOnceInOrder() throws {
    let scene = try TeardownScene()
    var completions: [String] = []
    let router = try #require(scene.home?.router)
    router.open(.push) { _ in
      ItemScreen(title: "Detail")
    } completion: {
      completions.append("push " + $0.map { _ in () }.outcome)
    }
    #expect(completions == [], "waits for UIKit")
    scene.bridge = nil
    router.selectTab(at: 1) { completions.append("tab " + $0.outcome) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(completions == ["push done", "tab done"])
    #expect(scene.window.leakedScreens() == [])
    #expect(DoubleRunLoop.main.log == [])
  }

  /// The whole scene goes at once (window, bridge and app model dropped, as
  /// `sceneDidDisconnect(_:)` does) while UIKit dismisses a wrapped picker, two steps deep, that
  /// called `finish` over a pushed Detail: the presenter still gets its value once the dismissal
  /// has ended, and then every screen, router, view controller and the model window are freed.
  @Test func aSceneDroppedWholeWhileItsPickerLeavesHandsTheValueAndFreesEverything() throws {
    let watcher = LifetimeWatcher()
    var results: [RouteResult<String>] = []
    var scene: TeardownScene? = try TeardownScene()
    do {
      let scene = try #require(scene)
      let detail = try #require(scene.home?.router).openItem("Detail", as: .push)
      DoubleRunLoop.main.runUntilIdle()
      var picker: ResultRouter<String>?
      try #require(detail.router).open(.modal(inNavigation: true), returning: String.self) {
        router in
        picker = router
        return ItemScreen(title: "Colour")
      } onResult: {
        results.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let colour = try #require(picker?.root)
      let shade = try #require(colour.router).openItem("Shade", as: .push)
      DoubleRunLoop.main.runUntilIdle()
      for screen in [try #require(scene.home), detail, colour, shade] {
        watcher.watch(screen, as: "\(screen.title) screen")
        watcher.watch(scene.bridge?.viewController(for: screen), as: "\(screen.title) controller")
      }
      watcher.watch(picker, as: "picker router")
      watcher.watch(scene.window, as: "window")
      watcher.watch(scene.window.context, as: "context")
      watcher.watch(scene.uiWindow, as: "UIWindow")
      watcher.watch(scene.bridge, as: "bridge")
      try #require(picker).finish(with: "teal")
      DoubleRunLoop.main.runQueuedWork()
      #expect(scene.tabs?.presentedViewController?.isBeingDismissed == true)
    }
    scene = nil
    #expect(results == [], "UIKit still dismisses the picker")
    DoubleRunLoop.main.runUntilIdle()
    #expect(results == [.finished("teal")])
    #expect(watcher.survivors == [])
    #expect(DoubleRunLoop.main.log == [])
  }

  /// The scene drops its bridge while the app's own alert is up over a sheet, and a close the
  /// app asked for (a session timeout closing the sheet) waits for that alert: the close's
  /// completion still runs once, at the bridge's next look (``UIKitBridge/pollInterval``),
  /// instead of never; the app's alert stays, as the bridge never dismisses it.
  @Test func aCloseWaitingForTheAppsAlertCompletesOnceTheSceneDropsItsBridge() throws {
    let scene = try TeardownScene()
    let sheet = try #require(scene.home?.router).openItem("Sheet", as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let sheetController = try #require(scene.bridge?.viewController(for: sheet))
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    sheetController.present(alert, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    var closes: [String] = []
    try #require(sheet.router).close { closes.append($0.outcome) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(closes == [], "the close waits for the app's alert")
    scene.bridge = nil
    DoubleRunLoop.main.advance(by: 1)
    DoubleRunLoop.main.runUntilIdle()
    #expect(closes == ["done"])
    #expect(sheetController.presentedViewController === alert, "the app's alert stays")
    #expect(DoubleRunLoop.main.log == [])
  }

  // MARK: - Restoring while the user drags a sheet

  /// State restoration (a saved path restored in place: a "reset to the saved layout" command)
  /// while the user drags a result sheet down: the model changes at once, UIKit follows once
  /// the drag ends, finished or cancelled: the path on screen, the sheet's presenter told
  /// `.cancelled` once, and the old tree freed with its view controllers.
  @Test(arguments: [true, false])
  func restoringWhileTheUserDragsAResultSheetShowsThePathOnceTheDragEnds(finishes: Bool)
    throws
  {
    let scene = try TeardownScene()
    let bridge = try #require(scene.bridge)
    let watcher = LifetimeWatcher()
    var heard: [RouteResult<String>] = []
    do {
      var opened: Screen?
      try #require(scene.home?.router).open(.modal(inNavigation: true), returning: String.self) {
        _ in
        let filters = ItemScreen(title: "Filters")
        opened = filters
        return filters
      } onResult: {
        heard.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let filters = try #require(opened)
      watcher.watch(filters, as: "filters screen")
      watcher.watch(bridge.viewController(for: filters), as: "filters controller")
      watcher.watch(scene.tabs?.presentedViewController, as: "sheet")
      watcher.watch(scene.tabs, as: "old tabs")
      watcher.watch(scene.home, as: "home screen")
    }
    var registry = ScreenRegistry()
    for name in ["a", "b"] {
      registry.register(name) { identity, _ in ItemScreen(title: identity.name) }
    }
    do {
      // The gesture holds its transition, with the view controllers it moves, until it goes.
      let presented = try #require(sheet(of: scene))
      let gesture = try #require(UIKitUser.beginSwipeDown(presented))
      let path = ScreenPath(root: .stack([ScreenIdentity("a"), ScreenIdentity("b")]))
      try scene.window.restore(path, using: registry)
      DoubleRunLoop.main.runQueuedWork()
      #expect(scene.uiWindow.rootViewController is UITabBarController, "no call during the drag")
      #expect(finishes ? gesture.finish() : gesture.cancel())
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == [.cancelled])
    let navigation = try #require(scene.uiWindow.rootViewController as? UINavigationController)
    #expect(navigation.viewControllers.map(\.title) == ["a", "b"])
    #expect(navigation.presentedViewController == nil)
    #expect(watcher.survivors == [])
    #expect(scene.window.leakedScreens() == [])
    #expect(bridge.leakedViewControllers() == [])
    #expect(bridge.differenceReport() == nil)
    #expect(DoubleRunLoop.main.log == [])
  }

  // MARK: - The app's own UIKit calls on the kit's screens

  /// A custom back button that calls `navigationController?.popViewController(animated: true)`
  /// on Detail, and a link that arrives while that pop animates and pushes Deal from the top of
  /// the model (Detail, which the model has not closed yet): once the pop ends, the model
  /// follows it (Detail closes, with Deal above it), UIKit shows Home alone, the link's push
  /// completes once, and nothing is left alive.
  @Test func aLinkDuringTheAppsOwnPopPushesOnThePoppedScreenAndLeavesWithIt() throws {
    let scene = try TeardownScene()
    let bridge = try #require(scene.bridge)
    let navigation = try #require(scene.navigation)
    let watcher = LifetimeWatcher()
    do {
      let detail = try #require(scene.home?.router).openItem("Detail", as: .push)
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(detail, as: "detail screen")
      watcher.watch(bridge.viewController(for: detail), as: "detail controller")
    }
    var completions: [String] = []
    let events = try scene.events {
      navigation.popViewController(animated: true)
      #expect(navigation.isInTransition)
      let top = try #require(scene.window.topmostScreen)
      #expect(top.title == "Detail", "the model follows when the pop ends")
      try #require(top.router).open(.push) { _ in
        let deal = ItemScreen(title: "Deal")
        watcher.watch(deal, as: "deal screen")
        return deal
      } completion: {
        completions.append("deal " + $0.map { _ in () }.outcome)
      }
    }
    #expect(completions == ["deal done"])
    #expect(scene.stack == ["Home"])
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    #expect(watcher.survivors == [])
    #expect(
      events == [
        "opened ItemScreen \"Deal\" from ItemScreen \"Detail\" (push, system.push 350ms)",
        "closed ItemScreen \"Detail\" (push, system.push 350ms)",
      ])
    scene.expectSettled()
  }

  // MARK: - Results across the user's gesture

  /// A pushed size picker calls `finish` while the user holds a back swipe on it (a value
  /// picked as the finger moves): whether the user completes or cancels the swipe, the
  /// presenter gets the value once, the close completes once, and UIKit and the model end on
  /// Home with the picker freed.
  @Test(arguments: [true, false])
  func aPushedPickerFinishedDuringTheUsersBackSwipeHandsItsValueOnce(userFinishes: Bool)
    throws
  {
    let scene = try TeardownScene()
    let navigation = try #require(scene.navigation)
    let watcher = LifetimeWatcher()
    var heard: [RouteResult<String>] = []
    var closes: [String] = []
    do {
      var picker: ResultRouter<String>?
      try #require(scene.home?.router).open(.push, returning: String.self) { router in
        picker = router
        return ItemScreen(title: "Size")
      } onResult: {
        heard.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(picker?.root, as: "size screen")
      watcher.watch(navigation.topViewController, as: "size controller")
      let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
      try #require(picker).finish(with: "M") { closes.append($0.outcome) }
      DoubleRunLoop.main.runQueuedWork()
      #expect(heard == [], "not on screen yet")
      #expect(userFinishes ? gesture.finish() : gesture.cancel())
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == [.finished("M")])
    #expect(closes == ["done"])
    #expect(scene.stack == ["Home"])
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }
}

// MARK: - Support

/// The view controller presented over `scene`'s tabs.
@MainActor
private func sheet(of scene: TeardownScene) -> UIViewController? {
  scene.tabs?.presentedViewController
}

/// A scene whose bridge the test may let go, as `sceneDidDisconnect(_:)` does: two tabs, each a
/// navigation stack of one screen, held weakly (the window's hierarchy owns them).
@MainActor
private final class TeardownScene {
  let window = Window()
  let uiWindow = UIWindow()
  var bridge: UIKitBridge?
  private(set) weak var home: ItemScreen?

  init() throws {
    home = try BridgedApp.settleAndMakeTabs(in: window).home
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    self.bridge = bridge
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
  }

  var tabs: UITabBarController? { uiWindow.rootViewController as? UITabBarController }

  /// The navigation controller of the home tab.
  var navigation: UINavigationController? {
    tabs?.viewControllers?.first as? UINavigationController
  }

  /// The titles of the model's home stack.
  var stack: [String] {
    ((window.root as? TabContainer)?.tabs.first as? NavigationContainer)?.stack.map(\.title) ?? []
  }

  /// The routing events posted while `body` runs and UIKit settles.
  func events(during body: () throws -> Void) rethrows -> [String] {
    var events: [String] = []
    let observation = window.context.addObserver { events.append($0.description) }
    defer { observation.cancel() }
    try body()
    DoubleRunLoop.main.runUntilIdle()
    return events
  }

  /// Nothing leaked, the trees are equal and UIKit refused nothing.
  func expectSettled(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(window.leakedScreens() == [], sourceLocation: sourceLocation)
    #expect(bridge?.leakedViewControllers() == [], sourceLocation: sourceLocation)
    #expect(bridge?.differenceReport() == nil, sourceLocation: sourceLocation)
    #expect(DoubleRunLoop.main.log == [], sourceLocation: sourceLocation)
  }
}

extension Router {
  /// Opens an item titled `title` with `transition` and returns it; UIKit follows at the end of
  /// the turn.
  fileprivate func openItem(_ title: String, as transition: Transition) throws -> ItemScreen {
    var failure: RoutingError?
    var built: ItemScreen?
    open(transition) { _ in
      let item = ItemScreen(title: title)
      built = item
      return item
    } completion: { result in
      if case .failure(let error) = result { failure = error }
    }
    if let failure { throw failure }
    return try #require(built)
  }
}

extension Result<Void, RoutingError> {
  /// `done` or `failed`, for logs.
  fileprivate var outcome: String {
    switch self {
    case .success: "done"
    case .failure: "failed"
    }
  }
}
