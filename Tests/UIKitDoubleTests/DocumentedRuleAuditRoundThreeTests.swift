import Foundation
import Testing
import UIKitDouble

/// The third audit of the double against UIKit's documented rules: tabs removed, the selected
/// tab as UIKit declares it, the edge swipe with a custom pop animation, context presentations,
/// sheet detents the user drags, and presentation defaults; each test cites Apple's page and
/// quotes it.
@MainActor
@Suite struct DocumentedRuleAuditRoundThreeTests {
  // MARK: - UITabBarController

  // setViewControllers(_:animated:): "When you assign a new set of view controllers at runtime,
  // the tab bar controller removes all of the old view controllers before installing the new
  // ones." (https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:))
  // removeFromParent() sends didMove(toParent: nil) (didMove(toParent:): "The
  // removeFromParent() method automatically calls the didMove(toParent:) method of the child
  // view controller after it removes the child."): the old tab has heard it before the new one
  // hears willMove(toParent:).
  @Test func anOldTabIsRemovedBeforeTheNewOneIsInstalled() {
    DoubleRunLoop.main.reset()
    let order = Journal()
    let old = MoveRecorder("Old", order)
    let new = MoveRecorder("New", order)
    let tabs = UITabBarController()
    tabs.title = "Tabs"
    tabs.viewControllers = [old]
    _ = order.take()
    tabs.viewControllers = [new]
    #expect(
      order.take() == [
        "Old willMove nil", "Old didMove nil", "New willMove Tabs", "New didMove Tabs",
      ])
    #expect(old.parent == nil)
  }

  // selectedViewController
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller):
  // an app's subclass overrides it, and the override is what selects.
  @Test func aSubclassOverridesTheSelectedViewController() {
    DoubleRunLoop.main.reset()
    let tabs = CountingTabs()
    tabs.viewControllers = [UIViewController.titled("0"), UIViewController.titled("1")]
    tabs.selectedViewController = tabs.viewControllers?.last
    #expect(tabs.selections == 1)
    #expect(tabs.selectedIndex == 1)
  }

  // MARK: - The edge swipe and a custom pop animation

  // navigationController(_:interactionControllerFor:): "Allows the delegate to return an
  // interactive animator object for use during view controller transitions."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:))
  // The system's edge swipe (interactivePopGestureRecognizer: "pop the topmost view controller
  // off the navigation stack when a person swipes horizontally from the leading edge of the
  // screen") drives the system animation only: with the delegate's own pop animator it does not
  // begin, and the back button still pops with that animator.
  @Test func aCustomPopAnimatorKeepsTheEdgeSwipeFromBeginning() {
    let scene = NavigationScene(["A", "B"])
    let animator = TestAnimator()
    scene.spy.animator = animator
    #expect(UIKitUser.beginSwipeBack(in: scene.navigation) == nil)
    #expect(scene.navigation.viewControllers.count == 2)
    #expect(UIKitUser.tapBackButton(in: scene.navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(animator.runs == 1)
    #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
  }

  @Test func withoutACustomAnimatorTheEdgeSwipePops() {
    let scene = NavigationScene(["A", "B"])
    #expect(UIKitUser.swipeBack(in: scene.navigation))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
  }

  // MARK: - Context presentations

  // definesPresentationContext: "When a context-based presentation occurs, UIKit starts at the
  // presenting view controller and walks up the view controller hierarchy. If it finds a view
  // controller whose value for this property is true, it asks that view controller to present
  // the new view controller."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext)
  // UIModalPresentationStyle.currentContext: "The views belonging to the presenting view
  // controller are removed after the presentation completes."
  // (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext)
  // The tab that defines the context is covered; the tab bar stays on screen.
  @Test func aCurrentContextPresentationCoversOnlyTheViewControllerDefiningTheContext() {
    let journal = Journal()
    let content = TrackedViewController("Content", journal: journal)
    let navigation = UINavigationController(rootViewController: content)
    navigation.definesPresentationContext = true
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController.titled("Other")]
    let window = Stage.window(root: tabs)
    _ = journal.take()
    let covering = TrackedViewController("Covering", journal: journal)
    covering.modalPresentationStyle = .currentContext
    content.present(covering, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(covering.presentingViewController === navigation)
    #expect(navigation.presentedViewController === covering)
    #expect(tabs.presentedViewController == nil)
    #expect(
      journal.take() == [
        "Content willDisappear", "Covering willAppear", "Content didDisappear",
        "Covering didAppear",
      ])
    #expect(tabs.isOnScreen)
    #expect(!content.isOnScreen)
    #expect(covering.isOnScreen)
    #expect(covering.view.window === window)
    covering.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.presentedViewController == nil)
    #expect(content.isOnScreen)
    #expect(
      journal.take() == [
        "Covering willDisappear", "Content willAppear", "Covering didDisappear",
        "Content didAppear",
      ])
  }

  // UIModalPresentationStyle.overCurrentContext: "The views beneath the presented content are
  // not removed from the view hierarchy when the presentation finishes."
  // (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext)
  // A context presentation in another tab leaves when the user switches tabs, and comes back
  // with its tab.
  @Test func anOverCurrentContextPresentationLeavesTheContextOnScreenAndFollowsItsTab() {
    let journal = Journal()
    let content = TrackedViewController("Content", journal: journal)
    content.definesPresentationContext = true
    let tabs = UITabBarController()
    tabs.viewControllers = [content, UIViewController.titled("Other")]
    let window = Stage.window(root: tabs)
    _ = journal.take()
    let over = TrackedViewController("Over", journal: journal)
    over.modalPresentationStyle = .overCurrentContext
    content.present(over, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(over.presentingViewController === content)
    #expect(journal.take() == ["Over willAppear", "Over didAppear"])
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(over.viewIfLoaded?.window == nil)
    #expect(UIKitUser.tapTab(in: tabs, at: 0))
    DoubleRunLoop.main.runUntilIdle()
    #expect(over.view.window === window)
    #expect(over.isOnScreen)
  }

  // definesPresentationContext: "If no view controller defines the presentation context, UIKit
  // asks the window's root view controller to handle the presentation."
  @Test func withoutAViewControllerDefiningTheContextTheRootPresents() {
    let scene = NavigationScene(["A"])
    let covering = UIViewController.titled("Covering")
    covering.modalPresentationStyle = .currentContext
    scene.controllers[0].present(covering, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(covering.presentingViewController === scene.navigation)
    #expect(!scene.controllers[0].isOnScreen)
  }

  // definesPresentationContext: "When using the UIModalPresentationStyle.currentContext or
  // UIModalPresentationStyle.overCurrentContext style to present a view controller, this
  // property controls which existing view controller in your view controller hierarchy is
  // actually covered by the new content." Other styles are carried out by the outermost
  // container, whatever it defines.
  @Test func aSheetIgnoresTheContextAndIsPresentedByTheOutermostContainer() {
    let scene = NavigationScene(["A"])
    scene.controllers[0].definesPresentationContext = true
    let sheet = UIViewController.titled("Sheet")
    scene.controllers[0].present(sheet, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheet.presentingViewController === scene.navigation)
  }

  // MARK: - UINavigationController

  // isMovingToParent: "You can use this method inside your view controller's viewWillAppear(_:)
  // and viewDidAppear(_:) methods to determine if the view controller is being shown because it
  // was just added as a child to a container view controller."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingtoparent)
  // isMovingFromParent: "You can use this method inside your view controller's
  // viewWillDisappear(_:) and viewDidDisappear(_:) methods to determine if the view controller
  // is being hidden because it was removed from its container view controller."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingfromparent)
  // Replacing the whole stack is such a change; a view controller that stays and is covered is
  // neither.
  @Test func replacingTheStackMarksWhatJoinsAndWhatLeavesInTheirCallbacks() {
    let scene = NavigationScene(["A", "B"])
    let joining = TrackedViewController("C", journal: scene.journal)
    scene.navigation.setViewControllers([scene.controllers[0], joining], animated: true)
    DoubleRunLoop.main.runUntilIdle()
    let leaving = scene.controllers[1]
    #expect(leaving.flagsSeen["willDisappear"] == ["movingFromParent"])
    #expect(leaving.flagsSeen["didDisappear"] == ["movingFromParent"])
    #expect(joining.flagsSeen["willAppear"] == ["movingToParent"])
    #expect(joining.flagsSeen["didAppear"] == ["movingToParent"])
    #expect(!joining.isMovingToParent && !leaving.isMovingFromParent)
    let covered = joining
    scene.navigation.pushViewController(
      TrackedViewController("D", journal: scene.journal), animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(covered.flagsSeen["willDisappear"] == [])
  }

  // isNavigationBarHidden: "If true, the navigation bar is hidden. The default value is false.
  // Setting this property changes the visibility of the navigation bar without animating the
  // changes." (https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden)
  // setNavigationBarHidden(_:animated:): "Specify true to hide the navigation bar or false to
  // show it." (https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:))
  @Test func hidingTheNavigationBarHidesTheBarAndItsBackButton() {
    let scene = NavigationScene(["A", "B"])
    #expect(!scene.navigation.isNavigationBarHidden)
    scene.navigation.setNavigationBarHidden(true, animated: true)
    #expect(scene.navigation.isNavigationBarHidden)
    #expect(scene.navigation.navigationBar.isHidden)
    #expect(!UIKitUser.tapBackButton(in: scene.navigation), "no bar, no back button")
    scene.navigation.isNavigationBarHidden = false
    #expect(!scene.navigation.navigationBar.isHidden)
    #expect(UIKitUser.tapBackButton(in: scene.navigation))
    // The pop ends, so that its transition lets the view controllers go (LeakSanitizer).
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
  }

  // showDetailViewController(_:sender:): "Using this method, a view controller does not need to
  // know whether it is embedded inside a navigation controller or split-view controller. … In a
  // regular environment, the UISplitViewController class overrides this method and installs vc
  // as its detail view controller"
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:));
  // a navigation controller overrides show(_:sender:) only ("This method pushes vc onto the
  // navigation stack": https://developer.apple.com/documentation/uikit/uinavigationcontroller/show(_:sender:)),
  // so a detail shown from inside one is presented, not pushed.
  @Test func aDetailShownInsideANavigationControllerIsPresentedNotPushed() {
    let scene = NavigationScene(["A"])
    let detail = UIViewController.titled("Detail")
    scene.controllers[0].showDetailViewController(detail, sender: nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    #expect(detail.presentingViewController === scene.navigation)
    #expect(scene.navigation.visibleViewController === detail)
    #expect(scene.navigation.topViewController === scene.controllers[0])
  }

  // MARK: - Sheets

  // sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:): "The system calls this
  // method after a sheet's selectedDetentIdentifier changes in response to user interaction.
  // The system doesn't call this after you change selectedDetentIdentifier programmatically."
  // (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:))
  @Test func theSheetsDelegateHearsOnlyTheUsersDetentChanges() throws {
    let scene = PresentationScene()
    let sheetContent = UIViewController.titled("Sheet")
    let sheet = try #require(sheetContent.sheetPresentationController)
    sheet.detents = [.medium(), .large()]
    let watcher = DetentWatcher()
    sheet.delegate = watcher
    scene.show(sheetContent)
    sheet.selectedDetentIdentifier = .medium
    #expect(watcher.seen.isEmpty)
    #expect(!UIKitUser.dragSheet(sheetContent, to: .medium), "it rests there already")
    #expect(UIKitUser.dragSheet(sheetContent, to: .large))
    #expect(watcher.seen == [.large])
    #expect(sheet.selectedDetentIdentifier == .large)
  }

  // modalPresentationStyle: "The default value for this property is
  // UIModalPresentationStyle.automatic." UIModalPresentationStyle.automatic: "For most view
  // controllers, UIKit maps this style to the UIModalPresentationStyle.pageSheet style"
  // (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic), so the
  // view controller has a sheet presentation controller, the same object each time it is asked.
  @Test func aViewControllerIsASheetByDefaultWithOnePresentationController() {
    let controller = UIViewController()
    #expect(controller.modalPresentationStyle == .automatic)
    #expect(controller.sheetPresentationController != nil)
    #expect(controller.presentationController === controller.presentationController)
  }
}

/// Notes its containment calls in a shared journal, in order.
@MainActor
private final class MoveRecorder: UIViewController {
  private let journal: Journal

  init(_ title: String, _ journal: Journal) {
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    journal.record("\(title ?? "?") willMove \(parent?.title ?? "nil")")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    journal.record("\(title ?? "?") didMove \(parent?.title ?? "nil")")
  }
}

/// A tab bar controller that overrides `selectedViewController`.
@MainActor
private final class CountingTabs: UITabBarController {
  var selections = 0

  override var selectedViewController: UIViewController? {
    get { super.selectedViewController }
    set {
      selections += 1
      super.selectedViewController = newValue
    }
  }
}

/// A sheet's delegate that notes the detents the user drags the sheet to.
@MainActor
private final class DetentWatcher: UISheetPresentationControllerDelegate {
  var seen: [UISheetPresentationController.Detent.Identifier] = []

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    if let identifier = sheetPresentationController.selectedDetentIdentifier {
      seen.append(identifier)
    }
  }
}
