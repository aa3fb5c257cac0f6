import Foundation
import Testing
import UIKitDouble

/// The eleventh audit of the double against UIKit's documented rules: `show(_:sender:)` from a
/// presented view controller, `removeFromParent()` on a navigation controller's child, who
/// dismisses and what the presented view controller knows while it goes, the moving flags of a
/// push, the tab bar controller's selection when its tabs are replaced, the transition
/// coordinator seen from a child, a view controller on another navigation controller's stack,
/// and the default presentation style of a navigation controller.
///
/// Each test cites Apple's page and quotes it.
@MainActor
@Suite struct DocumentedRuleAuditRoundElevenTests {
  // MARK: - show(_:sender:) from a presented view controller

  // UIViewController, show(_:sender:): "The default implementation of this method calls the
  // targetViewController(forAction:sender:) method to locate an object in the view controller
  // hierarchy that overrides this method. … If the targetViewController(forAction:sender:)
  // method returns nil, this method uses the window's root view controller to present vc
  // modally." (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:))
  // A view controller presented outside any navigation controller finds no target, so the
  // window's root presents; it already presents the sheet, so UIKit refuses ("which is already
  // presenting"), and the double logs that instead of presenting over the sheet.
  @Test func aPresentedViewControllerOutsideANavigationControllerShowsThroughTheWindowsRoot() {
    let scene = PresentationScene()
    let sheet = UIViewController.titled("Sheet")
    scene.show(sheet)
    let shown = UIViewController.titled("Shown")
    sheet.show(shown, sender: nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheet.presentedViewController == nil)
    #expect(scene.root.presentedViewController === sheet)
    #expect(shown.presentingViewController == nil)
    #expect(
      DoubleRunLoop.main.log == [
        "Attempt to present <UIViewController \"Shown\"> on <TrackedViewController \"Root\"> "
          + "which is already presenting <UIViewController \"Sheet\">."
      ])
  }

  // targetViewController(forAction:sender:): "If the current view controller does not override
  // that method, UIKit walks up the view hierarchy and returns the first view controller that
  // does override it."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/targetviewcontroller(foraction:sender:))
  // A sheet's view is not in its presenter's view: the navigation controller under the sheet
  // is no ancestor of it and does not push behind the sheet.
  @Test func aViewControllerPresentedOverANavigationControllerDoesNotPushBehindIt() {
    let root = UIViewController.titled("Root")
    let navigation = UINavigationController(rootViewController: root)
    let window = Stage.window(root: navigation)
    let sheet = UIViewController.titled("Sheet")
    root.present(sheet, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    let shown = UIViewController.titled("Shown")
    sheet.show(shown, sender: nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.viewControllers == [root])
    #expect(shown.parent == nil)
    #expect(shown.presentingViewController == nil)
    #expect(navigation.presentedViewController === sheet)
    #expect(DoubleRunLoop.main.log.count == 1, "the window's root already presents the sheet")
    withExtendedLifetime(window) {}
  }

  // The same pages: the navigation controller nearest to the caller among its ancestors
  // overrides the method; a child embedded in the content of a presented navigation controller
  // reaches that one and it pushes (UINavigationController, show(_:sender:): "This method
  // pushes vc onto the navigation stack in a similar way as the
  // pushViewController(_:animated:) method."
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/show(_:sender:)).
  @Test func aChildInsideAPresentedNavigationControllersContentShowsByPushingOntoIt() {
    let outerRoot = UIViewController.titled("Outer")
    let outer = UINavigationController(rootViewController: outerRoot)
    let window = Stage.window(root: outer)
    let innerRoot = UIViewController.titled("Inner")
    let child = UIViewController.titled("Child")
    innerRoot.addChild(child)
    innerRoot.view.addSubview(child.view)
    child.didMove(toParent: innerRoot)
    let inner = UINavigationController(rootViewController: innerRoot)
    outerRoot.present(inner, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    let shown = UIViewController.titled("Shown")
    child.show(shown, sender: nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(inner.viewControllers == [innerRoot, shown])
    #expect(outer.viewControllers == [outerRoot])
    #expect(inner.presentedViewController == nil)
    #expect(shown.view.window === window)
    #expect(DoubleRunLoop.main.log.isEmpty)
  }

  // MARK: - removeFromParent() on a navigation controller's child

  // removeFromParent(): "Removes the view controller from its parent. … This method is only
  // intended to be called by an implementation of a custom container view controller."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent())
  // didMove(toParent:): "The removeFromParent() method automatically calls the
  // didMove(toParent:) method of the child view controller after it removes the child."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:))
  // A navigation controller's children are its stack: the view controller leaves the stack,
  // its parent and its navigation controller at once and hears only didMove(toParent: nil);
  // the misuse is logged. Below the top, nothing on screen changes.
  @Test func aViewControllerRemovedFromTheMiddleOfAStackLeavesItAtOnce() {
    let scene = NavigationScene(["A", "B", "C"])
    let middle = scene.controllers[1]
    let movesBefore = middle.movesSeen.count
    middle.removeFromParent()
    #expect(scene.navigation.viewControllers == [scene.controllers[0], scene.controllers[2]])
    #expect(middle.parent == nil)
    #expect(middle.navigationController == nil)
    #expect(Array(middle.movesSeen.dropFirst(movesBefore)) == ["didMove to nil, parent nil"])
    #expect(DoubleRunLoop.main.log.count == 1)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.journal.take().isEmpty, "the top stays, and the delegate hears nothing")
    #expect(scene.navigation.topViewController === scene.controllers[2])
  }

  // The same pages. What the navigation controller shows once its top is removed this way is
  // not documented; the double takes the stricter reading that it is a change of the stack as
  // any other (the view controller leaves the screen and the new top shows, as after
  // setViewControllers(_:animated: false), with the delegate told), while the removed view
  // controller is no longer a child when the call returns, unlike a popped one.
  @Test func theShownTopRemovedFromItsStackLeavesTheScreenForTheNewTop() {
    let scene = NavigationScene(["A", "B"])
    let top = scene.controllers[1]
    top.removeFromParent()
    #expect(scene.navigation.viewControllers == [scene.controllers[0]])
    #expect(top.parent == nil)
    #expect(top.navigationController == nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      scene.journal.take() == [
        "willShow A", "B willDisappear", "A willAppear", "B didDisappear", "A didAppear",
        "didShow A",
      ])
    #expect(top.flagsSeen["willDisappear"] == ["movingFromParent"])
    #expect(top.viewIfLoaded?.window == nil)
    #expect(scene.controllers[0].view.window === scene.window)
    #expect(DoubleRunLoop.main.log.count == 1)
  }

  // MARK: - Dismissing

  // dismiss(animated:completion:): "The presenting view controller is responsible for
  // dismissing the view controller it presented. If you call this method on the presented view
  // controller itself, UIKit asks the presenting view controller to handle the dismissal." The
  // completion: "The block to execute after the view controller is dismissed."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:))
  // The presented view controller still knows its presenter while the dismissal animates, and
  // neither knows the other once it has ended; the completion follows viewDidDisappear(_:).
  @Test func aViewControllerDismissingItselfKeepsItsPresenterUntilTheDismissalEnds() {
    let scene = PresentationScene()
    let sheet = TrackedViewController("Sheet", journal: scene.journal)
    scene.show(sheet)
    _ = scene.journal.take()
    sheet.dismiss(animated: true) { scene.journal.record("completion") }
    #expect(sheet.presentingViewController === scene.root)
    #expect(scene.root.presentedViewController === sheet)
    #expect(sheet.isBeingDismissed)
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheet.presentingViewController == nil)
    #expect(scene.root.presentedViewController == nil)
    #expect(!sheet.isBeingDismissed)
    #expect(scene.journal.take() == ["Sheet willDisappear", "Sheet didDisappear", "completion"])
  }

  // presentedViewController: "The view controller that is presented by this view controller,
  // or one of its ancestors in the view controller hierarchy."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller)
  // and dismiss(animated:completion:) as above: the top of a stack asks for a presentation its
  // navigation controller carried out; asking it to dismiss dismisses that presentation, and
  // the stack stays as it was.
  @Test func aChildOfThePresentingContainerDismissesWhatItPresents() {
    let scene = NavigationScene(["A", "B"])
    let top = scene.controllers[1]
    let sheet = UIViewController.titled("Sheet")
    top.present(sheet, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.presentedViewController === sheet)
    #expect(top.presentedViewController === sheet)
    var completed = 0
    top.dismiss(animated: true) { completed += 1 }
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
    #expect(completed == 1)
    #expect(scene.navigation.viewControllers == scene.controllers)
    #expect(DoubleRunLoop.main.log.isEmpty)
  }

  // presentingViewController: "When you present a view controller modally (either explicitly or
  // implicitly) using the present(_:animated:completion:) method, the view controller that was
  // presented has this property set to the view controller that presented it."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller)
  // isBeingPresented: "A Boolean value indicating whether the view controller is being
  // presented." (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented)
  // Both hold already in the presented view controller's viewWillAppear(_:), and its view is
  // not in the window yet there ("before the view controller's view is about to be added to a
  // view hierarchy", viewWillAppear(_:)).
  @Test func aPresentedViewControllerKnowsItsPresenterInViewWillAppear() {
    let scene = PresentationScene()
    let sheet = PresenterProbe()
    scene.show(sheet)
    #expect(sheet.presenterSeen === scene.root)
    #expect(sheet.beingPresentedSeen == true)
    #expect(sheet.inWindowSeen == false)
    #expect(sheet.view.window === scene.window)
  }

  // MARK: - Moving flags

  // isMovingToParent: "This method returns true only when called from inside the
  // viewWillAppear(_:) and viewDidAppear(_:) methods."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingtoparent)
  // A pushed view controller sees the flag in both of its appearance callbacks, and no longer
  // once the push has ended.
  @Test func aPushedViewControllerIsMovingToItsParentInBothAppearanceCallbacks() {
    let scene = NavigationScene(["A"])
    let pushed = TrackedViewController("B", journal: scene.journal)
    scene.navigation.pushViewController(pushed, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(pushed.flagsSeen["willAppear"] == ["movingToParent"])
    #expect(pushed.flagsSeen["didAppear"] == ["movingToParent"])
    #expect(!pushed.isMovingToParent)
    #expect(scene.controllers[0].flagsSeen["willDisappear"] == [])
  }

  // MARK: - Replacing the tabs

  // UITabBarController, viewControllers: "When changing the view controllers, the tab bar
  // controller remembers the view controller object that was previously selected and attempts
  // to reselect it. If the selected view controller is no longer present, it attempts to
  // select the view controller at the same index in the array as the previous selection."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers)
  // New tabs, as many as before: the tab at the old index is selected and shows.
  @Test func replacingTheTabsWithoutTheSelectedOneSelectsTheSameIndex() {
    let tabs = UITabBarController()
    tabs.viewControllers = ["A", "B", "C"].map { UIViewController.titled($0) }
    let window = Stage.window(root: tabs)
    tabs.selectedIndex = 1
    DoubleRunLoop.main.runUntilIdle()
    let replacements = ["X", "Y", "Z"].map { UIViewController.titled($0) }
    tabs.setViewControllers(replacements, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.selectedViewController === replacements[1])
    #expect(replacements[1].view.window === window)
    #expect(replacements[0].viewIfLoaded?.window == nil)
  }

  // MARK: - Transition coordinator

  // transitionCoordinator: "If there is no in-progress transition associated with the current
  // view controller, UIKit checks the view controller's ancestors for a transition coordinator
  // object and returns that object if it exists."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator)
  // A child of the pushed view controller reaches the push's coordinator through its
  // ancestors, and none once the push has ended.
  @Test func aChildOfAPushedViewControllerSeesThePushsCoordinatorUntilItEnds() {
    let root = UIViewController.titled("Root")
    let navigation = UINavigationController(rootViewController: root)
    let window = Stage.window(root: navigation)
    let pushed = UIViewController.titled("Pushed")
    let child = UIViewController.titled("Child")
    pushed.addChild(child)
    pushed.view.addSubview(child.view)
    child.didMove(toParent: pushed)
    navigation.pushViewController(pushed, animated: true)
    let seen = child.transitionCoordinator
    #expect(seen != nil)
    #expect((seen as AnyObject?) === (navigation.transitionCoordinator as AnyObject?))
    #expect(seen?.isAnimated == true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(child.transitionCoordinator == nil)
    #expect(child.view.window === window)
  }

  // MARK: - A view controller on another stack

  // addChild(_:): "If the new child view controller is already the child of a container view
  // controller, it is removed from that container before being added."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:))
  // setViewControllers(_:animated:) "update[s] or replace[s] the current view controller stack"
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)),
  // but what the first navigation controller shows once its child is taken is not documented:
  // the double takes the stricter reading and refuses, logged, a stack holding a view
  // controller still on another navigation controller's stack; both stacks stay as they were.
  @Test func aStackHoldingAViewControllerOfAnotherStackIsRefused() {
    let scene = NavigationScene(["A", "B"])
    let other = UINavigationController(rootViewController: UIViewController.titled("C"))
    let otherRoot = other.viewControllers
    other.setViewControllers(otherRoot + [scene.controllers[1]], animated: false)
    #expect(other.viewControllers == otherRoot)
    #expect(scene.navigation.viewControllers == scene.controllers)
    #expect(scene.controllers[1].navigationController === scene.navigation)
    #expect(
      DoubleRunLoop.main.log == [
        "Cannot add <TrackedViewController \"B\"> to <UINavigationController>: "
          + "it is already in a hierarchy."
      ])
  }

  // MARK: - Default presentation style

  // modalPresentationStyle: "The default value for this property is
  // UIModalPresentationStyle.automatic. For most view controllers, UIKit maps this style to the
  // UIModalPresentationStyle.pageSheet style"
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle)
  // A navigation controller presented with the default style is a sheet: its presenter stays
  // on screen and hears no appearance callbacks.
  @Test func aNavigationControllerIsPresentedAsASheetByDefault() {
    let scene = PresentationScene()
    let navigation = UINavigationController(rootViewController: UIViewController.titled("N"))
    #expect(navigation.modalPresentationStyle == .automatic)
    scene.show(navigation)
    #expect(scene.journal.take().isEmpty, "the presenter does not disappear")
    #expect(scene.root.view.window === scene.window)
    #expect(navigation.sheetPresentationController != nil)
  }
}

/// Notes, in `viewWillAppear(_:)`, who presents it, whether it is being presented and whether
/// its view is in a window.
@MainActor
private final class PresenterProbe: UIViewController {
  private(set) weak var presenterSeen: UIViewController?
  private(set) var beingPresentedSeen: Bool?
  private(set) var inWindowSeen: Bool?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    presenterSeen = presentingViewController
    beingPresentedSeen = isBeingPresented
    inWindowSeen = view.window != nil
  }
}
