import Wayfinder

/// The login screen's logic: log in, sign up, reset the password, or cancel.
@MainActor
final class LoginViewModel {
  /// The routes this view model uses.
  typealias Routes = SignUpRoute & ForgottenPasswordRoute & Finishable<LoginOutcome>

  private let router: any Routes
  private let session: SessionService
  private(set) var errorMessage: String?

  init(router: any Routes, session: SessionService) {
    self.router = router
    self.session = session
  }

  /// Logs in; on success the flow closes and reports the e-mail.
  func logIn(email: String, password: String) {
    do {
      try session.logIn(email: email, password: password)
    } catch {
      errorMessage = "Could not log in: \(error)."
      return
    }
    errorMessage = nil
    router.finish(with: .loggedIn(email: email))
  }

  /// Opens the sign-up form; a new account finishes the whole login flow.
  func signUp() {
    router.openSignUp { [router] email in router.finish(with: .loggedIn(email: email)) }
  }

  func forgotPassword() {
    router.openForgottenPassword()
  }

  /// Closes the flow; whoever opened it hears `.cancelled`.
  func cancel() {
    router.cancel()
  }
}
