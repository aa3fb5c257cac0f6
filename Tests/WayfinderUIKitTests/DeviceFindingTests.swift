import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A screen of a subclass of the registered ``ItemScreen``.
@MainActor
final class SpecialItemScreen: ItemScreen {}

/// A router that presents a system sheet itself, without a router of the sheet's own (the
/// documented pattern of the sample's `SiriRouter`).
@MainActor
final class SheetPresentingRouter: DefaultRouter {
  func presentSystemSheet() {
    route(to: Screen(title: "System sheet"), as: .modal)
  }
}

/// An app's own presentation-controller delegate (Apple's "disabling the pull-down gesture for
/// a sheet" sample), recording what it is told.
@MainActor
final class AppSheetDelegate: UIAdaptivePresentationControllerDelegate {
  var allowsDismissal = true
  var calls: [String] = []

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    calls.append("shouldDismiss")
    return allowsDismissal
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    calls.append("didAttemptToDismiss")
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("didDismiss")
  }
}

/// A screen whose view controller sets its sheet's delegate itself.
@MainActor
final class EditScreen: Screen {}

/// Sets the sheet's presentation-controller delegate when its view loads, as Apple's "disabling
/// the pull-down gesture for a sheet" does.
@MainActor
final class EditViewController: ScreenViewController {
  private let sheetDelegate: AppSheetDelegate

  init(screen: Screen, sheetDelegate: AppSheetDelegate) {
    self.sheetDelegate = sheetDelegate
    super.init(screen: screen)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    presentationController?.delegate = sheetDelegate
  }
}

/// An app's own tab bar delegate that refuses one tab.
@MainActor
final class AppTabDelegate: UITabBarControllerDelegate {
  var refusedIndex: Int?
  var selected: [String?] = []

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    tabBarController.viewControllers?.firstIndex { $0 === viewController } != refusedIndex
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    selected.append(viewController.title)
  }
}

/// The eight ways a UIKit developer broke the bridge in an hour (issue 19), one test each, each
/// failing with the bridge before the fix; run against the strict double.
@MainActor
@Suite struct DeviceFindingTests {
  // 1
  @Test func aSheetWithoutARouterOfItsOwnStaysClosedOnceSwipedAway() throws {
    let app = try BridgedApp()
    let router = try #require(app.home.router)
    router.open(.push, router: SheetPresentingRouter.self) { _ in ItemScreen(title: "Product") }
    DoubleRunLoop.main.runUntilIdle()
    let product = try #require(app.home.navigationContainer?.topScreen)
    let sheetRouter = try #require(product.router as? SheetPresentingRouter)
    sheetRouter.presentSystemSheet()
    DoubleRunLoop.main.runUntilIdle()
    let sheet = try #require(app.tabs?.presentedViewController)
    #expect(app.window.root?.presentedScreen?.router == nil, "the sheet has no router")

    let events = app.events { #expect(UIKitUser.swipeDown(sheet)) }
    #expect(events == [#"closed Screen "System sheet" (modal)"#])
    #expect(app.window.root?.presentedScreen == nil)

    // The next change anywhere does not bring it back.
    try app.open("Elsewhere", from: app.other, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.tabs?.presentedViewController == nil)
    app.expectInSync()
  }

  // 2
  @Test func aLinkDuringTheUsersBackSwipeWaitsAndTheSwipeReachesTheModel() throws {
    let app = try BridgedApp()
    let detail = try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let navigation = try #require(app.homeNavigation)
    let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))

    // A link arrives while the finger is still down: the model changes at once, UIKit waits.
    let events = try app.events {
      try app.open("Linked", from: detail, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      #expect(DoubleRunLoop.main.log == [], "no call on a navigation controller mid-pop")
      #expect(navigation.transitionCoordinator?.isInteractive == true)
      #expect(gesture.finish())
    }
    #expect(events.contains(#"closed ItemScreen "Detail" (push, system.push 350ms)"#), "\(events)")
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    app.expectInSync()
  }

  // 2, the other way: a cancelled swipe changes nothing, and the link's push follows.
  @Test func aCancelledBackSwipeKeepsTheScreenAndTheLinkFollows() throws {
    let app = try BridgedApp()
    let detail = try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let navigation = try #require(app.homeNavigation)
    let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
    try app.open("Linked", from: detail, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(gesture.cancel())
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "Detail", "Linked"])
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail", "Linked"])
    app.expectInSync()
  }

  // 3
  @Test func aLateDidShowDoesNotCloseTheScreenJustPushed() throws {
    let app = try BridgedApp()
    let first = try app.open("First", from: app.home, as: .push(animator: nil))
    // The bridge sets the stack in its pass at the end of this turn; UIKit's `didShow` for it
    // comes on a later turn, after the model has moved on (the second push, queued after the
    // bridge's pass and so before that `didShow`).
    var second: ItemScreen?
    var failure: (any Error)?
    DoubleRunLoop.main.perform {
      do {
        second = try app.open("Second", from: first, as: .push(animator: nil))
      } catch {
        failure = error
      }
    }
    let events = app.events { DoubleRunLoop.main.runQueuedWork() }
    #expect(failure == nil)
    #expect(second != nil)
    #expect(!events.contains { $0.hasPrefix("closed") }, "\(events)")
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home", "First", "Second"])
    app.expectInSync()
  }

  // 4: a completion that never comes
  @Test func aCompletionThatNeverComesEndsAfterTheBoundAndIsReported() throws {
    let app = try BridgedApp()
    var bridgeEvents: [UIKitBridge.Event] = []
    app.bridge.onEvent = { bridgeEvents.append($0) }
    DoubleRunLoop.main.dropCompletions(1)
    let sheet = try app.open("Sheet", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.tabs?.presentedViewController?.title == "Sheet", "UIKit shows it")
    var closed = false
    sheet.router?.close { _ in closed = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(!closed, "the bridge still waits for the presentation's completion")
    DoubleRunLoop.main.advance(by: app.bridge.timeout)
    DoubleRunLoop.main.runUntilIdle()
    #expect(closed)
    #expect(bridgeEvents.count == 1)
    #expect(bridgeEvents.first.map { "\($0)" }?.contains("did not finish") == true)
    app.expectInSync()
  }

  // 4: a sheet swiped down while a push animates inside it
  @Test func aSheetSwipedDownWhileItsPushAnimatesDoesNotFreezeTheBridge() throws {
    let app = try BridgedApp()
    let sheet = try app.open("Sheet", from: app.home, as: .modal(inNavigation: true))
    DoubleRunLoop.main.runUntilIdle()
    let presented = try #require(app.tabs?.presentedViewController)
    try app.open("Inside", from: sheet, as: .push)
    DoubleRunLoop.main.runQueuedWork()
    let sheetNavigation = try #require(presented as? UINavigationController)
    #expect(sheetNavigation.transitionCoordinator != nil, "the push animates")
    let gesture = try #require(UIKitUser.beginSwipeDown(presented))
    #expect(gesture.finish())
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.timeout)
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.window.root?.presentedScreen == nil, "the user's swipe reached the model")
    // The bridge still follows the model.
    try app.open("After", from: app.other, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    app.expectInSync()
  }

  // 4 and 5: the app's own alert animates, then stays: the dismissal waits for it
  @Test func aDismissalWaitsForTheAppsAlertInsteadOfFreezing() throws {
    let app = try BridgedApp()
    var bridgeEvents: [UIKitBridge.Event] = []
    app.bridge.onEvent = { bridgeEvents.append($0) }
    let sheet = try app.open("Sheet", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let sheetController = try #require(app.bridge.viewController(for: sheet))
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    sheetController.present(alert, animated: true)
    sheet.router?.close()
    DoubleRunLoop.main.runUntilIdle()
    #expect(DoubleRunLoop.main.log == [], "the bridge made no call UIKit refuses")
    #expect(sheetController.presentedViewController === alert, "the app's alert stays")
    #expect(bridgeEvents == [.waiting(for: #"UIAlertController "Saved""#)])
    #expect(UIKitUser.tap("OK", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.tabs?.presentedViewController == nil)
    app.expectInSync()
  }

  // 5
  @Test func theAppsOwnPresentationSurvivesRoutingElsewhere() throws {
    let app = try BridgedApp()
    let homeController = try #require(app.bridge.viewController(for: app.home))
    let alert = UIAlertController(title: "Rate us", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Later", style: .cancel))
    homeController.present(alert, animated: true)
    DoubleRunLoop.main.runUntilIdle()

    // Changes below the alert go on.
    try app.open("Pushed", from: app.home, as: .push)
    try app.open("Other", from: app.other, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.tabs?.presentedViewController === alert)
    #expect(app.homeNavigation?.viewControllers.map(\.title) == ["Home", "Pushed"])
    #expect(DoubleRunLoop.main.log == [])
    app.expectInSync()

    // A presentation waits until the alert is gone.
    try app.open("Sheet", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.tabs?.presentedViewController === alert)
    #expect(UIKitUser.tap("Later", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.tabs?.presentedViewController?.title == "Sheet")
    #expect(DoubleRunLoop.main.log == [])
    app.expectInSync()
  }

  // 6: a content screen sets the sheet's delegate when it loads (Apple's sample)
  @Test func aSwipeDownReachesTheModelWhenTheAppSetsItsOwnSheetDelegate() throws {
    let app = try BridgedApp()
    let appDelegate = AppSheetDelegate()
    app.bridge.register(EditScreen.self) { screen in
      EditViewController(screen: screen, sheetDelegate: appDelegate)
    }
    let router = try #require(app.home.router)
    router.open(.modal(inNavigation: true)) { _ in EditScreen(title: "Edit") }
    DoubleRunLoop.main.runUntilIdle()
    let presented = try #require(app.tabs?.presentedViewController)

    #expect(UIKitUser.swipeDown(presented))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.window.root?.presentedScreen == nil, "the model followed the swipe")
    #expect(appDelegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    app.expectInSync()
  }

  // 6: a delegate set after the sheet appeared: the swipe reaches the model at the next tab tap
  // at the latest, and the sheet does not come back.
  @Test func aSheetSwipedAwayBehindALateDelegateDoesNotComeBackAtTheNextTabTap() throws {
    let app = try BridgedApp()
    let sheet = try app.open("Edit", from: app.home, as: .modal(inNavigation: true))
    DoubleRunLoop.main.runUntilIdle()
    let appDelegate = AppSheetDelegate()
    app.bridge.viewController(for: sheet)?.presentationController?.delegate = appDelegate
    let presented = try #require(app.tabs?.presentedViewController)
    #expect(UIKitUser.swipeDown(presented))
    DoubleRunLoop.main.runUntilIdle()
    #expect(appDelegate.calls.contains("didDismiss"))

    let tabs = try #require(app.tabs)
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.window.root?.presentedScreen == nil)
    #expect(app.tabs?.presentedViewController == nil)
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    app.expectInSync()
  }

  // 6: the app's delegate refuses the swipe ("discard changes?")
  @Test func theAppsDelegateStillDecidesWhetherASheetMayBeSwipedDown() throws {
    let app = try BridgedApp()
    let sheet = try app.open("Edit", from: app.home, as: .modal(inNavigation: true))
    DoubleRunLoop.main.runUntilIdle()
    let appDelegate = AppSheetDelegate()
    appDelegate.allowsDismissal = false
    app.bridge.viewController(for: sheet)?.presentationController?.delegate = appDelegate
    // The bridge takes its place back at its next pass, and forwards.
    app.bridge.reconcileNow()
    let presented = try #require(app.tabs?.presentedViewController)
    #expect(presented.presentationController?.delegate === app.bridge)

    #expect(!UIKitUser.swipeDown(presented))
    DoubleRunLoop.main.runUntilIdle()
    #expect(appDelegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(app.window.root?.presentedScreen === sheet.navigationContainer)
    app.expectInSync()
  }

  // 6: the app's tab bar delegate
  @Test func theAppsTabBarDelegateDecidesAndIsTold() throws {
    let app = try BridgedApp()
    let tabs = try #require(app.tabs)
    let appDelegate = AppTabDelegate()
    appDelegate.refusedIndex = 1
    tabs.delegate = appDelegate
    app.bridge.reconcileNow()
    #expect(!UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect((app.window.root as? TabContainer)?.selectedIndex == 0)

    appDelegate.refusedIndex = nil
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    #expect(appDelegate.selected == [nil])
    app.expectInSync()
  }

  // 7
  @Test func aPushWithAnAnimatorRunsItsUIKitAnimation() throws {
    let app = try BridgedApp()
    var asked: [String] = []
    let makeFade = app.bridge.makeAnimation
    app.bridge.makeAnimation = { animator, presenting in
      asked.append("\(animator.name) \(presenting ? "in" : "out")")
      return makeFade(animator, presenting)
    }
    let faded = try app.open("Faded", from: app.home, as: .push(animator: FadeAnimator.shared))
    DoubleRunLoop.main.runUntilIdle()
    faded.router?.close()
    DoubleRunLoop.main.runUntilIdle()
    #expect(asked == ["fade in", "fade out"])
    #expect(DoubleRunLoop.main.log == [])
    app.expectInSync()
  }

  // 8
  @Test func aFadeDismissalPutsTheRevealedViewBack() throws {
    let app = try BridgedApp()
    let faded = try app.open("Faded", from: app.home, as: .fade)
    DoubleRunLoop.main.runUntilIdle()
    faded.router?.close()
    DoubleRunLoop.main.runUntilIdle()
    #expect(DoubleRunLoop.main.log == [], "no blank screen")
    #expect(app.tabs?.view.window != nil)
    app.expectInSync()
  }

  // Also: a subclass of a registered screen gets the registered view controller.
  @Test func aSubclassOfARegisteredScreenGetsItsViewController() throws {
    let app = try BridgedApp()
    let router = try #require(app.home.router)
    router.open(.push) { _ in SpecialItemScreen(title: "Special") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.homeNavigation?.topViewController is ItemViewController)
    app.expectInSync()
  }
}
