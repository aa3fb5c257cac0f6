import Testing
import Wayfinder
import WayfinderTesting

// Round three of the peers' own test files, case by case: the cases rounds one and two
// (`*BehaviourTests`, `*SuiteTests`) left out that mean something in Wayfinder's model, for
// XCoordinator (Tests/XCoordinatorTests), RouteComposer (Example/Tests), FlowStacks
// (Tests/FlowStacksTests and FlowStacksAppUITests), ComposableNavigator (Tests and
// Example/ExampleUITests) and Marshroute (MarshrouteTests/Sources). Each test names the peer's
// file and case. Left out, with no counterpart here: XCoordinator's page and split
// coordinators, SwiftUI modifiers, Combine publishers and `@TransitionBuilder` (Wayfinder has no
// compound transition value); RouteComposer's context tasks, runtime storage, split actions and
// adding tabs to a shown tab bar (Wayfinder's tabs are fixed when the container is made);
// Marshroute's transition-context stack and master-detail routers.

/// A custom animation for tab selections and root replacements, as the peers' test animations.
private final class CurlAnimator: Animator {
  let name = "curl"
  let duration: Duration = .milliseconds(300)
}

// MARK: - XCoordinator

@MainActor
@Suite struct XCoordinatorRoundThreeTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  // CoordinatorChildLifecycleTests.testChildReleasedOnceRemovedFromHierarchy: a child whose view
  // controller never reached the hierarchy is released, with what it made, once nothing holds
  // it. A screen built ahead (`makeScreen`) and never shown is freed with its router and view
  // model when the caller drops it, and the window reports no leak.
  @Test func aChildNeverShownIsReleasedOnceDropped() throws {
    let watcher = LifetimeWatcher()
    do {
      let child = try app.shop.itemRouter.makeScreen { router in
        try PeerShop.build(ScreenIdentity("child"), router: router)
      }
      watcher.watch(child, as: "child")
      watcher.watch(child.viewModel, as: "child's view model")
      watcher.watch(child.itemRouter, as: "child's router")
      #expect(!child.isInHierarchy)
      #expect(!watcher.allFreed)
    }

    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(app.window.leakedScreens().isEmpty)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }

  // ChildPruningOnTeardownTests.testChildPrunedWhenDismissedBypassingXCoordinator, with the
  // dismissal made by the user (a sheet swiped down, which the model follows), not by any
  // router: the child leaves the hierarchy and is freed with its router and view model.
  @Test func aChildTheUserSwipedAwayIsPrunedAndFreed() throws {
    let watcher = LifetimeWatcher()
    do {
      let child = try app.open("child", from: app.shop.itemRouter, as: .modal)
      watcher.watch(child, as: "child")
      watcher.watch(child.viewModel, as: "child's view model")
      watcher.watch(child.itemRouter, as: "child's router")
      app.window.followUserClose(of: child)
    }

    #expect(app.tabs.presentedScreen == nil)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(app.window.leakedScreens().isEmpty)
  }

  // TabSplitBindingTests.testTabBarEmptyItemsDoesNotCrash: a tab container with no tabs is
  // valid and empty; selecting a tab in it is refused with the reason, nothing else changes.
  @Test func aTabContainerWithoutTabsIsEmptyAndRefusesASelection() throws {
    let window = Window()
    let tabs = try window.setRoot { _ in try TabContainer(tabs: []) }

    #expect(tabs.tabs.isEmpty)
    #expect(tabs.selectedTab == nil)
    #expect(tabs.selectedIndex == 0)
    #expect(window.topmostScreen === tabs)

    let router = try #require(tabs.router)
    let refused = outcome { router.selectTab(at: 0, completion: $0) }
    #expect(refused?.error?.reason == .hierarchy(.tabIndexOutOfRange(index: 0, count: 0)))
    #expect(tabs.selectedTab == nil)
  }

  // TabSplitBindingTests.testTabBarNonZeroBasedSliceSelectsCorrectTab: the tab asked for at
  // creation is the one selected and shown (not the first), and the selection stays as given.
  @Test func theTabSelectedAtCreationIsTheOneShown() throws {
    let window = Window()
    var made: [ItemScreen] = []
    let tabs: TabContainer = try window.setRoot { router in
      made = try ["20", "30"].map { name in
        try router.makeScreen { try PeerShop.build(ScreenIdentity(name), router: $0) }
      }
      return try TabContainer(tabs: made, selectedIndex: 1)
    }

    #expect(tabs.tabs.count == 2)
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.selectedTab === made.last)
    #expect(window.topmostScreen?.title == "30")
    #expect(try window.path().description == "tabs(20,*30)")

    #expect(throws: HierarchyError.tabIndexOutOfRange(index: 2, count: 1)) {
      try TabContainer(tabs: [Screen(title: "only")], selectedIndex: 2)
    }
  }

  // AnimationTests.testTabBarCoordinator: `.select(tabs[1], animation:)` and
  // `.select(index:animation:)` run the animation given, then the completion. A tab selection
  // with a custom animator selects the tab, completes once, and its event names the animator.
  @Test func aTabSelectionWithACustomAnimationRecordsIt() throws {
    let curlSelect = Transition("curl tab", placement: .tab, animator: CurlAnimator())
    let wishlistTab = try #require(app.wishlist.navigationContainer)
    var completions: [Result<Void, RoutingError>] = []

    app.shop.itemRouter.route(to: wishlistTab, as: curlSelect) { completions.append($0) }

    #expect(completions.count == 1 && completions.first?.error == nil)
    #expect(app.tabs.selectedIndex == 1)
    #expect(app.events.events.count == 1)
    #expect(app.events.lines.first?.contains("curl 300ms") == true)
  }

  // TransitionTests.testTabBarCoordinator: `.multiple(.set(tabs1), .select(tabs1[1]))` replaces
  // the tabs and selects one of the new ones. Wayfinder's tabs are fixed when the container is
  // made, so the new tabs are a new container that replaces the root, selecting its second
  // tab: one completion, and the old tabs are freed with their screens while the window lives.
  @Test func newTabsReplaceTheOldOnesWithTheirSelection() throws {
    let watcher = LifetimeWatcher()
    var window: Window?
    do {
      let old = try PeerShop()
      window = old.window
      watcher.watch(old.tabs, as: "old tabs")
      watcher.watch(old.shop, as: "shop")
      watcher.watch(old.shop.viewModel, as: "shop's view model")
      watcher.watch(old.wishlist, as: "wishlist")
      let rootRouter = try #require(old.tabs.router)
      var completions: [Result<TabContainer, RoutingError>] = []

      rootRouter.open(.root) { router in
        let tabs = try ["first", "second"].map { name in
          try router.makeScreen { try PeerShop.build(ScreenIdentity(name), router: $0) }
        }
        return try TabContainer(tabs: tabs, selectedIndex: 1)
      } completion: {
        completions.append($0)
      }

      #expect(completions.count == 1)
      let newTabs = try #require(try completions.first?.get())
      #expect(old.window.root === newTabs)
      #expect(newTabs.selectedTab?.title == "second")
      #expect(try old.path == "tabs(first,*second)")
    }

    #expect(window?.root != nil)
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(window?.leakedScreens().isEmpty == true)
  }
}

// MARK: - RouteComposer

@MainActor
@Suite struct RouteComposerRoundThreeTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  // ActionTests.testReplaceRootActionAnimated: the root is replaced with an animation
  // (`.transitionCurlUp`), the completion runs once and the new root is the window's. A custom
  // root transition carries its animator, which the event names.
  @Test func testReplaceRootActionAnimatedReplacesTheRootWithItsAnimation() throws {
    let curlRoot = Transition("curl root", placement: .root, animator: CurlAnimator())
    let rootRouter = try #require(app.tabs.router)
    var completions: [Result<ItemScreen, RoutingError>] = []

    rootRouter.open(curlRoot) { router in
      try PeerShop.build(ScreenIdentity("welcome"), router: router)
    } completion: {
      completions.append($0)
    }

    #expect(completions.count == 1)
    let welcome = try #require(try completions.first?.get())
    #expect(app.window.root === welcome)
    #expect(welcome.itemRouter.rootTransition == curlRoot)
    #expect(app.events.events.count == 1)
    #expect(app.events.lines.first?.contains("curl 300ms") == true)
  }

  // ExtensionsTest.testFindViewControllerParent and testViewControllerAllParents: from a view
  // controller, its parents are found nearest first: the navigation controller, then the tab
  // bar controller. A pushed screen's navigation container is its tab's stack and its tab
  // container the window's tabs; a screen presented without navigation has neither.
  @Test func testFindViewControllerParentFindsTheNearestContainers() throws {
    let pushed = try app.open("pushed", from: app.shop.itemRouter, as: .push)
    let shopStack = try #require(app.shop.navigationContainer)

    #expect(pushed.navigationContainer === shopStack)
    #expect(pushed.tabContainer === app.tabs)
    #expect(shopStack.tabContainer === app.tabs)
    #expect(app.tabs.navigationContainer == nil)
    #expect(shopStack.children.contains { $0 === pushed })

    let sheet = try app.open("sheet", from: pushed.itemRouter, as: .modal)
    #expect(sheet.navigationContainer == nil)
    #expect(sheet.tabContainer == nil)
    #expect(sheet.modalPresentationRoot === sheet)
    #expect(pushed.modalPresentationRoot == nil)
  }

  // ExtensionsTest.testFindViewController with `.presented` and `.presenting`: presentations
  // link the presenting screen to the presented one, and nothing else. The tabs (UIKit's
  // presentation context) present the navigation container that holds the new screen; the
  // screen pushed inside a presented stack presents nothing and is presented by nothing itself.
  @Test func testFindViewControllerFollowsPresentedAndPresenting() throws {
    let first = try app.open("first", from: app.shop.itemRouter, as: .modal(inNavigation: true))
    let firstStack = try #require(first.navigationContainer)
    let second = try app.open("second", from: first.itemRouter, as: .push)
    let third = try app.open("third", from: second.itemRouter, as: .modal)

    #expect(app.tabs.presentedScreen === firstStack)
    #expect(firstStack.presentingScreen === app.tabs)
    #expect(firstStack.presentedScreen === third)
    #expect(third.presentingScreen === firstStack)
    #expect(second.presentedScreen == nil && second.presentingScreen == nil)
    #expect(third.presentedScreen == nil)
    #expect(app.window.topmostScreen === third)
  }

  // ContainerLocatorTests.testControllerAdapterContainsAndVisible: a navigation container
  // contains the screens of its stack and no other, and only its top one is visible.
  @Test func testControllerAdapterContainsAndVisibleMeansTheStackAndItsTop() throws {
    let pushed = try app.open("pushed", from: app.shop.itemRouter, as: .push)
    let shopStack = try #require(app.shop.navigationContainer)
    let stranger = Screen(title: "stranger")

    #expect(shopStack.children.contains { $0 === app.shop })
    #expect(shopStack.children.contains { $0 === pushed })
    #expect(!shopStack.children.contains { $0 === stranger })
    #expect(!shopStack.children.contains { $0 === shopStack })
    #expect(shopStack.visibleChild === pushed)
    #expect(shopStack.topScreen === pushed)
    #expect(shopStack.rootScreen === app.shop)
    #expect(app.tabs.visibleChild === shopStack)
    #expect(app.tabs.visibleChild !== app.wishlist.navigationContainer)
  }

  // ContainerLocatorTests.testNavigationControllerAdepterEmptyViewControllers: an empty
  // navigation controller contains nothing. A Wayfinder stack always holds its root: a new
  // stack asked to be empty is refused and the stack stays as it was.
  @Test func testNavigationControllerAdepterEmptyViewControllersIsRefused() throws {
    try app.open("pushed", from: app.shop.itemRouter, as: .push)
    let before = try app.path

    let refused = outcome { completion in
      app.shop.itemRouter.setStack(build: { _ in }, completion: completion)
    }

    #expect(refused?.error?.reason == .hierarchy(.emptyStack))
    #expect(try app.path == before)
  }

  // ContainerTests.testTabBarControllerContainerBuild: a tab bar container built by a factory
  // from two child factories holds both children. A route presents a tab container whose two
  // tabs it builds with their own routers; each tab routes.
  @Test func testTabBarControllerContainerBuildHoldsBothTabs() throws {
    var made: Result<TabContainer, RoutingError>?
    app.shop.itemRouter.open(.modal) { router in
      let tabs = try ["left", "right"].map { name in
        try router.makeScreen { try PeerShop.build(ScreenIdentity(name), router: $0) }
      }
      return try TabContainer(tabs: tabs.map { try NavigationContainer(root: $0) })
    } completion: {
      made = $0
    }

    let tabs = try #require(try made?.get())
    #expect(tabs.children.count == 2)
    #expect(app.tabs.presentedScreen === tabs)
    let right = try #require(tabs.tabs.last?.children.first as? ItemScreen)
    try app.open("detail", from: right.itemRouter, as: .push)
    #expect(
      try app.path == "tabs(*nav(shop),nav(wishlist))/[modal]tabs(*nav(left),nav(right/detail))")
  }

  // ExtrasTest.testSingleNavigationRouterThrowingException: a navigation that throws leaves the
  // single-navigation lock free, so the next one runs. A link whose handler fails is refused
  // at once, waits for nothing, and the next link is handled.
  @Test func aLinkWhoseHandlerFailsDoesNotHoldBackTheNext() throws {
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["app://"])
    try deeplinks.register("/broken") { _ in
      throw CancellationError()
    }
    try deeplinks.register("/product") { link in
      try link.router(as: (any Router).self).open(.push) { router in
        try PeerShop.build(ScreenIdentity("product"), router: router)
      }
    }

    let broken = deeplinks.handle("app://broken")
    #expect(broken.isAccepted == false)
    #expect(deeplinks.pendingURL == nil)

    #expect(deeplinks.handle("app://product").isAccepted)
    #expect(try app.path == "tabs(*nav(shop/product),nav(wishlist))")
  }

  // ExtrasTest.testPresentingFinder: the finder of the presenting view controller, from a
  // presented navigation controller, finds the tab bar controller that presents it.
  @Test func thePresenterOfAPresentedStackIsTheTabs() throws {
    let sheet = try app.open("sheet", from: app.shop.itemRouter, as: .modal(inNavigation: true))
    let stack = try #require(sheet.navigationContainer)

    #expect(stack.presentingScreen === app.tabs)
    #expect(sheet.modalPresentationRoot === stack)
    #expect(sheet.modalPresentationRoot?.presentingScreen === app.tabs)
  }
}

// MARK: - FlowStacks

@MainActor
@Suite struct FlowStacksRoundThreeTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  /// The titles of the Shop tab's stack, bottom first.
  var shopStack: [String] { app.shop.navigationContainer?.stack.map(\.title) ?? [] }

  // CalculateStepsTests.testPushOneAtATime: from the root alone to three pushed screens, one
  // push per step, each step's stack the one before plus one screen.
  @Test func pushingOneAtATimeGrowsTheStackOneScreenPerStep() throws {
    var stacks: [[String]] = []
    var router = app.shop.itemRouter
    for name in ["-2", "-3", "-4"] {
      router = try app.open(name, from: router, as: .push).itemRouter
      stacks.append(shopStack)
    }

    #expect(
      stacks == [["shop", "-2"], ["shop", "-2", "-3"], ["shop", "-2", "-3", "-4"]])
    #expect(app.events.events.count == 3)
    #expect(app.events.lines.allSatisfy { $0.hasPrefix("opened") })
  }

  // FlowStacksUITests (launchAndRunNavigationTests): a sheet in navigation swiped down returns
  // Home; two screens pushed at once ("99 Red balloons": the number, then its visualisation)
  // are left with two taps on the back button; a sheet, pushes inside it, then "Go back to
  // root" from its top returns to Home with nothing presented.
  @Test func theNavigationTabsFlow() throws {
    do {
      let list = try app.open("List", from: app.shop.itemRouter, as: .modal(inNavigation: true))
      app.window.followUserClose(of: list)
      #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")

      app.shop.itemRouter.setStack { stack in
        try stack.keep(app.shop)
        try stack.push { try PeerShop.build(ScreenIdentity("99"), router: $0) }
        try stack.push { try PeerShop.build(ScreenIdentity("Visualise 99"), router: $0) }
      }
      #expect(shopStack == ["shop", "99", "Visualise 99"])
      for _ in 0..<2 {
        let top = try #require(app.shop.navigationContainer?.topScreen)
        app.window.followUserClose(of: top)
      }
      #expect(shopStack == ["shop"])

      let picker = try app.open("List", from: app.shop.itemRouter, as: .modal(inNavigation: true))
      var router = try app.open("1", from: picker.itemRouter, as: .push).itemRouter
      for name in ["2", "3", "4"] {
        router = try app.open(name, from: router, as: .push).itemRouter
      }
      #expect(
        try app.path == "tabs(*nav(shop),nav(wishlist))/[modal in navigation]nav(List/1/2/3/4)")
    }

    let backToRoot = outcome { app.shop.itemRouter.focus(completion: $0) }

    #expect(backToRoot?.error == nil)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(app.window.leakedScreens().isEmpty)
  }

  // NestedFlowStacksUITests: a child flow pushed inside the parent's stack has a root of its
  // own; its "Go back to root" returns to the child's root, not the parent's, and the child's
  // first screen is still there.
  @Test func goingBackToRootInANestedFlowStopsAtTheChildsRoot() throws {
    let list = try app.open("List", from: app.shop.itemRouter, as: .push)
    let one = try app.open("1", from: list.itemRouter, as: .push)
    let childHome = try app.open("child home", from: one.itemRouter, as: .push)
    let childList = try app.open("child list", from: childHome.itemRouter, as: .push)
    try app.open("child 1", from: childList.itemRouter, as: .push)

    let backToRoot = outcome { childHome.itemRouter.focus(completion: $0) }

    #expect(backToRoot?.error == nil)
    #expect(shopStack == ["shop", "List", "1", "child home"])
    #expect(app.window.topmostScreen === childHome)
  }

  // NumbersUITests.testNumbersTab: pushes, covers and sheets with navigation, each from the
  // screen on top; the back button's menu to an earlier screen; "Go back" from the top of a
  // presented stack (which closes that stack) and from a pushed screen; a sheet swiped down;
  // and "Go back to root" from deep inside, which leaves the tab's root alone.
  @Test func theNumbersFlow() throws {
    do {
      let wrapped: Transition = .modal(inNavigation: true)
      let one = try app.open("1", from: app.shop.itemRouter, as: .push)
      let two = try app.open("2", from: one.itemRouter, as: wrapped)
      let four = try app.open("4", from: two.itemRouter, as: wrapped)
      let eight = try app.open("8", from: four.itemRouter, as: wrapped)
      let sixteen = try app.open("16", from: eight.itemRouter, as: wrapped)
      let seventeen = try app.open("17", from: sixteen.itemRouter, as: .push)
      let eighteen = try app.open("18", from: seventeen.itemRouter, as: .push)
      let thirtySix = try app.open("36", from: eighteen.itemRouter, as: wrapped)
      let thirtySeven = try app.open("37", from: thirtySix.itemRouter, as: .push)
      let thirtyEight = try app.open("38", from: thirtySeven.itemRouter, as: .push)
      #expect(app.window.topmostScreen === thirtyEight)

      // The back button to "37".
      app.window.followUserClose(of: thirtyEight)
      #expect(app.window.topmostScreen === thirtySeven)

      // "Go back from 37" (pushed), then from 36 (the bottom of a presented stack), then from 18.
      for (screen, expectedTop) in [
        (thirtySeven, thirtySix), (thirtySix, eighteen), (eighteen, seventeen),
      ] {
        let back = outcome { screen.itemRouter.close(completion: $0) }
        #expect(back?.error == nil)
        #expect(app.window.topmostScreen === expectedTop)
      }

      // A sheet from 17, swiped down.
      let thirtyFour = try app.open("34", from: seventeen.itemRouter, as: wrapped)
      app.window.followUserClose(of: thirtyFour)
      #expect(app.window.topmostScreen === seventeen)
    }

    // "Go back to root from 17".
    let backToRoot = outcome { app.shop.itemRouter.focus(completion: $0) }
    #expect(backToRoot?.error == nil)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(app.window.leakedScreens().isEmpty)
  }
}

// MARK: - ComposableNavigator

/// The steps of ComposableNavigator's example UI tests: a sheet (`goToSettings`) or a push
/// (`goToDetail`, `goToShortcutsPush`).
enum ComposableNavigatorExampleStep: String, Sendable, CaseIterable {
  case sheet
  case push

  var transition: Transition { self == .sheet ? .modal(inNavigation: true) : .push }
}

@MainActor
@Suite struct ComposableNavigatorRoundThreeTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  // ExampleUITests' ComposableNavigatorSheetTests (test_sheet_sheet, test_sheet_push) and
  // ComposableNavigatorPushTests (test_push, test_push_push, test_push_sheet): each step opens
  // its screen from the one on top, and `goToBackToHome` from the last returns Home with
  // nothing presented or pushed, every screen of the flow freed.
  @Test(arguments: [
    [ComposableNavigatorExampleStep.sheet, .sheet], [.sheet, .push], [.push], [.push, .push],
    [.push, .sheet],
  ])
  func goingBackHomeAfterTheSteps(_ steps: [ComposableNavigatorExampleStep]) throws {
    let watcher = LifetimeWatcher()
    do {
      var router = app.shop.itemRouter
      for (index, step) in steps.enumerated() {
        let screen = try app.open("step \(index)", from: router, as: step.transition)
        watcher.watch(screen, as: "step \(index)")
        #expect(app.window.topmostScreen === screen)
        router = screen.itemRouter
      }
    }

    let home = outcome { app.shop.itemRouter.focus(completion: $0) }

    #expect(home?.error == nil)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
  }

  // ExampleUITests.test_sheet: the settings sheet, swiped down by the user, leaves Home shown.
  @Test func aSheetDismissedByTheUserLeavesHome() throws {
    do {
      let settings = try app.open("settings", from: app.shop.itemRouter, as: .modal)
      #expect(app.window.topmostScreen === settings)
      app.window.followUserClose(of: settings)
    }

    #expect(app.window.topmostScreen === app.shop)
    #expect(app.window.leakedScreens().isEmpty)
  }

  // ExampleUITests.test_sheet_push_to_push_sheet_sheet: a path of [home, sheet settings with
  // shortcuts pushed] is replaced by [home, detail pushed, sheet settings, sheet shortcuts]:
  // the window shows the new path and the old screens are freed.
  @Test func aNewPathReplacesTheShownOne() throws {
    let watcher = LifetimeWatcher()
    var window: Window?
    let names = ["home", "detail", "settings", "shortcuts"]
    let home = ScreenIdentity("home")
    let detail = ScreenIdentity("detail", parameters: ["id": "0"])
    do {
      // The old window content is dropped by the test, so only the window holds it.
      let old = try PeerShop()
      window = old.window
      let settings = try old.open(
        "settings", from: old.shop.itemRouter, as: .modal(inNavigation: true))
      let shortcuts = try old.open("shortcuts", from: settings.itemRouter, as: .push)
      watcher.watch(old.tabs, as: "old tabs")
      watcher.watch(settings, as: "old settings")
      watcher.watch(shortcuts, as: "old shortcuts")

      try old.window.restore(
        ScreenPath(
          root: .stack([home, detail]),
          presentations: [
            .init(style: "modal in navigation", node: .stack([ScreenIdentity("settings")])),
            .init(style: "modal in navigation", node: .stack([ScreenIdentity("shortcuts")])),
          ]),
        using: PeerShop.registry(names))
    }

    let shown = try #require(window)
    #expect(
      try shown.path().description
        == "nav(home/detail?id=0)/[modal in navigation]nav(settings)/[modal in navigation]nav(shortcuts)"
    )
    #expect(shown.topmostScreen?.title == "shortcuts")
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(shown.leakedScreens().isEmpty)
  }

  // ExampleUITests.test_detail_one_settings_to_detail_zero_settings: from detail 1 with its
  // settings sheet, the shortcut to "detail 0 with settings" shows detail 0 under the sheet;
  // the sheet swiped down leaves detail 0; back to home leaves Home alone.
  @Test func detailOneSettingsToDetailZeroSettings() throws {
    do {
      let one = try app.open(
        ScreenIdentity("detail", parameters: ["id": "1"]), from: app.shop.itemRouter, as: .push)
      try app.open("settings", from: one.itemRouter, as: .modal(inNavigation: true))
    }
    let shopRoot = try #require(app.shop.navigationContainer)

    var sheet: Screen?
    app.shop.itemRouter.setStack { stack in
      try stack.keep(app.shop)
      try stack.push {
        try PeerShop.build(ScreenIdentity("detail", parameters: ["id": "0"]), router: $0)
      }
    }
    let zero = try #require(shopRoot.topScreen as? ItemScreen)
    zero.itemRouter.open(.modal(inNavigation: true)) {
      try PeerShop.build(ScreenIdentity("settings"), router: $0)
    } completion: {
      sheet = try? $0.get()
    }
    #expect(
      try app.path
        == "tabs(*nav(shop/detail?id=0),nav(wishlist))/[modal in navigation]nav(settings)")

    app.window.followUserClose(of: try #require(sheet))
    sheet = nil
    #expect(app.window.topmostScreen === zero)

    let home = outcome { app.shop.itemRouter.focus(completion: $0) }
    #expect(home?.error == nil)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }

  // NavigatorDatasourceTests.test_goTo_path_appending_current_path_elements(_on_screen): going
  // to [next] on the root of a path holding the root alone keeps that root and appends next.
  @Test func goingToAPathOnALoneRootKeepsItAndAppends() throws {
    let rootBefore = app.shop

    app.shop.itemRouter.setStack { stack in
      try stack.keep(app.shop)
      try stack.push { try PeerShop.build(ScreenIdentity("next"), router: $0) }
    }

    #expect(app.shop.navigationContainer?.rootScreen === rootBefore)
    #expect(try app.path == "tabs(*nav(shop/next),nav(wishlist))")
  }

  // NavigatorDatasourceTests.test_dismissSuccessor_of_non_existing_id and _screen: dismissing
  // what follows a screen that is not shown changes nothing; Wayfinder says why.
  @Test func dismissingAboveAScreenNotShownChangesNothing() throws {
    try app.open("sheet", from: app.shop.itemRouter, as: .modal)
    let before = try app.path
    let stranger = Screen(title: "non-existent")

    let refused = outcome { app.shop.itemRouter.dismissAll(downTo: stranger, completion: $0) }

    #expect(refused?.error?.reason == .notShown(ScreenInfo(stranger)))
    #expect(try app.path == before)
  }

  // PathBuilder+OnDismissTests.test_onDismiss_calls_perform_with_screen_when_path_changes and
  // test_onDismiss_of_calls_perform_when_path_changes: when a screen is dismissed from the
  // path by someone else, the code waiting on it hears once that it went.
  @Test func aScreenDismissedByItsPresenterTellsWhoWaitsOnIt() throws {
    var heard: [RouteResult<String>] = []
    app.shop.itemRouter.open(.modal, returning: String.self) { router in
      try PeerShop.build(ScreenIdentity("settings"), router: router)
    } onResult: {
      heard.append($0)
    }
    #expect(heard.isEmpty)

    app.shop.itemRouter.dismissAll()

    #expect(heard.count == 1)
    #expect(heard.first?.isCancelled == true)
    #expect(app.tabs.presentedScreen == nil)
  }

  // The same when the path changes as a whole: a new path restored over a screen that waits to
  // hand back a result ends it, and its presenter hears `.cancelled` once.
  @Test func aScreenRemovedByANewPathTellsWhoWaitsOnIt() throws {
    var heard: [RouteResult<String>] = []
    app.shop.itemRouter.open(.modal, returning: String.self) { router in
      try PeerShop.build(ScreenIdentity("settings"), router: router)
    } onResult: {
      heard.append($0)
    }

    try app.window.restore(
      ScreenPath(root: .stack([ScreenIdentity("home")])), using: PeerShop.registry(["home"]))

    #expect(heard.count == 1)
    #expect(heard.first?.isCancelled == true)
    #expect(try app.path == "nav(home)")
  }
}

// MARK: - Marshroute

@MainActor
@Suite struct MarshrouteRoundThreeTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  // TabBarTransitionsHandlerImplTests.testThatTabBarTransitionsHandlerDoesNotForward_
  // UndoAllTransitions_ and _ResetWithTransition_CallsToItsTransitionsCoordinator: the tab bar's
  // own handler does not pop or reset a stack; its tabs' handlers do. The tabs' router has no
  // stack to pop to its root or replace, so both are refused and the tabs' stacks stay.
  @Test func theTabsOwnRouterNeitherPopsNorResetsAStack() throws {
    try app.open("pushed", from: app.shop.itemRouter, as: .push)
    let before = try app.path
    let tabsRouter = try #require(app.tabs.router)

    let popped = outcome { tabsRouter.popToRoot(completion: $0) }
    let reset = outcome { completion in
      tabsRouter.setStack(
        build: { stack in
          try stack.push { try PeerShop.build(ScreenIdentity("reset"), router: $0) }
        }, completion: completion)
    }

    #expect(popped?.error?.reason == .noNavigationContainer(ScreenInfo(app.tabs)))
    #expect(reset?.error?.reason == .noNavigationContainer(ScreenInfo(app.tabs)))
    #expect(try app.path == before)
  }

  // TabBarTransitionsHandlerImplTests.testThatTabBarTransitionsHandlerReturnsVisibleTransitions
  // HandlerOn_VisibleTransitionsHandlers_Call_IfVisibleIsAnimating and
  // _ReturnsAllTransitionsHandlersOn_AllTransitionsHandlers_Call_IfAllAreAnimating: the tabs
  // hold every tab, and only the selected tab is the visible one, where routing goes on.
  @Test func onlyTheSelectedTabIsVisible() throws {
    let shopStack = try #require(app.shop.navigationContainer)
    let wishlistStack = try #require(app.wishlist.navigationContainer)
    #expect(app.tabs.children.count == 2)
    #expect(app.tabs.children.contains { $0 === shopStack })
    #expect(app.tabs.children.contains { $0 === wishlistStack })

    try #require(app.tabs.router).selectTab(at: 1)

    #expect(app.tabs.visibleChild === wishlistStack)
    #expect(app.tabs.visibleChild !== shopStack)
    #expect(app.window.topmostScreen === app.wishlist)
  }
}
