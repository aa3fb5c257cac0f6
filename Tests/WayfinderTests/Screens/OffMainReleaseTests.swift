import Testing
import Wayfinder

/// The last reference to a container, window, presenter or screen may go on another thread (a
/// closure captured it, a task ended): the links that named it read `nil` at once, and the leak
/// report stays right.
@MainActor
@Suite struct OffMainReleaseTests {
  @Test func aChildOfAContainerReleasedOnAnotherThreadHasNoContainer() throws {
    let child = Screen(title: "Child")
    let box = ReleaseBox(try NavigationContainer(root: child, title: "Dying"))
    #expect(child.container != nil)
    box.releaseOnAnotherThreadWhileTheMainActorWaits()
    #expect(child.container == nil)
    #expect(!child.isInHierarchy)
    _ = try NavigationContainer(root: child)
  }

  @Test func theRootOfAWindowReleasedOnAnotherThreadHasNoWindow() throws {
    let box = ReleaseBox(Window())
    let root = try #require(box.object as? Window).setRoot { _ in Screen(title: "Root") }
    #expect(root.isShown)
    box.releaseOnAnotherThreadWhileTheMainActorWaits()
    #expect(root.window == nil && !root.isShown)
  }

  @Test func aRouterWhoseRootIsReleasedOnAnotherThreadHasNoRoot() throws {
    let window = Window()
    weak var router: DefaultRouter?
    let box = ReleaseBox(
      try window.setRoot { root in
        try NavigationContainer(
          root: root.makeScreen { made in
            router = made
            return Screen(title: "Made")
          })
      })
    try window.setRoot { _ in Screen(title: "Next") }
    #expect(router?.root != nil, "the box still holds the old hierarchy")
    box.releaseOnAnotherThreadWhileTheMainActorWaits()
    #expect(router == nil)
    #expect(window.leakedScreens().isEmpty)
  }

  @Test func aRemovedScreenReleasedOnAnotherThreadIsNotReported() throws {
    let window = Window()
    let home = try window.setRoot { router in
      try NavigationContainer(root: router.makeScreen { _ in Screen(title: "Home") })
    }
    let router = try #require(home.rootScreen.router)
    plainDeinits.reset()
    let box = ReleaseBox(PlainDeinitScreen(title: "Removed"))
    router.route(to: try #require(box.object as? Screen), as: .push)
    router.popToRoot()
    let kept = Screen(title: "Kept")
    router.route(to: kept, as: .push)
    router.popToRoot()
    #expect(window.leakedScreens().map(\.screen.title) == ["Removed", "Kept"])
    box.releaseOnAnotherThreadWhileTheMainActorWaits()
    #expect(plainDeinits.value == 1)
    // Enough removals to compact the records.
    for index in 0..<200 {
      router.route(to: Screen(title: "Churn \(index)"), as: .push)
      router.popToRoot()
    }
    #expect(window.leakedScreens().map(\.screen.title) == ["Kept"])
  }
}
