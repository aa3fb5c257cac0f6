import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A UIKit developer adopting the bridge, seventh round: screens whose view controllers override
/// every appearance method and read their screen, act or route there, for each way a screen
/// leaves; a bridge stopped and another started on the same window; the app's own container
/// subclasses and embedded children as screens' view controllers; screens built ahead and stack
/// operations; and, after each scenario, nothing left alive.
@MainActor
@Suite struct AdopterRoundSevenTests {
  // MARK: - Appearance overrides for each way a screen leaves

  /// A pushed or presented "Detail" leaves in one of the ways UIKit and the model offer; its
  /// view controller logs what each appearance method sees of its screen.
  @Test(arguments: LeaveWay.allCases, [false, true])
  func aWatchfulScreenSeesItsScreenInEveryCallbackAsItLeaves(way: LeaveWay, forResult: Bool)
    throws
  {
    let app = try BridgedApp()
    let log = AppearanceLog()
    app.bridge.register(WatchedScreen.self) { WatchfulViewController(screen: $0, log: log) }
    let watcher = LifetimeWatcher()
    let sheetDelegate = AppSheetDelegate()
    var result: [RouteResult<String>] = []
    do {
      let router = try #require(app.home.router)
      if forResult {
        router.open(way.transition, returning: String.self) { _ in
          WatchedScreen(title: "Detail")
        } onResult: {
          result.append($0)
        }
      } else {
        router.open(way.transition) { _ in WatchedScreen(title: "Detail") }
      }
      DoubleRunLoop.main.runUntilIdle()
      // Only UIKit holds the view controller, and only the model holds the screen.
      let controller = try #require(app.window.topmostScreen.flatMap(app.bridge.viewController))
      watcher.watch(app.window.topmostScreen, as: "detail screen")
      watcher.watch(controller, as: "detail controller")
      #expect(
        log.entries == [
          "Detail load screen:Detail", "Detail willAppear screen:Detail",
          "Detail didAppear screen:Detail",
        ])
      log.entries.removeAll()
      try way.leave(app, controller, sheetDelegate: sheetDelegate)
      DoubleRunLoop.main.runUntilIdle()
    }
    if way.isTheUsers {
      #expect(log.entries == way.usersLog(forResult: forResult))
    } else {
      // The model closed the screen first: no callback finds it shown (nor, without a result
      // waiting for UIKit, alive).
      #expect(log.entries.count == 3)
      #expect(
        log.entries.allSatisfy {
          $0.hasSuffix(forResult ? "(closed)" : "screen:nil") || $0.hasSuffix("screen:nil")
        }, "\(log.entries)")
    }
    #expect(result == (forResult ? [.cancelled] : []))
    if way == .sheetSwipeAppDelegate {
      #expect(sheetDelegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }
    #expect(watcher.survivors == [])
    if way == .setRoot {
      // The scene holds its first screens: the leak report names them, and nothing else.
      #expect(app.window.leakedScreens().map(\.description).count == 2)
      #expect(app.bridge.leakedViewControllers() == [])
      app.expectInSync()
    } else {
      app.expectSettled()
    }
  }

  /// A picker that hands its choice back as it leaves (`viewWillDisappear(_:)`, "save on back"):
  /// when the user takes it away, the presenter gets the choice once, not `.cancelled`.
  @Test(arguments: [LeaveWay.backButton, .edgeSwipe, .tabTapToRoot, .sheetSwipe])
  func aPickerThatFinishesAsItLeavesHandsItsChoiceOnce(way: LeaveWay) throws {
    let app = try BridgedApp()
    let log = AppearanceLog()
    app.bridge.register(WatchedScreen.self) { screen in
      let controller = WatchfulViewController(screen: screen, log: log)
      controller.finishesAsItLeaves = "Blue"
      return controller
    }
    let watcher = LifetimeWatcher()
    var result: [RouteResult<String>] = []
    var revealedAtResult: [String] = []
    let sheetDelegate = AppSheetDelegate()
    do {
      try #require(app.home.router).open(way.transition, returning: String.self) { router in
        let screen = WatchedScreen(title: "Detail")
        screen.addAction("Finish") { [weak router] in router?.finish(with: "Blue") }
        return screen
      } onResult: { [weak app] in
        result.append($0)
        revealedAtResult.append(app?.window.topmostScreen?.title ?? "-")
      }
      DoubleRunLoop.main.runUntilIdle()
      // Only UIKit holds the view controller, and only the model holds the screen.
      let controller = try #require(app.window.topmostScreen.flatMap(app.bridge.viewController))
      watcher.watch(app.window.topmostScreen, as: "detail screen")
      watcher.watch(controller, as: "detail controller")
      try way.leave(app, controller, sheetDelegate: sheetDelegate)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(result == [.finished("Blue")])
    #expect(revealedAtResult == ["Home"])
    #expect(watcher.survivors == [])
    app.expectSettled()
  }
}

// MARK: - Ways a screen leaves

/// How "Detail" leaves in ``AdopterRoundSevenTests``.
enum LeaveWay: String, CaseIterable, CustomTestStringConvertible, Sendable {
  /// The model closes it: the bridge pops it.
  case bridgePop
  /// The model closes it: the bridge dismisses it.
  case bridgeDismiss
  /// The user taps the back button.
  case backButton
  /// The user swipes back from the edge.
  case edgeSwipe
  /// The user swipes the sheet down (the bridge is its delegate).
  case sheetSwipe
  /// The user swipes the sheet down right after the app set its own delegate.
  case sheetSwipeAppDelegate
  /// The user taps the selected tab: its stack pops to the root.
  case tabTapToRoot
  /// The model replaces the window's root.
  case setRoot

  var testDescription: String { rawValue }

  /// How "Detail" is opened from Home.
  var transition: Transition {
    switch self {
    case .bridgeDismiss, .sheetSwipe, .sheetSwipeAppDelegate: .modal
    default: .push
    }
  }

  /// Makes "Detail", shown by `controller`, leave.
  @MainActor
  func leave(
    _ app: BridgedApp, _ controller: UIViewController, sheetDelegate: AppSheetDelegate
  ) throws {
    let navigation = try #require(app.homeNavigation)
    switch self {
    case .bridgePop, .bridgeDismiss:
      try #require(app.window.topmostScreen?.router).close()
    case .backButton:
      #expect(UIKitUser.tapBackButton(in: navigation))
    case .edgeSwipe:
      #expect(UIKitUser.swipeBack(in: navigation))
    case .sheetSwipe:
      #expect(UIKitUser.swipeDown(controller))
    case .sheetSwipeAppDelegate:
      controller.presentationController?.delegate = sheetDelegate
      #expect(UIKitUser.swipeDown(controller))
    case .tabTapToRoot:
      let tabs = try #require(app.tabs)
      #expect(UIKitUser.tapTab(in: tabs, at: 0))
    case .setRoot:
      try app.window.setRoot { _ in ItemScreen(title: "Welcome") }
    }
  }

  /// Whether the user takes the screen away (the model follows), rather than the model.
  var isTheUsers: Bool {
    switch self {
    case .bridgePop, .bridgeDismiss, .setRoot: false
    default: true
    }
  }

  /// What the leaving view controller logs when the user takes it away: the screen is shown in
  /// every callback (the model follows after them), except after `super` in
  /// `viewDidDisappear(_:)` of a sheet whose delegate is the app's, where it is closed (freed
  /// unless a result still waits to be delivered).
  func usersLog(forResult: Bool) -> [String] {
    let afterSuper =
      self == .sheetSwipeAppDelegate ? (forResult ? "Detail (closed)" : "nil") : "Detail"
    return [
      "Detail willDisappear screen:Detail", "Detail didDisappear screen:Detail",
      "Detail after super screen:\(afterSuper)",
    ]
  }
}

// MARK: - The app's view controllers

/// What ``WatchfulViewController``s saw, in order.
@MainActor
final class AppearanceLog {
  var entries: [String] = []
}

/// A screen shown by a ``WatchfulViewController``.
@MainActor
final class WatchedScreen: Screen {}

/// Overrides every appearance method and logs the screen it finds there; optionally finishes
/// its screen's flow as it leaves.
@MainActor
final class WatchfulViewController: ScreenViewController {
  private let log: AppearanceLog
  /// The value handed back in `viewWillDisappear(_:)`, if any.
  var finishesAsItLeaves: String?

  init(screen: Screen, log: AppearanceLog) {
    self.log = log
    super.init(screen: screen)
  }

  required init?(coder: NSCoder) { nil }

  private func note(_ moment: String) {
    let seen = screen.map { "\($0.title)\($0.isShown ? "" : " (closed)")" } ?? "nil"
    log.entries.append("\(title ?? "") \(moment) screen:\(seen)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    note("load")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    note("willAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    note("didAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    note("willDisappear")
    if finishesAsItLeaves != nil { try? triggerAction("Finish") }
  }

  override func viewDidDisappear(_ animated: Bool) {
    note("didDisappear")
    super.viewDidDisappear(animated)
    note("after super")
  }
}
