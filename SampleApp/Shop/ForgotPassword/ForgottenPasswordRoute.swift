import Wayfinder

/// Pushes the forgotten-password form.
@MainActor
protocol ForgottenPasswordRoute {
  /// Opens the forgotten-password form.
  func openForgottenPassword()
}

extension ForgottenPasswordRoute where Self: Router {
  func openForgottenPassword() {
    openForgottenPassword(as: .push)
  }

  /// Opens the forgotten-password form with `transition`.
  func openForgottenPassword(as transition: Transition) {
    open(transition) { router in
      ForgottenPasswordScreen(
        viewModel: try container.resolve(ForgottenPasswordViewModel.self, arguments: router))
    }
  }
}

extension DefaultRouter: ForgottenPasswordRoute {}
