import Wayfinder

/// The wishlist tab.
@MainActor
final class WishlistScreen: Screen, Refreshable {
  let viewModel: WishlistViewModel

  init(viewModel: WishlistViewModel) {
    self.viewModel = viewModel
    super.init(title: "Wishlist", model: viewModel)
    identity = ScreenIdentity("wishlist")
    refresh()
  }

  func refresh() {
    let products = viewModel.products
    content = products.isEmpty ? ["Your wishlist is empty."] : products.map(\.name)
    removeAllActions()
    for product in products {
      addAction("Open \(product.name)") { [viewModel] in viewModel.open(product) }
    }
    if !viewModel.isLoggedIn {
      addAction("Log in") { [viewModel] in viewModel.logIn() }
    }
  }
}
