import Testing
import WayfinderContainer

@testable import WayfinderSampleShop

/// The wishlist store outlives every session and asks for the current one through a provider:
/// after a logout it sees the new session, and it keeps none alive.
@MainActor
@Suite struct WishlistStoreTests {
  let services: ShopServices

  init() throws {
    services = try ShopServices()
  }

  var store: WishlistStore { services.wishlist }

  @Test func nobodyLoggedInMeansNoWishlistAndNoAdding() {
    #expect(store.owner == nil)
    #expect(store.products.isEmpty)
    #expect(throws: ShopError.notLoggedIn) { try store.add(7) }
    #expect(store.productIDs.isEmpty)
  }

  @Test func itAddsToTheOwnersWishlistOnce() throws {
    try services.logIn()
    #expect(store.owner == "demo@shop.example")
    #expect(try store.add(7))
    #expect(try store.add(13))
    #expect(try !store.add(7))
    #expect(store.productIDs == [7, 13])
    #expect(store.products.map(\.name) == ["Wool Socks", "Trail Map"])
    #expect(store.contains(13))
  }

  @Test func anUnknownProductIsRefusedAndChangesNothing() throws {
    try services.logIn()
    try store.add(42)
    #expect(throws: ShopError.unknownProduct(id: 999)) { try store.add(999) }
    #expect(store.productIDs == [42])
  }

  @Test func afterALogoutItAsksTheNewSession() throws {
    let first = try services.session
    try services.logIn()
    try store.add(7)
    services.logOut()
    let next = try services.session
    #expect(next !== first)
    // The old session still says its user is logged in; a store that had kept it would too.
    #expect(first.isLoggedIn)
    #expect(!next.isLoggedIn)
    #expect(store.owner == nil)
    #expect(store.productIDs.isEmpty)
    #expect(throws: ShopError.notLoggedIn) { try store.add(13) }
  }

  @Test func eachAccountKeepsItsOwnWishlist() throws {
    try services.logIn("ada@shop.example")
    try store.add(42)
    services.logOut()
    try services.logIn("grace@shop.example")
    #expect(store.productIDs.isEmpty)
    try store.add(13)
    services.logOut()
    try services.logIn("ada@shop.example")
    #expect(store.productIDs == [42])
  }

  @Test func itKeepsNoSessionAlive() throws {
    weak var oldSession: SessionService?
    try services.logIn()
    oldSession = try services.session
    try store.add(7)
    #expect(oldSession != nil)
    services.logOut()
    #expect(oldSession == nil)
    #expect(store.owner == nil)
  }
}
