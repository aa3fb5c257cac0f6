import Testing
import UIKitDouble

/// Presentation and dismissal: refusals, timing, custom animators, the root's presentation.
@MainActor
@Suite struct PresentationTests {
  @Test func theCompletionComesOnALaterTurnEvenWithoutAnimation() {
    let scene = PresentationScene()
    var completed = false
    scene.root.present(UIViewController(), animated: false) { completed = true }
    #expect(scene.root.presentedViewController != nil, "the state changes at once")
    #expect(!completed)
    DoubleRunLoop.main.runQueuedWork()
    #expect(completed)
  }

  @Test func theCompletionComesAfterViewDidAppear() {
    let scene = PresentationScene()
    let sheet = TrackedViewController("Sheet", journal: scene.journal)
    scene.root.present(sheet, animated: true) { scene.journal.record("completion") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.journal.take() == ["Sheet willAppear", "Sheet didAppear", "completion"])
  }

  @Test func thePresentedViewControllerStaysUntilTheDismissalsAnimationEnds() {
    let scene = PresentationScene()
    let sheet = UIViewController()
    scene.root.present(sheet, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    var dismissed = false
    scene.root.dismiss(animated: true) { dismissed = true }
    #expect(scene.root.presentedViewController === sheet)
    #expect(sheet.isBeingDismissed)
    DoubleRunLoop.main.advance(by: 0.29)
    #expect(scene.root.presentedViewController === sheet)
    DoubleRunLoop.main.advance(by: 0.01)
    #expect(scene.root.presentedViewController == nil)
    #expect(dismissed)
  }

  @Test func presentingFromAViewControllerNotInAWindowIsRefusedAndLogged() {
    _ = PresentationScene()
    let loose = UIViewController()
    loose.title = "Loose"
    loose.present(UIViewController(), animated: false)
    #expect(loose.presentedViewController == nil)
    #expect(
      DoubleRunLoop.main.log == [
        #"Attempt to present <UIViewController> on <UIViewController "Loose"> whose view is not in the window hierarchy."#
      ])
  }

  @Test func presentingFromOneThatAlreadyPresentsIsRefusedAndLogged() {
    let scene = PresentationScene()
    let first = UIViewController()
    first.title = "First"
    scene.root.present(first, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    scene.root.present(UIViewController(), animated: false)
    #expect(scene.root.presentedViewController === first)
    #expect(
      DoubleRunLoop.main.log == [
        #"Attempt to present <UIViewController> on <TrackedViewController "Root"> which is already presenting <UIViewController "First">."#
      ])
  }

  @Test func presentingBeforeAPresentationWithoutAnimationHasEndedIsRefused() {
    let scene = PresentationScene()
    let first = UIViewController()
    scene.root.present(first, animated: false)
    first.present(UIViewController(), animated: false)
    #expect(first.presentedViewController == nil)
    #expect(DoubleRunLoop.main.log.first?.hasSuffix("while a presentation is in progress.") == true)
    DoubleRunLoop.main.runQueuedWork()
    first.present(UIViewController(), animated: false)
    #expect(first.presentedViewController != nil, "allowed once the presentation has ended")
  }

  @Test func dismissingDuringAPresentationIsRefusedAndLogged() {
    let scene = PresentationScene()
    scene.root.present(UIViewController(), animated: true)
    scene.root.dismiss(animated: true)
    #expect(
      DoubleRunLoop.main.log == [
        #"Attempt to dismiss from view controller <TrackedViewController "Root"> while a presentation or dismiss is in progress!"#
      ])
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.root.presentedViewController != nil)
  }

  @Test func dismissingNothingDoesNothingAndNeverCompletes() {
    let scene = PresentationScene()
    var completed = false
    scene.root.dismiss(animated: true) { completed = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(!completed)
    #expect(DoubleRunLoop.main.log.isEmpty)
  }

  @Test func aCustomAnimatorThatDoesNotAddThePresentedViewLeavesABlankScreen() {
    let scene = PresentationScene()
    let cover = UIViewController.titled("Cover")
    let transitions = TestTransitioningDelegate(
      of: cover, style: .fullScreen, presenting: TestAnimator(addsShownView: false))
    scene.show(cover)
    #expect(transitions.presenting.runs == 1)
    #expect(
      DoubleRunLoop.main.log == [
        #"TestAnimator completed the transition without adding the view of <UIViewController "Cover"> to the container view: the screen stays blank."#
      ])
  }

  @Test func aFullScreenDismissalsAnimatorMustAddTheRevealedView() {
    let scene = PresentationScene()
    let cover = UIViewController()
    let transitions = TestTransitioningDelegate(
      of: cover, style: .fullScreen, dismissing: TestAnimator(addsShownView: false))
    scene.show(cover)
    #expect(DoubleRunLoop.main.log.isEmpty, "the presenting animator added the presented view")
    scene.hide()
    #expect(transitions.dismissing.runs == 1)
    #expect(
      DoubleRunLoop.main.log == [
        #"TestAnimator completed the transition without adding the view of <TrackedViewController "Root"> to the container view: the screen stays blank."#
      ])
  }

  @Test func aSheetsDismissalOffersNoRevealedViewToAdd() {
    let scene = PresentationScene()
    let sheet = UIViewController()
    let transitions = TestTransitioningDelegate(
      of: sheet, style: .automatic, dismissing: TestAnimator(addsShownView: false))
    scene.show(sheet)
    scene.hide()
    #expect(transitions.dismissing.runs == 1)
    #expect(DoubleRunLoop.main.log.isEmpty, "the presenter never left the window")
    #expect(scene.root.presentedViewController == nil)
  }

  @Test func aCancelledPresentationStaysUnpresented() {
    let scene = PresentationScene()
    let cover = TrackedViewController("Cover", journal: scene.journal)
    let transitions = TestTransitioningDelegate(
      of: cover, style: .automatic, presenting: TestAnimator(completes: false))
    var completed = false
    scene.root.present(cover, animated: true) { completed = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    #expect(cover.presentingViewController == nil)
    #expect(!cover.isBeingPresented)
    #expect(completed, "the transition ended")
    #expect(transitions.presenting.runs == 1)
    #expect(
      scene.journal.take() == [
        "Cover willAppear", "Cover willDisappear", "Cover didDisappear",
      ])
  }

  @Test func aCancelledDismissalLeavesItPresented() {
    let scene = PresentationScene()
    let sheet = UIViewController()
    let transitions = TestTransitioningDelegate(
      of: sheet, style: .automatic, dismissing: TestAnimator(completes: false))
    scene.show(sheet)
    scene.hide()
    #expect(transitions.dismissing.runs == 1)
    #expect(scene.root.presentedViewController === sheet)
    #expect(!sheet.isBeingDismissed)
    #expect(sheet.view.window === scene.window)
  }

  @Test func replacingTheRootKeepsWhatTheOldRootPresentedAliveOutOfTheWindow() {
    let scene = PresentationScene()
    let sheet = TrackedViewController("Sheet", journal: scene.journal)
    scene.root.present(sheet, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    _ = scene.journal.take()
    scene.window.rootViewController = UIViewController()
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.root.presentedViewController === sheet, "not dismissed")
    #expect(sheet.presentingViewController === scene.root)
    #expect(!sheet.isInWindowHierarchy)
    #expect(sheet.view.window == nil)
    #expect(
      scene.journal.take() == [
        "Root willDisappear", "Sheet willDisappear", "Root didDisappear", "Sheet didDisappear",
      ])
  }

  @Test func anAnimatedPresentationIsThePresentersAndPresentedsTransitionCoordinator() throws {
    let scene = PresentationScene()
    let navigation = UINavigationController(rootViewController: UIViewController())
    scene.root.present(navigation, animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)
    #expect(scene.root.transitionCoordinator === coordinator)
    #expect(navigation.topViewController?.transitionCoordinator === coordinator)
    #expect(coordinator.isAnimated)
    #expect(!coordinator.isInteractive)
    #expect(coordinator.viewController(forKey: .to) === navigation)
    #expect(coordinator.viewController(forKey: .from) === scene.root)
    var ended = false
    #expect(coordinator.animate(alongsideTransition: nil) { _ in ended = true })
    DoubleRunLoop.main.runUntilIdle()
    #expect(ended)
    #expect(navigation.transitionCoordinator == nil)
    #expect(!coordinator.animate(alongsideTransition: nil), "the transition is over")
  }

  @Test func aPresentationWithoutAnimationHasNoTransitionCoordinator() {
    let scene = PresentationScene()
    let sheet = UIViewController()
    scene.root.present(sheet, animated: false)
    #expect(sheet.transitionCoordinator == nil)
    DoubleRunLoop.main.runUntilIdle()
  }

  @Test func theContentOfAPresentedNavigationControllerSharesItsPresentationController() {
    let scene = PresentationScene()
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    let bridgeDelegate = PresentationSpy(scene.journal)
    let appDelegate = PresentationSpy(scene.journal)
    navigation.presentationController?.delegate = bridgeDelegate
    scene.root.present(navigation, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(content.presentationController === navigation.presentationController)
    content.presentationController?.delegate = appDelegate
    #expect(navigation.presentationController?.delegate === appDelegate, "replaced")
  }
}
