import Testing

@testable import WayfinderSampleShop

@MainActor
@Suite struct LoginViewModelTests {
  let routes = MockLoginRoutes()
  let session = SessionService()

  func makeModel() -> LoginViewModel {
    LoginViewModel(router: routes, session: session)
  }

  @Test func aWrongPasswordShowsAnErrorAndStaysOpen() {
    let model = makeModel()
    model.logIn(email: "demo@shop.example", password: "guess")
    #expect(model.errorMessage == "Could not log in: the e-mail or password is wrong.")
    #expect(routes.calls.isEmpty)
    #expect(!session.isLoggedIn)
  }

  @Test func anEmptyEmailIsRefused() {
    let model = makeModel()
    model.logIn(email: "", password: "secret")
    #expect(model.errorMessage != nil)
    #expect(routes.calls.isEmpty)
  }

  @Test func loggingInFinishesTheFlowWithTheEmail() {
    let model = makeModel()
    model.logIn(email: "demo@shop.example", password: "guess")
    model.logIn(email: "demo@shop.example", password: "secret")
    #expect(model.errorMessage == nil)
    #expect(session.userEmail == "demo@shop.example")
    #expect(routes.calls == [.finish(.loggedIn(email: "demo@shop.example"))])
  }

  @Test func cancellingFinishesTheFlowAsCancelled() {
    let model = makeModel()
    model.cancel()
    #expect(routes.calls == [.cancel])
    #expect(!session.isLoggedIn)
  }

  @Test func signingUpOpensTheFormAndFinishesWithTheNewAccount() throws {
    let model = makeModel()
    model.signUp()
    #expect(routes.calls == [.openSignUp])
    try routes.finishSignUp(email: "new@shop.example")
    #expect(routes.calls == [.openSignUp, .finish(.loggedIn(email: "new@shop.example"))])
  }

  @Test func forgottenPasswordOpensTheForm() {
    makeModel().forgotPassword()
    #expect(routes.calls == [.openForgottenPassword])
  }
}
