import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// ComposableNavigator's own test files, case by case (Bahn-X/swift-composable-navigator, Tests):
// each test names the file and the case it translates. Round one
// (ComposableNavigatorBehaviourTests) has NavigatorDatasourceTests' current path, same path,
// goBack and dismiss-root cases. Its `go(to:on:)` and `replace(path:)` rewrite the path value;
// Wayfinder's value for one stack is `setStack` (which keeps the screens it is told to keep)
// and for the whole window `ScreenPath` with `restore(_:using:)` (which builds every screen anew).

@MainActor
@Suite struct ComposableNavigatorSuiteTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  /// Pushes `names` onto the Shop tab, one after the other, and returns the screens.
  @discardableResult
  func pushOnShop(_ names: [String]) throws -> [ItemScreen] {
    var screens: [ItemScreen] = []
    for name in names {
      let from = screens.last?.itemRouter ?? app.shop.itemRouter
      screens.append(try app.open(name, from: from, as: .push))
    }
    return screens
  }

  // MARK: - NavigatorDatasourceTests.swift

  // test_go_to and test_go_to_on_screen: going to a screen on the root appends it after the root.
  @Test func goingToAScreenOnTheRootAppendsIt() throws {
    try app.open("next", from: app.shop.itemRouter, as: .push)

    #expect(try app.path == "tabs(*nav(shop/next),nav(wishlist))")
  }

  // test_goTo_path_no_matching_elements(_on_screen): going to [first, second] on the root of
  // [root, next] replaces what followed the root; `next` leaves and is freed.
  @Test func goingToAPathOnTheRootReplacesWhatFollowedIt() throws {
    let watcher = LifetimeWatcher()
    do {
      let next = try pushOnShop(["next"])
      watcher.watch(next[0], as: "next")
    }

    app.shop.itemRouter.setStack { stack in
      try stack.keep(app.shop)
      try stack.push { try PeerShop.build(ScreenIdentity("first"), router: $0) }
      try stack.push { try PeerShop.build(ScreenIdentity("second"), router: $0) }
    }

    #expect(try app.path == "tabs(*nav(shop/first/second),nav(wishlist))")
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
  }

  // test_goTo_path_appending_partially_matching_path_elements(_on_screen): [root, next, next]
  // going to [next, newDetail] on the root keeps the first `next` (the same screen) and drops
  // the second.
  @Test func goingToAPartlyMatchingPathKeepsTheMatchingScreen() throws {
    let nexts = try pushOnShop(["next", "next"])

    app.shop.itemRouter.setStack { stack in
      try stack.keep(app.shop)
      try stack.keep(nexts[0])
      try stack.push { try PeerShop.build(ScreenIdentity("newDetail"), router: $0) }
    }

    #expect(try app.path == "tabs(*nav(shop/next/newDetail),nav(wishlist))")
    #expect(app.shop.navigationContainer?.stack[1] === nexts[0])
    #expect(!nexts[1].isShown)
  }

  // test_replace_path: the whole stack, root included, becomes [newRoot, newDetail]; the new
  // root is the tab's bottom screen, which its container placed.
  @Test func replacingThePathReplacesTheRootToo() throws {
    try pushOnShop(["next"])
    var newRoot: ItemScreen?

    app.shop.itemRouter.setStack { stack in
      newRoot = try stack.push { try PeerShop.build(ScreenIdentity("newRoot"), router: $0) }
      try stack.push { try PeerShop.build(ScreenIdentity("newDetail"), router: $0) }
    }

    #expect(try app.path == "tabs(*nav(newRoot/newDetail),nav(wishlist))")
    let bottom = try #require(newRoot)
    let refused = outcome { bottom.itemRouter.close(completion: $0) }
    #expect(refused?.error?.reason == .notClosable(ScreenInfo(bottom), placement: .container))
  }

  // test_replace_path_with_new_path: a path of the same screen three times restores three
  // distinct screens, each closing on its own.
  @Test func aPathWithTheSameScreenThreeTimesRestoresThreeScreens() throws {
    let next = ScreenIdentity("next")
    try app.window.restore(
      ScreenPath(root: .stack([next, next, next])), using: PeerShop.registry(["next"]))

    let shown = app.window.screens(with: next)
    #expect(shown.count == 3)
    #expect(Set(shown.map(ObjectIdentifier.init)).count == 3)
    try #require(shown.first?.router).close()
    #expect(try app.path == "nav(next/next)")
  }

  // test_replace_path_with_empty_path: replacing the path with an empty one changes nothing.
  // Wayfinder refuses an empty stack, by `setStack` and by `restore`, and changes nothing.
  @Test func anEmptyPathIsRefusedAndChangesNothing() throws {
    try pushOnShop(["next"])
    let before = try app.path

    let refused = outcome { app.shop.itemRouter.setStack(build: { _ in }, completion: $0) }
    #expect(refused?.error?.reason == .hierarchy(.emptyStack))
    #expect(throws: ScreenPathError.self) {
      try app.window.restore(ScreenPath(root: .stack([])), using: PeerShop.registry(["next"]))
    }

    #expect(try app.path == before)
  }

  // test_replace_path_same_path_appending_elements: [root, next, next] replaced by
  // [root, next, other, next] keeps the root and the first `next`, and builds the rest.
  @Test func replacingWithALongerPathKeepsTheCommonScreens() throws {
    let nexts = try pushOnShop(["next", "next"])

    app.shop.itemRouter.setStack { stack in
      try stack.keep(app.shop)
      try stack.keep(nexts[0])
      try stack.push { try PeerShop.build(ScreenIdentity("other"), router: $0) }
      try stack.push { try PeerShop.build(ScreenIdentity("next"), router: $0) }
    }

    #expect(try app.path == "tabs(*nav(shop/next/other/next),nav(wishlist))")
    let stack = try #require(app.shop.navigationContainer?.stack)
    #expect(stack[0] === app.shop && stack[1] === nexts[0])
    #expect(stack[3] !== nexts[1])
  }

  // test_dismiss_existing_id and test_dismiss_existing_screen: dismissing a screen by its
  // content takes the last occurrence of it ([root, next, root] becomes [root, next]).
  @Test func dismissingAScreenByItsIdentityTakesTheTopmostCopy() throws {
    let identity = ScreenIdentity("item")
    let bottom = try app.open(identity, from: app.shop.itemRouter, as: .push)
    let next = try app.open("next", from: bottom.itemRouter, as: .push)
    let top = try app.open(identity, from: next.itemRouter, as: .push)

    let found = try #require(app.window.screens(with: identity).first)
    #expect(found === top)
    try #require(found.router).close()

    #expect(try app.path == "tabs(*nav(shop/item/next),nav(wishlist))")
  }

  // test_dismiss_non_existing_id and test_dismiss_non_existing_screen: dismissing a screen that
  // is not in the path changes nothing; a router whose screen has left says why.
  @Test func dismissingAScreenNoLongerShownChangesNothing() throws {
    let gone = try app.open("gone", from: app.shop.itemRouter, as: .push)
    gone.itemRouter.close()
    let next = try app.open("next", from: app.shop.itemRouter, as: .push)
    let before = try app.path

    #expect(app.window.screens(with: ScreenIdentity("gone")).isEmpty)
    let refused = outcome { gone.itemRouter.close(completion: $0) }

    #expect(refused?.error?.reason == .notShown(ScreenInfo(gone)))
    #expect(try app.path == before)
    #expect(next.isShown)
  }

  // test_dismissSuccessor_of_last: dismissing the successors of the last screen changes
  // nothing; focusing the topmost screen succeeds and changes nothing.
  @Test func dismissingTheSuccessorsOfTheLastScreenChangesNothing() throws {
    let last = try pushOnShop(["next", "last"])[1]
    let before = app.window.render()

    let focused = outcome { last.itemRouter.focus(completion: $0) }

    #expect(focused?.error == nil)
    #expect(app.window.render() == before)
    #expect(app.events.lines.last == #"focused ItemScreen "last""#)
  }

  // test_replaceContent_of_existent_id_with_newContent and test_replace_existent_screen_with_
  // newContent: the root's content is replaced, and the screens after it stay.
  @Test func replacingTheContentOfAScreenKeepsItsSuccessors() throws {
    let successors = try pushOnShop(["first", "second"])

    app.shop.itemRouter.setStack { stack in
      try stack.push { try PeerShop.build(ScreenIdentity("newContent"), router: $0) }
      for screen in successors { try stack.keep(screen) }
    }

    #expect(try app.path == "tabs(*nav(newContent/first/second),nav(wishlist))")
    #expect(successors.allSatisfy { $0.isShown })
    successors[0].itemRouter.close()
    #expect(try app.path == "tabs(*nav(newContent),nav(wishlist))")
  }

  // test_replaceContent_of_non_existent_screen_with_newContent: replacing a screen that is not
  // in the path changes nothing.
  @Test func replacingAScreenNotInThePathChangesNothing() throws {
    let elsewhere = try app.open("elsewhere", from: app.wishlist.itemRouter, as: .push)
    let before = try app.path

    let refused = outcome {
      app.shop.itemRouter.setStack(
        build: { stack in
          try stack.keep(elsewhere)
        }, completion: $0)
    }

    #expect(refused?.error?.reason == .hierarchy(.notInStack(ScreenInfo(elsewhere))))
    #expect(try app.path == before)
  }

  // MARK: - DeeplinkHandlerTests.swift

  // test_handle_deeplink_replaces_path_if_deeplink_resolves and
  // test_handle_deeplink_does_not_replace_path_if_deeplink_does_not_resolves: a link that
  // resolves replaces the path; one that does not resolve leaves it.
  @Test func aResolvedLinkReplacesThePathAndAnUnresolvedOneDoesNot() throws {
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["app://"])
    try deeplinks.register("/first") { link in
      try link.window.restore(
        ScreenPath(root: .stack([ScreenIdentity("first")])), using: PeerShop.registry(["first"]))
    }

    #expect(deeplinks.handle("app://unknown").isAccepted == false)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")

    #expect(deeplinks.handle("app://first").description == "handled (opened)")
    #expect(try app.path == "nav(first)")
  }

  // The same handler while a link waits for a guard's flow (a login): replacing the path takes
  // the flow's screens away, so the flow hands back `cancelled` and the waiting link is
  // abandoned; its handler never runs.
  @Test func replacingThePathWhileALinkWaitsForItsFlowAbandonsTheLink() throws {
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["app://"])
    let login = DeeplinkGuard("login") { _ in
      .requireFlow { link, completion in
        try link.router(as: (any Router).self).open(.modal, returning: Bool.self) { router in
          try PeerShop.build(ScreenIdentity("login"), router: router)
        } onResult: { result in
          completion(result.value == true ? .success(()) : .failure(CancellationError()))
        }
      }
    }
    var handlerRuns = 0
    try deeplinks.register("/orders", guards: [login]) { _ in handlerRuns += 1 }
    var final: DeeplinkResult?
    deeplinks.handle("app://orders") { final = $0 }
    #expect(deeplinks.pendingURL == "app://orders")

    try app.window.restore(
      ScreenPath(root: .stack([ScreenIdentity("shop")])), using: PeerShop.registry(["shop"]))

    #expect(final?.isAccepted == false)
    #expect(
      final?.description.hasPrefix(#"abandoned: Cannot open the deeplink "app://orders""#) == true)
    #expect(deeplinks.pendingURL == nil)
    #expect(handlerRuns == 0)
    #expect(try app.path == "nav(shop)")
  }

  // MARK: - DeeplinkTests.swift

  // test_init_Deeplink_fromURL_matching_scheme: the link's name and its query arguments, a
  // percent-encoded value decoded and a flag without a value; test_init_Deeplink_fromURL_non_
  // matching_scheme: another scheme matches nothing.
  @Test func aLinkOfTheSchemeCarriesItsQueryAndAnotherSchemeIsRefused() throws {
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["app://"])
    var items: [DeeplinkQueryItem] = []
    try deeplinks.register("/test") { link in items = link.queryItems }

    #expect(deeplinks.handle("app://test?id=1&message=Hello%20World&flag").isAccepted)
    #expect(
      items == [
        DeeplinkQueryItem(name: "id", value: "1"),
        DeeplinkQueryItem(name: "message", value: "Hello World"),
        DeeplinkQueryItem(name: "flag", value: nil),
      ])

    let other = deeplinks.handle("otherScheme://test?id=1")
    #expect(other.error?.reason == .unknownScheme("otherscheme"))
  }

  // MARK: - DeeplinkComponentTests.swift

  // test_init_fails_if_URL_has_no_host: ComposableNavigator refuses `app:somePathWithoutHost`.
  // Wayfinder's rule differs: under a custom scheme the part after `//` is the first path
  // segment, and the `//` may be left out, so the three spellings are one link; an http(s) URL
  // needs its host. test_DeeplinkComponents_from_url: a query in the middle of the path
  // (`first?id=0&flag/second`) ends the path, so it is not `/first/second`.
  @Test func aCustomSchemeLinkWithoutSlashesIsTheSameLinkAndAQueryEndsThePath() throws {
    let deeplinks = try DeeplinkRouter(
      window: app.window, origins: ["app://", "https://app.example.com"])
    var reached = 0
    try deeplinks.register("/somePathWithoutHost") { _ in reached += 1 }
    try deeplinks.register("/first/second") { _ in reached += 100 }

    for url in ["app:somePathWithoutHost", "app:/somePathWithoutHost", "app://somePathWithoutHost"]
    {
      #expect(deeplinks.handle(url).isAccepted, "\(url)")
    }
    #expect(reached == 3)
    #expect(
      deeplinks.handle("https:somePathWithoutHost").error?.reason
        == .malformedURL(reason: #"an https URL needs "//" followed by a host"#))

    let midQuery = deeplinks.handle("app://first?id=0&flag/second?flag&id=1")
    #expect(midQuery.error?.reason == .noMatch(path: "/first", nearest: "/first/second"))
    #expect(reached == 3)
  }

  // MARK: - DeeplinkParser+AnyOfTests.swift

  // test_anyOf_deeplink_parser_returns_first_built_path, _returns_second_built_path_when_first_
  // does_not_match and _returns_nil_when_none_matches: ComposableNavigator tries its parsers in
  // order. Wayfinder's rule differs on purpose: the most specific pattern wins whatever the
  // registration order (a literal segment before a parameter), the other takes what it leaves,
  // and a link no pattern matches is refused with the nearest pattern.
  @Test func theMostSpecificPatternWinsThenTheNextAndNoneIsRefused() throws {
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["app://"])
    var reached: [String] = []
    try deeplinks.register("/item/:id<Int>") { _ in reached.append("item by id") }
    try deeplinks.register("/item/new") { _ in reached.append("new item") }

    deeplinks.handle("app://item/new")
    deeplinks.handle("app://item/5")
    let none = deeplinks.handle("app://item/new/draft")

    #expect(reached == ["new item", "item by id"])
    #expect(none.isAccepted == false)
    #expect(none.error?.reason.description.hasPrefix("no deeplink pattern matches") == true)
  }
}
