/// The wishlist tab's logic: the wished-for products, and login.
@MainActor
final class WishlistViewModel {
  /// The routes this view model uses.
  typealias Routes = ProductRoute & LoginRoute

  private let router: any Routes
  private let wishlist: WishlistStore
  private let catalogue: ProductCatalogue
  private let session: SessionService

  init(
    router: any Routes, wishlist: WishlistStore, catalogue: ProductCatalogue,
    session: SessionService
  ) {
    self.router = router
    self.wishlist = wishlist
    self.catalogue = catalogue
    self.session = session
  }

  var products: [Product] { wishlist.productIDs.compactMap { try? catalogue.product(id: $0) } }

  var isLoggedIn: Bool { session.isLoggedIn }

  func open(_ product: Product) {
    router.openProduct(id: product.id)
  }

  func logIn() {
    router.openLogin()
  }
}
