import Testing
import Wayfinder
import WayfinderTesting

// RGRoutable (riteshhgupta/RGRoutable, which ships no test suite; its README is the
// specification): a screen removed with `router.onComplete(payload)` hands `payload.data` to
// the presenter's `router.onReturn`; the payload holds its sender weakly, so a presenter that
// is gone receives nothing. Wayfinder's form is `open(_:returning:build:onResult:)` and
// `ResultRouter.finish(with:)`.

/// What the settings screen hands back.
private enum SettingsChange: Equatable {
  case renamed(String)
}

/// Collects what a presenter receives.
@MainActor
private final class ReturnInbox {
  var results: [RouteResult<SettingsChange>] = []
}

@MainActor
@Suite struct RGRoutableBehaviourTests {
  let app: PeerShop
  fileprivate let inbox = ReturnInbox()

  init() throws {
    app = try PeerShop()
  }

  /// Opens the settings screen for a result from `router`, its results going to the inbox.
  fileprivate func openSettings(
    from router: DefaultRouter, as transition: Transition,
    onReturn: (@MainActor (RouteResult<SettingsChange>) -> Void)? = nil
  ) throws -> ResultRouter<SettingsChange> {
    var made: ResultRouter<SettingsChange>?
    router.open(transition, returning: SettingsChange.self) { router in
      made = router
      return try PeerShop.build(ScreenIdentity("settings"), router: router)
    } onResult: { [inbox] result in
      inbox.results.append(result)
      onReturn?(result)
    }
    return try #require(made)
  }

  // Translates the README's "receive some data when one of its presentedViewController got
  // removed": the presenter gets the value once the screen is gone, and can route at once from
  // its handler (here: push the profile the new name belongs to).
  @Test func thePresenterGetsTheValueOnceTheScreenIsGoneAndCanRouteAtOnce() throws {
    let home = app.shop.itemRouter
    var pathInHandler: String?
    let settings = try openSettings(from: home, as: .modal(inNavigation: true)) {
      [weak app] result in
      pathInHandler = try? app?.path
      guard case .finished(.renamed(let name)) = result else { return }
      home.open(.push) { try PeerShop.build(ScreenIdentity(name), router: $0) }
    }
    _ = try app.open("profile-photo", from: settings, as: .push)

    settings.finish(with: .renamed("ada"))

    #expect(inbox.results == [.finished(.renamed("ada"))])
    #expect(pathInHandler == "tabs(*nav(shop),nav(wishlist))")
    #expect(try app.path == "tabs(*nav(shop/ada),nav(wishlist))")
    #expect(app.events.lines.contains(#"finished ItemScreen "settings" for ItemScreen "shop""#))
    try app.window.checkInvariants()
  }

  // A result when the presenter is gone (RGRoutable's weak `sender`): the settings screen is
  // moved to the bottom of the presented stack its presenter was the bottom of, the presenter
  // is freed, and finishing closes the presentation and hands nothing to anyone.
  @Test func aResultWhenThePresenterIsGoneClosesTheScreenAndIsDropped() throws {
    var settings: ResultRouter<SettingsChange>?
    let watcher = LifetimeWatcher()
    do {
      let account = try app.open(
        "account", from: app.shop.itemRouter, as: .modal(inNavigation: true))
      watcher.watch(account, as: "presenter")
      let opened = try openSettings(from: account.itemRouter, as: .push)
      settings = opened
      let settingsScreen = try #require(opened.root)
      account.itemRouter.setStack { stack in try stack.keep(settingsScreen) }
    }
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))/[modal in navigation]nav(settings)")
    #expect(settings?.isAwaitingResult == true)
    app.events.clear()

    let closed = outcome { try? #require(settings).finish(with: .renamed("ada"), completion: $0) }

    #expect(closed?.error == nil)
    #expect(inbox.results.isEmpty)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(!app.events.lines.contains { $0.hasPrefix("finished") || $0.hasPrefix("cancelled") })
  }

  // The same when the user closes the screen instead: no `cancelled` reaches a presenter that
  // is gone.
  @Test func aScreenClosedAfterItsPresenterIsGoneDeliversNoCancellation() throws {
    do {
      let account = try app.open("account", from: app.shop.itemRouter, as: .push)
      let settings = try openSettings(from: account.itemRouter, as: .push)
      let settingsScreen = try #require(settings.root)
      app.shop.itemRouter.setStack { stack in
        try stack.keep(app.shop)
        try stack.keep(settingsScreen)
      }
    }
    try #require(app.window.topmostScreen?.router).close()

    #expect(inbox.results.isEmpty)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }

  // RGRoutable's sender is weak, not "on screen": a presenter still alive hears the outcome even
  // when it has left the window (here `cancelled`), and its routing from the handler fails.
  @Test func aPresenterAliveButNoLongerShownStillHearsHowTheFlowEnded() throws {
    let account = try app.open("account", from: app.shop.itemRouter, as: .push)
    var routed: Result<Void, RoutingError>?
    let settings = try openSettings(from: account.itemRouter, as: .modal) { _ in
      account.itemRouter.open(.push) { router in
        try PeerShop.build(ScreenIdentity("x"), router: router)
      } completion: {
        routed = $0.map { _ in }
      }
    }
    let settingsScreen = try #require(settings.root)
    // The presenter leaves its stack; the presentation it asked for leaves with it, so the
    // screen hands back `cancelled` to the presenter, which the test still holds.
    app.shop.itemRouter.popToRoot()

    #expect(!settingsScreen.isShown)
    #expect(inbox.results.map(\.isCancelled) == [true])
    #expect(routed?.error?.reason == .notShown(ScreenInfo(account)))
  }

  // A screen that finishes while something is presented above it closes with it, and the
  // presenter gets the value once, after both are gone.
  @Test func finishingUnderAPresentationClosesBothAndDeliversOnce() throws {
    var pathInHandler: String?
    let settings = try openSettings(from: app.shop.itemRouter, as: .modal(inNavigation: true)) {
      [weak app] _ in pathInHandler = try? app?.path
    }
    _ = try app.open("color-picker", from: settings, as: .modal)

    settings.finish(with: .renamed("ada"))
    settings.finish(with: .renamed("bob"))

    #expect(inbox.results == [.finished(.renamed("ada"))])
    #expect(pathInHandler == "tabs(*nav(shop),nav(wishlist))")
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }
}
