/// The shop tab's logic: the catalogue.
@MainActor
final class ShopViewModel {
  /// The routes this view model uses.
  typealias Routes = ProductRoute

  let products: [Product]
  private let router: any Routes

  init(products: [Product], router: any Routes) {
    self.products = products
    self.router = router
  }

  func open(_ product: Product) {
    router.openProduct(id: product.id)
  }
}
