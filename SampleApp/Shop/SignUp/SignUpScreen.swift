import Wayfinder

/// The sign-up form.
@MainActor
final class SignUpScreen: Screen, Refreshable {
  let viewModel: SignUpViewModel

  init(viewModel: SignUpViewModel) {
    self.viewModel = viewModel
    super.init(title: "Sign Up", model: viewModel)
    identity = ScreenIdentity("sign-up")
    addAction("Create account") { [viewModel] in viewModel.createAccount(email: "new@shop.example")
    }
    addAction("Forgot password") { [viewModel] in viewModel.forgotPassword() }
    refresh()
  }

  func refresh() {
    content = ["E-mail: new@shop.example"]
    if let error = viewModel.errorMessage { content.append(error) }
  }
}
