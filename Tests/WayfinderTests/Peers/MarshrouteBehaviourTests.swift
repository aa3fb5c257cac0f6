import Testing
import Wayfinder
import WayfinderTesting

// Marshroute's own tests pin: `focusOnCurrentModule()` undoes every transition made after the
// module, from a module that was pushed or presented, and from the root (RouterFocusableTests);
// `dismissCurrentModule()` from a root router does nothing (RouterDismissableTests); focusing
// after view controllers were removed behind the router's back, and reporting the ones that
// retain themselves (SmartHistoryCleaningTests); routing from the topmost screen; and a peek
// view controller released when the peek is not committed (PeekAndPopUtilityImplTests).

/// A view model that keeps itself alive, as Marshroute's `MiddleSelfRetainingViewController`.
@MainActor
private final class SelfRetainingViewModel {
  var strongSelf: SelfRetainingViewModel?
  let router: DefaultRouter

  init(router: DefaultRouter) {
    self.router = router
    strongSelf = self
  }
}

@MainActor
@Suite struct MarshrouteBehaviourTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  // MARK: - Focus

  // Translates RouterFocusableTests.testThatNotRootRouterCallsItsTransitionsHandlerOn_
  // FocusOnCurrentModule_IfItsTransitionHandlerIsAnimating: a pushed module that presented a
  // flow (which pushed a screen of its own and opened a screen for a result) focuses: the whole
  // presentation goes in one step, and the screen waiting for a result hands back `cancelled`.
  @Test func focusOnAPushedScreenUnderAPresentationClosesThePresentationItMade() throws {
    let product = try app.open("product", from: app.shop.itemRouter, as: .push)
    let login = try app.open("login", from: product.itemRouter, as: .modal(inNavigation: true))
    let forgot = try app.open("forgot", from: login.itemRouter, as: .push)
    var results: [RouteResult<Int>] = []
    forgot.itemRouter.open(.modal, returning: Int.self) { router in
      try PeerShop.build(ScreenIdentity("code"), router: router)
    } onResult: {
      results.append($0)
    }
    #expect(
      try app.path
        == "tabs(*nav(shop/product),nav(wishlist))/[modal in navigation]nav(login/forgot)/[modal]code"
    )
    app.events.clear()

    product.itemRouter.focus()

    #expect(try app.path == "tabs(*nav(shop/product),nav(wishlist))")
    #expect(results.count == 1)
    #expect(results.first?.isCancelled == true)
    #expect(app.events.lines.first == #"focused ItemScreen "product""#)
    try app.window.checkInvariants()
  }

  // Translates RouterFocusableTests' presented module (its transitions handler is the
  // presentation's): focusing a screen inside a presented stack pops what was pushed after it
  // and dismisses what it presented, and leaves the presentation and the tabs below alone.
  @Test func focusInsideAPresentedStackKeepsThePresentationItIsIn() throws {
    let pushed = try app.open("product", from: app.shop.itemRouter, as: .push)
    let login = try app.open("login", from: pushed.itemRouter, as: .modal(inNavigation: true))
    let signUp = try app.open("sign-up", from: login.itemRouter, as: .push)
    try app.open("terms", from: signUp.itemRouter, as: .fade)

    login.itemRouter.focus()

    #expect(
      try app.path == "tabs(*nav(shop/product),nav(wishlist))/[modal in navigation]nav(login)")
    #expect(app.window.topmostScreen === login)
    try app.window.checkInvariants()
  }

  // Translates RouterFocusableTests.testThatRootRouterDoesNotCallItsTransitionsHandlerOn_
  // FocusOnCurrentModule_IfItsTransitionHandlerIsContaining: focusing the window's root (the
  // tab container) dismisses what is presented over it, and leaves the stacks inside its tabs
  // as they are.
  @Test func focusOnTheWindowsRootDismissesPresentationsAndKeepsTheTabsStacks() throws {
    let product = try app.open("product", from: app.shop.itemRouter, as: .push)
    try app.open("promo", from: product.itemRouter, as: .modal)
    let root = try #require(app.tabs.router)

    let outcome = outcome { root.focus(completion: $0) }

    #expect(outcome?.error == nil)
    #expect(try app.path == "tabs(*nav(shop/product),nav(wishlist))")
    try app.window.checkInvariants()
  }

  // Translates SmartHistoryCleaningTests.test_marshroute_focusesOnMiddleViewController_
  // ifItsPresentingAndFollowingViewControllersWereDismissedWithoutMarshroute: two screens that
  // retain their view models leave the stack, the leak report names both, and focusing the
  // middle screen pops the trailing one.
  @Test func focusAfterSelfRetainingScreensLeftTheStackAndTheLeakReportNamesThem() throws {
    func pushSelfRetaining(_ name: String, from router: DefaultRouter) throws -> Screen {
      var made: Result<Screen, RoutingError>?
      router.open(.push) { router -> Screen in
        Screen(title: name, model: SelfRetainingViewModel(router: router))
      } completion: {
        made = $0
      }
      return try #require(made).get()
    }
    let leading = app.shop
    // Only the stack holds the screens; the view models that retain themselves are watched
    // weakly, so that the test can break their cycles at the end.
    weak var retaining1: SelfRetainingViewModel?
    weak var retaining2: SelfRetainingViewModel?
    let middle: ItemScreen
    let watcher = LifetimeWatcher()
    do {
      let first = try pushSelfRetaining("Retaining 1", from: leading.itemRouter)
      middle = try app.open("middle", from: try #require(first.router), as: .push)
      let second = try pushSelfRetaining("Retaining 2", from: middle.itemRouter)
      let trailing = try app.open("trailing", from: try #require(second.router), as: .push)
      retaining1 = first.model as? SelfRetainingViewModel
      retaining2 = second.model as? SelfRetainingViewModel
      watcher.watch(trailing, as: "trailing")

      leading.itemRouter.setStack { stack in
        try stack.keep(leading)
        try stack.keep(middle)
        try stack.keep(trailing)
      }
    }
    #expect(app.shop.navigationContainer?.stack.map(\.title) == ["shop", "middle", "trailing"])

    middle.itemRouter.focus()

    #expect(app.shop.navigationContainer?.stack.map(\.title) == ["shop", "middle"])
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    let leaked = app.window.leakedScreens().map(\.description)
    #expect(
      leaked == [
        #"Screen "Retaining 1" (alive: SelfRetainingViewModel, DefaultRouter)"#,
        #"Screen "Retaining 2" (alive: SelfRetainingViewModel, DefaultRouter)"#,
      ])
    retaining1?.strongSelf = nil
    retaining2?.strongSelf = nil
    #expect(retaining1 == nil && retaining2 == nil)
    #expect(app.window.leakedScreens().isEmpty)
    try app.window.checkInvariants()
  }

  // MARK: - Dismiss

  // Translates RouterDismissableTests.testThatRootRouterDoesNotCallItsPresentingTransitions
  // HandlerOn_DismissCurrentModule: the root's screens are in no presentation, so dismissing
  // one is refused, named, and changes nothing.
  @Test func dismissingAScreenInNoPresentationIsRefusedAndChangesNothing() throws {
    let product = try app.open("product", from: app.shop.itemRouter, as: .push)
    let before = app.window.render()

    let failure = outcome { product.itemRouter.dismiss(completion: $0) }

    #expect(
      failure?.error?.description
        == #"Cannot dismiss ItemScreen "product": ItemScreen "product" is not inside a modal presentation"#
    )
    #expect(app.window.render() == before)
    #expect(app.events.events.last?.error == failure?.error)
  }

  // MARK: - The topmost screen

  // Translates Marshroute's routing from the topmost router: each step of a link routes from
  // what is on top after the step before, the presented login included; under a screen shown
  // without a router (a system sheet), there is none, and the link says so.
  @Test func linksRouteFromTheTopmostScreenAndNotUnderARouterlessSheet() throws {
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    var roots: [String] = []
    try deeplinks.register("/where") { link in
      roots.append(try link.router(as: (any Router).self).root?.title ?? "none")
    }
    let product = try app.open("product", from: app.wishlist.itemRouter, as: .push)
    deeplinks.handle("shop://where")
    app.shop.itemRouter.selectTab(at: 1)
    deeplinks.handle("shop://where")
    try app.open("login", from: product.itemRouter, as: .modal(inNavigation: true))
    deeplinks.handle("shop://where")
    #expect(roots == ["shop", "product", "login"])

    let login = try #require(app.window.topmostScreen?.router)
    login.route(to: Screen(title: "Share sheet"), as: .modal)
    let refused = deeplinks.handle("shop://where")

    #expect(roots.count == 3)
    #expect(refused.error?.reason.description.contains(#"Screen "Share sheet""#) == true)
  }

  // MARK: - Peek and pop

  // Translates PeekAndPopUtilityImplTests_releasesPeekViewController_ifPeekBeginsOnOffscreen
  // RegisteredViewControllerAndSomeTransitionOccurs and _invokesPopAction_ifPeekGetsCommited:
  // a preview built from a screen that then leaves the window cannot be committed from it (the
  // preview stays unplaced, nothing changes); committed from a shown screen it opens, and
  // closes as it was opened; dropped, everything it built is freed.
  @Test func aPreviewOfAScreenThatLeftIsCommittedElsewhereOrFreed() throws {
    let source = try app.open("list", from: app.shop.itemRouter, as: .push)
    let preview = try source.itemRouter.makeScreen { router in
      try PeerShop.build(ScreenIdentity("product"), router: router)
    }
    app.shop.itemRouter.popToRoot()
    let before = app.window.render()

    let refused = outcome { source.itemRouter.route(to: preview, as: .push, completion: $0) }

    #expect(
      refused?.error?.description
        == #"Cannot push ItemScreen "product" from ItemScreen "list": ItemScreen "list" is not shown in a window"#
    )
    #expect(app.window.render() == before)
    #expect(!preview.isInHierarchy)

    app.wishlist.itemRouter.route(to: preview, as: .push)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist/product))")
    preview.itemRouter.close()
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")

    let watcher = LifetimeWatcher()
    do {
      let dropped = try app.shop.itemRouter.makeScreen { router in
        try PeerShop.build(ScreenIdentity("peek"), router: router)
      }
      watcher.watch(dropped, as: "peek")
      watcher.watch(dropped.viewModel, as: "peek's view model")
      watcher.watch(dropped.itemRouter, as: "peek's router")
    }
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
  }
}
