import Wayfinder

@testable import WayfinderSampleShop

/// The routes of ``SignUpViewModel``, recorded.
@MainActor
final class MockSignUpRoutes: SignUpViewModel.Routes {
  enum Call: Equatable {
    case openForgottenPassword
  }

  private(set) var calls: [Call] = []

  func openForgottenPassword() {
    calls.append(.openForgottenPassword)
  }
}
