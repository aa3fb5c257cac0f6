import Wayfinder

/// The login screen's logic: log in, sign up, reset the password, or cancel.
@MainActor
final class LoginViewModel {
  /// The routes this view model uses.
  typealias Routes = SignUpRoute & ForgottenPasswordRoute & Dismissable

  private let router: any Routes
  private let session: SessionService
  private var onFinish: (@MainActor (LoginOutcome) -> Void)?
  private(set) var errorMessage: String?

  init(
    router: any Routes, session: SessionService,
    onFinish: @escaping @MainActor (LoginOutcome) -> Void
  ) {
    self.router = router
    self.session = session
    self.onFinish = onFinish
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
    router.dismiss()
    finish(.loggedIn(email: email))
  }

  func signUp() {
    // Strong on purpose: signing up dismisses the whole login flow (this view model's screen
    // included) before it reports, so the sign-up form keeps this view model alive until then.
    router.openSignUp { email in self.finish(.loggedIn(email: email)) }
  }

  func forgotPassword() {
    router.openForgottenPassword()
  }

  func cancel() {
    router.dismiss()
    finish(.cancelled)
  }

  /// Reports the outcome once; later calls do nothing.
  private func finish(_ outcome: LoginOutcome) {
    let handler = onFinish
    onFinish = nil
    handler?(outcome)
  }
}
