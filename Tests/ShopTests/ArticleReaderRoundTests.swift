import Foundation
import Testing
import Wayfinder
import WayfinderContainer
import WayfinderTesting

// The article's shop, written by a reader who knows only the README, the DocC catalogs and the
// public doc comments. Types carry an `Article` prefix so that they do not shadow the sample
// shop's, which other files of this target import.

// MARK: - Services

@MainActor
final class ArticleSession {
  private(set) var isLoggedIn = false
  private(set) var wishlist: [Int] = []
  var acceptsPassword = true

  func logIn() -> Bool {
    isLoggedIn = acceptsPassword
    return isLoggedIn
  }

  func add(toWishlist id: Int) { wishlist.append(id) }
}

// MARK: - Routes

@MainActor
protocol ArticleProductRoute {
  func goToProduct(id: Int)
}

extension ArticleProductRoute where Self: Router {
  func goToProduct(id: Int) {
    goToProduct(id: id, as: .push)
  }

  func goToProduct(id: Int, as transition: Transition) {
    open(transition) { router in
      ArticleProductScreen(
        viewModel: try container.resolve(ArticleProductViewModel.self, arguments: router, id))
    }
  }
}

/// Login hands back whether it succeeded.
@MainActor
protocol ArticleLoginRoute {
  func goToLogin(onFinish: @escaping @MainActor (Bool) -> Void)
}

extension ArticleLoginRoute where Self: Router {
  func goToLogin(onFinish: @escaping @MainActor (Bool) -> Void) {
    open(.modal(inNavigation: true), returning: Bool.self) { router in
      ArticleLoginScreen(
        viewModel: try container.resolve(ArticleLoginViewModel.self, arguments: router))
    } onResult: { result in
      onFinish(result.value == true)
    }
  }
}

@MainActor
protocol ArticleSignUpRoute {
  func goToSignUp()
}

extension ArticleSignUpRoute where Self: Router {
  func goToSignUp() {
    open(.push) { router in ArticleSignUpScreen(viewModel: ArticleSignUpViewModel(router: router)) }
  }
}

@MainActor
protocol ArticleForgotPasswordRoute {
  func goToForgotPassword()
}

extension ArticleForgotPasswordRoute where Self: Router {
  func goToForgotPassword() {
    open(.push) { router in
      ArticleForgotPasswordScreen(viewModel: ArticleForgotPasswordViewModel(router: router))
    }
  }
}

@MainActor
protocol ArticlePopUpRoute {
  func showPopUp(message: String)
}

extension ArticlePopUpRoute where Self: Router {
  func showPopUp(message: String) {
    open(.fade) { router in
      ArticlePopUpScreen(viewModel: ArticlePopUpViewModel(message: message, router: router))
    }
  }
}

/// The system's "Add to Siri" sheet: a screen of the system's, with no router of its own.
@MainActor
protocol ArticleSiriRoute {
  func goToSiriShortcut(for id: Int)
}

extension ArticleSiriRoute where Self: Router {
  func goToSiriShortcut(for id: Int) {
    route(to: Screen(title: "Add to Siri", content: ["Product \(id)"]), as: .modal)
  }
}

@MainActor
protocol ArticleWishlistTabRoute {
  func showWishlistTab()
}

extension ArticleWishlistTabRoute where Self: Router {
  func showWishlistTab() { selectTab(at: 1) }
}

extension DefaultRouter: ArticleProductRoute, ArticleLoginRoute, ArticleSignUpRoute,
  ArticleForgotPasswordRoute, ArticlePopUpRoute, ArticleSiriRoute, ArticleWishlistTabRoute
{}

extension RecordingRouter: ArticleProductRoute, ArticleLoginRoute, ArticleSignUpRoute,
  ArticleForgotPasswordRoute, ArticlePopUpRoute, ArticleSiriRoute, ArticleWishlistTabRoute
{}

// MARK: - View models

@MainActor
final class ArticleShopViewModel {
  typealias Routes = ArticleProductRoute
  private let router: any Routes
  init(router: any Routes) { self.router = router }
  func open(_ id: Int) { router.goToProduct(id: id) }
}

@MainActor
final class ArticleWishlistViewModel {
  typealias Routes = ArticleProductRoute & ArticleLoginRoute
  private let router: any Routes
  let session: ArticleSession
  init(session: ArticleSession, router: any Routes) {
    self.session = session
    self.router = router
  }
  func open(_ id: Int) { router.goToProduct(id: id) }
  func logIn() { router.goToLogin { _ in } }
}

@MainActor
final class ArticleProductViewModel {
  typealias Routes =
    ArticleProductRoute & ArticleLoginRoute & ArticlePopUpRoute & ArticleSiriRoute & Closable
  let id: Int
  private let session: ArticleSession
  private let router: any Routes

  init(id: Int, session: ArticleSession, router: any Routes) {
    self.id = id
    self.session = session
    self.router = router
  }

  func showRelated() { router.goToProduct(id: id + 1) }
  func addToSiri() { router.goToSiriShortcut(for: id) }
  func done() { router.close() }

  func addToWishlist() {
    guard session.isLoggedIn else {
      router.goToLogin { [weak self] loggedIn in
        guard loggedIn, let self else { return }
        self.addToWishlist()
      }
      return
    }
    session.add(toWishlist: id)
    router.showPopUp(message: "Added to your wishlist")
  }
}

@MainActor
final class ArticleLoginViewModel {
  typealias Routes = Finishable<Bool> & ArticleSignUpRoute & ArticleForgotPasswordRoute
  private let session: ArticleSession
  private let router: any Routes

  init(session: ArticleSession, router: any Routes) {
    self.session = session
    self.router = router
  }

  func logIn() {
    if session.logIn() { router.finish(with: true) }
  }
  func cancel() { router.cancel() }
  func signUp() { router.goToSignUp() }
  func forgotPassword() { router.goToForgotPassword() }
}

@MainActor
final class ArticleSignUpViewModel {
  typealias Routes = ArticleForgotPasswordRoute & Closable & Dismissable
  private let router: any Routes
  init(router: any Routes) { self.router = router }
  func back() { router.close() }
  func closeAll() { router.dismiss() }
  func forgotPassword() { router.goToForgotPassword() }
}

@MainActor
final class ArticleForgotPasswordViewModel {
  typealias Routes = ArticlePopUpRoute & Closable
  private let router: any Routes
  init(router: any Routes) { self.router = router }
  func reset() { router.showPopUp(message: "Check your mail") }
  func back() { router.close() }
}

@MainActor
final class ArticlePopUpViewModel {
  typealias Routes = Closable & Dismissable
  let message: String
  private let router: any Routes
  init(message: String, router: any Routes) {
    self.message = message
    self.router = router
  }
  func ok() { router.close() }
  func dismiss() { router.dismiss() }
}

// MARK: - Screens

final class ArticleShopScreen: Screen {
  let viewModel: ArticleShopViewModel
  init(viewModel: ArticleShopViewModel) {
    self.viewModel = viewModel
    super.init(title: "Shop", model: viewModel)
    identity = ScreenIdentity("shop")
    addAction("Open 42") { [viewModel] in viewModel.open(42) }
  }
}

final class ArticleWishlistScreen: Screen {
  let viewModel: ArticleWishlistViewModel
  init(viewModel: ArticleWishlistViewModel) {
    self.viewModel = viewModel
    super.init(title: "Wishlist", model: viewModel)
    identity = ScreenIdentity("wishlist")
    addAction("Log in") { [viewModel] in viewModel.logIn() }
  }
}

final class ArticleProductScreen: Screen {
  let viewModel: ArticleProductViewModel
  init(viewModel: ArticleProductViewModel) {
    self.viewModel = viewModel
    super.init(title: "Product \(viewModel.id)", model: viewModel)
    identity = ScreenIdentity("product", parameters: ["id": String(viewModel.id)])
    addAction("Related") { [viewModel] in viewModel.showRelated() }
    addAction("Add to wishlist") { [viewModel] in viewModel.addToWishlist() }
    addAction("Add to Siri") { [viewModel] in viewModel.addToSiri() }
    addAction("Done") { [viewModel] in viewModel.done() }
  }
}

final class ArticleLoginScreen: Screen {
  let viewModel: ArticleLoginViewModel
  init(viewModel: ArticleLoginViewModel) {
    self.viewModel = viewModel
    super.init(title: "Login", model: viewModel)
    identity = ScreenIdentity("login")
    addAction("Log in") { [viewModel] in viewModel.logIn() }
    addAction("Cancel") { [viewModel] in viewModel.cancel() }
    addAction("Sign up") { [viewModel] in viewModel.signUp() }
    addAction("Forgot password") { [viewModel] in viewModel.forgotPassword() }
  }
}

final class ArticleSignUpScreen: Screen {
  let viewModel: ArticleSignUpViewModel
  init(viewModel: ArticleSignUpViewModel) {
    self.viewModel = viewModel
    super.init(title: "Sign Up", model: viewModel)
    addAction("Back") { [viewModel] in viewModel.back() }
    addAction("Close") { [viewModel] in viewModel.closeAll() }
    addAction("Forgot password") { [viewModel] in viewModel.forgotPassword() }
  }
}

final class ArticleForgotPasswordScreen: Screen {
  let viewModel: ArticleForgotPasswordViewModel
  init(viewModel: ArticleForgotPasswordViewModel) {
    self.viewModel = viewModel
    super.init(title: "Forgot Password", model: viewModel)
    addAction("Reset") { [viewModel] in viewModel.reset() }
    addAction("Back") { [viewModel] in viewModel.back() }
  }
}

final class ArticlePopUpScreen: Screen {
  let viewModel: ArticlePopUpViewModel
  init(viewModel: ArticlePopUpViewModel) {
    self.viewModel = viewModel
    super.init(title: "Pop-up", content: [viewModel.message], model: viewModel)
    addAction("OK") { [viewModel] in viewModel.ok() }
    addAction("Dismiss") { [viewModel] in viewModel.dismiss() }
  }
}

// MARK: - The composition root

@MainActor
enum ArticleApp {
  static func makeContainer(session: ArticleSession = ArticleSession()) throws -> Container {
    let container = Container()
    try container.registerMainActor(ArticleSession.self, lifetime: .singleton) { _ in session }
    try container.registerMainActor(ArticleProductViewModel.self) {
      (r: Resolver, router: DefaultRouter, id: Int) in
      ArticleProductViewModel(id: id, session: try r.resolve(), router: router)
    }
    try container.registerMainActor(ArticleLoginViewModel.self) {
      (r: Resolver, router: ResultRouter<Bool>) in
      ArticleLoginViewModel(session: try r.resolve(), router: router)
    }
    return container
  }

  /// A window with the Shop and Wishlist tabs, each in its navigation container.
  static func makeWindow(session: ArticleSession = ArticleSession()) throws -> Window {
    let window = Window(container: try makeContainer(session: session))
    try window.setRoot { router in
      let shop = try router.makeScreen { router in
        try NavigationContainer(
          root: ArticleShopScreen(viewModel: ArticleShopViewModel(router: router)), title: "Shop")
      }
      let wishlist = try router.makeScreen { router in
        try NavigationContainer(
          root: ArticleWishlistScreen(
            viewModel: ArticleWishlistViewModel(session: session, router: router)),
          title: "Wishlist")
      }
      return try TabContainer(tabs: [shop, wishlist], title: "Tabs")
    }
    return window
  }
}

// MARK: - Hand-written mocks

@MainActor
final class ArticleMockProductRoutes: ArticleProductViewModel.Routes {
  private(set) var openedProductIDs: [Int] = []
  private(set) var loginCompletions: [@MainActor (Bool) -> Void] = []
  private(set) var popUpMessages: [String] = []
  private(set) var siriProductIDs: [Int] = []
  private(set) var closeCallsCount = 0

  func goToProduct(id: Int) { openedProductIDs.append(id) }
  func goToLogin(onFinish: @escaping @MainActor (Bool) -> Void) {
    loginCompletions.append(onFinish)
  }
  func showPopUp(message: String) { popUpMessages.append(message) }
  func goToSiriShortcut(for id: Int) { siriProductIDs.append(id) }
  func close() { closeCallsCount += 1 }
}

@MainActor
final class ArticleMockLoginRoutes: ArticleLoginViewModel.Routes {
  private(set) var finished: [Bool] = []
  private(set) var cancelCallsCount = 0
  private(set) var signUpCallsCount = 0
  private(set) var forgotPasswordCallsCount = 0

  func finish(with output: Bool) { finished.append(output) }
  func cancel() { cancelCallsCount += 1 }
  func goToSignUp() { signUpCallsCount += 1 }
  func goToForgotPassword() { forgotPasswordCallsCount += 1 }
}

// MARK: - View models with mocks

@MainActor
@Suite struct ArticleReaderViewModelTests {
  let session = ArticleSession()
  let routes = ArticleMockProductRoutes()

  @Test func doneClosesTheProduct() {
    ArticleProductViewModel(id: 7, session: session, router: routes).done()
    #expect(routes.closeCallsCount == 1)
  }

  @Test func relatedOpensTheNextProduct() {
    ArticleProductViewModel(id: 7, session: session, router: routes).showRelated()
    #expect(routes.openedProductIDs == [8])
  }

  @Test func addingToTheWishlistLoggedOutAsksToLogInThenAdds() throws {
    let model = ArticleProductViewModel(id: 7, session: session, router: routes)
    model.addToWishlist()
    #expect(routes.loginCompletions.count == 1)
    #expect(session.wishlist.isEmpty)
    #expect(session.logIn())
    let finishLogin = try #require(routes.loginCompletions.first)
    finishLogin(true)
    #expect(session.wishlist == [7])
    #expect(routes.popUpMessages == ["Added to your wishlist"])
  }

  @Test func aCancelledLoginAddsNothing() throws {
    let model = ArticleProductViewModel(id: 7, session: session, router: routes)
    model.addToWishlist()
    let finishLogin = try #require(routes.loginCompletions.first)
    finishLogin(false)
    #expect(session.wishlist.isEmpty)
    #expect(routes.popUpMessages.isEmpty)
  }

  @Test func loginFinishesWithTrueOnlyWhenThePasswordIsRight() {
    let login = ArticleMockLoginRoutes()
    session.acceptsPassword = false
    let model = ArticleLoginViewModel(session: session, router: login)
    model.logIn()
    #expect(login.finished.isEmpty)
    session.acceptsPassword = true
    model.logIn()
    #expect(login.finished == [true])
    model.cancel()
    model.signUp()
    model.forgotPassword()
    #expect(login.cancelCallsCount == 1)
    #expect(login.signUpCallsCount == 1)
    #expect(login.forgotPasswordCallsCount == 1)
  }
}

// MARK: - Routes with the recording router

@MainActor
@Suite struct ArticleReaderRouteTests {
  @Test func productPushesTheProductScreen() throws {
    let router = RecordingRouter(container: try ArticleApp.makeContainer())
    router.goToProduct(id: 42)
    #expect(router.log == [#"route ArticleProductScreen "Product 42" (push, system.push 350ms)"#])
    let screen = try #require(router.routedScreens.first?.screen as? ArticleProductScreen)
    #expect(screen.viewModel.id == 42)
    #expect(screen.router?.rootTransition == .push)
  }

  @Test func popUpFades() throws {
    let router = RecordingRouter()
    router.showPopUp(message: "Hi")
    #expect(router.log == [#"route ArticlePopUpScreen "Pop-up" (animated, fade 300ms)"#])
    #expect(router.routedScreens.first?.transition == .fade)
  }

  @Test func loginIsAModalInNavigation() throws {
    let router = RecordingRouter(container: try ArticleApp.makeContainer())
    var results: [Bool] = []
    router.goToLogin { results.append($0) }
    let routed = try #require(router.routedScreens.first)
    #expect(routed.transition == .modal(inNavigation: true))
    // The route made the login screen; finishing it hands the result back.
    let login = try #require(routed.screen as? ArticleLoginScreen)
    try login.triggerAction("Log in")
    #expect(results == [true])
  }

  @Test func aMissingRegistrationFailsTheRouteWithAReadableError() {
    let router = RecordingRouter()  // no view model registered
    var failures: [String] = []
    router.context.addObserver { event in
      if let error = event.error { failures.append(error.description) }
    }
    router.goToProduct(id: 42)
    #expect(router.log.isEmpty)
    #expect(failures.count == 1)
    #expect(failures.first?.contains("ArticleProductViewModel") == true)
  }
}

// MARK: - Whole flows in a window

@MainActor
@Suite struct ArticleReaderFlowTests {
  let session = ArticleSession()
  let window: Window
  var events: [String] { eventLog.lines }
  let eventLog = ArticleEventLog()

  init() throws {
    window = try ArticleApp.makeWindow(session: session)
    let log = eventLog
    window.context.addObserver { event in log.lines.append(event.description) }
  }

  var top: Screen? { window.topmostScreen }

  @Test func theArticlesWishlistFlow() throws {
    try window.topmostScreen?.triggerAction("Open 42")
    #expect(top?.title == "Product 42")
    try top?.triggerAction("Add to wishlist")
    #expect(top is ArticleLoginScreen)
    #expect(top?.navigationContainer?.presentingScreen === window.root)
    try top?.triggerAction("Log in")
    #expect(session.wishlist == [42])
    #expect(top is ArticlePopUpScreen)
    #expect(top?.router?.rootTransition == .fade)
    try top?.triggerAction("OK")
    #expect(top?.title == "Product 42")
    try top?.triggerAction("Done")
    #expect(top is ArticleShopScreen)
    #expect(window.leakedScreens() == [])
    #expect(
      events == [
        #"opened ArticleProductScreen "Product 42" from NavigationContainer "Shop" of ArticleShopScreen "Shop" (push, system.push 350ms)"#,
        #"opened ArticleLoginScreen "Login" from ArticleProductScreen "Product 42" (modal in navigation, system.modal 300ms)"#,
        #"closed ArticleLoginScreen "Login" (modal in navigation, system.modal 300ms)"#,
        #"finished ArticleLoginScreen "Login" for ArticleProductScreen "Product 42""#,
        #"opened ArticlePopUpScreen "Pop-up" from ArticleProductScreen "Product 42" (animated, fade 300ms)"#,
        #"closed ArticlePopUpScreen "Pop-up" (animated, fade 300ms)"#,
        #"closed ArticleProductScreen "Product 42" (push, system.push 350ms)"#,
      ])
  }

  @Test func cancellingTheLoginAddsNothingAndFreesIt() throws {
    try top?.triggerAction("Open 42")
    try top?.triggerAction("Add to wishlist")
    let watcher = LifetimeWatcher()
    do {
      let login = try #require(top as? ArticleLoginScreen)
      watcher.watch(login, as: "login screen")
      watcher.watch(login.viewModel, as: "login view model")
      watcher.watch(login.router, as: "login router")
      watcher.watch(login.navigationContainer, as: "login navigation")
      try login.triggerAction("Cancel")
    }
    #expect(watcher.survivors == [])
    #expect(session.wishlist.isEmpty)
    #expect(top?.title == "Product 42")
    #expect(
      events.last == #"cancelled ArticleLoginScreen "Login" for ArticleProductScreen "Product 42""#)
    #expect(window.leakedScreens() == [])
  }

  @Test func closeAndDismissFromEachScreenOfTheLoginFlow() throws {
    try top?.triggerAction("Open 42")
    try top?.triggerAction("Add to wishlist")
    try top?.triggerAction("Sign up")
    #expect(top is ArticleSignUpScreen)
    try top?.triggerAction("Back")  // close(): pops back to the login
    #expect(top is ArticleLoginScreen)
    try top?.triggerAction("Sign up")
    try top?.triggerAction("Forgot password")
    #expect(top is ArticleForgotPasswordScreen)
    #expect(top?.navigationContainer?.stack.count == 3)
    try top?.triggerAction("Reset")
    #expect(top is ArticlePopUpScreen)
    try top?.triggerAction("Dismiss")  // dismiss() of a pop-up
    #expect(top is ArticleForgotPasswordScreen)
    try top?.triggerAction("Back")  // close(): pops the forgotten password
    #expect(top is ArticleSignUpScreen)
    try top?.triggerAction("Close")  // dismiss(): the whole login flow
    #expect(top?.title == "Product 42")
    #expect(session.wishlist.isEmpty)
    #expect(
      events.last == #"cancelled ArticleLoginScreen "Login" for ArticleProductScreen "Product 42""#)
    #expect(window.leakedScreens() == [])
    try #require(top).triggerAction("Done")
    #expect(top is ArticleShopScreen)
    #expect(window.leakedScreens() == [])
  }

  @Test func aViewModelKeptAliveIsReportedAsALeak() throws {
    try top?.triggerAction("Open 42")
    let kept = try #require(top as? ArticleProductScreen).viewModel
    try top?.triggerAction("Done")
    let leaks = window.leakedScreens()
    #expect(
      leaks.map(\.description) == [
        #"ArticleProductScreen "Product 42" (alive: ArticleProductViewModel, DefaultRouter)"#
      ])
    withExtendedLifetime(kept) {}
  }

  @Test func closingTwiceFailsReadably() throws {
    try top?.triggerAction("Open 42")
    let product = try #require(top as? ArticleProductScreen)
    let router = try #require(product.router)
    var outcomes: [String] = []
    router.close { outcomes.append("\($0)") }
    router.close { result in
      if case .failure(let error) = result { outcomes.append(error.description) }
    }
    #expect(outcomes.count == 2)
    #expect(outcomes.first == "success()")
    #expect(
      outcomes.last
        == #"Cannot close ArticleProductScreen "Product 42": ArticleProductScreen "Product 42" is not shown in a window"#
    )
  }

  @Test func pushingFromAPopUpIsRefusedWithTheReadmesMessage() throws {
    try top?.triggerAction("Open 42")
    try top?.triggerAction("Add to wishlist")
    try top?.triggerAction("Log in")
    let popUp = try #require(top as? ArticlePopUpScreen)
    let before = window.render()
    var error: RoutingError?
    popUp.router?.open(.push) { router in
      ArticleProductScreen(
        viewModel: ArticleProductViewModel(id: 7, session: session, router: router))
    } completion: { result in
      if case .failure(let failure) = result { error = failure }
    }
    #expect(
      error?.description
        == #"Cannot push ArticleProductScreen "Product 7" from ArticlePopUpScreen "Pop-up": ArticlePopUpScreen "Pop-up" is not inside a navigation container"#
    )
    #expect(window.render() == before)
    #expect(window.leakedScreens() == [])
  }

  @Test func theSiriSheetIsASystemScreenThatTheProductDismisses() throws {
    try top?.triggerAction("Open 42")
    let product = try #require(top as? ArticleProductScreen)
    try product.triggerAction("Add to Siri")
    #expect(top?.title == "Add to Siri")
    #expect(top?.router == nil)
    // The system sheet has no router; the product's router dismisses what it presents.
    product.router?.dismissAll()
    #expect(top === product)
    #expect(window.leakedScreens() == [])
  }
}

@MainActor
final class ArticleEventLog {
  var lines: [String] = []
}

// MARK: - Deeplinks

struct ArticleLoginCancelled: Error {}

@MainActor
enum ArticleDeeplinks {
  static func loggedIn(_ session: ArticleSession) -> DeeplinkGuard {
    DeeplinkGuard("logged in") { _ in
      if session.isLoggedIn { return .allow }
      return .requireFlow { link, completion in
        link.dismissPresentedScreens()
        try link.router(as: (any ArticleLoginRoute).self).goToLogin { loggedIn in
          completion(loggedIn ? .success(()) : .failure(ArticleLoginCancelled()))
        }
      }
    }
  }

  static func make(window: Window, session: ArticleSession) throws -> DeeplinkRouter {
    let deeplinks = try DeeplinkRouter(
      window: window, origins: ["shop://", "https://shop.example.com"])
    try deeplinks.register("/product/:id<Int>", target: .screen(named: "product")) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: (any ArticleProductRoute & Router).self)
        .goToProduct(id: id, as: link.transition(or: .push))
    }
    try deeplinks.register("/wishlist") { link in
      link.dismissPresentedScreens()
      try link.router(as: (any ArticleWishlistTabRoute).self).showWishlistTab()
    }
    try deeplinks.register("/wishlist/add/:id<Int>", guards: [loggedIn(session)]) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      session.add(toWishlist: id)
      link.dismissPresentedScreens()
      try link.router(as: (any ArticleWishlistTabRoute).self).showWishlistTab()
    }
    return deeplinks
  }
}

@MainActor
@Suite struct ArticleReaderDeeplinkTests {
  let session = ArticleSession()
  let window: Window
  let deeplinks: DeeplinkRouter

  init() throws {
    window = try ArticleApp.makeWindow(session: session)
    deeplinks = try ArticleDeeplinks.make(window: window, session: session)
  }

  var top: Screen? { window.topmostScreen }

  @Test func productByIDPushesThenFocuses() throws {
    #expect(deeplinks.handle("shop://product/42").description == "handled (opened)")
    #expect(top?.title == "Product 42")
    try top?.triggerAction("Related")
    #expect(top?.title == "Product 43")
    #expect(
      deeplinks.handle("https://shop.example.com/product/042?ref=mail").description
        == #"handled (focused existing ArticleProductScreen "Product 42")"#)
    #expect(top?.title == "Product 42")
    #expect(window.leakedScreens() == [])
  }

  @Test func aBadIDIsRefusedWithTheDocumentedMessage() {
    let result = deeplinks.handle("shop://product/abc")
    #expect(
      result.error?.description
        == #"Cannot open the deeplink "shop://product/abc": parameter "id" of "/product/:id<Int>" expects Int but the URL has "abc""#
    )
  }

  @Test func aProductLinkAsAModalFromUnderAPopUp() throws {
    try top?.triggerAction("Open 42")
    session.acceptsPassword = true
    _ = session.logIn()
    try top?.triggerAction("Add to wishlist")
    #expect(top is ArticlePopUpScreen)
    #expect(deeplinks.route(to: try #require(URL(string: "shop://product/7")), as: .modal))
    #expect(top?.title == "Product 7")
    #expect(top?.router?.rootTransition == .modal)
    #expect(window.leakedScreens() == [])
  }

  @Test func wishlistSelectsTheTab() throws {
    #expect(deeplinks.handle("shop://wishlist").description == "handled (opened)")
    #expect(top is ArticleWishlistScreen)
    #expect(window.root?.children.count == 2)
    #expect((window.root as? TabContainer)?.selectedIndex == 1)
  }

  @Test func addingToTheWishlistLogsInFirst() throws {
    try top?.triggerAction("Open 42")
    #expect(
      deeplinks.handle("shop://wishlist/add/13").description == #"pending (guard "logged in")"#)
    #expect(top is ArticleLoginScreen)
    try top?.triggerAction("Log in")
    #expect(session.wishlist == [13])
    #expect(top is ArticleWishlistScreen)
    #expect(deeplinks.pendingURL == nil)
    #expect(window.leakedScreens() == [])
  }

  @Test func aCancelledLoginAbandonsTheLink() async throws {
    async let final = deeplinks.handleAndWait("shop://wishlist/add/13")
    await Task.yield()
    while !(top is ArticleLoginScreen) { await Task.yield() }
    try top?.triggerAction("Cancel")
    let result = await final
    guard case .abandoned(let error) = result else {
      Issue.record("expected abandoned, got \(result)")
      return
    }
    #expect(error.description.contains("logged in"))
    #expect(session.wishlist.isEmpty)
    #expect(top is ArticleShopScreen)
    #expect(window.leakedScreens() == [])
  }

  @Test func aLinkUnderTheSiriSheetDismissesItFirst() throws {
    try top?.triggerAction("Open 42")
    try top?.triggerAction("Add to Siri")
    #expect(deeplinks.handle("shop://product/7").description == "handled (opened)")
    #expect(top?.title == "Product 7")
    #expect(window.leakedScreens() == [])
  }
}

@MainActor
@Suite struct ArticleReaderMoreFlowTests {
  let session = ArticleSession()
  let window: Window
  let log = ArticleEventLog()

  init() throws {
    window = try ArticleApp.makeWindow(session: session)
    let log = log
    window.context.addObserver { event in log.lines.append(event.description) }
  }

  var top: Screen? { window.topmostScreen }

  @Test func theViewModelAgainstARecordingRouterGetsTheLoginsResult() throws {
    let router = RecordingRouter(container: try ArticleApp.makeContainer(session: session))
    let model = ArticleProductViewModel(id: 5, session: session, router: router)
    model.addToWishlist()
    let login = try #require(router.routedScreens.first?.screen as? ArticleLoginScreen)
    try login.triggerAction("Log in")
    #expect(session.wishlist == [5])
    #expect(
      router.log == [
        #"route ArticleLoginScreen "Login" (modal in navigation, system.modal 300ms)"#,
        #"route ArticlePopUpScreen "Pop-up" (animated, fade 300ms)"#,
      ])
  }

  @Test func aFailedLoginOpenReportsFalse() throws {
    let router = RecordingRouter(container: try ArticleApp.makeContainer(session: session))
    router.failure = RoutingError("present the login", .rootDeallocated)
    var results: [Bool] = []
    router.goToLogin { results.append($0) }
    #expect(results == [false])
  }

  @Test func aSignUpOpenedForAResultFinishesTheLoginInTurn() throws {
    try top?.triggerAction("Open 42")
    try top?.triggerAction("Add to wishlist")
    do {
      let loginRouter = try #require(top?.router as? ResultRouter<Bool>)
      loginRouter.open(.push, returning: Bool.self) { router in
        let screen = Screen(title: "Sign up for result")
        screen.addAction("Create account") { router.finish(with: true) }
        return screen
      } onResult: { [weak loginRouter, session] result in
        guard result.value == true, session.logIn() else { return }
        loginRouter?.finish(with: true)
      }
    }
    try top?.triggerAction("Create account")
    #expect(session.wishlist == [42])
    #expect(top is ArticlePopUpScreen)
    #expect(
      log.lines.suffix(5) == [
        #"closed Screen "Sign up for result" (push, system.push 350ms)"#,
        #"finished Screen "Sign up for result" for ArticleLoginScreen "Login""#,
        #"closed ArticleLoginScreen "Login" (modal in navigation, system.modal 300ms)"#,
        #"finished ArticleLoginScreen "Login" for ArticleProductScreen "Product 42""#,
        #"opened ArticlePopUpScreen "Pop-up" from ArticleProductScreen "Product 42" (animated, fade 300ms)"#,
      ])
    #expect(window.leakedScreens() == [])
    try window.checkInvariants()
  }

  @Test func closingTheProductUnderItsPopUpTakesThePopUpAlong() throws {
    _ = session.logIn()
    try top?.triggerAction("Open 42")
    try top?.triggerAction("Add to wishlist")
    #expect(top is ArticlePopUpScreen)
    try #require(window.firstScreen { $0 is ArticleProductScreen }).triggerAction("Done")
    #expect(top is ArticleShopScreen)
    #expect(window.leakedScreens() == [])
  }

  @Test func cancellingTheTaskThatAwaitsTheLoginClosesIt() async throws {
    let shop = try #require(window.firstScreen { $0 is ArticleShopScreen }?.router)
    let task = Task { @MainActor in
      await shop.openAndWait(.modal(inNavigation: true), returning: Bool.self) { router in
        ArticleLoginScreen(
          viewModel: try router.container.resolve(ArticleLoginViewModel.self, arguments: router))
      }
    }
    while !(top is ArticleLoginScreen) { await Task.yield() }
    task.cancel()
    #expect(await task.value == .cancelled)
    #expect(top is ArticleShopScreen)
    #expect(window.leakedScreens() == [])
  }

  @Test func theWindowRestoresItsPathAndTheRestoredLoginCloses() throws {
    try top?.triggerAction("Open 42")
    try top?.triggerAction("Add to wishlist")
    let path = try window.path()
    #expect(
      "\(path)" == "tabs(*nav(shop/product?id=42),nav(wishlist))/[modal in navigation]nav(login)")
    var screens = ScreenRegistry()
    screens.register("shop") { _, router in
      ArticleShopScreen(viewModel: ArticleShopViewModel(router: router))
    }
    screens.register("wishlist") { [session] _, router in
      ArticleWishlistScreen(viewModel: ArticleWishlistViewModel(session: session, router: router))
    }
    screens.register("product") { identity, router in
      let id = try identity.parameter("id", as: Int.self)
      return ArticleProductScreen(
        viewModel: try router.container.resolve(ArticleProductViewModel.self, arguments: router, id)
      )
    }
    screens.register("login", router: ResultRouter<Bool>.self) { _, router in
      ArticleLoginScreen(
        viewModel: try router.container.resolve(ArticleLoginViewModel.self, arguments: router))
    }
    let restored = Window(container: try ArticleApp.makeContainer(session: session))
    try restored.restore(
      JSONDecoder().decode(ScreenPath.self, from: JSONEncoder().encode(path)), using: screens)
    #expect(try restored.path() == path)
    // No presenter waits for the restored login: logging in only closes it.
    try restored.topmostScreen?.triggerAction("Log in")
    #expect(restored.topmostScreen?.title == "Product 42")
    #expect(session.wishlist.isEmpty)
    try restored.topmostScreen?.triggerAction("Done")
    #expect(restored.topmostScreen is ArticleShopScreen)
    #expect(restored.leakedScreens() == [])
  }

  // `StackBuilder.keep(_:)`: "one that moves off the bottom becomes a push, so its `close()`
  // still undoes its place". The Shop tab's first screen was built inside its navigation
  // container, as the docs build a tab, so it routes through the container's router.
  @Test func aStacksFirstScreenMovedUpKeepsNoRouterOfItsOwn() throws {
    try top?.triggerAction("Open 42")
    let product = try #require(top as? ArticleProductScreen)
    let shop = try #require(window.firstScreen { $0 is ArticleShopScreen })
    #expect(shop.router?.root is NavigationContainer)
    var outcome: Result<Void, RoutingError>?
    product.router?.setStack { stack in
      try stack.keep(product)
      try stack.keep(shop)
    } completion: {
      outcome = $0
    }
    #expect(outcome.map { "\($0)" } == "success()")
    #expect(product.router?.rootTransition == .empty)
    // The promise holds for a screen with a router of its own, not for this one.
    #expect(shop.router == nil)
    try window.checkInvariants()
  }
}

@MainActor
final class ArticleMockDeeplinks: Deeplinkable {
  private(set) var routed: [String] = []
  func route(to url: URL, as transition: Transition) -> Bool {
    routed.append("\(url.absoluteString) \(transition.name)")
    return true
  }
}

@MainActor
final class ArticleBannerViewModel {
  private let deeplinks: any Deeplinkable
  init(deeplinks: any Deeplinkable) { self.deeplinks = deeplinks }
  func tapBanner() -> Bool {
    guard let url = URL(string: "shop://product/42") else { return false }
    return deeplinks.route(to: url, as: .push)
  }
}

@MainActor
@Suite struct ArticleReaderLinkEdgeTests {
  let session = ArticleSession()
  let window: Window
  let deeplinks: DeeplinkRouter

  init() throws {
    window = try ArticleApp.makeWindow(session: session)
    deeplinks = try ArticleDeeplinks.make(window: window, session: session)
  }

  @Test func aBannerHoldsOnlyADeeplinkable() {
    let mock = ArticleMockDeeplinks()
    #expect(ArticleBannerViewModel(deeplinks: mock).tapBanner())
    #expect(mock.routed == ["shop://product/42 push"])
    #expect(ArticleBannerViewModel(deeplinks: deeplinks).tapBanner())
    #expect(window.topmostScreen?.title == "Product 42")
  }

  @Test func loggingOutWhileALinkWaitsForTheLoginAbandonsIt() throws {
    try window.topmostScreen?.triggerAction("Open 42")
    var completed: [String] = []
    let result = deeplinks.handle("shop://wishlist/add/13") { completed.append("\($0)") }
    #expect(result.description == #"pending (guard "logged in")"#)
    try window.setRoot { router in
      try NavigationContainer(
        root: ArticleShopScreen(viewModel: ArticleShopViewModel(router: router)))
    }
    #expect(
      completed == [
        #"abandoned: Cannot open the deeplink "shop://wishlist/add/13": the flow of the guard "logged in" did not succeed: ArticleLoginCancelled()"#
      ])
    #expect(deeplinks.pendingURL == nil)
    #expect(session.wishlist.isEmpty)
    #expect(window.leakedScreens() == [])
  }
}
