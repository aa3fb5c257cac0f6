import Wayfinder

@testable import WayfinderSampleShop

/// The routes of ``ForgottenPasswordViewModel``, recorded.
@MainActor
final class MockForgottenPasswordRoutes: ForgottenPasswordViewModel.Routes {
  enum Call: Equatable {
    case openPopUp(message: String)
    case close
  }

  private(set) var calls: [Call] = []

  func openPopUp(message: String) {
    calls.append(.openPopUp(message: message))
  }

  func close() {
    calls.append(.close)
  }
}
