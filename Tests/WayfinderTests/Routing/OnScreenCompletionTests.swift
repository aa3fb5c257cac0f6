import Testing

@testable import Wayfinder

/// A display that shows the model's changes only when the test says so, standing in for a UI
/// binding such as the UIKit bridge.
@MainActor
final class ManualDisplay: HierarchyDisplay {
  var shownChange = 0
  let context: RoutingContext

  init(context: RoutingContext) {
    self.context = context
    shownChange = context.changeCount
    context.addDisplay(self)
  }

  /// Shows every change made so far.
  func catchUp() {
    shownChange = context.changeCount
    context.displayDidShow()
  }
}

/// Completions mean "on screen": at once headless, when a display has shown the change otherwise.
@MainActor
@Suite struct OnScreenCompletionTests {
  @Test func headlessCompletionsRunBeforeTheCallReturns() throws {
    let harness = try Harness()
    var done = false
    harness.home.itemRouter.open(.push) { router in
      ItemScreen(viewModel: ItemViewModel(name: "Detail", router: router))
    } completion: { _ in
      done = true
    }
    #expect(done)
  }

  @Test func withADisplayACompletionWaitsUntilTheChangeIsShown() throws {
    let harness = try Harness()
    let detail = try harness.open("Detail", from: harness.home.itemRouter, as: .push)
    let display = ManualDisplay(context: harness.window.context)
    var order: [String] = []
    detail.itemRouter.close { _ in order.append("closed") }
    #expect(order.isEmpty, "the display has not shown the close yet")
    #expect(harness.navigation.stack.count == 1, "the model changed at once")
    display.catchUp()
    #expect(order == ["closed"])
  }

  @Test func completionsRunInTheOrderOfTheirChanges() throws {
    let harness = try Harness()
    let display = ManualDisplay(context: harness.window.context)
    var order: [String] = []
    let router = harness.home.itemRouter
    router.open(.push) {
      ItemScreen(viewModel: ItemViewModel(name: "A", router: $0))
    } completion: {
      _ in
      order.append("A")
    }
    router.open(.modal) {
      ItemScreen(viewModel: ItemViewModel(name: "B", router: $0))
    } completion: {
      _ in
      order.append("B")
    }
    display.shownChange += 1
    harness.window.context.displayDidShow()
    #expect(order == ["A"], "only the first change is on screen")
    display.catchUp()
    #expect(order == ["A", "B"])
  }

  @Test func aFailureCompletesAtOnceEvenWithADisplay() throws {
    let harness = try Harness()
    _ = ManualDisplay(context: harness.window.context)
    let result = outcome { harness.home.itemRouter.close(completion: $0) }
    #expect(result?.error != nil)
  }

  @Test func aResultOfAScreenClosedAnotherWayArrivesOnceShown() throws {
    let harness = try Harness()
    let display = ManualDisplay(context: harness.window.context)
    var results: [RouteResult<Int>] = []
    harness.home.itemRouter.open(.push, returning: Int.self) { router in
      ItemScreen(viewModel: ItemViewModel(name: "Picker", router: router))
    } onResult: {
      results.append($0)
    }
    display.catchUp()
    harness.home.itemRouter.focus()
    #expect(results.isEmpty)
    display.catchUp()
    #expect(results.count == 1)
    #expect(results.first?.isCancelled == true)
  }

  @Test func detachingTheDisplayRunsWhatWaited() throws {
    let harness = try Harness()
    let display = ManualDisplay(context: harness.window.context)
    var done = false
    harness.home.itemRouter.open(.push) {
      ItemScreen(viewModel: ItemViewModel(name: "A", router: $0))
    } completion: {
      _ in
      done = true
    }
    harness.window.context.detachDisplay(display)
    #expect(done)
  }
}
