import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// A fourth reader of the article builds the shop — tabs, product, login, sign up, forgot
// password, pop-ups, the Siri sheet — from the README and the DocC articles alone, on the public
// API (`import Wayfinder` brings the container too), and checks the examples and promises the
// first three readers left out: the README's path of the shop, view models resolved for a result
// router, the recording router's `reset()` and containers, `handle` and `route(to:)` agreeing,
// a flow that reports by hand, and the pending link's text. The app (`ReaderFour`) is at the end
// of this file.

@MainActor
@Suite struct ArticleReaderRoundFourTests {
  let window: Window
  let events: EventLog

  init() throws {
    window = Window(container: try ReaderFour.makeContainer())
    events = EventLog(context: window.context)
    try ReaderFour.showTabs(in: window)
    events.clear()
  }

  /// The screen on top, as a `T`.
  func top<T: Screen>(as type: T.Type = Screen.self) throws -> T {
    try #require(window.topmostScreen as? T)
  }

  /// The router of the screen on top.
  func topRouter() throws -> DefaultRouter {
    try #require(window.topmostScreen?.router)
  }

  // MARK: - The shop, as the README shows it

  // README "Results, screens built ahead, paths and stack operations": `window.path()` prints
  // `tabs(nav(shop),*nav(wishlist/product?id=42))/[modal in navigation]nav(login/sign-up)`; the
  // shop reaches that state by tapping, and the saved path restores it in a new window.
  @Test func theShopReachesTheReadmesPathAndRestoresIt() throws {
    try topRouter().selectR4WishlistTab()
    try top(as: ReaderFour.TabRootScreen.self).openProduct(42)
    try top(as: ReaderFour.ProductScreen.self).triggerAction("Add to wishlist")
    try top(as: ReaderFour.LoginScreen.self).triggerAction("Sign up")

    let readme =
      "tabs(nav(shop),*nav(wishlist/product?id=42))/[modal in navigation]nav(login/sign-up)"
    #expect(try window.path().description == readme)
    let saved = try JSONEncoder().encode(window.restorablePath())

    let next = Window(container: try ReaderFour.makeContainer())
    try next.restore(JSONDecoder().decode(ScreenPath.self, from: saved), using: ReaderFour.screens)
    #expect(try next.path().description == readme)
    #expect(next.topmostScreen is ReaderFour.SignUpScreen)
    #expect(throws: Never.self) { try next.checkInvariants() }
  }

  // README "Add a route": the route resolves the view model from the router's container, and
  // "the registration takes the router as the route passes it (`DefaultRouter`, or
  // `ResultRouter<Output>` for a screen that returns a result)". The login's view model is
  // registered for its `ResultRouter<LoginOutcome>`, and its outcome reaches the product.
  @Test func aLoginViewModelRegisteredForItsResultRouterReportsToTheProduct() throws {
    try top(as: ReaderFour.TabRootScreen.self).openProduct(7)
    let product = try top(as: ReaderFour.ProductScreen.self)
    try product.triggerAction("Add to wishlist")
    #expect(
      try top(as: ReaderFour.LoginScreen.self).router is ResultRouter<ReaderFour.LoginOutcome>)

    try top(as: ReaderFour.LoginScreen.self).triggerAction("Log in")
    #expect(product.viewModel.outcomes == [.loggedIn("reader")])
    #expect(
      try window.path().description == "tabs(*nav(shop/product?id=7),nav(wishlist))/[fade]pop-up")
    #expect(try top(as: ReaderFour.PopUpScreen.self).title == "Added to your wishlist")
    try top(as: ReaderFour.PopUpScreen.self).triggerAction("OK")
    #expect(window.topmostScreen === product)
    #expect(window.leakedScreens().isEmpty)
  }

  // The same sentence, read the other way: a view model registered for `DefaultRouter` is not
  // what a route that passes a `ResultRouter<Output>` resolves. The login cannot open, the
  // product hears how the flow ended (no outcome), the observers get the missing registration,
  // and nothing is shown.
  @Test func aViewModelRegisteredForTheWrongRouterTypeFailsTheRoute() throws {
    let container = Container()
    try container.register(ReaderFour.Catalogue.self) { _ in ReaderFour.Catalogue(prefix: "Product")
    }
    try ReaderFour.registerProduct(in: container)
    try container.registerMainActor(ReaderFour.LoginViewModel.self) {
      (r: Resolver, router: DefaultRouter) in
      ReaderFour.LoginViewModel(router: ReaderFour.PlainLoginRoutes(router: router))
    }
    let window = Window(container: container)
    let events = EventLog(context: window.context)
    try ReaderFour.showTabs(in: window)
    try #require(window.topmostScreen as? ReaderFour.TabRootScreen).openProduct(7)
    let product = try #require(window.topmostScreen as? ReaderFour.ProductScreen)
    events.clear()

    try product.triggerAction("Add to wishlist")
    #expect(product.viewModel.outcomes == [nil])
    #expect(window.topmostScreen === product)
    #expect(events.events.count == 1)
    let message = try #require(events.events.first?.error?.description)
    #expect(message.contains("LoginViewModel"))
    #expect(message.contains("ResultRouter<"))
  }

  // README "Results": `didTapCancel()` calls `router.cancel()` and "the presenter hears
  // `.cancelled`"; ResultRouter: "Like `finish(with:completion:)`, it ends the flow once". The
  // shop's Cancel leaves the product on top with one nil outcome; a second tap, on the screen
  // that left, hands the product nothing more and changes nothing.
  @Test func cancellingTheLoginTwiceHandsTheProductOneCancellation() throws {
    try top(as: ReaderFour.TabRootScreen.self).openProduct(3)
    let product = try top(as: ReaderFour.ProductScreen.self)
    try product.triggerAction("Add to wishlist")
    let login = try top(as: ReaderFour.LoginScreen.self)
    try login.triggerAction("Cancel")
    let before = try window.path()
    events.clear()
    try login.triggerAction("Cancel")

    #expect(product.viewModel.outcomes == [nil])
    #expect(window.topmostScreen === product)
    #expect(try window.path() == before)
    #expect(events.events.isEmpty)
  }

  // The shop's forgotten password: pushed from the login, its "Reset password" fades a pop-up
  // in, whose OK comes back to it; Back returns to the login, which can still log in.
  @Test func forgotPasswordFadesAPopUpAndComesBackToTheLogin() throws {
    try top(as: ReaderFour.TabRootScreen.self).openProduct(5)
    let product = try top(as: ReaderFour.ProductScreen.self)
    try product.triggerAction("Add to wishlist")
    do {
      let login = try top(as: ReaderFour.LoginScreen.self)
      try login.triggerAction("Forgot password")
      let forgot = try top(as: ReaderFour.ForgotPasswordScreen.self)
      try forgot.triggerAction("Reset password")
      #expect(
        try window.path().description
          == "tabs(*nav(shop/product?id=5),nav(wishlist))/[modal in navigation]nav(login/forgot-password)/[fade]pop-up"
      )
      try top(as: ReaderFour.PopUpScreen.self).triggerAction("OK")
      #expect(window.topmostScreen === forgot)
      try forgot.triggerAction("Back")
      #expect(window.topmostScreen === login)
      try login.triggerAction("Log in")
    }
    #expect(product.viewModel.outcomes == [.loggedIn("reader")])
    try top(as: ReaderFour.PopUpScreen.self).triggerAction("OK")
    #expect(window.leakedScreens().isEmpty)
  }

  // README "Handle a deeplink": a system sheet (the Siri shortcut) has no router of its own; a
  // handler that dismisses presented screens first routes from below it, and the product the
  // sheet was over is focused rather than built again.
  @Test func aLinkOverTheSiriSheetDismissesItAndFocusesTheProduct() throws {
    let deeplinks = try ReaderFour.makeDeeplinks(window)
    try top(as: ReaderFour.TabRootScreen.self).openProduct(42)
    let product = try top(as: ReaderFour.ProductScreen.self)
    try product.triggerAction("Add to Siri")
    #expect(window.topmostScreen?.router == nil)

    #expect(
      deeplinks.handle("shop://product/42").description
        == #"handled (focused existing ProductScreen "Product 42")"#)
    #expect(window.topmostScreen === product)
    #expect(deeplinks.handle("shop://product/9").description == "handled (opened)")
    #expect(
      try window.path().description == "tabs(*nav(shop/product?id=42/product?id=9),nav(wishlist))")
  }

  // MARK: - Deeplinks

  // README: "`handle(_:)` and `route(to: URL)` give the same result for the same link (the
  // URL's `absoluteString` is matched)". Accepted, focused, refused by type and refused as
  // unknown: the Bool says what the result says.
  @Test(arguments: [
    "shop://product/42", "shop://product/4%32", "SHOP://product/42/", "shop://product/abc",
    "shop://nowhere", "shop://product/42?ref=mail#top", "https://shop.example.com/product/42",
  ])
  func handleAndRouteToURLAgree(text: String) throws {
    let url = try #require(URL(string: text))
    let first = try ReaderFour.freshShop()
    let second = try ReaderFour.freshShop()
    let handled = try ReaderFour.makeDeeplinks(first).handle(text)
    let routed = try ReaderFour.makeDeeplinks(second).route(to: url)

    #expect(handled.isAccepted == routed)
    #expect(try first.path() == second.path())
  }

  // HandlingDeeplinks "Guard a link": while the flow runs the link is `pending(guardName:)`
  // (`pending (guard "signed in")`); a flow that reports by hand "must report when it closes its
  // own screens (its Cancel button): until then the link waits (`cancelPendingLink()` gives it
  // up)".
  @Test func aFlowThatClosesItsOwnScreenWithoutReportingWaitsUntilGivenUp() throws {
    let deeplinks = try ReaderFour.makeDeeplinks(window)
    var flowLogin: ReaderFour.HandFlowLoginScreen?
    deeplinks.addGuard(
      DeeplinkGuard("signed in") { _ in
        .requireFlow { link, _ in
          link.dismissPresentedScreens()
          try link.router(as: (any Router).self).open(.modal) { router in
            ReaderFour.HandFlowLoginScreen(router: router)
          } completion: {
            flowLogin = try? $0.get()
          }
        }
      })
    var handlerRuns = 0
    try deeplinks.register("/orders/:id<Int>") { _ in handlerRuns += 1 }

    let pending = deeplinks.handle("shop://orders/5")
    #expect(pending.description == #"pending (guard "signed in")"#)
    let login = try #require(flowLogin)
    login.flowRouter.close()
    #expect(deeplinks.pendingURL == "shop://orders/5")
    #expect(window.topmostScreen is ReaderFour.TabRootScreen)

    deeplinks.cancelPendingLink()
    #expect(deeplinks.pendingURL == nil)
    #expect(handlerRuns == 0)
    let lines = events.lines.filter { $0.hasPrefix("deeplink") }
    #expect(lines.last?.hasPrefix("deeplink abandoned shop://orders/5") == true)
  }

  // HandlingDeeplinks: "When its screens leave the window otherwise and it has not reported ...
  // (something below them closed), the link is abandoned with `flowClosed(guardName:)`".
  @Test func aFlowWhoseScreenLeavesWithWhatItWasOverIsAbandoned() throws {
    let deeplinks = try ReaderFour.makeDeeplinks(window)
    try top(as: ReaderFour.TabRootScreen.self).openProduct(8)
    let product = try top(as: ReaderFour.ProductScreen.self)
    deeplinks.addGuard(
      DeeplinkGuard("signed in") { _ in
        .requireFlow { link, _ in
          try link.router(as: (any Router).self).open(.modal) { router in
            ReaderFour.HandFlowLoginScreen(router: router)
          }
        }
      })
    try deeplinks.register("/orders/:id<Int>") { _ in }

    #expect(deeplinks.handle("shop://orders/5").description == #"pending (guard "signed in")"#)
    product.router?.close()
    #expect(deeplinks.pendingURL == nil)
    #expect(window.topmostScreen is ReaderFour.TabRootScreen)
    let abandoned = events.lines.filter { $0.hasPrefix("deeplink abandoned") }
    #expect(abandoned.count == 1)
    #expect(abandoned.first?.contains("signed in") == true)
  }

  // MARK: - Testing with the recording router

  // TestingWithRecordingRouter: "`requests` holds the same requests as values, and `reset()`
  // forgets them" — the log with them, and the screens it kept for inspection with them.
  @Test func theRecordingRouterForgetsItsRequestsAndScreensOnReset() throws {
    let router = RecordingRouter(container: try ReaderFour.makeContainer())
    let watcher = LifetimeWatcher()
    do {
      router.openR4Product(id: 42)
      router.close()
      #expect(router.log.count == 2)
      #expect(router.requests.count == 2)
      let screen = try #require(router.routedScreens.first?.screen as? ReaderFour.ProductScreen)
      #expect(screen.viewModel.id == 42)
      watcher.watch(screen, as: "product")
      watcher.watch(screen.viewModel, as: "product view model")
    }
    router.reset()

    #expect(router.log.isEmpty)
    #expect(router.requests.isEmpty)
    #expect(router.routedScreens.isEmpty)
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    router.openR4Product(id: 1)
    #expect(router.log == [#"route ProductScreen "Product 1" (push, system.push 350ms)"#])
  }

  // TestingWithRecordingRouter: "create the router with the app's container, or a child of it
  // (`makeChild()`) with test doubles" — registered with `override`, which replaces the app's
  // registration in the child only (a plain `register` of a type the app has is refused). The
  // child's double is what the route builds; the app's container is left as it was.
  @Test func aRecordingRouterOnAChildContainerBuildsWithTheDouble() throws {
    let app = try ReaderFour.makeContainer()
    let child = app.makeChild()
    #expect(throws: RegistrationError.self) {
      try child.register(ReaderFour.Catalogue.self) { _ in ReaderFour.Catalogue(prefix: "Other") }
    }
    try child.override(ReaderFour.Catalogue.self) { _ in
      ReaderFour.Catalogue(prefix: "Test product")
    }
    let router = RecordingRouter(container: child)
    router.openR4Product(id: 9)

    #expect(router.log == [#"route ProductScreen "Test product 9" (push, system.push 350ms)"#])
    #expect(try app.resolve(ReaderFour.Catalogue.self).prefix == "Product")
  }

  // Wayfinder.md: "`import Wayfinder` also imports `WayfinderContainer`": this file imports no
  // container module, yet scopes, lazy references and providers are at hand, and a reset scope
  // gives a new session.
  @Test func importingWayfinderBringsTheContainer() throws {
    let container = Container()
    try container.registerMainActor(ReaderFour.Session.self, lifetime: .scoped(.readerFourSession))
    { _ in
      ReaderFour.Session()
    }
    try container.registerMainActor(ReaderFour.Account.self) { r in
      ReaderFour.Account(session: r.provider(), lazySession: r.lazy())
    }
    let account = try container.resolve(ReaderFour.Account.self)
    let first = try account.session.instance
    #expect(try account.session.instance === first)
    #expect(try account.lazySession.instance === first)
    container.reset(.readerFourSession)
    #expect(try account.session.instance !== first)
    #expect(try account.lazySession.instance === first)
  }
}

// MARK: - The shop

extension Scope {
  /// The reader's logged-in session.
  static let readerFourSession = Scope("reader-four-session")
}

/// The fourth reader's shop, written from the README and the DocC articles.
@MainActor
enum ReaderFour {
  /// How the login flow ended.
  enum LoginOutcome: Hashable {
    case loggedIn(String)
    case signedUp(String)
  }

  /// The products' names.
  struct Catalogue: Sendable {
    let prefix: String
  }

  /// The user's session.
  @MainActor
  final class Session {}

  /// Keeps a provider of the session (a new one after a logout) and a lazy one (made once).
  @MainActor
  final class Account {
    let session: Provider<Session>
    let lazySession: Lazy<Session>
    init(session: Provider<Session>, lazySession: Lazy<Session>) {
      self.session = session
      self.lazySession = lazySession
    }
  }

  /// The app's container, as `AppGraph` would make it.
  static func makeContainer() throws -> Container {
    let container = Container()
    try container.register(Catalogue.self, lifetime: .singleton) { _ in Catalogue(prefix: "Product")
    }
    try registerProduct(in: container)
    try container.registerMainActor(LoginViewModel.self) {
      (r: Resolver, router: ResultRouter<LoginOutcome>) in
      LoginViewModel(router: router)
    }
    return container
  }

  /// Registers the product's view model, which takes its router and id at run time.
  static func registerProduct(in container: Container) throws {
    try container.registerMainActor(ProductViewModel.self) {
      (r: Resolver, router: DefaultRouter, id: Int) in
      ProductViewModel(
        id: id, name: "\(try r.resolve(Catalogue.self).prefix) \(id)", router: router)
    }
  }

  /// Shows the Shop and Wishlist tabs in `window`, each a navigation stack.
  static func showTabs(in window: Window) throws {
    try window.setRoot { router in
      let shop = try router.makeScreen { router in
        try NavigationContainer(root: TabRootScreen(name: "shop", router: router), title: "Shop")
      }
      let wishlist = try router.makeScreen { router in
        try NavigationContainer(
          root: TabRootScreen(name: "wishlist", router: router), title: "Wishlist")
      }
      return try TabContainer(tabs: [shop, wishlist], title: "Tabs")
    }
  }

  /// A window showing the tabs, with the app's container.
  static func freshShop() throws -> Window {
    let window = Window(container: try makeContainer())
    try showTabs(in: window)
    return window
  }

  /// The screens a saved path names.
  static var screens: ScreenRegistry {
    var registry = ScreenRegistry()
    registry.register("shop") { _, router in TabRootScreen(name: "shop", router: router) }
    registry.register("wishlist") { _, router in TabRootScreen(name: "wishlist", router: router) }
    registry.register("product") { identity, router in
      ProductScreen(
        viewModel: try router.container.resolve(
          ProductViewModel.self, arguments: router, try identity.parameter("id", as: Int.self)))
    }
    registry.register("login", router: ResultRouter<LoginOutcome>.self) { _, router in
      LoginScreen(viewModel: try router.container.resolve(LoginViewModel.self, arguments: router))
    }
    registry.register("sign-up") { _, router in SignUpScreen(router: router) }
    return registry
  }

  /// The deeplinks of the HandlingDeeplinks article, for `shop://` and the web.
  static func makeDeeplinks(_ window: Window) throws -> DeeplinkRouter {
    let deeplinks = try DeeplinkRouter(
      window: window, origins: ["shop://", "https://shop.example.com"])
    try deeplinks.register("/product/:id<Int>", target: .screen(named: "product")) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: (any R4ProductRoute & Router).self)
        .openR4Product(id: id, as: link.transition(or: .push))
    }
    return deeplinks
  }

  /// The root of a tab.
  final class TabRootScreen: Screen {
    let tabRouter: DefaultRouter

    init(name: String, router: DefaultRouter) {
      tabRouter = router
      super.init(title: name.capitalized)
      identity = ScreenIdentity(name)
    }

    /// Opens product `id` as the user would.
    func openProduct(_ id: Int) { tabRouter.openR4Product(id: id) }
  }

  /// The product's view model: asks to log in before adding to the wishlist.
  @MainActor
  final class ProductViewModel {
    typealias Routes = R4ProductRoute & R4LoginRoute & R4PopUpRoute & R4SiriRoute & Closable

    let id: Int
    let name: String
    private let router: any Routes
    private(set) var outcomes: [LoginOutcome?] = []

    init(id: Int, name: String, router: any Routes) {
      self.id = id
      self.name = name
      self.router = router
    }

    func addToWishlist() {
      router.openR4Login { [weak self] outcome in
        self?.outcomes.append(outcome)
        if outcome != nil { self?.router.openR4PopUp(message: "Added to your wishlist") }
      }
    }

    func addToSiri() { router.openR4SiriSheet() }
    func done() { router.close() }
  }

  /// A product.
  final class ProductScreen: Screen {
    let viewModel: ProductViewModel

    init(viewModel: ProductViewModel) {
      self.viewModel = viewModel
      super.init(title: viewModel.name, model: viewModel)
      identity = ScreenIdentity("product", parameters: ["id": String(viewModel.id)])
      addAction("Add to wishlist") { [viewModel] in viewModel.addToWishlist() }
      addAction("Add to Siri") { [viewModel] in viewModel.addToSiri() }
      addAction("Done") { [viewModel] in viewModel.done() }
    }
  }

  /// The login's routes when its router is a plain `DefaultRouter` (the wrongly registered case).
  @MainActor
  final class PlainLoginRoutes: Finishable, R4SignUpRoute, R4ForgotPasswordRoute {
    let router: DefaultRouter
    init(router: DefaultRouter) { self.router = router }
    func finish(with output: LoginOutcome) { router.close() }
    func cancel() { router.close() }
    func openR4SignUp() { router.openR4SignUp() }
    func openR4ForgotPassword() { router.openR4ForgotPassword() }
  }

  /// The login's view model, holding its router as `Finishable<LoginOutcome>` and its routes.
  @MainActor
  final class LoginViewModel {
    typealias Routes = Finishable<LoginOutcome> & R4SignUpRoute & R4ForgotPasswordRoute
    private let router: any Routes
    init(router: any Routes) { self.router = router }

    func didLogIn() { router.finish(with: .loggedIn("reader")) }
    func didTapCancel() { router.cancel() }
    func didTapSignUp() { router.openR4SignUp() }
    func didTapForgotPassword() { router.openR4ForgotPassword() }
  }

  /// The login screen.
  final class LoginScreen: Screen {
    init(viewModel: LoginViewModel) {
      super.init(title: "Login", model: viewModel)
      identity = ScreenIdentity("login")
      addAction("Log in") { [viewModel] in viewModel.didLogIn() }
      addAction("Cancel") { [viewModel] in viewModel.didTapCancel() }
      addAction("Sign up") { [viewModel] in viewModel.didTapSignUp() }
      addAction("Forgot password") { [viewModel] in viewModel.didTapForgotPassword() }
    }
  }

  /// Sign up, pushed inside the login's stack.
  final class SignUpScreen: Screen {
    init(router: DefaultRouter) {
      super.init(title: "Sign up", model: router)
      identity = ScreenIdentity("sign-up")
      addAction("Back") { [router] in router.close() }
    }
  }

  /// Forgot password, pushed from the login or sign up.
  final class ForgotPasswordScreen: Screen {
    init(router: DefaultRouter) {
      super.init(title: "Forgot password", model: router)
      identity = ScreenIdentity("forgot-password")
      addAction("Reset password") { [router] in router.openR4PopUp(message: "Check your email") }
      addAction("Back") { [router] in router.close() }
    }
  }

  /// A pop-up, faded in over whatever is on top.
  final class PopUpScreen: Screen {
    init(message: String, router: DefaultRouter) {
      super.init(title: message, model: router)
      identity = ScreenIdentity("pop-up")
      addAction("OK") { [router] in router.close() }
    }
  }

  /// The Siri shortcut sheet: a system sheet, shown without a router of its own.
  final class SiriSheet: Screen {
    init() { super.init(title: "Add to Siri") }
  }

  /// The login a guard's flow opens by hand (not for a result): its Cancel closes it without
  /// reporting to the flow.
  final class HandFlowLoginScreen: Screen {
    let flowRouter: DefaultRouter

    init(router: DefaultRouter) {
      flowRouter = router
      super.init(title: "Login", model: router)
      identity = ScreenIdentity("login")
    }
  }
}

/// Opens a product (GettingStarted's `ProductRoute`, named for this reader).
@MainActor
protocol R4ProductRoute {
  func openR4Product(id: Int)
}

extension R4ProductRoute where Self: Router {
  func openR4Product(id: Int) {
    openR4Product(id: id, as: .push)
  }

  func openR4Product(id: Int, as transition: Transition) {
    open(transition) { router in
      ReaderFour.ProductScreen(
        viewModel: try container.resolve(ReaderFour.ProductViewModel.self, arguments: router, id))
    }
  }
}

/// Opens the login for a result (the README's `LoginRoute`).
@MainActor
protocol R4LoginRoute {
  func openR4Login(onFinish: @escaping @MainActor (ReaderFour.LoginOutcome?) -> Void)
}

extension R4LoginRoute where Self: Router {
  func openR4Login(onFinish: @escaping @MainActor (ReaderFour.LoginOutcome?) -> Void) {
    open(.modal(inNavigation: true), returning: ReaderFour.LoginOutcome.self) { router in
      ReaderFour.LoginScreen(
        viewModel: try container.resolve(ReaderFour.LoginViewModel.self, arguments: router))
    } onResult: { result in
      onFinish(result.value)
    }
  }
}

/// Pushes sign up.
@MainActor
protocol R4SignUpRoute {
  func openR4SignUp()
}

extension R4SignUpRoute where Self: Router {
  func openR4SignUp() {
    open(.push) { router in ReaderFour.SignUpScreen(router: router) }
  }
}

/// Pushes forgot password.
@MainActor
protocol R4ForgotPasswordRoute {
  func openR4ForgotPassword()
}

extension R4ForgotPasswordRoute where Self: Router {
  func openR4ForgotPassword() {
    open(.push) { router in ReaderFour.ForgotPasswordScreen(router: router) }
  }
}

/// Fades a pop-up in.
@MainActor
protocol R4PopUpRoute {
  func openR4PopUp(message: String)
}

extension R4PopUpRoute where Self: Router {
  func openR4PopUp(message: String) {
    open(.fade) { router in ReaderFour.PopUpScreen(message: message, router: router) }
  }
}

/// Shows the Siri shortcut sheet, a system sheet without a router.
@MainActor
protocol R4SiriRoute {
  func openR4SiriSheet()
}

extension R4SiriRoute where Self: Router {
  func openR4SiriSheet() {
    route(to: ReaderFour.SiriSheet(), as: .modal)
  }
}

/// Selects the Wishlist tab.
@MainActor
protocol R4WishlistTabRoute {
  func selectR4WishlistTab()
}

extension R4WishlistTabRoute where Self: Router {
  func selectR4WishlistTab() { selectTab(at: 1) }
}

extension DefaultRouter: R4ProductRoute, R4LoginRoute, R4SignUpRoute, R4ForgotPasswordRoute,
  R4PopUpRoute, R4SiriRoute, R4WishlistTabRoute
{}
extension RecordingRouter: R4ProductRoute {}
