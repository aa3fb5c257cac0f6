import Testing
import UIKitDouble
import Wayfinder
import WayfinderUIKit

/// A second review of the bridge: the app's own UIKit calls on the containers the bridge made
/// (a pass looks at the end of the turn), made from inside a pass and under the user's gesture.
@MainActor
@Suite struct BridgeReviewRoundTwoTests {
  /// The app resets the Orders tab, which is not shown, from a routing completion (which runs
  /// inside the bridge's pass, once the push it waited for is on screen): UIKit tells no
  /// delegate of the pop, so the model must follow it by the end of the turn all the same.
  @Test(arguments: [false, true], [false, true])
  func theAppResettingATabNotShownFromARoutingCompletionIsFollowed(
    setsStack: Bool, animated: Bool
  ) throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    var heard: [String] = []
    try #require(app.other.router).open(.push, returning: Int.self) { _ in
      ItemScreen(title: "Order")
    } onResult: {
      heard.append("\($0)")
    }
    DoubleRunLoop.main.runUntilIdle()
    let orders = try #require(tabs.viewControllers?.last as? UINavigationController)
    #expect(orders.viewControllers.map(\.title) == ["Other", "Order"])
    var completed = false
    try #require(app.home.router).open(animated ? .push : .push(animator: nil)) { _ in
      ItemScreen(title: "Thanks")
    } completion: { _ in
      completed = true
      if setsStack {
        orders.setViewControllers(Array(orders.viewControllers.prefix(1)), animated: false)
      } else {
        _ = orders.popToRootViewController(animated: false)
      }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(completed)
    #expect(orders.viewControllers.map(\.title) == ["Other"])
    #expect(heard == ["cancelled"])
    #expect(app.other.navigationContainer?.stack.map(\.title) == ["Other"])
    app.expectSettled()
  }

  /// A route into the tab not shown changes nothing a delegate hears of; its completion (run
  /// inside the bridge's pass) puts back a tab order the app saved, or resets that tab: by the
  /// end of the turn UIKit shows the model's tabs again, and the model follows the reset.
  @Test(arguments: [false, true])
  func theAppsChangeFromACompletionRunInsideAPassIsLookedAt(resetsStack: Bool) throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let home = try #require(app.homeNavigation)
    let orders = try #require(tabs.viewControllers?.last as? UINavigationController)
    var completed = false
    try #require(app.other.router).open(.push(animator: nil)) { _ in
      ItemScreen(title: "Order")
    } completion: { _ in
      completed = true
      if resetsStack {
        _ = orders.popToRootViewController(animated: false)
      } else {
        tabs.viewControllers = Array((tabs.viewControllers ?? []).reversed())
      }
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(completed)
    #expect(tabs.viewControllers?.first === home)
    #expect(tabs.selectedViewController === home)
    let stack = resetsStack ? ["Other"] : ["Other", "Order"]
    #expect(orders.viewControllers.map(\.title) == stack)
    #expect(app.other.navigationContainer?.stack.map(\.title) == stack)
    app.expectSettled()
  }

  /// The back swipe pops through `popViewController(animated:)` as it begins (as on a device),
  /// and the app pops too while the swipe is held (refused as a nested pop): the bridge looks
  /// when the gesture ends, and the model follows the swipe only if it finishes, once.
  @Test(arguments: [false, true])
  func aPassAskedForWhileTheBackSwipeIsHeldWaitsForTheGesture(finishes: Bool) throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    var heard: [String] = []
    try #require(app.home.router).open(.push, returning: Int.self) { _ in
      ItemScreen(title: "Detail")
    } onResult: {
      heard.append("\($0)")
    }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
      #expect(navigation.popViewController(animated: true) == nil)
      DoubleRunLoop.main.runQueuedWork()
      #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Detail"])
      #expect(heard == [])
      #expect(finishes ? gesture.finish() : gesture.cancel())
      DoubleRunLoop.main.runUntilIdle()
    }
    let expected = finishes ? ["Home"] : ["Home", "Detail"]
    #expect(navigation.viewControllers.map(\.title) == expected)
    #expect(app.home.navigationContainer?.stack.map(\.title) == expected)
    #expect(heard == (finishes ? ["cancelled"] : []))
    app.expectSettled()
  }

  /// The app pops the tab shown, animated: its delegate call and the pass the pop asks for
  /// both look; the popped screen closes once.
  @Test func theAppsAnimatedPopInTheTabShownClosesTheScreenOnce() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    var heard: [String] = []
    try #require(app.home.router).open(.push, returning: Int.self) { _ in
      ItemScreen(title: "Detail")
    } onResult: {
      heard.append("\($0)")
    }
    DoubleRunLoop.main.runUntilIdle()
    _ = navigation.popViewController(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == ["cancelled"])
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    app.expectSettled()
  }

  /// The user taps the back button (UIKit pops through `popViewController(animated:)`) and the
  /// pop outlasts the bridge's timeout: the user's pop is no transition of the bridge's, so no
  /// `.timedOut` is reported for it.
  @Test func theUsersBackTapThatOutlastsTheTimeoutIsNotReported() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    try app.open("Detail", from: app.home, as: .push(animator: nil))
    DoubleRunLoop.main.runUntilIdle()
    app.bridge.timeout = 0.05
    var timedOut: [String] = []
    app.bridge.onEvent = { event in
      if case .timedOut = event { timedOut.append("\(event)") }
    }
    #expect(UIKitUser.tapBackButton(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    #expect(timedOut == [])
    app.expectInSync()
  }

  /// UIKit pops through `popViewController(animated:)` as the back swipe begins, even when the
  /// user then cancels it: a subclass's override sees one call, and the cancelled swipe puts
  /// the stack back.
  @Test(arguments: [false, true])
  func theBackSwipePopsThroughPopViewController(finishes: Bool) throws {
    let window = UIWindow()
    let navigation = CountingNavigationController(rootViewController: UIViewController())
    navigation.pushViewController(UIViewController(), animated: false)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
    #expect(navigation.pops == 1)
    #expect(navigation.viewControllers.count == 1)
    #expect(finishes ? gesture.finish() : gesture.cancel())
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.pops == 1)
    #expect(navigation.viewControllers.count == (finishes ? 1 : 2))
    window.isHidden = true
    window.rootViewController = nil
    DoubleRunLoop.main.runUntilIdle()
  }
}

/// A navigation controller that counts the calls to `popViewController(animated:)`.
private final class CountingNavigationController: UINavigationController {
  var pops = 0

  override func popViewController(animated: Bool) -> UIViewController? {
    pops += 1
    return super.popViewController(animated: animated)
  }
}
