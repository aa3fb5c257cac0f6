import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Paths that cannot be applied are refused with a clear error, and the window is unchanged.
@MainActor
@Suite struct PathRefusalTests {
  let window: Window
  let events: EventLog

  init() throws {
    window = try PathTestApp.makeWindow()
    #expect(PathTestApp.perform(.pushItem, on: window))
    #expect(PathTestApp.perform(.presentSheet, on: window))
    events = EventLog(context: window.context)
  }

  nonisolated static let refusals: [(String, String)] = [
    ("tabs(*nav(shop/nope))", #"no screen is registered under the name "nope""#),
    (
      "nav(shop/item?id=x&label=L)",
      #"the parameter "id" of item?id=x&label=L is "x", which is not a valid Int"#
    ),
    ("nav(shop/item?label=L)", #"the parameter "id" of item?label=L is missing"#),
    ("nav(shop)/[card]promo", #"no presentation is registered as "card""#),
    (
      "nav(shop)/[modal in navigation]login",
      #"the presentation "modal in navigation" cannot present login"#
    ),
    ("shop?x=1", #"the parameter "" of shop?x=1 is not expected"#),
    (
      "tabs(*shop,shop)/[modal]tabs(*promo)/[modal]nav(login/item?id=1)",
      #"the parameter "label" of item?id=1 is missing"#
    ),
    (
      "tabs(shop,promo",
      #""tabs(shop,promo" is not a screen path: expected "*" marking the selected tab at offset 15"#
    ),
    (
      "nav(shop)/[modal]",
      #""nav(shop)/[modal]" is not a screen path: expected a screen name, "nav(" or "tabs(" at offset 17"#
    ),
  ]

  @Test(arguments: refusals)
  func aRefusedPathLeavesTheWindowUnchanged(text: String, message: String) throws {
    let before = (render: window.render(), path: try window.path(), root: window.root)
    #expect {
      try window.restore(text, using: PathTestApp.registry)
    } throws: { error in
      (error as? ScreenPathError)?.description == message
    }
    #expect(window.render() == before.render)
    #expect(try window.path() == before.path)
    #expect(window.root === before.root)
    try window.checkInvariants()
    #expect(events.events.count == 1)
    let expected = try #require(refusal(of: text))
    #expect(
      events.events.first?.action == .restoreRefused(path: text, reason: expected.description))
    #expect(events.lines.first?.hasPrefix("restore refused \(text): ") == true)
  }

  func refusal(of text: String) -> ScreenPathError? {
    do {
      try Window().restore(text, using: PathTestApp.registry)
      return nil
    } catch {
      return error
    }
  }

  @Test func everythingBuiltBeforeARefusalIsFreed() throws {
    let watcher = LifetimeWatcher()
    var registry = PathTestApp.registry
    registry.register("item") { identity, router in
      let screen = try PathTestApp.build(identity, router: router)
      watcher.watch(screen)
      watcher.watch(router)
      return screen
    }
    registry.register("broken") { _, _ in throw CancellationError() }
    #expect(throws: ScreenPathError.buildFailed(ScreenIdentity("broken"), "CancellationError()")) {
      try window.restore(
        "tabs(*nav(shop/item?id=1&label=A/item?id=2&label=B),nav(wishlist))/[modal]broken",
        using: registry)
    }
    #expect(watcher.count == 4)
    #expect(watcher.survivors.isEmpty)
  }

  @Test func aBuilderReturningAnotherIdentityIsRefused() {
    var registry = PathTestApp.registry
    registry.register("shop") { _, router in
      try PathTestApp.build(ScreenIdentity("wishlist"), router: router)
    }
    #expect(
      throws: ScreenPathError.identityMismatch(
        expected: ScreenIdentity("shop"), actual: ScreenIdentity("wishlist"))
    ) {
      try window.restore(ScreenPath(root: .screen(ScreenIdentity("shop"))), using: registry)
    }
  }

  @Test func aBuilderReturningAPlacedScreenIsRefused() throws {
    let placed = try #require(window.topmostScreen)
    var registry = PathTestApp.registry
    registry.register("sheet") { _, _ in placed }
    #expect(throws: ScreenPathError.self) {
      try window.restore("nav(shop)/[modal]sheet", using: registry)
    }
    #expect(window.topmostScreen === placed)
  }

  @Test func invalidValuesAreRefused() {
    #expect(
      throws: ScreenPathError.routing(
        RoutingError("rebuild an empty navigation stack", .hierarchy(.emptyStack)))
    ) {
      try window.restore(ScreenPath(root: .stack([])), using: PathTestApp.registry)
    }
    #expect(
      throws: ScreenPathError.routing(
        RoutingError("rebuild the path", .hierarchy(.tabIndexOutOfRange(index: 3, count: 1))))
    ) {
      try window.restore(
        ScreenPath(root: .tabs([.screen(ScreenIdentity("shop"))], selectedIndex: 3)),
        using: PathTestApp.registry)
    }
  }

  @Test func screensWithoutIdentityCannotBeWritten() throws {
    let window = Window()
    try window.setRoot { router in
      try NavigationContainer(root: router.makeScreen { _ in Screen(title: "Anonymous") })
    }
    #expect(
      throws: ScreenPathError.unidentifiedScreen(ScreenInfo(typeName: "Screen", title: "Anonymous"))
    ) {
      try window.path()
    }
    #expect(throws: ScreenPathError.emptyWindow) { try Window().path() }
  }
}

@Suite struct ScreenPathEncodingTests {
  @Test func aHandBuiltPathThatCouldNotBeReadBackIsNotEncoded() throws {
    let invalid = ScreenPath(root: .stack([]))
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(invalid) }
    let valid = ScreenPath(root: .stack([ScreenIdentity("home")]))
    let data = try JSONEncoder().encode(valid)
    #expect(try JSONDecoder().decode(ScreenPath.self, from: data) == valid)
  }
}
