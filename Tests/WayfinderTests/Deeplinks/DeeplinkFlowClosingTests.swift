import Testing

@testable import Wayfinder

/// What becomes of a link waiting for a guard's flow when the flow's screens close: the flow
/// that closes itself reports next, so the link waits for it; screens the user closed, or that
/// left with what was below them, abandon the link at once.
@MainActor
@Suite struct DeeplinkFlowClosingTests {
  let app: DeeplinkShopApp
  var window: Window { app.window }
  var deeplinks: DeeplinkRouter { app.deeplinks }

  init() throws {
    app = try DeeplinkShopApp()
  }

  static let flowClosed =
    #"abandoned: Cannot open the deeplink "shop://orders": the flow of the guard "signed in" closed without a result"#

  /// The sheet the sign-in flow presented (its navigation container).
  func loginSheet() throws -> Screen {
    try #require(app.tabs.presentedScreen)
  }

  @Test func aFlowTheUserSwipesAwayAbandonsTheLinkAtOnce() throws {
    var final: DeeplinkResult?
    deeplinks.handle("shop://orders") { final = $0 }
    let sheet = try loginSheet()

    window.followUserClose(of: sheet)

    #expect(final?.description == Self.flowClosed)
    #expect(deeplinks.pendingURL == nil)
    #expect(window.render() == DeeplinkRouterTests.initialTree)
    #expect(app.events.lines.last?.hasPrefix("deeplink abandoned shop://orders: ") == true)
    // Signing in later (another way) does not open the orders.
    #expect(deeplinks.handle("shop://product/2").isAccepted)
    #expect(window.topmostScreen?.title == "Product 2")
    try window.checkInvariants()
  }

  @Test func aFlowThatClosesItselfIsWaitedForUntilItReports() throws {
    var report: DeeplinkGuard.FlowCompletion?
    deeplinks.addGuard(
      DeeplinkGuard("consent") { _ in
        .requireFlow { link, completion in
          report = completion
          try link.router(as: DefaultRouter.self).open(.modal) { router in
            let screen = ItemScreen(viewModel: ItemViewModel(name: "Consent", router: router))
            screen.addAction("Agree") { router.dismiss() }
            return screen
          }
        }
      })
    var final: DeeplinkResult?
    deeplinks.handle("shop://product/5") { final = $0 }
    let consent = try #require(window.topmostScreen as? ItemScreen)
    #expect(consent.title == "Consent")

    try consent.triggerAction("Agree")

    #expect(final == nil, "the flow closed its own screen: it reports next")
    #expect(deeplinks.pendingURL == "shop://product/5")
    report?(.success(()))
    #expect(final?.description == "handled (opened)")
    #expect(window.topmostScreen?.title == "Product 5")
    try window.checkInvariants()
  }

  @Test func aFlowWhoseScreensLeaveWithTheRootAbandonsTheLink() throws {
    var final: DeeplinkResult?
    deeplinks.handle("shop://orders") { final = $0 }

    try window.setRoot { _ in Screen(title: "Onboarding") }

    #expect(final?.description == Self.flowClosed)
    #expect(deeplinks.pendingURL == nil)
    try window.checkInvariants()
  }

  @Test func aResultFlowTheUserSwipesAwayReportsItsCancellation() throws {
    deeplinks.addGuard(
      DeeplinkGuard("consent") { _ in
        .requireFlow { link, completion in
          try link.router(as: DefaultRouter.self).open(.modal, returning: Bool.self) { router in
            _ = router
            return Screen(title: "Consent")
          } onResult: { result in
            completion(result == .finished(true) ? .success(()) : .failure(ConsentDeclined()))
          }
        }
      })
    var final: DeeplinkResult?
    deeplinks.handle("shop://product/5") { final = $0 }
    let consent = try #require(window.topmostScreen)

    window.followUserClose(of: consent)

    #expect(
      final?.description
        == #"abandoned: Cannot open the deeplink "shop://product/5": the flow of the guard "consent" did not succeed: consent declined"#
    )
    #expect(deeplinks.pendingURL == nil)
    #expect(window.render() == DeeplinkRouterTests.initialTree)
    try window.checkInvariants()
  }
}

/// The user did not agree.
private struct ConsentDeclined: Error, CustomStringConvertible {
  var description: String { "consent declined" }
}
