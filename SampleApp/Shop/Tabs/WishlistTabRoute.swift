import Wayfinder

/// Makes and selects the Wishlist tab.
@MainActor
protocol WishlistTabRoute {
  /// Selects the Wishlist tab.
  func selectWishlistTab()
}

extension WishlistTabRoute where Self: Router {
  /// Makes the Wishlist tab: a navigation container whose root is the wishlist.
  func makeWishlistTab() throws -> NavigationContainer {
    let wishlist = try makeScreen { router in
      WishlistScreen(viewModel: try container.resolve(WishlistViewModel.self, arguments: router))
    }
    return try NavigationContainer(root: wishlist, title: "Wishlist")
  }

  func selectWishlistTab() {
    selectTab(at: AppTab.wishlist.rawValue)
  }
}

extension DefaultRouter: WishlistTabRoute {}
