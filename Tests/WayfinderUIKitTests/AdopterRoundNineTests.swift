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
    let router = try #require(scene.home.router)
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
    let router = try #require(scene.home.router)
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
      let detail = try #require(scene.home.router).openItem("Detail", as: .push)
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
      for screen in [scene.home, detail, colour, shade] {
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
}

// MARK: - Support

/// A scene whose bridge the test may let go, as `sceneDidDisconnect(_:)` does: two tabs, each a
/// navigation stack of one screen.
@MainActor
private final class TeardownScene {
  let window = Window()
  let uiWindow = UIWindow()
  var bridge: UIKitBridge?
  let home: ItemScreen
  let other: ItemScreen

  init() throws {
    (home, other) = try BridgedApp.settleAndMakeTabs(in: window)
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    self.bridge = bridge
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
  }

  var tabs: UITabBarController? { uiWindow.rootViewController as? UITabBarController }
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
