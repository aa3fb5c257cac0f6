import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// ComposableNavigator's own tests (NavigatorDatasourceTests) pin navigation as a value: the
// current path is exposed; replacing it with a new path, the exact same path or an empty one;
// going back to a screen that is or is not in the path; dismissing the root (nothing happens),
// a screen, or the successors of a screen. Wayfinder's value is `ScreenPath`, which is Codable
// and restored with `Window.restore(_:using:)`.

/// Every screen name the app registers today.
private let screenNames = ["shop", "wishlist", "product", "login", "sign-up", "promo", "receipt"]

@MainActor
@Suite struct ComposableNavigatorBehaviourTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
    let product = try app.open(
      ScreenIdentity("product", parameters: ["id": "42"]), from: app.wishlist.itemRouter,
      as: .push)
    app.shop.itemRouter.selectTab(at: 1)
    let login = try app.open("login", from: product.itemRouter, as: .modal(inNavigation: true))
    try app.open("sign-up", from: login.itemRouter, as: .push)
    app.events.clear()
  }

  static let saved =
    "tabs(nav(shop),*nav(wishlist/product?id=42))/[modal in navigation]nav(login/sign-up)"

  // Translates test_navigator_path_exposes_current_path and test_replace_path_with_exact_same_
  // path, through JSON: the value saved and read back restores an equal hierarchy, made of new
  // screens that close as the originals did, and the old screens are freed.
  @Test func aPathSavedAsJSONRestoresTheSameHierarchyWithNewScreens() throws {
    #expect(try app.path == Self.saved)
    let json = try JSONEncoder().encode(try app.window.path())
    let old = app.window.screensFromTop
    let decoded = try JSONDecoder().decode(ScreenPath.self, from: json)

    try app.window.restore(decoded, using: PeerShop.registry(screenNames))

    #expect(try app.path == Self.saved)
    #expect(old.allSatisfy { !$0.isShown })
    #expect(!app.window.screensFromTop.contains { screen in old.contains { $0 === screen } })
    #expect(app.events.lines.last == "restored \(Self.saved)")
    let signUp = try #require(app.window.topmostScreen?.router)
    signUp.close()
    #expect(
      try app.path
        == "tabs(nav(shop),*nav(wishlist/product?id=42))/[modal in navigation]nav(login)")
    try #require(app.window.topmostScreen?.router).close()
    #expect(try app.path == "tabs(nav(shop),*nav(wishlist/product?id=42))")
    try app.window.checkInvariants()
  }

  // Translates test_replace_path_with_exact_same_path in a window that only the restores
  // filled: restoring the path it shows again replaces every screen, and frees the old ones.
  @Test func restoringTheSamePathAgainFreesTheScreensItReplaced() throws {
    let path = try app.window.path()
    let registry = PeerShop.registry(screenNames)
    let window = Window()
    let watcher = LifetimeWatcher()
    do {
      try window.restore(path, using: registry)
      for screen in window.screensFromTop { watcher.watch(screen, as: "\(ScreenInfo(screen))") }
    }

    try window.restore(path, using: registry)

    #expect(try window.path() == path)
    #expect(watcher.count == 9)
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(window.leakedScreens().isEmpty)
  }

  // A screen that returns a result, restored from a path, has no presenter waiting: finishing
  // it only closes it (its presentation, here), and nobody hears of it.
  @Test func aRestoredScreenOpenedForAResultFinishesByClosingOnly() throws {
    var registry = PeerShop.registry(screenNames)
    registry.register("pin", router: ResultRouter<Int>.self) { identity, router in
      try PeerShop.build(identity, router: router)
    }
    let path = ScreenPath(
      root: .tabs(
        [.stack([ScreenIdentity("shop")]), .stack([ScreenIdentity("wishlist")])],
        selectedIndex: 0),
      presentations: [.init(style: "modal in navigation", node: .stack([ScreenIdentity("pin")]))])
    try app.window.restore(path, using: registry)
    let pin = try #require(app.window.topmostScreen?.router as? ResultRouter<Int>)
    #expect(!pin.isAwaitingResult)
    app.events.clear()

    pin.finish(with: 1234)

    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(
      app.events.lines == [#"closed ItemScreen "pin" (modal in navigation, system.modal 300ms)"#])
  }

  // A restored value naming a screen that no longer registers (saved by the previous version
  // of the app, which had a `sign-up` screen): the restore is refused with the name, nothing it
  // built stays alive, and a fresh window stays empty until the app restores its default path.
  @Test func aSavedPathNamingAScreenNoLongerRegisteredIsRefusedAndBuildsNothing() throws {
    let json = try JSONEncoder().encode(try app.window.path())
    let path = try JSONDecoder().decode(ScreenPath.self, from: json)
    let watcher = LifetimeWatcher()
    var registry = ScreenRegistry()
    for name in screenNames where name != "sign-up" {
      registry.register(name) { identity, router in
        let screen = try PeerShop.build(identity, router: router)
        watcher.watch(screen, as: identity.description)
        return screen
      }
    }
    let fresh = Window()
    let events = EventLog(context: fresh.context)

    let error = #expect(throws: ScreenPathError.self) { try fresh.restore(path, using: registry) }

    #expect(error == .unknownScreen("sign-up"))
    #expect(fresh.root == nil)
    #expect(watcher.count > 0)
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(
      events.lines == [
        "restore refused \(Self.saved): no screen is registered under the name \"sign-up\""
      ])

    try fresh.restore(ScreenPath(root: .stack([ScreenIdentity("shop")])), using: registry)
    #expect(try fresh.path().description == "nav(shop)")
  }

  // The same for a presentation style the app no longer registers: the window in use is left
  // exactly as it was.
  @Test func aSavedPathWithAPresentationStyleNoLongerRegisteredLeavesTheWindowAsItWas() throws {
    let before = (render: app.window.render(), root: app.window.root)
    let path = ScreenPath(
      root: .stack([ScreenIdentity("shop")]),
      presentations: [.init(style: "card", node: .screen(ScreenIdentity("promo")))])

    #expect(throws: ScreenPathError.unknownPresentation("card")) {
      try app.window.restore(path, using: PeerShop.registry(screenNames))
    }
    #expect(app.window.render() == before.render)
    #expect(app.window.root === before.root)
  }

  // Translates test_goBack_to_existing_screen and test_goBack_to_non_existing_screen: going
  // back to a shown screen leaves the path up to it; to a screen no longer shown is refused and
  // changes nothing.
  @Test func goingBackToAShownScreenOrToOneNoLongerShown() throws {
    let product = try #require(
      app.window.screens(with: ScreenIdentity("product", parameters: ["id": "42"])).first)
    let gone = try app.open("receipt", from: try #require(product.router), as: .push)
    gone.itemRouter.close()
    let before = try app.path

    let refused = outcome { gone.itemRouter.focus(completion: $0) }

    #expect(refused?.error?.reason == .notShown(ScreenInfo(gone)))
    #expect(try app.path == before)

    try #require(product.router).focus()
    #expect(try app.path == "tabs(nav(shop),*nav(wishlist/product?id=42))")
  }

  // Translates test_dismiss_root_screen_doesNothing: the root presents nothing once the
  // presentations are gone, and dismissing everything above it again is refused, unchanged.
  @Test func dismissingEverythingAboveTheRootTwiceChangesNothingTheSecondTime() throws {
    let root = try #require(app.tabs.router)
    #expect(outcome { root.dismissAll(completion: $0) }?.error == nil)
    let after = try app.path
    #expect(after == "tabs(nav(shop),*nav(wishlist/product?id=42))")

    let refused = outcome { root.dismissAll(completion: $0) }

    #expect(refused?.error?.reason == .hierarchy(.notPresenting(ScreenInfo(app.tabs))))
    #expect(try app.path == after)
  }

  // Translates test_dismissSuccessor_of_screen: everything presented after a screen inside a
  // presentation goes, the presentation holding the screen stays.
  @Test func dismissingTheSuccessorsOfAPresentedScreenKeepsItsPresentation() throws {
    let signUp = try #require(app.window.topmostScreen?.router)
    let promo = try app.open("promo", from: signUp, as: .modal)
    try app.open("receipt", from: promo.itemRouter, as: .modal)
    let login = try #require(app.window.screens(with: ScreenIdentity("login")).first)

    app.shop.itemRouter.dismissAll(downTo: login)

    #expect(try app.path == Self.saved)
    #expect(
      app.events.lines.last
        == #"dismissed 2 down to ItemScreen "login" (modal, system.modal 300ms)"#)
  }
}
