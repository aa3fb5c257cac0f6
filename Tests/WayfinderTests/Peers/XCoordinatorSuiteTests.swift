import Testing
import Wayfinder
import WayfinderTesting

// XCoordinator's own test files, case by case (QuickBirdEng/XCoordinator,
// Tests/XCoordinatorTests): each test names the file and the case it translates. Round one
// (XCoordinatorBehaviourTests) has TransitionTests' completion cases for push, pop, popToRoot,
// set, pop(to:), present, dismiss and select(index:). A child coordinator is a screen opened by
// a router, with its own router and view model; "pruned" is "no longer in the hierarchy", and
// "deallocated" is checked with `LifetimeWatcher`.

/// The router of a screen built inside an awaited call, handed to the test.
@MainActor
private final class ResultRouterBox {
  weak var router: ResultRouter<Int>?
}

/// A custom animation, as XCoordinator's `TestAnimation`.
private final class SlideAnimator: Animator {
  let name = "slide"
  let duration: Duration = .milliseconds(250)
}

@MainActor
@Suite struct XCoordinatorSuiteTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  /// Watches `screen`, its view model and its router.
  func watchAll(_ screen: ItemScreen, as name: String, in watcher: LifetimeWatcher) {
    watcher.watch(screen, as: name)
    watcher.watch(screen.viewModel, as: "\(name)'s view model")
    watcher.watch(screen.itemRouter, as: "\(name)'s router")
  }

  // MARK: - ChildPruningOnTeardownTests.swift

  // testChildPrunedWhenDismissedBypassingXCoordinator, testModalDismissPrunesAndDeallocates
  // Child and testAnimatedDismissPrunesChild: a presented child dismissed from its parent (not
  // by its own router), animated or not, leaves the hierarchy and is freed with its router and
  // view model.
  @Test(arguments: [false, true])
  func aChildDismissedByItsParentIsPrunedAndFreed(animated: Bool) throws {
    let watcher = LifetimeWatcher()
    do {
      let child = try app.open("child", from: app.shop.itemRouter, as: .modal)
      watchAll(child, as: "child", in: watcher)
      #expect(app.tabs.presentedScreen === child)
    }
    #expect(!watcher.allFreed)

    app.shop.itemRouter.dismissAll(animated: animated)

    #expect(app.tabs.presentedScreen == nil)
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(app.window.leakedScreens().isEmpty)
  }

  // testPushThenPopLeavesConsistentChildren: a pushed child is in the stack, and gone (and
  // freed) after a pop.
  @Test func aPushedChildIsPrunedAfterAPop() throws {
    let watcher = LifetimeWatcher()
    do {
      let child = try app.open("child", from: app.shop.itemRouter, as: .push)
      watchAll(child, as: "child", in: watcher)
      #expect(app.shop.navigationContainer?.stack.last === child)
      child.itemRouter.close()
    }

    #expect(app.shop.navigationContainer?.stack.count == 1)
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
  }

  // testCoveredChildIsNotPruned: a child covered by a full-screen presentation of its own is
  // kept, and still shown in the window.
  @Test func aCoveredChildIsKept() throws {
    weak var covered: ItemScreen?
    do {
      let a = try app.open("a", from: app.shop.itemRouter, as: .modal)
      covered = a
      try app.open("b", from: a.itemRouter, as: .modal)
    }

    let a = try #require(covered)
    #expect(a.isShown)
    #expect(app.tabs.presentedScreen === a)
    #expect(app.window.topmostScreen?.title == "b")
  }

  // testDeselectedTabChildIsNotPruned: switching tabs keeps the deselected tab's screens, which
  // still route.
  @Test func aDeselectedTabsChildIsKeptAndStillRoutes() throws {
    weak var deselected: ItemScreen?
    do {
      deselected = try app.open("child", from: app.shop.itemRouter, as: .push)
    }
    app.shop.itemRouter.selectTab(at: 1)

    let child = try #require(deselected)
    #expect(child.isShown)
    #expect(app.tabs.selectedIndex == 1)
    try app.open("grandchild", from: child.itemRouter, as: .push)
    #expect(try app.path == "tabs(nav(shop/child/grandchild),*nav(wishlist))")
  }

  // testNavigationContainerChildIsIntactThenPruned: a presented navigation flow still pushes,
  // and dismissing it frees every screen of it with its router and view model.
  @Test func aPresentedNavigationFlowPushesThenIsPrunedWhole() throws {
    let watcher = LifetimeWatcher()
    do {
      let flow = try app.open("flow", from: app.shop.itemRouter, as: .modal(inNavigation: true))
      let pushed = try app.open("pushed", from: flow.itemRouter, as: .push)
      #expect(flow.navigationContainer?.stack.count == 2)
      watchAll(flow, as: "flow", in: watcher)
      watchAll(pushed, as: "pushed", in: watcher)
      if let navigation = flow.navigationContainer { watcher.watch(navigation, as: "navigation") }
    }

    app.shop.itemRouter.dismissAll()

    #expect(watcher.count == 7)
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
  }

  // MARK: - CoordinatorChildLifecycleTests.swift

  // testPresentedChildSurvivesTransitionCompletionSweep: a child the transition added is alive
  // in the transition's completion and after it, held by the hierarchy alone.
  @Test func aChildOpenedSurvivesItsOwnCompletion() throws {
    weak var child: ItemScreen?
    var aliveInCompletion = false
    app.shop.itemRouter.open(.modal) { router in
      try PeerShop.build(ScreenIdentity("child"), router: router)
    } completion: { result in
      child = try? result.get()
      aliveInCompletion = child?.isShown == true
    }

    #expect(aliveInCompletion)
    #expect(child?.isShown == true)
    #expect(child?.itemRouter.root === child)
  }

  // testChildInHierarchyIsKeptUntilItLeaves: an embedded child (a tab the root's router made)
  // is kept while it is in the hierarchy, held by nothing else, and freed once it leaves (the
  // window's root is replaced).
  @Test func anEmbeddedChildIsKeptUntilItLeaves() throws {
    let window = Window()
    let watcher = LifetimeWatcher()
    try window.setRoot { router in
      let tab = try router.makeScreen { try PeerShop.build(ScreenIdentity("tab"), router: $0) }
      watchAll(tab, as: "tab", in: watcher)
      return try TabContainer(tabs: [NavigationContainer(root: tab)])
    }
    #expect(watcher.survivors.count == 3)
    #expect(window.screens(with: ScreenIdentity("tab")).count == 1)

    try window.setRoot { router in try PeerShop.build(ScreenIdentity("home"), router: router) }

    #expect(try window.path().description == "home")
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
  }

  // MARK: - TransitionTests.swift

  // testTabBarCoordinator's `.select(tabs1[1])`: selecting a tab by its screen calls the
  // completion once with the tab shown; a screen that is not a tab is refused.
  @Test func selectingATabByItsScreen() throws {
    let wishlistTab = try #require(app.wishlist.navigationContainer)
    var completions: [Result<Void, RoutingError>] = []

    app.shop.itemRouter.route(to: wishlistTab, as: .selectTab) { completions.append($0) }

    #expect(completions.count == 1 && completions.first?.error == nil)
    #expect(app.tabs.selectedIndex == 1)

    let refused = outcome {
      app.shop.itemRouter.route(to: app.shop, as: .selectTab, completion: $0)
    }
    #expect(refused?.error?.reason == .hierarchy(.notATab(ScreenInfo(app.shop))))
    #expect(app.tabs.selectedIndex == 1)
  }

  // testStandardTransitions' `.embed(_:in:)`: a screen its container placed (a tab) is "opened"
  // with the empty transition, which only checks it is placed; its completion is called once.
  @Test func theEmptyTransitionChecksThePlacementAndCompletes() throws {
    let tabsRouter = try #require(app.tabs.router)
    let placed = outcome { tabsRouter.route(to: app.wishlist, as: .empty, completion: $0) }
    #expect(placed?.error == nil)

    let loose = Screen(title: "loose")
    let refused = outcome { tabsRouter.route(to: loose, as: .empty, completion: $0) }
    #expect(refused?.error?.reason == .notPlaced(ScreenInfo(loose)))
  }

  // MARK: - AnimationTests.swift

  // testNavigationCoordinator and testStandardAnimationsCalled: a transition given an animation
  // runs it, and undoing the transition (pop, dismiss) runs the same one; a stack change asked
  // without animation records none.
  @Test func undoingATransitionRunsTheAnimationItWasOpenedWith() throws {
    let slide = SlideAnimator()
    let pushed = try app.open("pushed", from: app.shop.itemRouter, as: .push(animator: slide))
    pushed.itemRouter.close()
    let presented = try app.open("presented", from: app.shop.itemRouter, as: .animated(with: slide))
    presented.itemRouter.dismiss()
    let flow = try app.open(
      "flow", from: app.shop.itemRouter, as: .animated(with: slide, inNavigation: true))
    let inside = try app.open("inside", from: flow.itemRouter, as: .push)
    inside.itemRouter.dismiss()
    try app.open("again", from: app.shop.itemRouter, as: .push)
    app.shop.itemRouter.popToRoot(animated: false)

    #expect(
      app.events.lines.filter { !$0.hasPrefix("opened") } == [
        #"closed ItemScreen "pushed" (push, slide 250ms)"#,
        #"dismissed ItemScreen "presented" (animated, slide 250ms)"#,
        #"dismissed ItemScreen "inside" (animated, slide 250ms)"#,
        #"popped 1 to ItemScreen "shop" (push)"#,
      ])
  }

  // MARK: - AsyncCombineTests.swift

  // testAsyncTriggerCompletes: the awaited form of a route (a link handled and waited for)
  // returns once the route ran.
  @Test func theAwaitedFormReturnsOnceTheRouteRan() async throws {
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["app://"])
    try deeplinks.register("/home") { link in
      try link.router(as: (any Router).self).open(.push) { router in
        try PeerShop.build(ScreenIdentity("home"), router: router)
      }
    }

    let result = await deeplinks.handleAndWait("app://home")

    #expect(result.description == "handled (opened)")
    #expect(try app.path == "tabs(*nav(shop/home),nav(wishlist))")
  }

  // testAsyncTriggerSurvivesDoubleCompletion: a transition that calls its completion twice must
  // not resume the awaiting call twice. A guard's flow that reports twice (and a screen that
  // finishes twice) ends the awaited call once, with the first report.
  @Test func aFlowThatReportsTwiceEndsTheAwaitedCallOnce() async throws {
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["app://"])
    let twice = DeeplinkGuard("twice") { _ in
      .requireFlow { _, completion in
        completion(.success(()))
        completion(.failure(CancellationError()))
      }
    }
    var handlerRuns = 0
    try deeplinks.register("/home", guards: [twice]) { _ in handlerRuns += 1 }

    let result = await deeplinks.handleAndWait("app://home")

    #expect(result.description == "handled (opened)")
    #expect(handlerRuns == 1)

    let home = app.shop.itemRouter
    let built = ResultRouterBox()
    let waiting = Task { @MainActor [weak built] in
      await home.openAndWait(.modal, returning: Int.self) { router in
        built?.router = router
        return try PeerShop.build(ScreenIdentity("picker"), router: router)
      }
    }
    while built.router == nil { await Task.yield() }
    let picker = try #require(built.router)
    picker.finish(with: 1)
    picker.finish(with: 2)

    #expect(await waiting.value.value == 1)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }

  // MARK: - ContextMenuInteractionTests.swift

  // testCommittingPreviewRetainsPresentedCoordinatorAsChild: a preview built ahead (a context
  // menu's) and committed is kept by the hierarchy once nobody else holds it, with its router.
  @Test func aCommittedPreviewIsKeptByTheHierarchy() throws {
    weak var committed: ItemScreen?
    do {
      let preview = try app.shop.itemRouter.makeScreen { router in
        try PeerShop.build(ScreenIdentity("preview"), router: router)
      }
      committed = preview
      app.shop.itemRouter.route(to: preview, as: .modal)
    }

    let preview = try #require(committed)
    #expect(preview.isShown)
    #expect(preview.itemRouter.root === preview)
    preview.itemRouter.close()
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }
}
