/// The product screen's logic: related products, the wishlist (login first), Siri.
@MainActor
final class ProductViewModel {
  /// The routes this view model uses, and nothing more.
  typealias Routes = ProductRoute & PopUpRoute & SiriRoute & LoginRoute

  let product: Product
  let related: [Product]
  private let router: any Routes
  // A product screen can stay open across a logout (in the other tab), so the view model
  // holds the store, which outlives every session, and never a session of its own.
  private let wishlist: WishlistStore

  init(product: Product, related: [Product], router: any Routes, wishlist: WishlistStore) {
    self.product = product
    self.related = related
    self.router = router
    self.wishlist = wishlist
  }

  var isOnWishlist: Bool { wishlist.contains(product.id) }

  func openRelated(_ related: Product) {
    router.openProduct(id: related.id)
  }

  /// Adds the product to the wishlist, logging in first when nobody is logged in.
  func addToWishlist() {
    let added: Bool
    do {
      added = try wishlist.add(product.id)
    } catch .notLoggedIn {
      router.openLogin { [weak self] outcome in
        if case .loggedIn = outcome { self?.addToWishlist() }
      }
      return
    } catch {
      router.openPopUp(message: "Could not add \(product.name) to your wishlist: \(error).")
      return
    }
    router.openPopUp(
      message: added
        ? "\(product.name) was added to your wishlist."
        : "\(product.name) is already on your wishlist.")
  }

  func addSiriShortcut() {
    router.openSiriShortcut(for: product)
  }
}
