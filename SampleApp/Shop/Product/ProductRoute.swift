import Wayfinder

/// Opens a product's screen; pushed by default.
@MainActor
protocol ProductRoute {
  /// Pushes the screen of product `id`.
  func openProduct(id: Int)
}

extension ProductRoute where Self: Router {
  func openProduct(id: Int) {
    openProduct(id: id, as: .push)
  }

  /// Opens the screen of product `id` with `transition` (deeplinks use other transitions).
  func openProduct(id: Int, as transition: Transition) {
    open(transition) { router in
      ProductScreen(viewModel: try container.resolve(ProductViewModel.self, arguments: router, id))
    }
  }
}

extension DefaultRouter: ProductRoute {}
