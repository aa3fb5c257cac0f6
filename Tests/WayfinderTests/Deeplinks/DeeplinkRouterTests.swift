import Foundation
import Testing
import Wayfinder

@MainActor
@Suite struct DeeplinkRouterTests {
  let app: DeeplinkShopApp
  var window: Window { app.window }
  var deeplinks: DeeplinkRouter { app.deeplinks }

  init() throws {
    app = try DeeplinkShopApp()
  }

  static let initialTree = """
    TabContainer
      tab 0 (selected): NavigationContainer
        ItemScreen "Shop"  <- top
      tab 1: NavigationContainer
        ItemScreen "Wishlist"
    """

  // MARK: - Multi-step links

  @Test func multiStepLinkSelectsTheWishlistTabThenPushesTheProductInsideIt() throws {
    let result = deeplinks.handle("shop://wishlist/product/42")
    #expect(result.description == "handled (opened)")
    #expect(
      window.render() == """
        TabContainer
          tab 0: NavigationContainer
            ItemScreen "Shop"
          tab 1 (selected): NavigationContainer
            ItemScreen "Wishlist"
            ItemScreen "Product 42"  <- top
        """)
    #expect(
      app.events.lines == [
        "deeplink matched shop://wishlist/product/42 (/wishlist/product/:id<Int>)",
        #"selected tab NavigationContainer of ItemScreen "Wishlist" from ItemScreen "Shop" (tab selection)"#,
        #"opened ItemScreen "Product 42" from ItemScreen "Wishlist" (push, system.push 350ms)"#,
        #"deeplink handled shop://wishlist/product/42, showing ItemScreen "Product 42""#,
      ])
    try window.checkInvariants()
  }

  /// Starting states for the multi-step link, each set up from the app.
  enum StartingState: String, CaseIterable, Sendable {
    case modalOnTop, deepInShopTab, deepInWishlistTab, modalOverDeepStack
  }

  @Test(arguments: StartingState.allCases)
  func multiStepLinkWorksWhateverIsOnScreen(state: StartingState) throws {
    switch state {
    case .modalOnTop:
      try app.open("Promo", from: app.shop.itemRouter, as: .modal(inNavigation: true))
    case .deepInShopTab:
      let first = try app.open("Product 1", from: app.shop.itemRouter, as: .push)
      try app.open("Product 2", from: first.itemRouter, as: .push)
    case .deepInWishlistTab:
      try app.selectTab(1)
      try app.open("Product 7", from: app.wishlist.itemRouter, as: .push)
    case .modalOverDeepStack:
      let first = try app.open("Product 1", from: app.shop.itemRouter, as: .push)
      try app.open("Promo", from: first.itemRouter, as: .fade)
    }
    try window.checkInvariants()
    let wishlistStack = try #require(app.wishlist.navigationContainer)
    let stackBefore = wishlistStack.stack.map(\.title)

    #expect(deeplinks.handle("shop://wishlist/product/42").description == "handled (opened)")

    #expect(app.tabs.selectedIndex == 1)
    #expect(app.tabs.presentedScreen == nil)
    #expect(wishlistStack.stack.map(\.title) == stackBefore + ["Product 42"])
    #expect(window.topmostScreen?.title == "Product 42")
    #expect(
      app.events.lines.last
        == #"deeplink handled shop://wishlist/product/42, showing ItemScreen "Product 42""#)
    try window.checkInvariants()
  }

  @Test func aStepThatFailsLeavesTheStepsBeforeItDone() throws {
    let result = deeplinks.handle("shop://wishlist/then/9")
    #expect(
      result.error?.description
        == #"Cannot open the deeplink "shop://wishlist/then/9": its handler failed: Cannot select tab 9: tab index 9 is out of range (there are 2 tabs)"#
    )
    #expect(app.tabs.selectedIndex == 1, "the first step stays done")
    try window.checkInvariants()
  }

  @Test func theHandlerGetsTheTransitionAskedFor() throws {
    #expect(deeplinks.handle("shop://product/5", as: .modal).isAccepted)
    #expect(app.tabs.presentedScreen?.title == "Product 5")
    #expect(
      app.events.lines.contains(
        #"opened ItemScreen "Product 5" from ItemScreen "Shop" (modal, system.modal 300ms)"#))
    try window.checkInvariants()
  }

  // MARK: - Already there

  @Test(arguments: [
    "shop://product/042", "shop://product/42?ref=mail", "shop://product/+42?utm_source=x&ref=y",
  ])
  func aLinkWithTheSameValueOrMoreParametersFocusesTheShownProduct(url: String) throws {
    let product = try app.open("Product 42", from: app.shop.itemRouter, as: .push)
    product.identity = ScreenIdentity("product", parameters: ["id": "42"])
    try app.open("Product 43", from: product.itemRouter, as: .push)

    let result = deeplinks.handle(url)

    #expect(result.description == #"handled (focused existing ItemScreen "Product 42")"#)
    #expect(window.topmostScreen === product)
    #expect(window.firstScreen { $0.title == "Product 43" } == nil)
  }

  @Test func aURLIsHandledAsItsText() async throws {
    let url = try #require(URL(string: "shop://product/7"))
    let result = deeplinks.handle(url, from: .universalLink)
    #expect(result.description == "handled (opened)")
    #expect(window.topmostScreen?.title == "Product 7")
    let modal = deeplinks.handle(try #require(URL(string: "shop://product/8")), as: .modal)
    #expect(modal.description == "handled (opened)")
    #expect(window.topmostScreen?.modalPresentationRoot?.title == "Product 8")
    let refused = await deeplinks.handleAndWait(try #require(URL(string: "shop://product/x")))
    #expect(refused.description == deeplinks.handle("shop://product/x").description)
    let waited = await deeplinks.handleAndWait(
      try #require(URL(string: "shop://product/9")), as: .fade)
    #expect(waited.description == "handled (opened)")
    #expect(window.topmostScreen?.title == "Product 9")
  }

  @Test func aLinkToAnotherValueOpensANewScreen() throws {
    let product = try app.open("Product 42", from: app.shop.itemRouter, as: .push)
    product.identity = ScreenIdentity("product", parameters: ["id": "42"])

    let result = deeplinks.handle("shop://product/420")

    #expect(result.description == "handled (opened)")
    #expect(window.topmostScreen?.identity == ScreenIdentity("product", parameters: ["id": "420"]))
  }

  @Test func aLinkToAShownProductFocusesItInsteadOfOpeningADuplicate() throws {
    try app.selectTab(1)
    let product = try app.open("Product 42", from: app.wishlist.itemRouter, as: .push)
    product.identity = ScreenIdentity("product", parameters: ["id": "42"])
    try app.open("Product 43", from: product.itemRouter, as: .push)
    try app.selectTab(0)
    try app.open("Promo", from: app.shop.itemRouter, as: .modal)
    app.events.clear()

    let result = deeplinks.handle("https://shop.example.com/product/42")

    #expect(result.description == #"handled (focused existing ItemScreen "Product 42")"#)
    #expect(
      window.render() == """
        TabContainer
          tab 0: NavigationContainer
            ItemScreen "Shop"
          tab 1 (selected): NavigationContainer
            ItemScreen "Wishlist"
            ItemScreen "Product 42"  <- top
        """)
    #expect(window.screens(with: ScreenIdentity("product", parameters: ["id": "42"])).count == 1)
    #expect(
      app.events.lines == [
        "deeplink matched https://shop.example.com/product/42 (/product/:id<Int>)",
        #"focused ItemScreen "Product 42""#,
        #"deeplink handled https://shop.example.com/product/42, showing ItemScreen "Product 42""#,
      ])
    try window.checkInvariants()
  }

  @Test func aLinkToTheTopmostScreenKeepsTheTreeAsItIs() throws {
    #expect(deeplinks.handle("shop://product/8").description == "handled (opened)")
    let tree = window.render()
    #expect(
      deeplinks.handle("shop://product/8").description
        == #"handled (focused existing ItemScreen "Product 8")"#)
    #expect(window.render() == tree)
    try window.checkInvariants()
  }

  @Test func aCustomTargetNormalizesTheIdentity() throws {
    try deeplinks.register(
      "shop://item/:id<Int>",
      target: .screen { link in
        (try? link.parameters.value(named: "id", as: Int.self)).map {
          ScreenIdentity("product", parameters: ["id": "\($0)"])
        }
      }
    ) { _ in throw OutOfStock() }
    deeplinks.handle("shop://product/42")
    #expect(
      deeplinks.handle("shop://item/042").description
        == #"handled (focused existing ItemScreen "Product 42")"#)
    try window.checkInvariants()
  }

  @Test func aLinkToAnotherProductOpensIt() throws {
    deeplinks.handle("shop://product/8")
    #expect(deeplinks.handle("shop://product/9").description == "handled (opened)")
    #expect(app.shop.navigationContainer?.stack.map(\.title) == ["Shop", "Product 8", "Product 9"])
    try window.checkInvariants()
  }

  // MARK: - Guards

  @Test func aGuardedLinkWaitsForSignInThenContinues() throws {
    var final: DeeplinkResult?
    let immediate = deeplinks.handle("shop://orders") { final = $0 }

    #expect(immediate.description == #"pending (guard "signed in")"#)
    #expect(immediate.isAccepted)
    #expect(final == nil)
    #expect(deeplinks.pendingURL == "shop://orders")
    #expect(
      window.render() == """
        TabContainer
          tab 0 (selected): NavigationContainer
            ItemScreen "Shop"
          tab 1: NavigationContainer
            ItemScreen "Wishlist"
          presents: NavigationContainer
            ItemScreen "Login"  <- top
        """)
    try window.checkInvariants()

    try app.loginScreen().triggerAction("Sign in")

    #expect(final?.description == "handled (opened)")
    #expect(deeplinks.pendingURL == nil)
    #expect(
      window.render() == """
        TabContainer
          tab 0 (selected): NavigationContainer
            ItemScreen "Shop"
            ItemScreen "Orders"  <- top
          tab 1: NavigationContainer
            ItemScreen "Wishlist"
        """)
    #expect(
      app.events.lines == [
        "deeplink matched shop://orders (/orders)",
        #"deeplink pending shop://orders (guard "signed in")"#,
        #"opened ItemScreen "Login" from ItemScreen "Shop" (modal in navigation, system.modal 300ms)"#,
        #"dismissed ItemScreen "Login" (modal in navigation, system.modal 300ms)"#,
        #"opened ItemScreen "Orders" from ItemScreen "Shop" (push, system.push 350ms)"#,
        #"deeplink handled shop://orders, showing ItemScreen "Orders""#,
      ])
    try window.checkInvariants()
  }

  @Test func aGuardedLinkIsAbandonedWhenSignInIsCancelled() throws {
    var final: DeeplinkResult?
    deeplinks.handle("shop://orders") { final = $0 }

    try app.loginScreen().triggerAction("Cancel")

    #expect(
      final?.description
        == #"abandoned: Cannot open the deeplink "shop://orders": the flow of the guard "signed in" did not succeed: the user cancelled signing in"#
    )
    #expect(window.render() == Self.initialTree)
    #expect(deeplinks.pendingURL == nil)
    #expect(
      app.events.lines.last
        == #"deeplink abandoned shop://orders: the flow of the guard "signed in" did not succeed: the user cancelled signing in"#
    )
    try window.checkInvariants()
  }

  @Test func aGuardThatHoldsLetsTheLinkThroughAtOnce() throws {
    app.session.isSignedIn = true
    #expect(deeplinks.handle("shop://orders").description == "handled (opened)")
    #expect(app.loginFlowsStarted == 0)
    #expect(window.topmostScreen?.title == "Orders")
    try window.checkInvariants()
  }

  @Test func aSecondLinkForTheSameGuardReplacesTheFirstAndWaitsForTheSameFlow() throws {
    var first: DeeplinkResult?
    var second: DeeplinkResult?
    deeplinks.handle("shop://orders") { first = $0 }
    deeplinks.handle("https://shop.example.com/orders") { second = $0 }

    #expect(app.loginFlowsStarted == 1)
    #expect(
      first?.description
        == #"abandoned: Cannot open the deeplink "shop://orders": the newer deeplink "https://shop.example.com/orders" replaced it"#
    )
    #expect(second == nil)
    #expect(deeplinks.pendingURL == "https://shop.example.com/orders")

    try app.loginScreen().triggerAction("Sign in")

    #expect(second?.description == "handled (opened)")
    #expect(app.shop.navigationContainer?.stack.map(\.title) == ["Shop", "Orders"])
    try window.checkInvariants()
  }

  @Test func aLinkWithoutGuardsAbandonsThePendingOne() throws {
    var first: DeeplinkResult?
    deeplinks.handle("shop://orders") { first = $0 }

    #expect(deeplinks.handle("shop://wishlist/product/3").description == "handled (opened)")

    #expect(
      first?.error?.reason.description
        == #"the newer deeplink "shop://wishlist/product/3" replaced it"#)
    #expect(deeplinks.pendingURL == nil)
    #expect(app.tabs.presentedScreen == nil, "the handler dismissed the login screen")
    #expect(window.topmostScreen?.title == "Product 3")
    try window.checkInvariants()
  }

  @Test func anUnmatchedLinkLeavesThePendingOneAlone() throws {
    deeplinks.handle("shop://orders")
    #expect(!deeplinks.handle("shop://nowhere").isAccepted)
    #expect(deeplinks.pendingURL == "shop://orders")
  }

  @Test func cancellingThePendingLinkAbandonsIt() throws {
    var final: DeeplinkResult?
    deeplinks.handle("shop://orders") { final = $0 }
    deeplinks.cancelPendingLink()
    #expect(final?.error?.reason.description == "it was cancelled")
    #expect(deeplinks.pendingURL == nil)
    // Signing in afterwards no longer opens the orders.
    try app.loginScreen().triggerAction("Sign in")
    #expect(window.render() == Self.initialTree)
    try window.checkInvariants()
  }

  @Test func aFlowThatCompletesAtOnceGivesTheFinalResultAtOnce() throws {
    deeplinks.addGuard(
      DeeplinkGuard("consent") { _ in .requireFlow { _, completion in completion(.success(())) } })
    #expect(deeplinks.handle("shop://product/4").description == "handled (opened)")
    #expect(
      app.events.lines.prefix(2) == [
        "deeplink matched shop://product/4 (/product/:id<Int>)",
        #"deeplink pending shop://product/4 (guard "consent")"#,
      ])
  }

  // MARK: - Refusals

  struct Refusal: Sendable, CustomTestStringConvertible {
    let url: String
    let message: String
    var testDescription: String { url }
  }

  @Test(arguments: [
    Refusal(
      url: "shop://nothing/here",
      message:
        #"Cannot open the deeplink "shop://nothing/here": no deeplink pattern matches the path "/nothing/here""#
    ),
    Refusal(
      url: "shop://product/abc",
      message:
        #"Cannot open the deeplink "shop://product/abc": parameter "id" of "/product/:id<Int>" expects Int but the URL has "abc""#
    ),
    Refusal(
      url: "mail://product/1",
      message:
        #"Cannot open the deeplink "mail://product/1": no deeplink pattern is registered for the scheme "mail""#
    ),
    Refusal(
      url: "https://evil.example.com/product/1",
      message:
        #"Cannot open the deeplink "https://evil.example.com/product/1": no deeplink pattern is registered for the host "evil.example.com" (scheme "https")"#
    ),
    Refusal(
      url: "shop://product//1",
      message:
        #"Cannot open the deeplink "shop://product//1": the URL is malformed: path segment 2 is empty (a double slash)"#
    ),
    Refusal(
      url: "shop://checkout",
      message:
        #"Cannot open the deeplink "shop://checkout": the router DefaultRouter of ItemScreen "Shop" does not conform to CheckoutRoute; add the conformance (extension DefaultRouter: CheckoutRoute {})"#
    ),
    Refusal(
      url: "shop://broken",
      message:
        #"Cannot open the deeplink "shop://broken": its handler failed: product 7 is out of stock"#
    ),
    Refusal(
      url: "shop://tab/5",
      message:
        #"Cannot open the deeplink "shop://tab/5": its handler failed: Cannot select tab 5: tab index 5 is out of range (there are 2 tabs)"#
    ),
    Refusal(
      url: "shop://admin",
      message:
        #"Cannot open the deeplink "shop://admin": the guard "staff only" denied it: admin links are disabled"#
    ),
  ])
  func aRefusedLinkSaysWhyAndLeavesTheTreeUnchanged(refusal: Refusal) throws {
    let result = deeplinks.handle(refusal.url)
    guard case .refused(let error) = result else {
      Issue.record("expected a refusal, got \(result)")
      return
    }
    #expect(error.description == refusal.message)
    #expect(error.url == refusal.url)
    #expect(window.render() == Self.initialTree)
    #expect(app.events.lines.last == "deeplink refused \(refusal.url): \(error.reason)")
    try window.checkInvariants()
  }

  @Test func aMatcherRefusalKeepsTheMatchersReason() throws {
    let error = try #require(deeplinks.handle("shop://product/abc").error)
    #expect(
      error
        == DeeplinkError(
          url: "shop://product/abc",
          reason: .invalidParameter(
            name: "id", text: "abc", expectedType: "Int", pattern: "/product/:id<Int>")))
  }

  @Test func aHandlerInAWindowWithoutRootHasNoRouter() throws {
    let empty = try DeeplinkRouter(window: Window())
    try empty.register("shop://product/:id") { link in
      try link.router(as: (any ProductRoute).self).openProduct(id: 1, as: .push)
    }
    #expect(
      empty.handle("shop://product/1").error?.description
        == #"Cannot open the deeplink "shop://product/1": no router to route from: the window has no root"#
    )
  }

  // MARK: - Bool and async

  @Test func routeToURLAnswersWhetherTheLinkWasAccepted() throws {
    #expect(deeplinks.route(to: try #require(URL(string: "shop://product/7")), as: .fade))
    #expect(app.tabs.presentedScreen?.title == "Product 7")
    #expect(!deeplinks.route(to: try #require(URL(string: "shop://unknown")), as: .push))
    #expect(deeplinks.route(to: try #require(URL(string: "shop://orders"))), "pending counts")
    let asProtocol: any Deeplinkable = deeplinks
    #expect(!asProtocol.route(to: try #require(URL(string: "shop://broken")), as: .push))
    try window.checkInvariants()
  }

  @Test func awaitingALinkReturnsItsResultAfterTheGuardsFlow() async throws {
    #expect(await deeplinks.handleAndWait("shop://product/1").description == "handled (opened)")

    let task = Task { await deeplinks.handleAndWait("shop://orders", as: .push) }
    var waited = 0
    while deeplinks.pendingURL == nil, waited < 1_000 {
      await Task.yield()
      waited += 1
    }
    try app.loginScreen().triggerAction("Sign in")
    let result = await task.value

    #expect(result.description == "handled (opened)")
    #expect(window.topmostScreen?.title == "Orders")
    try window.checkInvariants()
  }
}
