import Testing

@testable import WayfinderSampleShop

@MainActor
@Suite struct SignUpViewModelTests {
  let routes = MockSignUpRoutes()
  let session = SessionService()
  let signedUp = OutcomeLog<String>()

  func makeModel() -> SignUpViewModel {
    SignUpViewModel(router: routes, session: session, onSignedUp: signedUp.record)
  }

  @Test func creatingAnAccountLogsInAndReportsItToTheLoginFlow() {
    makeModel().createAccount(email: "new@shop.example")
    #expect(session.userEmail == "new@shop.example")
    #expect(routes.calls.isEmpty)
    #expect(signedUp.values == ["new@shop.example"])
  }

  @Test func anEmptyEmailCreatesNoAccount() {
    let model = makeModel()
    model.createAccount(email: "")
    #expect(!session.isLoggedIn)
    #expect(routes.calls.isEmpty)
    #expect(signedUp.values.isEmpty)
    #expect(model.errorMessage == "Could not sign up: the e-mail or password is wrong.")
  }

  @Test func forgottenPasswordOpensTheForm() {
    makeModel().forgotPassword()
    #expect(routes.calls == [.openForgottenPassword])
    #expect(signedUp.values.isEmpty)
  }
}
