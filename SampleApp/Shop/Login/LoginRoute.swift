import Wayfinder

/// Opens the login flow, modally inside its own navigation container, and reports how it ended.
@MainActor
protocol LoginRoute {
  /// Opens the login flow; `onFinish` learns how it ended, exactly once (`.cancelled` when the
  /// flow is closed without logging in, or cannot open).
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
    as transition: Transition, onFinish: @escaping @MainActor (LoginOutcome) -> Void
  ) {
    open(transition, returning: LoginOutcome.self) { router in
      LoginScreen(viewModel: try container.resolve(LoginViewModel.self, arguments: router))
    } onResult: { result in
      // A flow that could not open was reported to the observers; for the caller it is a login
      // that did not happen.
      onFinish(result.value ?? .cancelled)
    }
  }
}

extension DefaultRouter: LoginRoute {}
