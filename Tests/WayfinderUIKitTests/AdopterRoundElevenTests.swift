import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A UIKit developer adopting the bridge, eleventh round: delegates the app's factory sets
/// before the bridge presents, routes asked from a bridged view controller's appearance
/// callbacks, the app's own animation controller, and cold starts.
@MainActor
@Suite struct AdopterRoundElevenTests {
  // MARK: - A sheet's delegate set where the app makes its view controller

  /// The app's factory sets the sheet's delegate before returning the view controller (where
  /// UIKit code sets it before `present`): the delegate still decides, so the user's swipe is
  /// refused, the model keeps the sheet, and the result is not delivered; once the delegate
  /// allows it, the swipe closes the sheet and delivers `.cancelled` once.
  @Test func aSheetWhoseFactorySetsItsDelegateRefusesTheSwipeTheDelegateRefuses() throws {
    let app = try BridgedApp()
    let appDelegate = AppSheetDelegate()
    appDelegate.allowsDismissal = false
    app.bridge.register(FormScreen.self) { screen in
      let controller = ItemViewController(screen: screen)
      controller.presentationController?.delegate = appDelegate
      return controller
    }
    var results: [RouteResult<String>] = []
    try #require(app.home.router).open(.modal, returning: String.self) { _ in
      FormScreen(title: "Form")
    } onResult: {
      results.append($0)
    }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let presented = try #require(app.tabs?.presentedViewController)
      #expect(presented.title == "Form")
      #expect(!UIKitUser.swipeDown(presented), "the app's delegate refuses")
      DoubleRunLoop.main.runUntilIdle()
      #expect(appDelegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
      #expect(results == [])
      #expect(app.window.root?.presentedScreen?.title == "Form")
      app.expectInSync()

      appDelegate.allowsDismissal = true
      #expect(UIKitUser.swipeDown(presented))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(results == [.cancelled])
    #expect(appDelegate.calls.suffix(3) == ["shouldDismiss", "willDismiss", "didDismiss"])
    app.expectSettled()
  }

  /// A result sheet whose view controller refuses the swipe and asks "Discard changes?"; its
  /// Discard button dismisses the sheet the UIKit way (`dismiss(animated:)` on itself) instead
  /// of through the router: the model follows, the result is `.cancelled` once, once the sheet
  /// is gone, and the sheet, its alert and its screen are freed.
  @Test(arguments: [false, true])
  func aSheetsDiscardButtonThatDismissesItTheUIKitWayCancelsItsResultOnce(wrapped: Bool) throws {
    let app = try BridgedApp()
    app.bridge.register(FormScreen.self) { DiscardPromptingViewController(screen: $0) }
    let watcher = LifetimeWatcher()
    var heard: [String] = []
    let tabs = try #require(app.tabs)
    do {
      try #require(app.home.router).open(
        wrapped ? .modal(inNavigation: true) : .modal, returning: String.self
      ) { _ in
        FormScreen(title: "Form")
      } onResult: { [weak tabs] in
        heard.append("\($0) presented:\(tabs?.presentedViewController != nil)")
      }
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(tabs.presentedViewController)
      let form = try #require(
        ((sheet as? UINavigationController)?.topViewController ?? sheet)
          as? DiscardPromptingViewController)
      watcher.watch(sheet, as: "sheet")
      watcher.watch(form, as: "form")
      watcher.watch(form.screen, as: "form screen")
      #expect(!UIKitUser.swipeDown(sheet), "the form refuses the swipe")
      DoubleRunLoop.main.runUntilIdle()
      let prompt = try #require(form.presentedViewController as? UIAlertController)
      watcher.watch(prompt, as: "prompt")
      #expect(heard.isEmpty)
      #expect(UIKitUser.tap("Discard", in: prompt))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == ["cancelled presented:false"])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// A detent-tracking sheet whose factory set its sheet delegate: the delegate hears the user's
  /// drag through the bridge, and is the sheet's delegate again once the scene stops the bridge.
  @Test func stopHandsBackTheSheetDelegateTheFactorySet() throws {
    let app = try BridgedApp()
    let tracker = DetentTracker()
    app.bridge.register(FormScreen.self) { screen in
      let controller = ItemViewController(screen: screen)
      controller.sheetPresentationController?.detents = [.medium(), .large()]
      controller.sheetPresentationController?.delegate = tracker
      return controller
    }
    try #require(app.home.router).open(.modal) { _ in FormScreen(title: "Filters") }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let presented = try #require(app.tabs?.presentedViewController)
      #expect(presented.presentationController?.delegate === app.bridge)
      #expect(UIKitUser.dragSheet(presented, to: .large))
      DoubleRunLoop.main.runUntilIdle()
      #expect(tracker.detents == [.large])
      app.bridge.stop()
      #expect(presented.presentationController?.delegate === tracker)
    }
    app.expectInSync()
  }

  // MARK: - Two scenes

  /// Two scenes, each with a result sheet: the first scene disconnects (`stop()`, then lets
  /// everything go) while its sheet still animates in; the second's picker finishes and its
  /// result arrives once, with UIKit and the model equal and nothing leaked, and everything the
  /// first scene made is freed.
  @Test func oneSceneDisconnectingAsItsSheetAnimatesInLeavesTheOtherWorkingAndFreesItself()
    throws
  {
    var first: BridgedApp? = try BridgedApp()
    let second = try BridgedApp()
    let watcher = LifetimeWatcher()
    var firstResults: [RouteResult<String>] = []
    var secondResults: [RouteResult<String>] = []
    var secondPicker: ResultRouter<String>?
    do {
      let scene = try #require(first)
      try #require(scene.home.router).open(.modal, returning: String.self) { _ in
        ItemScreen(title: "First picker")
      } onResult: {
        firstResults.append($0)
      }
      try #require(second.home.router).open(.modal, returning: String.self) { router in
        secondPicker = router
        return ItemScreen(title: "Second picker")
      } onResult: {
        secondResults.append($0)
      }
      DoubleRunLoop.main.runQueuedWork()
      #expect(scene.tabs?.presentedViewController?.isBeingPresented == true)
      watcher.watch(scene.tabs, as: "first's tabs")
      watcher.watch(scene.tabs?.presentedViewController, as: "first's picker controller")
      watcher.watch(scene.bridge, as: "first's bridge")
      watcher.watch(scene.window, as: "first's window")
      watcher.watch(scene.home, as: "first's home")
      scene.bridge.stop()
    }
    first = nil
    DoubleRunLoop.main.runUntilIdle()
    #expect(second.tabs?.presentedViewController?.title == "Second picker")
    let finished = CompletionProbe { [weak second] in second?.look ?? "-" }
    try #require(secondPicker).finish(with: "blue") { _ in finished.ran() }
    secondPicker = nil
    DoubleRunLoop.main.runUntilIdle()
    #expect(secondResults == [.finished("blue")])
    #expect(finished.count == 1)
    #expect(finished.firstSeen == "Home presented:-")
    #expect(firstResults == [], "the first scene's presenter went with it")
    #expect(watcher.survivors == [])
    second.expectSettled()
  }

  // MARK: - Routes asked from a bridged view controller's appearance callbacks

  /// A pushed screen opens a tip sheet from its first `viewWillAppear(_:)`, while the bridge's
  /// push still runs: the push completes once with the screen on top, the tip is presented once
  /// the push has ended and completes once on screen, and closing it leaves nothing behind.
  @Test func aPushedScreenThatOpensATipInViewWillAppearShowsItOnceThePushHasEnded() throws {
    let app = try BridgedApp()
    let tipShown = CompletionProbe { [weak app] in app?.look ?? "-" }
    app.bridge.register(GreetingScreen.self) { screen in
      AppearanceRoutingViewController(screen: screen) { controller, moment in
        guard moment == .willAppear, tipShown.count == 0, let router = controller.screen?.router
        else { return }
        router.open(.modal) { _ in
          ItemScreen(title: "Tip")
        } completion: { _ in
          tipShown.ran()
        }
      }
    }
    let pushed = CompletionProbe { [weak app] in app?.look ?? "-" }
    try #require(app.home.router).open(.push) { _ in
      GreetingScreen(title: "Detail")
    } completion: { _ in
      pushed.ran()
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(pushed.count == 1)
    #expect(pushed.firstSeen?.hasPrefix("Home/Detail") == true)
    #expect(tipShown.count == 1)
    #expect(tipShown.firstSeen == "Home/Detail presented:Tip")
    app.expectInSync()
    let tip = try #require(app.window.root?.presentedScreen)
    let closed = CompletionProbe { [weak app] in app?.look ?? "-" }
    try #require(tip.router).close { _ in closed.ran() }
    DoubleRunLoop.main.runUntilIdle()
    #expect(closed.count == 1)
    #expect(closed.firstSeen == "Home/Detail presented:-")
    #expect(tipShown.count == 1, "the tip is opened once")
    app.expectInSync()
  }

  /// The root screen opens a "what's new" sheet as it first appears at launch (from
  /// `viewWillAppear(_:)` or `viewDidAppear(_:)`), with the window made key before or after the
  /// first pass: the sheet shows once, its completion runs once with it on screen, and the
  /// user's swipe closes it in the model.
  @Test(arguments: [true, false], [AppearanceMoment.willAppear, .didAppear])
  func aRootThatOpensWhatsNewAsItAppearsAtLaunchShowsItOnce(
    keyFirst: Bool, moment routingMoment: AppearanceMoment
  ) throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.clearLog()
    let window = Window()
    let uiWindow = UIWindow()
    try window.setRoot { router in
      try NavigationContainer(root: router.makeScreen { _ in GreetingScreen(title: "Start") })
    }
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    let scene = LaunchedScene(window: window, bridge: bridge)
    let shown = CompletionProbe { [weak uiWindow] in
      uiWindow?.rootViewController?.presentedViewController?.title ?? "-"
    }
    var appeared = 0
    bridge.register(GreetingScreen.self) { screen in
      AppearanceRoutingViewController(screen: screen) { controller, moment in
        guard moment == routingMoment else { return }
        appeared += 1
        guard appeared == 1, let router = controller.screen?.router else { return }
        router.open(.modal) { _ in
          ItemScreen(title: "What's new")
        } completion: { _ in
          shown.ran()
        }
      }
    }
    if keyFirst { uiWindow.makeKeyAndVisible() }
    DoubleRunLoop.main.runUntilIdle()
    if !keyFirst {
      #expect(shown.count == 0, "nothing appears in a hidden window")
      uiWindow.makeKeyAndVisible()
      DoubleRunLoop.main.runUntilIdle()
      DoubleRunLoop.main.advance(by: bridge.pollInterval)
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(appeared == 1)
    #expect(shown.count == 1)
    #expect(shown.firstSeen == "What's new")
    scene.expectInSync()
    do {
      let sheet = try #require(uiWindow.rootViewController?.presentedViewController)
      #expect(UIKitUser.swipeDown(sheet))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(window.root?.presentedScreen == nil)
    #expect(shown.count == 1)
    scene.expectSettled()
  }

  /// The screen a back swipe reveals routes from its `viewWillAppear(_:)` (a "cart changed"
  /// notice), while the user's finger is still down: whether the user finishes or cancels the
  /// swipe, the notice opens once and its completion runs once with UIKit showing the model.
  @Test(arguments: [Transition.modal, .push], [true, false])
  func aScreenRevealedByABackSwipeThatRoutesInViewWillAppearEndsInStep(
    transition: Transition, finishes: Bool
  ) throws {
    let app = try BridgedApp()
    var routed: [String] = []
    let opened = CompletionProbe { [weak app] in app?.look ?? "-" }
    var armed = false
    app.bridge.register(GreetingScreen.self) { screen in
      AppearanceRoutingViewController(screen: screen) { controller, moment in
        guard moment == .willAppear, armed, let router = controller.screen?.router else { return }
        armed = false
        router.open(transition) { _ in
          ItemScreen(title: "Notice")
        } completion: { result in
          routed.append(result.map { _ in "opened" }.outcome)
          opened.ran()
        }
      }
    }
    let cart = try #require(app.home.router)
    cart.open(.push) { _ in GreetingScreen(title: "Cart") }
    DoubleRunLoop.main.runUntilIdle()
    let cartScreen = try #require(app.home.navigationContainer?.topScreen)
    try app.open("Item", from: cartScreen, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    armed = true
    let navigation = try #require(app.homeNavigation)
    do {
      let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
      DoubleRunLoop.main.runQueuedWork()
      #expect(finishes ? gesture.finish() : gesture.cancel())
    }
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(routed.count == 1, "\(routed)")
    #expect(opened.count == 1)
    // A push from a stack's screen goes on top of the model's stack, above the screen the user
    // is swiping away, and leaves with it (as the guide says of a link handled meanwhile); a
    // presentation stays. Route after `super.viewDidAppear(_:)` to route from what UIKit shows.
    let stack = finishes ? "Home/Cart" : "Home/Cart/Item"
    let expected =
      transition.name == "push"
      ? (finishes ? "Home/Cart presented:-" : "Home/Cart/Item/Notice presented:-")
      : "\(stack) presented:Notice"
    #expect(app.look == expected)
    #expect(opened.firstSeen == expected)
    app.expectSettled()
  }

  /// A screen that, once it appears (`viewDidAppear(_:)`, after `super`), finds it has nothing
  /// to show and either closes itself or sends the user on to another screen, opened with a push
  /// or as a sheet: the opening's completion runs once with the screen on screen, the second
  /// request's once with its own change on screen, and UIKit ends equal to the model.
  @Test(arguments: [Transition.push, .modal, .modal(inNavigation: true)], [false, true])
  func aScreenThatClosesOrRedirectsInViewDidAppearEndsInStep(
    transition: Transition, redirects: Bool
  ) throws {
    let app = try BridgedApp()
    var order: [String] = []
    let second = CompletionProbe { [weak app] in app?.look ?? "-" }
    var fired = false
    app.bridge.register(GreetingScreen.self) { screen in
      AppearanceRoutingViewController(screen: screen) { controller, moment in
        guard moment == .didAppear, !fired, let router = controller.screen?.router else { return }
        fired = true
        if redirects {
          router.open(transition) { _ in
            ItemScreen(title: "Next")
          } completion: { _ in
            order.append("redirect")
            second.ran()
          }
        } else {
          router.close { _ in
            order.append("close")
            second.ran()
          }
        }
      }
    }
    let first = CompletionProbe { [weak app] in app?.look ?? "-" }
    try #require(app.home.router).open(transition) { _ in
      GreetingScreen(title: "Gate")
    } completion: { _ in
      order.append("open")
      first.ran()
    }
    DoubleRunLoop.main.runUntilIdle()
    let gate = transition.name == "push" ? "Home/Gate presented:-" : "Home presented:Gate"
    #expect(first.firstSeen == gate)
    #expect(order == ["open", redirects ? "redirect" : "close"])
    let next =
      switch (redirects, transition.name) {
      case (false, _): "Home presented:-"
      case (true, "push"): "Home/Gate/Next presented:-"
      default: "Home presented:Next"
      }
    #expect(second.firstSeen == next, "\(transition.name)")
    #expect(app.look == next)
    app.expectInSync()
  }

  /// The app presents its own panel over the home stack only (`.overCurrentContext`, the
  /// stack defining the context), then the model pushes on that stack, presents a sheet over the
  /// tabs, and selects the other tab: UIKit ends equal to the model, the panel stays, and each
  /// completion runs once.
  @Test func theAppsPanelOverTheHomeStackOnlyLetsTheModelPushPresentAndSelect() throws {
    let app = try BridgedApp()
    let panel = UIViewController(nibName: nil, bundle: nil)
    panel.title = "Panel"
    panel.modalPresentationStyle = .overCurrentContext
    try #require(app.bridge.viewController(for: app.home)).present(panel, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(panel.presentingViewController === app.homeNavigation)
    #expect(app.tabs?.presentedViewController == nil)
    var done: [String] = []
    try #require(app.home.router).open(.push) { _ in
      ItemScreen(title: "Detail")
    } completion: {
      done.append("push " + $0.map { _ in () }.outcome)
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done == ["push done"])
    #expect(app.look == "Home/Detail presented:-")
    app.expectInSync()
    try #require(app.home.router).open(.modal) { _ in
      ItemScreen(title: "Sheet")
    } completion: {
      done.append("sheet " + $0.map { _ in () }.outcome)
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done == ["push done", "sheet done"])
    #expect(app.look == "Home/Detail presented:Sheet")
    app.expectInSync()
    try #require(app.window.root?.presentedScreen?.router).close {
      done.append("close " + $0.outcome)
    }
    try #require(app.home.router).selectTab(at: 1) { done.append("select " + $0.outcome) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(done == ["push done", "sheet done", "close done", "select done"])
    #expect(app.tabs?.selectedIndex == 1)
    #expect(panel.presentingViewController === app.homeNavigation, "the panel is the app's")
    panel.presentingViewController?.dismiss(animated: false)
    DoubleRunLoop.main.runUntilIdle()
    app.expectSettled()
  }

  /// A confirmation modelled as a screen whose factory returns a `UIAlertController`: the
  /// bridge presents it, the user's tap dismisses it (UIKit's alert does), and the action's
  /// handler finishes the screen's result: the result arrives once with the alert gone, the model
  /// has closed it, and the alert is freed.
  @Test func anAlertScreenWhoseActionFinishesItsResultClosesOnceInStep() throws {
    let app = try BridgedApp()
    app.bridge.register(FormScreen.self) { screen in
      let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "Delete", style: .destructive) { [weak screen] _ in
          (screen?.router as? ResultRouter<Bool>)?.finish(with: true)
        })
      return alert
    }
    let watcher = LifetimeWatcher()
    var heard: [String] = []
    let tabs = try #require(app.tabs)
    do {
      try #require(app.home.router).open(.modal, returning: Bool.self) { _ in
        FormScreen(title: "Delete?")
      } onResult: { [weak tabs] in
        heard.append("\($0) presented:\(tabs?.presentedViewController != nil)")
      }
      DoubleRunLoop.main.runUntilIdle()
      let alert = try #require(tabs.presentedViewController as? UIAlertController)
      watcher.watch(alert, as: "alert")
      #expect(UIKitUser.tap("Delete", in: alert))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(heard == ["finished(true) presented:false"])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// The same confirmation cancelled by its Cancel button, which has no handler: UIKit's alert
  /// dismisses itself and tells no delegate, yet the model follows within the bridge's
  /// `pollInterval`, with no other routing event: the result is `.cancelled` once.
  @Test func anAlertScreenCancelledByAButtonWithoutHandlerClosesInTheModel() throws {
    let app = try BridgedApp()
    app.bridge.register(FormScreen.self) { _ in
      let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      return alert
    }
    var heard: [RouteResult<Bool>] = []
    try #require(app.home.router).open(.modal, returning: Bool.self) { _ in
      FormScreen(title: "Delete?")
    } onResult: {
      heard.append($0)
    }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let alert = try #require(app.tabs?.presentedViewController as? UIAlertController)
      #expect(UIKitUser.tap("Cancel", in: alert))
      DoubleRunLoop.main.runUntilIdle()
    }
    DoubleRunLoop.main.advance(by: app.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == [.cancelled])
    #expect(app.window.root?.presentedScreen == nil)
    app.expectSettled()
  }

  // MARK: - Results cancelled mid-transition

  /// A login sheet opened for a result is cancelled while UIKit still presents it (what
  /// `openAndWait` does when its task is cancelled), then, while UIKit dismisses it, a link
  /// pushes a product below: the result is `.cancelled` once, once the sheet is gone; the
  /// cancel's and the push's completions run once each, in that order, the push's with the
  /// product on screen.
  @Test func aResultSheetCancelledAsItAnimatesInThenALinkDuringItsDismissalEndsEachOnce() throws {
    let app = try BridgedApp()
    var results: [RouteResult<Bool>] = []
    var order: [String] = []
    let cancelled = CompletionProbe { [weak app] in app?.look ?? "-" }
    let pushed = CompletionProbe { [weak app] in app?.look ?? "-" }
    do {
      var login: ResultRouter<Bool>?
      try #require(app.home.router).open(.modal(inNavigation: true), returning: Bool.self) {
        router in
        login = router
        return ItemScreen(title: "Login")
      } onResult: {
        results.append($0)
        order.append("result")
      }
      DoubleRunLoop.main.runQueuedWork()
      #expect(app.tabs?.presentedViewController?.isBeingPresented == true)
      try #require(login).cancel { _ in
        order.append("cancel")
        cancelled.ran()
      }
      login = nil
    }
    #expect(results == [], "UIKit still shows it")
    DoubleRunLoop.main.finishAnimations()
    DoubleRunLoop.main.runQueuedWork()
    #expect(app.tabs?.presentedViewController?.isBeingDismissed == true)
    try #require(app.home.router).open(.push) { _ in
      ItemScreen(title: "Product")
    } completion: { _ in
      order.append("push")
      pushed.ran()
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(results == [.cancelled])
    #expect(order == ["result", "cancel", "push"])
    #expect(cancelled.firstSeen?.hasSuffix("presented:-") == true, "\(cancelled.firstSeen ?? "")")
    #expect(pushed.firstSeen == "Home/Product presented:-")
    #expect(app.homeStack == ["Home", "Product"])
    app.expectSettled()
  }

  // MARK: - Restoring while the app's own presentation animates

  /// The app presents its own onboarding card from the home screen (animated), and in the same
  /// turn restores a saved path: the restored tree waits for the card, which the app then
  /// dismisses itself; UIKit then shows the restored path and the old tree's view controllers
  /// are freed.
  @Test func aPathRestoredWhileTheAppsOwnCardAnimatesInShowsOnceTheAppDismissesIt() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    watcher.watch(app.tabs, as: "old tabs")
    watcher.watch(app.homeNavigation, as: "old home stack")
    let card = UIViewController(nibName: nil, bundle: nil)
    card.title = "Card"
    try #require(app.bridge.viewController(for: app.home)).present(card, animated: true)
    let path = ScreenPath(
      root: .tabs(
        [.stack([ScreenIdentity("a"), ScreenIdentity("b")]), .stack([ScreenIdentity("c")])],
        selectedIndex: 1))
    try app.window.restore(path, using: restoredRegistry())
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(card.presentingViewController != nil, "the bridge leaves the app's card")
    #expect(app.uiWindow.rootViewController === app.tabs)
    card.presentingViewController?.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
    #expect(try app.window.path() == path)
    let tabs = try #require(app.uiWindow.rootViewController as? UITabBarController)
    #expect(tabs.selectedIndex == 1)
    #expect(
      (tabs.viewControllers?.first as? UINavigationController)?.viewControllers.map(\.title)
        == ["a", "b"])
    #expect(watcher.survivors == [])
    #expect(app.window.leakedScreens().map(\.screen.title) == ["Home", "Other"])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  // MARK: - Several requests in one turn

  /// A sheet's "view order" button closes it, pops, selects and pushes, all in one turn.
  ///
  /// The sheet closes, the home tab pops to its root below it, the other tab is selected and an
  /// order is pushed there. Each completion runs once, in the order asked, and the last sees the
  /// whole change on screen.
  @Test func aSheetsButtonThatClosesPopsSelectsAndPushesInOneTurnCompletesEachOnce() throws {
    let app = try BridgedApp()
    try app.open("Detail", from: app.home, as: .push)
    try app.open("Cart", from: app.home, as: .modal(inNavigation: true))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.look == "Home/Detail presented:Cart")
    let watcher = LifetimeWatcher()
    watcher.watch(app.tabs?.presentedViewController, as: "cart's navigation controller")
    var order: [String] = []
    let last = CompletionProbe { [weak app] in
      let tab = app?.tabs?.selectedIndex ?? -1
      let other = (app?.tabs?.viewControllers?[1] as? UINavigationController)?.viewControllers
      return "tab \(tab) \(other?.map { $0.title ?? "?" } ?? []) \(app?.look ?? "-")"
    }
    let home = try #require(app.home.router)
    let other = try #require(app.other.router)
    weak let cart = (app.window.root?.presentedScreen as? NavigationContainer)?.rootScreen
    try #require(cart?.router).close { _ in order.append("close") }
    home.popToRoot { _ in order.append("popToRoot") }
    home.selectTab(at: 1) { _ in order.append("select") }
    other.open(.push) { _ in
      ItemScreen(title: "Order 7")
    } completion: { _ in
      order.append("push")
      last.ran()
    }
    #expect(order == [], "nothing is on screen yet")
    DoubleRunLoop.main.runUntilIdle()
    #expect(order == ["close", "popToRoot", "select", "push"])
    #expect(last.firstSeen == "tab 1 [\"Other\", \"Order 7\"] Home presented:-")
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  // MARK: - The app's own animation controller

  /// The app's navigation delegate animates pushes and pops itself (0.6 seconds): the bridge's
  /// push runs the app's animation and completes once when it ends; the edge swipe does not
  /// start on it (UIKit's rule for a custom pop); the back button pops with the app's animation
  /// and the model follows once, and the app's delegate hears `didShow` for each.
  @Test func theAppsOwnPushAnimationRunsForTheBridgesPushAndTheBackButtonsPop() throws {
    let app = try BridgedApp()
    let navigation = try #require(app.homeNavigation)
    let appDelegate = SlidingNavigationDelegate()
    navigation.delegate = appDelegate
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.delegate === app.bridge)
    let pushed = CompletionProbe { [weak navigation] in
      (navigation?.viewControllers.map { $0.title ?? "?" } ?? []).joined(separator: "/")
    }
    try #require(app.home.router).open(.push) { _ in
      ItemScreen(title: "Detail")
    } completion: { _ in
      pushed.ran()
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(navigation.transitionCoordinator != nil)
    DoubleRunLoop.main.advance(by: 0.4)
    #expect(pushed.count == 0, "the app's animation still runs")
    DoubleRunLoop.main.runUntilIdle()
    #expect(pushed.count == 1)
    #expect(pushed.firstSeen == "Home/Detail")
    #expect(appDelegate.animated == ["push Detail"])
    #expect(!UIKitUser.swipeBack(in: navigation), "no edge swipe over a custom pop")
    DoubleRunLoop.main.runUntilIdle()
    appDelegate.animated = []
    #expect(app.homeStack == ["Home", "Detail"])
    let events = app.events { #expect(UIKitUser.tapBackButton(in: navigation)) }
    #expect(events.count == 1)
    #expect(events.first?.contains("closed") == true, "\(events)")
    #expect(app.homeStack == ["Home"])
    #expect(appDelegate.animated == ["pop Detail"])
    #expect(appDelegate.shown == ["Detail", "Home"])
    app.expectSettled()
  }
}

/// A screen whose view controller routes from its appearance callbacks.
@MainActor
private final class GreetingScreen: Screen {}

/// The appearance callbacks `AppearanceRoutingViewController` reports.
enum AppearanceMoment: Sendable {
  case willAppear, didAppear
}

/// A view controller that hands each `viewWillAppear(_:)` and `viewDidAppear(_:)` (after
/// `super`) to a closure of the app's, which may route.
@MainActor
private final class AppearanceRoutingViewController: ScreenViewController {
  private let appearing: @MainActor (AppearanceRoutingViewController, AppearanceMoment) -> Void

  init(
    screen: Screen,
    appearing: @escaping @MainActor (AppearanceRoutingViewController, AppearanceMoment) -> Void
  ) {
    self.appearing = appearing
    super.init(screen: screen)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearing(self, .willAppear)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearing(self, .didAppear)
  }
}

/// A scene made in the test itself (a cold start), for the shared checks.
@MainActor
private struct LaunchedScene: BridgedScene {
  let window: Window
  let bridge: UIKitBridge
}

/// The app's own slide animation for its navigation controller's pushes and pops, 0.6 seconds.
@MainActor
private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    0.6
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let incoming = transitionContext.view(forKey: .to)
    if let incoming { transitionContext.containerView.addSubview(incoming) }
    UIView.animate(
      withDuration: 0.6, animations: { incoming?.alpha = 1 },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// A navigation delegate of the app's that animates every push and pop itself, and records
/// what it animated and what it was told was shown.
@MainActor
private final class SlidingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  var animated: [String] = []
  var shown: [String] = []

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    switch operation {
    case .push: animated.append("push \(toVC.title ?? "?")")
    case .pop: animated.append("pop \(fromVC.title ?? "?")")
    default: return nil
    }
    return SlideAnimator()
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    shown.append(viewController.title ?? "?")
  }
}

/// Builds every name as an ``ItemScreen`` titled with it.
@MainActor
private func restoredRegistry() -> ScreenRegistry {
  var registry = ScreenRegistry()
  for name in ["a", "b", "c"] {
    registry.register(name) { identity, _ in ItemScreen(title: identity.name) }
  }
  return registry
}

extension Result<Void, RoutingError> {
  /// `done` or `failed`, for logs.
  fileprivate var outcome: String {
    switch self {
    case .success: "done"
    case .failure(let error): "failed: \(error)"
    }
  }
}

extension Result<String, RoutingError> {
  /// The value, or `failed`, for logs.
  fileprivate var outcome: String {
    switch self {
    case .success(let value): value
    case .failure(let error): "failed: \(error)"
    }
  }
}

extension BridgedApp {
  /// What UIKit shows in the home tab and on top of what is presented over the tabs:
  /// `Home/Detail presented:Tip`.
  fileprivate var look: String {
    let stack = homeNavigation?.viewControllers.map { $0.title ?? "?" } ?? []
    var top = tabs?.presentedViewController
    while let above = top?.presentedViewController { top = above }
    let presented = ((top as? UINavigationController)?.topViewController ?? top)?.title ?? "-"
    return stack.joined(separator: "/") + " presented:\(presented)"
  }

  /// The titles of the model's home stack.
  fileprivate var homeStack: [String] {
    home.navigationContainer?.stack.map(\.title) ?? []
  }
}

/// A form that refuses the user's swipe while it has changes, as Apple's sample does (its
/// sheet's delegate, set in `viewDidLoad()`), and asks "Discard changes?"; Discard dismisses
/// it with UIKit's `dismiss(animated:)`.
@MainActor
private final class DiscardPromptingViewController: ScreenViewController,
  UIAdaptivePresentationControllerDelegate
{
  override func viewDidLoad() {
    super.viewDidLoad()
    presentationController?.delegate = self
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  { false }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    let prompt = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
    prompt.addAction(
      UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
        self?.dismiss(animated: true)
      })
    prompt.addAction(UIAlertAction(title: "Keep editing", style: .cancel))
    present(prompt, animated: true)
  }
}

/// A sheet delegate of the app's that records the detents the user drags its sheet to.
@MainActor
private final class DetentTracker: NSObject, UISheetPresentationControllerDelegate {
  var detents: [UISheetPresentationController.Detent.Identifier] = []

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    if let detent = sheetPresentationController.selectedDetentIdentifier { detents.append(detent) }
  }
}

/// A screen the app's factory configures before the bridge presents it.
@MainActor
private final class FormScreen: Screen {}
