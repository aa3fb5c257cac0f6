import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderUIKit

/// A screen whose view controller configures what UIKit shows of it, as apps do in `init`.
@MainActor
final class ConfiguredScreen: Screen {}

/// The view controller of ``ConfiguredScreen``: its tab bar item, and how it is presented.
@MainActor
final class ConfiguredViewController: ScreenViewController {
  init(screen: Screen, symbol: String, style: UIModalPresentationStyle = .automatic) {
    super.init(screen: screen)
    tabBarItem = UITabBarItem(title: screen.title, image: UIImage(systemName: symbol), tag: 0)
    modalPresentationStyle = style
  }

  required init?(coder: NSCoder) { nil }
}

/// What an app configures on its own view controllers reaches the containers the bridge makes
/// around them, which the app cannot reach.
@MainActor
@Suite struct AppConfiguredControllerTests {
  @Test func eachTabShowsTheItemItsBottomViewControllerConfigures() throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    let window = Window()
    var shop: Screen?
    try window.setRoot { router in
      let first = try router.makeScreen { _ in ConfiguredScreen(title: "Shop") }
      let second = try router.makeScreen { _ in ItemScreen(title: "Wishlist") }
      let third = try router.makeScreen { _ in ConfiguredScreen(title: "Orders") }
      shop = first
      return try TabContainer(
        tabs: [
          NavigationContainer(root: first), NavigationContainer(root: second),
          NavigationContainer(root: third, title: "History"),
        ], title: "Tabs")
    }
    let uiWindow = UIWindow()
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    bridge.register(ConfiguredScreen.self) { ConfiguredViewController(screen: $0, symbol: "bag") }
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(uiWindow.rootViewController as? UITabBarController)
    let items = (tabs.viewControllers ?? []).compactMap(\.tabBarItem)
    #expect(
      items.map(\.title) == ["Shop", "Wishlist", "History"],
      "a plain view controller's item shows its title; a titled container names its tab")
    #expect(items.map { $0.image?.name } == ["bag", nil, nil])
    let shopScreen = try #require(shop)
    let shopController = try #require(bridge.viewController(for: shopScreen))
    shopController.tabBarItem.badgeValue = "2"
    #expect(
      tabs.viewControllers?.first?.tabBarItem.badgeValue == "2", "the same item, kept in step")
    #expect(DoubleRunLoop.main.log.isEmpty)
    withExtendedLifetime(bridge) {}
  }

  @Test func aScreenWrappedInNavigationIsPresentedTheWayItsViewControllerAsks() throws {
    let app = try BridgedApp()
    app.bridge.register(ConfiguredScreen.self) {
      ConfiguredViewController(screen: $0, symbol: "photo", style: .fullScreen)
    }
    let router = try #require(app.home.router)
    router.open(.modal(inNavigation: true)) { _ in ConfiguredScreen(title: "Gallery") }
    DoubleRunLoop.main.runUntilIdle()
    let cover = try #require(app.tabs?.presentedViewController as? UINavigationController)
    #expect(cover.modalPresentationStyle == .fullScreen)
    #expect(!UIKitUser.swipeDown(cover), "a full-screen cover cannot be swiped down")
    #expect(app.tabs?.isOnScreen == false, "a full-screen cover hides what presents it")
    app.expectInSync()
  }

  @Test func aWrappedScreenThatAsksNothingIsASheet() throws {
    let app = try BridgedApp()
    let sheet = try app.open("Edit", from: app.home, as: .modal(inNavigation: true))
    DoubleRunLoop.main.runUntilIdle()
    let navigation = try #require(app.tabs?.presentedViewController as? UINavigationController)
    #expect(navigation.modalPresentationStyle == .automatic)
    #expect(UIKitUser.swipeDown(navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheet.window == nil, "the model followed the user's swipe")
    app.expectInSync()
  }
}
