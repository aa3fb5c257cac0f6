import Foundation
import Testing
import Wayfinder

/// Where a link comes from, a topmost screen without a router, cancelled waits and log-safe
/// events.
@MainActor
@Suite struct DeeplinkRouterContextTests {
  let window = Window()
  let events: EventLog
  let deeplinks: DeeplinkRouter
  let home: ItemScreen

  init() throws {
    home = try window.setRoot { router in
      ItemScreen(viewModel: ItemViewModel(name: "Home", router: router))
    }
    deeplinks = try DeeplinkRouter(window: window, origins: ["shop://"])
    events = EventLog(context: window.context)
  }

  @Test(arguments: [
    DeeplinkSource.inApp, .universalLink, .customScheme, .pushNotification(id: "n-7"),
    .custom("widget"),
  ])
  func theSourceReachesGuardsAndHandlers(source: DeeplinkSource) throws {
    var seenByGuard: DeeplinkSource?
    var seenByHandler: DeeplinkSource?
    let probe = DeeplinkGuard("probe") { link in
      seenByGuard = link.source
      return .allow
    }
    try deeplinks.register("/promo", guards: [probe]) { link in seenByHandler = link.source }
    #expect(deeplinks.handle("shop://promo", from: source).isAccepted)
    #expect(seenByGuard == source)
    #expect(seenByHandler == source)
  }

  @Test func aLinkDefaultsToInApp() throws {
    var seen: DeeplinkSource?
    try deeplinks.register("/promo") { link in seen = link.source }
    deeplinks.route(to: try #require(URL(string: "shop://promo")))
    #expect(seen == .inApp)
    #expect(DeeplinkSource.pushNotification(id: nil).description == "push notification")
  }

  @Test func aSheetWithoutARouterOnTopRefusesTheLinkSayingWhyAndChangesNothing() throws {
    try deeplinks.register("/item/:name") { link in
      let name = try link.parameters.value(named: "name", as: String.self)
      try link.router(as: DefaultRouter.self).open(.modal) { router in
        ItemScreen(viewModel: ItemViewModel(name: name, router: router))
      }
    }
    // A system sheet: a plain screen routed with `route(to:as:)`, so it has no router.
    home.itemRouter.route(to: Screen(title: "System sheet"), as: .modal)
    let before = window.render()
    let result = deeplinks.handle("shop://item/Promo")
    let error = try #require(result.error)
    #expect(
      error.description
        == #"Cannot open the deeplink "shop://item/Promo": no router to route from: the topmost screen Screen "System sheet" has none, nor do the containers it is in (it was presented without a router of its own)"#
    )
    #expect(!error.description.contains("already presenting"))
    #expect(window.render() == before)
  }

  @Test func aCancelledWaitGivesThePendingLinkUpAndReturns() async throws {
    let never = DeeplinkGuard("never finishes") { _ in .requireFlow { _, _ in } }
    try deeplinks.register("/orders", guards: [never]) { _ in }
    let task = Task { await deeplinks.handleAndWait("shop://orders") }
    var waited = 0
    while deeplinks.pendingURL == nil, waited < 1_000 {
      await Task.yield()
      waited += 1
    }
    #expect(deeplinks.pendingURL == "shop://orders")
    task.cancel()
    let result = await task.value
    #expect(result.description.hasPrefix("abandoned: "))
    #expect(result.error?.description.hasSuffix("it was cancelled") == true)
    #expect(deeplinks.pendingURL == nil)
  }

  @Test func aWaitStartedInACancelledTaskHandlesNothing() async throws {
    var flowsStarted = 0
    let login = DeeplinkGuard("signed in") { _ in .requireFlow { _, _ in flowsStarted += 1 } }
    try deeplinks.register("/orders", guards: [login]) { _ in }
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await deeplinks.handleAndWait("shop://orders")
    }
    let result = await task.value
    #expect(result.description.hasPrefix("refused: "))
    #expect(result.error?.reason == .cancelled)
    #expect(flowsStarted == 0, "no login opens for a link nobody waits for")
    #expect(deeplinks.pendingURL == nil)
  }

  @Test func eventsEscapeControlCharactersOfTheURL() throws {
    try deeplinks.register("/login") { _ in }
    events.clear()
    deeplinks.handle("shop://login\n[fake] deeplink handled")
    let lines = events.lines
    #expect(lines.count == 1)
    #expect(lines.allSatisfy { !$0.contains("\n") })
    #expect(lines.first?.hasPrefix("deeplink refused shop://login\\u{A}[fake]") == true)
  }

  @Test func aScreenTitledFromALinkCannotForgeLinesInEventsOrErrors() throws {
    try deeplinks.register("/item/:name") { link in
      let name = try link.parameters.value(named: "name", as: String.self)
      try link.router(as: DefaultRouter.self).open(.modal) { router in
        ItemScreen(viewModel: ItemViewModel(name: name, router: router))
      }
    }
    events.clear()
    #expect(deeplinks.handle("shop://item/a%0AFAKE%20LINE").isAccepted)
    let lines = events.lines
    #expect(lines.count == 3, "matched, opened, handled")
    #expect(lines.allSatisfy { !$0.contains("\n") })
    #expect(lines.last?.hasSuffix(#"showing ItemScreen "a\u{A}FAKE LINE""#) == true)
    let shown = try #require(window.topmostScreen)
    #expect(ScreenInfo(shown).description == #"ItemScreen "a\u{A}FAKE LINE""#)
    #expect(!window.render().contains("a\nFAKE"), "the tree keeps one line per screen")
  }

  @Test func aStringAndItsURLGiveTheSameResult() throws {
    try deeplinks.register("/product/:id<Int>") { _ in }
    for text in ["shop://product/42", "SHOP://product/7", "shop://product/x", "shop://nowhere"] {
      let url = try #require(URL(string: text))
      #expect(deeplinks.handle(text).isAccepted == deeplinks.route(to: url), "\(text)")
    }
  }
}
