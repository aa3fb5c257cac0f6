import Testing

@testable import WayfinderSampleShop

@MainActor
@Suite struct WishlistViewModelTests {
  let routes = MockWishlistRoutes()
  let services: ShopServices

  init() throws {
    services = try ShopServices()
  }

  func makeModel() -> WishlistViewModel {
    WishlistViewModel(router: routes, wishlist: services.wishlist)
  }

  @Test func anEmptyWishlistHasNoProducts() throws {
    try services.logIn()
    #expect(makeModel().products.isEmpty)
  }

  @Test func itListsTheWishedForProductsOldestFirst() throws {
    let model = makeModel()
    try services.logIn()
    try services.wishlist.add(13)
    try services.wishlist.add(42)
    #expect(model.products.map(\.name) == ["Trail Map", "Walking Boots"])
  }

  @Test func itFollowsTheCurrentSessionAcrossALogout() throws {
    let model = makeModel()
    #expect(!model.isLoggedIn)
    try services.logIn()
    try services.wishlist.add(7)
    #expect(model.isLoggedIn)
    #expect(model.products.map(\.id) == [7])
    services.logOut()
    #expect(!model.isLoggedIn)
    #expect(model.products.isEmpty)
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

  @Test func loggingOutAsksTheRouterToLogOut() {
    makeModel().logOut()
    #expect(routes.calls == [.logOut])
  }
}
