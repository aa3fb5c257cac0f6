import Testing

@testable import WayfinderSampleShop

@MainActor
@Suite struct WishlistViewModelTests {
  let routes = MockWishlistRoutes()
  let wishlist = WishlistStore()
  let session = SessionService()

  func makeModel() -> WishlistViewModel {
    WishlistViewModel(
      router: routes, wishlist: wishlist, catalogue: .sample, session: session)
  }

  @Test func anEmptyWishlistHasNoProducts() {
    #expect(makeModel().products.isEmpty)
  }

  @Test func itListsTheWishedForProductsOldestFirst() {
    let model = makeModel()
    wishlist.add(13)
    wishlist.add(42)
    #expect(model.products.map(\.name) == ["Trail Map", "Walking Boots"])
  }

  @Test func itSkipsIdentifiersTheCatalogueDoesNotKnow() {
    wishlist.add(999)
    wishlist.add(7)
    #expect(makeModel().products.map(\.id) == [7])
  }

  @Test func itFollowsTheSession() throws {
    let model = makeModel()
    #expect(!model.isLoggedIn)
    try session.logIn(email: "demo@shop.example", password: "secret")
    #expect(model.isLoggedIn)
  }

  @Test func openingAProductRoutesToIt() throws {
    let model = makeModel()
    model.open(try ProductCatalogue.sample.product(id: 7))
    #expect(routes.calls == [.openProduct(id: 7)])
  }

  @Test func loggingInOpensTheLoginFlow() {
    makeModel().logIn()
    #expect(routes.calls == [.openLogin])
  }
}
