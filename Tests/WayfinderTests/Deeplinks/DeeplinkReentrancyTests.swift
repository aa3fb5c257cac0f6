import Testing
import Wayfinder

/// App code that runs while a link is on its way (a guard's check, an observer, the completion
/// of the link it replaces) may hand over links of its own: each link still gets exactly one
/// result, the latest link waits, and a result names the guard the link waits for.
@MainActor
@Suite struct DeeplinkReentrancyTests {
  let app: DeeplinkShopApp
  var window: Window { app.window }
  var deeplinks: DeeplinkRouter { app.deeplinks }

  init() throws {
    app = try DeeplinkShopApp()
  }

  /// A guard whose flow waits until `report` is called, kept in `reports`.
  @MainActor final class WaitingFlows {
    var reports: [String: DeeplinkGuard.FlowCompletion] = [:]
    var started: [String] = []

    func waitingGuard(_ name: String) -> DeeplinkGuard {
      DeeplinkGuard(name) { [unowned self] _ in
        .requireFlow { [unowned self] link, completion in
          started.append(link.url)
          reports[name] = completion
        }
      }
    }
  }

  @Test func aPendingResultNamesTheGuardTheLinkWaitsFor() throws {
    let flows = WaitingFlows()
    let passesAtOnce = DeeplinkGuard("first") { _ in
      .requireFlow { _, completion in completion(.success(())) }
    }
    var opened = 0
    try deeplinks.register("/two", guards: [passesAtOnce, flows.waitingGuard("second")]) { _ in
      opened += 1
    }

    let result = deeplinks.handle("shop://two")

    #expect(result.description == #"pending (guard "second")"#)
    #expect(app.events.lines.contains(#"deeplink pending shop://two (guard "second")"#))
    flows.reports["second"]?(.success(()))
    #expect(opened == 1)
    #expect(deeplinks.pendingURL == nil)
  }

  @Test func aGuardsCheckThatHandsOverAWaitingLinkMakesItTheLatest() throws {
    let flows = WaitingFlows()
    var innerResults: [String] = []
    var checked = false
    // Weakly: the router keeps the guard.
    let handsOver = DeeplinkGuard("hands over") { [weak deeplinks] _ in
      if !checked {
        checked = true
        deeplinks?.handle("shop://inner") { innerResults.append($0.description) }
      }
      return .requireFlow { _, _ in }
    }
    try deeplinks.register("/inner", guards: [flows.waitingGuard("inner")]) { _ in }
    try deeplinks.register("/outer", guards: [handsOver]) { _ in }
    var outerResults: [String] = []

    let outer = deeplinks.handle("shop://outer") { outerResults.append($0.description) }

    let superseded =
      #"abandoned: Cannot open the deeplink "shop://outer": the newer deeplink "shop://inner" replaced it"#
    #expect(outer.description == superseded)
    #expect(outerResults == [superseded])
    #expect(deeplinks.pendingURL == "shop://inner")
    #expect(flows.started == ["shop://inner"])
    flows.reports["inner"]?(.success(()))
    #expect(innerResults == ["handled (opened)"])
  }

  @Test func theCompletionOfAReplacedLinkMayHandOverAWaitingLink() throws {
    let flows = WaitingFlows()
    try deeplinks.register("/adult", guards: [flows.waitingGuard("age")]) { _ in }
    try deeplinks.register("/consent", guards: [flows.waitingGuard("consent")]) { _ in }
    var retried: [String] = []
    deeplinks.handle("shop://orders") { [deeplinks] result in
      guard case .abandoned = result else { return }
      deeplinks.handle("shop://adult") { retried.append($0.description) }
    }
    var consent: [String] = []

    deeplinks.handle("shop://consent") { consent.append($0.description) }

    // The retry was handed over last: it waits, and the consent link gives way to it without
    // starting its flow.
    #expect(deeplinks.pendingURL == "shop://adult")
    #expect(flows.started == ["shop://adult"])
    #expect(
      consent == [
        #"abandoned: Cannot open the deeplink "shop://consent": the newer deeplink "shop://adult" replaced it"#
      ])
    flows.reports["age"]?(.success(()))
    #expect(retried == ["handled (opened)"])
    try window.checkInvariants()
  }

  @Test func anObserverThatHandsOverALinkWhenOneWaitsStopsItsFlow() throws {
    let flows = WaitingFlows()
    try deeplinks.register("/first", guards: [flows.waitingGuard("first")]) { _ in }
    var handedOver = false
    let observation = app.window.context.addObserver { [deeplinks] event in
      guard !handedOver, case .pending? = event.feature(as: DeeplinkEvent.self) else { return }
      handedOver = true
      deeplinks.handle("shop://product/3")
    }
    defer { observation.cancel() }  // It holds the router, which holds the window.
    var first: [String] = []

    deeplinks.handle("shop://first") { first.append($0.description) }

    #expect(flows.started.isEmpty)
    #expect(
      first == [
        #"abandoned: Cannot open the deeplink "shop://first": the newer deeplink "shop://product/3" replaced it"#
      ])
    #expect(deeplinks.pendingURL == nil)
    #expect(window.topmostScreen?.title == "Product 3")
  }

  @Test func cancellingAWaitGivesUpItsLinkWhenAnObserverHandedOverAnother() async throws {
    var handedOver = false
    let observation = app.window.context.addObserver { [deeplinks] event in
      guard !handedOver, case .matched(let url, _)? = event.feature(as: DeeplinkEvent.self),
        url == "shop://orders"
      else { return }
      handedOver = true
      deeplinks.handle("shop://product/1")
    }
    defer { observation.cancel() }  // It holds the router, which holds the window.
    let task = Task { await deeplinks.handleAndWait("shop://orders") }
    for _ in 0..<10_000 where deeplinks.pendingURL == nil { await Task.yield() }
    try #require(deeplinks.pendingURL == "shop://orders")
    #expect(window.topmostScreen?.title == "Login")

    task.cancel()
    let result = await task.value

    #expect(
      result.description
        == #"abandoned: Cannot open the deeplink "shop://orders": it was cancelled"#)
    #expect(deeplinks.pendingURL == nil)
  }
}
