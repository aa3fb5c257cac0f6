import Testing

@testable import WayfinderSampleShop

@MainActor
@Suite struct ForgottenPasswordViewModelTests {
  let routes = MockForgottenPasswordRoutes()

  @Test func resettingSendsALinkAndConfirmsWithAPopUp() {
    let model = ForgottenPasswordViewModel(router: routes)
    model.resetPassword()
    #expect(model.resetCount == 1)
    #expect(routes.calls == [.openPopUp(message: "We sent a link to reset your password.")])
  }

  @Test func resettingAgainSendsAnotherLink() {
    let model = ForgottenPasswordViewModel(router: routes)
    model.resetPassword()
    model.resetPassword()
    #expect(model.resetCount == 2)
    #expect(routes.calls.count == 2)
  }

  @Test func backClosesTheForm() {
    let model = ForgottenPasswordViewModel(router: routes)
    model.back()
    #expect(routes.calls == [.close])
    #expect(model.resetCount == 0)
  }
}
