/// A department tab's logic: its products.
@MainActor
final class DepartmentViewModel {
  /// The routes this view model uses.
  typealias Routes = ProductRoute

  /// The department's name, its tab's title.
  let name: String
  let products: [Product]
  private let router: any Routes

  init(name: String, catalogue: ProductCatalogue, router: any Routes) {
    self.name = name
    self.products = catalogue.products.filter { $0.department == name }
    self.router = router
  }

  func open(_ product: Product) {
    router.openProduct(id: product.id)
  }
}
