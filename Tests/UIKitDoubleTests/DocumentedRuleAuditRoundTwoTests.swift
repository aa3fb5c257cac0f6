import Foundation
import Testing
import UIKitDouble

/// The second audit of the double against UIKit's documented rules: containment during a
/// change that has not ended, appearance order, transition coordinators of presentations,
/// alerts, activity and sheet presentation controllers, windows and tabs; each test cites
/// Apple's page and quotes it.
@MainActor
@Suite struct DocumentedRuleAuditRoundTwoTests {
  // MARK: - Containment while a change has not ended

  // willMove(toParent:): "If you are implementing your own container view controller, it must
  // call the willMove(toParent:) method of the child view controller before calling the
  // removeFromParent() method"; didMove(toParent:): "The removeFromParent() method
  // automatically calls the didMove(toParent:) method of the child view controller after it
  // removes the child."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:))
  // A view controller popped without animation leaves the screen at the end of the turn; a
  // second change in the same turn that keeps the top (a view controller below it removed)
  // must not end the first one's removal early: the popped view controller is still a child
  // in its viewDidDisappear(_:), and hears didMove(toParent: nil) after it.
  @Test func aSecondChangeKeepingTheTopDoesNotEndAPendingPopEarly() {
    let scene = NavigationScene(["A", "B"])
    let a = scene.controllers[0]
    let leaving = Witness()
    scene.navigation.pushViewController(leaving, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    leaving.events.removeAll()
    scene.navigation.popViewController(animated: false)
    scene.navigation.setViewControllers([a, scene.controllers[1]], animated: false)
    #expect(leaving.parent === scene.navigation, "still a child until its pop ends")
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      leaving.events == [
        "willMove nil, parent set", "willDisappear, parent set", "didDisappear, parent set",
        "didMove nil, parent nil",
      ])
    #expect(leaving.parent == nil)
  }

  // addChild(_:): "If the new child view controller is already the child of a container view
  // controller, it is removed from that container before being added."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)) A view
  // controller whose animated pop has not ended is still its old navigation controller's child;
  // pushed on another one then, it is removed from the old one first (didMove(toParent: nil)),
  // then added, and the old pop's end does not touch it again.
  @Test func aViewControllerStillLeavingAnAnimatedPopIsRemovedBeforeItJoinsAnother() {
    let scene = NavigationScene(["A"])
    let leaving = Witness()
    scene.navigation.pushViewController(leaving, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    leaving.events.removeAll()
    let other = UINavigationController(rootViewController: UIViewController.titled("Root"))
    scene.navigation.popViewController(animated: true)
    #expect(leaving.parent === scene.navigation, "a child until its pop ends")
    other.pushViewController(leaving, animated: false)
    #expect(leaving.parent === other)
    #expect(leaving.navigationController === other)
    // The other navigation controller is in no window: its push ends at once.
    #expect(
      leaving.events == [
        "willMove nil, parent set", "willDisappear, parent set", "didMove nil, parent nil",
        "willMove UINavigationController, parent nil",
        "didMove UINavigationController, parent set",
      ])
    leaving.events.removeAll()
    DoubleRunLoop.main.runUntilIdle()
    #expect(leaving.parent === other, "the old pop's end leaves it with the new one")
    #expect(leaving.events == ["didDisappear, parent set"], "its disappearance ends with the pop")
    #expect(!leaving.isMovingToParent && !leaving.isMovingFromParent)
    #expect(scene.navigation.children.map(\.title) == ["A"])
    #expect(other.viewControllers.count == 2)
    #expect(DoubleRunLoop.main.log.isEmpty)
  }

  @Test func aViewControllerStillLeavingAnAnimatedPopAppearsInAnotherShownStack() {
    let otherWindow = Stage.window(
      root: UINavigationController(rootViewController: UIViewController.titled("Root")))
    let scene = NavigationScene(["A"])
    let leaving = Witness()
    scene.navigation.pushViewController(leaving, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    leaving.events.removeAll()
    let other = otherWindow.rootViewController as? UINavigationController
    scene.navigation.popViewController(animated: true)
    other?.pushViewController(leaving, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(leaving.parent === other)
    #expect(leaving.view.window === otherWindow)
    #expect(leaving.isOnScreen)
    // Its disappearance turns into an appearance in the new stack, as a cancelled pop's does
    // (no viewDidDisappear), and didMove(toParent:) ends the push, after viewDidAppear(_:).
    #expect(
      leaving.events == [
        "willMove nil, parent set", "willDisappear, parent set", "didMove nil, parent nil",
        "willMove UINavigationController, parent nil", "willAppear, parent set",
        "isAppearing, parent set", "didAppear, parent set",
        "didMove UINavigationController, parent set",
      ])
    #expect(other?.viewControllers.count == 2)
    #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
    #expect(DoubleRunLoop.main.log.isEmpty, "\(DoubleRunLoop.main.log)")
  }

  // MARK: - viewIsAppearing(_:)

  // viewIsAppearing(_:): "The system calls this method once each time a view controller's view
  // appears after the viewWillAppear(_:) call. In contrast to viewWillAppear(_:), the system
  // calls this method after it adds the view controller's view to the view hierarchy"
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)):
  // again when the view returns after a pop, not when a sheet over it leaves (the view never
  // left).
  @Test func viewIsAppearingComesOnceEachTimeTheViewAppears() {
    let appearing = Witness()
    let window = Stage.window(root: UINavigationController(rootViewController: appearing))
    let navigation = window.rootViewController as? UINavigationController
    #expect(
      appearing.events.filter { !$0.contains("Move") } == [
        "willAppear, parent set", "isAppearing, parent set", "didAppear, parent set",
      ])
    appearing.events.removeAll()
    navigation?.pushViewController(UIViewController(), animated: true)
    DoubleRunLoop.main.runUntilIdle()
    navigation?.popViewController(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      appearing.events == [
        "willDisappear, parent set", "didDisappear, parent set", "willAppear, parent set",
        "isAppearing, parent set", "didAppear, parent set",
      ])
    appearing.events.removeAll()
    appearing.present(UIViewController(), animated: true)
    DoubleRunLoop.main.runUntilIdle()
    appearing.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(appearing.events.isEmpty, "a sheet leaves its presenter on screen")
    #expect(window.rootViewController === navigation)
  }

  // MARK: - Transition coordinators of presentations and dismissals

  // transitionCoordinator: "When a presentation or dismissal is in progress, …" — the
  // coordinator is what the view controllers taking part ask for; animate(alongsideTransition:
  // completion:), `completion`: "The block of code to execute after the transition finishes.";
  // present(_:animated:completion:), `completion`: "The block to execute after the presentation
  // finishes." (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:))
  // The alongside animation runs while the presentation runs, its completion when the
  // transition finishes, and the present completion last, after the presented view controller's
  // viewDidAppear(_:).
  @Test func aPresentationsCoordinatorRunsAlongsideThenCompletesBeforeThePresentCompletion()
    throws
  {
    let scene = PresentationScene()
    let sheet = TrackedViewController("Sheet", journal: scene.journal)
    scene.root.present(sheet, animated: true) { [weak scene] in
      scene?.journal.record("present completion")
    }
    let coordinator = try #require(sheet.transitionCoordinator)
    #expect(scene.root.transitionCoordinator === coordinator)
    let journal = scene.journal
    coordinator.animate(
      alongsideTransition: { [weak journal] _ in journal?.record("alongside") },
      completion: { [weak journal] context in
        journal?.record("coordinator completion cancelled:\(context.isCancelled)")
      })
    DoubleRunLoop.main.runUntilIdle()
    let lines = scene.journal.take()
    #expect(lines.first == "Sheet willAppear")
    #expect(lines.last == "present completion")
    #expect(lines.contains("alongside"))
    #expect(lines.firstIndex(of: "alongside") ?? 99 < lines.firstIndex(of: "Sheet didAppear") ?? 0)
    #expect(
      lines.firstIndex(of: "coordinator completion cancelled:false") ?? 99
        < lines.firstIndex(of: "present completion") ?? 0)
    #expect(sheet.transitionCoordinator == nil)
  }

  // dismiss(animated:completion:), `completion`: "The block to execute after the view controller
  // is dismissed." (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:))
  // During the dismissal the leaving view controller's viewWillDisappear(_:) finds the
  // coordinator, whose completion runs before the dismiss completion, after which the
  // presenter presents nothing.
  @Test func aDismissalsCoordinatorIsSeenInViewWillDisappearAndEndsBeforeTheCompletion() {
    final class Leaving: UIViewController {
      var order: [String] = []
      override func viewWillDisappear(_ animated: Bool) {
        let found = transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in
          self?.order.append("coordinator completion")
        }
        order.append("willDisappear coordinator:\(found == true)")
      }
      override func viewDidDisappear(_ animated: Bool) { order.append("didDisappear") }
    }
    let scene = PresentationScene()
    let leaving = Leaving()
    scene.show(leaving)
    var presentedInCompletion: UIViewController?
    scene.root.dismiss(animated: true) { [weak scene, weak leaving] in
      presentedInCompletion = scene?.root.presentedViewController
      leaving?.order.append("dismiss completion")
    }
    #expect(leaving.isBeingDismissed)
    #expect(scene.root.presentedViewController === leaving, "presented until the end")
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      leaving.order == [
        "willDisappear coordinator:true", "coordinator completion", "didDisappear",
        "dismiss completion",
      ])
    #expect(presentedInCompletion == nil)
  }

  // MARK: - Presentation chains through containers

  // present(_:animated:completion:): "If the current view controller is unable to fulfill a
  // request, it forwards the request up the view controller hierarchy to its nearest parent";
  // presentingViewController: "If the view controller was not presented modally, but one of its
  // ancestors was, this property contains the view controller that presented the ancestor."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller)
  // presentedViewController: "The view controller that is presented by this view controller, or
  // one of its ancestors in the view controller hierarchy."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller)
  // A view controller in a tab's navigation controller presents through the tab bar controller
  // (no definesPresentationContext needed).
  @Test func aPresentationFromDeepInsideContainersIsCarriedOutByTheOutermost() {
    let content = UIViewController.titled("Content")
    let navigation = UINavigationController(rootViewController: content)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController.titled("Other")]
    let window = Stage.window(root: tabs)
    let inner = UIViewController.titled("Inner")
    let presented = UINavigationController(rootViewController: inner)
    content.present(presented, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(presented.presentingViewController === tabs)
    #expect(inner.presentingViewController === tabs, "through its navigation controller")
    #expect(tabs.presentedViewController === presented)
    #expect(navigation.presentedViewController === presented)
    #expect(content.presentedViewController === presented)
    #expect(inner.presentedViewController == nil)
    inner.dismiss(animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(content.presentedViewController == nil)
    #expect(window.rootViewController === tabs)
    #expect(DoubleRunLoop.main.log.isEmpty)
  }

  // MARK: - UIAlertController

  // UIAlertController: "UIKit displays alerts and action sheets modally over your app's
  // content." and "When a person taps that action, the alert controller executes the block you
  // provided when creating the action object."
  // (https://developer.apple.com/documentation/uikit/uialertcontroller) The style it was created
  // with stays; presenting it again while it shows is refused (it is already presented); once
  // gone, it can be shown again and its handler runs again.
  @Test func anAlertKeepsItsStyleRefusesASecondPresentAndCanBeShownAgain() {
    let scene = PresentationScene()
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
    var taps = 0
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in taps += 1 })
    #expect(alert.preferredStyle == .actionSheet)
    scene.show(alert)
    scene.root.present(alert, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(DoubleRunLoop.main.log.count == 1)
    #expect(scene.root.presentedViewController === alert)
    #expect(UIKitUser.tap("Delete", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    #expect(taps == 1)
    scene.show(alert)
    #expect(scene.root.presentedViewController === alert, "shown again")
    #expect(UIKitUser.tap("Delete", in: alert))
    DoubleRunLoop.main.runUntilIdle()
    #expect(taps == 2)
    #expect(alert.preferredStyle == .actionSheet)
    #expect(scene.journal.take().isEmpty, "an alert leaves its presenter on screen")
    #expect(DoubleRunLoop.main.log.count == 1)
  }

  // MARK: - UIActivityViewController

  // UIActivityViewController.CompletionWithItemsHandler: "A completion handler to execute after
  // the activity view controller is dismissed." … "Upon the completion of an activity, or the
  // dismissal of the activity view controller, the view controller's completion block is
  // executed."
  // (https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/completionwithitemshandler-swift.typealias)
  // Dismissed by the app (a timeout, a route elsewhere), the share sheet calls its handler too,
  // once it is gone, with no activity and not completed.
  @Test func aShareSheetTheAppDismissesCallsItsHandlerOnceItIsGone() {
    let scene = PresentationScene()
    let share = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
    var results: [String] = []
    share.completionWithItemsHandler = { [weak scene] type, completed, items, error in
      let gone = scene?.root.presentedViewController == nil
      results.append("\(type == nil) \(completed) \(items == nil) \(error == nil) gone:\(gone)")
    }
    scene.show(share)
    scene.root.dismiss(animated: true)
    #expect(results.isEmpty)
    DoubleRunLoop.main.runUntilIdle()
    #expect(results == ["true false true true gone:true"])
  }

  // The same handler, when the share sheet goes with what presents it: dismissing a view
  // controller "dismisses its immediate child view controller and all view controllers above
  // that child on the stack" (dismiss(animated:completion:)).
  @Test func aShareSheetDismissedWithItsPresenterCallsItsHandlerOnce() {
    let scene = PresentationScene()
    let sheet = UIViewController.titled("Sheet")
    scene.show(sheet)
    let share = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
    var calls = 0
    share.completionWithItemsHandler = { _, _, _, _ in calls += 1 }
    sheet.present(share, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    scene.root.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(calls == 1)
    #expect(scene.root.presentedViewController == nil)
  }

  // MARK: - UISheetPresentationController

  // selectedDetentIdentifier: "The default value is nil, which means the sheet displays at the
  // smallest detent you specify in detents."
  // (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier)
  // largestUndimmedDetentIdentifier: "The default value is nil, which means the system adds a
  // noninteractive dimming view underneath the sheet at all detents."
  // (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier)
  // animateChanges(_:) applies the changes the block makes; they read back at once.
  @Test func aSheetsDetentSettingsStartNilAndChangeInsideAnimateChanges() throws {
    let scene = PresentationScene()
    let sheet = UIViewController.titled("Sheet")
    let controller = try #require(sheet.sheetPresentationController)
    #expect(controller.selectedDetentIdentifier == nil)
    #expect(controller.largestUndimmedDetentIdentifier == nil)
    controller.detents = [.medium(), .large()]
    scene.show(sheet)
    var ranInside = false
    controller.animateChanges {
      ranInside = true
      controller.selectedDetentIdentifier = .large
      controller.largestUndimmedDetentIdentifier = .medium
    }
    #expect(ranInside)
    #expect(controller.selectedDetentIdentifier == .large)
    #expect(controller.largestUndimmedDetentIdentifier == .medium)
    #expect(sheet.sheetPresentationController === controller)
    #expect(controller.detents.map(\.identifier) == [.medium, .large])
  }

  // MARK: - UIWindow

  // makeKeyAndVisible(): "Shows the current window and makes it the key window."
  // (https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()) A new window
  // is hidden (isHidden), and its root appears only once it is shown.
  @Test func aWindowShowsItsRootOnlyOnceMadeKeyAndVisible() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let root = TrackedViewController("Root", journal: journal)
    let window = UIWindow()
    #expect(window.isHidden)
    window.rootViewController = root
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take().isEmpty, "a hidden window shows nothing")
    window.makeKeyAndVisible()
    #expect(!window.isHidden)
    #expect(window.isKeyWindow)
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["Root willAppear", "Root didAppear"])
    #expect(root.view.window === window)
  }

  // rootViewController: "The root view controller provides the content view of the window."
  // (https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller) Replaced while
  // the old root's presentation animates, the new root appears, and the presentation still
  // finishes and calls its completion once.
  @Test func replacingTheRootDuringAPresentationShowsTheNewRootAndEndsThePresentation() {
    let scene = PresentationScene()
    let sheet = TrackedViewController("Sheet", journal: scene.journal)
    var completions = 0
    scene.root.present(sheet, animated: true) { completions += 1 }
    let next = TrackedViewController("Next", journal: scene.journal)
    scene.window.rootViewController = next
    DoubleRunLoop.main.runUntilIdle()
    let lines = scene.journal.take()
    #expect(lines.contains("Next willAppear") && lines.contains("Next didAppear"))
    #expect(completions == 1)
    #expect(!sheet.isBeingPresented)
    #expect(next.view.window === scene.window)
    #expect(sheet.view.window == nil, "out of the window with the old root")
    #expect(DoubleRunLoop.main.log.isEmpty)
  }

  // MARK: - UITabBarController

  // viewControllers: "If you change the value of this property at runtime, the tab bar
  // controller removes all of the old view controllers before installing the new ones."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers) Unlike a
  // popped view controller (UINavigationController keeps it a child until the pop ends), a
  // selected tab that is replaced is removed before its viewWillDisappear(_:): its
  // tabBarController is nil there, and it heard didMove(toParent: nil) in the call, as
  // removeFromParent() sends it.
  @Test func aRemovedTabIsNoLongerTheTabBarControllersInItsViewWillDisappear() {
    let removed = Witness()
    let tabs = UITabBarController()
    tabs.viewControllers = [removed, UIViewController.titled("Other")]
    let window = Stage.window(root: tabs)
    removed.events.removeAll()
    tabs.setViewControllers([UIViewController.titled("New")], animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      removed.events == [
        "willMove nil, parent set", "didMove nil, parent nil", "willDisappear, parent nil",
        "didDisappear, parent nil",
      ])
    #expect(removed.tabBarController == nil)
    #expect(window.rootViewController === tabs)
  }
}

/// A view controller that notes its containment and disappearance calls, with whether it had a
/// parent at the time.
@MainActor
private final class Witness: UIViewController {
  var events: [String] = []

  override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
  override func viewWillAppear(_ animated: Bool) { note("willAppear") }
  override func viewIsAppearing(_ animated: Bool) { note("isAppearing") }
  override func viewDidAppear(_ animated: Bool) { note("didAppear") }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    note("willMove \(Self.name(parent))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    note("didMove \(Self.name(parent))")
  }

  private static func name(_ controller: UIViewController?) -> String {
    controller.map { $0.title ?? String(describing: type(of: $0)) } ?? "nil"
  }

  private func note(_ event: String) {
    events.append("\(event), parent \(parent == nil ? "nil" : "set")")
  }
}
