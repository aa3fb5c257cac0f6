import Wayfinder

@testable import WayfinderSampleShop

/// The routes of ``LoginViewModel``, recorded; the sign-up form's `onSignedUp` is kept so a test
/// can finish signing up with ``finishSignUp(email:)``.
@MainActor
final class MockLoginRoutes: LoginViewModel.Routes {
  enum Call: Equatable {
    case openSignUp
    case openForgottenPassword
    case finish(LoginOutcome)
    case cancel
  }

  private(set) var calls: [Call] = []
  private var signUpHandlers: [@MainActor (String) -> Void] = []

  func openSignUp(onSignedUp: @escaping @MainActor (String) -> Void) {
    calls.append(.openSignUp)
    signUpHandlers.append(onSignedUp)
  }

  func openForgottenPassword() {
    calls.append(.openForgottenPassword)
  }

  func finish(with output: LoginOutcome) {
    calls.append(.finish(output))
  }

  func cancel() {
    calls.append(.cancel)
  }

  /// Reports a new account from the oldest open sign-up form, as the form would.
  func finishSignUp(email: String) throws {
    guard !signUpHandlers.isEmpty else { throw MockError.noPendingSignUp }
    signUpHandlers.removeFirst()(email)
  }

  enum MockError: Error {
    case noPendingSignUp
  }
}
