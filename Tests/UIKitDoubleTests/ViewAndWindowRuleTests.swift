import Foundation
import Testing
import UIKitDouble

/// Rules of `UIView`, `UIWindow` and a few view controller calls that a review against Apple's
/// documentation found missing or wrong in the double.
@MainActor
@Suite struct ViewAndWindowRuleTests {
  @Test func aViewCannotBecomeItsOwnSubviewNorItsAncestors() {
    DoubleRunLoop.main.reset()
    let outer = UIView()
    let inner = UIView()
    outer.addSubview(inner)
    inner.addSubview(inner)
    inner.addSubview(outer)
    inner.insertSubview(outer, at: 0)
    #expect(inner.subviews.isEmpty)
    #expect(outer.superview == nil)
    #expect(DoubleRunLoop.main.log == Array(repeating: "Can't add self as subview", count: 3))
  }

  @Test func subviewsKeepTheOrderAskedFor() {
    let container = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
    let (a, b, c) = (UIView(), UIView(), UIView())
    container.addSubview(a)
    container.addSubview(b)
    container.insertSubview(c, at: 0)
    #expect(container.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
    container.bringSubviewToFront(c)
    container.sendSubviewToBack(b)
    #expect(container.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
    #expect(container.bounds == CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  @Test func onlyTheLastWindowMadeKeyIsKey() {
    DoubleRunLoop.main.reset()
    let first = UIWindow()
    let second = UIWindow()
    first.makeKeyAndVisible()
    #expect(first.isKeyWindow)
    second.makeKeyAndVisible()
    #expect(second.isKeyWindow)
    #expect(!first.isKeyWindow, "the previous key window resigns")
    first.makeKey()
    #expect(first.isKeyWindow && !second.isKeyWindow)
  }

  @Test func theViewOfAViewControllerInNoHierarchyIsInItsSuperviewsWindow() {
    let root = UIViewController()
    let window = Stage.window(root: root)
    let loose = UIViewController()
    let label = UIView()
    loose.view.addSubview(label)
    #expect(loose.view.window == nil)
    root.view.addSubview(loose.view)
    #expect(loose.view.window === window)
    #expect(label.window === window)
  }

  @Test func viewIsAppearingComesBetweenWillAppearAndDidAppearWithTheViewInTheWindow() {
    let scene = NavigationScene(["A"])
    let pushed = AppearingRecorder()
    scene.navigation.pushViewController(pushed, animated: true)
    #expect(pushed.calls == ["willAppear window:false", "isAppearing window:true"])
    DoubleRunLoop.main.runUntilIdle()
    #expect(pushed.calls.last == "didAppear window:true")
  }

  @Test func aPushsCoordinatorSaysItIsNoModalPresentation() throws {
    let scene = NavigationScene(["A"])
    scene.navigation.pushViewController(UIViewController(), animated: true)
    let coordinator = try #require(scene.navigation.transitionCoordinator)
    #expect(coordinator.presentationStyle == .none)
    #expect(coordinator.presentationStyle.rawValue == -1)
    DoubleRunLoop.main.runUntilIdle()
  }

  @Test func showPushesInANavigationControllerAndPresentsElsewhere() {
    let scene = NavigationScene(["A"])
    let detail = UIViewController()
    scene.controllers[0].show(detail, sender: nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.navigation.topViewController === detail)
    let root = UIViewController()
    let window = Stage.window(root: root)
    let sheet = UIViewController()
    root.show(sheet, sender: nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(root.presentedViewController === sheet)
    withExtendedLifetime(window) {}
  }
}

/// A view controller that notes `viewWillAppear`, `viewIsAppearing` and `viewDidAppear`, with
/// whether its view was in a window.
@MainActor
private final class AppearingRecorder: UIViewController {
  var calls: [String] = []
  override func viewWillAppear(_ animated: Bool) { note("willAppear") }
  override func viewIsAppearing(_ animated: Bool) { note("isAppearing") }
  override func viewDidAppear(_ animated: Bool) { note("didAppear") }
  private func note(_ call: String) { calls.append("\(call) window:\(view.window != nil)") }
}

/// A push made while its navigation controller is still arriving (the window just shown, a
/// presentation under way) appears when the navigation controller has appeared, after it.
@MainActor
@Suite struct PushWhileArrivingTests {
  @Test func aPushInTheTurnTheWindowIsShownAppearsOnALaterTurnAfterItsContainer() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let first = TrackedViewController("A", journal: journal)
    let second = TrackedViewController("B", journal: journal)
    let navigation = JournalingNavigationController(rootViewController: first)
    navigation.journal = journal
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(second, animated: false)
    #expect(!journal.lines.contains("B didAppear"), "never inside the call")
    DoubleRunLoop.main.runUntilIdle()
    let lines = journal.take()
    #expect(
      (lines.firstIndex(of: "Nav didAppear") ?? .max) < (lines.firstIndex(of: "B didAppear") ?? -1),
      "the container first: \(lines)")
    #expect(second.view.window === window)
    #expect(first.view.window == nil)
  }

  @Test func aPushRightAfterAnAnimatedPresentationAppearsWhenThePresentationEnds() {
    let scene = PresentationScene()
    let first = TrackedViewController("A", journal: scene.journal)
    let second = TrackedViewController("B", journal: scene.journal)
    let navigation = UINavigationController(rootViewController: first)
    var completed = false
    scene.root.present(navigation, animated: true) { completed = true }
    navigation.pushViewController(second, animated: false)
    DoubleRunLoop.main.runQueuedWork()
    #expect(!completed)
    #expect(!scene.journal.lines.contains("B didAppear"), "not before the presentation ends")
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.journal.take().contains("B didAppear"))
    #expect(completed)
    #expect(second.view.window === scene.window)
    #expect(first.view.window == nil)
  }
}

/// A navigation controller that notes its own `viewDidAppear(_:)`.
@MainActor
private final class JournalingNavigationController: UINavigationController {
  var journal: Journal?
  override func viewDidAppear(_ animated: Bool) { journal?.record("Nav didAppear") }
}

/// A view controller that reads its window's `isHidden` in `viewWillAppear(_:)`.
@MainActor
private final class HiddenReader: UIViewController {
  weak var watched: UIWindow?
  var seen: [Bool] = []
  override func viewWillAppear(_ animated: Bool) { seen.append(watched?.isHidden ?? true) }
}

@MainActor
@Suite struct WindowReentryTests {
  @Test func anAppearanceCallbackMayReadTheWindowBeingShown() {
    DoubleRunLoop.main.reset()
    let root = HiddenReader()
    let window = UIWindow()
    root.watched = window
    window.rootViewController = root
    window.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    #expect(root.seen == [false])
  }
}

/// A stack of presentations dismissed from below.
@MainActor
@Suite struct StackedDismissalTests {
  @Test func theTopOfAStackDismissedFromBelowIsBeingDismissedWithItsCoordinator() throws {
    let scene = PresentationScene()
    let first = TrackedViewController("First", journal: scene.journal)
    let second = TrackedViewController("Second", journal: scene.journal)
    scene.root.present(first, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    first.present(second, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    scene.root.dismiss(animated: true)
    #expect(first.isBeingDismissed)
    #expect(second.isBeingDismissed)
    let coordinator = try #require(second.transitionCoordinator)
    #expect(coordinator.viewController(forKey: .from) === second)
    #expect(second.flagsSeen["willDisappear"] == ["beingDismissed"])
    DoubleRunLoop.main.runUntilIdle()
    #expect(!first.isBeingDismissed && !second.isBeingDismissed)
    #expect(scene.root.presentedViewController == nil)
  }
}
