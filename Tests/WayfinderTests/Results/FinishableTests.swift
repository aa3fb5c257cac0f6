import Testing
import Wayfinder

/// A view model that returns a result holds its router as `Finishable`: the result router ends the
/// flow through it, and a test hands it a mock.
@MainActor
@Suite struct FinishableTests {
  /// The view model of a picker: it knows only how to end its flow.
  @MainActor
  final class PickerViewModel {
    let router: any Finishable<String>
    init(router: any Finishable<String>) { self.router = router }
    func pick(_ name: String) { router.finish(with: name) }
    func dismiss() { router.cancel() }
  }

  @MainActor
  final class MockFinishing: Finishable {
    var calls: [String] = []
    func finish(with output: String) { calls.append("finish \(output)") }
    func cancel() { calls.append("cancel") }
  }

  @Test func aViewModelEndsItsFlowThroughTheResultRouter() throws {
    let harness = try Harness()
    var results: [RouteResult<String>] = []
    /// Opens a picker for a result and returns its view model.
    func openPicker() throws -> PickerViewModel {
      var model: PickerViewModel?
      harness.home.itemRouter.open(.modal, returning: String.self) { router in
        let made = PickerViewModel(router: router)
        model = made
        return Screen(title: "Picker", model: made)
      } onResult: {
        results.append($0)
      }
      return try #require(model)
    }

    try openPicker().pick("Blue")
    #expect(results.map(\.value) == ["Blue"])
    #expect(harness.window.topmostScreen === harness.home)

    try openPicker().dismiss()
    #expect(results.count == 2)
    #expect(results.last?.isCancelled == true)
    #expect(harness.window.topmostScreen === harness.home)
  }

  @Test func aTestHandsTheViewModelAMock() {
    let mock = MockFinishing()
    let model = PickerViewModel(router: mock)
    model.pick("Red")
    model.dismiss()
    #expect(mock.calls == ["finish Red", "cancel"])
  }
}
