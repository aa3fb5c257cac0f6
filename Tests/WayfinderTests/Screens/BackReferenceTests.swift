import Foundation
import Testing
import Wayfinder

/// The hierarchy's back-references are `weak`: they own nothing and read `nil` once the object
/// they name is freed, whichever side goes first, and on whichever thread it goes.
@MainActor
@Suite struct BackReferenceTests {
  @Test func aChildOutlivingItsNavigationContainerHasNoContainer() throws {
    let child = Screen(title: "Child")
    var navigation: NavigationContainer? = try NavigationContainer(root: child)
    weak let freed = navigation
    #expect(child.container === navigation)
    navigation = nil
    #expect(freed == nil)
    #expect(child.container == nil)
    #expect(!child.isInHierarchy)
    // Free to be placed again.
    let other = try NavigationContainer(root: child)
    #expect(child.container === other)
  }

  @Test func aTabOutlivingItsTabContainerHasNoContainer() throws {
    let first = Screen(title: "First")
    let second = Screen(title: "Second")
    var tabs: TabContainer? = try TabContainer(tabs: [first, second])
    weak let freed = tabs
    tabs = nil
    #expect(freed == nil)
    #expect(first.container == nil && second.container == nil)
  }

  @Test func aPresentedScreenOutlivingItsPresenterHasNoPresenter() throws {
    let window = Window()
    let sheet = Screen(title: "Sheet")
    do {
      let host = try window.setRoot { _ in Screen(title: "Host") }
      try #require(host.router).route(to: sheet, as: .modal)
      #expect(sheet.presentingScreen === host)
    }
    try window.setRoot { _ in Screen(title: "Next") }
    #expect(sheet.presentingScreen == nil)
    #expect(!sheet.isInHierarchy && !sheet.isShown)
  }

  @Test func aRootOutlivingItsWindowHasNoWindow() throws {
    var window: Window? = Window()
    let root = try #require(try window?.setRoot { _ in Screen(title: "Root") })
    #expect(root.window === window)
    window = nil
    #expect(root.window == nil && !root.isShown && !root.isInHierarchy)
  }

  @Test func aRouterOutlivingItsScreenHasNoRoot() throws {
    let window = Window()
    var router: DefaultRouter?
    try window.setRoot { root in
      try NavigationContainer(
        root: root.makeScreen { made in
          router = made
          return Screen(title: "Home")
        })
    }
    let kept = try #require(router)
    #expect(kept.root?.title == "Home")
    try window.setRoot { _ in Screen(title: "Elsewhere") }
    #expect(kept.root == nil)
    var outcome: Result<Void, RoutingError>?
    kept.focus { outcome = $0 }
    #expect(
      outcome?.error?.description
        == "Cannot focus on the root of DefaultRouter: the router's root screen has been deallocated"
    )
  }

  @Test func aScreenShownAgainAndRemovedAgainIsReportedOnce() throws {
    let window = Window()
    let home = try window.setRoot { router in
      try NavigationContainer(root: router.makeScreen { _ in Screen(title: "Home") })
    }
    let router = try #require(home.rootScreen.router)
    let kept = Screen(title: "Kept")
    for _ in 0..<3 {
      router.route(to: kept, as: .push)
      router.popToRoot()
    }
    #expect(window.leakedScreens().map(\.description) == [#"Screen "Kept" (alive: screen)"#])
    router.route(to: kept, as: .push)
    #expect(window.leakedScreens().isEmpty)
  }

  @Test func aScreenMovedToAnotherWindowIsReportedByThatWindowOnly() throws {
    let first = Window()
    let second = Window()
    let kept = Screen(title: "Kept")
    try first.setRoot { _ in Screen(title: "First") }.router?.route(to: kept, as: .root)
    try first.setRoot { _ in Screen(title: "Next") }
    try second.setRoot { _ in Screen(title: "Second") }.router?.route(to: kept, as: .root)
    try second.setRoot { _ in Screen(title: "Next") }
    #expect(first.leakedScreens().isEmpty)
    #expect(second.leakedScreens().map(\.description) == [#"Screen "Kept" (alive: screen)"#])
  }

  @Test func manyRemovedScreensAreForgottenAsTheyAreFreed() throws {
    let window = Window()
    let home = try window.setRoot { router in
      try NavigationContainer(root: router.makeScreen { _ in Screen(title: "Home") })
    }
    let router = try #require(home.rootScreen.router)
    var kept: [Screen] = []
    for index in 0..<1_000 {
      let screen = Screen(title: "Screen \(index)")
      router.route(to: screen, as: .push)
      router.popToRoot()
      if index.isMultiple(of: 100) { kept.append(screen) }
    }
    #expect(window.leakedScreens().map(\.screen.title) == kept.map(\.title))
    kept.removeAll()
    #expect(window.leakedScreens().isEmpty)
  }

  @Test func aScreenSubclassDeclaresAPlainDeinit() throws {
    plainDeinits.reset()
    let window = Window()
    let home = try window.setRoot { router in
      try NavigationContainer(root: router.makeScreen { _ in Screen(title: "Home") })
    }
    let router = try #require(home.rootScreen.router)
    router.open(.push) { _ in PlainDeinitScreen(title: "Counted") }
    #expect(home.topScreen.title == "Counted")
    router.popToRoot()
    #expect(plainDeinits.value == 1)
    #expect(window.leakedScreens().isEmpty)
  }
}

/// Counts deinits from a nonisolated `deinit`.
final class DeinitCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// The number of deinits counted since the last reset.
  var value: Int { lock.withLock { count } }

  func increment() { lock.withLock { count += 1 } }

  func reset() { lock.withLock { count = 0 } }
}

/// The counter of ``PlainDeinitScreen``.
let plainDeinits = DeinitCounter()

/// A screen subclass with an ordinary `deinit`, as an app writes one.
final class PlainDeinitScreen: Screen {
  deinit { plainDeinits.increment() }
}
