import Foundation
import Testing
import UIKitDouble

/// The ninth audit of the double against UIKit's documented rules: `show(_:sender:)` from
/// nested view controllers, presentation chains over `.overFullScreen` and `.fullScreen`, what
/// a presentation context's siblings see, the containers of presented and nested view
/// controllers, the tab bar delegate for the other programmatic selection and a repeated tap,
/// the transition coordinator's view controllers, and the flags in each appearance callback.
///
/// Each test cites Apple's page and quotes it.
@MainActor
@Suite struct DocumentedRuleAuditRoundNineTests {
  // MARK: - show(_:sender:)

  // UIViewController, show(_:sender:): "The default implementation of this method calls the
  // targetViewController(forAction:sender:) method to locate an object in the view controller
  // hierarchy that overrides this method. … If the targetViewController(forAction:sender:)
  // method returns nil, this method uses the window's root view controller to present vc
  // modally."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:))
  // A plain tab has no navigation controller above it: the tab bar controller, the window's
  // root, presents, and the tab sees the presentation through its ancestor.
  @Test func aPlainTabShowsThroughTheWindowsRootViewController() {
    let journal = Journal()
    let first = TrackedViewController("A", journal: journal)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, UIViewController.titled("B")]
    let window = Stage.window(root: tabs)
    let shown = UIViewController.titled("Shown")
    first.show(shown, sender: nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(shown.presentingViewController === tabs)
    #expect(tabs.presentedViewController === shown)
    #expect(first.presentedViewController === shown, "presented by one of its ancestors")
    #expect(shown.navigationController == nil)
    #expect(shown.view.window === window)
  }

  // The same page: "Using this method, a view controller does not need to know whether it is
  // embedded inside a navigation controller or split-view controller. … a navigation controller
  // overrides this method and uses it to push vc onto its navigation stack." A child added to
  // the top of a navigation controller reaches that navigation controller through its parent:
  // the shown view controller is pushed, animated, and moves to its parent.
  @Test func aChildOfANavigationControllersTopShowsByPushing() {
    let journal = Journal()
    let top = UIViewController.titled("Top")
    let child = UIViewController.titled("Child")
    let navigation = UINavigationController(rootViewController: top)
    top.addChild(child)
    top.view.addSubview(child.view)
    child.didMove(toParent: top)
    let window = Stage.window(root: navigation)
    let shown = TrackedViewController("Shown", journal: journal)
    child.show(shown, sender: nil)
    #expect(navigation.viewControllers == [top, shown])
    #expect(navigation.transitionCoordinator?.isAnimated == true, "the push animates")
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["Shown willAppear", "Shown didAppear"])
    #expect(shown.flagsSeen["willAppear"] == ["movingToParent"])
    #expect(shown.navigationController === navigation)
    #expect(navigation.presentedViewController == nil)
    withExtendedLifetime(window) {}
  }

  // UINavigationController, show(_:sender:): "This method pushes vc onto the navigation stack
  // in a similar way as the pushViewController(_:animated:) method."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/show(_:sender:))
  // The navigation controller nearest to the caller is the one that pushes: the content of a
  // navigation controller presented over another pushes onto the presented one.
  @Test func theContentOfAPresentedNavigationControllerShowsByPushingOntoIt() {
    let outerRoot = UIViewController.titled("Outer")
    let outer = UINavigationController(rootViewController: outerRoot)
    let window = Stage.window(root: outer)
    let innerRoot = UIViewController.titled("Inner")
    let inner = UINavigationController(rootViewController: innerRoot)
    outerRoot.present(inner, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    let shown = UIViewController.titled("Shown")
    innerRoot.show(shown, sender: nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(inner.viewControllers == [innerRoot, shown])
    #expect(outer.viewControllers == [outerRoot])
    #expect(shown.navigationController === inner)
    #expect(shown.presentingViewController === outer, "it is in the presented tree")
    withExtendedLifetime(window) {}
  }

  // UIKit's view controllers shown through More are pushed on the More navigation controller:
  // moreNavigationController, "The navigation controller that manages the More navigation
  // interface." (https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller)
  // A plain tab shown through it is embedded in that navigation controller, which pushes what
  // the tab shows, as show(_:sender:) says a navigation controller does; the tab stays selected.
  @Test func aTabShownThroughMoreShowsByPushingOnTheMoreNavigationController() {
    let tabs = UITabBarController()
    let controllers = (0..<7).map { UIViewController.titled("T\($0)") }
    tabs.viewControllers = controllers
    let window = Stage.window(root: tabs)
    tabs.selectedIndex = 5
    DoubleRunLoop.main.runUntilIdle()
    let more = tabs.moreNavigationController
    #expect(controllers[5].navigationController === more)
    #expect(controllers[5].tabBarController === tabs)
    let shown = UIViewController.titled("Shown")
    controllers[5].show(shown, sender: nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(more.viewControllers.count == 3)
    #expect(more.topViewController === shown)
    #expect(shown.presentingViewController == nil, "pushed, not presented")
    #expect(tabs.selectedIndex == 5)
    #expect(tabs.viewControllers?.contains { $0 === more } == false)
    withExtendedLifetime(window) {}
  }

  // MARK: - Presentation chains: .overFullScreen and .fullScreen

  // UIModalPresentationStyle.overFullScreen: "A view presentation style in which the presented
  // view covers the screen. … The views beneath the presented content are not removed from the
  // view hierarchy when the presentation finishes."
  // (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen)
  // The presenter stays in the window and hears no appearance callbacks, neither when the cover
  // arrives nor when it leaves; the chain links both ways while it is up.
  @Test func anOverFullScreenPresentationLeavesThePresenterInTheWindow() {
    let scene = PresentationScene()
    let cover = TrackedViewController("Cover", journal: scene.journal)
    cover.modalPresentationStyle = .overFullScreen
    scene.show(cover)
    #expect(scene.journal.take() == ["Cover willAppear", "Cover didAppear"])
    #expect(scene.root.view.window === scene.window)
    #expect(scene.root.presentedViewController === cover)
    #expect(cover.presentingViewController === scene.root)
    #expect(UIKitUser.swipeDown(cover) == false, "a cover is no sheet")
    scene.hide()
    #expect(scene.journal.take() == ["Cover willDisappear", "Cover didDisappear"])
    #expect(scene.root.presentedViewController == nil)
    #expect(cover.presentingViewController == nil)
  }

  // UIModalPresentationStyle.fullScreen: "The views belonging to the presenting view controller
  // are removed after the presentation completes."
  // (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen)
  // presentingViewController: "When you present a view controller modally … the view
  // controller that was presented has this property set to the view controller that presented
  // it." (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller)
  // A full-screen presentation over a `.overFullScreen` cover takes both the cover and the
  // views the cover left in place; each link of the chain names its own presenter.
  @Test func aFullScreenPresentationOverAnOverFullScreenCoverTakesAwayEverythingBelow() {
    let scene = PresentationScene()
    let cover = TrackedViewController("Cover", journal: scene.journal)
    cover.modalPresentationStyle = .overFullScreen
    scene.show(cover)
    _ = scene.journal.take()
    let full = TrackedViewController("Full", journal: scene.journal)
    full.modalPresentationStyle = .fullScreen
    cover.present(full, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      scene.journal.take() == [
        "Root willDisappear", "Cover willDisappear", "Full willAppear", "Root didDisappear",
        "Cover didDisappear", "Full didAppear",
      ])
    #expect(scene.root.view.window == nil)
    #expect(cover.view.window == nil)
    #expect(full.presentingViewController === cover)
    #expect(cover.presentedViewController === full)
    #expect(scene.root.presentedViewController === cover)
    #expect(full.presentedViewController == nil)
  }

  // The same sentence, for a presentation a custom animator runs: UIKit's container view, where
  // the animator works, is in the window, so the presenter's view the transition put there is
  // still in the window's hierarchy when the presentation finishes; a full-screen one takes it
  // away ("The views belonging to the presenting view controller are removed after the
  // presentation completes",
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen). Once
  // the dismissal (whose animator adds the revealed view to its container view) has ended, the
  // root's view is the window's content again, behind the rest (UIWindow, rootViewController:
  // "installs the view controller's view as the content view of the window",
  // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller).
  @Test(arguments: [UIModalPresentationStyle.overFullScreen, .custom, .fullScreen])
  func aCustomAnimatorLeavesTheRootsViewInTheWindowUnlessItCovers(
    style: UIModalPresentationStyle
  ) {
    let scene = PresentationScene()
    let cover = TrackedViewController("Cover", journal: scene.journal)
    let animators = TestTransitioningDelegate(of: cover, style: style)
    scene.show(cover)
    #expect(animators.presenting.runs == 1)
    let kept = style != .fullScreen
    #expect((scene.root.view.superview === scene.window) == kept)
    #expect((scene.window.subviews.first === scene.root.view) == kept)
    #expect((scene.root.view.window === scene.window) == kept)
    scene.hide()
    #expect(animators.dismissing.runs == 1)
    #expect(scene.root.view.superview === scene.window)
    #expect(scene.window.subviews.first === scene.root.view)
    #expect(scene.root.view.window === scene.window)
  }

  // dismiss(animated:completion:): "If you present several view controllers in succession, thus
  // building a stack of presented view controllers, calling this method on a view controller
  // lower in the stack dismisses its immediate child view controller and all view controllers
  // above that child on the stack."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:))
  // Dismissing from the root ends both links; the root, covered by the full-screen layer,
  // appears again, and the whole chain is being dismissed in its callbacks.
  @Test func dismissingBelowAnOverFullScreenCoverEndsTheWholeChain() {
    let scene = PresentationScene()
    let cover = TrackedViewController("Cover", journal: scene.journal)
    cover.modalPresentationStyle = .overFullScreen
    scene.show(cover)
    let full = TrackedViewController("Full", journal: scene.journal)
    full.modalPresentationStyle = .fullScreen
    cover.present(full, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    _ = scene.journal.take()
    var completed = false
    scene.root.dismiss(animated: true) { completed = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(completed)
    #expect(
      scene.journal.take() == [
        "Full willDisappear", "Root willAppear", "Full didDisappear", "Root didAppear",
      ])
    #expect(full.flagsSeen["willDisappear"] == ["beingDismissed"])
    #expect(scene.root.flagsSeen["willAppear"] == [], "the presenter is not presented or moved")
    #expect(scene.root.presentedViewController == nil)
    #expect(cover.presentingViewController == nil)
    #expect(cover.presentedViewController == nil)
    #expect(full.presentingViewController == nil)
  }

  // The same page: "calling this method on a view controller lower in the stack dismisses its
  // immediate child view controller and all view controllers above that child on the stack."
  // isBeingDismissed: "A Boolean value indicating whether the view controller is in the process
  // of being dismissed by one of its ancestors."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed)
  // UITransitionContextViewControllerKey.from: "the view controller that is visible at the
  // beginning of the transition" (https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey)
  // A sheet over a sheet, dismissed from the root: both sheets are being dismissed, both leave
  // (the lower one stays visible under the upper one until then), and the transition goes from
  // the top sheet, the one visible, to the root.
  @Test func dismissingBelowTwoSheetsDismissesBothFromTheTopOne() throws {
    let scene = PresentationScene()
    let lower = TrackedViewController("Lower", journal: scene.journal)
    scene.show(lower)
    let upper = TrackedViewController("Upper", journal: scene.journal)
    lower.present(upper, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    _ = scene.journal.take()
    scene.root.dismiss(animated: true)
    let coordinator = try #require(upper.transitionCoordinator)
    #expect(coordinator.viewController(forKey: .from) === upper)
    #expect(coordinator.viewController(forKey: .to) === scene.root)
    #expect(lower.isBeingDismissed)
    #expect(upper.isBeingDismissed)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      scene.journal.take() == [
        "Lower willDisappear", "Upper willDisappear", "Lower didDisappear", "Upper didDisappear",
      ])
    #expect(lower.flagsSeen["didDisappear"] == ["beingDismissed"])
    #expect(upper.flagsSeen["didDisappear"] == ["beingDismissed"])
    #expect(scene.root.presentedViewController == nil)
    #expect(lower.presentedViewController == nil)
    #expect(upper.presentingViewController == nil)
  }

  // UIModalTransitionStyle.partialCurl: "A view controller presented using this transition is
  // itself prevented from presenting any additional view controllers. This transition style is
  // supported only if the parent view controller is presenting a full-screen view and you use
  // the UIModalPresentationStyle.fullScreen modal presentation style. Attempting to use a
  // different form factor for the parent view or a different presentation style triggers an
  // exception." (https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/partialcurl)
  // The double refuses and logs instead of raising: a curl in a sheet, and a presentation from
  // the curled view controller or what it shows.
  @Test func aPartialCurlIsFullScreenOnlyAndPresentsNothingItself() {
    let scene = PresentationScene()
    let curledSheet = UIViewController.titled("Sheet")
    curledSheet.modalTransitionStyle = .partialCurl
    scene.root.present(curledSheet, animated: true)
    #expect(scene.root.presentedViewController == nil)
    #expect(DoubleRunLoop.main.log.count == 1)
    let content = UIViewController.titled("Content")
    let curled = UINavigationController(rootViewController: content)
    curled.modalPresentationStyle = .fullScreen
    curled.modalTransitionStyle = .partialCurl
    scene.show(curled)
    #expect(scene.root.presentedViewController === curled)
    var completed = false
    content.present(UIViewController.titled("More"), animated: true) { completed = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(curled.presentedViewController == nil)
    #expect(completed == false)
    #expect(DoubleRunLoop.main.log.count == 2)
    scene.hide()
    #expect(scene.root.presentedViewController == nil, "it is dismissed as any other")
  }

  // MARK: - Presentation context

  // definesPresentationContext: "When using the UIModalPresentationStyle.currentContext or
  // UIModalPresentationStyle.overCurrentContext style to present a view controller, this
  // property controls which existing view controller in your view controller hierarchy is
  // actually covered by the new content."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext)
  // Other styles ignore it: a full-screen presentation from inside a navigation controller (which
  // defines a context by default) in a tab is carried out by the tab bar controller, and every
  // tab leaves the window.
  @Test func aFullScreenPresentationIgnoresThePresentationContext() {
    let journal = Journal()
    let top = TrackedViewController("Top", journal: journal)
    let navigation = UINavigationController(rootViewController: top)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController.titled("B")]
    let window = Stage.window(root: tabs)
    _ = journal.take()
    #expect(navigation.definesPresentationContext)
    let full = UIViewController.titled("Full")
    full.modalPresentationStyle = .fullScreen
    top.present(full, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(full.presentingViewController === tabs)
    #expect(tabs.presentedViewController === full)
    #expect(journal.take() == ["Top willDisappear", "Top didDisappear"])
    #expect(tabs.view.window == nil)
    withExtendedLifetime(window) {}
  }

  // presentedViewController: "The view controller that is presented by this view controller, or
  // one of its ancestors in the view controller hierarchy."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller)
  // A `.currentContext` presentation carried out by a tab's navigation controller is seen by
  // that navigation controller and its content, not by the tab bar controller above it nor by
  // the other tab, which are not its ancestors.
  @Test func aContextPresentationIsNotSeenAboveOrBesideTheContext() {
    let top = UIViewController.titled("Top")
    let navigation = UINavigationController(rootViewController: top)
    let other = UIViewController.titled("Other")
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, other]
    let window = Stage.window(root: tabs)
    let covering = UIViewController.titled("Covering")
    covering.modalPresentationStyle = .currentContext
    top.present(covering, animated: true)
    // UITransitionContextViewControllerKey.from: "the view controller that is visible at the
    // beginning of the transition": the context that carries out the presentation.
    let coordinator = top.transitionCoordinator
    #expect(coordinator?.viewController(forKey: .from) === navigation)
    #expect(coordinator?.viewController(forKey: .to) === covering)
    #expect(coordinator?.presentationStyle == .currentContext)
    #expect(tabs.transitionCoordinator == nil, "the tab bar controller takes no part")
    DoubleRunLoop.main.runUntilIdle()
    #expect(covering.presentingViewController === navigation)
    #expect(navigation.presentedViewController === covering)
    #expect(top.presentedViewController === covering)
    #expect(tabs.presentedViewController == nil)
    #expect(other.presentedViewController == nil)
    #expect(tabs.view.window != nil, "the tab bar stays")
    withExtendedLifetime(window) {}
  }

  // MARK: - navigationController and tabBarController

  // navigationController: "If the view controller or one of its ancestors is a child of a
  // navigation controller, this property contains the owning navigation controller. This
  // property is nil if the view controller is not embedded inside a navigation controller."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller)
  // tabBarController says the same of a tab bar controller
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller).
  // A child added to a tab's top finds both; a view controller it presents is embedded in
  // neither (presenting is no containment), and the tab bar controller, a window's root, has no
  // tab bar controller of its own.
  @Test func aPresentedViewControllerIsEmbeddedInNoneOfItsPresentersContainers() {
    let top = UIViewController.titled("Top")
    let child = UIViewController.titled("Child")
    top.addChild(child)
    top.view.addSubview(child.view)
    child.didMove(toParent: top)
    let navigation = UINavigationController(rootViewController: top)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    let window = Stage.window(root: tabs)
    #expect(child.navigationController === navigation)
    #expect(child.tabBarController === tabs)
    #expect(navigation.tabBarController === tabs)
    #expect(navigation.navigationController == nil)
    #expect(tabs.tabBarController == nil)
    let sheet = UIViewController.titled("Sheet")
    child.present(sheet, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheet.presentingViewController === tabs)
    #expect(sheet.navigationController == nil)
    #expect(sheet.tabBarController == nil)
    #expect(sheet.parent == nil)
    withExtendedLifetime(window) {}
  }

  // MARK: - Replacing the contents

  // UITabBarController, viewControllers: "If you change the value of this property at runtime,
  // the tab bar controller removes all of the old view controllers before installing the new
  // ones." (https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers)
  // selectedViewController: "The default value of this property is nil."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller)
  // Emptying the tabs takes the shown tab off the screen and out of the tab bar controller, and
  // nothing is selected; tabs given again are installed and the first appears.
  @Test func emptyingTheTabsRemovesTheShownTabAndSelectsNothing() {
    let journal = Journal()
    let first = TrackedViewController("A", journal: journal)
    let second = TrackedViewController("B", journal: journal)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let window = Stage.window(root: tabs)
    _ = journal.take()
    tabs.viewControllers = []
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["A willDisappear", "A didDisappear"])
    #expect(first.flagsSeen["willDisappear"] == ["movingFromParent"])
    #expect(first.parent == nil)
    #expect(first.view.window == nil)
    #expect(tabs.selectedViewController == nil)
    #expect(tabs.children.isEmpty)
    tabs.viewControllers = [second]
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["B willAppear", "B didAppear"])
    #expect(tabs.selectedViewController === second)
    #expect(second.view.window === window)
  }

  // UINavigationControllerDelegate, navigationController(_:willShow:animated:): "Called just
  // before the navigation controller displays a view controller's view and navigation item
  // properties." navigationController(_:didShow:animated:): "Called just after the navigation
  // controller displays a view controller's view and navigation item properties."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate)
  // A push onto an empty navigation controller on screen has nothing to slide from: the view
  // controller appears, moving to its parent, between the delegate's two calls.
  @Test func aPushOntoAnEmptyNavigationControllerShowsBetweenTheDelegatesCalls() {
    let journal = Journal()
    let spy = NavigationSpy(journal)
    let navigation = UINavigationController()
    navigation.delegate = spy
    let window = Stage.window(root: navigation)
    #expect(journal.take().isEmpty, "nothing to show yet")
    let first = TrackedViewController("A", journal: journal)
    navigation.pushViewController(first, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["willShow A", "A willAppear", "A didAppear", "didShow A"])
    #expect(first.flagsSeen["willAppear"] == ["movingToParent"])
    #expect(first.view.window === window)
    #expect(navigation.topViewController === first)
    withExtendedLifetime(spy) {}
  }

  // UINavigationController, pushViewController(_:animated:), `viewController`: "The view
  // controller to push onto the stack. This object cannot be a tab bar controller. If the view
  // controller is already on the navigation stack, this method throws an exception."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:))
  // The double refuses and logs, as it does for a navigation controller: neither a push nor a
  // new stack takes a tab bar controller, and both stay as they were.
  @Test func aTabBarControllerCannotBePushedNorPutInAStack() {
    let scene = NavigationScene(["A"])
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController.titled("T")]
    scene.navigation.pushViewController(tabs, animated: true)
    #expect(DoubleRunLoop.main.log.count == 1)
    scene.navigation.setViewControllers([scene.controllers[0], tabs], animated: false)
    #expect(DoubleRunLoop.main.log.count == 2)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.viewControllers.count == 1)
    #expect(scene.navigation.topViewController === scene.controllers[0])
    #expect(tabs.parent == nil)
    #expect(tabs.isViewLoaded == false)
    #expect(scene.journal.take().isEmpty)
  }

  // MARK: - UITabBarControllerDelegate

  // tabBarController(_:didSelect:): "In iOS v3.0 and later, the tab bar controller calls this
  // method regardless of whether the selected view controller changed. In addition, it is
  // called only in response to user taps in the tab bar and is not called when your code
  // changes the tab bar contents programmatically."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:))
  // A tap on the tab already selected is asked about and told; selecting through
  // `selectedViewController` in code is neither.
  @Test func aTapOnTheSelectedTabIsToldAndACodeSelectionIsNot() {
    let journal = Journal()
    let spy = TabSpy(journal)
    let first = UIViewController.titled("A")
    let second = UIViewController.titled("B")
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    tabs.delegate = spy
    let window = Stage.window(root: tabs)
    #expect(UIKitUser.tapTab(in: tabs, at: 0))
    #expect(journal.take() == ["shouldSelect A", "didSelect A"])
    #expect(tabs.selectedIndex == 0)
    tabs.selectedViewController = second
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == 1)
    #expect(journal.take().isEmpty)
    withExtendedLifetime(spy) {}
    withExtendedLifetime(window) {}
  }

  // tabBarController(_:shouldSelect:): "The tab bar controller calls this method in response to
  // the user tapping a tab bar item. You can use this method to dynamically decide whether a
  // given tab should be made the active tab." … "true if the view controller's tab should be
  // selected or false if the current tab should remain active."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:))
  // A refused tap leaves the current tab active and on screen: no appearance callback, no
  // `didSelect`.
  @Test func aRefusedTapKeepsTheCurrentTabActive() {
    let journal = Journal()
    let spy = TabSpy(journal)
    spy.allowsSelection = false
    let first = TrackedViewController("A", journal: journal)
    let second = TrackedViewController("B", journal: journal)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    tabs.delegate = spy
    let window = Stage.window(root: tabs)
    _ = journal.take()
    #expect(UIKitUser.tapTab(in: tabs, at: 1) == false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["shouldSelect B"])
    #expect(tabs.selectedViewController === first)
    #expect(second.isViewLoaded == false, "the refused tab never showed")
    withExtendedLifetime(spy) {}
    withExtendedLifetime(window) {}
  }

  // MARK: - The transition coordinator's view controllers

  // UITransitionContextViewControllerKey.from: "A key that identifies the view controller that
  // is visible at the beginning of the transition (or at the end of a canceled transition)."
  // .to: "A key that identifies the view controller that is visible at the end of a completed
  // transition."
  // (https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey)
  // presentationStyle: "The modal presentation style of the view controller being presented or
  // dismissed."
  // (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/presentationstyle)
  // For a presentation the presenter is `from` and the presented view controller `to`; for its
  // dismissal the other way round.
  @Test func aPresentationsCoordinatorNamesThePresenterFromAndThePresentedTo() throws {
    let scene = PresentationScene()
    let sheet = UIViewController.titled("Sheet")
    sheet.modalPresentationStyle = .formSheet
    scene.root.present(sheet, animated: true)
    let presenting = try #require(sheet.transitionCoordinator)
    #expect(presenting.viewController(forKey: .from) === scene.root)
    #expect(presenting.viewController(forKey: .to) === sheet)
    #expect(presenting.presentationStyle == .formSheet)
    #expect(presenting.isAnimated)
    #expect(presenting.isInteractive == false)
    DoubleRunLoop.main.runUntilIdle()
    scene.root.dismiss(animated: true)
    let dismissing = try #require(sheet.transitionCoordinator)
    #expect(dismissing.viewController(forKey: .from) === sheet)
    #expect(dismissing.viewController(forKey: .to) === scene.root)
    #expect(dismissing.presentationStyle == .formSheet)
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheet.transitionCoordinator == nil)
  }

  // MARK: - Flags in each appearance callback

  // isBeingPresented: "A Boolean value indicating whether the view controller is being
  // presented." (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented)
  // isMovingFromParent: "A Boolean value indicating whether the view controller is being removed
  // from a parent view controller."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingfromparent)
  // A full-screen presentation and its dismissal flag the presented view controller in its
  // four callbacks and leave the presenter unflagged in its own: it is neither presented,
  // dismissed nor moved.
  @Test func aFullScreenRoundTripFlagsOnlyThePresentedViewController() {
    let scene = PresentationScene()
    let full = TrackedViewController("Full", journal: scene.journal)
    full.modalPresentationStyle = .fullScreen
    scene.show(full)
    scene.hide()
    #expect(full.flagsSeen["willAppear"] == ["beingPresented"])
    #expect(full.flagsSeen["didAppear"] == ["beingPresented"])
    #expect(full.flagsSeen["willDisappear"] == ["beingDismissed"])
    #expect(full.flagsSeen["didDisappear"] == ["beingDismissed"])
    for callback in ["willDisappear", "didDisappear", "willAppear", "didAppear"] {
      #expect(scene.root.flagsSeen[callback] == [], "Root \(callback)")
    }
    #expect(full.isBeingPresented == false)
    #expect(full.isBeingDismissed == false)
  }

  // isMovingToParent: "A Boolean value indicating whether the view controller is moving to a
  // parent view controller."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingtoparent)
  // isMovingFromParent, as above. setViewControllers(_:animated:): "If the view controller is
  // not on the stack, this method uses a push transition."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:))
  // Replacing the whole stack with a new one: the new top moves to its parent in both of its
  // callbacks, the old top moves from it in both of its own, and neither is presented.
  @Test func replacingTheStackWithNewViewControllersFlagsBothTopsInEveryCallback() {
    let scene = NavigationScene(["A", "B"])
    let newRoot = TrackedViewController("C", journal: scene.journal)
    let newTop = TrackedViewController("D", journal: scene.journal)
    scene.navigation.setViewControllers([newRoot, newTop], animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      scene.journal.take() == [
        "willShow D", "B willDisappear", "D willAppear", "B didDisappear", "D didAppear",
        "didShow D",
      ])
    #expect(newTop.flagsSeen["willAppear"] == ["movingToParent"])
    #expect(newTop.flagsSeen["didAppear"] == ["movingToParent"])
    #expect(scene.controllers[1].flagsSeen["willDisappear"] == ["movingFromParent"])
    #expect(scene.controllers[1].flagsSeen["didDisappear"] == ["movingFromParent"])
    #expect(newRoot.isViewLoaded == false, "the view controller under the new top never showed")
    #expect(scene.controllers[0].parent == nil)
    #expect(newRoot.parent === scene.navigation)
  }

  // MARK: - isModalInPresentation

  // isModalInPresentation: "When you set it to true, UIKit ignores events outside the view
  // controller's bounds and prevents the interactive dismissal of the view controller while it
  // is onscreen."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation)
  // The setting is read when the user swipes ("while it is onscreen"), so a
  // sheet that stops being modal (the user saved the changes it guarded) can be swiped down.
  @Test func aSheetThatStopsBeingModalCanBeSwipedDown() {
    let scene = PresentationScene()
    let spy = PresentationSpy(scene.journal)
    let sheet = TrackedViewController("Sheet", journal: scene.journal)
    sheet.isModalInPresentation = true
    sheet.presentationController?.delegate = spy
    scene.show(sheet)
    _ = scene.journal.take()
    #expect(UIKitUser.swipeDown(sheet) == false)
    #expect(scene.journal.take() == ["didAttemptToDismiss"])
    sheet.isModalInPresentation = false
    #expect(UIKitUser.swipeDown(sheet))
    DoubleRunLoop.main.runUntilIdle()
    let heard = scene.journal.take()
    #expect(
      heard.filter { !$0.hasPrefix("Sheet") } == ["shouldDismiss", "willDismiss", "didDismiss"],
      "WWDC19's order: should, will, did")
    #expect(heard.last == "didDismiss", "after the sheet has disappeared")
    #expect(scene.root.presentedViewController == nil)
    withExtendedLifetime(spy) {}
  }

  // The same sentence, for a presented navigation controller: "prevents the interactive
  // dismissal of the view controller" — the view controller that is presented, the navigation
  // controller. The finger is on its content, the top of its stack, and the sheet stays, its
  // delegate told of the attempt.
  @Test func aModalNavigationControllerKeepsItsContentFromBeingSwipedDown() {
    let scene = PresentationScene()
    let spy = PresentationSpy(scene.journal)
    let content = TrackedViewController("Content", journal: scene.journal)
    let navigation = UINavigationController(rootViewController: content)
    navigation.isModalInPresentation = true
    navigation.presentationController?.delegate = spy
    scene.show(navigation)
    _ = scene.journal.take()
    #expect(UIKitUser.beginSwipeDown(content) == nil)
    #expect(scene.journal.take() == ["didAttemptToDismiss"])
    #expect(scene.root.presentedViewController === navigation)
    #expect(navigation.isBeingDismissed == false)
    withExtendedLifetime(spy) {}
  }

  // UIModalPresentationStyle.fullScreen: "A presentation style in which the presented view
  // covers the screen." (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen)
  // The pull-down gesture belongs to sheets ("Disabling the pull-down gesture for a sheet",
  // https://developer.apple.com/documentation/uikit/disabling-the-pull-down-gesture-for-a-sheet,
  // the article isModalInPresentation points to): a navigation controller presented full
  // screen, or over the full screen, cannot be swiped down from its content, whose own style
  // (a sheet by default) does not count, since it is not what is presented.
  @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen])
  func theContentOfANavigationControllerCoveringTheScreenCannotBeSwipedDown(
    style: UIModalPresentationStyle
  ) {
    let scene = PresentationScene()
    let content = TrackedViewController("Content", journal: scene.journal)
    let navigation = UINavigationController(rootViewController: content)
    navigation.modalPresentationStyle = style
    scene.show(navigation)
    _ = scene.journal.take()
    #expect(content.modalPresentationStyle == .automatic)
    #expect(UIKitUser.swipeDown(content) == false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.journal.take().isEmpty)
    #expect(scene.root.presentedViewController === navigation)
  }

  // MARK: - UIView animation

  // animate(withDuration:animations:completion:), completion: "This block has no return value
  // and takes a single Boolean argument that indicates whether or not the animations actually
  // finished before the completion handler was called. If the duration of the animation is 0,
  // this block is performed at the beginning of the next run loop cycle."
  // (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:))
  // Not inside the call, then with `true`, the clock not moved.
  @Test func aZeroDurationAnimationCompletesOnTheNextTurn() {
    DoubleRunLoop.main.reset()
    let view = UIView()
    var finished: [Bool] = []
    let start = DoubleRunLoop.main.now
    UIView.animate(
      withDuration: 0, animations: { view.isHidden = true },
      completion: { finished.append($0) })
    #expect(view.isHidden, "the animations block runs at once")
    #expect(finished.isEmpty)
    DoubleRunLoop.main.runUntilIdle()
    #expect(finished == [true])
    #expect(DoubleRunLoop.main.now == start)
  }
}
