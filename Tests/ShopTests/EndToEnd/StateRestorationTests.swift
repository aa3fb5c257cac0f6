import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@testable import WayfinderSampleShop

/// The shop saves what its window shows, and a relaunch (a new app) shows it again.
@MainActor
@Suite struct StateRestorationTests {
  /// An app on the Wishlist tab with two products pushed on it, and one on the Shop tab.
  static func browsedApp(departments: [String] = []) throws -> ShopSession {
    let session = ShopSession(app: try ShopApp(departments: departments))
    try session.perform(.tap("Open Walking Boots"))
    try session.perform(.open("shop://wishlist/product/7"))
    try session.perform(.open("shop://product/13"))
    return session
  }

  @Test func aRelaunchShowsWhatTheWindowShowed() throws {
    let watcher = LifetimeWatcher()
    var saved = Data()
    var before = ""
    do {
      let session = try Self.browsedApp()
      saved = try session.app.savedState()
      before = session.window.render()
      watcher.watch(session.app, as: "the app before the relaunch")
      watcher.watch(session.window.root, as: "its root")
    }
    #expect(watcher.survivors.isEmpty)

    let relaunched = ShopSession(app: try ShopApp())
    let launched = try #require(relaunched.window.root)
    weak let launchedRoot = launched
    _ = consume launched
    let path = try relaunched.app.restore(saved)
    #expect(
      path.description == "tabs(nav(shop/product?id=42),*nav(wishlist/product?id=7/product?id=13))")
    #expect(relaunched.window.render() == before)
    #expect(try relaunched.window.path() == path)
    try relaunched.window.checkInvariants()
    #expect(
      relaunched.takeEvents() == [
        #"event: opened TabContainer "Tabs" (root)"#, "event: restored \(path)",
      ])
    // What the app started with is gone, and nothing it held is left.
    #expect(launchedRoot == nil)
    #expect(relaunched.window.leakedScreens().isEmpty)
  }

  @Test func theRestoredScreensRouteAsTheOriginalsDid() throws {
    let relaunched = ShopSession(app: try ShopApp())
    try relaunched.app.restore(try Self.browsedApp().app.savedState())
    let check = ClosedScreensCheck(relaunched.window)
    try relaunched.perform(.back)
    #expect(relaunched.window.topmostScreen?.title == "Wool Socks")
    #expect(check.closedScreens() == [#"ProductScreen "Trail Map""#])
    #expect(check.survivorsOutsideTheHierarchy().isEmpty)
    try relaunched.perform(.tab("Shop"))
    #expect(relaunched.window.topmostScreen?.title == "Walking Boots")
    try relaunched.perform(.open("shop://wishlist/product/7"))
    #expect(relaunched.window.topmostScreen?.title == "Wool Socks")
    try relaunched.perform(.tap("Add to wishlist"))
    #expect(relaunched.window.topmostScreen is LoginScreen)
  }

  @Test func presentedFlowsAreNotSaved() throws {
    let session = try Self.browsedApp()
    try session.perform(.tap("Add to wishlist"))
    #expect(session.window.topmostScreen is LoginScreen)
    let relaunched = try ShopApp()
    let path = try relaunched.restore(try session.app.savedState())
    #expect(path.presentations.isEmpty)
    #expect(relaunched.window.topmostScreen?.title == "Trail Map")
  }

  @Test func departmentTabsAreRestored() throws {
    let session = try Self.browsedApp(departments: ["Footwear", "Maps"])
    try session.perform(.tab("Maps"))
    try session.perform(.tap("Open Trail Map"))
    let relaunched = try ShopApp()
    try relaunched.restore(try session.app.savedState())
    #expect(relaunched.window.render() == session.window.render())
    #expect(relaunched.window.topmostScreen?.title == "Trail Map")
  }

  @Test func aStateThatCannotBeRestoredLeavesTheAppAsLaunched() throws {
    let app = try ShopApp()
    let launched = app.window.render()
    var refusals: [PathEvent] = []
    app.window.context.addObserver { event in
      if let refusal = event.feature(as: PathEvent.self) { refusals.append(refusal) }
    }
    let gone = ScreenPath(root: .stack([ScreenIdentity("product", parameters: ["id": "999"])]))
    #expect(throws: ScreenPathError.self) { try app.restore(try JSONEncoder().encode(gone)) }
    #expect(throws: DecodingError.self) { try app.restore(Data("not a saved state".utf8)) }
    #expect(app.window.render() == launched)
    #expect(refusals.count == 1)
    #expect(refusals.first?.description.hasPrefix("restore refused nav(product?id=999): ") == true)
  }
}
