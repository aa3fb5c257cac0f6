import Wayfinder

/// Makes and selects the Shop tab.
@MainActor
protocol ShopTabRoute {
  /// Selects the Shop tab.
  func selectShopTab()
}

extension ShopTabRoute where Self: Router {
  /// Makes the Shop tab: a navigation container whose root is the catalogue.
  func makeShopTab() throws -> NavigationContainer {
    let shop = try makeScreen { router in
      ShopScreen(viewModel: try container.resolve(ShopViewModel.self, arguments: router))
    }
    return try NavigationContainer(root: shop, title: "Shop")
  }

  func selectShopTab() {
    selectTab(at: AppTab.shop.rawValue)
  }
}

extension DefaultRouter: ShopTabRoute {}
