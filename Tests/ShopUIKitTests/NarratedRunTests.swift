import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

@testable import WayfinderSampleShop
@testable import WayfinderSampleShopUIKit

/// The article's narrated flow, run through the UIKit bridge on the double.
@MainActor
@Suite struct NarratedRunTests {
  @Test func theArticleFlowKeepsUIKitEqualToTheModel() throws {
    let watcher: LifetimeWatcher
    do {
      let shop = try BridgedShop()
      shop.expectTreesEqual(after: "launch")
      #expect(shop.tabBarController?.viewControllers?.count == 2)
      #expect(shop.topNavigation?.viewControllers.first is ShopViewController)
      for step in Scenario.article {
        _ = shop.session.run(step.command)
        shop.expectTreesEqual(after: step.narration)
        if case .tap("Open Walking Boots") = step.command {
          #expect(shop.topNavigation?.topViewController is ProductViewController)
        }
      }
      #expect(shop.scene.bridge.callCount > 0)
      #expect(shop.window.leakedScreens() == [])
      #expect(shop.scene.bridge.leakedViewControllers() == [])
      watcher = shop.watcher
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(watcher.count > 20)
    #expect(watcher.survivors == [])
  }
}
