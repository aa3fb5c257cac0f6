package import Wayfinder

/// The shop tab: the catalogue.
@MainActor
package final class ShopScreen: Screen {
  let viewModel: ShopViewModel

  init(viewModel: ShopViewModel) {
    self.viewModel = viewModel
    super.init(
      title: "Shop", content: viewModel.products.map { "\($0.name) — \($0.formattedPrice)" },
      model: viewModel)
    identity = ScreenIdentity("shop")
    for product in viewModel.products {
      addAction("Open \(product.name)") { [viewModel] in viewModel.open(product) }
    }
  }
}
