import Testing

@testable import Wayfinder

/// The hierarchy's back-references own nothing and read `nil` once the object they name is
/// freed, as weak references would, whichever side goes first.
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
    let sheet = Screen(title: "Sheet")
    var host: Screen? = Screen(title: "Host")
    try host?.present(sheet)
    #expect(sheet.presentingScreen === host)
    host = nil
    #expect(sheet.presentingScreen == nil)
    #expect(!sheet.isInHierarchy)
    let other = Screen(title: "Other")
    try other.present(sheet)
    #expect(sheet.presentingScreen === other)
  }

  @Test func aRootOutlivingItsWindowHasNoWindow() throws {
    let root = Screen(title: "Root")
    var window: Window? = Window()
    try window?.replaceRoot(with: root)
    #expect(root.window === window)
    window = nil
    #expect(root.window == nil && !root.isShown && !root.isInHierarchy)
    let other = Window()
    try other.replaceRoot(with: root)
    #expect(root.window === other)
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
    try window.replaceRoot(with: Screen(title: "Elsewhere"))
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
    let navigation = try window.setRoot { _ in try NavigationContainer(root: Screen(title: "Home"))
    }
    let kept = Screen(title: "Kept")
    for _ in 0..<3 {
      try navigation.push(kept)
      try navigation.pop()
    }
    #expect(window.leakedScreens().map(\.description) == [#"Screen "Kept" (alive: screen)"#])
    try navigation.push(kept)
    #expect(window.leakedScreens().isEmpty)
  }

  @Test func aScreenMovedToAnotherWindowIsReportedByThatWindowOnly() throws {
    let first = Window()
    let second = Window()
    let kept = Screen(title: "Kept")
    try first.replaceRoot(with: kept)
    try first.replaceRoot(with: Screen(title: "Next"))
    try second.replaceRoot(with: kept)
    try second.replaceRoot(with: Screen(title: "Next"))
    #expect(first.leakedScreens().isEmpty)
    #expect(second.leakedScreens().map(\.description) == [#"Screen "Kept" (alive: screen)"#])
  }

  @Test func manyRemovedScreensAreForgottenAsTheyAreFreed() throws {
    let window = Window()
    let navigation = try window.setRoot { _ in try NavigationContainer(root: Screen(title: "Home"))
    }
    var kept: [Screen] = []
    for index in 0..<1_000 {
      let screen = Screen(title: "Screen \(index)")
      try navigation.push(screen)
      try navigation.pop()
      if index.isMultiple(of: 100) { kept.append(screen) }
    }
    #expect(window.leakedScreens().map(\.screen.title) == kept.map(\.title))
    kept.removeAll()
    #expect(window.leakedScreens().isEmpty)
  }

  @Test func aContainerReleasedOffTheMainActorClearsItsLinksOnTheMainActor() async throws {
    let child = Screen(title: "Child")
    let box = ReleaseBox(try NavigationContainer(root: child))
    weak let freed = box.object
    await Task.detached { box.release() }.value
    // The isolated deinit runs on the main actor, as soon as it is free, and clears the link.
    await until { child.containerLink == nil }
    #expect(freed == nil)
    #expect(child.container == nil)
  }

  @Test func aScreenAskingForItsPresentationHostInItsDeinitGetsItself() {
    hostSeenInDeinit = nil
    _ = HostInDeinit(title: "Gone")
    #expect(hostSeenInDeinit == "Gone")
  }
}

/// What `HostInDeinit`'s deinit saw.
@MainActor private var hostSeenInDeinit: String?

/// A screen whose deinit asks for its presentation host.
private final class HostInDeinit: Screen {
  isolated deinit { hostSeenInDeinit = presentationHost.title }
}
