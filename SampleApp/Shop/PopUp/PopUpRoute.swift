import Wayfinder

/// Shows a short message that fades in over the current screen.
@MainActor
protocol PopUpRoute {
  /// Shows `message` in a pop-up.
  func openPopUp(message: String)
}

extension PopUpRoute where Self: Router {
  func openPopUp(message: String) {
    open(.fade) { router in
      PopUpScreen(viewModel: try container.resolve(PopUpViewModel.self, arguments: router, message))
    }
  }
}

extension DefaultRouter: PopUpRoute {}
