package import Wayfinder

/// A product: its price, related products and what the user can do with it.
@MainActor
package final class ProductScreen: Screen, Refreshable {
  let viewModel: ProductViewModel

  init(viewModel: ProductViewModel) {
    self.viewModel = viewModel
    super.init(title: viewModel.product.name, model: viewModel)
    identity = ScreenIdentity("product", parameters: ["id": String(viewModel.product.id)])
    refresh()
  }

  func refresh() {
    let product = viewModel.product
    content = [
      "\(product.name) — \(product.formattedPrice)",
      viewModel.isOnWishlist ? "On your wishlist" : "Not on your wishlist",
    ]
    removeAllActions()
    for related in viewModel.related {
      addAction("Open \(related.name)") { [viewModel] in viewModel.openRelated(related) }
    }
    addAction("Add to wishlist") { [viewModel] in viewModel.addToWishlist() }
    addAction("Add to Siri") { [viewModel] in viewModel.addSiriShortcut() }
  }
}
