import Testing

@testable import WayfinderSampleShop

@MainActor
@Suite struct PopUpViewModelTests {
  let routes = MockPopUpRoutes()

  @Test(arguments: ["Wool Socks was added to your wishlist.", "We sent a link."])
  func itShowsItsMessage(message: String) {
    let model = PopUpViewModel(message: message, router: routes)
    #expect(model.message == message)
    #expect(routes.calls.isEmpty)
  }

  @Test func okClosesThePopUp() {
    let model = PopUpViewModel(message: "Done", router: routes)
    model.dismiss()
    #expect(routes.calls == [.close])
  }
}
