import WayfinderContainer

@testable import WayfinderSampleShop

/// The app graph's services, as the app resolves them, for the view-model tests: the real
/// wishlist store, the current session, and logging in and out without screens.
@MainActor
struct ShopServices {
  let container: Container
  let wishlist: WishlistStore

  init() throws {
    container = try AppGraph.makeContainer()
    wishlist = try container.resolve()
  }

  /// The current session: a new one after each ``logOut()``.
  var session: SessionService {
    get throws { try container.resolve() }
  }

  /// Logs `email` in on the current session, as the login form does.
  func logIn(_ email: String = "demo@shop.example") throws {
    try session.logIn(email: email, password: "secret")
  }

  /// Ends the session, as `LogoutRoute` does (without refreshing any screen).
  func logOut() {
    container.reset(.session)
  }
}
