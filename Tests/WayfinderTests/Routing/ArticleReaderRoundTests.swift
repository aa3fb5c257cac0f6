import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// What a reader of Cassius Pacheco's article writes first after adopting Wayfinder from its
// README and guides, on the shop of `ArticleShop` (defined at the end of this file): the
// article's flow from scratch, and the misuse such a reader makes on the way. Each misuse must
// give a typed error that says what was asked, and leave the window as it was: each test checks
// both, by the window's path before and after.

@MainActor
@Suite struct ArticleReaderRoundTests {
  let session = ArticleShop.Session()
  let window: Window
  let events: EventLog

  init() throws {
    window = try ArticleShop.makeWindow(container: try ArticleShop.makeContainer(session: session))
    events = EventLog(context: window.context)
  }

  /// The screen on top, as a `T`.
  func top<T: Screen>(as type: T.Type = Screen.self) throws -> T {
    try #require(window.topmostScreen as? T)
  }

  /// The window's path as text.
  func path() throws -> String { try window.path().description }

  // MARK: - The article's flow

  // The article's app: a product from the Shop tab, "Add to wishlist" logs in first (a modal
  // login in its own navigation, with Sign Up and Forgot Password pushed inside it), then the
  // pop-up; every screen that left is freed.
  @Test func theWishlistAsksToLogInFirstAndThenAddsTheProduct() throws {
    let watcher = LifetimeWatcher()
    try top().triggerAction("Open Walking Boots")
    let product = try top(as: ArticleShop.ProductScreen.self)
    #expect(product.viewModel.name == "Walking Boots")

    try product.triggerAction("Add to wishlist")
    #expect(
      try path() == "tabs(*nav(shop/product?id=42),nav(wishlist))/[modal in navigation]nav(login)")
    do {
      let login = try top(as: ArticleShop.LoginScreen.self)
      watcher.watch(login, as: "login")
      watcher.watch(login.viewModel, as: "login view model")
      watcher.watch(login.router, as: "login router")

      try login.triggerAction("Forgot password")
      try top().triggerAction("Back")
      try login.triggerAction("Sign up")
      try top().triggerAction("Forgot password")
      #expect(
        try path()
          == "tabs(*nav(shop/product?id=42),nav(wishlist))/[modal in navigation]nav(login/sign-up/forgot-password)"
      )
      try top().triggerAction("Back")
      try login.triggerAction("Log in")
    }

    #expect(session.user == "ada")
    #expect(session.wishlist == [42])
    #expect(
      try path()
        == "tabs(*nav(shop/product?id=42),nav(wishlist))/[modal]pop-up?message=Added Walking Boots")
    #expect(window.topmostScreen?.content == ["Added Walking Boots"])
    try top().triggerAction("OK")
    #expect(window.topmostScreen === product)
    #expect(watcher.survivors.isEmpty)
    #expect(window.leakedScreens().isEmpty)
    try window.checkInvariants()
  }

  // Signing up instead finishes the same flow; the presenter hears `.signedUp`.
  @Test func signingUpFinishesTheLoginFlow() throws {
    let shop = try top()
    try shop.triggerAction("Open Wool Socks")
    try top().triggerAction("Add to wishlist")
    try top().triggerAction("Sign up")
    try top().triggerAction("Create account")
    #expect(session.user == "grace")
    #expect(session.wishlist == [7])
    #expect(window.topmostScreen?.title == "Pop-up")
    #expect(window.leakedScreens().isEmpty)
  }

  // Cancelling the login (its Cancel button, or a dismiss from below) hands the product
  // `.cancelled`: nothing is added, and the product is on top again.
  @Test(arguments: [true, false])
  func aCancelledLoginAddsNothing(byItsButton: Bool) throws {
    try top().triggerAction("Open Walking Boots")
    let product = try top(as: ArticleShop.ProductScreen.self)
    try product.triggerAction("Add to wishlist")
    if byItsButton {
      try top().triggerAction("Cancel")
    } else {
      let router = try #require(window.topmostScreen?.router)
      router.dismiss()
    }
    #expect(window.topmostScreen === product)
    #expect(session.user == nil)
    #expect(session.wishlist.isEmpty)
    #expect(window.leakedScreens().isEmpty)
  }

  // The Siri shortcut sheet is the system's: the app shows it with `route(to:as:)`, without a
  // router. A link whose handler routes from the top while it shows is refused, naming it, and
  // changes nothing; a handler that dismisses presented screens first routes from below.
  @Test func theSiriSheetHasNoRouterSoALinkMustDismissItFirst() throws {
    let deeplinks = try makeDeeplinks()
    try deeplinks.register("/related/:id<Int>") { link in
      try link.router(as: (any ArticleShop.ProductRoute).self)
        .openShopProduct(id: try link.parameters.value(named: "id", as: Int.self))
    }
    try top().triggerAction("Open Walking Boots")
    let product = try top(as: ArticleShop.ProductScreen.self)
    try product.triggerAction("Add to Siri")
    #expect(window.topmostScreen is ArticleShop.SiriShortcutScreen)
    #expect(window.topmostScreen?.router == nil)

    let before = try window.restorablePath()
    let result = deeplinks.handle("shop://related/7")
    #expect(
      result.error?.reason
        == .noRouter(topmost: ScreenInfo(typeName: "SiriShortcutScreen", title: "Add to Siri")))
    #expect(try window.restorablePath() == before)
    #expect(window.topmostScreen is ArticleShop.SiriShortcutScreen)

    #expect(deeplinks.handle("shop://product/7").isAccepted)
    #expect(try path() == "tabs(*nav(shop/product?id=42/product?id=7),nav(wishlist))")
    #expect(window.leakedScreens().isEmpty)
  }

  // `focus()` on the product's router closes the sheet above it.
  @Test func focusClosesTheSiriSheet() throws {
    try top().triggerAction("Open Walking Boots")
    let product = try top(as: ArticleShop.ProductScreen.self)
    try product.triggerAction("Add to Siri")
    var outcome: Result<Void, RoutingError>?
    product.router?.focus { outcome = $0 }
    #expect(throws: Never.self) { try outcome?.get() }
    #expect(window.topmostScreen === product)
  }

  // `focus()` brings a shown screen back to the top: it selects its tab and dismisses what is
  // presented above it.
  @Test func focusBringsAProductOnAnotherTabBack() throws {
    try top().triggerAction("Open Walking Boots")
    let product = try top(as: ArticleShop.ProductScreen.self)
    let router = try #require(product.router)
    router.selectShopWishlistTab()
    try top().triggerAction("Open Trail Map")
    try top().triggerAction("Add to wishlist")
    #expect(window.topmostScreen is ArticleShop.LoginScreen)

    events.clear()
    router.focus()
    #expect(window.topmostScreen === product)
    #expect(try path() == "tabs(*nav(shop/product?id=42),nav(wishlist/product?id=13))")
    #expect(events.lines.contains { $0.hasPrefix("focused") })
    // The login flow left without a result: the Trail Map heard `.cancelled`, so nothing was
    // added and no user logged in.
    #expect(session.wishlist.isEmpty)
    #expect(window.leakedScreens().isEmpty)
  }

  // MARK: - Misuse: each one a typed error, the window unchanged

  // A route resolves its view model from a container that lacks it: the request fails with the
  // container's error inside, the observers hear it, and nothing was shown or kept.
  @Test func aMissingRegistrationFailsTheRouteAndChangesNothing() throws {
    let container = Container()
    try container.registerMainActor(ArticleShop.Session.self) { _ in ArticleShop.Session() }
    let window = try ArticleShop.makeWindow(container: container)
    let events = EventLog(context: window.context)
    let before = try window.path()
    let shop = try #require(window.topmostScreen?.router)

    var outcome: Result<Void, RoutingError>?
    let watcher = LifetimeWatcher()
    shop.open(.push) { router in
      watcher.watch(router, as: "router")
      return ArticleShop.ProductScreen(
        viewModel: try router.container.resolve(
          ArticleShop.ProductViewModel.self, arguments: router, 42))
    } completion: {
      outcome = $0.map { _ in }
    }

    let error = try #require(outcome?.error)
    guard case .buildFailed(let underlying) = error.reason else {
      Issue.record("expected buildFailed, got \(error.reason)")
      return
    }
    let resolution = try #require(underlying as? ResolutionError)
    #expect(resolution.reason == .missingRegistration)
    #expect(error.description.contains("no registration for ArticleShop.ProductViewModel"))
    #expect(events.lines.count == 1)
    #expect(events.events.map(\.error) == [error])
    #expect(try window.path() == before)
    #expect(watcher.allFreed)

    // The route itself, fire-and-forget: the same failure reaches the observers.
    events.clear()
    shop.openShopProduct(id: 42)
    #expect(events.events.compactMap(\.error).count == 1)
    #expect(try window.path() == before)
  }

  // A view model kept past its screen (an escaping closure) calls a route: the router's root is
  // gone, the request is refused and reported, and nothing opens.
  @Test func aRouteCalledAfterItsScreenClosedIsRefused() throws {
    try top().triggerAction("Open Walking Boots")
    let kept = try top(as: ArticleShop.ProductScreen.self).viewModel
    try top().triggerAction("Done")
    let before = try path()
    #expect(before == "tabs(*nav(shop),nav(wishlist))")

    events.clear()
    kept.showRelated()
    kept.done()
    kept.addToWishlist()
    let errors = events.events.compactMap(\.error)
    #expect(errors.count == 3)
    #expect(errors.allSatisfy { $0.reason == .rootDeallocated })
    #expect(errors.first?.description.contains("deallocated") == true)
    #expect(try path() == before)
    #expect(session.wishlist.isEmpty)
  }

  // A closed screen's router, kept by the test while its screen is kept too (not shown any
  // more): refused as not shown.
  @Test func aRouteCalledOnAScreenThatLeftTheWindowIsRefused() throws {
    try top().triggerAction("Open Walking Boots")
    let product = try top(as: ArticleShop.ProductScreen.self)
    let router = try #require(product.router)
    try product.triggerAction("Done")
    let before = try path()

    var outcome: Result<Void, RoutingError>?
    router.close { outcome = $0 }
    #expect(outcome?.error?.reason == .notShown(ScreenInfo(product)))
    var opened: Result<ArticleShop.ProductScreen, RoutingError>?
    router.open(.push) { router in
      ArticleShop.ProductScreen(
        viewModel: try router.container.resolve(
          ArticleShop.ProductViewModel.self, arguments: router, 7))
    } completion: {
      opened = $0
    }
    #expect(opened?.error?.reason == .notShown(ScreenInfo(product)))
    #expect(try path() == before)
    // The kept product is reported as a leak: it left the window, but the test holds it.
    #expect(window.leakedScreens().map(\.screen) == [ScreenInfo(product)])
  }

  // Closing the window's root, or a tab's first screen: nothing to undo, refused by name.
  @Test func closingTheRootOrATabsFirstScreenIsRefused() throws {
    let before = try path()
    let tabs = try #require(window.root?.router)
    var outcome: Result<Void, RoutingError>?
    tabs.close { outcome = $0 }
    #expect(outcome?.error?.reason == .notClosable(ScreenInfo(tabs.root!), placement: .root))
    #expect(
      outcome?.error?.description
        == #"Cannot close TabContainer "Tabs": TabContainer "Tabs" is the window's root, which cannot be closed"#
    )
    let shop = try #require(window.topmostScreen?.router)
    outcome = nil
    shop.close { outcome = $0 }
    guard case .notClosable(_, placement: .container)? = outcome?.error?.reason else {
      Issue.record("expected notClosable(.container), got \(String(describing: outcome))")
      return
    }
    outcome = nil
    tabs.dismiss { outcome = $0 }
    #expect(outcome?.error != nil)
    #expect(try path() == before)
  }

  // Selecting a tab that does not exist.
  @Test func aTabOutOfRangeIsRefused() throws {
    let before = try path()
    let shop = try #require(window.topmostScreen?.router)
    var outcome: Result<Void, RoutingError>?
    shop.selectTab(at: 2) { outcome = $0 }
    #expect(outcome?.error?.reason == .hierarchy(.tabIndexOutOfRange(index: 2, count: 2)))
    #expect(try path() == before)
  }

  // A link to a screen no pattern leads to: refused (`false` from the article's `route(to:)`),
  // with the nearest pattern; the window is unchanged.
  @Test func aDeeplinkToAnUnregisteredScreenIsRefused() throws {
    let deeplinks = try makeDeeplinks()
    let before = try path()
    events.clear()
    #expect(deeplinks.route(to: try #require(URL(string: "shop://orders/3")), as: .push) == false)
    let result = deeplinks.handle("shop://orders/3")
    guard case .refused(let error) = result, case .noMatch = error.reason else {
      Issue.record("expected noMatch, got \(result)")
      return
    }
    #expect(error.description.hasPrefix(#"Cannot open the deeplink "shop://orders/3""#))
    #expect(deeplinks.handle("mail://product/42").error?.reason == .unknownScheme("mail"))
    #expect(try path() == before)
    #expect(events.events.compactMap { $0.feature(as: DeeplinkEvent.self) }.count == 3)
  }

  // A link whose handler asks for a route the router lacks: refused with the missing
  // conformance, nothing opened.
  @Test func aDeeplinkToARouteTheRouterLacksIsRefused() throws {
    let deeplinks = try makeDeeplinks()
    try deeplinks.register("/checkout") { link in
      _ = try link.router(as: (any ArticleReaderMissingRoute).self)
    }
    let before = try path()
    let result = deeplinks.handle("shop://checkout")
    guard case .refused(let error) = result,
      case .missingConformance(let route, _, _) = error.reason
    else {
      Issue.record("expected missingConformance, got \(result)")
      return
    }
    #expect(route.contains("ArticleReaderMissingRoute"))
    #expect(try path() == before)
  }

  // A saved path with a screen the app no longer has: refused, the window as it was.
  @Test func restoringAnUnknownScreenIsRefused() throws {
    try top().triggerAction("Open Walking Boots")
    let before = try window.path()
    let saved = try JSONEncoder().encode(before)
    var path = try JSONDecoder().decode(ScreenPath.self, from: saved)
    #expect(path == before)
    path.presentations = [
      ScreenPath.Presentation(style: "modal", node: .screen(ScreenIdentity("orders")))
    ]
    #expect(throws: ScreenPathError.unknownScreen("orders")) {
      try window.restore(path, using: ArticleShop.screens)
    }
    #expect(try window.path() == before)
    #expect(window.leakedScreens().isEmpty)
  }

  // MARK: - Paths, deeplinks with a guard, results

  // Save the window, restore it in a new one: the same path, and the rebuilt screens close as
  // the originals did.
  @Test func aSavedWindowRestoresAndItsScreensStillClose() throws {
    try top().triggerAction("Open Walking Boots")
    try top().triggerAction("Related")
    let saved = try JSONEncoder().encode(window.restorablePath())

    let newWindow = Window(container: try ArticleShop.makeContainer())
    try newWindow.restore(
      JSONDecoder().decode(ScreenPath.self, from: saved), using: ArticleShop.screens)
    #expect(try newWindow.path() == window.path())
    #expect((newWindow.topmostScreen as? ArticleShop.ProductScreen)?.viewModel.id == 43)
    try newWindow.topmostScreen?.triggerAction("Done")
    #expect(try newWindow.path().description == "tabs(*nav(shop/product?id=42),nav(wishlist))")
    #expect(newWindow.leakedScreens().isEmpty)
  }

  // "Login first" as a guard: the link waits for the login flow, then opens the product on
  // the Wishlist tab; a cancelled login abandons it.
  @Test(arguments: [true, false])
  func aGuardedLinkWaitsForTheLogin(loggingIn: Bool) throws {
    let deeplinks = try makeDeeplinks()
    var final: DeeplinkResult?
    let first = deeplinks.handle("shop://wishlist/product/7") { final = $0 }
    guard case .pending(guardName: "logged in") = first else {
      Issue.record("expected pending, got \(first)")
      return
    }
    #expect(window.topmostScreen is ArticleShop.LoginScreen)
    try top().triggerAction(loggingIn ? "Log in" : "Cancel")
    if loggingIn {
      guard case .handled(.opened) = final else {
        Issue.record("expected handled, got \(String(describing: final))")
        return
      }
      #expect(try path() == "tabs(nav(shop),*nav(wishlist/product?id=7))")
    } else {
      guard case .abandoned(let error) = final, case .flowFailed = error.reason else {
        Issue.record("expected abandoned, got \(String(describing: final))")
        return
      }
      #expect(try path() == "tabs(*nav(shop),nav(wishlist))")
    }
    #expect(window.leakedScreens().isEmpty)
  }

  // A link to a product already shown focuses it instead of opening a duplicate: typed
  // parameters compare by value, and a query the identity does not name is ignored.
  @Test func aLinkToAShownProductFocusesIt() throws {
    let deeplinks = try makeDeeplinks()
    try top().triggerAction("Open Walking Boots")
    let product = try top(as: ArticleShop.ProductScreen.self)
    try product.triggerAction("Related")
    let result = deeplinks.handle("https://shop.example.com/product/042?ref=mail")
    guard case .handled(.focusedExisting(let focused)) = result else {
      Issue.record("expected focused, got \(result)")
      return
    }
    #expect(focused == ScreenInfo(product))
    #expect(window.topmostScreen === product)
    #expect(try path() == "tabs(*nav(shop/product?id=42),nav(wishlist))")
  }

  // `openAndWait(returning:)` from an async view-model method; cancelling the task closes the
  // flow as its Cancel button would.
  @Test func openAndWaitReturnsTheLoginOutcome() async throws {
    let shop = try #require(window.topmostScreen?.router)
    let task = Task { @MainActor in
      await shop.openAndWait(.modal(inNavigation: true), returning: ArticleShop.LoginOutcome.self) {
        router in
        ArticleShop.LoginScreen(
          viewModel: ArticleShop.LoginViewModel(session: session, router: router))
      }
    }
    while !(window.topmostScreen is ArticleShop.LoginScreen) { await Task.yield() }
    try top().triggerAction("Log in")
    let result = await task.value
    #expect(result.value == .loggedIn("ada"))
    #expect(try path() == "tabs(*nav(shop),nav(wishlist))")
  }

  // A saved path whose screen the container cannot build any more (a registration removed in
  // an update): refused with the routing error inside, the window as it was, nothing kept.
  @Test func restoringAScreenWhoseViewModelIsNotRegisteredIsRefused() throws {
    try top().triggerAction("Open Walking Boots")
    let saved = try window.path()
    let container = Container()
    try container.registerMainActor(ArticleShop.Session.self) { _ in ArticleShop.Session() }
    let newWindow = try ArticleShop.makeWindow(container: container)
    let before = try newWindow.path()
    let error = try #require(throws: ScreenPathError.self) {
      try newWindow.restore(saved, using: ArticleShop.screens)
    }
    guard case .routing(let routing) = error, case .buildFailed = routing.reason else {
      Issue.record("expected a routing error, got \(error)")
      return
    }
    #expect(error.description.contains("ProductViewModel"))
    #expect(try newWindow.path() == before)
    #expect(newWindow.leakedScreens().isEmpty)
  }

  // `openAndWait` from a router whose screen is gone returns at once, failed, as the observers
  // hear it; nothing opens, and no result is reported for a screen that never showed.
  @Test func openAndWaitFromAClosedScreenReturnsTheFailure() async throws {
    try top().triggerAction("Open Walking Boots")
    let router = try #require(window.topmostScreen?.router)
    try top().triggerAction("Done")
    let before = try path()
    let result = await router.openAndWait(
      .modal(inNavigation: true), returning: ArticleShop.LoginOutcome.self
    ) { router in
      ArticleShop.LoginScreen(
        viewModel: ArticleShop.LoginViewModel(session: session, router: router))
    }
    #expect(result.error?.reason == .rootDeallocated)
    #expect(try path() == before)
    #expect(events.events.compactMap { $0.feature(as: ResultEvent.self) }.isEmpty)
  }

  // Cancelling the task that waits for the login closes the login, as its Cancel button would.
  @Test func cancellingTheWaitingTaskClosesTheLogin() async throws {
    let shop = try #require(window.topmostScreen?.router)
    let task = Task { @MainActor in
      await shop.openAndWait(.modal(inNavigation: true), returning: ArticleShop.LoginOutcome.self) {
        router in
        ArticleShop.LoginScreen(
          viewModel: ArticleShop.LoginViewModel(session: session, router: router))
      }
    }
    while !(window.topmostScreen is ArticleShop.LoginScreen) { await Task.yield() }
    task.cancel()
    let result = await task.value
    #expect(result.isCancelled)
    #expect(try path() == "tabs(*nav(shop),nav(wishlist))")
    #expect(window.leakedScreens().isEmpty)
  }

  // The login finished twice (a double-tapped button): the presenter hears it once.
  @Test func aLoginFinishedTwiceIsHeardOnce() throws {
    try top().triggerAction("Open Walking Boots")
    try top().triggerAction("Add to wishlist")
    let login = try top(as: ArticleShop.LoginScreen.self)
    try login.triggerAction("Log in")
    try login.triggerAction("Log in")
    #expect(session.wishlist == [42])
    #expect(window.topmostScreen?.title == "Pop-up")
  }

  // Stack operations whose builder throws leave the stack as it was.
  @Test func aStackOperationWhoseBuilderThrowsChangesNothing() throws {
    try top().triggerAction("Open Walking Boots")
    let router = try #require(window.topmostScreen?.router)
    let before = try path()
    var outcomes: [Result<Void, RoutingError>] = []
    router.popAndPush { _ -> Screen in
      throw ArticleReaderLoginCancelled()
    } completion: {
      outcomes.append($0.map { _ in })
    }
    router.setStack { stack in
      try stack.keep(try #require(window.firstScreen { $0 is ArticleShop.ShopScreen }))
      _ = try stack.push { _ -> Screen in throw ArticleReaderLoginCancelled() }
    } completion: {
      outcomes.append($0)
    }
    #expect(outcomes.count == 2)
    #expect(outcomes.allSatisfy { $0.error != nil })
    #expect(try path() == before)
    var dismissed: Result<Void, RoutingError>?
    router.dismissAll { dismissed = $0 }
    // UIKit presents from the root of the presentation context: the tab bar controller.
    #expect(
      dismissed?.error?.reason == .hierarchy(.notPresenting(ScreenInfo(try #require(window.root)))))
    #expect(try path() == before)
  }

  // The README's deeplink rules: schemes and hosts compare case-insensitively, paths do not;
  // `route(to:)` and `handle(_:)` agree; the source reaches the handler; a wildcard host is
  // refused at registration.
  @Test func theReadmesDeeplinkRulesHold() throws {
    let deeplinks = try makeDeeplinks()
    var sources: [DeeplinkSource] = []
    try deeplinks.register("/source") { link in sources.append(link.source) }
    #expect(deeplinks.handle("SHOP://product/42").isAccepted)
    #expect(try path() == "tabs(*nav(shop/product?id=42),nav(wishlist))")
    // After a custom scheme, the first part is the URL's host: `Product` compares as `product`
    // (the README's `SHOP://Product/42`); after it, paths compare exactly.
    #expect(deeplinks.handle("shop://Product/42").isAccepted)
    let before = try path()
    guard case .noMatch = deeplinks.handle("https://shop.example.com/Product/42").error?.reason
    else {
      Issue.record("a path compares case-sensitively")
      return
    }
    #expect(
      deeplinks.route(
        to: try #require(URL(string: "https://shop.example.com/Product/42")), as: .push)
        == false)
    #expect(try path() == before)
    deeplinks.handle(
      try #require(URL(string: "https://SHOP.example.com/source")), from: .universalLink)
    #expect(sources == [.universalLink])
    #expect(throws: DeeplinkPatternError.self) {
      try deeplinks.register("https://*.example.com/product/:id") { _ in }
    }
    #expect(deeplinks.patterns.contains { $0.contains("*") } == false)
  }

  // `restorablePath()` saves up to the first screen without an identity (the Siri sheet), where
  // `path()` refuses it.
  @Test func theRestorablePathStopsAtTheSiriSheet() throws {
    try top().triggerAction("Open Walking Boots")
    try top().triggerAction("Add to Siri")
    #expect(throws: ScreenPathError.self) { try window.path() }
    #expect(
      try window.restorablePath().description == "tabs(*nav(shop/product?id=42),nav(wishlist))")
  }

  // `handleAndWait` returns once the guard's login has finished.
  @Test func handleAndWaitReturnsAfterTheLogin() async throws {
    let deeplinks = try makeDeeplinks()
    let task = Task { @MainActor in await deeplinks.handleAndWait("shop://wishlist/product/13") }
    while !(window.topmostScreen is ArticleShop.LoginScreen) { await Task.yield() }
    try top().triggerAction("Log in")
    let result = await task.value
    guard case .handled(.opened) = result else {
      Issue.record("expected handled, got \(result)")
      return
    }
    #expect(try path() == "tabs(nav(shop),*nav(wishlist/product?id=13))")
  }

  // MARK: - Test doubles

  // The route's default implementation runs on a recording router: the login is recorded as a
  // modal in navigation, and the screen it built holds a result router.
  @Test func theRecordingRouterRecordsTheRoutes() throws {
    let router = RecordingRouter(container: try ArticleShop.makeContainer(session: session))
    router.openShopProduct(id: 42)
    router.openShopLogin { _ in }
    router.openShopPopUp("Hi")
    #expect(
      router.log == [
        #"route ProductScreen "Walking Boots" (push, system.push 350ms)"#,
        #"route LoginScreen "Login" (modal in navigation, system.modal 300ms)"#,
        #"route PopUpScreen "Pop-up" (modal, system.modal 300ms)"#,
      ])
    let login = try #require(router.routedScreens[1].screen as? ArticleShop.LoginScreen)
    #expect(login.router is ResultRouter<ArticleShop.LoginOutcome>)
  }

  // The article's hand-written mocks: one for a view model's `Routes`, and the `Finishable`
  // doc comment's `MockLoginRouter`.
  @Test func handWrittenMocksStandInForTheRouters() {
    let productRoutes = ArticleReaderMockProductRoutes()
    let model = ArticleShop.ProductViewModel(
      id: 7, name: "Wool Socks", session: session, router: productRoutes)
    model.addToWishlist()
    #expect(productRoutes.loginCount == 1)
    productRoutes.finishLogin(.loggedIn("ada"))
    #expect(session.wishlist.isEmpty)  // the mock's login set no user: asked again
    #expect(productRoutes.loginCount == 2)
    session.user = "ada"
    model.addToWishlist()
    #expect(productRoutes.popUps == ["Added Wool Socks"])
    model.done()
    #expect(productRoutes.closeCallsCount == 1)

    let loginRouter = ArticleReaderMockLoginRouter()
    let login = ArticleShop.LoginViewModel(session: session, router: loginRouter)
    login.didLogIn("ada")
    login.didTapSignUp()
    #expect(loginRouter.finished == [.loggedIn("ada")])
    #expect(loginRouter.signUps == 1)
  }

  // A view model that keeps its screen alive (a strong capture) is reported with its router.
  @Test func aScreenKeptByItsViewModelIsReportedAsALeak() throws {
    try top().triggerAction("Open Walking Boots")
    let shop = try #require(window.firstScreen { $0 is ArticleShop.ShopScreen })
    let shopRouter = try #require(shop.router)
    var leaked: ArticleShop.ProductScreen?
    shopRouter.open(.push) { router in
      let screen = ArticleShop.ProductScreen(
        viewModel: try router.container.resolve(
          ArticleShop.ProductViewModel.self, arguments: router, 7))
      screen.addAction("Cycle") { _ = screen }  // the mistake: a strong capture of the screen
      return screen
    } completion: {
      leaked = try? $0.get()
    }
    let product = try #require(leaked)
    leaked = nil
    product.router?.close()
    let reports = window.leakedScreens()
    #expect(reports.map(\.screen.title) == ["Wool Socks"])
    #expect(reports.first?.modelType == "ProductViewModel")
    #expect(reports.first?.routerType == "DefaultRouter")
    product.removeAllActions()  // break the cycle so the test frees it
  }

  /// The shop's deeplinks, with a "logged in" guard on the Wishlist tab's links.
  func makeDeeplinks() throws -> DeeplinkRouter {
    let deeplinks = try DeeplinkRouter(
      window: window, origins: ["shop://", "https://shop.example.com"])
    try deeplinks.register("/product/:id<Int>", target: .screen(named: "product")) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: (any ArticleShop.ProductRoute & Router).self)
        .openShopProduct(id: id, as: link.transition(or: .push))
    }
    try deeplinks.register("/wishlist/product/:id<Int>", guards: [loggedIn()]) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: (any ArticleShop.WishlistTabRoute).self).selectShopWishlistTab()
      try link.router(as: (any ArticleShop.ProductRoute).self).openShopProduct(id: id)
    }
    return deeplinks
  }

  /// The guard that runs the login flow first.
  func loggedIn() -> DeeplinkGuard {
    DeeplinkGuard("logged in") { [session] _ in
      if session.user != nil { return .allow }
      return .requireFlow { link, completion in
        link.dismissPresentedScreens()
        try link.router(as: (any ArticleShop.LoginRoute).self).openShopLogin { outcome in
          completion(outcome != nil ? .success(()) : .failure(ArticleReaderLoginCancelled()))
        }
      }
    }
  }
}

extension RecordingRouter: ArticleShop.ProductRoute, ArticleShop.LoginRoute, ArticleShop.PopUpRoute
{}

/// A route no router adopts.
@MainActor
protocol ArticleReaderMissingRoute {
  func openCheckout()
}

/// The login flow was cancelled.
struct ArticleReaderLoginCancelled: Error {}

/// The article's mock of a product view model's routes.
@MainActor
final class ArticleReaderMockProductRoutes: ArticleShop.ProductViewModel.Routes {
  private(set) var closeCallsCount = 0
  private(set) var openedProductIDs: [Int] = []
  private(set) var popUps: [String] = []
  private(set) var loginCount = 0
  private var onLogin: (@MainActor (ArticleShop.LoginOutcome?) -> Void)?

  func openShopProduct(id: Int) { openedProductIDs.append(id) }
  func openShopLogin(onFinish: @escaping @MainActor (ArticleShop.LoginOutcome?) -> Void) {
    loginCount += 1
    onLogin = onFinish
  }
  func openShopPopUp(_ message: String) { popUps.append(message) }
  func openShopSiriShortcut() {}
  func close() { closeCallsCount += 1 }

  func finishLogin(_ outcome: ArticleShop.LoginOutcome?) { onLogin?(outcome) }
}

/// The `Finishable` doc comment's mock, for the login view model.
final class ArticleReaderMockLoginRouter: Finishable, ArticleShop.SignUpRoute,
  ArticleShop.ForgotPasswordRoute
{
  var finished: [ArticleShop.LoginOutcome] = []
  var signUps = 0
  func finish(with output: ArticleShop.LoginOutcome) { finished.append(output) }
  func cancel() {}
  func openShopSignUp(onCreated: @escaping @MainActor (String) -> Void) { signUps += 1 }
  func openShopForgotPassword() {}
}

// The app a reader of Cassius Pacheco's article writes first on Wayfinder, from the README and
// the DocC guides: Shop and Wishlist tabs, Product, Login (a flow that returns a result) with
// Sign Up and Forgot Password pushed inside it, pop-ups and a Siri shortcut sheet. Its route
// methods have names no other feature of this test module uses (the README's rule: two
// defaults for one method make `DefaultRouter`'s conformance ambiguous).

/// The article's shop, made from scratch for `ArticleReaderRoundTests`.
enum ArticleShop {
  /// How the login flow ended.
  enum LoginOutcome: Equatable {
    case loggedIn(String)
    case signedUp(String)
  }

  /// The signed-in user, and the wishlist (kept per session).
  @MainActor
  final class Session {
    var user: String?
    var wishlist: [Int] = []
  }

  /// What the shop sells, as a `Sendable` service of the container.
  struct Catalogue: Sendable {
    let names: [Int: String]

    func name(of id: Int) -> String { names[id] ?? "Product \(id)" }
  }

  /// Makes the app's container, as its composition root would.
  @MainActor
  static func makeContainer(session: Session = Session()) throws -> Container {
    let container = Container()
    try container.register(Catalogue.self, lifetime: .singleton) { _ in
      Catalogue(names: [7: "Wool Socks", 13: "Trail Map", 42: "Walking Boots"])
    }
    try container.registerMainActor(Session.self, lifetime: .singleton) { _ in session }
    try container.registerMainActor(ProductViewModel.self) {
      (r: Resolver, router: DefaultRouter, id: Int) in
      ProductViewModel(
        id: id, name: try r.resolve(Catalogue.self).name(of: id), session: try r.resolve(),
        router: router)
    }
    return container
  }

  /// Builds the window's tabs: Shop and Wishlist, each in a navigation container.
  @MainActor
  static func makeWindow(container: Container) throws -> Window {
    let window = Window(container: container)
    try window.setRoot { router in
      let shop = try router.makeScreen { router in
        try NavigationContainer(
          root: ShopScreen(viewModel: ShopViewModel(router: router)), title: "Shop")
      }
      let wishlist = try router.makeScreen { router in
        try NavigationContainer(
          root: WishlistScreen(viewModel: WishlistViewModel(router: router)), title: "Wishlist")
      }
      return try TabContainer(tabs: [shop, wishlist], title: "Tabs")
    }
    return window
  }

  /// Every screen of the app, by its identity's name, for restoring a saved path.
  @MainActor
  static var screens: ScreenRegistry {
    var registry = ScreenRegistry()
    registry.register("shop") { _, router in ShopScreen(viewModel: ShopViewModel(router: router)) }
    registry.register("wishlist") { _, router in
      WishlistScreen(viewModel: WishlistViewModel(router: router))
    }
    registry.register("product") { identity, router in
      let id = try identity.parameter("id", as: Int.self)
      return ProductScreen(
        viewModel: try router.container.resolve(ProductViewModel.self, arguments: router, id))
    }
    registry.register("pop-up") { identity, _ in
      PopUpScreen(message: try identity.parameter("message"))
    }
    return registry
  }
}

// MARK: - Routes

extension ArticleShop {
  /// Opens a product.
  @MainActor
  protocol ProductRoute {
    func openShopProduct(id: Int)
  }

  /// Runs the login flow and says how it ended (`nil`: cancelled or could not open).
  @MainActor
  protocol LoginRoute {
    func openShopLogin(onFinish: @escaping @MainActor (LoginOutcome?) -> Void)
  }

  /// Pushes the sign-up screen inside the login flow.
  @MainActor
  protocol SignUpRoute {
    func openShopSignUp(onCreated: @escaping @MainActor (String) -> Void)
  }

  /// Pushes the forgotten-password screen.
  @MainActor
  protocol ForgotPasswordRoute {
    func openShopForgotPassword()
  }

  /// Shows a pop-up.
  @MainActor
  protocol PopUpRoute {
    func openShopPopUp(_ message: String)
  }

  /// Shows the system's Siri shortcut sheet (a screen without a router of its own).
  @MainActor
  protocol SiriShortcutRoute {
    func openShopSiriShortcut()
  }

  /// Selects the Wishlist tab.
  @MainActor
  protocol WishlistTabRoute {
    func selectShopWishlistTab()
  }
}

extension ArticleShop.ProductRoute where Self: Router {
  func openShopProduct(id: Int) {
    openShopProduct(id: id, as: .push)
  }

  // Deeplinks open the same screen another way.
  func openShopProduct(id: Int, as transition: Transition) {
    open(transition) { router in
      ArticleShop.ProductScreen(
        viewModel: try container.resolve(
          ArticleShop.ProductViewModel.self, arguments: router, id))
    }
  }
}

extension ArticleShop.LoginRoute where Self: Router {
  func openShopLogin(onFinish: @escaping @MainActor (ArticleShop.LoginOutcome?) -> Void) {
    open(.modal(inNavigation: true), returning: ArticleShop.LoginOutcome.self) { router in
      ArticleShop.LoginScreen(
        viewModel: ArticleShop.LoginViewModel(
          session: try container.resolve(ArticleShop.Session.self), router: router))
    } onResult: { result in
      onFinish(result.value)
    }
  }
}

extension ArticleShop.SignUpRoute where Self: Router {
  func openShopSignUp(onCreated: @escaping @MainActor (String) -> Void) {
    open(.push) { router in
      ArticleShop.SignUpScreen(
        viewModel: ArticleShop.SignUpViewModel(router: router, onCreated: onCreated))
    }
  }
}

extension ArticleShop.ForgotPasswordRoute where Self: Router {
  func openShopForgotPassword() {
    open(.push) { _ in
      ArticleShop.ForgotPasswordScreen()
    }
  }
}

extension ArticleShop.PopUpRoute where Self: Router {
  func openShopPopUp(_ message: String) {
    open(.modal) { _ in ArticleShop.PopUpScreen(message: message) }
  }
}

extension ArticleShop.SiriShortcutRoute where Self: Router {
  func openShopSiriShortcut() {
    route(to: ArticleShop.SiriShortcutScreen(), as: .modal)
  }
}

extension ArticleShop.WishlistTabRoute where Self: Router {
  func selectShopWishlistTab() {
    selectTab(at: 1)
  }
}

extension DefaultRouter:
  ArticleShop.ProductRoute, ArticleShop.LoginRoute, ArticleShop.SignUpRoute,
  ArticleShop.ForgotPasswordRoute, ArticleShop.PopUpRoute, ArticleShop.SiriShortcutRoute,
  ArticleShop.WishlistTabRoute
{}

// MARK: - View models

extension ArticleShop {
  /// The Shop tab: a list of products.
  @MainActor
  final class ShopViewModel {
    typealias Routes = ProductRoute
    private let router: any Routes
    init(router: any Routes) { self.router = router }
    func didSelect(id: Int) { router.openShopProduct(id: id) }
  }

  /// The Wishlist tab.
  @MainActor
  final class WishlistViewModel {
    typealias Routes = ProductRoute & LoginRoute
    private let router: any Routes
    init(router: any Routes) { self.router = router }
    func didSelect(id: Int) { router.openShopProduct(id: id) }
  }

  /// A product: opens related products, adds itself to the wishlist (logging in first).
  @MainActor
  final class ProductViewModel {
    typealias Routes = ProductRoute & LoginRoute & PopUpRoute & SiriShortcutRoute & Closable

    let id: Int
    let name: String
    private let session: Session
    private let router: any Routes

    init(id: Int, name: String, session: Session, router: any Routes) {
      self.id = id
      self.name = name
      self.session = session
      self.router = router
    }

    func showRelated() { router.openShopProduct(id: id + 1) }
    func addToSiri() { router.openShopSiriShortcut() }
    func done() { router.close() }

    func addToWishlist() {
      guard session.user != nil else {
        router.openShopLogin { [weak self] outcome in
          if outcome != nil { self?.addToWishlist() }
        }
        return
      }
      session.wishlist.append(id)
      router.openShopPopUp("Added \(name)")
    }
  }

  /// Login: finishes the flow with the user, or pushes sign-up and forgotten password.
  @MainActor
  final class LoginViewModel {
    typealias Routes = Finishable<LoginOutcome> & SignUpRoute & ForgotPasswordRoute

    private let session: Session
    private let router: any Routes

    init(session: Session, router: any Routes) {
      self.session = session
      self.router = router
    }

    func didLogIn(_ user: String) {
      session.user = user
      router.finish(with: .loggedIn(user))
    }
    func didTapCancel() { router.cancel() }
    func didTapForgotPassword() { router.openShopForgotPassword() }
    func didTapSignUp() {
      router.openShopSignUp { [weak self] user in self?.didSignUp(user) }
    }

    private func didSignUp(_ user: String) {
      session.user = user
      router.finish(with: .signedUp(user))
    }
  }

  /// Sign up, pushed in the login flow; reports the new account to the login.
  @MainActor
  final class SignUpViewModel {
    typealias Routes = ForgotPasswordRoute & Closable

    private let router: any Routes
    private let onCreated: @MainActor (String) -> Void

    init(router: any Routes, onCreated: @escaping @MainActor (String) -> Void) {
      self.router = router
      self.onCreated = onCreated
    }

    func didCreateAccount(_ user: String) { onCreated(user) }
    func didTapForgotPassword() { router.openShopForgotPassword() }
    func didTapBack() { router.close() }
  }
}

// MARK: - Screens

extension ArticleShop {
  /// The Shop tab's first screen.
  final class ShopScreen: Screen {
    init(viewModel: ShopViewModel) {
      super.init(title: "Shop", model: viewModel)
      identity = ScreenIdentity("shop")
      for (id, name) in [(42, "Walking Boots"), (7, "Wool Socks")] {
        addAction("Open \(name)") { [viewModel] in viewModel.didSelect(id: id) }
      }
    }
  }

  /// The Wishlist tab's first screen.
  final class WishlistScreen: Screen {
    init(viewModel: WishlistViewModel) {
      super.init(title: "Wishlist", model: viewModel)
      identity = ScreenIdentity("wishlist")
      addAction("Open Trail Map") { [viewModel] in viewModel.didSelect(id: 13) }
    }
  }

  /// A product.
  final class ProductScreen: Screen {
    let viewModel: ProductViewModel

    init(viewModel: ProductViewModel) {
      self.viewModel = viewModel
      super.init(title: viewModel.name, model: viewModel)
      identity = ScreenIdentity("product", parameters: ["id": String(viewModel.id)])
      addAction("Related") { [viewModel] in viewModel.showRelated() }
      addAction("Add to wishlist") { [viewModel] in viewModel.addToWishlist() }
      addAction("Add to Siri") { [viewModel] in viewModel.addToSiri() }
      addAction("Done") { [viewModel] in viewModel.done() }
    }
  }

  /// The login flow's first screen.
  final class LoginScreen: Screen {
    let viewModel: LoginViewModel

    init(viewModel: LoginViewModel) {
      self.viewModel = viewModel
      super.init(title: "Login", model: viewModel)
      identity = ScreenIdentity("login")
      addAction("Log in") { [viewModel] in viewModel.didLogIn("ada") }
      addAction("Cancel") { [viewModel] in viewModel.didTapCancel() }
      addAction("Sign up") { [viewModel] in viewModel.didTapSignUp() }
      addAction("Forgot password") { [viewModel] in viewModel.didTapForgotPassword() }
    }
  }

  /// Sign up.
  final class SignUpScreen: Screen {
    init(viewModel: SignUpViewModel) {
      super.init(title: "Sign Up", model: viewModel)
      identity = ScreenIdentity("sign-up")
      addAction("Create account") { [viewModel] in viewModel.didCreateAccount("grace") }
      addAction("Forgot password") { [viewModel] in viewModel.didTapForgotPassword() }
      addAction("Back") { [viewModel] in viewModel.didTapBack() }
    }
  }

  /// Forgotten password: no view model, its router is enough.
  final class ForgotPasswordScreen: Screen {
    init() {
      super.init(title: "Forgot Password")
      identity = ScreenIdentity("forgot-password")
      addAction("Back") { [weak self] in self?.router?.close() }
    }
  }

  /// A pop-up with an OK button.
  final class PopUpScreen: Screen {
    init(message: String) {
      super.init(title: "Pop-up", content: [message])
      identity = ScreenIdentity("pop-up", parameters: ["message": message])
      addAction("OK") { [weak self] in self?.router?.close() }
    }
  }

  /// The system's Siri shortcut sheet: the app gives it no router.
  final class SiriShortcutScreen: Screen {
    init() {
      super.init(title: "Add to Siri")
    }
  }
}
