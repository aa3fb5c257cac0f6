import Testing

@testable import WayfinderSampleShop

@MainActor
@Suite struct ShopViewModelTests {
  let routes = MockShopRoutes()

  @Test func itListsTheCatalogueInOrder() {
    let model = ShopViewModel(products: ProductCatalogue.sample.products, router: routes)
    #expect(model.products.map(\.id) == [42, 7, 13])
    #expect(routes.calls.isEmpty)
  }

  @Test(arguments: ProductCatalogue.sample.products)
  func openingAProductRoutesToIt(product: Product) {
    let model = ShopViewModel(products: ProductCatalogue.sample.products, router: routes)
    model.open(product)
    #expect(routes.calls == [.openProduct(id: product.id)])
  }
}
