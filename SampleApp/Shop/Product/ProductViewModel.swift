/// The product screen's logic: related products, the wishlist (login first), Siri.
@MainActor
final class ProductViewModel {
  /// The routes this view model uses, and nothing more.
  typealias Routes = ProductRoute & PopUpRoute & SiriRoute & LoginRoute

  let product: Product
  let related: [Product]
  private let router: any Routes
  private let wishlist: WishlistStore
  private let session: SessionService

  init(
    product: Product, related: [Product], router: any Routes, wishlist: WishlistStore,
    session: SessionService
  ) {
    self.product = product
    self.related = related
    self.router = router
    self.wishlist = wishlist
    self.session = session
  }

  var isOnWishlist: Bool { wishlist.contains(product.id) }

  func openRelated(_ related: Product) {
    router.openProduct(id: related.id)
  }

  /// Adds the product to the wishlist, logging in first when nobody is logged in.
  func addToWishlist() {
    guard session.isLoggedIn else {
      router.openLogin { [weak self] outcome in
        if case .loggedIn = outcome { self?.addToWishlist() }
      }
      return
    }
    let added = wishlist.add(product.id)
    router.openPopUp(
      message: added
        ? "\(product.name) was added to your wishlist."
        : "\(product.name) is already on your wishlist.")
  }

  func addSiriShortcut() {
    router.openSiriShortcut(for: product)
  }
}
