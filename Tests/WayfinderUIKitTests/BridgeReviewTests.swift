import Testing
import UIKitDouble
import Wayfinder
import WayfinderUIKit

/// What a review of the bridge found (each test failed before its fix).
@MainActor
@Suite struct BridgeReviewTests {
  @Test func stopHandsBackTheAppsDelegateOfASheetWrappedInNavigation() throws {
    // The saved delegates were handed back in a dictionary's order: half the runs lost it.
    for _ in 0..<12 {
      let app = try BridgedApp()
      let sheet = try app.open("Edit", from: app.home, as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      let content = try #require(app.bridge.viewController(for: sheet))
      let appDelegate = AppSheetDelegate()
      content.presentationController?.delegate = appDelegate
      app.bridge.reconcileNow()
      DoubleRunLoop.main.runUntilIdle()
      let presented = try #require(app.tabs?.presentedViewController)
      #expect(presented.presentationController?.delegate === app.bridge)

      app.bridge.stop()

      #expect(presented.presentationController?.delegate === appDelegate)
      presented.dismiss(animated: false)
      DoubleRunLoop.main.runUntilIdle()
    }
  }

  @Test func theLeakReportListsEveryLeakedViewController() throws {
    let app = try BridgedApp()
    var kept: [UIViewController] = []
    for index in 0..<40 {
      let screen = try app.open("Leak \(index)", from: app.home, as: .push(animator: nil))
      DoubleRunLoop.main.runUntilIdle()
      kept.append(try #require(app.bridge.viewController(for: screen)))
      screen.router?.close()
      DoubleRunLoop.main.runUntilIdle()
    }
    // The screens are freed; their identifiers went to the next screens.
    #expect(app.bridge.leakedViewControllers().count == kept.count)
    kept.removeAll()
    #expect(app.bridge.leakedViewControllers().isEmpty)
    app.expectInSync()
  }
}
