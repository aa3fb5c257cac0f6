import Dispatch
import Testing

// `@testable` to read the raw links: only a queued deinit, when it runs, clears them.
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
}

/// A screen, container or window whose last reference goes on another thread while the main
/// actor is busy has its (isolated) deinit queued, not run: until it runs, every link that names
/// it must already read `nil`, as a weak reference would, and nothing may keep it.
@MainActor
@Suite struct PendingDeinitTests {
  @Test func aChildOfAContainerWhoseDeinitIsPendingHasNoContainer() async throws {
    let child = Screen(title: "Child")
    let box = ReleaseBox(try NavigationContainer(root: child, title: "Dying"))
    releaseOnAnotherThreadWhileTheMainActorWaits(box)
    #expect(child.containerLink != nil, "the deinit is queued")
    #expect(child.container == nil)
    #expect(!child.isInHierarchy)
    #expect(child.presentationHost === child)
    // The child is free to go elsewhere, and the container's deinit, when it runs, leaves it.
    let window = Window()
    try window.replaceRoot(with: child)
    await until { child.containerLink == nil }
    #expect(child.window === window)
    try window.checkInvariants()
  }

  @Test func aRootOfAWindowWhoseDeinitIsPendingIsNotShown() async throws {
    let root = Screen(title: "Root")
    let box = ReleaseBox(Window())
    weak let dying = box.object as? Window
    try dying?.replaceRoot(with: root)
    #expect(root.window === dying)
    releaseOnAnotherThreadWhileTheMainActorWaits(box)
    #expect(root.hostingWindowLink != nil, "the deinit is queued")
    #expect(root.window == nil && !root.isShown && !root.isInHierarchy)
    await until { root.hostingWindowLink == nil }
    #expect(root.window == nil)
  }

  @Test func aScreenPresentedByAScreenWhoseDeinitIsPendingHasNoPresenter() async throws {
    let sheet = Screen(title: "Sheet")
    let box = ReleaseBox(Screen(title: "Host"))
    weak let dying = box.object as? Screen
    try dying?.present(sheet)
    #expect(sheet.presentingScreen === dying)
    releaseOnAnotherThreadWhileTheMainActorWaits(box)
    #expect(sheet.presentingLink != nil, "the deinit is queued")
    #expect(sheet.presentingScreen == nil && !sheet.isInHierarchy)
    await until { sheet.presentingLink == nil }
    #expect(sheet.presentingScreen == nil)
  }

  @Test func aRouterWhoseScreensDeinitIsPendingHasNoRoot() async throws {
    let window = Window()
    let home = try window.setRoot { _ in Screen(title: "Home") }
    var router: DefaultRouter?
    let box = ReleaseBox(
      try #require(home.router).makeScreen { made in
        router = made
        return Screen(title: "Made")
      })
    #expect(router?.root === box.object)
    releaseOnAnotherThreadWhileTheMainActorWaits(box)
    #expect(router?.rootLink != nil, "the deinit is queued")
    #expect(router?.root == nil)
    await until { router?.rootLink == nil }
    #expect(router?.root == nil)
  }

  @Test func aRemovedScreenWhoseDeinitIsPendingIsNotReportedAndItsRecordSurvivesCompaction()
    async throws
  {
    let window = Window()
    let navigation = try window.setRoot { _ in try NavigationContainer(root: Screen(title: "Home"))
    }
    deinitCount = 0
    let box = ReleaseBox(DeinitCountingScreen(title: "Removed"))
    try navigation.push(try #require(box.object as? Screen))
    try navigation.pop()
    let kept = Screen(title: "Kept")
    try navigation.push(kept)
    try navigation.pop()
    releaseOnAnotherThreadWhileTheMainActorWaits(box)
    #expect(deinitCount == 0, "the deinit is queued")
    #expect(window.leakedScreens().map(\.screen.title) == ["Kept"])
    // Enough removals to compact the records while the deinit is still queued.
    for index in 0..<200 {
      try navigation.push(Screen(title: "Churn \(index)"))
      try navigation.pop()
    }
    await until { deinitCount == 1 }
    for index in 0..<200 {
      try navigation.push(Screen(title: "Churn \(index)"))
      try navigation.pop()
    }
    #expect(window.leakedScreens().map(\.screen.title) == ["Kept"])
  }
}

/// What `HostInDeinit`'s deinit saw.
@MainActor private var hostSeenInDeinit: String?

/// A screen whose deinit asks for its presentation host.
private final class HostInDeinit: Screen {
  isolated deinit { hostSeenInDeinit = presentationHost.title }
}

@MainActor
@Suite struct DeinitWalkTests {
  @Test func aScreenAskingForItsPresentationHostInItsDeinitGetsItself() {
    hostSeenInDeinit = nil
    _ = HostInDeinit(title: "Gone")
    #expect(hostSeenInDeinit == "Gone")
  }
}

/// Drops the box's object on another thread while the main actor blocks, so that a main-actor
/// deinit it triggers is queued rather than run.
@MainActor
private func releaseOnAnotherThreadWhileTheMainActorWaits(_ box: ReleaseBox) {
  let released = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    box.release()
    released.signal()
  }
  released.wait()
}

/// Yields to the main actor until `condition()` holds (a queued deinit ran), at most 1,000
/// times.
@MainActor
private func until(_ condition: () -> Bool) async {
  for _ in 0..<1_000 where !condition() {
    await Task.yield()
  }
  #expect(condition())
}

/// How many `DeinitCountingScreen`s have been deinitialized.
@MainActor private var deinitCount = 0

/// A screen that counts its deinit, which a weak reference cannot tell apart from a release.
private final class DeinitCountingScreen: Screen {
  isolated deinit { deinitCount += 1 }
}

/// Holds an object until `release()` drops it, on whatever thread calls it.
private final class ReleaseBox: @unchecked Sendable {
  private(set) var object: AnyObject?

  init(_ object: AnyObject) { self.object = object }

  func release() { object = nil }
}
