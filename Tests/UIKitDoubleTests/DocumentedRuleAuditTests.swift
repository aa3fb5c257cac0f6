import Foundation
import Testing
import UIKitDouble

/// An audit of the double against UIKit's documented rules for navigation stacks, transition
/// coordinators, containment and tabs, each test citing Apple's page and quoting it (the
/// presentation rules are in ``DocumentedPresentationRuleAuditTests``).
@MainActor
@Suite struct DocumentedRuleAuditTests {
  // MARK: - UINavigationController

  // popToViewController(_:animated:), `viewController`: "The view controller that you want to be
  // at the top of the stack. This view controller must currently be on the navigation stack."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:))
  // UIKit raises "Tried to pop to a view controller that doesn't exist."; the double logs it.
  @Test func poppingToAViewControllerNotOnTheStackAnswersNilAndChangesNothing() {
    let scene = NavigationScene(["A", "B"])
    let stranger = UIViewController.titled("Stranger")
    let popped = scene.navigation.popToViewController(stranger, animated: true)
    #expect(popped == nil)
    #expect(scene.navigation.transitionCoordinator == nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"])
    #expect(scene.journal.take().isEmpty)
    #expect(
      DoubleRunLoop.main.log == [
        #"Tried to pop to a view controller that doesn't exist: <UIViewController "Stranger">."#
      ])
  }

  // popViewController(animated:): "If the view controller at the top of the stack is the root
  // view controller, this method does nothing. In other words, you cannot pop the last item on
  // the stack."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:))
  @Test func poppingTheRootDoesNothing() {
    let scene = NavigationScene(["A"])
    #expect(scene.navigation.popViewController(animated: true) == nil)
    #expect(scene.navigation.transitionCoordinator == nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    #expect(scene.journal.take().isEmpty)
    #expect(DoubleRunLoop.main.log.isEmpty)
  }

  // pushViewController(_:animated:): "If the view controller is already on the navigation stack,
  // this method throws an exception."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:))
  // setViewControllers(_:animated:) with the same view controller twice is the same mistake.
  @Test func aStackHoldingTheSameViewControllerTwiceIsRefused() {
    let scene = NavigationScene(["A", "B"])
    let (a, b) = (scene.controllers[0], scene.controllers[1])
    scene.navigation.setViewControllers([a, b, a], animated: true)
    scene.navigation.pushViewController(b, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"])
    #expect(scene.journal.take().isEmpty)
    #expect(DoubleRunLoop.main.log.count == 2)
    #expect(DoubleRunLoop.main.log.allSatisfy { $0.contains("more than once is not supported") })
  }

  // isMovingFromParent (UIViewController reference): "YES if the view controller is disappearing
  // because it was removed from a container view controller" and "This method returns YES only
  // when called from inside the following methods: viewWillDisappear: viewDidDisappear:".
  // navigationController: "If the view controller or one of its ancestors is a child of a
  // navigation controller, this property contains the owning navigation controller."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller)
  // A popped view controller stays its navigation controller's child until the pop ends (it
  // hears willMove(toParent: nil) first, didMove(toParent: nil) once removed), so its
  // viewWillDisappear(_:) can still reach the navigation controller (the well-known
  // `navigationController?.setNavigationBarHidden(false, animated:)` in viewWillDisappear), and
  // reads a stack that no longer holds it.
  @Test func aPoppedViewControllerStillReachesItsNavigationControllerInViewWillDisappear() {
    final class Leaving: UIViewController {
      var seenInWillDisappear: (navigation: Bool, inStack: Bool?, moving: Bool)?
      override func viewWillDisappear(_ animated: Bool) {
        seenInWillDisappear = (
          navigationController != nil,
          navigationController?.viewControllers.contains { $0 === self }, isMovingFromParent
        )
      }
    }
    for animated in [true, false] {
      let scene = NavigationScene(["A"])
      let leaving = Leaving()
      scene.navigation.pushViewController(leaving, animated: false)
      DoubleRunLoop.main.runUntilIdle()
      scene.navigation.popViewController(animated: animated)
      #expect(leaving.seenInWillDisappear?.navigation == true, "animated: \(animated)")
      #expect(leaving.seenInWillDisappear?.inStack == false, "animated: \(animated)")
      #expect(leaving.seenInWillDisappear?.moving == true, "animated: \(animated)")
      DoubleRunLoop.main.runUntilIdle()
      #expect(leaving.parent == nil, "removed once the pop has ended")
      #expect(leaving.navigationController == nil)
      #expect(scene.navigation.children.map(\.title) == ["A"])
    }
  }

  // addChild(_:): "If the new child view controller is already the child of a container view
  // controller, it is removed from that container before being added."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)) A view
  // controller popped without animation may be pushed on another navigation controller in the
  // same turn, before the pop has ended; it ends up the new one's child only.
  @Test func aViewControllerPoppedWithoutAnimationCanBePushedElsewhereAtOnce() {
    let scene = NavigationScene(["A", "B"])
    let b = scene.controllers[1]
    let other = UINavigationController(rootViewController: UIViewController.titled("Root"))
    scene.navigation.popViewController(animated: false)
    other.pushViewController(b, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(DoubleRunLoop.main.log.isEmpty)
    #expect(b.parent === other)
    #expect(b.navigationController === other)
    #expect(other.viewControllers.map(\.title) == ["Root", "B"])
    #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    #expect(!b.isMovingToParent && !b.isMovingFromParent)
  }

  // A cancelled back swipe never removed the view controller: it was the navigation
  // controller's child all along (UINavigationController: "the user cancels a transition" puts
  // it back; see notifyWhenInteractionChanges(_:)).
  @Test func aViewControllerSwipedBackAndCancelledStaysAChildThroughout() throws {
    let scene = NavigationScene(["A", "B"])
    let b = scene.controllers[1]
    let gesture = try #require(UIKitUser.beginSwipeBack(in: scene.navigation))
    #expect(b.parent === scene.navigation, "still a child while the user drags")
    #expect(!scene.navigation.viewControllers.contains { $0 === b })
    gesture.cancel()
    DoubleRunLoop.main.runUntilIdle()
    #expect(b.parent === scene.navigation)
    #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"])
    #expect(
      b.movesSeen.suffix(2) == [
        "willMove to nil, parent UINavigationController",
        "didMove to UINavigationController, parent UINavigationController",
      ])
  }

  // viewControllers: "The view controllers currently on the navigation stack."; setting it
  // replaces the stack. A view controller that leaves the stack leaves the screen:
  // viewWillDisappear(_:) "Notifies the view controller that its view is about to be removed
  // from a view hierarchy."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:))
  @Test func emptyingTheStackTakesItsTopOffTheScreen() {
    let scene = NavigationScene(["A", "B"])
    let b = scene.controllers[1]
    scene.navigation.setViewControllers([], animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.viewControllers.isEmpty)
    #expect(scene.navigation.topViewController == nil)
    #expect(scene.journal.take() == ["B willDisappear", "B didDisappear"])
    #expect(b.view.window == nil)
    #expect(b.parent == nil)
    #expect(
      b.movesSeen.suffix(2) == [
        "willMove to nil, parent UINavigationController", "didMove to nil, parent nil",
      ])
  }

  // viewControllers: the stack is the truth as soon as the push is asked for ("The view
  // controllers currently on the navigation stack."); transitionCoordinator: "The transition
  // coordinator object associated with a currently active transition or nil if no transition is
  // in progress." (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator)
  @Test func duringAnAnimatedPushTheStackHoldsTheNewTopAndACoordinatorRuns() throws {
    let scene = NavigationScene(["A"])
    let a = scene.controllers[0]
    #expect(scene.navigation.transitionCoordinator == nil, "no transition yet")
    let b = TrackedViewController("B", journal: scene.journal)
    scene.navigation.pushViewController(b, animated: true)
    #expect(scene.navigation.viewControllers.map(\.title) == ["A", "B"])
    #expect(scene.navigation.topViewController === b)
    #expect(b.navigationController === scene.navigation)
    let coordinator = try #require(b.transitionCoordinator)
    #expect(scene.navigation.transitionCoordinator === coordinator)
    #expect(coordinator.viewController(forKey: .from) === a)
    #expect(coordinator.viewController(forKey: .to) === b)
    #expect(coordinator.isAnimated && !coordinator.isInteractive && !coordinator.isCancelled)
    var completions: [Bool] = []
    #expect(coordinator.animate(alongsideTransition: nil) { completions.append($0.isCancelled) })
    DoubleRunLoop.main.runUntilIdle()
    #expect(completions == [false], "once, when the transition ends")
    #expect(b.transitionCoordinator == nil)
    #expect(scene.navigation.transitionCoordinator == nil)
    #expect(!b.isMovingToParent, "only during the transition")
  }

  // UINavigationControllerDelegate: navigationController(_:willShow:animated:) "Notifies the
  // delegate before the navigation controller displays a view controller's view and navigation
  // item properties."; navigationController(_:didShow:animated:) "Notifies the delegate after
  // the navigation controller displays a view controller's view and navigation item
  // properties." (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate)
  // The covered top starts disappearing before the new top starts appearing, and has
  // disappeared once the new top has appeared.
  @Test func aPushTellsTheDelegateAroundTheAppearanceCallbacks() {
    for animated in [true, false] {
      let scene = NavigationScene(["A"])
      scene.navigation.pushViewController(
        TrackedViewController("B", journal: scene.journal), animated: animated)
      DoubleRunLoop.main.runUntilIdle()
      let lines = scene.journal.take()
      #expect(
        lines == [
          "willShow B", "A willDisappear", "B willAppear", "A didDisappear", "B didAppear",
          "didShow B",
        ], "animated: \(animated)")
    }
  }

  // MARK: - UIViewControllerTransitionCoordinator

  // notifyWhenInteractionChanges(_:): "Your handler block is executed any time the transition
  // changes from interactive to noninteractive, including when the transition ends or is
  // canceled."; animate(alongsideTransition:completion:): the completion runs "after the
  // transition finishes", with the context saying whether it was cancelled.
  // (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator)
  @Test func aFinishedBackSwipeTellsTheCoordinatorsBlocksItWasNotCancelled() throws {
    let scene = NavigationScene(["A", "B"])
    let gesture = try #require(UIKitUser.beginSwipeBack(in: scene.navigation))
    let coordinator = try #require(scene.controllers[0].transitionCoordinator)
    #expect(coordinator.initiallyInteractive && coordinator.isInteractive)
    let interaction = InteractionRecorder(coordinator)
    var completions: [Bool] = []
    coordinator.animate(alongsideTransition: nil) { completions.append($0.isCancelled) }
    gesture.finish()
    #expect(interaction.cancellations == [false])
    #expect(!coordinator.isInteractive)
    #expect(completions.isEmpty, "the rest of the animation runs first")
    DoubleRunLoop.main.runUntilIdle()
    #expect(completions == [false])
    #expect(!coordinator.animate(alongsideTransition: nil), "the transition has ended")
    #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
  }

  // A transition that is not interactive never changes from interactive to noninteractive, so
  // notifyWhenInteractionChanges(_:)'s handler never runs for it.
  @Test func aTransitionThatIsNotInteractiveNeverCallsTheInteractionHandler() throws {
    let scene = NavigationScene(["A"])
    scene.navigation.pushViewController(UIViewController.titled("B"), animated: true)
    let interaction = InteractionRecorder(try #require(scene.navigation.transitionCoordinator))
    DoubleRunLoop.main.runUntilIdle()
    #expect(interaction.cancellations.isEmpty)
    #expect(scene.navigation.topViewController?.title == "B")
  }

  // MARK: - Containment

  // children: "An array of the view controllers that are children of the current view
  // controller." addChild(_:): "This method creates a parent-child relationship between the
  // current view controller and the object in the childController parameter." — in the order
  // added; removeFromParent() "Removes the view controller from its parent."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/children)
  @Test func childrenKeepTheOrderTheyWereAddedIn() {
    let parent = UIViewController()
    let (first, second, third) = (
      UIViewController.titled("1"), UIViewController.titled("2"), UIViewController.titled("3")
    )
    parent.addChild(first)
    parent.addChild(second)
    parent.addChild(third)
    #expect(parent.children.map(\.title) == ["1", "2", "3"])
    second.willMove(toParent: nil)
    second.removeFromParent()
    #expect(parent.children.map(\.title) == ["1", "3"])
    #expect(second.parent == nil)
    parent.addChild(second)
    #expect(parent.children.map(\.title) == ["1", "3", "2"])
  }

  // MARK: - UITabBarController

  // selectedIndex: "Setting this property changes the selected view controller to the one at
  // the designated index in the viewControllers array."; selectedViewController: "Changing the
  // view controller also updates the selectedIndex property accordingly."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller)
  // tabBarController(_:didSelect:): "it is called only in response to user taps in the tab bar
  // and is not called when your code changes the tab bar contents programmatically."
  // The old tab starts disappearing before the new one starts appearing.
  @Test func selectingATabInCodeSwapsTheTabsWithoutTellingTheDelegate() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let spy = TabSpy(journal)
    let first = TrackedViewController("First", journal: journal)
    let second = TrackedViewController("Second", journal: journal)
    let tabs = UITabBarController()
    tabs.setViewControllers([first, second], animated: false)
    tabs.delegate = spy
    let window = Stage.window(root: tabs)
    _ = journal.take()
    tabs.selectedIndex = 1
    #expect(tabs.selectedViewController === second)
    DoubleRunLoop.main.runUntilIdle()
    tabs.selectedViewController = first
    #expect(tabs.selectedIndex == 0)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "First willDisappear", "Second willAppear", "First didDisappear", "Second didAppear",
        "Second willDisappear", "First willAppear", "Second didDisappear", "First didAppear",
      ])
    #expect(first.view.window === window && second.view.window == nil)
  }

  // tabBarController(_:shouldSelect:): "Asks the delegate whether the specified view controller
  // should be made active." — asked before the selection changes;
  // tabBarController(_:didSelect:): "Tells the delegate that the user selected an item in the
  // tab bar." — told once it has changed.
  // (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate)
  @Test func theDelegateIsAskedBeforeATapSelectsAndToldAfter() {
    @MainActor final class Reading: UITabBarControllerDelegate {
      var seen: [String] = []
      func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
      ) -> Bool {
        seen.append("should \(tabBarController.selectedIndex)")
        return true
      }
      func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
      ) {
        seen.append("did \(tabBarController.selectedIndex)")
      }
    }
    DoubleRunLoop.main.reset()
    let reading = Reading()
    let tabs = UITabBarController()
    tabs.setViewControllers(
      [UIViewController.titled("0"), UIViewController.titled("1")], animated: false)
    tabs.delegate = reading
    let window = Stage.window(root: tabs)
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    #expect(reading.seen == ["should 0", "did 1"])
    #expect(tabs.selectedViewController?.title == "1")
    withExtendedLifetime(window) {}
  }

  // viewControllers: "If you change the value of this property at runtime, the tab bar
  // controller removes all of the old view controllers before installing the new ones."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers)
  // A selected tab that is removed leaves the screen, and is no longer a child.
  @Test func replacingTheTabsRemovesTheOldOnes() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let old = TrackedViewController("Old", journal: journal)
    let new = TrackedViewController("New", journal: journal)
    let tabs = UITabBarController()
    tabs.setViewControllers([old], animated: false)
    let window = Stage.window(root: tabs)
    _ = journal.take()
    tabs.viewControllers = [new]
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.children.map(\.title) == ["New"])
    #expect(tabs.selectedViewController === new)
    #expect(old.parent == nil && old.tabBarController == nil)
    #expect(
      Set(journal.take()) == [
        "Old willDisappear", "New willAppear", "Old didDisappear", "New didAppear",
      ])
    #expect(old.view.window == nil && new.view.window === window)
  }
}
