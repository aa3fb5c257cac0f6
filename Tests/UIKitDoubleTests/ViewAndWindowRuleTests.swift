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

/// The window's root view is one of the window's subviews while it is shown, and a view
/// controller presents only once its view is in the window.
@MainActor
@Suite struct RootViewTests {
  @Test func assigningTheRootInstallsItsViewAndRemovesTheOldOne() {
    DoubleRunLoop.main.reset()
    let window = UIWindow()
    let first = UIViewController()
    window.rootViewController = first
    #expect(first.isViewLoaded, "assigning the root loads its view")
    #expect(first.view.window == nil, "not in the hidden window yet")
    window.makeKeyAndVisible()
    #expect(first.view.superview === window)
    DoubleRunLoop.main.runUntilIdle()
    #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(first.view)])
    #expect(first.view.window === window)
    let second = UIViewController()
    window.rootViewController = second
    #expect(second.view.superview === window)
    #expect(first.view.superview == nil, "the old views are removed before the new are installed")
    DoubleRunLoop.main.runUntilIdle()
    #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(second.view)])
  }

  @Test func aRootReplacedFromItsOwnViewDidLoadLeavesOnlyTheNewRootsView() {
    DoubleRunLoop.main.reset()
    let window = UIWindow()
    let login = UIViewController()
    let main = TrackedViewController("Main", journal: Journal())
    main.onViewDidLoad = { [weak window] in window?.rootViewController = login }
    window.rootViewController = main
    window.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    #expect(window.rootViewController === login)
    #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(login.view)])
    #expect(main.view.superview == nil)
    #expect(!main.isOnScreen)
  }

  @Test func theRootsViewReturnsBehindTheViewsTheAppAddedToTheWindow() {
    let root = UIViewController()
    let window = Stage.window(root: root)
    let overlay = UIView()
    window.addSubview(overlay)
    window.isHidden = true
    DoubleRunLoop.main.runUntilIdle()
    window.isHidden = false
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      window.subviews.map(ObjectIdentifier.init) == [root.view, overlay].map(ObjectIdentifier.init))
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    root.dismiss(animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      window.subviews.map(ObjectIdentifier.init) == [root.view, overlay].map(ObjectIdentifier.init))
  }

  @Test func hidingTheWindowKeepsTheRootsViewInIt() {
    let root = UIViewController()
    let window = Stage.window(root: root)
    window.isHidden = true
    DoubleRunLoop.main.runUntilIdle()
    #expect(root.view.superview === window)
    window.isHidden = false
    DoubleRunLoop.main.runUntilIdle()
    #expect(window.subviews.count == 1)
  }

  @Test func aFullScreenPresentationTakesThePresentersViewOutOfTheWindow() {
    let root = UIViewController()
    let window = Stage.window(root: root)
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(root.view.superview == nil)
    root.dismiss(animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(root.view.superview === window)
  }

  @Test(arguments: ["viewDidLoad", "viewWillAppear"])
  func presentingBeforeTheViewIsInTheWindowIsRefused(from call: String) {
    DoubleRunLoop.main.reset()
    let window = UIWindow()
    let root = PresentingViewController(presentsIn: call)
    window.rootViewController = root
    window.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(
      DoubleRunLoop.main.log == [
        "Attempt to present <UIViewController> on <PresentingViewController> whose view is not in the window hierarchy."
      ])
    #expect(root.appearances == 1, "the root appears once")
  }

  @Test func presentingFromViewDidAppearWorks() {
    DoubleRunLoop.main.reset()
    let window = UIWindow()
    let root = PresentingViewController(presentsIn: "viewDidAppear")
    window.rootViewController = root
    window.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    #expect(root.presentedViewController != nil)
    #expect(DoubleRunLoop.main.log.isEmpty)
  }

  @Test func aPushInViewDidLoadShowsAtOnceAndWhatItCoversNeverAppears() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let first = TrackedViewController("A", journal: journal)
    let detail = TrackedViewController("B", journal: journal)
    first.onViewDidLoad = { [weak first] in
      first?.navigationController?.pushViewController(detail, animated: false)
    }
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: first)
    window.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    #expect(detail.isOnScreen)
    #expect(journal.lines.filter { $0.hasPrefix("A ") } == ["A viewDidLoad"], "\(journal.lines)")
    #expect(journal.lines.contains("B didAppear"))
  }

  @Test func aTabSelectedInViewDidLoadIsTheOneThatAppears() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let (shop, wishlist) = (
      TrackedViewController("Shop", journal: journal),
      TrackedViewController("Wishlist", journal: journal)
    )
    let tabs = UITabBarController()
    tabs.viewControllers = [shop, wishlist]
    shop.onViewDidLoad = { [weak tabs] in tabs?.selectedIndex = 1 }
    let window = UIWindow()
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    #expect(wishlist.isOnScreen)
    #expect(!journal.lines.contains("Shop willAppear"), "\(journal.lines)")
    #expect(journal.lines.contains("Wishlist didAppear"))
  }

  @Test func theRootOfAHiddenWindowCannotPresent() {
    DoubleRunLoop.main.reset()
    let window = UIWindow()
    let root = UIViewController()
    window.rootViewController = root
    root.present(UIViewController(), animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(DoubleRunLoop.main.log.count == 1)
    withExtendedLifetime(window) {}
  }
}

/// A view controller that presents a plain one from `viewDidLoad`, `viewWillAppear` or
/// `viewDidAppear`, and counts its appearances.
@MainActor
private final class PresentingViewController: UIViewController {
  let call: String
  var appearances = 0

  init(presentsIn call: String) {
    self.call = call
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() { presentIf("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) {
    appearances += 1
    presentIf("viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) { presentIf("viewDidAppear") }

  private func presentIf(_ name: String) {
    if name == call, presentedViewController == nil {
      present(UIViewController(), animated: false)
    }
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
    let spy = NavigationSpy(journal)
    navigation.delegate = spy
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(
      TrackedViewController("Skipped", journal: journal), animated: false)
    navigation.pushViewController(second, animated: false)
    #expect(!journal.lines.contains("B didAppear"), "never inside the call")
    DoubleRunLoop.main.runUntilIdle()
    let lines = journal.take()
    #expect(
      (lines.firstIndex(of: "Nav didAppear") ?? .max) < (lines.firstIndex(of: "B didAppear") ?? -1),
      "the container first: \(lines)")
    #expect(second.view.window === window)
    #expect(first.view.window == nil)
    #expect(
      (lines.firstIndex(of: "willShow B") ?? .max) < (lines.firstIndex(of: "didShow B") ?? -1),
      "the delegate hears willShow before didShow: \(lines)")
    #expect(lines.filter { $0.hasPrefix("willShow") } == ["willShow A", "willShow B"], "\(lines)")
    #expect(lines.filter { $0.hasPrefix("didShow") } == ["didShow B"])
    withExtendedLifetime(spy) {}
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
