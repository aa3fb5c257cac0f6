@testable import WayfinderSampleShop

/// The routes of ``ShopViewModel``, recorded.
@MainActor
final class MockShopRoutes: ShopViewModel.Routes {
  enum Call: Equatable {
    case openProduct(id: Int)
  }

  private(set) var calls: [Call] = []

  func openProduct(id: Int) {
    calls.append(.openProduct(id: id))
  }
}
