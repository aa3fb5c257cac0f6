import Wayfinder

/// The forgotten-password form's logic: send a reset link and confirm it with a pop-up.
@MainActor
final class ForgottenPasswordViewModel {
  /// The routes this view model uses.
  typealias Routes = PopUpRoute & Closable

  private let router: any Routes
  private(set) var resetCount = 0

  init(router: any Routes) {
    self.router = router
  }

  func resetPassword() {
    resetCount += 1
    router.openPopUp(message: "We sent a link to reset your password.")
  }

  func back() {
    router.close()
  }
}
