import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderSampleShopUIKit
import WayfinderTesting
import WayfinderUIKit

@testable import WayfinderSampleShop

/// The shop in a UIKit double window, driven like the headless session, with the checks every
/// step ends with.
@MainActor
final class BridgedShop {
  let scene: ShopScene
  let session: ShopSession
  /// Every screen, view model, router and view controller ever seen, watched weakly.
  let watcher = LifetimeWatcher()
  /// The screens already watched; weak, so that a new screen at a freed one's address is
  /// watched too.
  private var watched: [ObjectIdentifier: WeakScreen] = [:]

  private struct WeakScreen {
    weak var screen: Screen?
  }

  init(departments: [String] = []) throws {
    // Settles what earlier tests left (an awaiting test's work included) instead of dropping it.
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.dropCompletions(0)
    DoubleRunLoop.main.clearLog()
    scene = try ShopScene(uiWindow: UIWindow(), departments: departments)
    session = ShopSession(app: scene.app)
    settle()
  }

  var window: Window { scene.app.window }

  /// Plays the rest of the turn and every animation, then watches what is shown.
  func settle() {
    DoubleRunLoop.main.runUntilIdle()
    for screen in window.screensFromTop where watched[ObjectIdentifier(screen)]?.screen !== screen {
      watched[ObjectIdentifier(screen)] = WeakScreen(screen: screen)
      watcher.watch(screen, as: "screen \(ScreenInfo(screen))")
      watcher.watch(screen.model, as: "view model of \(ScreenInfo(screen))")
      watcher.watch(screen.router, as: "router of \(ScreenInfo(screen))")
      watcher.watch(
        scene.bridge.viewController(for: screen), as: "view controller of \(ScreenInfo(screen))")
    }
  }

  /// The one comparison after each step: UIKit's tree equals the model's, and UIKit refused
  /// nothing; a failure prints both trees.
  @discardableResult
  func expectTreesEqual(after step: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> Bool
  {
    settle()
    var equal = true
    if let difference = scene.bridge.differenceReport() {
      Issue.record("after \(step):\n\(difference)", sourceLocation: sourceLocation)
      equal = false
    }
    let log = DoubleRunLoop.main.log
    if !log.isEmpty {
      Issue.record("after \(step), UIKit refused: \(log)", sourceLocation: sourceLocation)
      DoubleRunLoop.main.clearLog()
      equal = false
    }
    return equal
  }

  /// The view controllers on screen that a user can act on.
  var topNavigation: UINavigationController? {
    var controller = scene.uiWindow.rootViewController
    while let presented = controller?.presentedViewController { controller = presented }
    if let tabs = controller as? UITabBarController { controller = tabs.selectedViewController }
    return controller as? UINavigationController
  }

  /// The topmost presented view controller, if any.
  var topPresented: UIViewController? {
    var controller = scene.uiWindow.rootViewController?.presentedViewController
    while let presented = controller?.presentedViewController { controller = presented }
    return controller
  }

  var tabBarController: UITabBarController? {
    scene.uiWindow.rootViewController as? UITabBarController
  }
}
