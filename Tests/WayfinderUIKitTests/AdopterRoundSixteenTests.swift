import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A UIKit developer adopting the bridge, sixteenth round: scenes that share a routing context
/// when one scene's bridge is let go without `stop()`, a new bridge taking over while the old
/// one's animation runs, stack operations asked during the user's gestures, custom animators
/// over running transitions, the app's own alerts and share sheets over bridged screens, tabs
/// the model and the user select in one turn, and the leak reports after the user's gestures.
@MainActor
@Suite struct AdopterRoundSixteenTests {
  // MARK: - A bridge let go in a shared context

  /// Two scenes share one context; the first scene's bridge is let go (its scene disconnected,
  /// no `stop()`) while its push animates, and the second scene selects a tab in that turn: the
  /// push's completion runs once, when the push has ended, as documented, not when the other
  /// scene's tab selection is on screen.
  @Test func aSceneLetGoMidPushCompletesItsPushWhenThePushEndsNotWhenTheOtherSceneShows()
    throws
  {
    let context = RoutingContext()
    let a = try LooseScene(showing: basePath, in: Window(context: context))
    let b = try SixteenScene(showing: basePath, in: Window(context: context))
    var pushed: [Bool] = []
    let navigation = try #require(a.navigation(0))
    try a.open("step", from: a.screen("detail"), as: .push) {
      pushed.append(navigation.transitionCoordinator == nil)
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(navigation.transitionCoordinator != nil)
    a.letGo()
    try #require(try b.screen("home").router).selectTab(at: 1)
    DoubleRunLoop.main.runQueuedWork()
    #expect(navigation.transitionCoordinator != nil)
    #expect(pushed == [])
    DoubleRunLoop.main.runUntilIdle()

    #expect(pushed == [true])
    #expect(b.outline == "tabs(nav(home/detail),*nav(other))")
    b.expectInSync()
  }

  /// The same with a link: the first scene handles a link that presents a sheet, its bridge is
  /// let go as the sheet animates in, and the second scene selects a tab: the link completes
  /// once, with the sheet presented.
  @Test func aLinkInASceneLetGoMidPresentationCompletesOnceWithTheSheetPresented() throws {
    let context = RoutingContext()
    let a = try LooseScene(showing: basePath, in: Window(context: context))
    let b = try SixteenScene(showing: basePath, in: Window(context: context))
    let deeplinks = try DeeplinkRouter(window: a.window, origins: ["shop://"])
    try deeplinks.register("/edit") { link in
      try link.router(as: DefaultRouter.self).open(.modal) { _ in ItemScreen(title: "edit") }
    }
    let root = try #require(a.uiWindow.rootViewController)
    var finals: [String] = []
    deeplinks.handle("shop://edit") { result in
      finals.append("\(result) \(root.presentedViewController?.isBeingPresented == false)")
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(root.presentedViewController?.isBeingPresented == true)
    a.letGo()
    try #require(try b.screen("home").router).selectTab(at: 1)
    DoubleRunLoop.main.runQueuedWork()
    #expect(finals == [])
    DoubleRunLoop.main.runUntilIdle()

    #expect(finals.count == 1)
    #expect(finals.first?.hasSuffix(" true") == true)
    #expect(b.outline == "tabs(nav(home/detail),*nav(other))")
    b.expectInSync()
  }

  /// The first scene's sheet waits for the app's own alert when its bridge is let go, and the
  /// other scene stays idle: the sheet's open still completes (at the bridge's next look), not
  /// never.
  @Test func aSheetWaitingForAnAlertInASceneLetGoStillCompletesWhileTheOtherIsIdle() throws {
    let context = RoutingContext()
    let a = try LooseScene(showing: basePath, in: Window(context: context))
    let b = try SixteenScene(showing: basePath, in: Window(context: context))
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .cancel))
    try #require(a.bridge?.viewController(for: a.screen("detail"))).present(
      alert, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    var opened = 0
    try a.open("edit", from: a.screen("detail"), as: .modal) { opened += 1 }
    DoubleRunLoop.main.runUntilIdle()
    #expect(opened == 0)
    a.letGo()
    DoubleRunLoop.main.advance(by: 1)
    DoubleRunLoop.main.runUntilIdle()

    #expect(opened == 1)
    #expect(b.outline == "tabs(*nav(home/detail),nav(other))")
    b.expectInSync()
  }

  /// Work the second scene asks for while the first scene's let-go bridge still animates runs
  /// when the second scene shows it: the first scene's running push does not hold it.
  @Test func theOtherScenesPushIsNotHeldByTheLetGoScenesRunningPush() throws {
    let context = RoutingContext()
    let a = try LooseScene(showing: basePath, in: Window(context: context))
    let b = try SixteenScene(showing: basePath, in: Window(context: context))
    try a.open("step", from: a.screen("detail"), as: .push)
    DoubleRunLoop.main.runQueuedWork()
    a.letGo()
    var selected = 0
    try #require(try b.screen("home").router).selectTab(at: 1) { _ in selected += 1 }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)

    #expect(selected == 1)
    DoubleRunLoop.main.runUntilIdle()
    #expect(selected == 1)
    b.expectInSync()
  }

  /// The first scene is let go whole (its bridge and its window) while its push still
  /// animates: the second scene's work runs when the second scene shows it, not when the first
  /// scene's push ends, though the first scene's window is gone.
  @Test func theOtherScenesWorkIsNotHeldByALetGoScenesFreedWindow() throws {
    let context = RoutingContext()
    var a: LooseScene? = try LooseScene(showing: basePath, in: Window(context: context))
    let b = try SixteenScene(showing: basePath, in: Window(context: context))
    try #require(a).open("step", from: try #require(a).screen("detail"), as: .push)
    DoubleRunLoop.main.runQueuedWork()
    weak let firstWindow = a?.window
    a = nil
    #expect(firstWindow == nil)
    var selected = 0
    try #require(try b.screen("home").router).selectTab(at: 1) { _ in selected += 1 }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)

    #expect(selected == 1)
    DoubleRunLoop.main.runUntilIdle()
    #expect(selected == 1)
    b.expectInSync()
  }

  /// The first scene's bridge is let go while the completion of its push is lost (a device
  /// that never calls back), the other scene idle: the push's completion still runs once, at
  /// the bridge's bound, not never.
  @Test func aLostCompletionInASceneLetGoStillRunsOnceAtTheBound() throws {
    let context = RoutingContext()
    let a = try LooseScene(showing: basePath, in: Window(context: context))
    let b = try SixteenScene(showing: basePath, in: Window(context: context))
    DoubleRunLoop.main.dropCompletions(1)
    var pushed = 0
    try a.open("step", from: a.screen("detail"), as: .push) { pushed += 1 }
    DoubleRunLoop.main.runQueuedWork()
    a.letGo()
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 3)
    DoubleRunLoop.main.runUntilIdle()

    #expect(pushed == 1)
    DoubleRunLoop.main.dropCompletions(0)
    b.expectInSync()
  }

  /// The app keeps routing in the first scene's window after letting its bridge go mid-push
  /// (a model-only change, nothing shows it): the completions run once each, in the order they
  /// were asked, once the running push has ended, even while the other scene changes.
  @Test func routesInTheWindowOfABridgeLetGoCompleteInOrderOnceItsPushEnds() throws {
    let context = RoutingContext()
    let a = try LooseScene(showing: basePath, in: Window(context: context))
    let b = try SixteenScene(showing: basePath, in: Window(context: context))
    var order: [String] = []
    let step = try a.open("step", from: a.screen("detail"), as: .push) { order.append("step") }
    DoubleRunLoop.main.runQueuedWork()
    a.letGo()
    try a.open("help", from: step, as: .push) { order.append("help") }
    try #require(try b.screen("home").router).selectTab(at: 1) { _ in order.append("b tab") }
    _ = consume step
    DoubleRunLoop.main.runQueuedWork()
    #expect(order == ["b tab"])
    DoubleRunLoop.main.runUntilIdle()

    #expect(order == ["b tab", "step", "help"])
    b.expectInSync()
  }

  /// A new bridge takes the first scene's windows over in the turn its old bridge was let go
  /// mid-push (the scene reconnected): the push completes once, when it has ended, and the new
  /// bridge shows the model, the other scene untouched.
  @Test func aNewBridgeForASceneWhoseBridgeWasLetGoMidPushCompletesThePushOnce() throws {
    let context = RoutingContext()
    let a = try LooseScene(showing: basePath, in: Window(context: context))
    let b = try SixteenScene(showing: basePath, in: Window(context: context))
    let navigation = try #require(a.navigation(0))
    var pushed: [Bool] = []
    try a.open("step", from: a.screen("detail"), as: .push) {
      pushed.append(navigation.transitionCoordinator == nil)
    }
    DoubleRunLoop.main.runQueuedWork()
    a.letGo()
    let bridge = UIKitBridge(window: a.window, uiWindow: a.uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    try #require(try b.screen("home").router).selectTab(at: 1)
    DoubleRunLoop.main.runQueuedWork()
    #expect(pushed == [])
    DoubleRunLoop.main.runUntilIdle()
    let taken = Rebridged(window: a.window, uiWindow: a.uiWindow, bridge: bridge)

    #expect(pushed == [true])
    #expect(taken.outline == "tabs(*nav(home/detail/step),nav(other))")
    taken.expectSettled()
    b.expectSettled()
  }

  /// The second scene's bridge is stopped while the first scene's let-go bridge still pushes:
  /// the first scene's completion still waits for its own push to end.
  @Test func stoppingTheOtherSceneDoesNotRunTheLetGoScenesCompletionEarly() throws {
    let context = RoutingContext()
    let a = try LooseScene(showing: basePath, in: Window(context: context))
    let b = try SixteenScene(showing: basePath, in: Window(context: context))
    let navigation = try #require(a.navigation(0))
    var pushed: [Bool] = []
    try a.open("step", from: a.screen("detail"), as: .push) {
      pushed.append(navigation.transitionCoordinator == nil)
    }
    DoubleRunLoop.main.runQueuedWork()
    a.letGo()
    b.bridge.stop()
    #expect(pushed == [])
    DoubleRunLoop.main.runUntilIdle()

    #expect(pushed == [true])
    #expect(b.outline == "tabs(*nav(home/detail),nav(other))")
  }

  // MARK: - Taking over after stop()

  /// The old bridge is stopped while its sheet animates in, the model closes the sheet and
  /// pushes in that turn, and a new bridge takes the same windows: UIKit ends with the model's
  /// tree (the sheet gone), each completion once, and nothing refused.
  @Test func aNewBridgeAfterStopMidPresentationDismissesTheOldSheetAndShowsThePush() throws {
    let scene = try SixteenScene(showing: basePath)
    var events: [String] = []
    var editRouter = try scene.open("edit", from: scene.screen("detail"), as: .modal) {
      events.append("opened")
    }.router
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    scene.bridge.stop()
    #expect(events == ["opened"])
    try #require(editRouter).close { _ in events.append("closed") }
    editRouter = nil
    try scene.open("step", from: scene.screen("detail"), as: .push) { events.append("pushed") }
    let bridge = UIKitBridge(window: scene.window, uiWindow: scene.uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    DoubleRunLoop.main.runUntilIdle()
    let taken = Rebridged(window: scene.window, uiWindow: scene.uiWindow, bridge: bridge)

    #expect(events == ["opened", "closed", "pushed"])
    #expect(taken.outline == "tabs(*nav(home/detail/step),nav(other))")
    taken.expectSettled()
  }

  /// The old bridge is stopped during its animated pop, the model pushes two screens, and a
  /// new bridge takes over in the same turn: the pushes complete once each, in order, with
  /// both on screen.
  @Test func aNewBridgeRightAfterStopDuringAPopShowsThePushesOnceInOrder() throws {
    let scene = try SixteenScene(showing: basePath)
    try #require(try scene.screen("detail").router).close()
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    scene.bridge.stop()
    var order: [String] = []
    let bridge = UIKitBridge(window: scene.window, uiWindow: scene.uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    let taken = Rebridged(window: scene.window, uiWindow: scene.uiWindow, bridge: bridge)
    let first = try scene.open("step", from: scene.screen("home"), as: .push) {
      order.append("step \(taken.outline)")
    }
    try scene.open("help", from: first, as: .push) { order.append("help \(taken.outline)") }
    DoubleRunLoop.main.runUntilIdle()

    #expect(
      order == [
        "step tabs(*nav(home/step/help),nav(other))",
        "help tabs(*nav(home/step/help),nav(other))",
      ])
    taken.expectSettled()
  }

  // MARK: - Stack operations during the user's gestures

  /// The model replaces the other tab's stack while the user holds a back swipe in this one;
  /// the user cancels: the swiped screen stays, the other tab shows its new stack, and the
  /// completion runs once, when UIKit shows it.
  @Test(arguments: [false, true])
  func aStackSetInAnotherTabDuringABackSwipeShowsOnceTheSwipeEnds(finishes: Bool) throws {
    let scene = try SixteenScene(showing: basePath)
    let navigation = try #require(scene.navigation(0))
    let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
    var set: [String] = []
    try #require(try scene.screen("other").router).setStack(animated: true) { stack in
      try stack.push { _ in named("other") }
      try stack.push { _ in named("orders") }
    } completion: { _ in
      set.append(scene.outline)
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(set == [])
    #expect(finishes ? gesture.finish() : gesture.cancel())
    DoubleRunLoop.main.runUntilIdle()
    _ = consume gesture

    let home = finishes ? "nav(home)" : "nav(home/detail)"
    #expect(set == ["tabs(*\(home),nav(other/orders))"])
    #expect(scene.outline == "tabs(*\(home),nav(other/orders))")
    scene.expectSettled()
  }

  /// `dismissAll` from the root while the user holds a back swipe inside a wrapped sheet: the
  /// sheet goes whichever way the swipe ends, the completion runs once with it gone, and
  /// nothing leaks.
  @Test(arguments: [false, true])
  func dismissAllDuringABackSwipeInsideASheetEndsWithTheSheetGone(finishes: Bool) throws {
    let scene = try SixteenScene(showing: basePath)
    try scene.open(
      "step",
      from: scene.open("edit", from: scene.screen("detail"), as: .modal(inNavigation: true)),
      as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))/nav(edit/step)")
    var gesture = UIKitUser.beginSwipeBack(
      in: try #require(
        scene.uiWindow.rootViewController?.presentedViewController as? UINavigationController))
    var gone: [Bool] = []
    try #require(try scene.screen("home").router).dismissAll { _ in
      gone.append(scene.uiWindow.rootViewController?.presentedViewController == nil)
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(gone == [])
    #expect(finishes ? gesture?.finish() == true : gesture?.cancel() == true)
    gesture = nil
    DoubleRunLoop.main.runUntilIdle()

    #expect(gone == [true])
    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))")
    scene.expectSettled()
  }

  /// `popToRoot` of the stack below a sheet the user is dragging down, the sheet presented from
  /// the screen the pop removes: whichever way the drag ends, the sheet leaves with its
  /// presenter, the stack shows its root and the pop completes once.
  @Test(arguments: [false, true])
  func popToRootBelowASheetTheUserDragsShowsTheRootOnceTheDragEnds(finishes: Bool) throws {
    let scene = try SixteenScene(showing: basePath)
    try scene.open("edit", from: scene.screen("detail"), as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    var gesture = UIKitUser.beginSwipeDown(
      try #require(scene.uiWindow.rootViewController?.presentedViewController))
    var popped: [String] = []
    try #require(try scene.screen("detail").router).popToRoot { _ in
      popped.append(scene.outline)
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(popped == [])
    #expect(finishes ? gesture?.finish() == true : gesture?.cancel() == true)
    gesture = nil
    DoubleRunLoop.main.runUntilIdle()

    #expect(popped == ["tabs(*nav(home),nav(other))"])
    #expect(scene.outline == "tabs(*nav(home),nav(other))")
    scene.expectSettled()
  }

  // MARK: - Custom animators over running transitions

  /// A faded pop-up presented while the bridge's sheet still animates in: the sheet completes
  /// first, once its own presentation has ended (before the pop-up shows), then the pop-up,
  /// each once, and the pop-up is on top.
  @Test func aFadedPopUpOpenedWhileASheetAnimatesInCompletesAfterIt() throws {
    let scene = try SixteenScene(showing: basePath)
    var order: [String] = []
    let edit: Screen = try scene.open("edit", from: scene.screen("detail"), as: .modal) {
      order.append("edit \(scene.outline)")
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    try scene.open("tip", from: edit, as: .fade) { order.append("tip \(scene.outline)") }
    _ = consume edit
    DoubleRunLoop.main.runUntilIdle()

    #expect(
      order == [
        "edit tabs(*nav(home/detail),nav(other))/edit",
        "tip tabs(*nav(home/detail),nav(other))/edit/tip",
      ])
    scene.expectSettled()
  }

  /// A screen pushed with the fade while the system push of the one below still animates: each
  /// completes once in order, the edge swipe does not start on it (a custom pop animation), and
  /// the back button pops it.
  @Test func aCustomPushDuringASystemPushCompletesInOrderAndPopsBack() throws {
    let scene = try SixteenScene(showing: basePath)
    var order: [String] = []
    let step: Screen = try scene.open("step", from: scene.screen("detail"), as: .push) {
      order.append("step")
    }
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    try scene.open("card", from: step, as: .push(animator: FadeAnimator.shared)) {
      order.append("card \(scene.outline)")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(order == ["step", "card tabs(*nav(home/detail/step/card),nav(other))"])
    _ = consume step

    let navigation = try #require(scene.navigation(0))
    #expect(UIKitUser.beginSwipeBack(in: navigation) == nil)
    #expect(UIKitUser.tapBackButton(in: navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.outline == "tabs(*nav(home/detail/step),nav(other))")
    scene.expectSettled()
  }

  /// A faded pop-up closed while it still fades in, then presented again in the same turn:
  /// each completion runs once, in order, and UIKit ends with one pop-up.
  @Test func aFadedPopUpClosedAndReopenedWhileItFadesInEndsWithOnePopUp() throws {
    let scene = try SixteenScene(showing: basePath)
    var order: [String] = []
    var tipRouter = try scene.open("tip", from: scene.screen("detail"), as: .fade) {
      order.append("first")
    }.router
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    try #require(tipRouter).close { _ in order.append("closed") }
    tipRouter = nil
    try scene.open("tip", from: scene.screen("detail"), as: .fade) { order.append("second") }
    DoubleRunLoop.main.runUntilIdle()

    #expect(order == ["first", "closed", "second"])
    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))/tip")
    scene.expectSettled()
  }

  /// A faded pop-up asked for while the bridge dismisses a sheet: the close completes first,
  /// with the sheet gone, then the pop-up, over the stack.
  @Test func aFadedPopUpAskedWhileASheetIsDismissedShowsAfterTheDismissal() throws {
    let scene = try SixteenScene(showing: basePath)
    var editRouter = try scene.open("edit", from: scene.screen("detail"), as: .modal).router
    DoubleRunLoop.main.runUntilIdle()
    var order: [String] = []
    try #require(editRouter).close { _ in order.append("closed \(scene.outline)") }
    editRouter = nil
    DoubleRunLoop.main.runQueuedWork()
    #expect(DoubleRunLoop.main.isAnimating)
    try scene.open("tip", from: scene.screen("detail"), as: .fade) {
      order.append("tip \(scene.outline)")
    }
    DoubleRunLoop.main.runUntilIdle()

    #expect(
      order == [
        "closed tabs(*nav(home/detail),nav(other))",
        "tip tabs(*nav(home/detail),nav(other))/tip",
      ])
    scene.expectSettled()
  }

  // MARK: - The app's own view controllers on top

  /// The app's share sheet over a bridged sheet; meanwhile the model pushes below, presents
  /// over the sheet and then closes that again: the share sheet is never dismissed by the
  /// bridge, the push shows at once, and the rest shows once the user dismisses it.
  @Test func theAppsShareSheetStaysWhileTheModelPushesPresentsAndClosesBelowAndAbove() throws {
    let scene = try SixteenScene(showing: basePath)
    let edit = try scene.open("edit", from: scene.screen("detail"), as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let sheet = try #require(scene.bridge.viewController(for: edit))
    let share = UIActivityViewController(activityItems: ["receipt"], applicationActivities: nil)
    sheet.present(share, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    var order: [String] = []
    try scene.open("step", from: scene.screen("detail"), as: .push) { order.append("step") }
    var helpRouter = try scene.open("help", from: edit, as: .modal) {
      order.append("help")
    }.router
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    #expect(sheet.presentedViewController === share)
    #expect(scene.navigation(0)?.viewControllers.map(\.title) == ["home", "detail", "step"])
    try #require(helpRouter).close { _ in order.append("help closed") }
    helpRouter = nil
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    #expect(sheet.presentedViewController === share)
    #expect(UIKitUser.swipeDown(share))
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    DoubleRunLoop.main.runUntilIdle()

    #expect(order == ["step", "help", "help closed"])
    #expect(scene.outline == "tabs(*nav(home/detail/step),nav(other))/edit")
    scene.expectSettled()
  }

  /// The app's alert over the screen on top of a stack; the model pops that stack to its root
  /// (the alert's presenter leaves UIKit's stack) and selects the other tab: the alert is never
  /// dismissed by the bridge, and after the user's tap everything is in step.
  @Test func anAlertOverAScreenTheModelPopsAwayStaysUntilTheUserTapsIt() throws {
    let scene = try SixteenScene(showing: basePath)
    let detail = try scene.screen("detail")
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .cancel))
    try #require(scene.bridge.viewController(for: detail)).present(alert, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    var popped = 0
    try #require(detail.router).popToRoot { _ in popped += 1 }
    _ = consume detail
    DoubleRunLoop.main.runUntilIdle()
    try #require(try scene.screen("home").router).selectTab(at: 1)
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    #expect(scene.uiWindow.rootViewController?.presentedViewController === alert)
    #expect(UIKitUser.tap("OK", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    DoubleRunLoop.main.runUntilIdle()

    #expect(popped == 1)
    #expect(scene.outline == "tabs(nav(home),*nav(other))")
    scene.expectSettled()
  }

  /// The app's alert over a bridged sheet; the model fades a pop-up in over that sheet and
  /// pushes below it: the push shows at once, the pop-up waits for the alert, and after the
  /// user's tap it fades in, each completion once.
  @Test func aFadedPopUpOverASheetWaitsForTheAppsAlertWhileAPushBelowShows() throws {
    let scene = try SixteenScene(showing: basePath)
    let edit = try scene.open("edit", from: scene.screen("detail"), as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .cancel))
    try #require(scene.bridge.viewController(for: edit)).present(alert, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    var order: [String] = []
    try scene.open("tip", from: edit, as: .fade) { order.append("tip") }
    try scene.open("step", from: scene.screen("detail"), as: .push) { order.append("step") }
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    #expect(order == [])
    #expect(scene.navigation(0)?.viewControllers.map(\.title) == ["home", "detail", "step"])
    #expect(scene.bridge.viewController(for: edit)?.presentedViewController === alert)
    #expect(UIKitUser.tap("OK", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: 1)
    DoubleRunLoop.main.runUntilIdle()

    #expect(order == ["tip", "step"])
    #expect(scene.outline == "tabs(*nav(home/detail/step),nav(other))/edit/tip")
    scene.expectSettled()
  }

  // MARK: - Tabs

  /// The user taps the selected tab (UIKit pops its stack, animated) and, in that turn, the
  /// model selects the other tab: the user's pop reaches the model, the model's tab shows, and
  /// its completion runs once.
  @Test func aTabTheModelSelectsAsTheUsersTapOnTheShownTabPopsShowsOnce() throws {
    let scene = try SixteenScene(showing: basePath)
    let tabs = try #require(scene.uiWindow.rootViewController as? UITabBarController)
    #expect(UIKitUser.tapTab(in: tabs, at: 0))
    var selected = 0
    try #require(try scene.screen("home").router).selectTab(at: 1) { _ in selected += 1 }
    DoubleRunLoop.main.runUntilIdle()

    #expect(selected == 1)
    #expect(scene.outline == "tabs(nav(home),*nav(other))")
    #expect(try scene.window.path().root == scene.pathRoot(selected: 1, homeStack: ["home"]))
    scene.expectSettled()
  }

  /// The user taps the second tab and, later in the same turn, the model selects the first:
  /// the user's tap reaches the model first, then the model's selection shows; each once.
  @Test func aTabTheUserTapsThenTheModelSelectsAnotherEndsOnTheModelsTab() throws {
    let scene = try SixteenScene(showing: basePath)
    var events: [String] = []
    let observation = scene.window.context.addObserver { events.append($0.description) }
    defer { observation.cancel() }
    let tabs = try #require(scene.uiWindow.rootViewController as? UITabBarController)
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    var selected = 0
    try #require(try scene.screen("home").router).selectTab(at: 0) { _ in selected += 1 }
    DoubleRunLoop.main.runUntilIdle()

    #expect(selected == 1)
    #expect(scene.outline == "tabs(*nav(home/detail),nav(other))")
    scene.expectSettled()
  }

  /// Six tabs: the user is in the More list when the model selects a tab shown through More:
  /// UIKit shows it in the More list's stack, and a back swipe from a push there reaches the
  /// model.
  @Test func aTabTheModelSelectsThroughMoreWhileTheUserIsInTheMoreListShowsIt() throws {
    let path = ScreenPath(
      root: .tabs((0..<6).map { .stack([id("t\($0)")]) }, selectedIndex: 0))
    let scene = try SixteenScene(showing: path)
    let tabs = try #require(scene.uiWindow.rootViewController as? UITabBarController)
    #expect(UIKitUser.tapMore(in: tabs))
    DoubleRunLoop.main.runUntilIdle()
    var selected = 0
    try #require(try scene.screen("t0").router).selectTab(at: 5) { _ in selected += 1 }
    DoubleRunLoop.main.runUntilIdle()
    #expect(selected == 1)
    #expect(tabs.selectedIndex == 5)
    try scene.open("help", from: scene.screen("t5"), as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let fifth = try #require(tabs.viewControllers?[5] as? UINavigationController)
    #expect(fifth.topViewController?.title == "help")
    #expect(UIKitUser.swipeBack(in: fifth))
    DoubleRunLoop.main.runUntilIdle()

    #expect(scene.window.screens(with: id("help")).isEmpty)
    #expect(try scene.window.path().root == path.root.selecting(5))
    scene.expectSettled()
  }

  // MARK: - Leak reports after the user's gestures

  /// The user swipes back from a pushed screen, then swipes down a wrapped sheet with a pushed
  /// step: after each, both leak reports are empty and the screens and view controllers are
  /// freed.
  @Test func theLeakReportsStayEmptyAfterASwipeBackAndASheetSwipeDown() throws {
    let scene = try SixteenScene(showing: basePath)
    let watcher = LifetimeWatcher()
    do {
      let navigation = try #require(scene.navigation(0))
      let detail = try scene.screen("detail")
      watcher.watch(detail, as: "detail")
      watcher.watch(scene.bridge.viewController(for: detail), as: "detail controller")
      #expect(UIKitUser.swipeBack(in: navigation))
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.window.leakedScreens() == [])
    #expect(scene.bridge.leakedViewControllers() == [])
    #expect(watcher.survivors == [])

    do {
      let edit = try scene.open("edit", from: scene.screen("home"), as: .modal(inNavigation: true))
      let step = try scene.open("step", from: edit, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(edit, as: "edit")
      watcher.watch(step, as: "step")
      watcher.watch(scene.bridge.viewController(for: step), as: "step controller")
      #expect(swipeDownTop(of: scene.uiWindow))
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.window.leakedScreens() == [])
    #expect(scene.bridge.leakedViewControllers() == [])
    #expect(watcher.survivors == [])
    scene.expectSettled()
  }

  /// While the user holds a back swipe the swiped screen is still shown, so neither report
  /// lists it; a cancelled swipe leaves it shown and listed nowhere; a finished one frees it.
  @Test(arguments: [false, true])
  func aHeldBackSwipeIsNoLeakAndItsEndLeavesNone(finishes: Bool) throws {
    let scene = try SixteenScene(showing: basePath)
    let watcher = LifetimeWatcher()
    var gesture: InteractiveGesture?
    do {
      let detail = try scene.screen("detail")
      watcher.watch(scene.bridge.viewController(for: detail), as: "detail controller")
      gesture = UIKitUser.beginSwipeBack(in: try #require(scene.navigation(0)))
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.window.leakedScreens() == [])
    #expect(scene.bridge.leakedViewControllers() == [])
    #expect(finishes ? gesture?.finish() == true : gesture?.cancel() == true)
    gesture = nil
    DoubleRunLoop.main.runUntilIdle()

    #expect(watcher.survivors == (finishes ? [] : ["detail controller"]))
    #expect(scene.window.leakedScreens() == [])
    #expect(scene.bridge.leakedViewControllers() == [])
    scene.expectSettled()
  }

  /// While the user drags a wrapped sheet with a pushed step, neither report lists its
  /// screens; a cancelled drag leaves them shown, a finished one frees all of them.
  @Test(arguments: [false, true])
  func aHeldSheetDragIsNoLeakAndItsEndLeavesNone(finishes: Bool) throws {
    let scene = try SixteenScene(showing: basePath)
    let watcher = LifetimeWatcher()
    var gesture: InteractiveGesture?
    do {
      let edit = try scene.open(
        "edit", from: scene.screen("detail"), as: .modal(inNavigation: true))
      let step = try scene.open("step", from: edit, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(step, as: "step")
      watcher.watch(scene.bridge.viewController(for: step), as: "step controller")
      let sheet = try #require(scene.uiWindow.rootViewController?.presentedViewController)
      watcher.watch(sheet, as: "sheet")
      gesture = UIKitUser.beginSwipeDown(sheet)
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(gesture?.isHeld == true)
    #expect(scene.window.leakedScreens() == [])
    #expect(scene.bridge.leakedViewControllers() == [])
    #expect(finishes ? gesture?.finish() == true : gesture?.cancel() == true)
    gesture = nil
    DoubleRunLoop.main.runUntilIdle()

    #expect(watcher.survivors == (finishes ? [] : ["step", "step controller", "sheet"]))
    #expect(scene.window.leakedScreens() == [])
    #expect(scene.bridge.leakedViewControllers() == [])
    scene.expectSettled()
  }
}

// MARK: - Support

/// The identity named `name`.
private func id(_ name: String) -> ScreenIdentity { ScreenIdentity(name) }

/// An ``ItemScreen`` titled and identified `name`.
@MainActor
private func named(_ name: String) -> ItemScreen {
  let screen = ItemScreen(title: name)
  screen.identity = id(name)
  return screen
}

/// Two tabs: home, with detail pushed on it (selected), and other.
private var basePath: ScreenPath {
  ScreenPath(
    root: .tabs([.stack([id("home"), id("detail")]), .stack([id("other")])], selectedIndex: 0))
}

/// Builds every name the round uses as an ``ItemScreen`` titled with it.
@MainActor
private func sixteenRegistry() -> ScreenRegistry {
  var registry = ScreenRegistry()
  let names = ["home", "detail", "other", "edit", "step", "orders", "help", "tip", "card"]
  for name in names + (0..<6).map({ "t\($0)" }) {
    registry.register(name) { identity, _ in ItemScreen(title: identity.name) }
  }
  return registry
}

extension ScreenPath.Node {
  /// The same tabs with tab `index` selected.
  fileprivate func selecting(_ index: Int) -> ScreenPath.Node {
    guard case .tabs(let tabs, _, let title) = self else { return self }
    return .tabs(tabs, selectedIndex: index, title: title)
  }
}

/// What `uiWindow` shows: `tabs(*nav(home/detail),nav(other))/nav(edit)`.
@MainActor
private func uikitOutline(_ uiWindow: UIWindow) -> String {
  guard var current = uiWindow.rootViewController else { return "-" }
  var text = outline(of: current)
  while let presented = current.presentedViewController {
    text += "/" + outline(of: presented)
    current = presented
  }
  return text
}

/// One view controller and its children, without what it presents.
@MainActor
private func outline(of controller: UIViewController) -> String {
  if let tabs = controller as? UITabBarController {
    let children = (tabs.viewControllers ?? []).enumerated().map { index, child in
      (index == tabs.selectedIndex ? "*" : "") + outline(of: child)
    }
    return "tabs(\(children.joined(separator: ",")))"
  }
  if let navigation = controller as? UINavigationController {
    return "nav(\(navigation.viewControllers.map { $0.title ?? "?" }.joined(separator: "/")))"
  }
  return controller.title ?? "?"
}

/// Swipes down the topmost view controller presented in `uiWindow`, keeping no reference to it.
@MainActor
private func swipeDownTop(of uiWindow: UIWindow) -> Bool {
  var top = uiWindow.rootViewController
  while let presented = top?.presentedViewController { top = presented }
  guard let top, top !== uiWindow.rootViewController else { return false }
  return UIKitUser.swipeDown(top)
}

/// Opens a screen named `name` from `screen` with `transition`; `completed` runs when the open
/// completes successfully.
@MainActor
@discardableResult
private func openNamed(
  _ name: String, from screen: Screen, as transition: Transition,
  completed: @escaping @MainActor () -> Void
) throws -> ItemScreen {
  var made: ItemScreen?
  try #require(screen.router).open(transition) { _ in
    let item = named(name)
    made = item
    return item
  } completion: { result in
    if case .success = result { completed() }
  }
  return try #require(made)
}

/// A window restored from a path and bridged to a `UIWindow`, as a scene builds it.
@MainActor
private final class SixteenScene: BridgedScene {
  let window: Window
  let uiWindow: UIWindow
  let bridge: UIKitBridge

  /// Restores `path` into `window` and bridges it to `uiWindow`; UIKit settles.
  init(showing path: ScreenPath, in window: Window = Window()) throws {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.dropCompletions(0)
    DoubleRunLoop.main.clearLog()
    self.window = window
    uiWindow = UIWindow()
    try window.restore(path, using: sixteenRegistry())
    bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
  }

  /// What UIKit shows (see ``uikitOutline(_:)``).
  var outline: String { uikitOutline(uiWindow) }

  /// The navigation controller of tab `index`.
  func navigation(_ index: Int) -> UINavigationController? {
    (uiWindow.rootViewController as? UITabBarController)?.viewControllers?[index]
      as? UINavigationController
  }

  /// The shown screen named `name`.
  func screen(_ name: String) throws -> Screen {
    try #require(window.screens(with: id(name)).first)
  }

  /// The base path's tabs with tab `selected` selected and `homeStack` in the first tab.
  func pathRoot(selected: Int, homeStack: [String]) -> ScreenPath.Node {
    .tabs([.stack(homeStack.map(id)), .stack([id("other")])], selectedIndex: selected)
  }

  /// Opens a screen named `name` from `screen` with `transition`.
  @discardableResult
  func open(
    _ name: String, from screen: Screen, as transition: Transition,
    completed: @escaping @MainActor () -> Void = {}
  ) throws -> ItemScreen {
    try openNamed(name, from: screen, as: transition, completed: completed)
  }
}

/// A scene whose bridge the test lets go without `stop()`, as a disconnected scene does.
@MainActor
private final class LooseScene {
  let window: Window
  let uiWindow: UIWindow
  private(set) var bridge: UIKitBridge?

  /// Restores `path` into `window` and bridges it to a new `UIWindow`; UIKit settles.
  init(showing path: ScreenPath, in window: Window) throws {
    DoubleRunLoop.main.runUntilIdle()
    self.window = window
    uiWindow = UIWindow()
    try window.restore(path, using: sixteenRegistry())
    let bridge = UIKitBridge(window: window, uiWindow: uiWindow)
    bridge.register(ItemScreen.self) { ItemViewController(screen: $0) }
    self.bridge = bridge
    uiWindow.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
  }

  /// Lets the bridge go, without `stop()`.
  func letGo() { bridge = nil }

  /// The navigation controller of tab `index`.
  func navigation(_ index: Int) -> UINavigationController? {
    (uiWindow.rootViewController as? UITabBarController)?.viewControllers?[index]
      as? UINavigationController
  }

  /// The shown screen named `name`.
  func screen(_ name: String) throws -> Screen {
    try #require(window.screens(with: id(name)).first)
  }

  /// Opens a screen named `name` from `screen` with `transition`.
  @discardableResult
  func open(
    _ name: String, from screen: Screen, as transition: Transition,
    completed: @escaping @MainActor () -> Void = {}
  ) throws -> ItemScreen {
    try openNamed(name, from: screen, as: transition, completed: completed)
  }
}

/// A window bridged again by a test's own new bridge.
@MainActor
private struct Rebridged: BridgedScene {
  let window: Window
  let uiWindow: UIWindow
  let bridge: UIKitBridge

  var outline: String { uikitOutline(uiWindow) }
}
