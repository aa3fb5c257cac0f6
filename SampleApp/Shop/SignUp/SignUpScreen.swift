import Wayfinder

/// The sign-up form.
@MainActor
final class SignUpScreen: Screen {
  let viewModel: SignUpViewModel

  init(viewModel: SignUpViewModel) {
    self.viewModel = viewModel
    super.init(title: "Sign Up", content: ["E-mail: new@shop.example"], model: viewModel)
    identity = ScreenIdentity("sign-up")
    addAction("Create account") { [viewModel] in viewModel.createAccount(email: "new@shop.example")
    }
    addAction("Forgot password") { [viewModel] in viewModel.forgotPassword() }
  }
}
