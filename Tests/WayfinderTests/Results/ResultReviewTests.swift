import Testing

@testable import Wayfinder

/// Results at the edges a review found: a view model that finishes after the user took its
/// screen away, a builder that throws for a presenter that is gone, and the leak report of a
/// screen kept and shown again.
@MainActor
@Suite struct ResultReviewTests {
  enum Change: Equatable { case renamed(String) }
  struct Broken: Error {}

  /// The results a presenter received.
  final class Inbox {
    var results: [RouteResult<Change>] = []
  }

  /// Opens a "Rename" sheet for a result from Home; its results land in `inbox`.
  func openRenameSheet(in harness: Harness, inbox: Inbox) throws -> ResultRouter<Change> {
    var sheetRouter: ResultRouter<Change>?
    harness.home.itemRouter.open(.modal, returning: Change.self) { router in
      sheetRouter = router
      return Screen(title: "Rename")
    } onResult: {
      inbox.results.append($0)
    }
    return try #require(sheetRouter)
  }

  /// The user swipes the sheet away and, before the display shows it, the view model finishes
  /// (a login request that completes meanwhile): the presenter receives `cancelled` once, and
  /// no `failed` event says the close could not be made.
  @Test func aFinishAfterTheUserClosedTheScreenDeliversOnlyCancelled() throws {
    let harness = try Harness()
    let display = ManualDisplay(context: harness.window.context)
    let inbox = Inbox()
    let sheetRouter = try openRenameSheet(in: harness, inbox: inbox)
    display.catchUp()
    let sheet = try #require(sheetRouter.root)
    harness.events.clear()

    harness.window.followUserClose(of: sheet)
    var finished: Result<Void, RoutingError>?
    sheetRouter.finish(with: .renamed("ada")) { finished = $0 }
    display.catchUp()

    #expect(inbox.results == [.cancelled])
    #expect(finished.map { (try? $0.get()) != nil } == true)
    #expect(!harness.events.lines.contains { $0.hasPrefix("failed") })
    #expect(!sheetRouter.isAwaitingResult)
  }

  /// The same headless, from an observer of the close: the view model finishes as the event
  /// arrives, and the presenter still receives only `cancelled`.
  @Test func aFinishFromAnObserverOfTheUsersCloseDeliversOnlyCancelled() throws {
    let harness = try Harness()
    let inbox = Inbox()
    let sheetRouter = try openRenameSheet(in: harness, inbox: inbox)
    let sheet = try #require(sheetRouter.root)
    let observation = harness.window.context.addObserver { _ in
      sheetRouter.finish(with: .renamed("ada"))
    }
    defer { observation.cancel() }
    harness.events.clear()

    harness.window.followUserClose(of: sheet)

    #expect(inbox.results == [.cancelled])
    #expect(!harness.events.lines.contains { $0.hasPrefix("failed") })
  }

  /// A presenter that is gone gets no result, whichever way the open fails: a builder that
  /// throws does not reach it either.
  @Test func aPresenterThatIsGoneHearsNothingWhenTheBuilderThrows() throws {
    let harness = try Harness()
    let router = try harness.open("Presenter", from: harness.home.itemRouter, as: .push)
      .itemRouter
    router.close()
    #expect(router.root == nil, "the presenter is freed")
    var results: [RouteResult<Change>] = []
    harness.events.clear()

    router.open(.push, returning: Change.self) { _ -> Screen in
      throw Broken()
    } onResult: {
      results.append($0)
    }
    router.open(.push, returning: Change.self) { _ in
      Screen(title: "Never")
    } onResult: {
      results.append($0)
    }

    #expect(results.isEmpty)
    #expect(harness.events.lines.filter { $0.hasPrefix("failed") }.count == 2)
  }

  /// `openAndWait` still hears why a screen could not be built, presenter or not.
  @Test func awaitingHearsTheBuildersError() async throws {
    let harness = try Harness()
    let result = await harness.home.itemRouter.openAndWait(.push, returning: Change.self) {
      _ -> Screen in throw Broken()
    }
    #expect(result.error != nil)
  }

  /// A screen built once and pushed and popped a thousand times keeps the leak report's memory
  /// bounded, and is listed once when kept off screen.
  @Test func aKeptScreenShownAgainAndAgainKeepsTheLeakRecordsBounded() throws {
    let harness = try Harness()
    let router = harness.home.itemRouter
    let cached = try router.makeScreen { Screen(title: "Cached \($0.root == nil)") }
    for _ in 0..<1_000 {
      router.route(to: cached, as: .push)
      router.popToRoot()
    }
    #expect(LeakTracker.shared.recordCount <= 128)
    #expect(harness.window.leakedScreens().map(\.screen.title) == ["Cached true"])
  }
}
