import Foundation
import Testing
import UIKitDouble

/// The tenth audit of the double against UIKit's documented rules: what the navigation
/// controller's pops answer, assigning its `viewControllers`, the tab bar controller's selected
/// view controller before and after tabs are set and its More navigation controller, an
/// alert's actions in the order added, and how a view moves between superviews.
///
/// Each test cites Apple's page and quotes it.
@MainActor
@Suite struct DocumentedRuleAuditRoundTenTests {
  // MARK: - Popping

  // UINavigationController, popToViewController(_:animated:): "Pops view controllers until the
  // specified view controller is at the top of the navigation stack." Return value: "An array
  // containing the view controllers that were popped from the stack."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:))
  // Popping to the middle of a stack of four answers the two above it, bottom to top, and
  // leaves the target on top; the popped view controllers leave their navigation controller.
  @Test func poppingToTheMiddleAnswersTheViewControllersAboveIt() {
    let controllers = ["A", "B", "C", "D"].map { UIViewController.titled($0) }
    let navigation = UINavigationController(rootViewController: controllers[0])
    navigation.setViewControllers(controllers, animated: false)
    let window = Stage.window(root: navigation)
    let popped = navigation.popToViewController(controllers[1], animated: false)
    #expect(popped == [controllers[2], controllers[3]])
    #expect(navigation.viewControllers == [controllers[0], controllers[1]])
    #expect(navigation.topViewController === controllers[1])
    DoubleRunLoop.main.runUntilIdle()
    #expect(controllers[2].navigationController == nil)
    #expect(controllers[3].navigationController == nil)
    #expect(controllers[1].view.window === window)
  }

  // The same page, for the view controller already on top: it "must currently be on the
  // navigation stack", and nothing is above it to pop, so no view controller is answered and
  // the stack is unchanged.
  @Test func poppingToTheTopPopsNothing() {
    let root = UIViewController.titled("Root")
    let top = UIViewController.titled("Top")
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(top, animated: false)
    let window = Stage.window(root: navigation)
    let popped = navigation.popToViewController(top, animated: true)
    #expect(popped?.isEmpty ?? true)
    #expect(navigation.viewControllers == [root, top])
    #expect(navigation.transitionCoordinator == nil, "no transition to run")
    withExtendedLifetime(window) {}
  }

  // UINavigationController, popViewController(animated:): "Return Value: The view controller
  // that was popped from the stack." … "This method removes the top view controller from the
  // stack and makes the new top of the stack the active view controller."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:))
  // An animated pop answers the old top at once, with the new top already the top; the old top
  // leaves its navigation controller once the animation ends.
  @Test func anAnimatedPopAnswersTheOldTopAndTopsTheStackAtOnce() {
    let journal = Journal()
    let root = TrackedViewController("Root", journal: journal)
    let top = TrackedViewController("Top", journal: journal)
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(top, animated: false)
    let window = Stage.window(root: navigation)
    _ = journal.take()
    let popped = navigation.popViewController(animated: true)
    #expect(popped === top)
    #expect(navigation.viewControllers == [root])
    #expect(navigation.topViewController === root)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "Top willDisappear", "Root willAppear", "Top didDisappear", "Root didAppear",
      ])
    #expect(top.navigationController == nil)
    withExtendedLifetime(window) {}
  }

  // MARK: - Assigning the stack

  // UINavigationController, viewControllers: "Assigning a new array of view controllers to this
  // property is equivalent to calling the setViewControllers(_:animated:) method with the
  // animated parameter set to false."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers)
  // On screen, the assignment runs no animated transition: there is no coordinator, and the new
  // top is told it appears without animation.
  @Test func assigningTheStackChangesItWithoutAnimation() {
    let journal = Journal()
    let root = TrackedViewController("Root", journal: journal)
    let navigation = UINavigationController(rootViewController: root)
    let window = Stage.window(root: navigation)
    _ = journal.take()
    let second = AnimatedFlagViewController()
    navigation.viewControllers = [root, second]
    #expect(navigation.viewControllers == [root, second])
    #expect(navigation.transitionCoordinator == nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(second.animatedSeen == [false, false], "viewWillAppear and viewDidAppear")
    #expect(journal.take() == ["Root willDisappear", "Root didDisappear"])
    withExtendedLifetime(window) {}
  }

  // MARK: - Tab bar selection

  // UITabBarController, selectedViewController: "The default value of this property is nil."
  // … "Changing the view controller also updates the selectedIndex property accordingly."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller)
  @Test func aTabBarControllerSelectsNothingUntilItHasTabs() {
    let tabs = UITabBarController()
    #expect(tabs.selectedViewController == nil)
    let first = UIViewController.titled("A")
    let second = UIViewController.titled("B")
    tabs.viewControllers = [first, second]
    #expect(tabs.selectedViewController === first)
    tabs.selectedViewController = second
    #expect(tabs.selectedIndex == 1)
  }

  // The same page: "Assigning a new view controller to this property changes the currently
  // displayed view and also selects an appropriate tab in the tab bar." On screen, the newly
  // selected tab's view replaces the old one's in the window, and the bar selects its item.
  @Test func selectingATabViewControllerShowsItsViewAndItsItem() {
    let first = UIViewController.titled("A")
    let second = UIViewController.titled("B")
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let window = Stage.window(root: tabs)
    tabs.selectedViewController = second
    DoubleRunLoop.main.runUntilIdle()
    #expect(second.view.window === window)
    #expect(first.viewIfLoaded?.window == nil)
    #expect(tabs.tabBar.selectedItem === second.tabBarItem)
  }

  // UITabBarController, moreNavigationController: "This property always contains a valid More
  // navigation controller, even if a More button is not displayed on the screen." … "The tab
  // bar controller does not include the More navigation controller in that array of objects."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller)
  // With two tabs there is no More tab, yet the same More navigation controller is there, and
  // it stays out of `viewControllers` once six tabs show it and it is selected.
  @Test func theMoreNavigationControllerIsAlwaysThereButNeverATab() {
    let tabs = UITabBarController()
    let more = tabs.moreNavigationController
    tabs.viewControllers = ["A", "B"].map { UIViewController.titled($0) }
    #expect(tabs.moreNavigationController === more)
    #expect(!(tabs.viewControllers ?? []).contains(more))
    let six = ["A", "B", "C", "D", "E", "F"].map { UIViewController.titled($0) }
    tabs.viewControllers = six
    let window = Stage.window(root: tabs)
    tabs.selectedViewController = more
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedViewController === more)
    #expect(tabs.moreNavigationController === more)
    #expect(tabs.viewControllers == six)
    withExtendedLifetime(window) {}
  }

  // MARK: - Alerts

  // UIAlertController, actions: "The actions are in the order in which you added them to the
  // alert controller." (https://developer.apple.com/documentation/uikit/uialertcontroller/actions)
  // addAction(_:): "If your alert has multiple actions, the order in which you add those
  // actions determines their order in the resulting alert or action sheet."
  // (https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:))
  @Test func anAlertKeepsItsActionsInTheOrderAdded() {
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
    let titles = ["Cancel", "Delete", "Archive"]
    let styles: [UIAlertAction.Style] = [.cancel, .destructive, .default]
    for (title, style) in zip(titles, styles) {
      alert.addAction(UIAlertAction(title: title, style: style))
    }
    #expect(alert.actions.map(\.title) == titles)
    #expect(alert.actions.map(\.style) == styles)
  }

  // MARK: - Views

  // UIView, addSubview(_:): "Adds a view to the end of the receiver's list of subviews." …
  // "Views can have only one superview. If view already has a superview and that view is not
  // the receiver, this method removes the previous superview before making the receiver its new
  // superview." (https://developer.apple.com/documentation/uikit/uiview/addsubview(_:))
  @Test func addingAViewToAnotherSuperviewTakesItFromTheFirst() {
    let first = UIView()
    let second = UIView()
    let other = UIView()
    let moved = UIView()
    first.addSubview(moved)
    second.addSubview(other)
    second.addSubview(moved)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews == [other, moved])
    #expect(moved.superview === second)
  }

  // The same page, for a view already the receiver's: it is added "to the end of the
  // receiver's list of subviews" and "appears on top of any other subviews", once.
  @Test func addingASubviewAgainMovesItToTheTopOnce() {
    let container = UIView()
    let bottom = UIView()
    let top = UIView()
    container.addSubview(bottom)
    container.addSubview(top)
    container.addSubview(bottom)
    #expect(container.subviews == [top, bottom])
  }

  // UIView, insertSubview(_:at:): "Views can have only one superview. If view already has a
  // superview and that view is not the receiver, this method removes the previous superview
  // before making the receiver its new superview."
  // (https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:))
  @Test func insertingAViewFromAnotherSuperviewTakesItFromTheFirst() {
    let first = UIView()
    let second = UIView()
    let existing = UIView()
    let moved = UIView()
    first.addSubview(moved)
    second.addSubview(existing)
    second.insertSubview(moved, at: 0)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews == [moved, existing])
  }

  // UIView, isDescendant(of:): "true if the receiver is an immediate or distant subview of view
  // or if view is the receiver itself; otherwise false."
  // (https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:))
  @Test func aViewDescendsFromItselfAndItsAncestorsOnly() {
    let root = UIView()
    let middle = UIView()
    let leaf = UIView()
    let sibling = UIView()
    root.addSubview(middle)
    middle.addSubview(leaf)
    root.addSubview(sibling)
    #expect(leaf.isDescendant(of: leaf))
    #expect(leaf.isDescendant(of: middle))
    #expect(leaf.isDescendant(of: root), "a distant subview")
    #expect(!leaf.isDescendant(of: sibling))
    #expect(!root.isDescendant(of: leaf))
  }
}

/// A view controller that records the `animated` argument of its appearance callbacks.
@MainActor
private final class AnimatedFlagViewController: UIViewController {
  /// The `animated` arguments of `viewWillAppear(_:)` and `viewDidAppear(_:)`, in order.
  private(set) var animatedSeen: [Bool] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    animatedSeen.append(animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    animatedSeen.append(animated)
  }
}
