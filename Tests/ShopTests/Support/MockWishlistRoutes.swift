@testable import WayfinderSampleShop

/// The routes of ``WishlistViewModel``, recorded.
@MainActor
final class MockWishlistRoutes: WishlistViewModel.Routes {
  enum Call: Equatable {
    case openProduct(id: Int)
    case openLogin
    case logOut
  }

  private(set) var calls: [Call] = []

  func openProduct(id: Int) {
    calls.append(.openProduct(id: id))
  }

  func openLogin(onFinish: @escaping @MainActor (LoginOutcome) -> Void) {
    calls.append(.openLogin)
  }

  func logOut() {
    calls.append(.logOut)
  }
}
