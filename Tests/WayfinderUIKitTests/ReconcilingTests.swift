import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// The bridge turns routing requests into the fewest UIKit calls, in an order UIKit accepts.
@MainActor
@Suite struct ReconcilingTests {
  @Test func theInitialTreeIsBuiltAtOnceWithTheRegisteredViewControllers() throws {
    let app = try BridgedApp()
    app.expectInSync()
    #expect(app.homeNavigation?.viewControllers.first is ItemViewController)
    #expect(app.tabs?.title == "Tabs")
  }

  @Test func anUnregisteredScreenGetsAPlainScreenViewController() throws {
    let app = try BridgedApp()
    let router = try #require(app.home.router)
    router.open(.push) { _ in Screen(title: "Plain") }
    DoubleRunLoop.main.runUntilIdle()
    let top = try #require(app.homeNavigation?.topViewController)
    #expect(type(of: top) == ScreenViewController.self)
    #expect(top.title == "Plain")
    app.expectInSync()
  }

  @Test func aPushIsOneAnimatedCallAtTheEndOfTheTurn() throws {
    let app = try BridgedApp()
    let calls = app.bridge.callCount
    try app.open("Detail", from: app.home, as: .push)
    #expect(app.homeNavigation?.viewControllers.count == 1, "nothing before the turn ends")
    DoubleRunLoop.main.runQueuedWork()
    #expect(app.homeNavigation?.viewControllers.count == 2)
    #expect(app.homeNavigation?.isInTransition == true)
    #expect(app.bridge.callCount == calls + 1)
    DoubleRunLoop.main.runUntilIdle()
    app.expectInSync()
  }

  @Test func aBurstAnimatesOnlyItsLastStep() throws {
    let app = try BridgedApp()
    try app.open("Sheet", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    // One turn: dismiss the sheet, select the other tab, push there (a two-step deeplink).
    let sheetController = app.tabs?.presentedViewController
    app.home.router?.dismissAll()
    app.home.router?.selectTab(at: 1)
    try app.open("Pushed", from: app.other, as: .push)
    DoubleRunLoop.main.runQueuedWork()
    let otherNavigation = try #require(app.tabs?.viewControllers?.last as? UINavigationController)
    #expect(app.tabs?.selectedIndex == 1)
    #expect(otherNavigation.viewControllers.count == 2)
    #expect(otherNavigation.isInTransition == false, "not the last step: not animated")
    #expect(sheetController?.isBeingDismissed == true, "the dismissal is last: it animates")
    DoubleRunLoop.main.runUntilIdle()
    app.expectInSync()
  }

  @Test func aPresentationWaitsForTheDismissalStillAnimating() throws {
    let app = try BridgedApp()
    let first = try app.open("First", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    first.router?.close()
    DoubleRunLoop.main.runQueuedWork()
    let dismissing = try #require(app.tabs?.presentedViewController)
    #expect(dismissing.isBeingDismissed)
    try app.open("Second", from: app.home, as: .modal)
    DoubleRunLoop.main.runQueuedWork()
    #expect(app.tabs?.presentedViewController === dismissing, "waits for the dismissal")
    #expect(DoubleRunLoop.main.log == [])
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.tabs?.presentedViewController?.title == "Second")
    app.expectInSync()
  }

  @Test func replacingAPresentationDismissesThenPresentsInTheCompletion() throws {
    let app = try BridgedApp()
    let first = try app.open("First", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    first.router?.close()
    try app.open("Second", from: app.home, as: .modal)
    DoubleRunLoop.main.runQueuedWork()
    let presented = try #require(app.tabs?.presentedViewController)
    #expect(presented.title == "Second")
    #expect(presented.isBeingPresented, "the presentation is the last step: it animates")
    DoubleRunLoop.main.runUntilIdle()
    app.expectInSync()
  }

  @Test func theFadeAnimatorDrivesARealAnimatedTransitioning() throws {
    let app = try BridgedApp()
    let elapsed = DoubleRunLoop.main.elapsedAnimationTime
    try app.open("Faded", from: app.home, as: .fade)
    DoubleRunLoop.main.runQueuedWork()
    let presented = try #require(app.tabs?.presentedViewController)
    #expect(presented.modalPresentationStyle == .fullScreen)
    #expect(presented.transitioningDelegate === app.bridge)
    #expect(presented.view.superview != nil, "the animator put the view in the container")
    #expect(presented.view.alpha == 1)
    DoubleRunLoop.main.runUntilIdle()
    #expect(abs(DoubleRunLoop.main.elapsedAnimationTime - elapsed - 0.3) < 0.001)
    #expect(!UIKitUser.swipeDown(presented), "a full-screen fade cannot be swiped down")
    app.expectInSync()
  }

  @Test func closedScreensFreeTheirViewControllers() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    do {
      let pushed = try app.open("Pushed", from: app.home, as: .push)
      let sheet = try app.open("Sheet", from: pushed, as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      for screen in [pushed, sheet] {
        watcher.watch(screen)
        watcher.watch(screen.router)
        watcher.watch(app.bridge.viewController(for: screen))
      }
      #expect(watcher.count == 6)
      pushed.router?.close()
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(watcher.survivors == [])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }
}

/// A screen the app shows with a view controller that is already in a navigation controller of
/// its own, which UIKit will not push elsewhere.
@MainActor
private final class WrappedScreen: Screen {}

@MainActor
@Suite struct RefusalReportTests {
  @Test func aCallUIKitKeepsRefusingIsReportedOnceUntilAPassSucceeds() throws {
    let app = try BridgedApp()
    let held = UIViewController()
    let appsOwn = UINavigationController(rootViewController: held)
    defer { withExtendedLifetime(appsOwn) {} }
    app.bridge.register(WrappedScreen.self) { _ in held }
    var refusals: [String] = []
    app.bridge.onEvent = { event in
      if case .refused(let call) = event { refusals.append(call) }
    }
    let router = try #require(app.home.router)
    router.open(.push) { _ in WrappedScreen(title: "Wrapped") }
    DoubleRunLoop.main.runUntilIdle()
    for _ in 0..<5 {
      DoubleRunLoop.main.advance(by: app.bridge.pollInterval)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(refusals.count == 1, "tried six times, reported once: \(refusals)")
    #expect(DoubleRunLoop.main.log.count >= 2, "UIKit refused every try")

    // Once a pass goes through whole, the same refusal is news again.
    app.window.topmostScreen?.router?.close()
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    app.expectInSync()
    router.open(.push) { _ in WrappedScreen(title: "Wrapped again") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(refusals.count == 2)
    DoubleRunLoop.main.clearLog()
  }
}
