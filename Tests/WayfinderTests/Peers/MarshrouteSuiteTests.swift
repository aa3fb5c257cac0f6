import Testing
import Wayfinder
import WayfinderTesting

// Marshroute's own test files, case by case (avito-tech/Marshroute, MarshrouteTests/Sources):
// each test names the file and the case it translates. Round one (MarshrouteBehaviourTests)
// has the focus cases for a pushed, a presented and the window's root module, the root router's
// dismiss, SmartHistoryCleaningTests' focus case and the peek released. Marshroute's
// `dismissCurrentModule()` undoes the transition that opened the module: Wayfinder's `close()`.
// View controllers "removed without Marshroute" are removed here by `setStack`, which the app
// calls behind the removed screens' routers.

/// A view model that keeps itself alive, as Marshroute's `MiddleSelfRetainingViewController`.
@MainActor
private final class RetainingViewModel {
  var strongSelf: RetainingViewModel?
  let router: DefaultRouter

  init(router: DefaultRouter) {
    self.router = router
    strongSelf = self
  }
}

/// A custom animation, as Marshroute's tests pass their own animators.
private final class CurlAnimator: Animator {
  let name = "curl"
  let duration: Duration = .milliseconds(500)
}

/// The screens of a Marshroute stack test: plain ones and self-retaining ones, whose cycles the
/// test breaks at its end.
@MainActor
private final class MarshrouteStack {
  let app: PeerShop
  private var retaining: [() -> Void] = []

  init(app: PeerShop) { self.app = app }

  /// Pushes a plain screen from `router` without animation.
  @discardableResult
  func push(_ name: String, from router: DefaultRouter) throws -> ItemScreen {
    try app.open(name, from: router, as: .push(animator: nil))
  }

  /// Pushes a screen whose view model retains itself, from `router`, without animation.
  @discardableResult
  func pushRetaining(_ name: String, from router: DefaultRouter) throws -> Screen {
    var made: Result<Screen, RoutingError>?
    router.open(.push(animator: nil)) { router -> Screen in
      Screen(title: name, model: RetainingViewModel(router: router))
    } completion: {
      made = $0
    }
    let screen = try #require(made).get()
    weak let model = screen.model as? RetainingViewModel
    retaining.append { model?.strongSelf = nil }
    return screen
  }

  /// Removes every screen but `kept` from the stack, as UIKit code outside the kit would.
  func keepOnly(_ kept: [Screen], from router: DefaultRouter) {
    router.setStack(animated: false) { stack in
      for screen in kept { try stack.keep(screen) }
    }
  }

  /// The titles of the Shop tab's stack.
  var titles: [String] { app.shop.navigationContainer?.stack.map(\.title) ?? [] }

  /// The screens of the leak report whose view model retains itself (the report also names the
  /// screens the test itself holds, such as the tab's first screen).
  var retainedTitles: [String] {
    app.window.leakedScreens().filter { $0.modelType == "RetainingViewModel" }.map(\.screen.title)
  }

  /// Breaks the self-retaining cycles, so nothing outlives the test.
  func breakCycles() {
    for breakCycle in retaining { breakCycle() }
  }
}

@MainActor
@Suite struct MarshrouteSuiteTests {
  let app: PeerShop
  fileprivate let stack: MarshrouteStack

  init() throws {
    app = try PeerShop()
    stack = MarshrouteStack(app: app)
  }

  // MARK: - SmartHistoryCleaningTests.swift

  // test_marshroute_dismissesTrailingViewController_ifTrailingViewControllerWasPresentedAfter
  // MiddleViewControllerWasDismissedWithoutMarshroute.
  @Test func trailingClosesAfterASelfRetainingMiddleWasRemovedBehindTheRouter() throws {
    let leading = app.shop
    weak let middle = try stack.pushRetaining("middle", from: leading.itemRouter)
    stack.keepOnly([leading], from: leading.itemRouter)
    #expect(stack.titles == ["shop"])
    #expect(middle == nil)

    let trailing = try stack.push("trailing", from: leading.itemRouter)
    #expect(stack.titles == ["shop", "trailing"])
    #expect(stack.retainedTitles == ["middle"])

    trailing.itemRouter.close()

    #expect(stack.titles == ["shop"])
    #expect(stack.retainedTitles == ["middle"])
    stack.breakCycles()
    #expect(stack.retainedTitles.isEmpty)
  }

  // test_marshroute_dismissesTrailingViewController_ifItsPresentingViewControllerWasDismissed
  // WithoutMarshroute: every screen is pushed from the leading router (a push from a screen
  // that is not on top lands on top, as UIKit's does).
  @Test func trailingClosesAfterTheScreensBelowItWereRemovedBehindTheRouter() throws {
    let leading = app.shop
    try stack.push("middle", from: leading.itemRouter)
    try stack.pushRetaining("middle retaining", from: leading.itemRouter)
    let trailing = try stack.push("trailing", from: leading.itemRouter)
    #expect(stack.titles == ["shop", "middle", "middle retaining", "trailing"])

    stack.keepOnly([leading, trailing], from: leading.itemRouter)
    #expect(stack.titles == ["shop", "trailing"])

    trailing.itemRouter.close()

    #expect(stack.titles == ["shop"])
    #expect(stack.retainedTitles == ["middle retaining"])
    stack.breakCycles()
  }

  // test_marshroute_dismissesMiddleViewController_ifItsPresentingAndFollowingViewControllers
  // WereDismissedWithoutMarshroute: closing the middle screen takes what was pushed after it.
  @Test func middleClosesWithWhatFollowsItAndBothSelfRetainingScreensAreReported() throws {
    let leading = app.shop
    try stack.pushRetaining("retaining 1", from: leading.itemRouter)
    let middle = try stack.push("middle", from: leading.itemRouter)
    try stack.pushRetaining("retaining 2", from: leading.itemRouter)
    let trailing = try stack.push("trailing", from: leading.itemRouter)
    stack.keepOnly([leading, middle, trailing], from: leading.itemRouter)
    #expect(stack.titles == ["shop", "middle", "trailing"])

    middle.itemRouter.close()

    #expect(stack.titles == ["shop"])
    #expect(!trailing.isShown)
    #expect(
      app.window.leakedScreens().filter { !$0.isScreenAlive }.map(\.description) == [
        #"Screen "retaining 1" (alive: RetainingViewModel, DefaultRouter)"#,
        #"Screen "retaining 2" (alive: RetainingViewModel, DefaultRouter)"#,
      ])
    stack.breakCycles()
    #expect(stack.retainedTitles.isEmpty)
  }

  // test_marshroute_setsNewRootViewController_ifMiddleViewControllersWereDismissedWithout
  // Marshroute: the middle router resets the stack to one new screen. Marshroute's check counts
  // one self-retaining controller at that moment; Wayfinder's leak report lists every screen
  // that left and is still alive, so both self-retaining screens (the one removed behind the
  // router and the one the reset removed) are named.
  @Test func aResetFromTheMiddleLeavesOnlyTheNewRootAndReportsEveryRetainingScreen() throws {
    let leading = app.shop
    let middleRouter: DefaultRouter
    do {
      let middle = try stack.pushRetaining("retaining 1", from: leading.itemRouter)
      try stack.push("middle 2", from: leading.itemRouter)
      try stack.pushRetaining("retaining 3", from: leading.itemRouter)
      stack.keepOnly([leading, middle], from: leading.itemRouter)
      middleRouter = try #require(middle.router)
    }
    #expect(stack.titles == ["shop", "retaining 1"])

    var trailing: ItemScreen?
    middleRouter.setStack(animated: false) { stack in
      trailing = try stack.push { try PeerShop.build(ScreenIdentity("trailing"), router: $0) }
    }

    #expect(trailing?.navigationContainer?.stack.map(\.title) == ["trailing"])
    #expect(try app.path == "tabs(*nav(trailing),nav(wishlist))")
    #expect(Set(stack.retainedTitles) == ["retaining 1", "retaining 3"])
    stack.breakCycles()
    #expect(stack.retainedTitles.isEmpty)
  }

  // The same cleaning with a presentation: a screen that presented a flow is kept while the
  // screen below it is removed behind the routers; the removed screen's router says it is no
  // longer shown, and closing the kept screen takes the flow it presented (which hands back
  // `cancelled`).
  @Test func aKeptScreenClosesWithTheFlowItPresentedAfterTheScreenBelowWasRemoved() throws {
    let removed = try stack.push("removed", from: app.shop.itemRouter)
    let kept = try stack.push("kept", from: removed.itemRouter)
    var results: [RouteResult<Int>] = []
    kept.itemRouter.open(.modal, returning: Int.self) { router in
      try PeerShop.build(ScreenIdentity("flow"), router: router)
    } onResult: {
      results.append($0)
    }
    stack.keepOnly([app.shop, kept], from: app.shop.itemRouter)
    #expect(try app.path == "tabs(*nav(shop/kept),nav(wishlist))/[modal]flow")
    #expect(results.isEmpty)

    let refused = outcome { removed.itemRouter.close(completion: $0) }
    kept.itemRouter.close()

    #expect(refused?.error?.reason == .notShown(ScreenInfo(removed)))
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(results.map(\.isCancelled) == [true])
    try app.window.checkInvariants()
  }

  // MARK: - RouterDismissableTests.swift

  // testThatNotRootRouterCallsItsPresentingTransitionsHandlerOn_DismissCurrentModule: a module
  // that was opened by a transition undoes exactly that transition, named by its id: a pushed
  // module in the middle of its stack pops itself and what followed it, a presented one is
  // dismissed.
  @Test func aNotRootModuleUndoesTheTransitionThatOpenedIt() throws {
    let pushed = try app.open("pushed", from: app.shop.itemRouter, as: .push)
    try app.open("after", from: pushed.itemRouter, as: .push)
    let presented = try app.open("presented", from: app.wishlist.itemRouter, as: .modal)
    app.events.clear()

    pushed.itemRouter.close()
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))/[modal]presented")
    presented.itemRouter.close()
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")

    #expect(
      app.events.lines == [
        #"closed ItemScreen "pushed" (push, system.push 350ms)"#,
        #"closed ItemScreen "presented" (modal, system.modal 300ms)"#,
      ])
  }

  // MARK: - RouterFocusableTests.swift

  // testThatRootRouterCallsItsTransitionsHandlerOn_FocusOnCurrentModule_IfItsTransition
  // HandlerIsAnimating: the root module of a stack (no presenting handler) focuses: everything
  // pushed after it and presented above it goes, and its tab is selected.
  @Test func theRootModuleOfAStackFocusesByUndoingEverythingAfterIt() throws {
    let product = try app.open("product", from: app.wishlist.itemRouter, as: .push)
    try app.open("login", from: product.itemRouter, as: .modal(inNavigation: true))
    app.shop.itemRouter.selectTab(at: 1)

    let focused = outcome { app.wishlist.itemRouter.focus(completion: $0) }

    #expect(focused?.error == nil)
    #expect(try app.path == "tabs(nav(shop),*nav(wishlist))")
    #expect(app.window.topmostScreen === app.wishlist)
  }

  // MARK: - DetailRouterTests_BaseRouter.swift

  // testThatRouterCallsItsTransitionsHandlerOn_PushViewControllerDerivedFrom_WithCorrect
  // PresentationContext (and _IfCustomAnimator): a push records the system push animation, or
  // the custom animator it was given.
  @Test func pushRecordsTheSystemOrTheCustomAnimator() throws {
    let first = try app.open("first", from: app.shop.itemRouter, as: .push)
    try app.open("second", from: first.itemRouter, as: .push(animator: CurlAnimator()))

    #expect(
      app.events.lines == [
        #"opened ItemScreen "first" from ItemScreen "shop" (push, system.push 350ms)"#,
        #"opened ItemScreen "second" from ItemScreen "first" (push, curl 500ms)"#,
      ])
  }

  // testThatRouterCallsItsTransitionsHandlerOn_SetViewControllerDerivedFrom_WithCorrect
  // ResettingContext: setting the stack's screen is one resetting step, not a push.
  @Test func settingTheStackIsOneResettingStep() throws {
    try app.open("first", from: app.shop.itemRouter, as: .push)
    app.events.clear()

    app.shop.itemRouter.setStack { stack in
      try stack.push { try PeerShop.build(ScreenIdentity("reset"), router: $0) }
    }

    #expect(try app.path == "tabs(*nav(reset),nav(wishlist))")
    #expect(
      app.events.lines == [
        #"replaced the stack with 1, top ItemScreen "reset" (push, system.push 350ms)"#
      ])
  }

  // MARK: - ModalPresentationRouterTests_BaseRouter.swift

  // testThatRouterCallsItsTransitionsHandlerOn_PresentModalViewControllerDerivedFrom and
  // _PresentModalNavigationControllerWithRootViewControllerDerivedFrom (each _IfCustomAnimator):
  // the presentation records its kind and its animator.
  @Test func modalPresentationsRecordTheirKindAndAnimator() throws {
    let modal = try app.open("modal", from: app.shop.itemRouter, as: .modal)
    let inNavigation = try app.open(
      "in navigation", from: modal.itemRouter, as: .modal(inNavigation: true))
    let custom = try app.open(
      "custom", from: inNavigation.itemRouter, as: .animated(with: CurlAnimator()))
    try app.open(
      "custom in navigation", from: custom.itemRouter,
      as: .animated(with: CurlAnimator(), inNavigation: true))

    #expect(
      app.events.lines == [
        #"opened ItemScreen "modal" from ItemScreen "shop" (modal, system.modal 300ms)"#,
        #"opened ItemScreen "in navigation" from ItemScreen "modal" (modal in navigation, system.modal 300ms)"#,
        #"opened ItemScreen "custom" from ItemScreen "in navigation" (animated, curl 500ms)"#,
        #"opened ItemScreen "custom in navigation" from ItemScreen "custom" (animated, curl 500ms)"#,
      ])
    #expect(
      try app.path
        == "tabs(*nav(shop),nav(wishlist))/[modal]modal/[modal in navigation]nav(in navigation)/[curl]custom/[curl in navigation]nav(custom in navigation)"
    )
  }

  // MARK: - EndpointRouterTests_BaseRouter.swift

  // testThatRouterCallsItsTransitionsHandlerOn_PresentModalEndpointNavigationController: the
  // app builds the navigation controller itself and presents it; closing its first screen
  // closes the whole presentation.
  @Test func anEndpointNavigationContainerBuiltByTheAppClosesAsAWhole() throws {
    var first: ItemScreen?
    var presented: Result<NavigationContainer, RoutingError>?
    app.shop.itemRouter.open(.modal) { router in
      let screen = try router.makeScreen {
        try PeerShop.build(ScreenIdentity("endpoint"), router: $0)
      }
      first = screen
      return try NavigationContainer(root: screen)
    } completion: {
      presented = $0
    }
    let navigation = try #require(try presented?.get())
    #expect(app.tabs.presentedScreen === navigation)
    try app.open("pushed", from: try #require(first).itemRouter, as: .push)

    try #require(first).itemRouter.close()

    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(!navigation.isShown)
  }

  // MARK: - PopoverPresentationRouterTests_BaseRouter.swift

  // testThatRouterCallsItsTransitionsHandlerOn_presentPopoverFromRect_WithCorrectPresentation
  // Context: Wayfinder has no popover placement; an app's popover is a custom modal transition
  // with its own name, recorded as such and closed as a presentation.
  @Test func aPopoverIsACustomModalTransitionRecordedByName() throws {
    let popover = Transition("popover", placement: .modal(inNavigation: false), animator: nil)
    let shown = try app.open("menu", from: app.shop.itemRouter, as: popover)
    #expect(app.events.lines.last == #"opened ItemScreen "menu" from ItemScreen "shop" (popover)"#)

    shown.itemRouter.close()

    #expect(app.events.lines.last == #"closed ItemScreen "menu" (popover)"#)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }
}
