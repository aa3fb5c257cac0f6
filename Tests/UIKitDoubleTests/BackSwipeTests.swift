import Testing
import UIKitDouble

/// The user's back swipe: an interactive pop that finishes or is cancelled.
@MainActor
@Suite struct BackSwipeTests {
  @Test func atTheStartTheStackNoLongerHoldsThePoppedViewController() throws {
    let scene = NavigationScene(["A", "B"])
    let gesture = try #require(UIKitUser.beginSwipeBack(in: scene.navigation))
    #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    #expect(scene.navigation.topViewController === scene.controllers[0])
    #expect(scene.controllers[1].isMovingFromParent)
    #expect(scene.navigation.isInTransition)
    let coordinator = try #require(scene.navigation.transitionCoordinator)
    #expect(coordinator.isInteractive)
    #expect(coordinator.initiallyInteractive)
    #expect(coordinator.viewController(forKey: .from) === scene.controllers[1])
    #expect(coordinator.viewController(forKey: .to) === scene.controllers[0])
    #expect(
      scene.controllers[0].transitionCoordinator === coordinator, "children see their container's")
    #expect(scene.journal.take() == ["willShow A", "B willDisappear", "A willAppear"])
    gesture.finish()
    DoubleRunLoop.main.runUntilIdle()
  }

  @Test func finishingShowsTheRevealedViewControllerWhenTheRestOfTheAnimationEnds() throws {
    let scene = NavigationScene(["A", "B"])
    let gesture = try #require(UIKitUser.beginSwipeBack(in: scene.navigation))
    let coordinator = try #require(scene.navigation.transitionCoordinator)
    let interaction = InteractionRecorder(coordinator)
    _ = scene.journal.take()
    #expect(gesture.finish())
    #expect(interaction.cancellations == [false])
    #expect(!coordinator.isInteractive)
    #expect(scene.journal.take().isEmpty, "didShow waits for the rest of the animation")
    #expect(scene.navigation.isInTransition)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.journal.take() == ["B didDisappear", "A didAppear", "didShow A"])
    #expect(!scene.navigation.isInTransition)
    #expect(scene.navigation.transitionCoordinator == nil)
    #expect(!gesture.finish(), "the user already let go")
  }

  @Test func cancellingPutsThePoppedViewControllerBackWithoutDidShow() throws {
    let scene = NavigationScene(["A", "B"])
    let gesture = try #require(UIKitUser.beginSwipeBack(in: scene.navigation))
    let coordinator = try #require(scene.navigation.transitionCoordinator)
    let interaction = InteractionRecorder(coordinator)
    var completedAlongside: Bool?
    coordinator.animate(alongsideTransition: nil) { completedAlongside = !$0.isCancelled }
    _ = scene.journal.take()
    #expect(gesture.cancel())
    #expect(interaction.cancellations == [true])
    #expect(scene.journal.take() == ["A willDisappear", "B willAppear"])
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"])
    #expect(scene.controllers[1].parent === scene.navigation)
    #expect(!scene.controllers[1].isMovingFromParent)
    #expect(scene.journal.take() == ["A didDisappear", "B didAppear"], "no didShow for A")
    #expect(completedAlongside == false)
    // B never left its parent: after the cancellation it says it moves neither way.
    #expect(scene.controllers[1].flagsSeen["willAppear"] == [])
    #expect(scene.controllers[1].flagsSeen["didAppear"] == [])
  }

  @Test func thereIsNothingToSwipeOnTheRootOrDuringATransition() {
    let scene = NavigationScene(["A", "B"])
    scene.navigation.popViewController(animated: true)
    #expect(UIKitUser.beginSwipeBack(in: scene.navigation) == nil, "a pop animates")
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.beginSwipeBack(in: scene.navigation) == nil, "only the root is left")
  }

  @Test func changingTheStackDuringTheSwipeIsRefusedInUIKitsWords() throws {
    let scene = NavigationScene(["A", "B"])
    let gesture = try #require(UIKitUser.beginSwipeBack(in: scene.navigation))
    scene.navigation.setViewControllers(
      [scene.controllers[0], scene.controllers[1]], animated: false)
    scene.navigation.pushViewController(UIViewController(), animated: true)
    #expect(
      DoubleRunLoop.main.log == [
        "nested push animation can result in corrupted navigation bar",
        "nested push animation can result in corrupted navigation bar",
      ])
    #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    gesture.finish()
    DoubleRunLoop.main.runUntilIdle()
  }

  @Test func theOneShotSwipeFinishesOnTheClock() {
    let scene = NavigationScene(["A", "B"])
    #expect(UIKitUser.swipeBack(in: scene.navigation))
    #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    #expect(!scene.journal.lines.contains("didShow A"))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.journal.take().last == "didShow A")
  }
}

// "The presence of custom left bar button items causes the Back button to be removed in favor of
// the custom items", unless `leftItemsSupplementBackButton` (`UINavigationItem`).
extension BackSwipeTests {
  @Test func leadingItemsThatReplaceTheBackButtonLeaveNoBackButtonToTap() {
    let scene = NavigationScene(["A", "B"])
    scene.controllers[1].navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
    #expect(!UIKitUser.tapBackButton(in: scene.navigation), "there is no back button to tap")
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"])
  }

  @Test func leadingItemsThatSupplementTheBackButtonLeaveItToTap() {
    let scene = NavigationScene(["A", "B"])
    let item = scene.controllers[1].navigationItem
    item.leftBarButtonItem = UIBarButtonItem(title: "Edit")
    item.leftItemsSupplementBackButton = true
    #expect(UIKitUser.tapBackButton(in: scene.navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
  }
}
