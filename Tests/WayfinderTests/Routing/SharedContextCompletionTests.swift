import Testing

@testable import Wayfinder

/// A display of one of the windows that share a context, which shows the model's changes only
/// when the test says so, as a scene's UIKit bridge does.
@MainActor
final class WindowDisplay: HierarchyDisplay {
  var shownChange = 0
  let window: Window

  init(window: Window) {
    self.window = window
    shownChange = window.context.changeCount
    window.context.addDisplay(self)
  }

  var shownWindow: ObjectIdentifier? { ObjectIdentifier(window) }

  /// Shows every change made so far.
  func catchUp() {
    shownChange = window.context.changeCount
    window.context.displayDidShow()
  }
}

/// Windows that share one context, each with its own display: what follows a change in one
/// window waits for that window's display only.
@MainActor
@Suite struct SharedContextCompletionTests {
  /// A window of `context` whose root is a navigation container holding a home screen.
  private func window(
    named name: String, in context: RoutingContext
  ) throws -> (window: Window, home: ItemScreen) {
    let window = Window(context: context)
    var made: ItemScreen?
    try window.setRoot { router in
      let home = try router.makeScreen { router in
        ItemScreen(viewModel: ItemViewModel(name: name, router: router))
      }
      made = home
      return try NavigationContainer(root: home)
    }
    return (window, try #require(made))
  }

  /// A screen pushed in one window presents a picker, then is closed with it while the other
  /// window's display lags behind (its scene animates, or waits for the app's alert): the
  /// picker's `.cancelled` reaches the presenter once the first window shows the close.
  @Test func aResultCancelledWithItsPresenterWaitsForItsOwnWindowOnly() throws {
    let context = RoutingContext()
    let a = try window(named: "A", in: context)
    let b = try window(named: "B", in: context)
    let displayA = WindowDisplay(window: a.window)
    let displayB = WindowDisplay(window: b.window)
    var detail: ItemScreen?
    a.home.itemRouter.open(.push) { router in
      let screen = ItemScreen(viewModel: ItemViewModel(name: "Detail", router: router))
      detail = screen
      return screen
    }
    let presenter = try #require(detail)
    var results: [RouteResult<Int>] = []
    presenter.itemRouter.open(.modal, returning: Int.self) { router in
      ItemScreen(viewModel: ItemViewModel(name: "Picker", router: router))
    } onResult: {
      results.append($0)
    }
    displayA.catchUp()
    displayB.catchUp()
    b.home.itemRouter.open(.push) { router in
      ItemScreen(viewModel: ItemViewModel(name: "Step", router: router))
    }
    detail = nil

    presenter.itemRouter.close()
    displayA.catchUp()

    #expect(results.count == 1, "the close is on screen in its window")
    #expect(results.first?.isCancelled == true)
    // The other window shows its push: what waited for it runs, and nothing is left holding
    // the context.
    displayB.catchUp()
    #expect(results.count == 1)
  }
}
