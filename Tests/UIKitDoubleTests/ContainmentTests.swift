import Foundation
import Testing
import UIKitDouble

/// View controller containment: `addChild(_:)`, `removeFromParent()`, `willMove(toParent:)` and
/// `didMove(toParent:)`, and the appearance of a child whose view is in its parent's view.
@MainActor
@Suite struct ContainmentTests {
  /// A shown window whose root, "Parent", is tracked; the journal is empty.
  ///
  /// The test keeps the window alive (a scene does on a device).
  private func shownParent() -> (TrackedViewController, UIWindow, Journal) {
    let journal = Journal()
    let parent = TrackedViewController("Parent", journal: journal)
    let window = Stage.window(root: parent)
    _ = journal.take()
    return (parent, window, journal)
  }

  /// Adds `child` to `parent` the way UIKit's guide says: add, add the view, then `didMove`.
  private func embed(_ child: UIViewController, in parent: UIViewController) {
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
  }

  /// Removes `child` the way UIKit's guide says: `willMove(nil)`, remove the view, remove.
  private func unembed(_ child: UIViewController) {
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
  }

  @Test func addingAChildCallsWillMoveFirstAndLeavesDidMoveToTheContainer() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let parent = TrackedViewController("Parent", journal: journal)
    let first = TrackedViewController("First", journal: journal)
    let second = TrackedViewController("Second", journal: journal)
    parent.addChild(first)
    parent.addChild(second)
    #expect(parent.children.map(\.title) == ["First", "Second"])
    #expect(first.parent === parent)
    #expect(first.movesSeen == ["willMove to Parent, parent nil"], "before it is added")
    first.didMove(toParent: parent)
    #expect(first.movesSeen.last == "didMove to Parent, parent Parent")
    #expect(journal.take().isEmpty, "nothing appears off screen")
    #expect(DoubleRunLoop.main.log == [])
  }

  @Test func aChildWhoseViewIsInItsParentsViewAppearsWithItAfterIt() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let parent = TrackedViewController("Parent", journal: journal)
    let child = TrackedViewController("Child", journal: journal)
    let hidden = TrackedViewController("Hidden", journal: journal)
    embed(child, in: parent)
    parent.addChild(hidden)  // its view is not in the parent's view
    let window = Stage.window(root: parent)
    #expect(
      journal.take() == [
        "Parent willAppear", "Child willAppear", "Parent didAppear", "Child didAppear",
      ])
    #expect(child.view.window === window)
    #expect(child.isOnScreen)
    #expect(!hidden.isOnScreen)
    #expect(hidden.view.window == nil)
  }

  @Test func aChildAddedOnScreenAppearsInsideTheMoveOfItsView() {
    let (parent, window, journal) = shownParent()
    let child = TrackedViewController("Child", journal: journal)
    parent.addChild(child)
    #expect(journal.take().isEmpty, "its view is not in the parent's view yet")
    parent.view.addSubview(child.view)
    #expect(journal.take() == ["Child willAppear", "Child didAppear"])
    #expect(child.flagsSeen["willAppear"] == ["movingToParent"])
    #expect(child.flagsSeen["didAppear"] == ["movingToParent"])
    #expect(child.windowSeen == ["willAppear": false, "didAppear": true])
    child.didMove(toParent: parent)
    #expect(!child.isMovingToParent, "until didMove(toParent:)")
    #expect(child.view.window === window)
    #expect(DoubleRunLoop.main.isIdle)
  }

  @Test func aChildRemovedOnScreenDisappearsInsideTheMoveOfItsView() {
    let (parent, window, journal) = shownParent()
    defer { withExtendedLifetime(window) {} }
    let child = TrackedViewController("Child", journal: journal)
    embed(child, in: parent)
    _ = journal.take()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    #expect(journal.take() == ["Child willDisappear", "Child didDisappear"])
    #expect(child.view.window == nil)
    child.removeFromParent()
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
    #expect(
      child.movesSeen.suffix(2) == [
        "willMove to nil, parent Parent", "didMove to nil, parent nil",
      ])
    #expect(journal.take().isEmpty)
  }

  @Test func removingAChildWhoseViewStaysMakesItDisappearMovingFromItsParent() {
    let (parent, window, journal) = shownParent()
    defer { withExtendedLifetime(window) {} }
    let child = TrackedViewController("Child", journal: journal)
    embed(child, in: parent)
    _ = journal.take()
    child.removeFromParent()
    #expect(journal.take() == ["Child willDisappear", "Child didDisappear"])
    #expect(child.flagsSeen["willDisappear"] == ["movingFromParent"])
    #expect(!child.isMovingFromParent)
  }

  @Test func aChildOfAPushedViewControllerAppearsAndLeavesWithIt() {
    let scene = NavigationScene(["A"])
    let pushed = TrackedViewController("B", journal: scene.journal)
    let child = TrackedViewController("Child", journal: scene.journal)
    embed(child, in: pushed)
    scene.navigation.pushViewController(pushed, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      scene.journal.take() == [
        "willShow B", "A willDisappear", "B willAppear", "Child willAppear", "A didDisappear",
        "B didAppear", "Child didAppear", "didShow B",
      ])
    #expect(child.isOnScreen)
    scene.navigation.popViewController(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      scene.journal.take() == [
        "willShow A", "B willDisappear", "Child willDisappear", "A willAppear",
        "B didDisappear", "Child didDisappear", "A didAppear", "didShow A",
      ])
    #expect(!child.isOnScreen)
  }

  @Test func aChildAddedOnScreenFollowsItsParentUnderAFullScreenPresentationAndBack() {
    let (parent, window, journal) = shownParent()
    defer { withExtendedLifetime(window) {} }
    let child = TrackedViewController("Child", journal: journal)
    embed(child, in: parent)
    _ = journal.take()
    let cover = TrackedViewController("Cover", journal: journal)
    cover.modalPresentationStyle = .fullScreen
    parent.present(cover, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "Parent willDisappear", "Child willDisappear", "Cover willAppear", "Parent didDisappear",
        "Child didDisappear", "Cover didAppear",
      ])
    parent.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "Cover willDisappear", "Parent willAppear", "Child willAppear", "Cover didDisappear",
        "Parent didAppear", "Child didAppear",
      ])
    #expect(child.isOnScreen)
  }

  @Test func aChildAddedWhileItsParentAppearsEndsItsAppearanceWithTheParents() {
    let scene = NavigationScene(["A"])
    let pushed = TrackedViewController("B", journal: scene.journal)
    scene.navigation.pushViewController(pushed, animated: true)
    _ = scene.journal.take()
    let child = TrackedViewController("Child", journal: scene.journal)
    embed(child, in: pushed)
    #expect(scene.journal.take() == ["Child willAppear"])
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      scene.journal.take() == ["A didDisappear", "B didAppear", "Child didAppear", "didShow B"])
  }

  @Test func addingAChildOfAnotherParentRemovesItThereFirst() {
    let (first, window, journal) = shownParent()
    defer { withExtendedLifetime(window) {} }
    let second = TrackedViewController("Second", journal: journal)
    first.view.addSubview(second.view)
    first.addChild(second)
    second.didMove(toParent: first)
    _ = journal.take()
    let child = TrackedViewController("Child", journal: journal)
    embed(child, in: first)
    _ = journal.take()
    second.addChild(child)
    #expect(first.children.map(\.title) == ["Second"])
    #expect(second.children.map(\.title) == ["Child"])
    #expect(
      child.movesSeen == [
        "willMove to Parent, parent nil", "didMove to Parent, parent Parent",
        "didMove to nil, parent nil", "willMove to Second, parent nil",
      ])
    #expect(journal.take() == ["Child willDisappear", "Child didDisappear"])
    second.view.addSubview(child.view)
    #expect(journal.take() == ["Child willAppear", "Child didAppear"])
  }

  @Test func addingAViewControllerThatCannotBeAChildIsRefusedAndLogged() {
    let (parent, window, journal) = shownParent()
    let child = TrackedViewController("Child", journal: journal)
    embed(child, in: parent)
    child.addChild(parent)
    child.addChild(child)
    let sheet = TrackedViewController("Sheet", journal: journal)
    parent.present(sheet, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    parent.addChild(sheet)
    let navigation = UINavigationController()
    navigation.addChild(TrackedViewController("Loose", journal: journal))
    #expect(child.children.isEmpty)
    #expect(parent.children.map(\.title) == ["Child"])
    #expect(sheet.parent == nil)
    #expect(navigation.children.isEmpty)
    #expect(window.rootViewController === parent)
    #expect(DoubleRunLoop.main.log.count == 4)
    #expect(
      DoubleRunLoop.main.log.first
        == "Cannot add <TrackedViewController \"Parent\"> as a child of "
        + "<TrackedViewController \"Child\">: it is this view controller or one of its ancestors.")
  }

  // A navigation controller's child leaves the stack on removeFromParent() (see
  // DocumentedRuleAuditRoundElevenTests); a tab stays until `viewControllers` removes it.
  @Test func aTabIsNotRemovedByRemoveFromParent() {
    let first = UIViewController.titled("A")
    let second = UIViewController.titled("B")
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let window = Stage.window(root: tabs)
    second.removeFromParent()
    #expect(tabs.viewControllers == [first, second])
    #expect(second.parent === tabs)
    #expect(DoubleRunLoop.main.log.count == 1)
    withExtendedLifetime(window) {}
  }

  @Test func aChildCannotBePresented() {
    let (parent, window, journal) = shownParent()
    defer { withExtendedLifetime(window) {} }
    let child = TrackedViewController("Child", journal: journal)
    embed(child, in: parent)
    parent.present(child, animated: false)
    #expect(parent.presentedViewController == nil)
    #expect(DoubleRunLoop.main.log.count == 1)
  }

  @Test func pushAndPopTellTheViewControllerWhenItMoves() {
    let scene = NavigationScene(["A"])
    let pushed = TrackedViewController("B", journal: scene.journal)
    scene.navigation.pushViewController(pushed, animated: true)
    #expect(pushed.movesSeen == ["willMove to UINavigationController, parent nil"])
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      pushed.movesSeen.last == "didMove to UINavigationController, parent UINavigationController")
    scene.navigation.popViewController(animated: true)
    #expect(pushed.movesSeen.last == "willMove to nil, parent UINavigationController")
    DoubleRunLoop.main.runUntilIdle()
    #expect(pushed.movesSeen.last == "didMove to nil, parent nil")
    #expect(pushed.movesSeen.count == 4)
  }

  @Test func aCancelledBackSwipeTellsThePoppedViewControllerItStays() throws {
    let scene = NavigationScene(["A", "B"])
    let gesture = try #require(UIKitUser.beginSwipeBack(in: scene.navigation))
    #expect(scene.controllers[1].movesSeen.last == "willMove to nil, parent UINavigationController")
    #expect(gesture.cancel())
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      scene.controllers[1].movesSeen.last
        == "didMove to UINavigationController, parent UINavigationController")
  }

  @Test func tabsTellTheViewControllersThatJoinAndLeave() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let (first, second) = (
      TrackedViewController("First", journal: journal),
      TrackedViewController("Second", journal: journal)
    )
    let tabs = UITabBarController()
    tabs.title = "Tabs"
    tabs.viewControllers = [first]
    tabs.viewControllers = [first, second]
    tabs.viewControllers = [second]
    #expect(
      first.movesSeen == [
        "willMove to Tabs, parent nil", "didMove to Tabs, parent Tabs",
        "willMove to nil, parent Tabs", "didMove to nil, parent nil",
      ])
    #expect(second.movesSeen == ["willMove to Tabs, parent nil", "didMove to Tabs, parent Tabs"])
  }

  @Test func aChildWhoseViewIsInACardAppearsAndDisappearsWithTheCard() {
    let (parent, window, journal) = shownParent()
    defer { withExtendedLifetime(window) {} }
    let child = TrackedViewController("Child", journal: journal)
    let card = UIView()
    parent.addChild(child)
    card.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(journal.take().isEmpty)
    parent.view.addSubview(card)
    #expect(journal.take() == ["Child willAppear", "Child didAppear"])
    #expect(child.view.window === window)
    card.removeFromSuperview()
    #expect(journal.take() == ["Child willDisappear", "Child didDisappear"])
    #expect(child.view.window == nil)
  }

  @Test func anEmbeddedNavigationControllerShowsItsTopWithItsParent() {
    let (parent, window, journal) = shownParent()
    defer { withExtendedLifetime(window) {} }
    let root = TrackedViewController("NavRoot", journal: journal)
    let navigation = UINavigationController(rootViewController: root)
    embed(navigation, in: parent)
    #expect(journal.take() == ["NavRoot willAppear", "NavRoot didAppear"])
    #expect(root.view.window === window)
    let cover = TrackedViewController("Cover", journal: journal)
    cover.modalPresentationStyle = .fullScreen
    parent.present(cover, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "Parent willDisappear", "NavRoot willDisappear", "Cover willAppear",
        "Parent didDisappear", "NavRoot didDisappear", "Cover didAppear",
      ])
    #expect(root.view.window == nil)
  }

  @Test func aNavigationControllerEmbeddedWhenTheRootLoadsPushesAndPresentsAsAnyOther() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let parent = NavigationEmbedder(journal: journal)
    let window = Stage.window(root: parent)
    defer { withExtendedLifetime(window) {} }
    #expect(
      journal.take() == [
        "Parent willAppear", "NavRoot willAppear", "Parent didAppear", "NavRoot didAppear",
      ])
    let next = TrackedViewController("Next", journal: journal)
    parent.navigation.pushViewController(next, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "NavRoot willDisappear", "Next willAppear", "NavRoot didDisappear", "Next didAppear",
      ])
    #expect(UIKitUser.swipeBack(in: parent.navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(parent.navigation.viewControllers.count == 1)
    let sheet = TrackedViewController("Sheet", journal: journal)
    parent.navigation.topViewController?.present(sheet, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheet.presentingViewController === parent, "the outermost container presents")
    #expect(DoubleRunLoop.main.log == [])
  }

  @Test func aPlainChildEmbeddedWhenTheRootLoadsAppearsAfterIt() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let child = TrackedViewController("Child", journal: journal)
    let root = PlainEmbedder(child)
    let window = Stage.window(root: root)
    defer { withExtendedLifetime(window) {} }
    #expect(journal.take() == ["Child willAppear", "Child didAppear"])
    #expect(child.view.window === window)
  }

  @Test func aChildRemovedInTheDocumentedOrderIsMovingFromItsParentAndIsFreed() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let parent = TrackedViewController("Parent", journal: journal)
    weak var weakChild: TrackedViewController?
    do {
      let child = TrackedViewController("Child", journal: journal)
      weakChild = child
      embed(child, in: parent)
    }
    let window = Stage.window(root: parent)
    defer { withExtendedLifetime(window) {} }
    _ = journal.take()
    var seen: [String: [String]]?
    do {
      guard let child = weakChild else { return #expect(Bool(false), "the child is alive") }
      unembed(child)
      seen = child.flagsSeen
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["Child willDisappear", "Child didDisappear"])
    #expect(seen?["willDisappear"] == ["movingFromParent"])
    #expect(seen?["didDisappear"] == ["movingFromParent"])
    #expect(weakChild == nil, "the double keeps no removed child alive")
  }

  @Test func aChildWhoseDidMoveSkipsSuperIsNoLongerMovingOnceItAppeared() {
    let (parent, window, _) = shownParent()
    defer { withExtendedLifetime(window) {} }
    let child = NoSuperDidMove()
    embed(child, in: parent)
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    parent.present(cover, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    parent.dismiss(animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(child.movingSeenInWillAppear == [true, false])
  }

  @Test func aChildFollowsABackSwipeThatIsCancelledThenFinished() throws {
    let scene = NavigationScene(["A"])
    let pushed = TrackedViewController("B", journal: scene.journal)
    scene.navigation.pushViewController(pushed, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    let child = TrackedViewController("Child", journal: scene.journal)
    embed(child, in: pushed)
    _ = scene.journal.take()
    let gesture = try #require(UIKitUser.beginSwipeBack(in: scene.navigation))
    #expect(
      scene.journal.take() == [
        "willShow A", "B willDisappear", "Child willDisappear", "A willAppear",
      ])
    #expect(gesture.cancel())
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      scene.journal.take() == [
        "A willDisappear", "B willAppear", "Child willAppear", "A didDisappear", "B didAppear",
        "Child didAppear",
      ])
    #expect(UIKitUser.swipeBack(in: scene.navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      scene.journal.take() == [
        "willShow A", "B willDisappear", "Child willDisappear", "A willAppear", "B didDisappear",
        "Child didDisappear", "A didAppear", "didShow A",
      ])
    #expect(child.view.window == nil)
  }

  @Test func aChildLeavesAndComesBackWithItsTab() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let first = TrackedViewController("First", journal: journal)
    let second = TrackedViewController("Second", journal: journal)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let window = Stage.window(root: tabs)
    defer { withExtendedLifetime(window) {} }
    let child = TrackedViewController("Child", journal: journal)
    embed(child, in: first)
    _ = journal.take()
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "First willDisappear", "Child willDisappear", "Second willAppear", "First didDisappear",
        "Child didDisappear", "Second didAppear",
      ])
    #expect(UIKitUser.tapTab(in: tabs, at: 0))
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "Second willDisappear", "First willAppear", "Child willAppear", "Second didDisappear",
        "First didAppear", "Child didAppear",
      ])
  }

  @Test func aPageContainerSwapsItsShownChildOnScreen() {
    let (parent, window, journal) = shownParent()
    defer { withExtendedLifetime(window) {} }
    let pages = (0..<2).map { TrackedViewController("P\($0)", journal: journal) }
    for page in pages {
      parent.addChild(page)
      page.didMove(toParent: parent)
    }
    parent.view.addSubview(pages[0].view)
    #expect(journal.take() == ["P0 willAppear", "P0 didAppear"])
    pages[0].view.removeFromSuperview()
    parent.view.addSubview(pages[1].view)
    #expect(
      journal.take() == ["P0 willDisappear", "P0 didDisappear", "P1 willAppear", "P1 didAppear"])
    #expect(!pages[0].isOnScreen)
    #expect(pages[1].isOnScreen)
  }

  @Test func aContainerThatDoesNotForwardAppearanceTellsItsChildItself() {
    let (parent, window, journal) = shownParent()
    defer { withExtendedLifetime(window) {} }
    let container = ManualContainer()
    embed(container, in: parent)
    let child = TrackedViewController("Child", journal: journal)
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    #expect(journal.take().isEmpty, "the container forwards nothing")
    child.beginAppearanceTransition(true, animated: false)
    #expect(journal.take() == ["Child willAppear"])
    child.endAppearanceTransition()
    #expect(journal.take() == ["Child didAppear"])
    #expect(child.view.window === window)
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    parent.present(cover, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == ["Parent willDisappear", "Parent didDisappear"],
      "nor does it when it disappears")
  }

  @Test func popToRootTellsEveryPoppedViewControllerWhenItLeaves() {
    let scene = NavigationScene(["A", "B", "C"])
    scene.navigation.popToRootViewController(animated: true)
    for controller in scene.controllers.dropFirst() {
      #expect(controller.movesSeen.last == "willMove to nil, parent UINavigationController")
    }
    DoubleRunLoop.main.runUntilIdle()
    for controller in scene.controllers.dropFirst() {
      #expect(controller.movesSeen.last == "didMove to nil, parent nil")
      #expect(!controller.isMovingFromParent)
    }
  }

  @Test func aTabShownThroughMoreHearsNoMoves() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let tabs = UITabBarController()
    tabs.title = "Tabs"
    let controllers = (0..<6).map { TrackedViewController("T\($0)", journal: journal) }
    tabs.viewControllers = controllers
    let window = Stage.window(root: tabs)
    defer { withExtendedLifetime(window) {} }
    #expect(UIKitUser.tapTab(in: tabs, at: 4))
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapTab(in: tabs, at: 0))
    DoubleRunLoop.main.runUntilIdle()
    #expect(controllers[4].parent === tabs)
    #expect(
      controllers[4].movesSeen == ["willMove to Tabs, parent nil", "didMove to Tabs, parent Tabs"])
  }

  // viewControllers: "the tab bar controller removes all of the old view controllers before
  // installing the new ones" (https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers):
  // removed in the call, didMove(toParent: nil) included; it disappears afterwards.
  @Test func aTabThatLeavesHearsDidMoveInTheCallThenDisappears() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let first = TrackedViewController("First", journal: journal)
    let second = TrackedViewController("Second", journal: journal)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let window = Stage.window(root: tabs)
    defer { withExtendedLifetime(window) {} }
    _ = journal.take()
    tabs.setViewControllers([second], animated: false)
    #expect(
      first.movesSeen.suffix(2) == [
        "willMove to nil, parent UITabBarController", "didMove to nil, parent nil",
      ])
    DoubleRunLoop.main.runUntilIdle()
    #expect(!first.isMovingFromParent)
    #expect(first.flagsSeen["willDisappear"] == ["movingFromParent"])
    #expect(journal.take().first == "First willDisappear")
  }
}

/// A view controller that embeds a navigation controller when its view loads.
@MainActor
private final class NavigationEmbedder: UIViewController {
  let navigation: UINavigationController
  private let journal: Journal

  init(journal: Journal) {
    self.journal = journal
    navigation = UINavigationController(
      rootViewController: TrackedViewController("NavRoot", journal: journal))
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) { journal.record("Parent willAppear") }
  override func viewDidAppear(_ animated: Bool) { journal.record("Parent didAppear") }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(navigation)
    view.addSubview(navigation.view)
    navigation.didMove(toParent: self)
  }
}

/// A view controller that embeds a child when its view loads.
@MainActor
private final class PlainEmbedder: UIViewController {
  private let child: UIViewController

  init(_ child: UIViewController) {
    self.child = child
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}

/// A child whose `didMove(toParent:)` does not call `super`.
@MainActor
private final class NoSuperDidMove: UIViewController {
  var movingSeenInWillAppear: [Bool] = []
  override func viewWillAppear(_ animated: Bool) { movingSeenInWillAppear.append(isMovingToParent) }
  override func didMove(toParent parent: UIViewController?) {}
}

/// A container that tells its children of appearance changes itself.
@MainActor
private final class ManualContainer: UIViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}
