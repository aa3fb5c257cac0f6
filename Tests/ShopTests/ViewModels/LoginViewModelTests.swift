import Testing

@testable import Shop

@MainActor
@Suite struct LoginViewModelTests {
  let routes = MockLoginRoutes()
  let session = SessionService()
  let outcomes = OutcomeLog<LoginOutcome>()

  func makeModel() -> LoginViewModel {
    LoginViewModel(router: routes, session: session, onFinish: outcomes.record)
  }

  @Test func aWrongPasswordShowsAnErrorAndStaysOpen() {
    let model = makeModel()
    model.logIn(email: "demo@shop.example", password: "guess")
    #expect(model.errorMessage == "Could not log in: the e-mail or password is wrong.")
    #expect(routes.calls.isEmpty)
    #expect(outcomes.values.isEmpty)
    #expect(!session.isLoggedIn)
  }

  @Test func anEmptyEmailIsRefused() {
    let model = makeModel()
    model.logIn(email: "", password: "secret")
    #expect(model.errorMessage != nil)
    #expect(routes.calls.isEmpty)
    #expect(outcomes.values.isEmpty)
  }

  @Test func loggingInDismissesAndReportsOnce() {
    let model = makeModel()
    model.logIn(email: "demo@shop.example", password: "guess")
    model.logIn(email: "demo@shop.example", password: "secret")
    #expect(model.errorMessage == nil)
    #expect(session.userEmail == "demo@shop.example")
    #expect(routes.calls == [.dismiss])
    #expect(outcomes.values == [.loggedIn(email: "demo@shop.example")])
    model.cancel()
    #expect(outcomes.values == [.loggedIn(email: "demo@shop.example")])
  }

  @Test func cancellingDismissesAndReportsCancelledOnce() {
    let model = makeModel()
    model.cancel()
    model.cancel()
    #expect(routes.calls == [.dismiss, .dismiss])
    #expect(outcomes.values == [.cancelled])
    #expect(!session.isLoggedIn)
  }

  @Test func signingUpOpensTheFormAndReportsTheNewAccount() throws {
    let model = makeModel()
    model.signUp()
    #expect(routes.calls == [.openSignUp])
    #expect(outcomes.values.isEmpty)
    try routes.finishSignUp(email: "new@shop.example")
    #expect(outcomes.values == [.loggedIn(email: "new@shop.example")])
    // The sign-up form dismissed the flow itself: the login does not dismiss again.
    #expect(routes.calls == [.openSignUp])
  }

  @Test func forgottenPasswordOpensTheForm() {
    makeModel().forgotPassword()
    #expect(routes.calls == [.openForgottenPassword])
    #expect(outcomes.values.isEmpty)
  }
}
