import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderSampleShopUIKit
import WayfinderSeededRandom
import WayfinderTesting
import WayfinderUIKit

@testable import WayfinderSampleShop

/// Seeded runs of the shop through the bridge on the strict double, mixing what a device mixes:
/// router requests (the screens' buttons, back, tabs, a screen opened for a result), deeplinks,
/// the user's gestures — finished and cancelled, some while a link arrives —, tab taps (with
/// the More list in one run), the app's own alerts, and completions that never come.
///
/// After every step, once UIKit is idle: the trees are equal (after a dropped completion, or
/// once the app's alert is gone, within the bridge's documented bound); every completion and
/// result arrives exactly once; and at the end nothing is left alive.
@MainActor
@Suite struct RandomRunTests {
  enum Operation: String, CaseIterable {
    case tapAction, routerBack, routerTab, deeplink, openForResult
    case swipeBack, cancelledSwipeBack, swipeBackDuringLink, backMenu
    case swipeDown, cancelledSwipeDown
    case tapTab, tapMore
    case appAlert, tapAlert, dropCompletion
  }

  struct Run: Sendable, CustomTestStringConvertible {
    let seed: UInt64
    let departments: [String]
    var testDescription: String { "seed \(seed), \(2 + departments.count) tabs" }
  }

  nonisolated static let runs = [
    Run(seed: 14, departments: []),
    Run(seed: 20_260_101, departments: ["Footwear", "Maps", "Outlet", "Gift cards"]),
    Run(seed: 7_919, departments: ["Footwear"]),
  ]

  static let links =
    ShopDeeplinks.examples + [
      "https://shop.example.com/product/7", "shop://product/999", "shop://nowhere",
    ]

  @Test(arguments: runs)
  func tenThousandRandomStepsKeepUIKitInStepWithTheModel(run: Run) throws {
    let steps = 10_000
    let watcher: LifetimeWatcher
    do {
      var driver = try RandomDriver(run: run)
      var completedSteps = 0
      for step in 1...steps {
        guard let operation = Operation.allCases.randomElement(using: &driver.random) else {
          break
        }
        driver.perform(operation)
        guard driver.settle(after: "step \(step) (\(operation), \(run.testDescription))") else {
          break
        }
        completedSteps = step
      }
      driver.finish()
      #expect(completedSteps == steps)
      // Every kind of operation really happened, many times.
      for operation in Operation.allCases where operation != .tapMore || run.departments.count > 3 {
        // The back button's menu needs three screens on the stack on top: the rarest state.
        let least = operation == .backMenu ? 5 : 30
        #expect(driver.counts[operation, default: 0] > least, "\(operation): \(driver.counts)")
      }
      #expect(driver.recoveries > 10, "dropped completions were recovered from")
      #expect(driver.completions.pending == [:], "every completion arrived")
      #expect(driver.completions.duplicates == [], "none arrived twice")
      #expect(driver.completions.arrived > 1_000)
      watcher = driver.watcher
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(watcher.count > 3_000)
    #expect(watcher.survivors == [])
  }
}

/// Completions and results that must each arrive exactly once.
@MainActor
final class CompletionLedger {
  private var next = 0
  private(set) var pending: [Int: String] = [:]
  private(set) var duplicates: [String] = []
  private(set) var arrived = 0

  /// A new expected arrival; call the returned closure when it comes.
  func expect(_ what: String) -> @MainActor () -> Void {
    next += 1
    let id = next
    pending[id] = what
    return { [weak self] in
      guard let self else { return }
      if self.pending.removeValue(forKey: id) == nil {
        self.duplicates.append(what)
      } else {
        self.arrived += 1
      }
    }
  }
}

/// One seeded run: the shop in a double window, the operations, and the checks after each step.
@MainActor
struct RandomDriver {
  let shop: BridgedShop
  var random: SplitMix64
  var counts: [RandomRunTests.Operation: Int] = [:]
  let completions = CompletionLedger()
  /// How many times the bridge was behind after a dropped completion or an app alert and caught
  /// up within its bound.
  var recoveries = 0
  /// A completion is set to be dropped and has not been yet.
  private var dropArmed = false
  /// The app's alert on screen, if any.
  private var alert: UIAlertController?
  /// The time by which the bridge must be back in step: after a dropped completion, its
  /// ``UIKitBridge/timeout``; once the app's alert is gone, its ``UIKitBridge/pollInterval``.
  private var catchUpBy: Double?

  init(run: RandomRunTests.Run) throws {
    shop = try BridgedShop(departments: run.departments)
    random = SplitMix64(seed: run.seed)
  }

  var watcher: LifetimeWatcher { shop.watcher }
  private var bridge: UIKitBridge { shop.scene.bridge }
  private var app: ShopApp { shop.scene.app }

  mutating func perform(_ operation: RandomRunTests.Operation) {
    if attempt(operation) { counts[operation, default: 0] += 1 }
  }

  /// Performs `operation`; `false` when it was not possible in the current state.
  private mutating func attempt(_ operation: RandomRunTests.Operation) -> Bool {
    switch operation {
    case .tapAction:
      guard let screen = shop.window.topmostScreen,
        let action = screen.actions.randomElement(using: &random)
      else { return false }
      return (try? shop.session.run(.tap(action.title)).get()) != nil
    case .routerBack:
      guard let router = shop.window.topmostScreen?.router else { return false }
      router.close(completion: completionHandler("back"))
      return true
    case .routerTab:
      guard let tabs = shop.window.root as? TabContainer, let router = tabs.router else {
        return false
      }
      let index = Int.random(in: 0..<tabs.tabs.count, using: &random)
      router.selectTab(at: index, completion: completionHandler("tab \(index)"))
      return true
    case .deeplink:
      openLink()
      return true
    case .openForResult:
      return openForResult()
    case .swipeBack:
      guard let navigation = shop.topNavigation else { return false }
      return UIKitUser.swipeBack(in: navigation)
    case .cancelledSwipeBack:
      guard let navigation = shop.topNavigation,
        let gesture = UIKitUser.beginSwipeBack(in: navigation)
      else { return false }
      DoubleRunLoop.main.runUntilIdle()
      return gesture.cancel()
    case .swipeBackDuringLink:
      guard let navigation = shop.topNavigation,
        let gesture = UIKitUser.beginSwipeBack(in: navigation)
      else { return false }
      if Bool.random(using: &random) { openLink() } else { _ = attempt(.tapAction) }
      DoubleRunLoop.main.runUntilIdle()
      return Bool.random(using: &random) ? gesture.finish() : gesture.cancel()
    case .backMenu:
      guard let navigation = shop.topNavigation, navigation.viewControllers.count > 2 else {
        return false
      }
      let index = Int.random(in: 0..<(navigation.viewControllers.count - 1), using: &random)
      return UIKitUser.popFromBackMenu(in: navigation, to: index)
    case .swipeDown:
      guard let presented = shop.topPresented, bridge.screen(for: presented) != nil else {
        return false
      }
      return UIKitUser.swipeDown(presented)
    case .cancelledSwipeDown:
      guard let presented = shop.topPresented, bridge.screen(for: presented) != nil,
        let gesture = UIKitUser.beginSwipeDown(presented)
      else { return false }
      DoubleRunLoop.main.runUntilIdle()
      return gesture.cancel()
    case .tapTab:
      guard let tabs = shop.tabBarController, let count = tabs.viewControllers?.count else {
        return false
      }
      return UIKitUser.tapTab(in: tabs, at: Int.random(in: 0..<count, using: &random))
    case .tapMore:
      guard let tabs = shop.tabBarController else { return false }
      return UIKitUser.tapMore(in: tabs)
    case .appAlert:
      return presentAlert()
    case .tapAlert:
      guard let alert, UIKitUser.tap("OK", in: alert) else { return false }
      return true
    case .dropCompletion:
      guard !dropArmed else { return false }
      DoubleRunLoop.main.dropCompletions(1)
      dropArmed = true
      return true
    }
  }

  private func completionHandler(_ what: String) -> RoutingCompletion {
    let arrived = completions.expect(what)
    return { _ in arrived() }
  }

  private mutating func openLink() {
    guard let link = RandomRunTests.links.randomElement(using: &random) else { return }
    let arrived = completions.expect("link \(link)")
    app.deeplinks.handle(link) { _ in arrived() }
  }

  /// Opens a picker for a result from the window's root router, which stays alive, so that its
  /// result is never dropped.
  private mutating func openForResult() -> Bool {
    guard let router = shop.window.root?.router else { return false }
    let arrived = completions.expect("result")
    router.open(.modal(inNavigation: Bool.random(using: &random)), returning: String.self) {
      router in
      let picker = Screen(title: "Picker")
      picker.addAction("Done") { [weak router] in router?.finish(with: "picked") }
      return picker
    } onResult: { _ in
      arrived()
    }
    return true
  }

  /// The app presents its own alert from the view controller on top, as apps do.
  private mutating func presentAlert() -> Bool {
    guard alert == nil, DoubleRunLoop.main.isIdle,
      let top = shop.topPresented ?? shop.tabBarController,
      top.presentedViewController == nil, !top.isBeingPresented, !top.isBeingDismissed
    else { return false }
    let alert = UIAlertController(title: "Note", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    top.present(alert, animated: true)
    guard alert.presentingViewController != nil else { return false }
    self.alert = alert
    // Some alerts dismiss themselves (a toast), some wait for a tap.
    if Bool.random(using: &random) {
      DoubleRunLoop.main.perform(after: 1.5) { [weak alert] in
        guard let alert, alert.presentingViewController != nil, !alert.isBeingDismissed else {
          return
        }
        alert.dismiss(animated: true)
      }
    }
    return true
  }

  /// Plays UIKit until it is idle and checks the step; `false` stops the run.
  mutating func settle(after step: String) -> Bool {
    shop.settle()
    // Catching up may itself lose a completion (a second one set to be dropped): then the bound
    // runs again from there.
    for _ in 0..<4 {
      noteWhatTheBridgeMayWaitFor()
      // While the app's alert is up, presentations at its layer rightly wait.
      guard alert == nil else { return true }
      guard let deadline = catchUpBy, bridge.differenceReport() != nil else { break }
      DoubleRunLoop.main.advance(by: max(0, deadline - DoubleRunLoop.main.now) + 0.001)
      shop.settle()
      recoveries += 1
    }
    if let deadline = catchUpBy, DoubleRunLoop.main.now > deadline { catchUpBy = nil }
    return shop.expectTreesEqual(after: step)
  }

  /// Sets the time by which the bridge must be in step again: a completion swallowed (the
  /// bridge may wait for it until its bound, counted from its call, which came before now), or
  /// the app's alert gone (what waited for it follows at the bridge's next look).
  private mutating func noteWhatTheBridgeMayWaitFor() {
    let now = DoubleRunLoop.main.now
    if dropArmed, DoubleRunLoop.main.completionsLeftToDrop == 0 {
      dropArmed = false
      catchUpBy = max(catchUpBy ?? 0, now + bridge.timeout)
    }
    if let shown = alert, shown.presentingViewController == nil {
      alert = nil
      catchUpBy = max(catchUpBy ?? 0, now + bridge.pollInterval)
    }
  }

  /// Ends the run: no alert left, every completion in, nothing leaked.
  mutating func finish() {
    if let alert, alert.presentingViewController != nil {
      alert.dismiss(animated: false)
    }
    alert = nil
    DoubleRunLoop.main.dropCompletions(0)
    shop.settle()
    DoubleRunLoop.main.advance(by: bridge.timeout)
    shop.settle()
    shop.expectTreesEqual(after: "the end")
    #expect(shop.window.leakedScreens() == [])
    #expect(bridge.leakedViewControllers() == [])
  }
}
