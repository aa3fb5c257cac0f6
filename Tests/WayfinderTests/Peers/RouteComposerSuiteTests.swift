import Testing
import Wayfinder
import WayfinderTesting

// RouteComposer's own test files, case by case (ekazaev/route-composer, Example/Tests): each
// test names the file and the case it translates. Round one (RouteComposerBehaviourTests) has
// RouterTest's finder, interceptor, factory and deallocation cases; these are the rest that mean
// something in Wayfinder's model.

/// A screen type of its own, for RouteComposer's class finders.
@MainActor
private final class CartScreen: Screen {}

@MainActor
@Suite struct RouteComposerSuiteTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  // MARK: - RouterTest.swift

  // RouterTest.testNavigateTo: the destination is pushed into a navigation container presented
  // from the current screen, in one request; the completion (its post-routing task) runs once,
  // with the presented stack holding just the new screen.
  @Test func testNavigateToPresentsANavigationContainerHoldingTheDestination() throws {
    var completions: [Result<ItemScreen, RoutingError>] = []
    var presentedStackInCompletion: [String]?
    app.shop.itemRouter.open(.modal(inNavigation: true)) { router in
      try PeerShop.build(ScreenIdentity("destination"), router: router)
    } completion: { [app] result in
      completions.append(result)
      presentedStackInCompletion = (app.tabs.presentedScreen as? NavigationContainer)?.stack
        .map(\.title)
    }

    #expect(completions.count == 1)
    let destination = try #require(try completions.first?.get())
    #expect(presentedStackInCompletion == ["destination"])
    #expect(destination.navigationContainer === app.tabs.presentedScreen)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))/[modal in navigation]nav(destination)")
  }

  // RouterTest.testNavigateToActionWithIssue: the action that would place the destination
  // fails (here: the screen already presents one), so nothing is presented, the completion
  // hears the failure once, and what the factory built is freed.
  @Test func testNavigateToActionWithIssueLeavesEverythingAndFreesTheBuiltScreen() throws {
    try app.open("promo", from: app.shop.itemRouter, as: .modal)
    let before = app.window.render()
    let watcher = LifetimeWatcher()
    var completions: [Result<ItemScreen, RoutingError>] = []

    app.shop.itemRouter.open(.modal) { router in
      let screen = try PeerShop.build(ScreenIdentity("destination"), router: router)
      watcher.watch(screen, as: "destination")
      return screen
    } completion: {
      completions.append($0)
    }

    #expect(completions.count == 1)
    #expect(
      completions.first?.error?.reason
        == .hierarchy(
          .alreadyPresenting(
            host: ScreenInfo(app.tabs),
            presented: ScreenInfo(typeName: "ItemScreen", title: "promo"))
        ))
    #expect(app.window.render() == before)
    #expect(watcher.count == 1)
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
  }

  // RouterTest.testPrepareFunctionThrows: a task's `prepare` fails before anything happens, so
  // `navigate` throws synchronously. A guard that denies refuses the link at once: the handler
  // never runs, and nothing changes.
  @Test func testPrepareFunctionThrowsRefusesTheLinkBeforeTheHandlerRuns() throws {
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    var handlerRuns = 0
    try deeplinks.register(
      "/cart", guards: [DeeplinkGuard("prepare") { _ in .deny(reason: "no cart context") }]
    ) { _ in handlerRuns += 1 }
    let before = app.window.render()

    let result = deeplinks.handle("shop://cart")

    #expect(
      result.description
        == #"refused: Cannot open the deeplink "shop://cart": the guard "prepare" denied it: no cart context"#
    )
    #expect(handlerRuns == 0)
    #expect(app.window.render() == before)
  }

  // RouterTest.testNavigateToWithViewControllerNotFound and testRouterWithAnyOrVoidContext: the
  // starting view controller cannot be found, so routing fails, and a completion is called once
  // with the failure. A window without a root has no screen to route from.
  @Test func testNavigateWithNoStartingScreenFailsOnceWithTheReason() throws {
    let empty = Window()
    let deeplinks = try DeeplinkRouter(window: empty, origins: ["shop://"])
    try deeplinks.register("/cart") { link in
      try link.router(as: (any Router).self).open(.push) { router in
        CartScreen(title: "Cart", model: router)
      }
    }
    var finals: [DeeplinkResult] = []

    let result = deeplinks.handle("shop://cart") { finals.append($0) }

    #expect(
      result.description
        == #"refused: Cannot open the deeplink "shop://cart": no router to route from: the window has no root"#
    )
    #expect(finals.map(\.description) == [result.description])
    #expect(empty.root == nil)
  }

  // MARK: - ActionTests.swift

  // ActionTests.testReplaceRootAction and testReplaceRootActionNoKeyWindow: the new root
  // replaces the window's root and the completion runs; asked again from the old root, which
  // is no longer in a window, the action fails and the completion says so.
  @Test func testReplaceRootActionThenAgainFromTheOldRootFails() throws {
    let oldRootRouter = try #require(app.tabs.router)
    var replaced: Result<ItemScreen, RoutingError>?
    oldRootRouter.open(.root) { router in
      try PeerShop.build(ScreenIdentity("onboarding"), router: router)
    } completion: {
      replaced = $0
    }
    let newRoot = try #require(try replaced?.get())
    #expect(app.window.root === newRoot)
    #expect(try app.path == "onboarding")

    var again: [Result<Void, RoutingError>] = []
    oldRootRouter.route(to: Screen(title: "Other"), as: .root) { again.append($0) }

    #expect(again.count == 1)
    #expect(again.first?.error?.reason == .notShown(ScreenInfo(app.tabs)))
    #expect(app.window.root === newRoot)
  }

  // ActionTests.testPushAction: the pushed screen is the last of the stack, after the ones
  // already there, and the completion reports success.
  @Test func testPushActionAppendsToTheStack() throws {
    let first = try app.open("first", from: app.shop.itemRouter, as: .push)
    var pushed: Result<ItemScreen, RoutingError>?

    first.itemRouter.open(.push) {
      try PeerShop.build(ScreenIdentity("second"), router: $0)
    } completion: {
      pushed = $0
    }

    let second = try #require(try pushed?.get())
    #expect(app.shop.navigationContainer?.stack.count == 3)
    #expect(app.shop.navigationContainer?.stack.last === second)
  }

  // ActionTests.testPushReplacingLastAction: the new screen takes the last one's place; on a
  // stack that holds only its root, the new screen becomes the root.
  @Test func testPushReplacingLastActionReplacesTheTopOrTheRoot() throws {
    let last = try app.open("last", from: app.shop.itemRouter, as: .push)
    var replacing: Result<ItemScreen, RoutingError>?
    last.itemRouter.popAndPush {
      try PeerShop.build(ScreenIdentity("replacing"), router: $0)
    } completion: {
      replacing = $0
    }
    #expect(try replacing?.get().title == "replacing")
    #expect(try app.path == "tabs(*nav(shop/replacing),nav(wishlist))")

    var newRoot: Result<ItemScreen, RoutingError>?
    app.wishlist.itemRouter.popAndPush {
      try PeerShop.build(ScreenIdentity("wishes"), router: $0)
    } completion: {
      newRoot = $0
    }
    let wishes = try #require(try newRoot?.get())
    #expect(wishes.navigationContainer?.rootScreen === wishes)
    #expect(try app.path == "tabs(*nav(shop/replacing),nav(wishes))")
    try app.window.checkInvariants()
  }

  // ActionTests.testPushAsRootAction: the new screen becomes the only screen of the stack.
  @Test func testPushAsRootActionLeavesOnlyTheNewScreen() throws {
    let pushed = try app.open("pushed", from: app.shop.itemRouter, as: .push)
    var newRoot: ItemScreen?

    pushed.itemRouter.setStack { stack in
      newRoot = try stack.push { try PeerShop.build(ScreenIdentity("new-root"), router: $0) }
    }

    #expect(app.window.screens(with: ScreenIdentity("new-root")).first === newRoot)
    #expect(newRoot?.navigationContainer?.stack.count == 1)
    #expect(try app.path == "tabs(*nav(new-root),nav(wishlist))")
    #expect(!app.shop.isShown && !pushed.isShown)
  }

  // MARK: - ExtensionsTest.swift

  // ExtensionsTest.testTopMostViewControllerSingle/Multiple and testAllPresentedViewController:
  // the topmost screen is the last one presented, through presentations inside presentations.
  @Test func testTopmostScreenFollowsEveryPresentation() throws {
    #expect(app.window.topmostScreen === app.shop)
    let first = try app.open("first", from: app.shop.itemRouter, as: .modal(inNavigation: true))
    let pushed = try app.open("pushed", from: first.itemRouter, as: .push)
    let second = try app.open("second", from: pushed.itemRouter, as: .modal)

    #expect(app.window.topmostScreen === second)
    var chain: [String] = []
    var presenter: Screen? = app.tabs
    while let next = presenter?.presentedScreen {
      chain.append(next is NavigationContainer ? "nav" : next.title)
      presenter = next
    }
    #expect(chain == ["nav", "second"])
  }

  // ExtensionsTest.testFindViewControllerIsBeingDismissed: a view controller on its way out is
  // not found. A dismissed screen is not found from the moment it is dismissed.
  @Test func testADismissedScreenIsNotFound() throws {
    let identity = ScreenIdentity("product", parameters: ["id": "7"])
    let presented = try app.open(identity, from: app.shop.itemRouter, as: .modal)
    #expect(app.window.screens(with: identity).count == 1)

    presented.itemRouter.dismiss()

    #expect(app.window.screens(with: identity).isEmpty)
    #expect(app.window.firstScreen { $0 === presented } == nil)
  }

  // MARK: - FinderTests.swift

  // FinderTests.testClassWithContextFinder and testInstanceFinder: a finder by class finds the
  // screen of that type nearest the top; one by class and context only the one whose context
  // matches; one by instance only that instance.
  @Test func testFindersByTypeByContextAndByInstance() throws {
    var carts: [CartScreen] = []
    for (tab, name) in [(app.wishlist, "Wishlist cart"), (app.shop, "Shop cart")] {
      tab.itemRouter.open(.push) { router -> CartScreen in
        let cart = CartScreen(title: name, model: router)
        cart.identity = ScreenIdentity("cart", parameters: ["owner": name])
        return cart
      } completion: {
        if case .success(let cart) = $0 { carts.append(cart) }
      }
    }
    #expect(carts.count == 2)

    #expect(app.window.firstScreen { $0 is CartScreen }?.title == "Shop cart")
    #expect(
      app.window.screens(with: ScreenIdentity("cart", parameters: ["owner": "Wishlist cart"]))
        .map(\.title) == ["Wishlist cart"])
    #expect(app.window.screens(with: ScreenIdentity("cart", parameters: ["owner": "x"])).isEmpty)
    #expect(app.window.firstScreen { $0 === carts.first }?.title == "Wishlist cart")
  }

  // MARK: - ContainerLocatorTests.swift

  // ContainerLocatorTests.testTabBarControllerAdapterMakeVisible and
  // testNavigationControllerAdapterMakeVisible: making a contained screen visible selects its
  // tab and pops what covers it; testNavigationControllerAdapterWrongControllerToMakeVisible: a
  // screen the container does not hold cannot be made visible, and nothing changes.
  @Test func testMakeVisibleSelectsTheTabAndPopsOrRefusesAScreenNotHeld() throws {
    let inWishlist = try app.open("saved", from: app.wishlist.itemRouter, as: .push)
    try app.open("detail", from: inWishlist.itemRouter, as: .push)
    #expect(app.tabs.selectedIndex == 0)

    inWishlist.itemRouter.focus()
    #expect(try app.path == "tabs(nav(shop),*nav(wishlist/saved))")

    let notHeld = try app.shop.itemRouter.makeScreen {
      try PeerShop.build(ScreenIdentity("elsewhere"), router: $0)
    }
    let refused = outcome { notHeld.itemRouter.focus(completion: $0) }
    #expect(refused?.error?.reason == .notShown(ScreenInfo(notHeld)))
    #expect(try app.path == "tabs(nav(shop),*nav(wishlist/saved))")
  }

  // MARK: - ExtrasTest.swift

  // ExtrasTest.testSingleNavigationRouterSimultaneousNavigation: RouteComposer's
  // `SingleNavigationRouter` refuses a second navigation while one is in progress. Wayfinder's
  // documented rule differs on purpose: a newer link replaces the one waiting for a guard's flow
  // (`superseded`), takes over the flow already on screen, and is the one that continues.
  @Test func testSimultaneousNavigationTheNewerLinkReplacesTheWaitingOne() throws {
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    let loginGuard = DeeplinkGuard("logged in") { _ in
      .requireFlow { link, completion in
        try link.router(as: (any Router).self).open(.modal) { router in
          let login = try PeerShop.build(ScreenIdentity("login"), router: router)
          login.addAction("Log in") { [weak router] in
            router?.close()
            completion(.success(()))
          }
          return login
        }
      }
    }
    try deeplinks.register("/product/:id<Int>", guards: [loginGuard]) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      try link.router(as: (any Router).self).open(.push) { router in
        try PeerShop.build(ScreenIdentity("product", parameters: ["id": "\(id)"]), router: router)
      }
    }
    var first: DeeplinkResult?
    var second: DeeplinkResult?
    deeplinks.handle("shop://product/1") { first = $0 }

    deeplinks.handle("shop://product/2") { second = $0 }

    #expect(
      first?.description
        == #"abandoned: Cannot open the deeplink "shop://product/1": the newer deeplink "shop://product/2" replaced it"#
    )
    #expect(deeplinks.pendingURL == "shop://product/2")
    #expect(app.window.screens(with: ScreenIdentity("login")).count == 1)
    try #require(app.window.screens(with: ScreenIdentity("login")).first).triggerAction("Log in")
    #expect(second?.description == "handled (opened)")
    #expect(try app.path == "tabs(*nav(shop/product?id=2),nav(wishlist))")
  }
}
