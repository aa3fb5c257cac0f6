import Testing
import Wayfinder
import WayfinderTesting

// RouteComposer's own tests (Example/Tests/RouterTest.swift) pin: a destination already in the
// hierarchy is found instead of built; interceptors run before the destination, and a failed
// one stops it; global and per-destination interceptors each run once; post-routing tasks run
// once the destination is shown; a failing factory or action leaves the hierarchy alone; the
// starting view controller deallocated while an interceptor waits makes the routing fail.

/// Shows the product `id`: focuses the copy already shown (the one the user most likely means,
/// `Window.screensFromTop`) instead of building another, or pushes a new one.
@MainActor
private protocol ShowOrFocusProductRoute {
  func showOrFocusProduct(id: Int)
}

extension ShowOrFocusProductRoute where Self: Router {
  func showOrFocusProduct(id: Int) {
    let identity = ScreenIdentity("product", parameters: ["id": "\(id)"])
    if let shown = root?.window?.screens(with: identity).first?.router {
      shown.focus()
    } else {
      open(.push) { router in try PeerShop.build(identity, router: router) }
    }
  }
}

extension DefaultRouter: ShowOrFocusProductRoute {}

/// Whether the user is logged in, for the login interceptor.
@MainActor
private final class InterceptorSession {
  var isLoggedIn = false
  /// How many login flows the interceptor started.
  var loginFlows = 0
}

/// What the interceptors of a test saw, and whether the global one lets links through.
@MainActor
private final class InterceptorLog {
  var checks: [String] = []
  var globalAllows = true
}

/// The login screen closed without logging in.
private struct LoginNotCompleted: Error, CustomStringConvertible {
  var description: String { "the login was not completed" }
}

/// RouteComposer's "login first" interceptor as a deeplink guard: presents the login screen for
/// a result and lets the link continue only when it finishes with `true`.
@MainActor
private func loginInterceptor(_ session: InterceptorSession) -> DeeplinkGuard {
  DeeplinkGuard("logged in") { [session] _ in
    if session.isLoggedIn { return .allow }
    return .requireFlow { [session] link, completion in
      session.loginFlows += 1
      try link.router(as: (any Router).self).open(
        .modal(inNavigation: true), returning: Bool.self
      ) { router in
        let login = try PeerShop.build(ScreenIdentity("login"), router: router)
        login.addAction("Log in") { [weak router] in router?.finish(with: true) }
        login.addAction("Cancel") { [weak router] in router?.cancel() }
        login.addAction("Forgot password") { [weak router] in
          router?.open(.push) { try PeerShop.build(ScreenIdentity("forgot"), router: $0) }
        }
        return login
      } onResult: { [session] result in
        guard result.value == true else {
          completion(.failure(LoginNotCompleted()))
          return
        }
        session.isLoggedIn = true
        completion(.success(()))
      }
    }
  }
}

@MainActor
@Suite struct RouteComposerBehaviourTests {
  let app: PeerShop
  fileprivate let session = InterceptorSession()
  let deeplinks: DeeplinkRouter

  init() throws {
    app = try PeerShop()
    deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    try deeplinks.register(
      "/product/:id<Int>", target: .screen(named: "product"), guards: [loginInterceptor(session)]
    ) { link in
      try link.router(as: (any ShowOrFocusProductRoute).self).showOrFocusProduct(
        id: link.parameters.value(named: "id", as: Int.self))
    }
  }

  /// The login screen shown by the interceptor.
  func loginScreen() throws -> Screen {
    try #require(app.window.screens(with: ScreenIdentity("login")).first)
  }

  // MARK: - Finding the shown screen

  // Translates RouterTest.testNavigateToAlreadyInStack (the finder returns the shown view
  // controller, so the broken factory is never asked), with the screen inside another tab.
  @Test func aProductShownInAHiddenTabIsFocusedNotBuiltAgain() throws {
    let product = try app.open(
      ScreenIdentity("product", parameters: ["id": "42"]), from: app.wishlist.itemRouter,
      as: .push)
    try app.open("reviews", from: product.itemRouter, as: .push)
    let promo = try app.open("promo", from: app.shop.itemRouter, as: .modal)
    app.events.clear()

    promo.itemRouter.showOrFocusProduct(id: 42)

    #expect(try app.path == "tabs(nav(shop),*nav(wishlist/product?id=42))")
    #expect(app.window.topmostScreen === product)
    #expect(app.events.lines == [#"focused ItemScreen "product 42""#])
    try app.window.checkInvariants()
  }

  // Translates RouterTest.testNavigateToAlreadyInStack when two screens match: the one on the
  // visible tab is the one the user means, and the selection stays.
  @Test func ofTwoShownCopiesTheOneOnTheVisibleTabIsFocused() throws {
    let identity = ScreenIdentity("product", parameters: ["id": "42"])
    let inShop = try app.open(identity, from: app.shop.itemRouter, as: .push)
    try app.open("reviews", from: inShop.itemRouter, as: .push)
    try app.open(identity, from: app.wishlist.itemRouter, as: .push)

    app.shop.itemRouter.showOrFocusProduct(id: 42)

    #expect(
      try app.path == "tabs(*nav(shop/product?id=42),nav(wishlist/product?id=42))")
    #expect(app.window.topmostScreen === inShop)
    try app.window.checkInvariants()
  }

  // Translates RouterTest.testNavigateToNavigationPresented: the shown screen is inside a
  // presented navigation stack, under a presentation of its own; focusing it closes only what
  // is above it, and the copy on the tab below is left alone.
  @Test func aShownScreenUnderAPresentationIsFocusedInsideItsPresentedStack() throws {
    let identity = ScreenIdentity("product", parameters: ["id": "42"])
    try app.open(identity, from: app.shop.itemRouter, as: .push)
    let login = try app.open(
      "login", from: app.window.topmostScreen?.router ?? app.shop.itemRouter,
      as: .modal(inNavigation: true))
    let presented = try app.open(identity, from: login.itemRouter, as: .push)
    let terms = try app.open("terms", from: presented.itemRouter, as: .push)
    try app.open("alert", from: terms.itemRouter, as: .modal)

    app.shop.itemRouter.showOrFocusProduct(id: 42)

    #expect(
      try app.path
        == "tabs(*nav(shop/product?id=42),nav(wishlist))/[modal in navigation]nav(login/product?id=42)"
    )
    #expect(app.window.topmostScreen === presented)
    try app.window.checkInvariants()
  }

  // Translates RouterTest.testNavigateToWithTasks: the interceptor runs even when the
  // destination is found, and the shown screen is focused once it lets the link through; the
  // handler (the factory) never runs.
  @Test func anInterceptedLinkToAShownScreenFocusesItAfterTheLogin() throws {
    let product = try app.open(
      ScreenIdentity("product", parameters: ["id": "7"]), from: app.wishlist.itemRouter,
      as: .push)
    var final: DeeplinkResult?
    #expect(
      deeplinks.handle("shop://product/7") { final = $0 }.description
        == #"pending (guard "logged in")"#)

    try loginScreen().triggerAction("Log in")

    #expect(final?.description == #"handled (focused existing ItemScreen "product 7")"#)
    #expect(app.window.screens(with: try #require(product.identity)).count == 1)
    #expect(app.window.topmostScreen === product)
    #expect(try app.path == "tabs(nav(shop),*nav(wishlist/product?id=7))")
    try app.window.checkInvariants()
  }

  // MARK: - Interceptors

  // Translates RouterTest.testNavigateToWithTasks and the interceptor's success: "login
  // first", then the destination, routed from what is on top once the login is gone; the
  // completion (a post-routing task) runs once, with the destination shown.
  @Test func theLoginRunsFirstThenTheDestinationOpensAndThePostTaskRunsOnce() throws {
    var finals: [DeeplinkResult] = []
    var topmostInPostTask: Screen?
    deeplinks.handle("shop://product/7") { [weak app] result in
      finals.append(result)
      topmostInPostTask = app?.window.topmostScreen
    }
    #expect(finals.isEmpty)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))/[modal in navigation]nav(login)")

    try loginScreen().triggerAction("Log in")

    #expect(finals.map(\.description) == ["handled (opened)"])
    #expect(topmostInPostTask?.identity == ScreenIdentity("product", parameters: ["id": "7"]))
    #expect(try app.path == "tabs(*nav(shop/product?id=7),nav(wishlist))")
    let lines = app.events.lines
    let opened = try #require(lines.firstIndex { $0.hasPrefix(#"opened ItemScreen "product 7""#) })
    let handled = try #require(lines.firstIndex { $0.hasPrefix("deeplink handled") })
    let finished = try #require(lines.firstIndex { $0.hasPrefix(#"finished ItemScreen "login""#) })
    #expect(finished < opened && opened < handled)
    try app.window.checkInvariants()
  }

  // Translates the interceptor that completes with a failure (RouterTest's InlineInterceptor
  // failing): the login is dismissed from a screen pushed inside it, so the login screen hands
  // back `cancelled`; the link is abandoned, nothing opens, every login screen is freed, and the
  // next link asks for the login again.
  @Test func aLoginDismissedFromInsideItsFlowAbandonsTheLinkAndFreesTheFlow() throws {
    let before = app.window.render()
    let watcher = LifetimeWatcher()
    var final: DeeplinkResult?
    deeplinks.handle("shop://product/7") { final = $0 }
    do {
      let login = try loginScreen()
      watcher.watch(login, as: "login")
      try login.triggerAction("Forgot password")
      let forgot = try #require(app.window.topmostScreen)
      watcher.watch(forgot, as: "forgot")
      try #require(forgot.router).dismiss()
    }

    #expect(
      final?.description
        == #"abandoned: Cannot open the deeplink "shop://product/7": the flow of the guard "logged in" did not succeed: the login was not completed"#
    )
    #expect(app.window.render() == before)
    #expect(app.window.screens(with: ScreenIdentity("product", parameters: ["id": "7"])).isEmpty)
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(app.window.leakedScreens().isEmpty)
    #expect(deeplinks.pendingURL == nil)

    #expect(deeplinks.handle("shop://product/7").description == #"pending (guard "logged in")"#)
    #expect(session.loginFlows == 2)
  }

  // Translates the same failure through the login screen's own Cancel button.
  @Test func aCancelledLoginAbandonsTheLinkAndOpensNothing() throws {
    let before = app.window.render()
    var final: DeeplinkResult?
    deeplinks.handle("shop://product/7") { final = $0 }

    try loginScreen().triggerAction("Cancel")

    #expect(final?.error?.reason.description.hasSuffix("the login was not completed") == true)
    #expect(app.window.render() == before)
    #expect(!session.isLoggedIn)
    #expect(app.events.lines.last?.hasPrefix("deeplink abandoned shop://product/7") == true)
  }

  // Translates RouterTest.testNavigateToWithTasks' counts: a global interceptor
  // (`router.add(...)`) and the destination's own each run once per link, the global one
  // first; a global interceptor that refuses stops the link before the destination's runs.
  @Test func globalInterceptorsRunOnceBeforeTheDestinationsOwnAndCanStopIt() throws {
    let log = InterceptorLog()
    deeplinks.addGuard(
      DeeplinkGuard("global") { [log] _ in
        log.checks.append("global")
        return log.globalAllows ? .allow : .deny(reason: "maintenance")
      })
    try deeplinks.register(
      "/orders",
      guards: [
        DeeplinkGuard("own") { [log] _ in
          log.checks.append("own")
          return .allow
        }
      ]
    ) { link in
      try link.router(as: (any Router).self).open(.push) {
        try PeerShop.build(ScreenIdentity("orders"), router: $0)
      }
    }

    #expect(deeplinks.handle("shop://orders").description == "handled (opened)")
    #expect(log.checks == ["global", "own"])

    log.globalAllows = false
    let tree = app.window.render()
    let refused = deeplinks.handle("shop://orders")
    #expect(
      refused.description
        == #"refused: Cannot open the deeplink "shop://orders": the guard "global" denied it: maintenance"#
    )
    #expect(log.checks == ["global", "own", "global"])
    #expect(app.window.render() == tree)
  }

  // Translates RouterTest.testNavigateToFactoryWithIssue: the factory throws, so the link is
  // refused with the builder's error, observers see the failure, and nothing changes.
  @Test func aFactoryThatThrowsRefusesTheLinkAndChangesNothing() throws {
    struct OutOfPaper: Error, CustomStringConvertible {
      var description: String { "the printer is out of paper" }
    }
    try deeplinks.register("/receipt") { link in
      try link.router(as: (any Router).self).open(.modal) { _ -> Screen in throw OutOfPaper() }
    }
    let before = app.window.render()
    var final: DeeplinkResult?

    let result = deeplinks.handle("shop://receipt") { final = $0 }

    #expect(result.isAccepted == false)
    #expect(final?.description == result.description)
    #expect(result.description.hasSuffix("building the screen failed: the printer is out of paper"))
    #expect(app.window.render() == before)
    #expect(app.events.lines.contains { $0.hasPrefix("failed: Cannot present Screen") })
  }

  // Translates RouterTest.testNavigateToWithDeallocatedViewController: the view controller the
  // routing starts from is freed while the interceptor waits, so when the interceptor lets the
  // link through the routing fails (the router's root is gone) and nothing opens.
  @Test func theStartingScreenFreedWhileTheInterceptorWaitsMakesTheLinkFail() throws {
    var origin: DefaultRouter? = try app.open(
      "wishes", from: app.wishlist.itemRouter, as: .push
    ).itemRouter
    let captured = try #require(origin)
    try deeplinks.register("/wish/:id<Int>", guards: [loginInterceptor(session)]) {
      [captured] link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      captured.open(.push) {
        try PeerShop.build(ScreenIdentity("product", parameters: ["id": "\(id)"]), router: $0)
      }
    }
    var final: DeeplinkResult?
    deeplinks.handle("shop://wish/3") { final = $0 }
    app.wishlist.itemRouter.popToRoot()
    origin = nil
    #expect(captured.root == nil)

    try loginScreen().triggerAction("Log in")

    #expect(
      final?.description
        == #"refused: Cannot open the deeplink "shop://wish/3": its handler failed: Cannot push ItemScreen "product 3": the router's root screen has been deallocated"#
    )
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    try app.window.checkInvariants()
  }
}
