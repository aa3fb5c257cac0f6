import Testing
import Wayfinder

/// A result caused by a close reaches the presenter after the close's own event, so a presenter
/// that routes on the result never sees its routing reported before the close.
@MainActor
@Suite struct ResultOrderingTests {
  @Test func theClosedEventComesBeforeTheCancelledResult() throws {
    let harness = try Harness()
    var picker: ItemScreen?
    harness.home.itemRouter.open(.modal, returning: String.self) { router in
      let screen = ItemScreen(viewModel: ItemViewModel(name: "Picker", router: router))
      picker = screen
      return screen
    } onResult: { result in
      #expect(result.isCancelled)
      harness.home.itemRouter.open(.push) { router in
        ItemScreen(viewModel: ItemViewModel(name: "After", router: router))
      }
    }
    harness.events.clear()
    try #require(picker).itemRouter.close()
    #expect(
      harness.events.lines == [
        #"closed ItemScreen "Picker" (modal, system.modal 300ms)"#,
        #"cancelled ItemScreen "Picker" for ItemScreen "Home""#,
        #"opened ItemScreen "After" from ItemScreen "Home" (push, system.push 350ms)"#,
      ])
    try harness.window.checkInvariants()
  }
}

@MainActor
@Suite struct StackOperationResultOrderingTests {
  @Test func popToRootReportsItsEventBeforeTheCancelledResult() throws {
    let harness = try Harness()
    var picker: ItemScreen?
    harness.home.itemRouter.open(.push, returning: String.self) { router in
      let screen = ItemScreen(viewModel: ItemViewModel(name: "Picker", router: router))
      picker = screen
      return screen
    } onResult: { result in
      #expect(result.isCancelled)
    }
    _ = try #require(picker)
    harness.events.clear()
    harness.home.itemRouter.popToRoot(animated: false)
    #expect(
      harness.events.lines == [
        #"popped 1 to ItemScreen "Home" (push)"#,
        #"cancelled ItemScreen "Picker" for ItemScreen "Home""#,
      ])
  }
}
