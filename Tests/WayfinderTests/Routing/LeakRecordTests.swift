import Testing

@testable import Wayfinder

/// The leak report's records: which record speaks for a screen that left several times, and
/// that records nothing can list any more are let go.
@MainActor
@Suite struct LeakRecordTests {
  /// Opens and closes `count` screens on top of `window`'s root, keeping each one alive in the
  /// returned array, so that each leaves a record that the leak report lists.
  func openAndCloseKeeping(_ count: Int, in window: Window) throws -> [Screen] {
    let router = try #require(window.root?.router)
    var kept: [Screen] = []
    for index in 0..<count {
      let screen = try router.makeScreen { _ in Screen(title: "Kept \(index)") }
      router.route(to: screen, as: .modal)
      try #require(screen.router).close()
      kept.append(screen)
    }
    return kept
  }

  @Test func theRecordsOfAFreedWindowAreLetGo() throws {
    let context = RoutingContext()
    let first = Window(context: context)
    try first.setRoot { _ in Screen(title: "First") }
    var second: Window? = Window(context: context)
    try second?.setRoot { _ in Screen(title: "Second") }
    let keptFromSecond = try openAndCloseKeeping(100, in: try #require(second))
    #expect(second?.leakedScreens().count == 100)
    second = nil
    // Screens that come and go in the first window make the tracker compact its records.
    let router = try #require(first.root?.router)
    for _ in 0..<300 {
      router.open(.modal) { _ in Screen(title: "Passing") }
      first.topmostScreen?.router?.close()
    }
    // The second window's screens are alive, but no window can list them any more.
    #expect(keptFromSecond.allSatisfy { !$0.isShown })
    #expect(LeakTracker.shared.recordCount < 100)
    #expect(first.leakedScreens().isEmpty)
  }

  @Test func aScreenThatLeftTwiceIsListedOnceByItsLatestWindow() throws {
    let context = RoutingContext()
    let first = Window(context: context)
    try first.setRoot { _ in Screen(title: "First") }
    let second = Window(context: context)
    try second.setRoot { _ in Screen(title: "Second") }
    let screen = try #require(try openAndCloseKeeping(1, in: first).first)
    #expect(first.leakedScreens().map(\.screen) == [ScreenInfo(screen)])
    try #require(second.root?.router).route(to: screen, as: .modal)
    #expect(first.leakedScreens().isEmpty)
    try #require(screen.router).close()
    #expect(first.leakedScreens().isEmpty)
    #expect(second.leakedScreens().map(\.screen) == [ScreenInfo(screen)])
  }

  @Test func aScreenShownAgainAndClosedAgainIsListedOnce() throws {
    let window = Window()
    try window.setRoot { _ in Screen(title: "Root") }
    let screen = try #require(try openAndCloseKeeping(1, in: window).first)
    let router = try #require(window.root?.router)
    for _ in 0..<3 {
      router.route(to: screen, as: .modal)
      try #require(screen.router).close()
    }
    #expect(window.leakedScreens().map(\.screen) == [ScreenInfo(screen)])
  }
}
