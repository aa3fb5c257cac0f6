import Foundation
import Testing
import UIKitDouble

/// Navigation controllers: when the delegate hears of a change, what UIKit refuses, custom
/// animators.
@MainActor
@Suite struct NavigationTests {
  @Test func didShowComesOnALaterTurnEvenWithoutAnimation() {
    let scene = NavigationScene(["A"])
    scene.navigation.pushViewController(UIViewController.titled("B"), animated: false)
    #expect(scene.navigation.viewControllers.count == 2, "the stack changes at once")
    #expect(scene.journal.take() == ["willShow B", "A willDisappear"])
    DoubleRunLoop.main.runQueuedWork()
    #expect(scene.journal.take() == ["A didDisappear", "didShow B"])
  }

  @Test func severalChangesInOneTurnEndInOneDidShow() {
    let scene = NavigationScene(["A"])
    scene.navigation.pushViewController(UIViewController.titled("B"), animated: false)
    scene.navigation.pushViewController(UIViewController.titled("C"), animated: false)
    scene.navigation.popViewController(animated: false)
    DoubleRunLoop.main.runUntilIdle()
    let didShows = scene.journal.take().filter { $0.hasPrefix("didShow") }
    #expect(didShows == ["didShow B"])
  }

  @Test func aNavigationControllerOffScreenChangesAtOnceAndTellsOnceShown() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let spy = NavigationSpy(journal)
    let hidden = UINavigationController(rootViewController: UIViewController.titled("Root"))
    hidden.delegate = spy
    let tabs = UITabBarController()
    tabs.setViewControllers([UIViewController.titled("Home"), hidden], animated: false)
    let window = Stage.window(root: tabs)
    _ = journal.take()
    hidden.pushViewController(UIViewController.titled("B"), animated: true)
    hidden.pushViewController(UIViewController.titled("C"), animated: true)
    #expect(hidden.viewControllers.map(\.title) == ["Root", "B", "C"])
    #expect(!hidden.isInTransition, "no animation off screen")
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take().isEmpty, "the delegate hears nothing while it is not shown")
    tabs.selectedIndex = 1
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["willShow C", "didShow C"])
    _ = window
  }

  @Test func poppingDuringAPushIsRefusedInUIKitsWords() {
    let scene = NavigationScene(["A", "B"])
    scene.navigation.pushViewController(UIViewController.titled("C"), animated: true)
    scene.navigation.popViewController(animated: true)
    scene.navigation.popToRootViewController(animated: false)
    #expect(
      DoubleRunLoop.main.log == [
        "nested pop animation can result in corrupted navigation bar",
        "nested pop animation can result in corrupted navigation bar",
      ])
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B", "C"])
  }

  @Test func pushingANavigationControllerOrTheSameViewControllerTwiceIsRefused() {
    let scene = NavigationScene(["A"])
    scene.navigation.pushViewController(UINavigationController(), animated: true)
    scene.navigation.pushViewController(scene.controllers[0], animated: true)
    #expect(
      DoubleRunLoop.main.log == [
        "Pushing a navigation controller is not supported.",
        #"Pushing the same view controller instance (<TrackedViewController "A">) more than once is not supported."#,
      ])
    #expect(scene.navigation.viewControllers.count == 1)
  }

  @Test func anAnimatedPushAndPopRunTheDelegatesAnimator() throws {
    let scene = NavigationScene(["A"])
    let animator = TestAnimator()
    scene.spy.animator = animator
    scene.navigation.pushViewController(UIViewController.titled("B"), animated: true)
    let coordinator = try #require(scene.navigation.transitionCoordinator)
    #expect(coordinator.transitionDuration == 0.5)
    DoubleRunLoop.main.advance(by: 0.4)
    #expect(!scene.journal.lines.contains("didShow B"), "the animator's 0.5 s are not over")
    DoubleRunLoop.main.advance(by: 0.1)
    #expect(scene.journal.lines.last == "didShow B")
    scene.navigation.popViewController(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.spy.operations == [.push, .pop])
    #expect(animator.runs == 2)
    #expect(DoubleRunLoop.main.log.isEmpty)
  }

  @Test func aPushAnimatorThatDoesNotAddTheNewViewLeavesABlankScreen() {
    let scene = NavigationScene(["A"])
    scene.spy.animator = TestAnimator(addsShownView: false)
    scene.navigation.pushViewController(UIViewController.titled("B"), animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      DoubleRunLoop.main.log == [
        #"TestAnimator completed the transition without adding the view of <UIViewController "B"> to the container view: the screen stays blank."#
      ])
  }

  @Test func aCancelledPushPutsTheStackBack() {
    let scene = NavigationScene(["A"])
    scene.spy.animator = TestAnimator(completes: false)
    scene.navigation.pushViewController(UIViewController.titled("B"), animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    #expect(!scene.journal.take().contains("didShow B"))
  }

  @Test func withoutAnimationTheDelegateIsNotAskedForAnAnimator() {
    let scene = NavigationScene(["A"])
    scene.spy.animator = TestAnimator()
    scene.navigation.pushViewController(UIViewController.titled("B"), animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.spy.operations.isEmpty)
    #expect(scene.navigation.transitionCoordinator == nil)
  }
}

extension UIViewController {
  /// A plain view controller titled `title`.
  static func titled(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }
}
