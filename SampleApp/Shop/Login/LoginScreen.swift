package import Wayfinder

/// The login form.
@MainActor
package final class LoginScreen: Screen, Refreshable {
  let viewModel: LoginViewModel

  init(viewModel: LoginViewModel) {
    self.viewModel = viewModel
    super.init(title: "Login", model: viewModel)
    identity = ScreenIdentity("login")
    addAction("Log in") { [viewModel] in
      viewModel.logIn(email: "demo@shop.example", password: "secret")
    }
    addAction("Log in with a wrong password") { [viewModel] in
      viewModel.logIn(email: "demo@shop.example", password: "guess")
    }
    addAction("Sign up") { [viewModel] in viewModel.signUp() }
    addAction("Forgot password") { [viewModel] in viewModel.forgotPassword() }
    addAction("Cancel") { [viewModel] in viewModel.cancel() }
    refresh()
  }

  func refresh() {
    content = ["E-mail: demo@shop.example", "Password: ••••••"]
    if let error = viewModel.errorMessage { content.append(error) }
  }
}
