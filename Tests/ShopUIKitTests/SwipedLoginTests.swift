import Testing
import UIKitDouble
import Wayfinder
import WayfinderSampleShopUIKit
import WayfinderTesting
import WayfinderUIKit

@testable import WayfinderSampleShop

/// A login sheet the user swipes down ends exactly like one closed by its router.
@MainActor
@Suite struct SwipedLoginTests {
  /// Opens the login flow from the Shop tab's router, recording its outcomes and the events
  /// from then on, then closes it with `close`.
  private func run(closing close: (BridgedShop) -> Void) throws -> (
    outcomes: [LoginOutcome], events: [String]
  ) {
    let shop = try BridgedShop()
    var outcomes: [LoginOutcome] = []
    var events: [String] = []
    let shopScreen = try #require(shop.window.firstScreen { $0 is ShopScreen })
    let router = try #require(shopScreen.router)
    router.openLogin { outcomes.append($0) }
    shop.expectTreesEqual(after: "opening the login")
    #expect(shop.topPresented is UINavigationController)
    let observation = shop.window.context.addObserver { events.append($0.description) }
    close(shop)
    shop.expectTreesEqual(after: "closing the login")
    observation.cancel()
    #expect(shop.topPresented == nil)
    #expect(shop.window.leakedScreens() == [])
    #expect(shop.scene.bridge.leakedViewControllers() == [])
    return (outcomes, events)
  }

  @Test func swipingTheLoginDownCancelsItOnceWithTheEventsOfARouterClose() throws {
    let swiped = try run { shop in
      guard let sheet = shop.topPresented else { return }
      #expect(UIKitUser.swipeDown(sheet))
    }
    let closed = try run { shop in
      shop.window.firstScreen { $0 is LoginScreen }?.router?.close()
    }
    #expect(swiped.outcomes == [.cancelled])
    #expect(closed.outcomes == [.cancelled])
    #expect(swiped.events == closed.events)
    #expect(
      swiped.events.filter { $0.hasPrefix("cancelled") }.count == 1, "\(swiped.events)")
  }

  @Test func aSwipedLoginThatALinkWaitedForAbandonsTheLink() throws {
    let shop = try BridgedShop()
    var results: [DeeplinkResult] = []
    shop.scene.app.deeplinks.handle("shop://wishlist/add/13") { results.append($0) }
    shop.expectTreesEqual(after: "the link opened the login")
    let sheet = try #require(shop.topPresented)
    #expect(UIKitUser.swipeDown(sheet))
    shop.expectTreesEqual(after: "swiping the login down")
    // The login is a result flow: swiped down, it hands back `.cancelled` and the guard
    // reports its own reason, as the Cancel button does.
    #expect(
      results.map(\.description) == [
        #"abandoned: Cannot open the deeplink "shop://wishlist/add/13": the flow of the guard "logged in" did not succeed: the user cancelled the login"#
      ])
    #expect(try shop.scene.app.wishlist.contains(13) == false)
  }
}
