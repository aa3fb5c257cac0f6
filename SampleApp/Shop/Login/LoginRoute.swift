import Wayfinder

/// Opens the login flow, modally inside its own navigation container.
@MainActor
protocol LoginRoute {
  /// Opens the login flow; `onFinish` learns how it ended.
  func openLogin(onFinish: @escaping @MainActor (LoginOutcome) -> Void)
}

extension LoginRoute {
  /// Opens the login flow without waiting for its outcome.
  func openLogin() {
    openLogin { _ in }
  }
}

extension LoginRoute where Self: Router {
  func openLogin(onFinish: @escaping @MainActor (LoginOutcome) -> Void) {
    openLogin(as: .modal(inNavigation: true), onFinish: onFinish)
  }

  /// Opens the login flow with `transition`.
  func openLogin(
    as transition: some Transition, onFinish: @escaping @MainActor (LoginOutcome) -> Void
  ) {
    open(transition) { router in
      LoginScreen(
        viewModel: try container.resolve(LoginViewModel.self, arguments: router, onFinish))
    }
  }
}

extension DefaultRouter: LoginRoute {}
