package import Wayfinder

/// A confirmation that fades in over the current screen.
@MainActor
package final class PopUpScreen: Screen {
  let viewModel: PopUpViewModel

  init(viewModel: PopUpViewModel) {
    self.viewModel = viewModel
    super.init(title: "Pop-up", content: [viewModel.message], model: viewModel)
    identity = ScreenIdentity("pop-up")
    addAction("OK") { [viewModel] in viewModel.dismiss() }
  }
}
