import Testing
import Wayfinder

@testable import WayfinderSampleShop

/// Logging out from the Wishlist tab, on a real window: the session scope is reset, every screen
/// that shows session state is refreshed at once, nothing of the old session stays alive, and
/// what outlives the session (the store, the links) sees the new one.
@MainActor
@Suite struct LogoutTests {
  let session: ShopSession

  /// Logs in from the Wishlist tab, adds Walking Boots from the Shop tab (whose product screen
  /// stays open), and comes back to the Wishlist tab.
  init() throws {
    session = ShopSession(app: try ShopApp())
    try session.perform(.tab("Wishlist"))
    try session.perform(.tap("Log in"))
    try session.perform(.tap("Log in"))
    try session.perform(.tab("Shop"))
    try session.perform(.tap("Open Walking Boots"))
    try session.perform(.tap("Add to wishlist"))
    try session.perform(.tap("OK"))
    try session.perform(.tab("Wishlist"))
  }

  var window: Window { session.window }

  /// The product screen left open in the Shop tab.
  var bootsScreen: ProductScreen? {
    window.firstScreen { $0 is ProductScreen } as? ProductScreen
  }

  @Test func loggingOutEndsTheSessionAndRefreshesTheScreens() throws {
    window.refreshScreens()
    #expect(window.topmostScreen?.content == ["Walking Boots"])
    #expect(window.topmostScreen?.actions.map(\.title) == ["Open Walking Boots", "Log out"])
    #expect(bootsScreen?.content.last == "On your wishlist")
    let tree = window.render()
    _ = session.takeEvents()

    try session.perform(.tap("Log out"))
    // No refresh by the terminal here: the logout refreshed the screens itself, the hidden
    // tab's product screen too.
    #expect(window.topmostScreen?.content == ["Log in to see your wishlist."])
    #expect(window.topmostScreen?.actions.map(\.title) == ["Log in"])
    #expect(bootsScreen?.content.last == "Not on your wishlist")
    // Logging out changes what the screens show, not which screens there are.
    #expect(window.render() == tree)
    #expect(session.takeEvents().isEmpty)
    #expect(try !session.app.session.isLoggedIn)
    #expect(try session.app.wishlist.owner == nil)
    #expect(window.leakedScreens().isEmpty)
  }

  @Test func theOldSessionIsFreedAndTheNextResolveGivesANewOne() throws {
    weak var oldSession: SessionService?
    oldSession = try session.app.session
    #expect(oldSession?.userEmail == "demo@shop.example")
    try session.perform(.tap("Log out"))
    #expect(oldSession == nil)
    let next = try session.app.session
    #expect(!next.isLoggedIn)
    #expect(try session.app.session === next)
  }

  @Test func theProductScreenLeftOpenAsksToLogInAgain() throws {
    try session.perform(.tap("Log out"))
    try session.perform(.tab("Shop"))
    try session.perform(.tap("Add to wishlist"))
    #expect(window.topmostScreen is LoginScreen)
    // The same account logs in again: its wishlist (kept by the shop) already has the boots.
    try session.perform(.tap("Log in"))
    #expect(window.topmostScreen?.content == ["Walking Boots is already on your wishlist."])
    #expect(try session.app.wishlist.productIDs == [42])
  }

  @Test func theLinksGuardSeesTheNewSession() throws {
    try session.perform(.tap("Log out"))
    _ = session.takeEvents()
    try session.perform(.open("shop://wishlist/add/13"))
    #expect(window.topmostScreen is LoginScreen)
    try session.perform(.tap("Cancel"))
    #expect(
      session.takeEvents().last
        == "event: deeplink abandoned shop://wishlist/add/13: the flow of the guard \"logged in\" did not succeed: the user cancelled the login"
    )
    #expect(try session.app.wishlist.productIDs.isEmpty)
    #expect(window.leakedScreens().isEmpty)
  }

  @Test func anotherAccountSeesOnlyItsOwnWishlist() throws {
    try session.perform(.tap("Log out"))
    try session.perform(.tap("Log in"))
    try session.perform(.tap("Sign up"))
    try session.perform(.tap("Create account"))
    #expect(try session.app.session.userEmail == "new@shop.example")
    window.refreshScreens()
    #expect(window.topmostScreen?.content == ["Your wishlist is empty."])
    #expect(try session.app.wishlist.productIDs.isEmpty)
  }
}
