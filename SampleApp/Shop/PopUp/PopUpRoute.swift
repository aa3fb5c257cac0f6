import Wayfinder

/// Shows a short message that fades in over the current screen.
@MainActor
protocol PopUpRoute {
  /// Shows `message` in a pop-up.
  func openPopUp(message: String)
}

extension PopUpRoute where Self: Router {
  func openPopUp(message: String) {
    openPopUp(message: message, as: .fade)
  }

  /// Shows `message` in a pop-up opened with `transition`.
  func openPopUp(message: String, as transition: Transition) {
    open(transition) { router in
      PopUpScreen(viewModel: try container.resolve(PopUpViewModel.self, arguments: router, message))
    }
  }
}

extension DefaultRouter: PopUpRoute {}
