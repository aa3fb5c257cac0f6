import Testing
import Wayfinder

/// Which flow a pending link waits for, and what `handle` returns, when app code hands links
/// over at awkward moments (a review found each of these wrong).
@MainActor
@Suite struct DeeplinkFlowBookkeepingTests {
  let app: DeeplinkShopApp
  var window: Window { app.window }
  var deeplinks: DeeplinkRouter { app.deeplinks }

  init() throws {
    app = try DeeplinkShopApp()
  }

  /// An observer of the first link's `pending` event hands over a link that needs the same
  /// guard before the guard's flow was called: the newer link starts the flow itself instead of
  /// waiting for one that never opens.
  @Test func aLinkHandedOverBeforeTheFlowStartsRunsTheFlowItself() throws {
    var handedOver = false
    var innerReturned: DeeplinkResult?
    var innerFinal: DeeplinkResult?
    let observation = window.context.addObserver { [deeplinks] event in
      guard !handedOver, case .pending? = event.feature(as: DeeplinkEvent.self) else { return }
      handedOver = true
      innerReturned = deeplinks.handle("https://shop.example.com/orders") { innerFinal = $0 }
    }
    defer { observation.cancel() }
    var outerFinal: DeeplinkResult?

    let outer = deeplinks.handle("shop://orders") { outerFinal = $0 }

    #expect(outer.description.hasPrefix("abandoned: "))
    #expect(outer.description == outerFinal?.description)
    #expect(innerReturned?.description == #"pending (guard "signed in")"#)
    #expect(app.loginFlowsStarted == 1)
    #expect(deeplinks.pendingURL == "https://shop.example.com/orders")
    try app.loginScreen().triggerAction("Sign in")
    #expect(innerFinal?.description == "handled (opened)")
    #expect(window.topmostScreen?.title == "Orders")
  }

  /// A link whose guard's flow ends at once, and whose completion hands over another link:
  /// `handle` returns the link's own result, the one its completion receives.
  @Test func handleReturnsTheLinksOwnResultWhenItsCompletionHandsOverAnother() throws {
    deeplinks.addGuard(
      DeeplinkGuard("consent") { _ in .requireFlow { _, completion in completion(.success(())) } })
    var final: DeeplinkResult?

    let returned = deeplinks.handle("shop://product/4") { [deeplinks] result in
      final = result
      deeplinks.handle("shop://product/5")
    }

    #expect(returned.description == "handled (opened)")
    #expect(final?.description == returned.description)
    #expect(window.topmostScreen?.title == "Product 5")
  }

  /// A link takes over the flow on screen, and the completion of the link it replaces hands
  /// over a third: the second link returns `abandoned`, as its completion hears.
  @Test func aLinkThatTakesOverAFlowReturnsItsOwnResult() throws {
    deeplinks.handle("shop://orders") { [deeplinks] _ in deeplinks.handle("shop://product/9") }
    #expect(deeplinks.pendingURL == "shop://orders")
    var final: DeeplinkResult?

    let returned = deeplinks.handle("https://shop.example.com/orders") { final = $0 }

    #expect(returned.description.hasPrefix("abandoned: "))
    #expect(returned.description.contains("shop://product/9"))
    #expect(final?.description == returned.description)
    #expect(deeplinks.pendingURL == nil)
  }

  /// The first guard's flow leaves a screen and ends at once; the second guard's flow opens the
  /// login, which the user swipes away: the link is abandoned, because the screen the first
  /// flow left is not the second flow's.
  @Test func eachGuardsFlowOwnsOnlyTheScreensItOpened() throws {
    deeplinks.addGuard(
      DeeplinkGuard("notice") { _ in
        .requireFlow { link, completion in
          try link.router(as: (any Router).self).open(.push) { _ in Screen(title: "Notice") }
          completion(.success(()))
        }
      })
    var final: DeeplinkResult?
    deeplinks.handle("shop://orders") { final = $0 }
    let sheet = try #require(app.tabs.presentedScreen)
    try #require(try app.loginScreen().title == "Login")

    window.followUserClose(of: sheet)

    #expect(
      final?.description
        == #"abandoned: Cannot open the deeplink "shop://orders": the flow of the guard "signed in" closed without a result"#
    )
    #expect(deeplinks.pendingURL == nil)
    #expect(window.firstScreen { $0.title == "Notice" } != nil, "the first flow's screen stays")
  }

  /// A flow that opens its screen for a result after it returned (after an `await`, here
  /// later in the test) hears the user's swipe through the result, and the link is abandoned.
  @Test func aFlowThatOpensItsScreenLaterForAResultHearsTheSwipe() throws {
    var openLater: (() -> Void)?
    struct Declined: Error {}
    try deeplinks.register(
      "/later",
      guards: [
        DeeplinkGuard("later") { _ in
          .requireFlow { link, completion in
            openLater = {
              try? link.router(as: (any Router).self).open(.modal, returning: Bool.self) { _ in
                Screen(title: "Check")
              } onResult: { result in
                completion(result.value == true ? .success(()) : .failure(Declined()))
              }
            }
          }
        }
      ]
    ) { _ in }
    var final: DeeplinkResult?
    #expect(
      deeplinks.handle("shop://later") { final = $0 }.description == #"pending (guard "later")"#)
    openLater?()
    let sheet = try #require(app.tabs.presentedScreen)
    #expect(sheet.title == "Check")

    window.followUserClose(of: sheet)

    #expect(final?.description.hasPrefix("abandoned: ") == true)
    #expect(final?.description.contains(#"the flow of the guard "later" did not succeed"#) == true)
    #expect(deeplinks.pendingURL == nil)
  }
}
