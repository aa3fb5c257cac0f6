import Wayfinder

/// Pushes the sign-up form.
@MainActor
protocol SignUpRoute {
  /// Opens the sign-up form; `onSignedUp` receives the new account's e-mail.
  func openSignUp(onSignedUp: @escaping @MainActor (String) -> Void)
}

extension SignUpRoute where Self: Router {
  func openSignUp(onSignedUp: @escaping @MainActor (String) -> Void) {
    openSignUp(as: .push, onSignedUp: onSignedUp)
  }

  /// Opens the sign-up form with `transition`.
  func openSignUp(
    as transition: Transition, onSignedUp: @escaping @MainActor (String) -> Void
  ) {
    open(transition) { router in
      SignUpScreen(
        viewModel: try container.resolve(SignUpViewModel.self, arguments: router, onSignedUp))
    }
  }
}

extension DefaultRouter: SignUpRoute {}
