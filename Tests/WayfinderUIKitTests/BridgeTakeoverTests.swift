import Testing
import UIKitDouble
import Wayfinder
import WayfinderUIKit

/// A UIKit window that counts the roots it is given, and past a limit stops the bridges that
/// keep it, so that a test of two bridges fighting over it ends.
@MainActor
final class CountingWindow: UIWindow {
  var rootSets = 0
  var bridges: [UIKitBridge] = []

  override var rootViewController: UIViewController? {
    didSet {
      rootSets += 1
      guard rootSets == 50 else { return }
      for bridge in bridges { bridge.stop() }
    }
  }
}

/// A new bridge takes over the windows an earlier one kept, without `stop()` being called.
@MainActor
@Suite struct BridgeTakeoverTests {
  @Test(arguments: [false, true])
  func aSecondBridgeTakesOverInsteadOfFightingTheFirst(newModelWindow: Bool) throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    let first = Window()
    try first.setRoot { _ in ItemScreen(title: "Home") }
    let uiWindow = CountingWindow()
    let old = UIKitBridge(window: first, uiWindow: uiWindow)
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    let window: Window
    if newModelWindow {
      window = Window()
      try window.setRoot { _ in ItemScreen(title: "Login") }
    } else {
      window = first
    }
    let new = UIKitBridge(window: window, uiWindow: uiWindow)
    uiWindow.bridges = [old, new]
    defer { uiWindow.bridges = [] }  // They hold the window: no cycle left for LeakSanitizer.
    DoubleRunLoop.main.runUntilIdle()
    uiWindow.rootSets = 0
    var opened = false
    try #require(window.root?.router).open(.modal) { _ in
      ItemScreen(title: "Sheet")
    } completion: { _ in
      opened = true
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(uiWindow.rootSets == 0, "nobody sets the root back")
    #expect(opened)
    #expect(uiWindow.rootViewController?.presentedViewController?.title == "Sheet")
    #expect(new.differenceReport() == nil)
    #expect(DoubleRunLoop.main.log.isEmpty)
  }

  @Test func aCompletionThatWaitedForTheFirstBridgeWaitsForTheSecond() throws {
    DoubleRunLoop.main.runUntilIdle()
    let window = Window()
    try window.setRoot { _ in ItemScreen(title: "Home") }
    let uiWindow = UIWindow()
    let old = UIKitBridge(window: window, uiWindow: uiWindow)
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    var presentedAtCompletion: String??
    try #require(window.root?.router).open(.modal) { _ in
      ItemScreen(title: "Sheet")
    } completion: { _ in
      presentedAtCompletion = .some(uiWindow.rootViewController?.presentedViewController?.title)
    }
    let new = UIKitBridge(window: window, uiWindow: uiWindow)
    #expect(presentedAtCompletion == nil, "not inside init, before UIKit shows the sheet")
    DoubleRunLoop.main.runUntilIdle()
    #expect(presentedAtCompletion == .some("Sheet"))
    #expect(new.differenceReport() == nil)
    withExtendedLifetime(old) {}
  }
}
