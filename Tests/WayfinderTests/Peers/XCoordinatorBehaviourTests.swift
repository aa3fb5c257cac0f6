import Testing
import Wayfinder

// XCoordinator's own tests (Tests/XCoordinatorTests/TransitionTests.swift) pin that every
// transition's completion is called: on a navigation coordinator push, pop, push, popToRoot,
// set and pop(to:); on every coordinator present and dismiss; on a tab bar coordinator
// select(index:). Child coordinators are flows presented from a parent's screen.

/// Counts the completions a request calls, and keeps their outcomes.
@MainActor
private final class CompletionLog {
  var outcomes: [String: [Result<Void, RoutingError>]] = [:]

  /// A completion that records its outcome under `name`.
  func completion(_ name: String) -> RoutingCompletion {
    { [weak self] in self?.outcomes[name, default: []].append($0) }
  }

  /// The names whose completion was called other than once with success.
  var notSucceededOnce: [String] {
    outcomes.filter { $0.value.count != 1 || $0.value.first?.error != nil }.map(\.key).sorted()
  }
}

@MainActor
@Suite struct XCoordinatorBehaviourTests {
  let app: PeerShop
  fileprivate let log = CompletionLog()

  init() throws {
    app = try PeerShop()
  }

  // Translates TransitionTests.testNavigationCoordinator: push, pop, push, popToRoot, set and
  // pop(to:) each call their completion once, with the stack as each leaves it.
  @Test func everyStackTransitionCallsItsCompletionOnce() throws {
    let root = app.shop.itemRouter
    var pushed: ItemScreen?
    root.open(.push) { router in
      try PeerShop.build(ScreenIdentity("one"), router: router)
    } completion: { [log] result in
      pushed = try? result.get()
      log.completion("push")(result.map { _ in })
    }
    try #require(pushed).itemRouter.close(completion: log.completion("pop"))
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    let two = try app.open("two", from: root, as: .push)
    try app.open("three", from: two.itemRouter, as: .push)
    root.popToRoot(completion: log.completion("popToRoot"))
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    var set: [Screen] = []
    root.setStack(
      build: { stack in
        try stack.keep(app.shop)
        set.append(try stack.push { try PeerShop.build(ScreenIdentity("a"), router: $0) })
        set.append(try stack.push { try PeerShop.build(ScreenIdentity("b"), router: $0) })
      }, completion: log.completion("set"))
    #expect(try app.path == "tabs(*nav(shop/a/b),nav(wishlist))")
    try #require(set.first?.router).focus(completion: log.completion("pop(to:)"))
    #expect(try app.path == "tabs(*nav(shop/a),nav(wishlist))")

    #expect(log.outcomes.keys.sorted() == ["pop", "pop(to:)", "popToRoot", "push", "set"])
    #expect(log.notSucceededOnce.isEmpty)
  }

  // Translates TransitionTests.testStandardTransitions' present and dismiss, and the same
  // dismiss again: XCoordinator calls the completion even when nothing is presented; Wayfinder
  // calls it once too, with the reason nothing was dismissed.
  @Test func presentAndDismissCallTheirCompletionsAndASecondDismissSaysWhy() throws {
    var presented: Result<ItemScreen, RoutingError>?
    app.shop.itemRouter.open(.modal) { router in
      try PeerShop.build(ScreenIdentity("sheet"), router: router)
    } completion: {
      presented = $0
    }
    let sheet = try #require(try presented?.get())
    sheet.itemRouter.dismiss(completion: log.completion("dismiss"))
    #expect(log.notSucceededOnce.isEmpty)

    var again: [Result<Void, RoutingError>] = []
    sheet.itemRouter.dismiss { again.append($0) }

    #expect(again.count == 1)
    #expect(again.first?.error?.reason == .notShown(ScreenInfo(sheet)))
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }

  // Translates TransitionTests.testTabBarCoordinator's select(index:): the completion runs once
  // with the tab shown; an index outside the tabs completes once with the reason.
  @Test func selectingATabCallsItsCompletionOnceEvenWhenRefused() throws {
    app.shop.itemRouter.selectTab(at: 1, completion: log.completion("select"))
    #expect(log.notSucceededOnce.isEmpty)
    #expect(app.tabs.selectedIndex == 1)

    var refused: [Result<Void, RoutingError>] = []
    app.shop.itemRouter.selectTab(at: 2) { refused.append($0) }

    #expect(refused.count == 1)
    #expect(refused.first?.error?.reason == .hierarchy(.tabIndexOutOfRange(index: 2, count: 2)))
    #expect(app.tabs.selectedIndex == 1)
  }

  // Child coordinators: a flow presented from a tab presents a flow of its own. Closing the
  // inner flow's first screen returns to the outer flow's top; dismissing from a screen pushed
  // in the outer flow closes both flows in one step, and the inner flow's result is cancelled.
  @Test func nestedFlowsCloseInnerFirstAndTheOuterDismissTakesBoth() throws {
    let outer = try app.open("checkout", from: app.shop.itemRouter, as: .modal(inNavigation: true))
    let address = try app.open("address", from: outer.itemRouter, as: .push)
    var innerResults: [RouteResult<String>] = []
    var innerRouter: ResultRouter<String>?
    address.itemRouter.open(.modal(inNavigation: true), returning: String.self) { router in
      innerRouter = router
      return try PeerShop.build(ScreenIdentity("map"), router: router)
    } onResult: {
      innerResults.append($0)
    }
    let inner = try #require(innerRouter)
    try app.open("search", from: inner, as: .push)
    #expect(
      try app.path
        == "tabs(*nav(shop),nav(wishlist))/[modal in navigation]nav(checkout/address)/[modal in navigation]nav(map/search)"
    )

    inner.close()
    #expect(
      try app.path == "tabs(*nav(shop),nav(wishlist))/[modal in navigation]nav(checkout/address)")
    #expect(innerResults.map(\.isCancelled) == [true])

    address.itemRouter.open(.modal(inNavigation: true), returning: String.self) { router in
      try PeerShop.build(ScreenIdentity("map"), router: router)
    } onResult: {
      innerResults.append($0)
    }
    app.events.clear()

    address.itemRouter.dismiss()

    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(innerResults.map(\.isCancelled) == [true, true])
    #expect(
      app.events.lines.first
        == #"dismissed ItemScreen "address" (modal in navigation, system.modal 300ms)"#)
    try app.window.checkInvariants()
  }
}
