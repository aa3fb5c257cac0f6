import Foundation
import Testing
import UIKitDouble

/// UIKit's documented rules, each quoted from Apple's documentation, checked against the
/// double as a UIKit developer reads them.
@MainActor
@Suite struct DocumentedRuleTests {
  // presentingViewController: "If the view controller was not presented modally, but one of its
  // ancestors was, this property contains the view controller that presented the ancestor."
  @Test func theContentOfAPresentedNavigationControllerKnowsItsPresenter() {
    let scene = PresentationScene()
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    scene.show(navigation)
    #expect(navigation.presentingViewController === scene.root)
    #expect(content.presentingViewController === scene.root)
    scene.hide()
    #expect(content.presentingViewController == nil)
  }

  // presentedViewController: "The view controller that is presented by this view controller, or
  // one of its ancestors in the view controller hierarchy."
  @Test func aChildOfThePresentingContainerSeesWhatItPresents() {
    let journal = Journal()
    let child = TrackedViewController("Child", journal: journal)
    let navigation = UINavigationController(rootViewController: child)
    let window = Stage.window(root: navigation)
    let sheet = UIViewController()
    child.present(sheet, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheet.presentingViewController === navigation, "the outermost container presents")
    #expect(navigation.presentedViewController === sheet)
    #expect(child.presentedViewController === sheet)
    // The child asks, and the container dismisses.
    child.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.presentedViewController == nil)
    #expect(child.presentedViewController == nil)
    #expect(DoubleRunLoop.main.log == [])
    withExtendedLifetime(window) {}
  }

  // dismiss(animated:completion:): "If you call this method on the presented view controller
  // itself, UIKit asks the presenting view controller to handle the dismissal."
  // …and "The completion handler is called after the viewDidDisappear(_:) method is called on
  // the presented view controller."
  @Test func aPresentedViewControllerCanDismissItself() {
    let scene = PresentationScene()
    let sheet = TrackedViewController("Sheet", journal: scene.journal)
    scene.show(sheet)
    _ = scene.journal.take()
    sheet.dismiss(animated: true) { scene.journal.record("completion") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    #expect(scene.journal.take() == ["Sheet willDisappear", "Sheet didDisappear", "completion"])
  }

  // dismiss(animated:completion:): "calling this method on a view controller lower in the stack
  // dismisses its immediate child view controller and all view controllers above that child on
  // the stack."
  @Test func dismissingLowInAStackOfPresentationsDismissesEverythingAbove() {
    let scene = PresentationScene()
    let first = TrackedViewController("First", journal: scene.journal)
    let second = TrackedViewController("Second", journal: scene.journal)
    scene.show(first)
    first.present(second, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    _ = scene.journal.take()
    var completed = 0
    scene.root.dismiss(animated: true) { completed += 1 }
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    #expect(first.presentedViewController == nil)
    #expect(second.presentingViewController == nil)
    #expect(completed == 1)
    #expect(Set(scene.journal.take().filter { $0.hasSuffix("didDisappear") }).count == 2)
    #expect(first.view.window == nil && second.view.window == nil)
  }

  // setViewControllers(_:animated:): "If a view controller is currently in the stack, but is not
  // the topmost item, this method uses a pop transition; if it is the topmost item, no
  // transition is performed. If a view controller is not on the stack, this method uses a push
  // transition."
  @Test func settingTheStackAnimatedChoosesPushPopOrNothingByItsLastItem() {
    let scene = NavigationScene(["A", "B"])
    let (a, b) = (scene.controllers[0], scene.controllers[1])
    scene.navigation.setViewControllers([b], animated: true)
    #expect(scene.navigation.transitionCoordinator == nil, "the top stays: no transition")
    DoubleRunLoop.main.runUntilIdle()
    scene.navigation.setViewControllers([b, a], animated: true)
    DoubleRunLoop.main.runUntilIdle()
    scene.navigation.setViewControllers([b], animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.spy.operations == [.push, .pop])
    #expect(scene.navigation.viewControllers.map(\.title) == ["B"])
    #expect(DoubleRunLoop.main.log == [])
  }

  // isBeingPresented and isBeingDismissed, Apple's longer description (kept in the double's
  // doc comment): true "only when called from inside the viewWillAppear: and viewDidAppear:
  // methods" (and viewWillDisappear: and viewDidDisappear:); apps test `isBeingDismissed` in
  // `viewDidDisappear(_:)` to release what the sheet held.
  @Test func aSheetSeesItIsPresentedOrDismissedInBothOfItsCallbacks() {
    let scene = PresentationScene()
    let sheet = scene.sheetShownAndDismissed()
    #expect(sheet.flagsSeen["willAppear"] == ["beingPresented"])
    #expect(sheet.flagsSeen["didAppear"] == ["beingPresented"])
    #expect(sheet.flagsSeen["willDisappear"] == ["beingDismissed"])
    #expect(sheet.flagsSeen["didDisappear"] == ["beingDismissed"])
    #expect(!sheet.isBeingPresented && !sheet.isBeingDismissed, "only during the transition")
  }

  // popToRootViewController(animated:): "An array of view controllers representing the items
  // that were popped from the stack."
  @Test func poppingToTheRootAnswersThePoppedViewControllers() {
    let scene = NavigationScene(["A", "B", "C"])
    let popped = scene.navigation.popToRootViewController(animated: true)
    #expect(popped?.map(\.title) == ["B", "C"])
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.journal.take().last == "didShow A")
    #expect(scene.controllers[2].view.window == nil)
  }

  // tabBarController: "If the view controller or one of its ancestors is a child of a tab bar
  // controller, this property contains the owning tab bar controller." navigationController
  // alike, for the nearest navigation controller.
  @Test func aChildFindsItsContainers() {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    let tabs = UITabBarController()
    tabs.setViewControllers([navigation, UIViewController()], animated: false)
    let window = Stage.window(root: tabs)
    #expect(content.navigationController === navigation)
    #expect(content.tabBarController === tabs)
    #expect(content.view.window === window)
    #expect(tabs.viewControllers?[1].view.window == nil, "a tab not selected is not in the window")
  }

  // visibleViewController: "The currently visible view can belong either to the view controller
  // at the top of the navigation stack or to a view controller that was presented modally on
  // top of the navigation controller itself."
  @Test func theVisibleViewControllerIsWhatIsPresentedOverTheStackElseItsTop() {
    let scene = NavigationScene(["A", "B"])
    #expect(scene.navigation.visibleViewController === scene.controllers[1])
    let sheet = UIViewController()
    scene.navigation.present(sheet, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.visibleViewController === sheet)
    #expect(scene.navigation.topViewController === scene.controllers[1])
  }

  // viewIfLoaded: "The view controller's view, or nil if the view is not yet loaded.";
  // loadViewIfNeeded(): "Loads the view controller's view if it has not yet been loaded."
  @Test func askingForTheViewIfLoadedDoesNotLoadIt() {
    final class Loading: UIViewController {
      var loads = 0
      override func viewDidLoad() { loads += 1 }
    }
    let controller = Loading()
    #expect(controller.viewIfLoaded == nil)
    #expect(!controller.isViewLoaded)
    controller.loadViewIfNeeded()
    controller.loadViewIfNeeded()
    #expect(controller.viewIfLoaded === controller.view)
    #expect(controller.loads == 1)
  }
}
