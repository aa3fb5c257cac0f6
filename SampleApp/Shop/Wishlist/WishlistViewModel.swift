/// The wishlist tab's logic: the logged-in user's wished-for products, and logging in and out.
@MainActor
final class WishlistViewModel {
  /// The routes this view model uses.
  typealias Routes = ProductRoute & LoginRoute & LogoutRoute

  private let router: any Routes
  // The tab stays on screen across logouts, so it holds the store, which outlives every
  // session, and never a session of its own.
  private let wishlist: WishlistStore

  init(router: any Routes, wishlist: WishlistStore) {
    self.router = router
    self.wishlist = wishlist
  }

  /// The logged-in user's wished-for products, oldest first.
  var products: [Product] { wishlist.products }

  /// Whether someone is logged in (the wishlist has an owner).
  var isLoggedIn: Bool { wishlist.owner != nil }

  func open(_ product: Product) {
    router.openProduct(id: product.id)
  }

  func logIn() {
    router.openLogin()
  }

  /// Logs out; the tab then offers to log in again.
  func logOut() {
    router.logOut()
  }
}
