import Testing
import UIKitDouble
import Wayfinder
import WayfinderSampleShopUIKit
import WayfinderSeededRandom
import WayfinderTesting
import WayfinderUIKit

@testable import WayfinderSampleShop

/// A seeded run of random operations — router requests (the screens' buttons, back, tabs),
/// deeplinks and user gestures in UIKit — with UIKit compared to the model after every step.
@MainActor
@Suite struct RandomRunTests {
  enum Operation: String, CaseIterable {
    case tapAction, routerBack, routerTab, deeplink, swipeBack, backMenu, swipeDown, tapTab
  }

  static let links =
    ShopDeeplinks.examples + [
      "https://shop.example.com/product/7", "shop://product/999", "shop://nowhere",
    ]

  @Test(arguments: [UInt64(14), 20_260_101])
  func tenThousandRandomStepsKeepUIKitEqualToTheModel(seed: UInt64) throws {
    let steps = 10_000
    var counts: [Operation: Int] = [:]
    let watcher: LifetimeWatcher
    do {
      let shop = try BridgedShop()
      var random = SplitMix64(seed: seed)
      for step in 1...steps {
        guard let operation = Operation.allCases.randomElement(using: &random) else { break }
        if perform(operation, on: shop, random: &random) { counts[operation, default: 0] += 1 }
        guard shop.expectTreesEqual(after: "step \(step) (\(operation), seed \(seed))") else {
          break
        }
      }
      #expect(shop.window.leakedScreens() == [])
      #expect(shop.scene.bridge.leakedViewControllers() == [])
      watcher = shop.watcher
    }
    DoubleRunLoop.main.runUntilIdle()
    // Every kind of operation really happened, many times.
    for operation in Operation.allCases {
      #expect(counts[operation, default: 0] > 50, "\(counts)")
    }
    #expect(watcher.count > 5000)
    #expect(watcher.survivors == [])
  }

  /// Performs `operation`; `false` when it was not possible in the current state.
  private func perform(
    _ operation: Operation, on shop: BridgedShop, random: inout SplitMix64
  ) -> Bool {
    switch operation {
    case .tapAction:
      guard let screen = shop.window.topmostScreen,
        let action = screen.actions.randomElement(using: &random)
      else { return false }
      return (try? shop.session.run(.tap(action.title)).get()) != nil
    case .routerBack:
      return (try? shop.session.run(.back).get()) != nil
    case .routerTab:
      let tab = Bool.random(using: &random) ? "Shop" : "Wishlist"
      return (try? shop.session.run(.tab(tab)).get()) != nil
    case .deeplink:
      guard let link = Self.links.randomElement(using: &random) else { return false }
      _ = shop.session.run(.open(link))
      return true
    case .swipeBack:
      guard let navigation = shop.topNavigation else { return false }
      return UIKitUser.swipeBack(in: navigation)
    case .backMenu:
      guard let navigation = shop.topNavigation, navigation.viewControllers.count > 2 else {
        return false
      }
      let index = Int.random(in: 0..<(navigation.viewControllers.count - 1), using: &random)
      return UIKitUser.popFromBackMenu(in: navigation, to: index)
    case .swipeDown:
      guard let presented = shop.topPresented else { return false }
      return UIKitUser.swipeDown(presented)
    case .tapTab:
      guard let tabs = shop.tabBarController else { return false }
      return UIKitUser.tapTab(in: tabs, at: Int.random(in: 0..<2, using: &random))
    }
  }
}
