import Testing

@testable import WayfinderSampleShop

@MainActor
@Suite struct ProductViewModelTests {
  let routes = MockProductRoutes()
  let services: ShopServices

  init() throws {
    services = try ShopServices()
  }

  var wishlist: WishlistStore { services.wishlist }

  func makeModel(id: Int = 7) throws -> ProductViewModel {
    let catalogue = ProductCatalogue.sample
    let product = try catalogue.product(id: id)
    return ProductViewModel(
      product: product, related: try product.relatedIDs.map { try catalogue.product(id: $0) },
      router: routes, wishlist: wishlist)
  }

  func logIn() throws {
    try services.logIn()
  }

  @Test func openingARelatedProductRoutesToIt() throws {
    let model = try makeModel(id: 7)
    #expect(model.related.map(\.id) == [42, 13])
    model.openRelated(model.related[1])
    #expect(routes.calls == [.openProduct(id: 13)])
  }

  @Test func addingWhenLoggedInAddsAndShowsThePopUp() throws {
    try logIn()
    let model = try makeModel()
    model.addToWishlist()
    #expect(wishlist.productIDs == [7])
    #expect(model.isOnWishlist)
    #expect(routes.calls == [.openPopUp(message: "Wool Socks was added to your wishlist.")])
  }

  @Test func addingTwiceSaysItIsAlreadyOnTheWishlist() throws {
    try logIn()
    let model = try makeModel()
    model.addToWishlist()
    model.addToWishlist()
    #expect(wishlist.productIDs == [7])
    #expect(
      routes.calls == [
        .openPopUp(message: "Wool Socks was added to your wishlist."),
        .openPopUp(message: "Wool Socks is already on your wishlist."),
      ])
  }

  @Test func addingWhenLoggedOutOpensTheLoginFirst() throws {
    let model = try makeModel()
    model.addToWishlist()
    #expect(routes.calls == [.openLogin])
    #expect(routes.pendingLogins == 1)
    #expect(wishlist.productIDs.isEmpty)
    #expect(!model.isOnWishlist)
  }

  @Test func loggingInFinishesAddingToTheWishlist() throws {
    let model = try makeModel()
    model.addToWishlist()
    try logIn()  // what the login screen does before it reports
    try routes.finishLogin(.loggedIn(email: "demo@shop.example"))
    #expect(wishlist.productIDs == [7])
    #expect(
      routes.calls == [.openLogin, .openPopUp(message: "Wool Socks was added to your wishlist.")])
  }

  @Test func cancellingTheLoginAddsNothing() throws {
    let model = try makeModel()
    model.addToWishlist()
    try routes.finishLogin(.cancelled)
    #expect(wishlist.productIDs.isEmpty)
    #expect(!model.isOnWishlist)
    #expect(routes.calls == [.openLogin])
    #expect(routes.pendingLogins == 0)
  }

  @Test func theLoginOutcomeDoesNotKeepTheViewModelAlive() throws {
    weak var freed: ProductViewModel?
    do {
      let model = try makeModel()
      freed = model
      model.addToWishlist()
    }
    #expect(freed == nil)
    // The flow outlives the product screen: reporting then does nothing.
    try logIn()
    try routes.finishLogin(.loggedIn(email: "demo@shop.example"))
    #expect(wishlist.productIDs.isEmpty)
    #expect(routes.calls == [.openLogin])
  }

  @Test func addingASiriShortcutOffersTheSheetForThisProduct() throws {
    let model = try makeModel(id: 42)
    model.addSiriShortcut()
    #expect(routes.calls == [.openSiriShortcut(productID: 42)])
  }

  @Test func itTellsWhetherTheProductIsOnTheWishlist() throws {
    let model = try makeModel(id: 13)
    try logIn()
    #expect(!model.isOnWishlist)
    try wishlist.add(13)
    #expect(model.isOnWishlist)
  }

  @Test func afterALogoutAddingAsksToLogInAgain() throws {
    let model = try makeModel()
    try logIn()
    model.addToWishlist()
    services.logOut()
    #expect(!model.isOnWishlist)
    model.addToWishlist()
    #expect(
      routes.calls == [
        .openPopUp(message: "Wool Socks was added to your wishlist."), .openLogin,
      ])
    // The same account logs in again: its wishlist is still there.
    try logIn()
    try routes.finishLogin(.loggedIn(email: "demo@shop.example"))
    #expect(model.isOnWishlist)
    #expect(routes.calls.last == .openPopUp(message: "Wool Socks is already on your wishlist."))
  }

  @Test func aProductTheStoreRefusesShowsWhy() throws {
    let unknown = Product(id: 99, name: "Compass", priceInCents: 2_000)
    let model = ProductViewModel(product: unknown, related: [], router: routes, wishlist: wishlist)
    try logIn()
    model.addToWishlist()
    #expect(
      routes.calls == [
        .openPopUp(message: "Could not add Compass to your wishlist: there is no product 99.")
      ])
    #expect(wishlist.productIDs.isEmpty)
  }
}
