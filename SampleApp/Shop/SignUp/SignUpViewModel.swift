import Wayfinder

/// The sign-up form's logic: create an account (which logs in) or reset a password.
@MainActor
final class SignUpViewModel {
  /// The routes this view model uses.
  typealias Routes = ForgottenPasswordRoute

  private let router: any Routes
  private let session: SessionService
  private let onSignedUp: @MainActor (String) -> Void
  private(set) var errorMessage: String?

  init(
    router: any Routes, session: SessionService, onSignedUp: @escaping @MainActor (String) -> Void
  ) {
    self.router = router
    self.session = session
    self.onSignedUp = onSignedUp
  }

  /// Creates the account, logs in and reports it to the login flow.
  ///
  /// The login flow then closes, this form with it. A failure is shown on the form and nothing
  /// is reported.
  func createAccount(email: String) {
    do {
      try session.logIn(email: email, password: "secret")
    } catch {
      errorMessage = "Could not sign up: \(error)."
      return
    }
    errorMessage = nil
    onSignedUp(email)
  }

  func forgotPassword() {
    router.openForgottenPassword()
  }
}
