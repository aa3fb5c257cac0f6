import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderSampleShopUIKit
import WayfinderUIKit

@testable import WayfinderSampleShop

/// The shop's scene as a UIKit developer drives it: links from the scene delegate, the user's
/// gestures, the app's own alert.
@MainActor
@Suite struct ShopAdopterTests {
  @Test func aBackSwipeCancelledHalfwayThenALinkToAnotherTab() throws {
    let shop = try BridgedShop()
    #expect(shop.scene.open(try #require(URL(string: "shop://product/42"))))
    shop.expectTreesEqual(after: "the product link")
    let navigation = try #require(shop.topNavigation)
    #expect(navigation.viewControllers.count == 2)
    let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
    #expect(gesture.cancel())
    shop.expectTreesEqual(after: "the cancelled swipe")
    #expect(navigation.viewControllers.count == 2, "the product stays")

    var results: [DeeplinkResult] = []
    shop.scene.app.deeplinks.handle("shop://wishlist") { results.append($0) }
    shop.expectTreesEqual(after: "the wishlist link")
    #expect(results.count == 1)
    #expect(results.first?.error == nil)
    #expect(shop.window.firstScreen { $0 is WishlistScreen }?.isShown == true)
  }

  @Test func aUniversalLinkWhileTheAppsAlertIsUpPushesBelowItAndALoginWaitsForIt() throws {
    let shop = try BridgedShop()
    let tabs = try #require(shop.tabBarController)
    let alert = UIAlertController(title: "Offline", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    tabs.selectedViewController?.present(alert, animated: true)
    shop.settle()
    let product = try #require(URL(string: "https://shop.example.com/product/7"))
    #expect(shop.scene.open(product, from: .universalLink))
    shop.expectTreesEqual(after: "the universal link under the alert")
    #expect(tabs.presentedViewController === alert)

    var results: [DeeplinkResult] = []
    shop.scene.app.deeplinks.handle("shop://login") { results.append($0) }
    shop.settle()
    #expect(tabs.presentedViewController === alert, "the login waits for the app's alert")
    #expect(UIKitUser.tap("OK", in: alert))
    shop.settle()
    DoubleRunLoop.main.advance(by: shop.scene.bridge.pollInterval)
    shop.expectTreesEqual(after: "the alert was dismissed")
    #expect(results.count == 1)
    #expect(shop.topPresented != nil, "the login is presented")
  }

  @Test func aLinkWhileTheUserLooksAtTheMoreList() throws {
    let shop = try BridgedShop(departments: ["Books", "Music", "Games", "Garden"])
    let tabs = try #require(shop.tabBarController)
    #expect((tabs.viewControllers?.count ?? 0) > 5)
    #expect(UIKitUser.tapMore(in: tabs))
    shop.settle()
    #expect(shop.scene.open(try #require(URL(string: "shop://product/42"))))
    shop.expectTreesEqual(after: "the product link")
    #expect(tabs.selectedIndex != NSNotFound, "the link's tab is shown")
    #expect(shop.window.leakedScreens() == [])
  }

  /// A link's completion (what `handleAndWait` awaits) runs once UIKit shows the product.
  ///
  /// Synchronous on purpose: the double's run loop is shared by the tests that run in parallel,
  /// and one that resets it while an async test awaits drops that test's UIKit work for good.
  @Test func aLinksCompletionRunsOnceUIKitShowsTheProduct() throws {
    let shop = try BridgedShop()
    let progress = Progress()
    _ = shop.scene.app.deeplinks.handle("shop://product/42") { result in
      progress.resultWhenDone = result
      progress.shownWhenDone = shop.topNavigation?.viewControllers.count
      progress.pushingWhenDone = shop.topNavigation?.transitionCoordinator != nil
    }
    #expect(progress.resultWhenDone == nil, "UIKit has not shown the product yet")
    DoubleRunLoop.main.runUntilIdle()
    let result = try #require(progress.resultWhenDone)
    #expect(result.error == nil)
    #expect(progress.shownWhenDone == 2, "the product was on screen when the link completed")
    #expect(progress.pushingWhenDone == false, "its push had ended")
    shop.expectTreesEqual(after: "the link")
  }

  /// What a link's completion saw when it ran.
  @MainActor
  private final class Progress {
    var resultWhenDone: DeeplinkResult?
    var shownWhenDone: Int?
    var pushingWhenDone: Bool?
  }
}
