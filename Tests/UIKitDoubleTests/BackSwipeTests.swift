import Testing
import UIKitDouble

/// The user's back swipe: an interactive pop that finishes or is cancelled.
@MainActor
@Suite struct BackSwipeTests {
  private let journal = Journal()
  private let spy: NavigationSpy
  private let navigation: UINavigationController
  private let first: TrackedViewController
  private let second: TrackedViewController
  private let window: UIWindow

  init() {
    spy = NavigationSpy(journal)
    first = TrackedViewController("A", journal: journal)
    second = TrackedViewController("B", journal: journal)
    navigation = UINavigationController(rootViewController: first)
    navigation.delegate = spy
    window = Stage.window(root: navigation)
    navigation.pushViewController(second, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    _ = journal.take()
  }

  @Test func atTheStartTheStackNoLongerHoldsThePoppedViewController() throws {
    let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
    #expect(navigation.viewControllers.map(\.title) == ["A"])
    #expect(navigation.topViewController === first)
    #expect(second.isMovingFromParent)
    #expect(navigation.isInTransition)
    let coordinator = try #require(navigation.transitionCoordinator)
    #expect(coordinator.isInteractive)
    #expect(coordinator.initiallyInteractive)
    #expect(coordinator.viewController(forKey: .from) === second)
    #expect(coordinator.viewController(forKey: .to) === first)
    #expect(first.transitionCoordinator === coordinator, "children see their container's")
    #expect(journal.take() == ["willShow A", "B willDisappear", "A willAppear"])
    gesture.finish()
    DoubleRunLoop.main.runUntilIdle()
  }

  @Test func finishingShowsTheRevealedViewControllerWhenTheRestOfTheAnimationEnds() throws {
    let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
    let coordinator = try #require(navigation.transitionCoordinator)
    var interaction: [Bool] = []
    coordinator.notifyWhenInteractionChanges { interaction.append($0.isCancelled) }
    _ = journal.take()
    #expect(gesture.finish())
    #expect(interaction == [false])
    #expect(!coordinator.isInteractive)
    #expect(journal.take().isEmpty, "didShow waits for the rest of the animation")
    #expect(navigation.isInTransition)
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["B didDisappear", "A didAppear", "didShow A"])
    #expect(!navigation.isInTransition)
    #expect(navigation.transitionCoordinator == nil)
    #expect(!gesture.finish(), "the user already let go")
  }

  @Test func cancellingPutsThePoppedViewControllerBackWithoutDidShow() throws {
    let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
    let coordinator = try #require(navigation.transitionCoordinator)
    var interaction: [Bool] = []
    coordinator.notifyWhenInteractionChanges { interaction.append($0.isCancelled) }
    var completedAlongside: Bool?
    coordinator.animate(alongsideTransition: nil) { completedAlongside = !$0.isCancelled }
    _ = journal.take()
    #expect(gesture.cancel())
    #expect(interaction == [true])
    #expect(journal.take() == ["A willDisappear", "B willAppear"])
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
    #expect(second.parent === navigation)
    #expect(!second.isMovingFromParent)
    #expect(journal.take() == ["A didDisappear", "B didAppear"], "no didShow for A")
    #expect(completedAlongside == false)
  }

  @Test func thereIsNothingToSwipeOnTheRootOrDuringATransition() {
    navigation.popViewController(animated: true)
    #expect(UIKitUser.beginSwipeBack(in: navigation) == nil, "a pop animates")
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.beginSwipeBack(in: navigation) == nil, "only the root is left")
  }

  @Test func changingTheStackDuringTheSwipeIsRefusedInUIKitsWords() throws {
    let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
    navigation.setViewControllers([first, second], animated: false)
    navigation.pushViewController(UIViewController(), animated: true)
    #expect(
      DoubleRunLoop.main.log == [
        "nested push animation can result in corrupted navigation bar",
        "nested push animation can result in corrupted navigation bar",
      ])
    #expect(navigation.viewControllers.map(\.title) == ["A"])
    gesture.finish()
    DoubleRunLoop.main.runUntilIdle()
  }

  @Test func theOneShotSwipeFinishesOnTheClock() {
    #expect(UIKitUser.swipeBack(in: navigation))
    #expect(navigation.viewControllers.map(\.title) == ["A"])
    #expect(!journal.lines.contains("didShow A"))
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take().last == "didShow A")
  }
}
