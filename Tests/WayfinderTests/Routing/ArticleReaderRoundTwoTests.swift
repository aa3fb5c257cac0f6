import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// A second reader of Cassius Pacheco's article builds its shop on Wayfinder from the README and
// the DocC articles alone (`Boutique`, at the end of this file): a route protocol per feature
// with its default in `extension XRoute where Self: Router`, view models that hold only their
// routes, the container's factories, a `DeeplinkRouter` whose handlers call several routes,
// pop-ups that fade, a Siri sheet served by its own router, and results handed back to the
// presenter. `ArticleReaderRoundTests` covers the first reader's flows; these are the ones it
// leaves out.

@MainActor
@Suite struct ArticleReaderRoundTwoTests {
  let session = Boutique.Session()
  let window: Window
  /// Every routing event's description, as the GettingStarted article's observer prints them.
  let lines = Lines()

  /// The lines an observer collected.
  final class Lines {
    var all: [String] = []
  }

  init() throws {
    window = try Boutique.makeWindow(container: try Boutique.makeContainer(session: session))
    window.context.addObserver { [lines] event in lines.all.append(event.description) }
  }

  /// The screen on top, as a `T`.
  func top<T: Screen>(as type: T.Type = Screen.self) throws -> T {
    try #require(window.topmostScreen as? T)
  }

  /// The window's path as text, or why there is none.
  func path() -> String {
    do { return try window.path().description } catch { return "\(error)" }
  }

  // MARK: - Sign up, forgot password and back

  // Login → Sign up → Forgot password → Back lands on the same sign-up screen; its Back lands
  // on the login, whose Forgot password opens a new screen; each screen that left is freed.
  @Test func signUpThenForgotPasswordThenBackReturnsToTheSameSignUp() throws {
    let watcher = LifetimeWatcher()
    try top().triggerAction("Open Walking Boots")
    try top().triggerAction("Add to wishlist")
    do {
      let login = try top(as: Boutique.SignInScreen.self)
      watcher.watch(login, as: "login")
      try login.triggerAction("Sign up")
      let signUp = try top(as: Boutique.RegisterScreen.self)
      watcher.watch(signUp, as: "sign-up")
      try signUp.triggerAction("Forgot password")
      do {
        let forgot = try top(as: Boutique.ResetPasswordScreen.self)
        watcher.watch(forgot, as: "forgot password from sign-up")
        watcher.watch(forgot.router, as: "its router")
        #expect(
          path()
            == "tabs(*nav(shop/item?id=42),nav(wishlist))/[modal in navigation]nav(sign-in/register/reset-password)"
        )
        try forgot.triggerAction("Back")
      }
      #expect(window.topmostScreen === signUp)
      try signUp.triggerAction("Back")
      #expect(window.topmostScreen === login)
      try login.triggerAction("Forgot password")
      #expect(
        path()
          == "tabs(*nav(shop/item?id=42),nav(wishlist))/[modal in navigation]nav(sign-in/reset-password)"
      )
      try top().triggerAction("Back")
      #expect(window.topmostScreen === login)
      try login.triggerAction("Cancel")
    }
    #expect(path() == "tabs(*nav(shop/item?id=42),nav(wishlist))")
    #expect(session.wishlist.isEmpty)
    #expect(watcher.survivors.isEmpty)
    #expect(window.leakedScreens().isEmpty)
    try window.checkInvariants()
  }

  // The sign-up screen is opened for a result: its new account reaches the login, which ends
  // its own flow with it, and the product that asked hears `.signedUp` once, then adds itself.
  @Test func anAccountCreatedInSignUpIsHandedBackThroughTheLoginToTheProduct() throws {
    try top().triggerAction("Open Wool Socks")
    let product = try top(as: Boutique.ItemScreen.self)
    try product.triggerAction("Add to wishlist")
    try top().triggerAction("Sign up")
    try top().triggerAction("Create account")
    #expect(product.viewModel.outcomes == [.signedUp("grace")])
    #expect(session.user == "grace")
    #expect(session.wishlist == [7])
    #expect(path() == "tabs(*nav(shop/item?id=7),nav(wishlist))/[fade]notice")
    #expect(window.topmostScreen?.content == ["Added Wool Socks"])
    let results = lines.all.filter { $0.hasPrefix("finished") || $0.hasPrefix("cancelled") }
    #expect(results.count == 2, "sign-up → login, then login → product: \(results)")
    #expect(window.leakedScreens().isEmpty)
  }

  // The login presented with sign-up pushed inside it is dismissed from the sign-up (its
  // `Dismissable.dismiss()` dismisses the whole presentation): the product hears `.cancelled`
  // once, nothing is added, and the sign-up's own result never reaches the gone login.
  @Test func dismissingTheLoginFromSignUpHandsTheProductOneCancel() throws {
    try top().triggerAction("Open Walking Boots")
    let product = try top(as: Boutique.ItemScreen.self)
    try product.triggerAction("Add to wishlist")
    try top().triggerAction("Sign up")
    let router = try #require(window.topmostScreen?.router)
    var outcome: Result<Void, RoutingError>?
    router.dismiss { outcome = $0 }
    #expect(throws: Never.self) { try outcome?.get() }
    #expect(window.topmostScreen === product)
    #expect(product.viewModel.outcomes == [nil])
    #expect(session.user == nil)
    #expect(session.wishlist.isEmpty)
    #expect(window.leakedScreens().isEmpty)
  }

  // MARK: - Pop-ups

  // A logged-in user adds twice: the pop-up fades in, its OK closes it, and a second one opens
  // the same way; both were freed.
  @Test func aPopUpFadesInClosesAndOpensAgain() throws {
    session.user = "ada"
    let watcher = LifetimeWatcher()
    try top().triggerAction("Open Walking Boots")
    let product = try top(as: Boutique.ItemScreen.self)
    lines.all.removeAll()
    for round in 1...2 {
      try product.triggerAction("Add to wishlist")
      let notice = try top(as: Boutique.NoticeScreen.self)
      watcher.watch(notice, as: "notice \(round)")
      watcher.watch(notice.router, as: "notice router \(round)")
      #expect(notice.router?.rootTransition == .fade)
      try notice.triggerAction("OK")
      #expect(window.topmostScreen === product)
    }
    #expect(session.wishlist == [42, 42])
    #expect(
      lines.all == [
        #"opened NoticeScreen "Notice" from ItemScreen "Walking Boots" (animated, fade 300ms)"#,
        #"closed NoticeScreen "Notice" (animated, fade 300ms)"#,
        #"opened NoticeScreen "Notice" from ItemScreen "Walking Boots" (animated, fade 300ms)"#,
        #"closed NoticeScreen "Notice" (animated, fade 300ms)"#,
      ])
    #expect(watcher.survivors.isEmpty)
    #expect(window.leakedScreens().isEmpty)
  }

  // Forgot password's "Reset password" fades a pop-up in over the login flow; OK closes only the
  // pop-up, and the flow goes on; a second reset opens it again.
  @Test func aPopUpOverTheLoginFlowClosesBackIntoTheFlow() throws {
    try top().triggerAction("Open Walking Boots")
    try top().triggerAction("Add to wishlist")
    try top().triggerAction("Forgot password")
    do {
      let forgot = try top(as: Boutique.ResetPasswordScreen.self)
      try forgot.triggerAction("Reset password")
      #expect(
        path()
          == "tabs(*nav(shop/item?id=42),nav(wishlist))/[modal in navigation]nav(sign-in/reset-password)/[fade]notice"
      )
      try top().triggerAction("OK")
      #expect(window.topmostScreen === forgot)
      try forgot.triggerAction("Reset password")
      #expect(window.topmostScreen?.content == ["Check your mail"])
      try top().triggerAction("OK")
      try forgot.triggerAction("Back")
    }
    try top().triggerAction("Log in")
    #expect(session.wishlist == [42])
    #expect(window.leakedScreens().isEmpty)
  }

  // A confirmation pop-up hands its answer back to the product that asked: "Remove" finishes
  // with `true`, and a pop-up closed without an answer (the product focused from below) hands
  // back `.cancelled`, which the route reads as "no".
  @Test func aConfirmationPopUpHandsItsAnswerBack() throws {
    session.user = "ada"
    session.wishlist = [42]
    try top().triggerAction("Open Walking Boots")
    let product = try top(as: Boutique.ItemScreen.self)
    try product.triggerAction("Remove from wishlist")
    #expect(window.topmostScreen?.content == ["Remove Walking Boots?"])
    let productRouter = try #require(product.router)
    productRouter.focus()
    #expect(window.topmostScreen === product)
    #expect(session.wishlist == [42])

    try product.triggerAction("Remove from wishlist")
    try top().triggerAction("Remove")
    #expect(window.topmostScreen === product)
    #expect(session.wishlist.isEmpty)
    #expect(window.leakedScreens().isEmpty)
  }

  // MARK: - The Siri shortcut sheet, served by its own router

  // The sheet's router is the app's `DefaultRouter` subclass (`open(_:router:build:)`), the
  // article's sheet delegate: "Add Shortcut" keeps the phrase and dismisses the sheet, Cancel
  // dismisses it; opened again, it works again, and each sheet is freed with its router.
  @Test func theShortcutSheetsRouterAddsTheShortcutAndDismissesIt() throws {
    let watcher = LifetimeWatcher()
    try top().triggerAction("Open Walking Boots")
    let product = try top(as: Boutique.ItemScreen.self)
    for (round, button) in ["Add Shortcut", "Cancel", "Add Shortcut"].enumerated() {
      try product.triggerAction("Add to Siri")
      let sheet = try top(as: Boutique.ShortcutSheetScreen.self)
      #expect(sheet.router is Boutique.ShortcutSheetRouter)
      watcher.watch(sheet, as: "sheet \(round)")
      watcher.watch(sheet.router, as: "sheet router \(round)")
      try sheet.triggerAction(button)
      #expect(window.topmostScreen === product)
    }
    #expect(session.shortcuts == ["Show me Walking Boots", "Show me Walking Boots"])
    #expect(watcher.survivors.isEmpty)
    #expect(window.leakedScreens().isEmpty)
  }

  // The same route on a recording router: the sheet is recorded with its own router, and the
  // sheet's buttons (its router's dismiss) are not the code under test's requests.
  @Test func theShortcutRouteOnARecordingRouter() throws {
    let router = RecordingRouter(container: try Boutique.makeContainer(session: session))
    router.showShortcutSheet(for: "Show me Wool Socks")
    #expect(router.log == [#"route ShortcutSheetScreen "Add to Siri" (modal, system.modal 300ms)"#])
    let sheet = try #require(router.routedScreens.first?.screen as? Boutique.ShortcutSheetScreen)
    #expect(sheet.router is Boutique.ShortcutSheetRouter)
    try sheet.triggerAction("Add Shortcut")
    #expect(session.shortcuts == ["Show me Wool Socks"])
    #expect(router.log.count == 1)
  }

  // MARK: - Deeplinks whose handlers call several routes

  // `shop://deal/13`: dismiss what is presented, select the Shop tab, push the product, then
  // fade the deal's pop-up in over it: each step routes from what the one before left on top.
  @Test func aDealLinkSelectsTheTabPushesTheProductAndFadesAPopUpIn() throws {
    let deeplinks = try makeDeeplinks()
    try top().triggerAction("Wishlist tab")
    try top().triggerAction("Open Trail Map")
    try top().triggerAction("Add to Siri")
    let result = deeplinks.handle("shop://deal/13")
    #expect(result.isAccepted)
    #expect(
      path()
        == "tabs(*nav(shop/item?id=13),nav(wishlist/item?id=13))/[fade]notice")
    #expect(window.topmostScreen?.content == ["Deal of the day: Trail Map"])
    try top().triggerAction("OK")
    #expect(path() == "tabs(*nav(shop/item?id=13),nav(wishlist/item?id=13))")
    #expect(window.leakedScreens().isEmpty)
  }

  // A handler whose second step fails: the first step stays done, the link is refused with the
  // second step's `RoutingError` (the README's "not inside a navigation container").
  @Test func aHandlerWhoseSecondStepFailsKeepsTheFirstAndIsRefused() throws {
    let deeplinks = try makeDeeplinks()
    try deeplinks.register("/notice-then-item/:id<Int>") { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      try link.router(as: (any Boutique.NoticeRoute).self).showNotice("Hello")
      // The mistake: the pop-up is on top now, and it is not inside a navigation container.
      try link.router(as: (any Boutique.ItemRoute).self).showItem(id: id)
    }
    let result = deeplinks.handle("shop://notice-then-item/42")
    guard case .refused(let error) = result, case .handlerFailed(let underlying) = error.reason
    else {
      Issue.record("expected handlerFailed, got \(result)")
      return
    }
    let routing = try #require(underlying as? RoutingError)
    #expect(
      routing.description
        == #"Cannot push ItemScreen "Walking Boots" from NoticeScreen "Notice": NoticeScreen "Notice" is not inside a navigation container"#
    )
    #expect(path() == "tabs(*nav(shop),nav(wishlist))/[fade]notice")
    #expect(window.leakedScreens().isEmpty)
  }

  // A link to a product shown under a pop-up focuses it: the pop-up is dismissed, the handler
  // does not run, and the result names the product.
  @Test func aLinkToAProductUnderAPopUpFocusesIt() throws {
    session.user = "ada"
    let deeplinks = try makeDeeplinks()
    try top().triggerAction("Open Walking Boots")
    let product = try top(as: Boutique.ItemScreen.self)
    try product.triggerAction("Add to wishlist")
    #expect(window.topmostScreen is Boutique.NoticeScreen)
    let result = deeplinks.handle("https://shop.example.com/item/42")
    #expect(result.description == #"handled (focused existing ItemScreen "Walking Boots")"#)
    #expect(window.topmostScreen === product)
    #expect(window.leakedScreens().isEmpty)
  }

  // The GettingStarted and HandlingDeeplinks articles' prose: `handled (opened)`, and the
  // events `deeplink matched …`, the route's `opened …`, `deeplink handled …, showing …`.
  @Test func theDeeplinkEventsReadAsTheArticleShows() throws {
    let deeplinks = try makeDeeplinks()
    lines.all.removeAll()
    let result = deeplinks.handle("shop://item/42")
    #expect(result.description == "handled (opened)")
    #expect(
      lines.all == [
        "deeplink matched shop://item/42 (/item/:id<Int>)",
        #"opened ItemScreen "Walking Boots" from NavigationContainer "Shop" of ShopScreen "Shop" (push, system.push 350ms)"#,
        #"deeplink handled shop://item/42, showing ItemScreen "Walking Boots""#,
      ])
  }

  // MARK: - Login first, as a guard

  // The guard's flow runs the login route for a result: logging in lets the link through to
  // the Wishlist tab's product; cancelling abandons it; the login is freed either way.
  @Test(arguments: ["Log in", "Cancel"])
  func aWishlistLinkLogsInFirst(button: String) throws {
    let deeplinks = try makeDeeplinks()
    var final: DeeplinkResult?
    let first = deeplinks.handle("shop://wishlist/item/7") { final = $0 }
    #expect(first.description == #"pending (guard "logged in")"#)
    try top().triggerAction(button)
    if button == "Log in" {
      #expect(final?.isAccepted == true)
      #expect(path() == "tabs(nav(shop),*nav(wishlist/item?id=7))")
    } else {
      #expect(final?.error.map { "\($0.reason)" }?.contains("logged in") == true)
      #expect(path() == "tabs(*nav(shop),nav(wishlist))")
    }
    #expect(deeplinks.pendingURL == nil)
    #expect(window.leakedScreens().isEmpty)
  }

  // A guard's flow that reports by hand (the login's own closure, not a result) whose route
  // cannot be built, because the container lacks the login's view model: the link must not wait
  // for a flow that never opened. It is abandoned with the routing error, and nothing is left
  // waiting.
  @Test func aGuardFlowWhoseLoginIsNotRegisteredAbandonsTheLink() throws {
    let container = Container()
    try container.register(Boutique.Catalogue.self, lifetime: .singleton) { _ in
      Boutique.Catalogue()
    }
    try container.registerMainActor(Boutique.Session.self, lifetime: .singleton) { [session] _ in
      session
    }
    let window = try Boutique.makeWindow(container: container)
    let before = try window.path()
    let deeplinks = try DeeplinkRouter(window: window, origins: ["shop://"])
    let loggedIn = DeeplinkGuard("logged in") { [session] _ in
      if session.user != nil { return .allow }
      return .requireFlow { link, completion in
        // The login screen reports by hand: its extra button calls `completion`.
        try link.router(as: (any Router).self).open(.modal) { router in
          let login = Boutique.SignInScreen(
            viewModel: try router.container.resolve(
              Boutique.SignInViewModel.self, arguments: router))
          login.addAction("Done") { completion(.success(())) }
          return login
        }
      }
    }
    try deeplinks.register("/orders", guards: [loggedIn]) { _ in }
    var final: DeeplinkResult?
    let result = deeplinks.handle("shop://orders") { final = $0 }
    guard case .abandoned(let error) = result,
      case .flowFailed(guardName: "logged in", let underlying) = error.reason
    else {
      Issue.record("expected abandoned with the routing error, got \(result)")
      return
    }
    let routing = try #require(underlying as? RoutingError)
    guard case .buildFailed(let resolution) = routing.reason else {
      Issue.record("expected buildFailed, got \(routing.reason)")
      return
    }
    #expect((resolution as? ResolutionError)?.reason == .missingRegistration)
    #expect(final?.error == error)
    #expect(deeplinks.pendingURL == nil)
    #expect(try window.path() == before)
  }

  // The same flow, awaited: `handleAndWait` returns the abandoned link at once instead of
  // waiting for a login that never opened.
  @Test func handleAndWaitReturnsWhenTheGuardsLoginCannotOpen() async throws {
    let window = try Boutique.makeWindow(container: Container())
    let deeplinks = try DeeplinkRouter(window: window, origins: ["shop://"])
    let loggedIn = DeeplinkGuard("logged in") { _ in
      .requireFlow { link, completion in
        try link.router(as: (any Router).self).open(.modal(inNavigation: true)) { router in
          let login = Boutique.SignInScreen(
            viewModel: try router.container.resolve(
              Boutique.SignInViewModel.self, arguments: router))
          login.addAction("Done") { completion(.success(())) }
          return login
        }
      }
    }
    try deeplinks.register("/orders", guards: [loggedIn]) { _ in }
    let result = await deeplinks.handleAndWait("shop://orders")
    guard case .abandoned(let error) = result, case .flowFailed = error.reason else {
      Issue.record("expected abandoned, got \(result)")
      return
    }
    #expect(error.description.contains("no registration for Boutique.SignInViewModel"))
    #expect(deeplinks.pendingURL == nil)
    #expect(window.topmostScreen is Boutique.ShopScreen)
  }

  // A handler that opens the login for a result, then pushes sign-up inside it (the login's
  // result router is a `DefaultRouter`, so it has every route): the account created there is
  // handed back to the login, and the login's to the shop that opened it.
  @Test func aSignUpLinkOpensTheLoginThenPushesSignUpInsideIt() throws {
    let deeplinks = try makeDeeplinks()
    var outcomes: [Boutique.LoginOutcome?] = []
    try deeplinks.register("/sign-up") { link in
      link.dismissPresentedScreens()
      try link.router(as: (any Boutique.SignInRoute).self).showSignIn { outcomes.append($0) }
      try link.router(as: (any Boutique.SignInRoute & Boutique.RegisterRoute).self)
        .showRegister { _ in Issue.record("the login's own sign-up handler is not this one") }
    }
    try top().triggerAction("Open Walking Boots")
    try top().triggerAction("Add to Siri")
    #expect(deeplinks.handle("shop://sign-up").isAccepted)
    #expect(
      path()
        == "tabs(*nav(shop/item?id=42),nav(wishlist))/[modal in navigation]nav(sign-in/register)")
    try top().triggerAction("Back")
    #expect(window.topmostScreen is Boutique.SignInScreen)
    try top().triggerAction("Sign up")
    try top().triggerAction("Create account")
    #expect(outcomes == [.signedUp("grace")])
    #expect(path() == "tabs(*nav(shop/item?id=42),nav(wishlist))")
    #expect(window.leakedScreens().isEmpty)
  }

  // A product link asked for as a fade (`route(to:as:)`, the article's `Bool`): the product
  // fades in over the tabs and its own Done closes it with the fade; a push from it is refused
  // (it is not in a navigation container) and changes nothing.
  @Test func aProductLinkOpenedAsAFadeClosesWithItsOwnDone() throws {
    let deeplinks = try makeDeeplinks()
    let url = try #require(URL(string: "shop://item/13"))
    #expect(deeplinks.route(to: url, as: .fade))
    #expect(path() == "tabs(*nav(shop),nav(wishlist))/[fade]item?id=13")
    let product = try top(as: Boutique.ItemScreen.self)
    lines.all.removeAll()
    try product.triggerAction("Related")
    #expect(lines.all.count == 1)
    #expect(lines.all.first?.hasPrefix("failed: Cannot push ItemScreen") == true, "\(lines.all)")
    #expect(path() == "tabs(*nav(shop),nav(wishlist))/[fade]item?id=13")
    try product.triggerAction("Done")
    #expect(lines.all.last == #"closed ItemScreen "Trail Map" (animated, fade 300ms)"#)
    #expect(path() == "tabs(*nav(shop),nav(wishlist))")
  }

  // A link dismisses the pop-up on top before it routes: the pop-up leaves with its fade, the
  // product opens, and the next "Add to wishlist" fades a new pop-up in.
  @Test func aLinkDismissesAPopUpWithItsFadeAndItOpensAgain() throws {
    session.user = "ada"
    let deeplinks = try makeDeeplinks()
    try top().triggerAction("Open Walking Boots")
    try top().triggerAction("Add to wishlist")
    lines.all.removeAll()
    #expect(deeplinks.handle("shop://item/7").isAccepted)
    #expect(lines.all.contains(#"dismissed NoticeScreen "Notice" (animated, fade 300ms)"#))
    #expect(path() == "tabs(*nav(shop/item?id=42/item?id=7),nav(wishlist))")
    try top().triggerAction("Add to wishlist")
    #expect(path() == "tabs(*nav(shop/item?id=42/item?id=7),nav(wishlist))/[fade]notice")
    #expect(session.wishlist == [42, 7])
    try top().triggerAction("OK")
    #expect(window.leakedScreens().isEmpty)
  }

  // The product's own login is up when a guarded link arrives: the guard's flow dismisses it
  // (the product hears `.cancelled` and adds nothing), runs its own login, and the link goes on
  // once the user logs in.
  @Test func aGuardedLinkReplacesTheLoginAProductOpened() throws {
    let deeplinks = try makeDeeplinks()
    try top().triggerAction("Open Wool Socks")
    let product = try top(as: Boutique.ItemScreen.self)
    try product.triggerAction("Add to wishlist")
    let watcher = LifetimeWatcher()
    watcher.watch(try top(as: Boutique.SignInScreen.self), as: "the product's login")
    #expect(deeplinks.handle("shop://wishlist/item/13").description.hasPrefix("pending"))
    #expect(product.viewModel.outcomes == [nil])
    #expect(watcher.allFreed)
    #expect(window.topmostScreen is Boutique.SignInScreen)
    try top().triggerAction("Log in")
    #expect(session.wishlist.isEmpty)
    #expect(path() == "tabs(nav(shop/item?id=7),*nav(wishlist/item?id=13))")
    #expect(window.leakedScreens().isEmpty)
  }

  // HandlingDeeplinks.md "Guard a link", as written: the flow opens the sign-in screen for a
  // `Bool`; signing in lets `/orders/:id<Int>` through, and the sheet closed any other way (here
  // dismissed through its router) hands the flow `.cancelled`, which abandons the link.
  @Test(arguments: [true, false])
  func theArticlesSignInGuardRunsAsWritten(signingIn: Bool) throws {
    let session = GuardArticle.Session()
    let deeplinks = try DeeplinkRouter(
      window: window, origins: ["shop://", "https://shop.example.com"])
    var opened: [Int] = []
    try deeplinks.register("/orders/:id<Int>", guards: [GuardArticle.signedIn(session)]) { link in
      opened.append(try link.parameters.value(named: "id", as: Int.self))
    }
    var final: DeeplinkResult?
    let first = deeplinks.handle("shop://orders/5") { final = $0 }
    #expect(first.description == #"pending (guard "signed in")"#)
    if signingIn {
      try top(as: GuardArticle.LoginScreen.self).triggerAction("Sign in")
      #expect(final?.isAccepted == true)
      #expect(opened == [5])
    } else {
      try top(as: GuardArticle.LoginScreen.self).router?.dismiss()
      guard case .abandoned(let error)? = final,
        case .flowFailed(guardName: "signed in", let underlying) = error.reason
      else {
        Issue.record("expected abandoned, got \(String(describing: final))")
        return
      }
      #expect(underlying is GuardArticle.SignInCancelled)
      #expect(opened.isEmpty)
    }
    #expect(path() == "tabs(*nav(shop),nav(wishlist))")
    #expect(window.leakedScreens().isEmpty)
  }

  // MARK: - Missing registrations: typed errors, never a crash

  // The login route opened for a result from a window whose container lacks the login's view
  // model: the presenter hears `nil` at once (`.failed`), the observers the routing error that
  // names the missing registration, and nothing opened.
  @Test func aLoginRouteWithoutItsViewModelHandsThePresenterAFailure() throws {
    let container = Container()
    try container.register(Boutique.Catalogue.self, lifetime: .singleton) { _ in
      Boutique.Catalogue()
    }
    try container.registerMainActor(Boutique.Session.self, lifetime: .singleton) { [session] _ in
      session
    }
    try container.registerMainActor(Boutique.ItemViewModel.self) {
      (r: Resolver, router: DefaultRouter, id: Int) in
      Boutique.ItemViewModel(
        id: id, name: try r.resolve(Boutique.Catalogue.self).name(of: id), session: try r.resolve(),
        router: router)
    }
    let window = try Boutique.makeWindow(container: container)
    var failures: [RoutingError] = []
    window.context.addObserver { event in
      if let error = event.error { failures.append(error) }
    }
    try window.topmostScreen?.triggerAction("Open Walking Boots")
    let product = try #require(window.topmostScreen as? Boutique.ItemScreen)
    let before = try window.path()
    try product.triggerAction("Add to wishlist")
    #expect(product.viewModel.outcomes == [nil])
    #expect(failures.count == 1)
    #expect(
      failures.first?.description.contains("no registration for Boutique.SignInViewModel") == true,
      "\(failures)")
    #expect(try window.path() == before)
    #expect(window.leakedScreens().isEmpty)

    // TestingWithRecordingRouter.md: "A route whose builder throws records nothing; its failure
    // reaches the observers in the same way."
    let router = RecordingRouter(container: Container())
    var recorded: [RoutingError] = []
    router.context.addObserver { event in
      if let error = event.error { recorded.append(error) }
    }
    router.showItem(id: 42)
    #expect(router.log.isEmpty)
    #expect(recorded.count == 1)
    guard case .buildFailed(let underlying)? = recorded.first?.reason else {
      Issue.record("expected buildFailed, got \(recorded)")
      return
    }
    #expect((underlying as? ResolutionError)?.reason == .missingRegistration)
  }

  // The confirmation route on a recording router: the pop-up is recorded with its fade, and
  // its answer still reaches the presenter's closure when the recorded screen finishes.
  @Test func aConfirmationOnARecordingRouterHandsItsAnswerBack() throws {
    let router = RecordingRouter()
    var answers: [Bool] = []
    router.askToConfirm("Remove Wool Socks?") { answers.append($0) }
    #expect(router.log == [#"route ConfirmScreen "Confirm" (animated, fade 300ms)"#])
    let confirm = try #require(router.routedScreens.first?.screen)
    #expect(confirm.content == ["Remove Wool Socks?"])
    try confirm.triggerAction("Remove")
    #expect(answers == [true])
    #expect(router.log.count == 1)
  }

  // README "The container": `validate()` skips registrations with runtime arguments, so the
  // view model that takes its router is resolved once first, with a sample router (one a
  // recording router makes), and then the `Lazy` its factory took is checked too: the missing
  // reviews service is reported, where the app would only have failed when the reviews showed.
  @Test func validateAfterResolvingTheViewModelOnceFindsItsLazyWithNothingToAsk() throws {
    let container = try Boutique.makeContainer(session: session)
    try container.registerMainActor(Boutique.ReviewsViewModel.self) {
      (r: Resolver, router: DefaultRouter, id: Int) in
      Boutique.ReviewsViewModel(id: id, reviews: r.lazy(), router: router)
    }
    try container.validate()  // nothing to report: the reviews view model was never made

    _ = try RecordingRouter(container: container).makeScreen { router in
      Screen(
        title: "Reviews",
        model: try container.resolve(Boutique.ReviewsViewModel.self, arguments: router, 42))
    }
    let error = try #require(throws: ValidationError.self) { try container.validate() }
    #expect(error.failures.map(\.reason) == [.missingRegistration])
    #expect(error.description.contains("Reviews"), "\(error)")
  }

  // MARK: - View models with hand-written mocks, as in the article

  // Login first: the product asks its routes for the login, and only when the mock hands back
  // an outcome does it add itself and show the pop-up.
  @Test func theProductAsksToLogInFirstThroughItsRoutes() {
    let routes = BoutiqueMockItemRoutes()
    let model = Boutique.ItemViewModel(
      id: 7, name: "Wool Socks", session: session, router: routes)
    model.addToWishlist()
    #expect(routes.signInCallsCount == 1)
    #expect(routes.notices.isEmpty)
    session.user = "ada"
    routes.finishSignIn(.loggedIn("ada"))
    #expect(routes.notices == ["Added Wool Socks"])
    #expect(session.wishlist == [7])
    model.addToSiri()
    #expect(routes.shortcutPhrases == ["Show me Wool Socks"])
    model.done()
    #expect(routes.closeCallsCount == 1)
  }

  // The login's routes, `Finishable<LoginOutcome> & RegisterRoute & ResetPasswordRoute`: a
  // mock declared as `SignInViewModel.Routes`, as the README declares `ProductViewModel.Routes`.
  @Test func theLoginFinishesWithTheAccountSignUpHandsBack() {
    let routes = BoutiqueMockSignInRoutes()
    let model = Boutique.SignInViewModel(session: session, router: routes)
    model.didTapSignUp()
    model.didTapForgotPassword()
    #expect(routes.registerCallsCount == 1)
    #expect(routes.resetPasswordCallsCount == 1)
    routes.createAccount("grace")
    #expect(routes.finished == [.signedUp("grace")])
    model.didTapCancel()
    #expect(routes.cancelCallsCount == 1)
  }

  /// The shop's deeplinks: a product, a deal (several routes), and the Wishlist tab's product
  /// behind a "logged in" guard.
  func makeDeeplinks() throws -> DeeplinkRouter {
    let deeplinks = try DeeplinkRouter(
      window: window, origins: ["shop://", "https://shop.example.com"])
    try deeplinks.register("/item/:id<Int>", target: .screen(named: "item")) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: (any Boutique.ItemRoute & Router).self)
        .showItem(id: id, as: link.transition(or: .push))
    }
    try deeplinks.register("/deal/:id<Int>") { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: (any Boutique.TabsRoute).self).showTab(.shop)
      try link.router(as: (any Boutique.ItemRoute).self).showItem(id: id)
      let name = Boutique.Catalogue().name(of: id)
      try link.router(as: (any Boutique.NoticeRoute).self).showNotice("Deal of the day: \(name)")
    }
    try deeplinks.register("/wishlist/item/:id<Int>", guards: [loggedIn()]) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: (any Boutique.TabsRoute).self).showTab(.wishlist)
      try link.router(as: (any Boutique.ItemRoute).self).showItem(id: id)
    }
    return deeplinks
  }

  /// "Logged in": runs the login route first (HandlingDeeplinks.md "Guard a link").
  func loggedIn() -> DeeplinkGuard {
    DeeplinkGuard("logged in") { [session] _ in
      if session.user != nil { return .allow }
      return .requireFlow { link, completion in
        link.dismissPresentedScreens()
        try link.router(as: (any Boutique.SignInRoute).self).showSignIn { outcome in
          completion(outcome != nil ? .success(()) : .failure(BoutiqueLoginCancelled()))
        }
      }
    }
  }
}

extension RecordingRouter: Boutique.ItemRoute, Boutique.NoticeRoute, Boutique.ShortcutRoute {}

/// The user cancelled the login.
struct BoutiqueLoginCancelled: Error {}

/// The article's mock of the product's routes: counts and records the calls.
@MainActor
final class BoutiqueMockItemRoutes: Boutique.ItemViewModel.Routes {
  private(set) var closeCallsCount = 0
  private(set) var signInCallsCount = 0
  private(set) var openedItemIDs: [Int] = []
  private(set) var notices: [String] = []
  private(set) var shortcutPhrases: [String] = []
  private var onSignIn: (@MainActor (Boutique.LoginOutcome?) -> Void)?

  func showItem(id: Int) { openedItemIDs.append(id) }
  func showSignIn(onFinish: @escaping @MainActor (Boutique.LoginOutcome?) -> Void) {
    signInCallsCount += 1
    onSignIn = onFinish
  }
  func showNotice(_ message: String) { notices.append(message) }
  func askToConfirm(_ question: String, onAnswer: @escaping @MainActor (Bool) -> Void) {}
  func showShortcutSheet(for phrase: String) { shortcutPhrases.append(phrase) }
  func close() { closeCallsCount += 1 }

  /// Plays the login flow ending with `outcome`.
  func finishSignIn(_ outcome: Boutique.LoginOutcome?) { onSignIn?(outcome) }
}

/// The article's mock of the login's routes, declared as the view model's `Routes`.
@MainActor
final class BoutiqueMockSignInRoutes: Boutique.SignInViewModel.Routes {
  private(set) var finished: [Boutique.LoginOutcome] = []
  private(set) var cancelCallsCount = 0
  private(set) var registerCallsCount = 0
  private(set) var resetPasswordCallsCount = 0
  private var onCreated: (@MainActor (String) -> Void)?

  func finish(with output: Boutique.LoginOutcome) { finished.append(output) }
  func cancel() { cancelCallsCount += 1 }
  func showRegister(onCreated: @escaping @MainActor (String) -> Void) {
    registerCallsCount += 1
    self.onCreated = onCreated
  }
  func showResetPassword() { resetPasswordCallsCount += 1 }

  /// Plays the sign-up screen creating `user`.
  func createAccount(_ user: String) { onCreated?(user) }
}

// The app: Shop and Wishlist tabs, items (products), a login flow with sign-up (which hands
// the new account back) and forgot password pushed inside it, fading pop-ups (a notice, and a
// confirmation that answers), and the Siri shortcut sheet with a router of its own. Route
// methods have names no other feature of this test module uses (the README's rule).

/// The article's shop, as a second reader builds it.
enum Boutique {
  /// How the login flow ended.
  enum LoginOutcome: Equatable {
    case loggedIn(String)
    case signedUp(String)
  }

  /// The app's tabs, in order.
  enum Tab: Int {
    case shop
    case wishlist
  }

  /// The signed-in user, the wishlist and the Siri phrases added.
  @MainActor
  final class Session {
    var user: String?
    var wishlist: [Int] = []
    var shortcuts: [String] = []
  }

  /// What the shop sells.
  struct Catalogue: Sendable {
    func name(of id: Int) -> String {
      [7: "Wool Socks", 13: "Trail Map", 42: "Walking Boots"][id] ?? "Item \(id)"
    }
  }

  /// The composition root's container.
  @MainActor
  static func makeContainer(session: Session) throws -> Container {
    let container = Container()
    try container.register(Catalogue.self, lifetime: .singleton) { _ in Catalogue() }
    try container.registerMainActor(Session.self, lifetime: .singleton) { _ in session }
    try container.registerMainActor(ItemViewModel.self) {
      (r: Resolver, router: DefaultRouter, id: Int) in
      ItemViewModel(
        id: id, name: try r.resolve(Catalogue.self).name(of: id), session: try r.resolve(),
        router: router)
    }
    try container.registerMainActor(SignInViewModel.self) {
      (r: Resolver, router: ResultRouter<LoginOutcome>) in
      SignInViewModel(session: try r.resolve(), router: router)
    }
    return container
  }

  /// The window: Shop and Wishlist tabs, each in a navigation container.
  @MainActor
  static func makeWindow(container: Container) throws -> Window {
    let window = Window(container: container)
    try window.setRoot { router in
      let shop = try router.makeScreen { router in
        try NavigationContainer(
          root: ShopScreen(viewModel: ListViewModel(router: router)), title: "Shop")
      }
      let wishlist = try router.makeScreen { router in
        try NavigationContainer(
          root: WishlistScreen(viewModel: ListViewModel(router: router)), title: "Wishlist")
      }
      return try TabContainer(tabs: [shop, wishlist], title: "Tabs")
    }
    return window
  }
}

// MARK: - Routes

extension Boutique {
  /// Opens an item (a product).
  @MainActor
  protocol ItemRoute {
    func showItem(id: Int)
  }

  /// Runs the login flow; `nil`: cancelled or could not open.
  @MainActor
  protocol SignInRoute {
    func showSignIn(onFinish: @escaping @MainActor (LoginOutcome?) -> Void)
  }

  /// Pushes sign-up inside the login flow; hands the new account back.
  @MainActor
  protocol RegisterRoute {
    func showRegister(onCreated: @escaping @MainActor (String) -> Void)
  }

  /// Pushes the forgotten-password screen.
  @MainActor
  protocol ResetPasswordRoute {
    func showResetPassword()
  }

  /// Fades pop-ups in: a notice, and a question answered yes or no.
  @MainActor
  protocol NoticeRoute {
    func showNotice(_ message: String)
    func askToConfirm(_ question: String, onAnswer: @escaping @MainActor (Bool) -> Void)
  }

  /// Shows the system's Siri shortcut sheet.
  @MainActor
  protocol ShortcutRoute {
    func showShortcutSheet(for phrase: String)
  }

  /// Selects a tab.
  @MainActor
  protocol TabsRoute {
    func showTab(_ tab: Tab)
  }
}

extension Boutique.ItemRoute where Self: Router {
  func showItem(id: Int) {
    showItem(id: id, as: .push)
  }

  func showItem(id: Int, as transition: Transition) {
    open(transition) { router in
      Boutique.ItemScreen(
        viewModel: try container.resolve(Boutique.ItemViewModel.self, arguments: router, id))
    }
  }
}

extension Boutique.SignInRoute where Self: Router {
  func showSignIn(onFinish: @escaping @MainActor (Boutique.LoginOutcome?) -> Void) {
    open(.modal(inNavigation: true), returning: Boutique.LoginOutcome.self) { router in
      Boutique.SignInScreen(
        viewModel: try container.resolve(Boutique.SignInViewModel.self, arguments: router))
    } onResult: { result in
      onFinish(result.value)
    }
  }
}

extension Boutique.RegisterRoute where Self: Router {
  func showRegister(onCreated: @escaping @MainActor (String) -> Void) {
    open(.push, returning: String.self) { router in
      Boutique.RegisterScreen(viewModel: Boutique.RegisterViewModel(router: router))
    } onResult: { result in
      if let user = result.value { onCreated(user) }
    }
  }
}

extension Boutique.ResetPasswordRoute where Self: Router {
  func showResetPassword() {
    open(.push) { router in
      Boutique.ResetPasswordScreen(viewModel: Boutique.ResetPasswordViewModel(router: router))
    }
  }
}

extension Boutique.NoticeRoute where Self: Router {
  func showNotice(_ message: String) {
    open(.fade) { _ in Boutique.NoticeScreen(message: message) }
  }

  func askToConfirm(_ question: String, onAnswer: @escaping @MainActor (Bool) -> Void) {
    open(.fade, returning: Bool.self) { router in
      Boutique.ConfirmScreen(question: question, router: router)
    } onResult: { result in
      onAnswer(result.value ?? false)
    }
  }
}

extension Boutique.ShortcutRoute where Self: Router {
  func showShortcutSheet(for phrase: String) {
    open(.modal, router: Boutique.ShortcutSheetRouter.self) { router in
      router.makeSheet(phrase: phrase)
    }
  }
}

extension Boutique.TabsRoute where Self: Router {
  func showTab(_ tab: Boutique.Tab) {
    selectTab(at: tab.rawValue)
  }
}

extension DefaultRouter:
  Boutique.ItemRoute, Boutique.SignInRoute, Boutique.RegisterRoute, Boutique.ResetPasswordRoute,
  Boutique.NoticeRoute, Boutique.ShortcutRoute, Boutique.TabsRoute
{}

extension Boutique {
  /// The sheet's router: the article's `INUIAddVoiceShortcutViewControllerDelegate`.
  @MainActor
  final class ShortcutSheetRouter: DefaultRouter {
    /// Makes the sheet, with this router as its delegate.
    func makeSheet(phrase: String) -> ShortcutSheetScreen {
      ShortcutSheetScreen(phrase: phrase, delegate: self)
    }

    /// The user added the shortcut: keep it, dismiss the sheet.
    func sheet(didAdd phrase: String) {
      (try? container.resolve(Session.self))?.shortcuts.append(phrase)
      dismiss()
    }

    /// The user cancelled: dismiss the sheet.
    func sheetDidCancel() { dismiss() }
  }
}

// MARK: - View models

extension Boutique {
  /// The reviews service a product's reviews read, resolved on first use.
  struct Reviews: Sendable {
    func count(of id: Int) -> Int { id % 5 }
  }

  /// A product's reviews; the service is looked up only when they show.
  @MainActor
  final class ReviewsViewModel {
    typealias Routes = Closable
    let id: Int
    private let reviews: Lazy<Reviews>
    private let router: any Routes

    init(id: Int, reviews: Lazy<Reviews>, router: any Routes) {
      self.id = id
      self.reviews = reviews
      self.router = router
    }

    func count() throws -> Int { try reviews.instance.count(of: id) }
    func done() { router.close() }
  }

  /// A tab's list of items.
  @MainActor
  final class ListViewModel {
    typealias Routes = ItemRoute & TabsRoute
    private let router: any Routes
    init(router: any Routes) { self.router = router }
    func didSelect(id: Int) { router.showItem(id: id) }
    func didSelect(_ tab: Tab) { router.showTab(tab) }
  }

  /// An item: adds itself to the wishlist (logging in first), removes itself after asking,
  /// offers a Siri shortcut.
  @MainActor
  final class ItemViewModel {
    typealias Routes = ItemRoute & SignInRoute & NoticeRoute & ShortcutRoute & Closable

    let id: Int
    let name: String
    /// How each login this item asked for ended.
    private(set) var outcomes: [LoginOutcome?] = []
    private let session: Session
    private let router: any Routes

    init(id: Int, name: String, session: Session, router: any Routes) {
      self.id = id
      self.name = name
      self.session = session
      self.router = router
    }

    func showRelated() { router.showItem(id: id + 1) }
    func addToSiri() { router.showShortcutSheet(for: "Show me \(name)") }
    func done() { router.close() }

    func addToWishlist() {
      guard session.user != nil else {
        router.showSignIn { [weak self] outcome in
          self?.outcomes.append(outcome)
          if outcome != nil { self?.addToWishlist() }
        }
        return
      }
      session.wishlist.append(id)
      router.showNotice("Added \(name)")
    }

    func removeFromWishlist() {
      router.askToConfirm("Remove \(name)?") { [weak self] yes in
        guard yes, let self else { return }
        session.wishlist.removeAll { $0 == id }
      }
    }
  }

  /// The login: finishes with the user, or with the account sign-up hands back.
  @MainActor
  final class SignInViewModel {
    typealias Routes = Finishable<LoginOutcome> & RegisterRoute & ResetPasswordRoute

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
    func didTapForgotPassword() { router.showResetPassword() }
    func didTapSignUp() {
      router.showRegister { [weak self] user in
        self?.session.user = user
        self?.router.finish(with: .signedUp(user))
      }
    }
  }

  /// Sign up: finishes with the new account, or goes back.
  @MainActor
  final class RegisterViewModel {
    typealias Routes = Finishable<String> & ResetPasswordRoute & Closable
    private let router: any Routes
    init(router: any Routes) { self.router = router }
    func didCreateAccount(_ user: String) { router.finish(with: user) }
    func didTapForgotPassword() { router.showResetPassword() }
    func didTapBack() { router.close() }
  }

  /// Forgot password: resets by mail (a pop-up says so), or goes back.
  @MainActor
  final class ResetPasswordViewModel {
    typealias Routes = NoticeRoute & Closable
    private let router: any Routes
    init(router: any Routes) { self.router = router }
    func didTapReset() { router.showNotice("Check your mail") }
    func didTapBack() { router.close() }
  }
}

// MARK: - Screens

extension Boutique {
  /// The Shop tab's list.
  final class ShopScreen: Screen {
    init(viewModel: ListViewModel) {
      super.init(title: "Shop", model: viewModel)
      identity = ScreenIdentity("shop")
      for (id, name) in [(42, "Walking Boots"), (7, "Wool Socks")] {
        addAction("Open \(name)") { [viewModel] in viewModel.didSelect(id: id) }
      }
      addAction("Wishlist tab") { [viewModel] in viewModel.didSelect(.wishlist) }
    }
  }

  /// The Wishlist tab's list.
  final class WishlistScreen: Screen {
    init(viewModel: ListViewModel) {
      super.init(title: "Wishlist", model: viewModel)
      identity = ScreenIdentity("wishlist")
      addAction("Open Trail Map") { [viewModel] in viewModel.didSelect(id: 13) }
    }
  }

  /// An item.
  final class ItemScreen: Screen {
    let viewModel: ItemViewModel

    init(viewModel: ItemViewModel) {
      self.viewModel = viewModel
      super.init(title: viewModel.name, model: viewModel)
      identity = ScreenIdentity("item", parameters: ["id": String(viewModel.id)])
      addAction("Related") { [viewModel] in viewModel.showRelated() }
      addAction("Add to wishlist") { [viewModel] in viewModel.addToWishlist() }
      addAction("Remove from wishlist") { [viewModel] in viewModel.removeFromWishlist() }
      addAction("Add to Siri") { [viewModel] in viewModel.addToSiri() }
      addAction("Done") { [viewModel] in viewModel.done() }
    }
  }

  /// The login flow's first screen.
  final class SignInScreen: Screen {
    init(viewModel: SignInViewModel) {
      super.init(title: "Login", model: viewModel)
      identity = ScreenIdentity("sign-in")
      addAction("Log in") { [viewModel] in viewModel.didLogIn("ada") }
      addAction("Cancel") { [viewModel] in viewModel.didTapCancel() }
      addAction("Sign up") { [viewModel] in viewModel.didTapSignUp() }
      addAction("Forgot password") { [viewModel] in viewModel.didTapForgotPassword() }
    }
  }

  /// Sign up.
  final class RegisterScreen: Screen {
    init(viewModel: RegisterViewModel) {
      super.init(title: "Sign Up", model: viewModel)
      identity = ScreenIdentity("register")
      addAction("Create account") { [viewModel] in viewModel.didCreateAccount("grace") }
      addAction("Forgot password") { [viewModel] in viewModel.didTapForgotPassword() }
      addAction("Back") { [viewModel] in viewModel.didTapBack() }
    }
  }

  /// Forgot password.
  final class ResetPasswordScreen: Screen {
    init(viewModel: ResetPasswordViewModel) {
      super.init(title: "Forgot Password", model: viewModel)
      identity = ScreenIdentity("reset-password")
      addAction("Reset password") { [viewModel] in viewModel.didTapReset() }
      addAction("Back") { [viewModel] in viewModel.didTapBack() }
    }
  }

  /// A pop-up with an OK button; its router is enough.
  final class NoticeScreen: Screen {
    init(message: String) {
      super.init(title: "Notice", content: [message])
      identity = ScreenIdentity("notice")
      addAction("OK") { [weak self] in self?.router?.close() }
    }
  }

  /// A pop-up that asks; its result router carries the answer.
  final class ConfirmScreen: Screen {
    init(question: String, router: ResultRouter<Bool>) {
      super.init(title: "Confirm", content: [question])
      identity = ScreenIdentity("confirm")
      addAction("Remove") { [router] in router.finish(with: true) }
      addAction("Keep") { [router] in router.finish(with: false) }
    }
  }

  /// The system's Siri shortcut sheet; its delegate is its router.
  final class ShortcutSheetScreen: Screen {
    init(phrase: String, delegate: ShortcutSheetRouter) {
      super.init(title: "Add to Siri", content: [phrase])
      addAction("Add Shortcut") { [weak delegate] in delegate?.sheet(didAdd: phrase) }
      addAction("Cancel") { [weak delegate] in delegate?.sheetDidCancel() }
    }
  }
}

// HandlingDeeplinks.md "Guard a link": `Session`, `LoginScreen` and `LoginViewModel` are the
// app's; the view model ends the flow with `router.finish(with: true)` or `router.cancel()`.

/// The types the "Guard a link" example uses without showing, and its `signedIn(_:)`.
enum GuardArticle {
  /// Whether the user signed in.
  @MainActor
  final class Session {
    var isSignedIn = false
  }

  /// The user did not sign in.
  struct SignInCancelled: Error {}

  /// Signs in, or cancels.
  @MainActor
  final class LoginViewModel {
    private let router: any Finishable<Bool>
    private let session: Session

    init(router: any Finishable<Bool>, session: Session) {
      self.router = router
      self.session = session
    }

    func didSignIn() {
      session.isSignedIn = true
      router.finish(with: true)
    }
    func didTapCancel() { router.cancel() }
  }

  /// The sign-in screen.
  final class LoginScreen: Screen {
    init(viewModel: LoginViewModel) {
      super.init(title: "Sign In", model: viewModel)
      identity = ScreenIdentity("sign-in")
      addAction("Sign in") { [viewModel] in viewModel.didSignIn() }
      addAction("Cancel") { [viewModel] in viewModel.didTapCancel() }
    }
  }

  /// The article's guard, as written.
  @MainActor
  static func signedIn(_ session: Session) -> DeeplinkGuard {
    DeeplinkGuard("signed in") { _ in
      if session.isSignedIn { return .allow }
      return .requireFlow { link, completion in
        link.dismissPresentedScreens()
        try link.router(as: (any Router).self).open(.modal, returning: Bool.self) { router in
          LoginScreen(viewModel: LoginViewModel(router: router, session: session))
        } onResult: { result in
          completion(result.value == true ? .success(()) : .failure(SignInCancelled()))
        }
      }
    }
  }
}
