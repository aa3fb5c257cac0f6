import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A UIKit developer adopting the bridge, twelfth round: system-like view controllers a
/// screen's factory returns that close themselves (a share sheet, a document browser with a
/// Done button, an image picker its delegate dismisses), with the styles a factory sets, the
/// model changing under them, a link that closes them, and the bridge's looking again.
@MainActor
@Suite struct AdopterRoundTwelveTests {
  // MARK: - A share sheet that dismisses itself

  /// The app's own share sheet (a plain view controller) that, when the user picks a service,
  /// calls the app's completion handler and dismisses itself; the handler finishes the screen's
  /// result, or does nothing (the sheet then closes unseen by any delegate): the result arrives
  /// once, with the sheet gone, and the model follows.
  @Test(arguments: [true, false], [Transition.modal, .modal(inNavigation: true)])
  func aShareSheetThatDismissesItselfFromItsCompletionHandlerEndsOnce(
    finishes: Bool, transition: Transition
  ) throws {
    let scene = try SelfClosingScene<String>(transition: transition)
    scene.app.bridge.register(SystemScreen.self) { screen in
      let share = ShareLikeViewController()
      share.completion = { [weak screen] activity in
        guard finishes, let activity else { return }
        (screen?.router as? ResultRouter<String>)?.finish(with: activity)
      }
      return share
    }
    weak let share = try scene.open(ShareLikeViewController.self)
    share?.userPicks("Messages")
    scene.settle()
    #expect(scene.results == [finishes ? .finished("Messages") : .cancelled])
    #expect(scene.seenAtResult == ["presented:-"])
    scene.expectClosed()
  }

  /// The double's `UIActivityViewController`, returned by a factory, whose completion handler
  /// (run by UIKit once the sheet is gone, however it went) finishes the result.
  ///
  /// The app dismisses the sheet itself (a timeout of its own): the handler's result arrives.
  /// The user swipes it down, or a link dismisses it: the presenter receives `.cancelled`, and
  /// the handler's later `finish` delivers nothing. Once each time, with the model following.
  @Test(arguments: ShareSheetCloser.allCases)
  func aSystemShareSheetWhoseHandlerFinishesEndsOnce(closer: ShareSheetCloser) throws {
    let scene = try SelfClosingScene<String>()
    var handled = 0
    scene.app.bridge.register(SystemScreen.self) { screen in
      let share = UIActivityViewController(activityItems: ["link"], applicationActivities: nil)
      share.completionWithItemsHandler = { [weak screen] _, completed, _, _ in
        handled += 1
        (screen?.router as? ResultRouter<String>)?.finish(with: "done \(completed)")
      }
      return share
    }
    let deeplinks = try DeeplinkRouter(window: scene.app.window, origins: ["shop://"])
    try deeplinks.register("/home") { link in
      try link.router(as: DefaultRouter.self).dismissAll(downTo: link.window.root)
    }
    weak let share = try scene.open(UIActivityViewController.self)
    var linked: [String] = []
    switch closer {
    case .app: share?.dismiss(animated: true)
    case .user: #expect(share.map(UIKitUser.swipeDown) == true)
    case .link: _ = deeplinks.handle("shop://home") { linked.append($0.description) }
    }
    scene.settle()
    #expect(linked.count == (closer == .link ? 1 : 0), "\(linked)")
    #expect(handled == 1)
    #expect(scene.results == [closer == .app ? .finished("done false") : .cancelled])
    scene.expectClosed()
  }

  // MARK: - A document browser with a Done button

  /// The app's own navigation controller (a document browser, as a Safari view controller or
  /// a document picker is) whose Done and Open buttons dismiss it and tell its delegate, which
  /// finishes or cancels the screen's result, before the dismissal or from its completion: the
  /// result arrives once, after the browser is gone, and the model follows.
  @Test(arguments: [true, false], [true, false])
  func aDocumentBrowsersButtonThatDismissesItAndTellsItsDelegateEndsOnce(
    opens: Bool, tellsFirst: Bool
  ) throws {
    let scene = try SelfClosingScene<String>()
    let delegate = ResultFinishingDelegate()
    scene.app.bridge.register(SystemScreen.self) { screen in
      delegate.router = screen.router as? ResultRouter<String>
      return DocumentBrowserController(delegate: delegate, tellsFirst: tellsFirst)
    }
    do {
      let browser = try scene.open(DocumentBrowserController.self)
      let list = try #require(browser.topViewController)
      let button = try #require(
        opens ? list.navigationItem.rightBarButtonItem : list.navigationItem.leftBarButtonItem)
      #expect(UIKitUser.tap(button, of: list))
    }
    scene.settle()
    #expect(scene.results == [opens ? .finished("report.pdf") : .cancelled])
    #expect(scene.seenAtResult == ["presented:-"])
    #expect(delegate.outcomes == ["done"], "the finish or cancel completes once")
    scene.expectClosed()
  }

  // MARK: - An image picker its delegate dismisses

  /// An image-picker-like view controller whose delegate (the screen) dismisses it with
  /// `picker.dismiss(animated:)` and finishes the result in the same turn, in the next one
  /// (while UIKit still dismisses it), or from the dismissal's completion (animated or not): the
  /// result is the picked image, once, and the model follows.
  @Test(arguments: FinishMoment.allCases)
  func anImagePickerItsDelegateDismissesDeliversThePickOnce(moment: FinishMoment) throws {
    let scene = try SelfClosingScene<String>()
    scene.app.bridge.register(PickerScreen.self) { screen in
      let picker = ImagePickerLikeController()
      picker.delegate = screen
      screen.moment = moment
      return picker
    }
    weak let picker = try scene.open(ImagePickerLikeController.self) {
      PickerScreen(title: "System")
    }
    picker?.userPicks("IMG_0001")
    scene.settle()
    #expect(scene.results == [.finished("IMG_0001")])
    #expect(scene.seenAtResult == ["presented:-"])
    scene.expectClosed()
  }

  /// The picker's delegate dismisses it and finishes only later (the image loads), after the
  /// bridge has seen the picker gone: the presenter receives `.cancelled` once (the screen left
  /// unasked, as a swipe), and the late `finish` delivers nothing.
  @Test func aPickerFinishedLongAfterItsDismissalIsCancelledOnce() throws {
    let scene = try SelfClosingScene<String>()
    var router: ResultRouter<String>?
    scene.app.bridge.register(PickerScreen.self) { screen in
      router = screen.router as? ResultRouter<String>
      return ImagePickerLikeController()
    }
    weak let picker = try scene.open(ImagePickerLikeController.self) {
      PickerScreen(title: "System")
    }
    picker?.dismiss(animated: true)
    scene.settle()
    #expect(scene.results == [.cancelled])
    var late: [String] = []
    try #require(router).finish(with: "IMG_0002") { late.append($0.outcome) }
    router = nil
    scene.settle()
    #expect(scene.results == [.cancelled])
    #expect(late == ["done"])
    scene.expectClosed()
  }

  // MARK: - Styles a factory sets

  /// A self-dismissing view controller whose factory sets its presentation style (a popover
  /// for the iPad, a form sheet, a full-screen cover, a translucent overlay): UIKit presents it
  /// in that style, and its own dismissal closes the screen once.
  @Test(arguments: [UIModalPresentationStyle.popover, .formSheet, .fullScreen, .overFullScreen])
  func aSelfDismissingControllerInAFactorySetStyleClosesOnce(
    style: UIModalPresentationStyle
  ) throws {
    let scene = try SelfClosingScene<String>()
    scene.app.bridge.register(SystemScreen.self) { _ in
      let share = ShareLikeViewController()
      share.modalPresentationStyle = style
      share.popoverPresentationController?.permittedArrowDirections = .up
      return share
    }
    weak let share = try scene.open(ShareLikeViewController.self)
    #expect(share?.modalPresentationStyle == style)
    share?.userPicks("Mail")
    scene.settle()
    #expect(scene.results == [.cancelled])
    scene.expectClosed()
  }

  /// A share sheet whose factory presents it as a popover, as an iPad app does: on an iPhone it
  /// is a form sheet, so the user swipes it down; the bridge is its popover's delegate, the
  /// model follows at once and the result is `.cancelled` once.
  @Test func aPopoverShareSheetTheUserSwipesDownClosesOnce() throws {
    let scene = try SelfClosingScene<String>()
    scene.app.bridge.register(SystemScreen.self) { _ in
      let share = ShareLikeViewController()
      share.modalPresentationStyle = .popover
      share.popoverPresentationController?.permittedArrowDirections = .up
      return share
    }
    do {
      let share = try scene.open(ShareLikeViewController.self)
      let popover = try #require(share.popoverPresentationController)
      #expect(popover.permittedArrowDirections == .up)
      #expect(popover.delegate === scene.app.bridge)
      #expect(UIKitUser.swipeDown(share))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(scene.results == [.cancelled])
    scene.expectClosed()
  }

  /// A `.fade` modal whose factory sets a style: a form sheet becomes a full-screen cover (the
  /// fade covers the screen), `.overFullScreen` stays; the view controller dismisses itself with
  /// the fade, and the model follows once.
  @Test(arguments: [
    (UIModalPresentationStyle.formSheet, UIModalPresentationStyle.fullScreen),
    (.overFullScreen, .overFullScreen),
  ])
  func aFadeModalWhoseFactorySetsAStyleDismissesItselfInStep(
    style: UIModalPresentationStyle, shown: UIModalPresentationStyle
  ) throws {
    let scene = try SelfClosingScene<String>(
      transition: .modal(inNavigation: false, animator: FadeAnimator()))
    scene.app.bridge.register(SystemScreen.self) { _ in
      let share = ShareLikeViewController()
      share.modalPresentationStyle = style
      return share
    }
    weak let share = try scene.open(ShareLikeViewController.self)
    #expect(share?.modalPresentationStyle == shown)
    share?.userPicks("Print")
    scene.settle()
    #expect(scene.results == [.cancelled])
    scene.expectClosed()
  }

  /// A translucent pop-up (`.fade`, its factory asking for `.overFullScreen`) or a screen pushed
  /// with the fade, closed by the model with nothing else holding its screen (its own button
  /// closes it through its router): it leaves with the fade it came with, as the guide says,
  /// not with UIKit's slide, though the model has freed the screen by the time UIKit asks how
  /// its view controller leaves.
  @Test(arguments: [false, true])
  func aFadedScreenTheModelClosesLeavesWithTheFade(pushed: Bool) throws {
    let scene = try SelfClosingScene<String>()
    var asked: [String] = []
    let system = scene.app.bridge.makeAnimation
    scene.app.bridge.makeAnimation = { animator, presenting in
      asked.append("\(presenting ? "in" : "out") \(type(of: animator))")
      return system(animator, presenting)
    }
    scene.app.bridge.register(SystemScreen.self) { screen in
      let popUp = ShareLikeViewController()
      popUp.modalPresentationStyle = .overFullScreen
      popUp.completion = { [weak screen] _ in (screen?.router as? DefaultRouter)?.close() }
      return popUp
    }
    try #require(scene.app.home.router).open(pushed ? .push(animator: FadeAnimator.shared) : .fade)
    { _ in
      SystemScreen(title: "System")
    }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let shown =
        pushed
        ? scene.app.homeNavigation?.topViewController : scene.app.tabs?.presentedViewController
      let popUp = try #require(shown as? ShareLikeViewController)
      #expect(popUp.modalPresentationStyle == .overFullScreen)
      scene.watcher.watch(popUp, as: "pop-up")
      scene.watcher.watch(scene.app.bridge.screen(for: popUp), as: "pop-up screen")
      popUp.completion?("Saved")
    }
    #expect(asked.allSatisfy { $0.hasPrefix("in") }, "\(asked)")
    scene.settle()
    #expect(asked.last == "out FadeAnimator", "\(asked)")
    #expect(scene.look == "Home presented:-")
    scene.expectClosed()
  }

  // MARK: - The model changes under it

  /// The model pushes on the home stack under a self-dismissing share sheet, which dismisses
  /// itself while the push runs (or right after it): UIKit ends with the pushed screen and no
  /// sheet, the push completes once and the result arrives once.
  @Test(arguments: [true, false])
  func aSelfDismissingSheetWhileTheModelPushesUnderItEndsInStep(duringPush: Bool) throws {
    let scene = try SelfClosingScene<String>()
    scene.app.bridge.register(SystemScreen.self) { _ in ShareLikeViewController() }
    weak let share = try scene.open(ShareLikeViewController.self)
    var pushed: [String] = []
    try #require(scene.app.home.router).open(.push) { _ in
      ItemScreen(title: "Detail")
    } completion: { [weak scene] in
      pushed.append("\($0.map { _ in () }.outcome) \(scene?.look ?? "-")")
    }
    if duringPush {
      DoubleRunLoop.main.runQueuedWork()
    } else {
      DoubleRunLoop.main.runUntilIdle()
    }
    share?.userPicks("Copy")
    scene.settle()
    #expect(pushed.count == 1)
    #expect(pushed.first?.hasPrefix("done Home/Detail") == true, "\(pushed)")
    #expect(scene.results == [.cancelled])
    #expect(scene.look == "Home/Detail presented:-")
    scene.expectClosed()
  }

  /// The model presents a tip over the share sheet's screen in the turn the sheet dismisses
  /// itself (before or after it): the tip's opening completes once, the sheet's result is
  /// `.cancelled` once, and the model ends with nothing presented, as UIKit does.
  @Test(arguments: [true, false])
  func aSheetThatDismissesItselfAsTheModelPresentsOverItEndsInStep(selfFirst: Bool) throws {
    let scene = try SelfClosingScene<String>()
    scene.app.bridge.register(SystemScreen.self) { _ in ShareLikeViewController() }
    weak let share = try scene.open(ShareLikeViewController.self)
    var opened: [String] = []
    let router = try #require(scene.app.window.root?.presentedScreen?.router)
    if selfFirst { share?.userPicks("Copy") }
    router.open(.modal) { _ in
      ItemScreen(title: "Tip")
    } completion: { [weak scene] in
      opened.append("\($0.map { _ in () }.outcome) \(scene?.look ?? "-")")
    }
    if !selfFirst { share?.userPicks("Copy") }
    scene.settle()
    #expect(opened.count == 1, "\(opened)")
    #expect(scene.results == [.cancelled])
    scene.expectClosed()
  }

  // MARK: - A link that closes it

  /// A share sheet dismisses itself as a link arrives that dismisses everything over the tabs.
  ///
  /// Before the link in the same turn, after it, or while its own dismissal animates: the link
  /// completes once with nothing presented, the result is `.cancelled` once, and UIKit refused
  /// nothing.
  @Test(arguments: RaceOrder.allCases)
  func aSelfDismissalRacingALinkThatClosesItEndsOnce(order: RaceOrder) throws {
    let scene = try SelfClosingScene<String>()
    scene.app.bridge.register(SystemScreen.self) { _ in ShareLikeViewController() }
    let deeplinks = try DeeplinkRouter(window: scene.app.window, origins: ["shop://"])
    try deeplinks.register("/home") { link in
      try link.router(as: DefaultRouter.self).dismissAll(downTo: link.window.root)
    }
    weak let share = try scene.open(ShareLikeViewController.self)
    var handled: [String] = []
    let link = {
      _ = deeplinks.handle("shop://home") { [weak scene] in
        handled.append("\($0) \(scene?.look ?? "-")")
      }
    }
    switch order {
    case .selfFirst:
      share?.userPicks("Copy")
      link()
    case .linkFirst:
      link()
      share?.userPicks("Copy")
    case .linkDuringDismissal:
      share?.userPicks("Copy")
      DoubleRunLoop.main.runQueuedWork()
      DoubleRunLoop.main.advance(by: 0.1)
      #expect(share?.isBeingDismissed == true)
      link()
    }
    scene.settle()
    #expect(handled.count == 1, "\(handled)")
    #expect(handled.first?.hasSuffix("presented:-") == true, "\(handled)")
    #expect(scene.results == [.cancelled])
    scene.expectClosed()
  }

  // MARK: - Looking again

  /// While the bridge presents a self-dismissing view controller it looks again every
  /// `pollInterval`; once the view controller is gone, and the model has followed, it stops
  /// looking (no pass in a long idle time).
  @Test func theBridgeStopsLookingAgainOnceTheSelfDismissingControllerIsGone() throws {
    let scene = try SelfClosingScene<String>()
    scene.app.bridge.register(SystemScreen.self) { _ in ShareLikeViewController() }
    let counter = try scene.embedPassCounter()
    let idleBefore = counter.passes(during: 4 * scene.app.bridge.pollInterval)
    #expect(idleBefore == 0, "nothing to look for before")
    weak let share = try scene.open(ShareLikeViewController.self)
    let whilePresented = counter.passes(during: 4 * scene.app.bridge.pollInterval)
    #expect(whilePresented >= 3, "looks again every pollInterval: \(whilePresented)")
    share?.userPicks("Copy")
    scene.settle()
    #expect(scene.results == [.cancelled])
    let afterwards = counter.passes(during: 20 * scene.app.bridge.pollInterval)
    #expect(afterwards == 0, "no pass once nothing is watched: \(afterwards)")
    scene.expectClosed()
  }

  /// A share sheet opened from a cart sheet: the bridge looks again while it is up; whether it
  /// dismisses itself or the model closes the cart below it (which takes both away), the bridge
  /// stops looking once they are gone, and the result is `.cancelled` once.
  @Test(arguments: [true, false])
  func aShareSheetOverACartSheetStopsTheLookingOnceGone(closesCart: Bool) throws {
    let scene = try SelfClosingScene<String>()
    scene.app.bridge.register(SystemScreen.self) { _ in ShareLikeViewController() }
    let counter = try scene.embedPassCounter()
    weak let cart = try scene.app.open("Cart", from: scene.app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    #expect(counter.passes(during: 4 * scene.app.bridge.pollInterval) == 0)
    var results: [RouteResult<String>] = []
    try #require(cart?.router).open(.modal, returning: String.self) { _ in
      SystemScreen(title: "System")
    } onResult: {
      results.append($0)
    }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let share = try #require(
        scene.app.tabs?.presentedViewController?.presentedViewController
          as? ShareLikeViewController)
      scene.watcher.watch(share, as: "share")
      #expect(counter.passes(during: 4 * scene.app.bridge.pollInterval) >= 3)
      if closesCart {
        try #require(cart?.router).close()
      } else {
        share.userPicks("Copy")
      }
    }
    scene.settle()
    #expect(results == [.cancelled])
    #expect(scene.look == (closesCart ? "Home presented:-" : "Home presented:Cart"))
    #expect(counter.passes(during: 20 * scene.app.bridge.pollInterval) == 0)
    #expect(scene.watcher.survivors == [])
    scene.app.expectSettled()
  }

  /// A bridge stopped while it presents a self-dismissing view controller looks no more: no
  /// pass after `stop()`, and the model keeps the screen the app then dismisses (the bridge
  /// no longer keeps them in step).
  @Test func stopEndsTheLookingAgain() throws {
    let scene = try SelfClosingScene<String>()
    scene.app.bridge.register(SystemScreen.self) { _ in ShareLikeViewController() }
    let counter = try scene.embedPassCounter()
    weak let share = try scene.open(ShareLikeViewController.self)
    #expect(counter.passes(during: 2 * scene.app.bridge.pollInterval) >= 1)
    scene.app.bridge.stop()
    #expect(counter.passes(during: 10 * scene.app.bridge.pollInterval) == 0)
    share?.userPicks("Copy")
    scene.settle()
    #expect(counter.passes(during: 10 * scene.app.bridge.pollInterval) == 0)
    #expect(scene.results == [], "the stopped bridge tells the model nothing")
    #expect(scene.app.window.root?.presentedScreen?.title == "System")
  }
}

// MARK: - The scene

/// Where a picker's delegate finishes the result, relative to `picker.dismiss(animated:)`.
enum FinishMoment: CaseIterable, Sendable {
  case sameTurn, nextTurn, fromDismissalCompletion, fromUnanimatedDismissalCompletion
}

/// Who closes a system share sheet.
enum ShareSheetCloser: CaseIterable, Sendable {
  case app, user, link
}

/// Which comes first: the view controller's own dismissal or the link that closes its screen.
enum RaceOrder: CaseIterable, Sendable {
  case selfFirst, linkFirst, linkDuringDismissal
}

/// A ``BridgedApp`` whose home screen opens a result screen whose factory returns a
/// self-closing view controller; it records the results and what UIKit showed at each.
@MainActor
private final class SelfClosingScene<Value: Equatable & Sendable> {
  let app: BridgedApp
  let transition: Transition
  let watcher = LifetimeWatcher()
  private(set) var results: [RouteResult<Value>] = []
  private(set) var seenAtResult: [String] = []

  init(transition: Transition = .modal) throws {
    app = try BridgedApp()
    self.transition = transition
  }

  /// Opens the screen `screen` makes (titled "System") for a result from the home screen, lets UIKit present
  /// it, and returns its view controller, which must be a `Controller`.
  func open<Controller: UIViewController>(
    _ type: Controller.Type,
    screen: @escaping @MainActor () -> Screen = { SystemScreen(title: "System") }
  ) throws -> Controller {
    try #require(app.home.router).open(transition, returning: Value.self) { _ in
      screen()
    } onResult: { [weak self] result in
      self?.results.append(result)
      self?.seenAtResult.append(
        "presented:\(self?.app.tabs?.presentedViewController?.title ?? "-")")
    }
    DoubleRunLoop.main.runUntilIdle()
    let shown = try #require(app.tabs?.presentedViewController)
    // A screen opened `.modal(inNavigation: true)` is shown in the bridge's navigation controller.
    let presented = try #require(
      shown as? Controller ?? (shown as? UINavigationController)?.topViewController as? Controller)
    #expect(app.bridge.screen(for: presented)?.title == "System")
    watcher.watch(presented, as: "system controller")
    if shown !== presented { watcher.watch(shown, as: "its navigation controller") }
    watcher.watch(app.window.root?.presentedScreen, as: "system screen")
    return presented
  }

  /// Plays the run loop until idle, past one ``UIKitBridge/pollInterval``, and until idle again.
  func settle() {
    DoubleRunLoop.main.runUntilIdle()
    DoubleRunLoop.main.advance(by: app.bridge.pollInterval)
    DoubleRunLoop.main.runUntilIdle()
  }

  /// What UIKit shows in the home tab and over the tabs: `Home/Detail presented:-`.
  var look: String {
    let stack = app.homeNavigation?.viewControllers.map { $0.title ?? "?" } ?? []
    let presented = app.tabs?.presentedViewController?.title ?? "-"
    return stack.joined(separator: "/") + " presented:\(presented)"
  }

  /// Embeds a ``PassCounter`` in the home screen's view controller, as an app embeds a child.
  func embedPassCounter() throws -> PassCounter {
    let home = try #require(app.bridge.viewController(for: app.home))
    let counter = PassCounter(nibName: nil, bundle: nil)
    home.addChild(counter)
    home.view.addSubview(counter.view)
    counter.didMove(toParent: home)
    DoubleRunLoop.main.runUntilIdle()
    return counter
  }

  /// The screen and its view controller are gone, in UIKit and the model, nothing leaked, and
  /// the trees are equal.
  func expectClosed(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(app.window.root?.presentedScreen == nil, sourceLocation: sourceLocation)
    #expect(app.tabs?.presentedViewController == nil, sourceLocation: sourceLocation)
    #expect(watcher.survivors == [], sourceLocation: sourceLocation)
    app.expectSettled(sourceLocation: sourceLocation)
  }
}

/// A child view controller that counts how often the bridge looks at the window's tree: each
/// pass asks every view controller for its `transitionCoordinator`.
@MainActor
private final class PassCounter: UIViewController {
  private var reads = 0

  override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    reads += 1
    return super.transitionCoordinator
  }

  /// The reads while the clock moves `seconds` on with nothing else happening.
  func passes(during seconds: TimeInterval) -> Int {
    DoubleRunLoop.main.runUntilIdle()
    let before = reads
    DoubleRunLoop.main.advance(by: seconds)
    DoubleRunLoop.main.runUntilIdle()
    return reads - before
  }
}

// MARK: - The app's self-closing view controllers

/// A screen whose factory returns a system-like view controller.
@MainActor
private final class SystemScreen: Screen {}

/// The app's own share sheet: when the user picks a service, it calls its completion handler,
/// then dismisses itself.
@MainActor
private final class ShareLikeViewController: UIViewController {
  var completion: (@MainActor (String?) -> Void)?

  /// What the system does when the user picks `service`.
  func userPicks(_ service: String) {
    completion?(service)
    dismiss(animated: true)
  }
}

/// What a document browser tells its delegate.
@MainActor
private protocol DocumentBrowserDelegate: AnyObject {
  func browser(didPick document: String)
  func browserWasCancelled()
}

/// The app's own navigation controller around a document list with Done (left) and Open
/// (right): each dismisses the browser and tells the delegate, first or from the dismissal's
/// completion.
@MainActor
private final class DocumentBrowserController: UINavigationController {
  private weak var browserDelegate: (any DocumentBrowserDelegate)?

  init(delegate: any DocumentBrowserDelegate, tellsFirst: Bool) {
    browserDelegate = delegate
    super.init(nibName: nil, bundle: nil)
    let list = UIViewController(nibName: nil, bundle: nil)
    list.title = "Documents"
    list.navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Done",
      primaryAction: UIAction { [weak self] _ in
        self?.close(tellsFirst: tellsFirst) { $0?.browserWasCancelled() }
      })
    list.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Open",
      primaryAction: UIAction { [weak self] _ in
        self?.close(tellsFirst: tellsFirst) { $0?.browser(didPick: "report.pdf") }
      })
    setViewControllers([list], animated: false)
  }

  required init?(coder: NSCoder) { nil }

  private func close(
    tellsFirst: Bool, telling tell: @escaping @MainActor ((any DocumentBrowserDelegate)?) -> Void
  ) {
    if tellsFirst {
      tell(browserDelegate)
      dismiss(animated: true)
    } else {
      dismiss(animated: true) { [weak self] in tell(self?.browserDelegate) }
    }
  }
}

/// The document browser's delegate: finishes or cancels the screen's result.
@MainActor
private final class ResultFinishingDelegate: DocumentBrowserDelegate {
  weak var router: ResultRouter<String>?
  private(set) var outcomes: [String] = []

  func browser(didPick document: String) {
    router?.finish(with: document) { [weak self] in self?.outcomes.append($0.outcome) }
  }

  func browserWasCancelled() {
    router?.cancel { [weak self] in self?.outcomes.append($0.outcome) }
  }
}

/// What an image picker tells its delegate.
@MainActor
private protocol ImagePickerLikeDelegate: AnyObject {
  func picker(_ picker: ImagePickerLikeController, didPick image: String)
}

/// An image-picker-like view controller: it tells its delegate what the user picked and
/// leaves dismissing itself to the delegate.
@MainActor
private final class ImagePickerLikeController: UIViewController {
  weak var delegate: (any ImagePickerLikeDelegate)?

  /// What the system does when the user picks `image`.
  func userPicks(_ image: String) {
    delegate?.picker(self, didPick: image)
  }
}

/// The picker's screen, its delegate: dismisses the picker and finishes the result at
/// ``moment``.
@MainActor
private final class PickerScreen: Screen, ImagePickerLikeDelegate {
  var moment = FinishMoment.sameTurn

  func picker(_ picker: ImagePickerLikeController, didPick image: String) {
    let finish = { [weak self] in
      (self?.router as? ResultRouter<String>)?.finish(with: image)
    }
    switch moment {
    case .sameTurn:
      picker.dismiss(animated: true)
      finish()
    case .nextTurn:
      picker.dismiss(animated: true)
      DoubleRunLoop.main.perform { finish() }
    case .fromDismissalCompletion:
      picker.dismiss(animated: true) { finish() }
    case .fromUnanimatedDismissalCompletion:
      picker.dismiss(animated: false) { finish() }
    }
  }
}

extension Result<Void, RoutingError> {
  /// `done` or `failed`, for logs.
  fileprivate var outcome: String {
    switch self {
    case .success: "done"
    case .failure(let error): "failed: \(error)"
    }
  }
}
