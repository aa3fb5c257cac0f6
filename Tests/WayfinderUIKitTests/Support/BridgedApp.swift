import Testing
import UIKitDouble
import Wayfinder
import WayfinderUIKit

/// A screen of the test app.
@MainActor
class ItemScreen: Screen {}

/// A view controller the test app registers for ``ItemScreen``.
@MainActor
final class ItemViewController: ScreenViewController {}

/// A small app in a double window: two tabs, each a navigation stack, bridged to UIKit.
@MainActor
final class BridgedApp: BridgedScene {
  /// Settles what earlier tests left (an awaiting test's work included) instead of dropping it,
  /// then makes `window`'s root: two tabs, each a navigation stack of one screen.
  static func settleAndMakeTabs(in window: Window) throws -> (home: ItemScreen, other: ItemScreen) {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.dropCompletions(0)
    DoubleRunLoop.main.clearLog()
    var home: ItemScreen?
    var other: ItemScreen?
    try window.setRoot { router in
      let first = try router.makeScreen { _ in ItemScreen(title: "Home") }
      let second = try router.makeScreen { _ in ItemScreen(title: "Other") }
      home = first
      other = second
      return try TabContainer(
        tabs: [NavigationContainer(root: first), NavigationContainer(root: second)], title: "Tabs")
    }
    return (try #require(home), try #require(other))
  }

  let window = Window()
  let uiWindow = UIWindow()
  let bridge: UIKitBridge
  let home: ItemScreen
  let other: ItemScreen

  init() throws {
    (home, other) = try Self.settleAndMakeTabs(in: window)
    bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
  }

  /// Opens an item from `screen`'s router with `transition` and returns it; UIKit follows at
  /// the end of the turn.
  @discardableResult
  func open(_ title: String, from screen: Screen, as transition: Transition) throws
    -> ItemScreen
  {
    let router = try #require(screen.router)
    var built: ItemScreen?
    var failure: RoutingError?
    router.open(transition) { _ in
      let item = ItemScreen(title: title)
      built = item
      return item
    } completion: { result in
      if case .failure(let error) = result { failure = error }
    }
    if let failure { throw failure }
    return try #require(built)
  }

  var tabs: UITabBarController? { uiWindow.rootViewController as? UITabBarController }

  /// Presents a sheet in a navigation controller whose screen sets `delegate` as its
  /// presentation controller's delegate, as a UIKit screen does; returns the sheet's screen.
  @discardableResult
  func openWrappedSheet(settingDelegate delegate: AppSheetDelegate) throws -> Screen {
    let sheet = try open("Edit", from: home, as: .modal(inNavigation: true))
    DoubleRunLoop.main.runUntilIdle()
    let content = try #require(bridge.viewController(for: sheet))
    content.presentationController?.delegate = delegate
    return sheet
  }

  var homeNavigation: UINavigationController? {
    tabs?.viewControllers?.first as? UINavigationController
  }
}
