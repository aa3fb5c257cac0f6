@testable import WayfinderSampleShop

/// The routes of ``ProductViewModel``, recorded; the login flow's `onFinish` is kept so a test
/// can end the flow with ``finishLogin(_:)``.
@MainActor
final class MockProductRoutes: ProductViewModel.Routes {
  enum Call: Equatable {
    case openProduct(id: Int)
    case openPopUp(message: String)
    case openSiriShortcut(productID: Int)
    case openLogin
  }

  private(set) var calls: [Call] = []
  private var loginHandlers: [@MainActor (LoginOutcome) -> Void] = []

  /// How many login flows were opened and not yet finished.
  var pendingLogins: Int { loginHandlers.count }

  func openProduct(id: Int) {
    calls.append(.openProduct(id: id))
  }

  func openPopUp(message: String) {
    calls.append(.openPopUp(message: message))
  }

  func openSiriShortcut(for product: Product) {
    calls.append(.openSiriShortcut(productID: product.id))
  }

  func openLogin(onFinish: @escaping @MainActor (LoginOutcome) -> Void) {
    calls.append(.openLogin)
    loginHandlers.append(onFinish)
  }

  /// Ends the oldest open login flow with `outcome`, as the login screen would.
  func finishLogin(_ outcome: LoginOutcome) throws {
    guard !loginHandlers.isEmpty else { throw MockError.noPendingLogin }
    loginHandlers.removeFirst()(outcome)
  }

  enum MockError: Error {
    case noPendingLogin
  }
}
