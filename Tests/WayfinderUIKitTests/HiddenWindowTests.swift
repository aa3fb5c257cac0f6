import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderUIKit

/// A bridge attached to a window the app shows later (a restored presentation waits for it).
@MainActor
@Suite struct HiddenWindowTests {
  @Test func aPresentationWaitsForTheWindowToBeShownWithoutACallUIKitRefuses() throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    let window = Window()
    try window.setRoot { _ in ItemScreen(title: "Home") }
    let router = try #require(window.root?.router)
    router.open(.modal) { _ in ItemScreen(title: "Sheet") }
    let uiWindow = UIWindow()
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    var events: [String] = []
    bridge.onEvent = { events.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(uiWindow.rootViewController?.presentedViewController == nil)
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.advance(by: bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(uiWindow.rootViewController?.presentedViewController?.title == "Sheet")
    #expect(bridge.differenceReport() == nil)
    #expect(events.isEmpty)
    #expect(DoubleRunLoop.main.log.isEmpty)
  }
}
