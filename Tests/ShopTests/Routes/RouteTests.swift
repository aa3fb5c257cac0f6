import Testing
import Wayfinder
import WayfinderTesting

@testable import WayfinderSampleShop

@MainActor
@Suite struct RouteTests {
  let router: RecordingRouter

  init() throws {
    router = RecordingRouter(container: try AppGraph.makeContainer())
  }

  /// The single screen the router was asked to open, as `S`.
  func routedScreen<S: Screen>(as type: S.Type) throws -> S {
    try #require(router.routedScreens.count == 1)
    return try #require(router.routedScreens.first?.screen as? S)
  }

  @Test(arguments: [
    (42, "Walking Boots"), (7, "Wool Socks"), (13, "Trail Map"),
  ])
  func productPushesTheProductScreen(id: Int, name: String) throws {
    router.openProduct(id: id)
    #expect(router.log == [#"route ProductScreen "\#(name)" (push, system.push 350ms)"#])
    let screen = try routedScreen(as: ProductScreen.self)
    #expect(screen.viewModel.product.id == id)
    #expect(screen.identity == ScreenIdentity("product", parameters: ["id": String(id)]))
    let child = try #require(screen.router)
    #expect(child.root === screen)
    #expect(child.rootTransition.name == "push")
    #expect(child.container === router.container)
  }

  @Test func productWithAnotherTransitionUsesIt() throws {
    router.openProduct(id: 42, as: .modal)
    #expect(router.log == [#"route ProductScreen "Walking Boots" (modal, system.modal 300ms)"#])
  }

  @Test func anUnknownProductReportsAFailureAndRoutesNothing() throws {
    var failures: [RoutingError] = []
    router.context.addObserver { event in
      if let error = event.error { failures.append(error) }
    }
    router.openProduct(id: 999)
    #expect(router.log.isEmpty)
    let failure = try #require(failures.first)
    #expect(failures.count == 1)
    #expect(failure.request == #"push ProductScreen from Screen "RecordingRouter root""#)
    guard case .buildFailed(let thrown) = failure.reason else {
      Issue.record("expected a build failure, got \(failure.reason)")
      return
    }
    // The app's own error, under the container's: a "not found" pop-up needs no text matching.
    #expect((thrown as? ResolutionError)?.underlyingError as? ShopError == .unknownProduct(id: 999))
    #expect("\(thrown)".hasSuffix("threw: there is no product 999"))
  }

  @Test func loginIsPresentedInANavigationContainer() throws {
    let outcomes = OutcomeLog<LoginOutcome>()
    router.openLogin(onFinish: outcomes.record)
    #expect(router.log == [#"route LoginScreen "Login" (modal in navigation, system.modal 300ms)"#])
    let screen = try routedScreen(as: LoginScreen.self)
    #expect(screen.router?.rootTransition.name == "modal in navigation")
    // The outcome handler reaches the view model: cancelling reports through it.
    screen.viewModel.cancel()
    #expect(outcomes.values == [.cancelled])
  }

  @Test func loginWithoutAHandlerOpensTheSameFlow() {
    router.openLogin()
    #expect(router.log == [#"route LoginScreen "Login" (modal in navigation, system.modal 300ms)"#])
  }

  @Test func signUpIsPushed() throws {
    let signedUp = OutcomeLog<String>()
    router.openSignUp(onSignedUp: signedUp.record)
    #expect(router.log == [#"route SignUpScreen "Sign Up" (push, system.push 350ms)"#])
    let screen = try routedScreen(as: SignUpScreen.self)
    #expect(screen.identity == ScreenIdentity("sign-up"))
  }

  @Test func forgottenPasswordIsPushed() throws {
    router.openForgottenPassword()
    #expect(
      router.log == [#"route ForgottenPasswordScreen "Forgot Password" (push, system.push 350ms)"#])
    _ = try routedScreen(as: ForgottenPasswordScreen.self)
  }

  @Test func aPopUpFadesIn() throws {
    router.openPopUp(message: "Saved.")
    #expect(router.log == [#"route PopUpScreen "Pop-up" (animated, fade 300ms)"#])
    let screen = try routedScreen(as: PopUpScreen.self)
    #expect(screen.viewModel.message == "Saved.")
    #expect(screen.content == ["Saved."])
  }

  @Test func siriPresentsTheSheetWithASiriRouter() throws {
    let product = try ProductCatalogue.sample.product(id: 7)
    router.openSiriShortcut(for: product)
    #expect(router.log == [#"route VoiceShortcutScreen "Add to Siri" (modal, system.modal 300ms)"#])
    let sheet = try routedScreen(as: VoiceShortcutScreen.self)
    #expect(sheet.phrase == "Show me Wool Socks")
    let siri = try #require(sheet.router as? SiriRouter)
    #expect(siri.root === sheet)
    #expect(siri.rootTransition.name == "modal")
  }

  @Test func theShopTabIsANavigationContainerAroundTheCatalogue() throws {
    let tab = try router.makeShopTab()
    #expect(tab.title == "Shop")
    #expect(tab.stack.count == 1)
    let shop = try #require(tab.rootScreen as? ShopScreen)
    let tabRouter = try #require(shop.router)
    #expect(tabRouter.root === shop)
    #expect(tabRouter.rootTransition.name == "empty")
    #expect(!tabRouter.rootTransition.isAnimated)
    #expect(shop.viewModel.products.map(\.id) == [42, 7, 13])
    #expect(router.log.isEmpty)
  }

  @Test func theWishlistTabIsANavigationContainerAroundTheWishlist() throws {
    let tab = try router.makeWishlistTab()
    #expect(tab.title == "Wishlist")
    #expect(tab.stack.count == 1)
    let wishlist = try #require(tab.rootScreen as? WishlistScreen)
    let tabRouter = try #require(wishlist.router)
    #expect(tabRouter.root === wishlist)
    #expect(tabRouter.rootTransition.name == "empty")
    #expect(router.log.isEmpty)
  }

  @Test func selectingTheTabsAsksForTheirIndex() {
    router.selectWishlistTab()
    router.selectShopTab()
    #expect(router.log == ["select tab 1", "select tab 0"])
    #expect(AppTab.allCases.map(\.rawValue) == [0, 1])
  }

  @Test func loggingOutResetsTheSessionScopeAndOpensNothing() throws {
    let before = try router.container.resolve(SessionService.self)
    try before.logIn(email: "demo@shop.example", password: "secret")
    router.logOut()
    let after = try router.container.resolve(SessionService.self)
    #expect(after !== before)
    #expect(!after.isLoggedIn)
    #expect(router.log.isEmpty)
  }

  @Test func aRouteThatFailsReportsTheFailure() throws {
    var failures: [RoutingError] = []
    router.context.addObserver { event in
      if let error = event.error { failures.append(error) }
    }
    let failure = RoutingError("push", .noNavigationContainer(ScreenInfo(router.ownedRoot)))
    router.failure = failure
    router.openProduct(id: 42)
    #expect(failures == [failure])
    #expect(router.log.count == 1)
  }
}
