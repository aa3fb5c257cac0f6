import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// Every ```swift example of Wayfinder's and WayfinderTesting's documentation (doc comments, DocC
// articles, the README's core sections), in compiling form. The comment above each test names
// the example it mirrors; when an example changes, change its test. The examples' types are
// nested in the suite (so `ProductRoute` here is not the deeplink tests' `ProductRoute`); the
// ones the examples use without showing are in `Support/DocumentationFixtures.swift`.

@MainActor
@Suite struct DocumentationExampleTests {
  // MARK: - Getting started, README "Add a route"

  // GettingStarted.md "Add a route", "Write the view model and the screen", "Show the first
  // screen"; README.md "Add a route"; Router.swift (`Router`); Screen.swift is mirrored below.
  @Test func gettingStartedShowsTheFirstScreen() throws {
    let window = Window()
    var printed: [String] = []
    window.context.addObserver { event in printed.append(event.description) }
    try window.setRoot { router in
      try NavigationContainer(
        root: ProductScreen(viewModel: ProductViewModel(id: 1, router: router)))
    }
    try window.topmostScreen?.triggerAction("Related")
    printed.append(window.render())
    #expect(
      printed == [
        #"opened NavigationContainer of ProductScreen "Product 1" (root)"#,
        #"opened ProductScreen "Product 2" from NavigationContainer of ProductScreen "Product 1" (push, system.push 350ms)"#,
        """
        NavigationContainer
          ProductScreen "Product 1"
          ProductScreen "Product 2"  <- top
        """,
      ])
    try window.topmostScreen?.triggerAction("Done")
    #expect(window.topmostScreen?.title == "Product 1")
  }

  // GettingStarted.md "Show the first screen": a route with another transition is a one-word
  // change (`openProduct(id:as:)`).
  @Test func aRouteOpensTheSameScreenAnotherWay() throws {
    let window = Window()
    let root = try window.setRoot { router in
      try NavigationContainer(
        root: ProductScreen(viewModel: ProductViewModel(id: 1, router: router)))
    }
    let router = try #require(root.router)
    router.openProduct(id: 9, using: .modal(inNavigation: true))
    #expect(window.topmostScreen?.title == "Product 9")
    #expect(window.topmostScreen?.modalPresentationRoot is NavigationContainer)
  }

  // GettingStarted.md "Resolve view models from the container" (both examples); README.md "Add
  // a route" (the registration and the route resolving from the container).
  @Test func viewModelsResolveFromTheContainer() throws {
    let container = Container()
    try container.registerMainActor(ProductViewModel.self) {
      (r: Resolver, router: DefaultRouter, id: Int) in
      ProductViewModel(id: id, router: router)
    }
    let window = Window(container: container)
    let root = try window.setRoot { router in
      try NavigationContainer(
        root: ProductScreen(viewModel: ProductViewModel(id: 1, router: router)))
    }
    try #require(root.router).openResolvedProduct(id: 5, as: .push)
    let product = try #require(window.topmostScreen as? ProductScreen)
    #expect(product.viewModel.id == 5)
  }

  // GettingStarted.md "Handle failures" (the completion).
  @Test func aCompletionReportsTheFailure() throws {
    let window = Window()
    let root = try window.setRoot { router in
      ProductScreen(viewModel: ProductViewModel(id: 1, router: router))
    }
    let router = try #require(root.router)
    var printed: [String] = []
    router.open(.push) { router in
      ProductScreen(viewModel: ProductViewModel(id: 3, router: router))
    } completion: { result in
      if case .failure(let error) = result { printed.append("\(error)") }
    }
    #expect(
      printed == [
        #"Cannot push ProductScreen "Product 3" from ProductScreen "Product 1": ProductScreen "Product 1" is not inside a navigation container"#
      ])
  }

  // GettingStarted.md "Handle failures" (a completion waits for the outcome).
  @Test func aCompletionReceivesTheOutcomeAndFireAndForgetStaysShort() throws {
    let window = Window()
    let root = try window.setRoot { router in
      try NavigationContainer(
        root: ProductScreen(viewModel: ProductViewModel(id: 1, router: router)))
    }
    let router = try #require(root.router)
    var shown: ProductScreen?
    router.open(.push) { router in
      ProductScreen(viewModel: ProductViewModel(id: 2, router: router))
    } completion: { result in
      shown = try? result.get()
    }
    #expect(window.topmostScreen === shown)
    // Fire-and-forget: failures go to the observers.
    window.topmostScreen?.router?.close()
    #expect(window.topmostScreen?.title == "Product 1")
  }

  // GettingStarted.md "Show the first screen" (tabs built with `makeScreen`); Router+Opening.swift
  // (`makeScreen(_:build:)`).
  @Test func tabsAreMadeWithMakeScreen() throws {
    let window = Window()
    try window.setRoot { router in
      let shop = try router.makeScreen { router in
        ShopScreen(viewModel: ShopViewModel(router: router))
      }
      let cart = try router.makeScreen { router in
        CartScreen(viewModel: CartViewModel(router: router))
      }
      return try TabContainer(tabs: [NavigationContainer(root: shop), cart])
    }
    #expect(window.topmostScreen is ShopScreen)
    try #require(window.topmostScreen?.router).selectTab(at: 1)
    #expect(window.topmostScreen is CartScreen)
  }

  // Screen.swift (`Screen`).
  @Test func aScreenOwnsItsViewModel() throws {
    let (window, home) = try Self.homeWindow()
    let login = try #require(home.router).makeScreen(router: ResultRouter<LoginOutcome>.self) {
      router in LoginScreen(viewModel: LoginViewModel(router: router))
    }
    #expect(login.model === login.viewModel)
    #expect(login.actions.map(\.title) == ["Sign up"])
    #expect(login.router?.root === login && window.root != nil)
  }

  // Router+Opening.swift (`open(_:build:completion:)`).
  @Test func openBuildsTheScreenWithItsRouter() throws {
    let window = Window()
    let root = try window.setRoot { router in
      try NavigationContainer(root: HomeScreen(viewModel: HomeViewModel(router: router)))
    }
    try #require(root.router).openCart(as: .modal)
    let cart = try #require(window.topmostScreen as? CartScreen)
    #expect(cart.viewModel.router.rootTransition.name == "modal")
  }

  // Window.swift (`Window`).
  @Test func aWindowOwnsTheRoot() throws {
    let window = Window()
    var events: [RoutingEvent] = []
    window.context.addObserver { event in events.append(event) }
    try window.setRoot { router in
      try NavigationContainer(root: HomeScreen(viewModel: HomeViewModel(router: router)))
    }
    #expect(window.render() == "NavigationContainer\n  HomeScreen \"Home\"  <- top")
    #expect(events.map(\.action) == [.opened])
  }

  // MARK: - Transitions

  // Transition.swift (`Transition`, a custom transition).
  @Test func aCustomTransitionPicksAPlacement() throws {
    let (window, home) = try Self.homeWindow()
    try #require(home.router).open(Self.card) { router in
      CartScreen(viewModel: CartViewModel(router: router))
    }
    #expect(window.topmostScreen is CartScreen)
    #expect(window.topmostScreen?.presentingScreen === window.root)
    #expect(window.topmostScreen?.router?.rootTransition.name == "card")
  }

  // Animator.swift (`Animator`).
  @Test func aCustomAnimatorIsRecorded() throws {
    let (window, home) = try Self.homeWindow()
    let log = EventLines(window.context)
    let router = try #require(home.router)
    let screen = Screen(title: "Card")
    router.route(to: screen, as: .animated(with: CardAnimator()))
    #expect(
      log.lines == [
        #"opened Screen "Card" from NavigationContainer of HomeScreen "Home" (animated, card 400ms)"#
      ])
  }

  // MARK: - Stack operations

  // StackBuilder.swift (`StackBuilder`) and Router+StackOperations.swift
  // (`setStack(animated:build:completion:)`).
  @Test func setStackKeepsAndPushes() throws {
    let (window, home) = try Self.homeWindow()
    let router = try #require(home.router)
    router.openProduct(id: 3)
    let productRouter = try #require(window.topmostScreen?.router)
    productRouter.setStack { stack in
      try stack.keep(home)
      try stack.push { router in ProductScreen(viewModel: ProductViewModel(id: 7, router: router)) }
    }
    #expect(window.topmostScreen?.title == "Product 7")
    router.setStack { stack in
      try stack.keep(home)
      try stack.push { router in CartScreen(viewModel: CartViewModel(router: router)) }
    }
    #expect(
      window.render() == """
        NavigationContainer
          HomeScreen "Home"
          CartScreen "Cart"  <- top
        """)
  }

  // MARK: - Results

  // ResultRouter.swift (`ResultRouter`), Router+Results.swift (`open(_:returning:build:onResult:)`).
  @Test func aResultReachesThePresenter() throws {
    let (window, home) = try Self.homeWindow()
    let presenter = Presenter(router: try #require(home.router))
    presenter.logIn()
    let login = try #require(window.topmostScreen as? LoginScreen)
    login.viewModel.didLogIn(User(email: "ada@shop.example"))
    #expect(presenter.welcomed == [User(email: "ada@shop.example")])
    #expect(window.topmostScreen === home)
  }

  // RouteResult.swift (`RouteResult`): a screen closed without finishing is `.cancelled`.
  @Test func aClosedScreenIsCancelled() throws {
    let (window, home) = try Self.homeWindow()
    let presenter = Presenter(router: try #require(home.router))
    presenter.logInOrCancel()
    try #require(window.topmostScreen?.router).dismiss()
    #expect(presenter.outcomes == ["cancelled"])
    presenter.logInOrCancel()
    try #require(window.topmostScreen as? LoginScreen).viewModel.didLogIn(User(email: "b@c"))
    #expect(presenter.outcomes == ["cancelled", "b@c"])
  }

  // Router+Results.swift (`openAndWait(_:returning:build:)`).
  @Test func openAndWaitReturnsTheResult() async throws {
    let (window, home) = try Self.homeWindow()
    let router = try #require(home.router)
    // Plays the user, who logs in once the login screen is shown.
    let user = Task { @MainActor in
      while !(window.topmostScreen is LoginScreen) { await Task.yield() }
      (window.topmostScreen as? LoginScreen)?.viewModel.didLogIn(User(email: "x@y"))
    }
    let outcome = await router.openAndWait(.modal, returning: LoginOutcome.self) { router in
      LoginScreen(viewModel: LoginViewModel(router: router))
    }
    await user.value
    #expect(outcome == .finished(.loggedIn(User(email: "x@y"))))
  }

  // README.md "Results, previews, paths and stack operations" (`LoginRoute`).
  @Test func aLoginRouteReportsHowItEnded() throws {
    let (window, home) = try Self.homeWindow()
    let router = try #require(home.router)
    var outcomes: [LoginOutcome?] = []
    router.openLogin { outcome in outcomes.append(outcome) }
    #expect(window.topmostScreen?.navigationContainer?.presentingScreen === window.root)
    try #require(window.topmostScreen?.router).close()
    router.openLogin { outcome in outcomes.append(outcome) }
    try #require(window.topmostScreen as? LoginScreen).viewModel.didLogIn(User(email: "z@z"))
    #expect(outcomes == [nil, .loggedIn(User(email: "z@z"))])
  }

  // MARK: - Build now, show later

  // README.md "Results, previews, paths and stack operations" and GettingStarted.md "Going
  // further" (`makeScreen`, then `route(to:as:)`).
  @Test(arguments: [true, false])
  func aScreenBuiltNowIsShownLaterOrDropped(userPressedHarder: Bool) throws {
    let (window, home) = try Self.homeWindow()
    let router = try #require(home.router)
    var peeked: [String] = []
    func peek(_ screen: Screen) { peeked.append(screen.title) }
    weak var dropped: Screen?

    do {
      let product = try router.makeScreen { router in
        ProductScreen(viewModel: ProductViewModel(id: 42, router: router))
      }
      peek(product)
      if userPressedHarder { router.route(to: product, as: .push) }
      dropped = product
    }

    #expect(peeked == ["Product 42"])
    #expect(window.topmostScreen?.title == (userPressedHarder ? "Product 42" : "Home"))
    #expect((dropped == nil) == !userPressedHarder)
  }

  // MARK: - Paths

  // ScreenPath.swift (`ScreenPath`), ScreenRegistry.swift (`ScreenRegistry`),
  // ScreenIdentity+Paths.swift (`parameter(_:as:)`); README.md "Results, previews, paths and
  // stack operations".
  @Test func aPathRestoresInANewWindow() throws {
    let window = Window()
    try window.setRoot { router in
      let shop = try router.makeScreen { router in
        ShopScreen(viewModel: ShopViewModel(router: router))
      }
      return try TabContainer(tabs: [NavigationContainer(root: shop)])
    }
    try #require(window.topmostScreen?.router).openProduct(id: 42)

    var registry = ScreenRegistry()
    registry.register("shop") { _, router in ShopScreen(viewModel: ShopViewModel(router: router)) }
    registry.register("product") { identity, router in
      let id = try identity.parameter("id", as: Int.self)
      return ProductScreen(viewModel: ProductViewModel(id: id, router: router))
    }

    #expect(try window.path().description == "tabs(*nav(shop/product?id=42))")
    // sceneDidEnterBackground
    let saved = try JSONEncoder().encode(window.path())
    // the next launch
    let newWindow = Window()
    try newWindow.restore(JSONDecoder().decode(ScreenPath.self, from: saved), using: registry)
    #expect(newWindow.render() == window.render())
    #expect(try newWindow.path() == window.path())
  }

  // MARK: - Finding screens

  // Window+Finding.swift (`firstScreen(where:)`, `screens(with:)`).
  @Test func windowsFindScreens() throws {
    let (window, home) = try Self.homeWindow()
    try #require(home.router).openProduct(id: 42)
    try #require(window.topmostScreen?.router).openCart(as: .modal)

    let cart = window.firstScreen { $0 is CartScreen }
    let shown = window.screens(with: ScreenIdentity("product", parameters: ["id": "42"]))

    #expect(cart === window.topmostScreen)
    #expect(shown.map(\.title) == ["Product 42"])
  }

  // MARK: - Testing (WayfinderTesting, TestingWithRecordingRouter.md, README)

  // RecordingRouter.swift (`RecordingRouter`).
  @Test func openProductPushes() throws {
    // The app's graph, so the route can resolve the view model it builds.
    let router = RecordingRouter(container: try AppGraph.makeContainer())
    router.openProduct(id: 42)
    #expect(router.log == [#"route ProductScreen "Product 42" (push, system.push 350ms)"#])
    let product = try #require(router.routedScreens.first?.screen as? ProductScreen)
    #expect(product.viewModel.id == 42)
  }

  // WayfinderTesting.md (overview), TestingWithRecordingRouter.md "Test a route", README.md "Test a
  // view model with a mock router" (the `RecordingRouter` example).
  @Test func openProductPushesTheProductScreen() throws {
    let router = RecordingRouter()
    router.openProduct(id: 42)
    #expect(router.log == [#"route ProductScreen "Product 42" (push, system.push 350ms)"#])
    let screen = try #require(router.routedScreens.first?.screen as? ProductScreen)
    #expect(screen.viewModel.id == 42)
    #expect(screen.router?.rootTransition.name == "push")
  }

  // TestingWithRecordingRouter.md "Test a view model".
  @Test func relatedOpensTheNextProduct() {
    let router = RecordingRouter()
    let model = ProductViewModel(id: 7, router: router)
    model.showRelated()
    #expect(router.log == [#"route ProductScreen "Product 8" (push, system.push 350ms)"#])
  }

  // TestingWithRecordingRouter.md "Test a view model".
  @Test func doneClosesTheScreen() {
    let router = RecordingRouter()
    let model = ProductViewModel(id: 7, router: router)
    model.done()
    #expect(router.log == ["close"])
  }

  // TestingWithRecordingRouter.md "Test failures".
  @Test func aRefusedCloseReachesTheObservers() {
    let router = RecordingRouter()
    router.failure = RoutingError(
      "close ProductScreen", .notShown(ScreenInfo(typeName: "ProductScreen", title: "Product 7")))
    var failures: [RoutingError] = []
    router.context.addObserver { event in
      if let error = event.error { failures.append(error) }
    }
    ProductViewModel(id: 7, router: router).done()
    #expect(router.log == ["close"])
    #expect(failures == [router.failure])
  }

  // TestingWithRecordingRouter.md "Check that screens are freed"; LifetimeWatcher.swift
  // (`LifetimeWatcher`).
  @Test func closedScreensAreFreed() throws {
    let window = Window()
    try window.setRoot { router in
      try NavigationContainer(
        root: ProductScreen(viewModel: ProductViewModel(id: 1, router: router)))
    }
    let watcher = LifetimeWatcher()
    do {
      try window.topmostScreen?.triggerAction("Related")
      let product = try #require(window.topmostScreen as? ProductScreen)
      watcher.watch(product, as: "product screen")
      watcher.watch(product.viewModel, as: "product view model")
      watcher.watch(product.router, as: "product router")
      try product.triggerAction("Done")
    }
    #expect(watcher.count == 3)
    #expect(watcher.survivors.isEmpty)
    #expect(window.leakedScreens().isEmpty)
  }

  // README.md "Test a view model with a mock router": the hand-written mock, called through
  // `any ProductViewModel.Routes`.
  @Test func theMockCountsTheCloseCalls() {
    let routes = MockProductRoutes()
    let model = ProductViewModel(id: 7, router: routes)
    model.done()
    #expect(routes.closeCallsCount == 1)
    model.showRelated()
    #expect(routes.openedProductIDs == [8])
  }

  // MARK: - Helpers

  /// A window whose root is a navigation container holding a home screen.
  static func homeWindow() throws -> (Window, HomeScreen) {
    let window = Window()
    var home: HomeScreen?
    try window.setRoot { router in
      let screen = HomeScreen(viewModel: HomeViewModel(router: router))
      home = screen
      return try NavigationContainer(root: screen)
    }
    return (window, try #require(home))
  }
}

// MARK: - The examples' types

extension DocumentationExampleTests {
  // GettingStarted.md "Add a route"; README.md "Add a route"; Router.swift (`Router`).
  @MainActor
  protocol ProductRoute {
    func openProduct(id: Int)
  }

  // GettingStarted.md "Write the view model and the screen"; README.md "Add a route".
  @MainActor
  final class ProductViewModel {
    typealias Routes = ProductRoute & Closable

    let id: Int
    private let router: any Routes

    init(id: Int, router: any Routes) {
      self.id = id
      self.router = router
    }

    func showRelated() { router.openProduct(id: id + 1) }
    func done() { router.close() }
  }

  // GettingStarted.md "Write the view model and the screen".
  final class ProductScreen: Screen {
    let viewModel: ProductViewModel

    init(viewModel: ProductViewModel) {
      self.viewModel = viewModel
      super.init(title: "Product \(viewModel.id)", model: viewModel)
      identity = ScreenIdentity("product", parameters: ["id": String(viewModel.id)])
      addAction("Related") { [viewModel] in viewModel.showRelated() }
      addAction("Done") { [viewModel] in viewModel.done() }
    }
  }

  // README.md "Test a view model with a mock router".
  @MainActor
  final class MockProductRoutes: ProductViewModel.Routes {
    private(set) var closeCallsCount = 0
    private(set) var openedProductIDs: [Int] = []

    func openProduct(id: Int) { openedProductIDs.append(id) }
    func close() { closeCallsCount += 1 }
  }

  // ResultRouter.swift (`ResultRouter`).
  enum LoginOutcome: Hashable {
    case loggedIn(User)
    case signedUp(User)
  }

  // ResultRouter.swift (`ResultRouter`); Screen.swift's example calls `signUp()`.
  @MainActor
  final class LoginViewModel {
    let router: ResultRouter<LoginOutcome>
    init(router: ResultRouter<LoginOutcome>) { self.router = router }
    func didLogIn(_ user: User) { router.finish(with: .loggedIn(user)) }
    func signUp() {}
  }

  // Screen.swift (`Screen`).
  final class LoginScreen: Screen {
    let viewModel: LoginViewModel

    init(viewModel: LoginViewModel) {
      self.viewModel = viewModel
      super.init(title: "Login", model: viewModel)
      addAction("Sign up") { [viewModel] in viewModel.signUp() }
    }
  }

  // README.md "Results, previews, paths and stack operations".
  @MainActor
  protocol LoginRoute {
    func openLogin(onFinish: @escaping @MainActor (LoginOutcome?) -> Void)
  }

  // Router+Opening.swift (`open(_:build:completion:)`).
  @MainActor
  protocol CartRoute {
    func openCart(as transition: Transition)
  }

  // Transition.swift (`Transition`, a custom one).
  static let card = Transition(
    "card", placement: .modal(inNavigation: false),
    animator: FadeAnimator(duration: .milliseconds(250)))

  // Animator.swift (`Animator`).
  final class CardAnimator: Animator {
    let name = "card"
    let duration: Duration = .milliseconds(400)
  }

  /// A presenter for the result examples: the `self` of their `[weak self]` closures.
  @MainActor
  final class Presenter {
    let router: DefaultRouter
    private(set) var welcomed: [User] = []
    private(set) var errors: [RoutingError] = []
    private(set) var outcomes: [String] = []

    init(router: DefaultRouter) { self.router = router }

    func welcome(_ user: User) { welcomed.append(user) }
    func log(_ error: RoutingError) { errors.append(error) }
    func show(_ user: User) { outcomes.append(user.email) }

    // Router+Results.swift (`open(_:returning:build:onResult:)`).
    func logIn() {
      router.open(.modal(inNavigation: true), returning: LoginOutcome.self) { router in
        LoginScreen(viewModel: LoginViewModel(router: router))
      } onResult: { [weak self] result in
        switch result {
        case .finished(.loggedIn(let user)): self?.welcome(user)
        case .finished, .cancelled: break
        case .failed(let error): self?.log(error)
        }
      }
    }

    // RouteResult.swift (`RouteResult`).
    func logInOrCancel() {
      router.open(.modal, returning: LoginOutcome.self) { router in
        LoginScreen(viewModel: LoginViewModel(router: router))
      } onResult: { [weak self] result in
        if case .finished(.loggedIn(let user)) = result { self?.show(user) }
        if result.isCancelled { self?.outcomes.append("cancelled") }
      }
    }
  }
}

// GettingStarted.md "Add a route"; README.md "Add a route"; Router.swift (`Router`).
//
// Two deviations from the documented code, both forced by this test target: the suite's types
// are written with their namespace, and `openProduct(id:as:)` is spelled `openProduct(id:using:)`
// because the deeplink tests' `ProductRoute` gives `DefaultRouter` an `openProduct(id:as:)` too.
extension DocumentationExampleTests.ProductRoute where Self: Router {
  func openProduct(id: Int) {
    openProduct(id: id, using: .push)
  }

  func openProduct(id: Int, using transition: Transition) {
    open(transition) { router in
      DocumentationExampleTests.ProductScreen(
        viewModel: DocumentationExampleTests.ProductViewModel(id: id, router: router))
    }
  }
}

// README.md "Results, previews, paths and stack operations" (the suite's types written with
// their namespace).
extension DocumentationExampleTests.LoginRoute where Self: Router {
  func openLogin(
    onFinish: @escaping @MainActor (DocumentationExampleTests.LoginOutcome?) -> Void
  ) {
    open(.modal(inNavigation: true), returning: DocumentationExampleTests.LoginOutcome.self) {
      router in
      // The view model ends the flow with `router.finish(with: .loggedIn(user))`.
      DocumentationExampleTests.LoginScreen(
        viewModel: DocumentationExampleTests.LoginViewModel(router: router))
    } onResult: { result in
      onFinish(result.value)  // nil: cancelled (back, dismiss) or could not open
    }
  }
}

// Router+Opening.swift (`open(_:build:completion:)`).
extension DocumentationExampleTests.CartRoute where Self: Router {
  func openCart(as transition: Transition) {
    open(transition) { router in
      DocumentationExampleTests.CartScreen(
        viewModel: DocumentationExampleTests.CartViewModel(router: router))
    }
  }
}

extension DefaultRouter: DocumentationExampleTests.ProductRoute {}
extension DefaultRouter: DocumentationExampleTests.LoginRoute {}
extension DefaultRouter: DocumentationExampleTests.CartRoute {}
// TestingWithRecordingRouter.md "Give the recording router your routes"; WayfinderTesting.md;
// RecordingRouter.swift.
extension RecordingRouter: DocumentationExampleTests.ProductRoute {}
