import Testing
import Wayfinder

/// A review of "a route call that fails while a guard's flow runs fails the flow": flows that
/// report before or after such a failure, that also throw, or whose screen did open.
@MainActor
@Suite struct DeeplinkFlowFailureReviewTests {
  struct Unbuildable: Error {}
  struct FlowThrew: Error {}

  let app: DeeplinkShopApp
  var window: Window { app.window }
  var deeplinks: DeeplinkRouter { app.deeplinks }

  init() throws {
    app = try DeeplinkShopApp()
  }

  /// Registers `/guarded` behind a guard whose flow is `flow`; the handler opens "Guarded".
  func registerGuarded(_ flow: @escaping DeeplinkGuard.Flow) throws {
    let consent = DeeplinkGuard("consent") { _ in .requireFlow(flow) }
    try deeplinks.register("/guarded", guards: [consent]) { link in
      try link.router(as: (any ProductRoute).self).openProduct(id: 1, as: .push)
    }
  }

  /// The flow reports success at once, then a route it makes fails: the flow had ended, so the
  /// link was handled, and its completion hears that once.
  @Test func aRouteFailingAfterTheFlowReportedSuccessLeavesTheLinkHandled() throws {
    try registerGuarded { link, completion in
      completion(.success(()))
      try link.router(as: (any Router).self).open(.modal) { _ in throw Unbuildable() }
    }
    var finals: [String] = []
    let result = deeplinks.handle("shop://guarded") { finals.append($0.description) }
    #expect(result.description == "handled (opened)")
    #expect(finals == ["handled (opened)"])
    #expect(window.topmostScreen?.title == "Product 1")
    #expect(deeplinks.pendingURL == nil)
  }

  /// The flow reports its own failure, then a route fails: the link is abandoned once, with the
  /// flow's error.
  @Test func aRouteFailingAfterTheFlowReportedFailureKeepsTheFlowsError() throws {
    try registerGuarded { link, completion in
      completion(.failure(FlowThrew()))
      try link.router(as: (any Router).self).open(.modal) { _ in throw Unbuildable() }
    }
    var finals: [DeeplinkResult] = []
    let result = deeplinks.handle("shop://guarded") { finals.append($0) }
    guard case .abandoned(let error) = result,
      case .flowFailed(guardName: "consent", let underlying) = error.reason
    else {
      Issue.record("expected flowFailed, got \(result)")
      return
    }
    #expect(underlying is FlowThrew)
    #expect(finals.count == 1)
  }

  /// A route fails, then the flow throws: the link is abandoned once, with the route's error
  /// (the first failure, as a handler's link is refused).
  @Test func aFlowWhoseRouteFailsAndThatThrowsIsAbandonedOnce() throws {
    try registerGuarded { link, _ in
      try link.router(as: (any Router).self).open(.modal) { _ in throw Unbuildable() }
      throw FlowThrew()
    }
    var finals: [DeeplinkResult] = []
    let result = deeplinks.handle("shop://guarded") { finals.append($0) }
    guard case .abandoned(let error) = result,
      case .flowFailed(guardName: "consent", let underlying) = error.reason
    else {
      Issue.record("expected flowFailed, got \(result)")
      return
    }
    #expect(underlying is RoutingError)
    #expect(finals.count == 1)
    #expect(deeplinks.pendingURL == nil)
  }

  /// The flow's login opens, then a second route it makes fails: the link is abandoned at once
  /// (the login stays, the app's to close), and the login's late report changes nothing; the
  /// next link starts a flow of its own.
  @Test func aFlowWhoseSecondRouteFailsIsAbandonedAndALaterLinkStartsAFreshFlow() throws {
    var reports: [DeeplinkGuard.FlowCompletion] = []
    try registerGuarded { link, completion in
      reports.append(completion)
      let router = try link.router(as: (any Router).self)
      router.open(.modal) { ItemScreen(viewModel: ItemViewModel(name: "Consent", router: $0)) }
      router.open(.modal) { _ in throw Unbuildable() }
    }
    var finals: [String] = []
    let first = deeplinks.handle("shop://guarded") { finals.append($0.description) }
    #expect(first.description.hasPrefix("abandoned: "))
    #expect(window.topmostScreen?.title == "Consent")
    reports.first?(.success(()))
    #expect(finals.count == 1)
    #expect(window.topmostScreen?.title == "Consent")
    let second = deeplinks.handle("shop://guarded") { finals.append($0.description) }
    #expect(reports.count == 2)
    #expect(second.description.hasPrefix("abandoned: "))
    #expect(finals.count == 2)
  }
}
