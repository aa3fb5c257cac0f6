import Foundation
import Testing
import UIKitDouble

/// The eighth audit of the double against UIKit's documented rules: appearance transitions a
/// container tells its children itself, how the appearance callbacks pair, and why a view
/// appears or disappears.
///
/// Each test cites Apple's page or header and quotes it.
@MainActor
@Suite struct DocumentedRuleAuditRoundEightTests {
  // MARK: - beginAppearanceTransition(_:animated:) and endAppearanceTransition()

  // UIViewController.h, on beginAppearanceTransition:animated: and endAppearanceTransition: "If
  // a custom container controller manually forwards its appearance callbacks, then rather than
  // calling viewWillAppear:, viewDidAppear: viewWillDisappear:, or viewDidDisappear: on the
  // children these methods should be used instead. This will ensure that descendent child
  // controllers appearance methods will be invoked."
  // shouldAutomaticallyForwardAppearanceMethods: "The default implementation returns true."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods)
  // A navigation controller that such a container tells it appears tells its top in turn, and,
  // on screen from then on, pushes as any navigation controller on screen does; it hears nothing
  // the container does not tell it (the container covered by a full-screen presentation).
  @Test func aNavigationControllerToldItAppearsTellsItsTopAndPushesOnScreen() {
    let journal = Journal()
    let container = SelfTellingContainer()
    let first = TrackedViewController("A", journal: journal)
    let navigation = UINavigationController(rootViewController: first)
    container.addChild(navigation)
    container.view.addSubview(navigation.view)
    navigation.didMove(toParent: container)
    let window = Stage.window(root: container)
    #expect(journal.take().isEmpty, "the container's appearance does not reach the child")
    navigation.beginAppearanceTransition(true, animated: false)
    #expect(journal.take() == ["A willAppear"])
    navigation.endAppearanceTransition()
    #expect(journal.take() == ["A didAppear"])
    #expect(first.view.window === window)
    let second = TrackedViewController("B", journal: journal)
    navigation.pushViewController(second, animated: true)
    #expect(journal.take() == ["A willDisappear", "B willAppear"])
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["A didDisappear", "B didAppear"])
    #expect(second.flagsSeen["willAppear"] == ["movingToParent"])
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    container.present(cover, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    container.dismiss(animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take().isEmpty, "covering the container reaches the child only through it")
    navigation.beginAppearanceTransition(false, animated: false)
    #expect(journal.take() == ["B willDisappear"])
    navigation.endAppearanceTransition()
    #expect(journal.take() == ["B didDisappear"])
    #expect(second.view.window == nil)
  }

  // The same header sentence for a tab bar controller: told it appears, it tells its selected
  // tab, and a tab switch from then on reaches both tabs.
  @Test func aTabBarControllerToldItAppearsTellsItsSelectedTab() {
    let journal = Journal()
    let container = SelfTellingContainer()
    let first = TrackedViewController("A", journal: journal)
    let second = TrackedViewController("B", journal: journal)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    container.addChild(tabs)
    container.view.addSubview(tabs.view)
    tabs.didMove(toParent: container)
    let window = Stage.window(root: container)
    #expect(journal.take().isEmpty)
    tabs.beginAppearanceTransition(true, animated: false)
    tabs.endAppearanceTransition()
    #expect(journal.take() == ["A willAppear", "A didAppear"])
    tabs.selectedIndex = 1
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
    #expect(second.view.window === window)
  }

  // The same header sentence for a plain child: its own children whose views are in its view
  // hear each call after it.
  @Test func aChildToldItAppearsTellsTheChildrenInItsViewAfterIt() {
    let journal = Journal()
    let container = SelfTellingContainer()
    let child = TrackedViewController("Child", journal: journal)
    let grandchild = TrackedViewController("Grandchild", journal: journal)
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    child.addChild(grandchild)
    child.view.addSubview(grandchild.view)
    grandchild.didMove(toParent: child)
    let window = Stage.window(root: container)
    child.beginAppearanceTransition(true, animated: true)
    #expect(journal.take() == ["Child willAppear", "Grandchild willAppear"])
    child.endAppearanceTransition()
    #expect(journal.take() == ["Child didAppear", "Grandchild didAppear"])
    #expect(grandchild.view.window === window)
    #expect(grandchild.flagsSeen["willAppear"] == [], "it did not move: its parent appeared")
  }

  // UIViewController, "Handle view-related notifications": "Not all ‘will’ callback methods are
  // paired with only a ‘did’ callback method. You need to ensure that if you start a process in a
  // ‘will’ callback method, you end the process in both the corresponding ‘did’ and the opposite
  // ‘will’ callback method." (https://developer.apple.com/documentation/uikit/uiviewcontroller)
  // A container that turns an appearance around before it ends (a transition it cancels) leaves
  // its child with viewWillAppear(_:), then viewWillDisappear(_:) and viewDidDisappear(_:): no
  // viewDidAppear(_:) for the appearance that never ended, and an end with nothing begun says
  // nothing.
  @Test func anAppearanceTurnedAroundEndsInTheOppositeCallbacks() {
    let journal = Journal()
    let container = SelfTellingContainer()
    let child = TrackedViewController("Child", journal: journal)
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    let window = Stage.window(root: container)
    child.beginAppearanceTransition(true, animated: true)
    child.beginAppearanceTransition(false, animated: true)
    child.endAppearanceTransition()
    #expect(journal.take() == ["Child willAppear", "Child willDisappear", "Child didDisappear"])
    child.endAppearanceTransition()
    #expect(journal.take().isEmpty, "nothing was begun")
    #expect(child.view.window == nil)
    _ = window
  }

  // MARK: - Why a view appears or disappears

  // UIViewController.h: "These four methods can be used in a view controller's appearance
  // callbacks to determine if it is being presented, dismissed, or added or removed as a child
  // view controller. For example, a view controller can check if it is disappearing because it
  // was dismissed or popped by asking itself in its viewWillDisappear: method by checking the
  // expression ([self isBeingDismissed] || [self isMovingFromParentViewController])."
  // The expression holds for a popped and a dismissed view controller, not for one covered by a
  // push or a full-screen presentation, nor for a tab the user leaves.
  @Test func aViewControllerTellsPoppedOrDismissedFromCoveredInViewWillDisappear() {
    let scene = NavigationScene(["A", "B"])
    let covered = scene.controllers[1]
    scene.navigation.pushViewController(
      TrackedViewController("C", journal: scene.journal), animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(covered.flagsSeen["willDisappear"] == [], "covered, not popped")
    scene.navigation.popViewController(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(covered.flagsSeen["willAppear"] == [], "uncovered, not pushed")
    scene.navigation.popViewController(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(covered.flagsSeen["willDisappear"] == ["movingFromParent"], "popped")
    #expect(covered.flagsSeen["didDisappear"] == ["movingFromParent"])

    let presenting = PresentationScene()
    let cover = TrackedViewController("Cover", journal: presenting.journal)
    cover.modalPresentationStyle = .fullScreen
    presenting.show(cover)
    #expect(presenting.root.flagsSeen["willDisappear"] == [], "covered, not dismissed")
    presenting.hide()
    #expect(cover.flagsSeen["willDisappear"] == ["beingDismissed"])
    #expect(presenting.root.flagsSeen["willAppear"] == [], "uncovered, not presented")
  }

  // View Controller Programming Guide for iOS, "Determining Why a View's Appearance Changed",
  // Table 5-1: isMovingToParentViewController: "You call this method inside your
  // viewWillAppear: and viewDidAppear: methods to determine if the view controller's view is
  // being shown because the view controller was just added to a container view controller."
  // isMovingFromParentViewController: "…being hidden because the view controller was removed
  // from its container view controller." (https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/RespondingtoDisplay-Notifications/RespondingtoDisplay-Notifications.html)
  // Switching tabs adds and removes no child: neither tab is moving in any of its callbacks.
  @Test func switchingTabsMovesNoViewController() {
    let journal = Journal()
    let first = TrackedViewController("A", journal: journal)
    let second = TrackedViewController("B", journal: journal)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let window = Stage.window(root: tabs)
    tabs.selectedIndex = 1
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "A willAppear", "A didAppear", "A willDisappear", "B willAppear", "A didDisappear",
        "B didAppear",
      ])
    #expect(first.flagsSeen["willDisappear"] == [] && first.flagsSeen["didDisappear"] == [])
    #expect(second.flagsSeen["willAppear"] == [] && second.flagsSeen["didAppear"] == [])
    _ = window
  }
}

/// A container that tells its children itself when their views appear or disappear.
@MainActor
private final class SelfTellingContainer: UIViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}
