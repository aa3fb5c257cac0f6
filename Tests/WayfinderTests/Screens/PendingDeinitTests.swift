import Testing

// `@testable` to read the raw links: only a queued deinit, when it runs, clears them.
@testable import Wayfinder

/// A screen, container or window whose last reference goes on another thread while the main
/// actor is busy has its (isolated) deinit queued, not run: until it runs, every link that names
/// it must already read `nil`, as a weak reference would, and nothing may keep it.
@MainActor
@Suite struct PendingDeinitTests {
  @Test func aChildOfAContainerWhoseDeinitIsPendingHasNoContainer() async throws {
    let child = Screen(title: "Child")
    let box = ReleaseBox(try NavigationContainer(root: child, title: "Dying"))
    box.releaseOnAnotherThreadWhileTheMainActorWaits()
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
    box.releaseOnAnotherThreadWhileTheMainActorWaits()
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
    box.releaseOnAnotherThreadWhileTheMainActorWaits()
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
    box.releaseOnAnotherThreadWhileTheMainActorWaits()
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
    box.releaseOnAnotherThreadWhileTheMainActorWaits()
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

/// How many `DeinitCountingScreen`s have been deinitialized.
@MainActor private var deinitCount = 0

/// A screen that counts its deinit, which a weak reference cannot tell apart from a release.
private final class DeinitCountingScreen: Screen {
  isolated deinit { deinitCount += 1 }
}
