import Foundation
import Testing
import UIKitDouble

/// The fourth audit of the double against UIKit's documented rules: timing and ordering.
///
/// What a synchronous stand-in gets wrong: when alongside animations registered in the
/// appearance callbacks run, calls made while a transition runs, containers that forward
/// appearance themselves; each test cites Apple's page and quotes it.
@MainActor
@Suite struct DocumentedRuleAuditRoundFourTests {
  // MARK: - Alongside animations registered before the transition animates

  // viewWillAppear(_:): "This method is called before the view controller's view is about to
  // be added to a view hierarchy and before any animations are configured for showing the
  // view." (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:))
  // animate(alongsideTransition:completion:): "Runs the specified animations at the same time as
  // the view controller transition animations."
  // (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:))
  // An alongside animation registered in viewWillAppear(_:) of a presented view controller
  // cannot run inside that callback: it runs once the callback has returned, with the
  // transition's animations (still inside `present`), and its completion when the transition
  // ends, before viewDidAppear(_:) and the present completion.
  @Test func anAlongsideAnimationRegisteredInViewWillAppearRunsOnceTheCallbackReturns() {
    let scene = PresentationScene()
    let journal = scene.journal
    let sheet = AlongsideRegistrar("Sheet", journal: journal)
    scene.root.present(sheet, animated: true) { [weak journal] in
      journal?.record("present completion")
    }
    #expect(
      journal.take() == [
        "Sheet willAppear", "Sheet willAppear returns", "Sheet alongside",
      ])
    #expect(sheet.registered == [true])
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "Sheet alongside completion cancelled:false", "Sheet didAppear", "present completion",
      ])
  }

  // The same rule for the view controller that leaves: viewWillDisappear(_:) "Notifies the
  // view controller that its view is about to be removed from a view hierarchy."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:))
  // A dismissed sheet registering in viewWillDisappear(_:) sees its alongside animation run
  // after the callback, and its completion before viewDidDisappear(_:) and the dismiss
  // completion ("The block to execute after the view controller is dismissed",
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
  @Test func anAlongsideAnimationRegisteredInViewWillDisappearRunsOnceTheCallbackReturns() {
    let scene = PresentationScene()
    let journal = scene.journal
    let sheet = AlongsideRegistrar("Sheet", journal: journal)
    scene.show(sheet)
    _ = journal.take()
    scene.root.dismiss(animated: true) { [weak journal] in journal?.record("dismiss completion") }
    #expect(
      journal.take() == [
        "Sheet willDisappear", "Sheet willDisappear returns", "Sheet alongside",
      ])
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "Sheet alongside completion cancelled:false", "Sheet didDisappear", "dismiss completion",
      ])
    #expect(sheet.transitionCoordinator == nil, "no transition runs once it has ended")
  }

  // A push: "Called just before the navigation controller displays a view controller's view
  // and navigation item properties." (navigationController(_:willShow:animated:):
  // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:))
  // An alongside animation the delegate registers in willShow, and one the pushed view
  // controller registers in viewWillAppear(_:), both run after the appearance callbacks have
  // begun (viewWillAppear(_:): "before any animations are configured for showing the view"),
  // in the order they were registered, with the push still animating.
  @Test func alongsideAnimationsRegisteredInWillShowAndViewWillAppearRunAfterTheCallbacks() {
    let scene = NavigationScene(["A"])
    let journal = scene.journal
    let registrar = WillShowRegistrar(journal)
    scene.navigation.delegate = registrar
    let pushed = AlongsideRegistrar("B", journal: journal)
    scene.navigation.pushViewController(pushed, animated: true)
    #expect(
      journal.take() == [
        "willShow B", "A willDisappear", "B willAppear", "B willAppear returns",
        "willShow alongside", "B alongside",
      ])
    #expect(scene.navigation.transitionCoordinator != nil, "the push still animates")
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "willShow alongside completion", "B alongside completion cancelled:false",
        "A didDisappear", "B didAppear",
      ])
  }

  // A back swipe the user cancels: notifyWhenInteractionChanges(_:): "When the user cancels a
  // transition, UIKit executes your context block, calls the viewWillDisappear(_:) method on the
  // presented view controller, and finally calls the viewWillAppear(_:) method on the view
  // controller that was being dismissed."
  // (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:))
  // The alongside animation registered in viewWillAppear(_:) of the view controller being
  // revealed has run when the swipe began; one registered in its viewWillDisappear(_:) after the
  // cancellation runs at once (the animations are under way). Both completions learn of the
  // cancellation (`isCancelled`: "A Boolean value indicating whether an interactive transition
  // was canceled."), after the handler and the reversed callbacks.
  @Test func aCancelledBackSwipeRunsTheHandlerThenTheReversedCallbacksThenTheCompletions() throws {
    let journal = Journal()
    let bottom = AlongsideRegistrar("A", journal: journal)
    let top = TrackedViewController("B", journal: journal)
    let navigation = UINavigationController()
    navigation.setViewControllers([bottom, top], animated: false)
    let window = Stage.window(root: navigation)
    _ = journal.take()
    bottom.registered.removeAll()
    let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
    #expect(
      journal.take() == ["B willDisappear", "A willAppear", "A willAppear returns", "A alongside"])
    #expect(bottom.registered == [true])
    gesture.transitionCoordinator.notifyWhenInteractionChanges { [weak journal] context in
      journal?.record("interaction changed, cancelled:\(context.isCancelled)")
    }
    #expect(gesture.cancel())
    #expect(
      journal.take() == [
        "interaction changed, cancelled:true", "A willDisappear", "A alongside",
        "A willDisappear returns", "B willAppear",
      ])
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "A alongside completion cancelled:true", "A alongside completion cancelled:true",
        "A didDisappear", "B didAppear",
      ])
    #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
    #expect(navigation.transitionCoordinator == nil)
    #expect(window.rootViewController === navigation)
  }

  // transitionCoordinator: "The transition coordinator object associated with a currently
  // active transition or nil if no transition is in progress."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator)
  // A presentation without animation has no animations to run alongside: there is no
  // coordinator in viewWillAppear(_:), and nothing runs or is queued.
  @Test func withoutAnimationThereIsNoCoordinatorToRegisterWith() {
    let scene = PresentationScene()
    let sheet = AlongsideRegistrar("Sheet", journal: scene.journal)
    scene.root.present(sheet, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheet.registered == [false])
    #expect(
      scene.journal.take() == ["Sheet willAppear", "Sheet willAppear returns", "Sheet didAppear"])
  }

  // presentationTransitionWillBegin(): "To perform your animations, get the transition
  // coordinator of the presented view controller and call its
  // animate(alongsideTransition:completion:) […] method. Calling those methods ensures that your
  // animations are executed at the same time as any other transition animations."
  // (https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitionwillbegin())
  // dismissalTransitionWillBegin() says the same of the dismissal
  // (https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitionwillbegin()).
  // A custom presentation controller's dimming view fades in and out through that coordinator:
  // it is there in both callbacks, and the fades run with the transition's animations (after
  // the appearance callbacks), their completions when the transitions end.
  @Test func aPresentationControllerAnimatesAlongsideThroughThePresentedCoordinator() {
    let scene = PresentationScene()
    let journal = scene.journal
    let presented = TrackedViewController("Card", journal: journal)
    let delegate = DimmingTransitioningDelegate(journal)
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    scene.root.present(presented, animated: true)
    #expect(
      journal.take() == [
        "presentationTransitionWillBegin coordinator:true", "Card willAppear", "fade in",
      ])
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["fade in completion", "Card didAppear"])
    scene.root.dismiss(animated: true)
    #expect(
      journal.take() == [
        "dismissalTransitionWillBegin coordinator:true", "Card willDisappear", "fade out",
      ])
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["fade out completion", "Card didDisappear"])
    #expect(scene.root.presentedViewController == nil)
  }

  // UIPresentationController, presentingViewController: "The view controller that is the
  // starting point for the presentation." (non-optional:
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller)
  // presentationControllerDidDismiss(_:): "Notifies the delegate after a presentation is
  // dismissed." A sheet's delegate told of the user's swipe still reads the presenter through the
  // presentation controller it is given (to refresh it), as it reads it during the presentation.
  @Test func aPresentationControllerKeepsItsPresenterOnceTheSheetIsSwipedAway() throws {
    let scene = PresentationScene()
    let sheet = TrackedViewController("Sheet", journal: scene.journal)
    let reader = PresenterReader()
    // The app sets the delegate before presenting: the presentation controller is made with no
    // presenter yet.
    sheet.presentationController?.delegate = reader
    scene.show(sheet)
    let presentation = try #require(sheet.presentationController)
    #expect(presentation.presentingViewController === scene.root)
    #expect(UIKitUser.swipeDown(sheet))
    DoubleRunLoop.main.runUntilIdle()
    #expect(reader.presenterTitles == ["Root"])
    #expect(scene.root.presentedViewController == nil)
  }

  // MARK: - Calls made while a transition runs

  // present(_:animated:completion:): a view controller presents one at a time; UIKit refuses a
  // presentation asked for while a dismissal on the same presenter runs and logs "Attempt to
  // present … while a presentation is in progress". The dismissal still ends and calls its
  // completion ("The block to execute after the view controller is dismissed."
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:));
  // the refused presentation's completion never runs, and once the dismissal has ended the same
  // presentation is accepted.
  @Test func presentingWhileADismissalRunsIsRefusedUntilTheDismissalEnds() {
    let scene = PresentationScene()
    let journal = scene.journal
    let first = TrackedViewController("First", journal: journal)
    let second = TrackedViewController("Second", journal: journal)
    scene.show(first)
    _ = journal.take()
    scene.root.dismiss(animated: true) { [weak journal] in journal?.record("dismiss completion") }
    scene.root.present(second, animated: true) { [weak journal] in
      journal?.record("refused completion")
    }
    #expect(DoubleRunLoop.main.log.count == 1)
    #expect(
      DoubleRunLoop.main.log.first
        == #"Attempt to present <TrackedViewController "Second"> on <TrackedViewController "Root"> while a presentation is in progress."#
    )
    #expect(scene.root.presentedViewController === first, "presented until its dismissal ends")
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take() == ["First willDisappear", "First didDisappear", "dismiss completion"])
    #expect(second.presentingViewController == nil)
    scene.root.present(second, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.root.presentedViewController === second)
    #expect(journal.take() == ["Second willAppear", "Second didAppear"])
  }

  // UITabBarController, selectedIndex: "This property nominally represents an index into the
  // array of the viewControllers property." and the selected view controller is "The view
  // controller associated with the currently selected tab item."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller)
  // Selecting another tab while a push animates in the selected one takes that navigation
  // controller off the screen: the view controller being pushed stops appearing
  // (viewWillDisappear(_:) after its viewWillAppear(_:)), every callback that began ends once,
  // the push still lands on the stack, and the new tab appears. Coming back shows the pushed
  // view controller.
  @Test func selectingATabWhileAPushAnimatesBalancesEveryCallback() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let bottom = TrackedViewController("A", journal: journal)
    let navigation = UINavigationController(rootViewController: bottom)
    let other = TrackedViewController("Other", journal: journal)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, other]
    let window = Stage.window(root: tabs)
    _ = journal.take()
    let pushed = TrackedViewController("B", journal: journal)
    navigation.pushViewController(pushed, animated: true)
    tabs.selectedIndex = 1
    DoubleRunLoop.main.runUntilIdle()
    let lines = journal.take()
    #expect(
      lines == [
        "A willDisappear", "B willAppear", "B willDisappear", "Other willAppear",
        "B didDisappear", "Other didAppear", "A didDisappear",
      ])
    #expect(navigation.viewControllers == [bottom, pushed])
    #expect(pushed.parent === navigation)
    #expect(DoubleRunLoop.main.log.isEmpty)
    tabs.selectedIndex = 0
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "Other willDisappear", "B willAppear", "Other didDisappear", "B didAppear",
      ])
    #expect(pushed.view.window === window)
  }

  // present(_:animated:completion:), `completion`: "The block to execute after the presentation
  // finishes." (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:))
  // completeTransition(_:): "You must call this method after your animations have completed to
  // notify the system that the transition animation is done."
  // (https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:))
  // An animator with nothing to animate completes inside animateTransition(using:); the
  // presentation still ends after `present` has returned, as every other transition does (the
  // app's code after the call runs first), with viewDidAppear(_:), the completion, then
  // animationEnded(_:) ("UIKit calls this method at the end of a transition to let you know the
  // results.").
  @Test func anAnimatorThatCompletesAtOnceStillEndsThePresentationAfterTheCall() {
    let scene = PresentationScene()
    let journal = scene.journal
    let presented = TrackedViewController("Presented", journal: journal)
    let animator = InstantAnimator(journal)
    let delegate = InstantTransitioningDelegate(animator)
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    scene.root.present(presented, animated: true) { [weak journal] in
      journal?.record("present completion")
    }
    journal.record("present returned")
    #expect(presented.isBeingPresented)
    #expect(presented.transitionCoordinator != nil, "the transition has not ended yet")
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "Presented willAppear", "animateTransition", "present returned", "Presented didAppear",
        "present completion", "animationEnded true",
      ])
    #expect(!presented.isBeingPresented)
    #expect(presented.transitionCoordinator == nil)
    #expect(scene.root.presentedViewController === presented)
  }

  // MARK: - Containers that forward appearance themselves

  // shouldAutomaticallyForwardAppearanceMethods: "If you override this method and return false,
  // you are responsible for telling the child when its views are going to appear or disappear.
  // You do this by calling the child view controller's beginAppearanceTransition(_:animated:)
  // and endAppearanceTransition() methods."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods)
  // The container appearing or being covered by a full-screen presentation tells its child
  // nothing; the child hears viewWillAppear(_:) at beginAppearanceTransition(_:animated:) and
  // viewDidAppear(_:) only at endAppearanceTransition(), not on a later turn.
  @Test func aContainerThatDoesNotForwardTellsItsChildOnlyThroughBeginAndEnd() {
    let journal = Journal()
    let container = SelfForwardingContainer()
    let child = TrackedViewController("Child", journal: journal)
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    let window = Stage.window(root: container)
    #expect(journal.take().isEmpty, "the container's appearance does not reach the child")
    child.beginAppearanceTransition(true, animated: false)
    #expect(journal.take() == ["Child willAppear"])
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take().isEmpty, "viewDidAppear(_:) waits for endAppearanceTransition()")
    child.endAppearanceTransition()
    #expect(journal.take() == ["Child didAppear"])
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    container.present(cover, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take().isEmpty, "covering the container does not reach the child either")
    #expect(container.presentedViewController === cover)
    _ = window
  }

  // addChild(_:): "This method creates a parent-child relationship between the current view
  // controller and the object in the childController parameter. … calls the willMove(toParent:)
  // method of the child" (willMove(toParent:): "When your custom container calls the
  // addChild(_:) method, it automatically calls the willMove(toParent:) method of the view
  // controller to be added as a child before adding it."
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)).
  // Added without didMove(toParent:), a child whose view then enters the on-screen parent's view
  // appears inside that call, still moving to its parent in both callbacks; it heard
  // willMove(toParent:) and nothing else.
  @Test func aChildAddedWithoutDidMoveAppearsWhenItsViewEntersStillMoving() {
    let journal = Journal()
    let parent = UIViewController()
    let window = Stage.window(root: parent)
    let child = TrackedViewController("Child", journal: journal)
    parent.addChild(child)
    #expect(journal.take().isEmpty, "nothing appears before the view is in the parent's view")
    parent.view.addSubview(child.view)
    #expect(journal.take() == ["Child willAppear", "Child didAppear"])
    #expect(child.flagsSeen["willAppear"] == ["movingToParent"])
    #expect(child.flagsSeen["didAppear"] == ["movingToParent"])
    #expect(child.movesSeen == ["willMove to UIViewController, parent nil"])
    #expect(child.view.window === window)
  }
}

/// Registers an alongside animation in its `viewWillAppear(_:)` and `viewWillDisappear(_:)`,
/// journaling the callback, its return, the animation and its completion.
@MainActor
private final class AlongsideRegistrar: UIViewController {
  private weak var journal: Journal?
  /// Whether a coordinator was there to register with, once per registering callback.
  var registered: [Bool] = []

  init(_ title: String, journal: Journal) {
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewWillAppear(_ animated: Bool) {
    register("willAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    journal?.record("\(title ?? "?") didAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    register("willDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    journal?.record("\(title ?? "?") didDisappear")
  }

  private func register(_ callback: String) {
    let name = title ?? "?"
    journal?.record("\(name) \(callback)")
    let found = transitionCoordinator?.animate(
      alongsideTransition: { [weak journal] _ in journal?.record("\(name) alongside") },
      completion: { [weak journal] context in
        journal?.record("\(name) alongside completion cancelled:\(context.isCancelled)")
      })
    registered.append(found == true)
    journal?.record("\(name) \(callback) returns")
  }
}

/// A navigation delegate that registers an alongside animation in `willShow`.
@MainActor
private final class WillShowRegistrar: UINavigationControllerDelegate {
  private weak var journal: Journal?

  init(_ journal: Journal) {
    self.journal = journal
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    journal?.record("willShow \(viewController.title ?? "?")")
    navigationController.transitionCoordinator?.animate(
      alongsideTransition: { [weak journal] _ in journal?.record("willShow alongside") },
      completion: { [weak journal] _ in journal?.record("willShow alongside completion") })
  }
}

/// A custom container that tells its children of their appearance itself.
@MainActor
private final class SelfForwardingContainer: UIViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// An animator with nothing to animate: it adds the view being shown and completes inside
/// `animateTransition(using:)`.
@MainActor
private final class InstantAnimator: UIViewControllerAnimatedTransitioning {
  private weak var journal: Journal?

  init(_ journal: Journal) {
    self.journal = journal
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    journal?.record("animateTransition")
    if let shown = transitionContext.view(forKey: .to) {
      transitionContext.containerView.addSubview(shown)
    }
    transitionContext.completeTransition(true)
  }

  func animationEnded(_ transitionCompleted: Bool) {
    journal?.record("animationEnded \(transitionCompleted)")
  }
}

/// Supplies an ``InstantAnimator`` for presentations; the test keeps it alive.
@MainActor
private final class InstantTransitioningDelegate: UIViewControllerTransitioningDelegate {
  private let animator: InstantAnimator

  init(_ animator: InstantAnimator) {
    self.animator = animator
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// A presentation controller that fades a dimming view alongside its transitions, as Apple's
/// custom presentation guide does, through the presented view controller's coordinator.
@MainActor
private final class DimmingPresentationController: UIPresentationController {
  weak var journal: Journal?
  let dimmingView = UIView()

  override func presentationTransitionWillBegin() {
    fade(in: true, callback: "presentationTransitionWillBegin")
  }

  override func dismissalTransitionWillBegin() {
    fade(in: false, callback: "dismissalTransitionWillBegin")
  }

  private func fade(in fadesIn: Bool, callback: String) {
    let coordinator = presentedViewController.transitionCoordinator
    journal?.record("\(callback) coordinator:\(coordinator != nil)")
    let name = fadesIn ? "fade in" : "fade out"
    coordinator?.animate(
      alongsideTransition: { [weak self] _ in
        self?.dimmingView.alpha = fadesIn ? 1 : 0
        self?.journal?.record(name)
      },
      completion: { [weak self] _ in self?.journal?.record("\(name) completion") })
  }
}

/// Supplies a ``DimmingPresentationController`` for `.custom` presentations.
@MainActor
private final class DimmingTransitioningDelegate: UIViewControllerTransitioningDelegate {
  private weak var journal: Journal?

  init(_ journal: Journal) {
    self.journal = journal
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let controller = DimmingPresentationController(
      presentedViewController: presented, presenting: presenting)
    controller.journal = journal
    return controller
  }
}

/// A sheet's delegate that reads the presenter through the presentation controller when the
/// user has swiped the sheet away.
@MainActor
private final class PresenterReader: UIAdaptivePresentationControllerDelegate {
  private(set) var presenterTitles: [String?] = []

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    // Read as an optional, so that a missing presenter fails the test instead of trapping.
    let presenter: UIViewController? = presentationController.presentingViewController
    presenterTitles.append(presenter?.title)
  }
}
