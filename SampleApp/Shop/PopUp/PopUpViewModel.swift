import Wayfinder

/// A pop-up's logic: a message and a button that closes it.
@MainActor
final class PopUpViewModel {
  /// The routes this view model uses.
  typealias Routes = Closable

  let message: String
  private let router: any Routes

  init(message: String, router: any Routes) {
    self.message = message
    self.router = router
  }

  func dismiss() {
    router.close()
  }
}
