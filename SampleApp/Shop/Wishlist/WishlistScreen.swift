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
    removeAllActions()
    guard viewModel.isLoggedIn else {
      content = ["Log in to see your wishlist."]
      addAction("Log in") { [viewModel] in viewModel.logIn() }
      return
    }
    let products = viewModel.products
    content = products.isEmpty ? ["Your wishlist is empty."] : products.map(\.name)
    for product in products {
      addAction("Open \(product.name)") { [viewModel] in viewModel.open(product) }
    }
    addAction("Log out") { [viewModel] in viewModel.logOut() }
  }
}
