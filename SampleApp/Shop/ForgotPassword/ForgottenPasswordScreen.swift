import Wayfinder

/// The forgotten-password form.
@MainActor
final class ForgottenPasswordScreen: Screen {
  let viewModel: ForgottenPasswordViewModel

  init(viewModel: ForgottenPasswordViewModel) {
    self.viewModel = viewModel
    super.init(title: "Forgot Password", content: ["E-mail: demo@shop.example"], model: viewModel)
    identity = ScreenIdentity("forgot-password")
    addAction("Reset password") { [viewModel] in viewModel.resetPassword() }
    addAction("Back") { [viewModel] in viewModel.back() }
  }
}
