import Testing
import Wayfinder
import WayfinderTesting

// RGRoutable (riteshhgupta/RGRoutable) ships no test target: its repository holds the library
// (Source/Core) and an example app (RGRoutable/AppRouter.swift). Its documented rules are in
// Source/Core/Routable.swift, translated here rule by rule: `remove(payload:)` pops a pushed
// screen or dismisses a presented one (the whole navigation controller when the screen is its
// first) and hands the payload to `previousRoutable`; `removeNavigationStack(payload:)` dismisses
// the presented navigation controller from any screen of it and hands the payload to the
// presenter (the presenting navigation controller's top). Round one (RGRoutableBehaviourTests)
// has the value after the screen is gone, the weak sender and finishing under a presentation.

/// What the presenter receives.
@MainActor
private final class Inbox {
  var results: [RouteResult<String>] = []
}

/// The router of a screen built inside an awaited call, handed to the test.
@MainActor
private final class BuiltRouter {
  weak var router: ResultRouter<String>?
}

@MainActor
@Suite struct RGRoutableSuiteTests {
  let app: PeerShop
  fileprivate let inbox = Inbox()

  init() throws {
    app = try PeerShop()
  }

  /// Opens a screen named `name` for a `String` result from `router`, its result going to the
  /// inbox.
  func openForResult(_ name: String, from router: DefaultRouter, as transition: Transition)
    throws -> ResultRouter<String>
  {
    var made: ResultRouter<String>?
    router.open(transition, returning: String.self) { router in
      made = router
      return try PeerShop.build(ScreenIdentity(name), router: router)
    } onResult: { [inbox] in
      inbox.results.append($0)
    }
    return try #require(made)
  }

  // Routable.remove(payload:) outside a navigation controller: the screen is dismissed, and the
  // presenter gets the payload.
  @Test func removeOutsideANavigationStackDismissesAndReturnsThePayload() throws {
    let picker = try openForResult("picker", from: app.shop.itemRouter, as: .modal)

    picker.finish(with: "red")

    #expect(inbox.results == [.finished("red")])
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }

  // Routable.remove(payload:) on a pushed screen that is not the first: only it is popped, and
  // the screen below it (which pushed it) gets the payload; the presentation stays.
  @Test func removeOfAPushedScreenPopsOnlyIt() throws {
    let settings = try app.open(
      "settings", from: app.shop.itemRouter, as: .modal(inNavigation: true))
    let profile = try openForResult("profile", from: settings.itemRouter, as: .push)

    profile.finish(with: "ada")

    #expect(inbox.results == [.finished("ada")])
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))/[modal in navigation]nav(settings)")
  }

  // Routable.removeNavigationStack(payload:) from a pushed screen: the whole presented stack
  // goes and the presenter, the top of the presenting stack, gets the payload. In Wayfinder the
  // pushed screen ends the flow through the flow's own router (its view model holds it as
  // `Finishable`).
  @Test func removeNavigationStackFromAPushedScreenEndsTheWholeFlow() throws {
    let profile = try app.open("profile", from: app.shop.itemRouter, as: .push)
    let flow = try openForResult(
      "settings", from: profile.itemRouter, as: .modal(inNavigation: true))
    let pushed = try app.open("profile-photo", from: flow, as: .push)
    let ending: any Finishable<String> = flow

    pushed.itemRouter.open(.push) { router in
      try PeerShop.build(ScreenIdentity("crop"), router: router)
    }
    ending.finish(with: "cropped")

    #expect(inbox.results == [.finished("cropped")])
    #expect(try app.path == "tabs(*nav(shop/profile),nav(wishlist))")
    #expect(app.events.lines.contains(#"finished ItemScreen "settings" for ItemScreen "profile""#))
  }

  // Routable.remove(payload: nil): RGRoutable hands nothing to the presenter. Wayfinder's rule
  // differs on purpose: a flow closed without a value ends with `cancelled`, exactly once.
  @Test func removeWithoutAPayloadDeliversCancelledOnce() throws {
    let picker = try openForResult(
      "picker", from: app.shop.itemRouter, as: .modal(inNavigation: true))

    picker.cancel()
    picker.cancel()
    picker.finish(with: "late")

    #expect(inbox.results.map(\.isCancelled) == [true])
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }

  // AppRouter's settings flow, awaited: the presenter waits for the value instead of a closure,
  // and gets it once the screen is gone.
  @Test func theAwaitedFormReturnsTheValueOnceTheScreenIsGone() async throws {
    let home = app.shop.itemRouter
    let built = BuiltRouter()
    let waiting = Task { @MainActor [weak built] in
      await home.openAndWait(.modal(inNavigation: true), returning: String.self) { router in
        built?.router = router
        return try PeerShop.build(ScreenIdentity("settings"), router: router)
      }
    }
    while built.router == nil { await Task.yield() }
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))/[modal in navigation]nav(settings)")

    try #require(built.router).finish(with: "dark mode")
    let result = await waiting.value

    #expect(result.value == "dark mode")
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }
}
