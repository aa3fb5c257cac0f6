import Testing
import UIKitDouble

/// The user's swipe down on a sheet: asked, begun, finished or cancelled.
@MainActor
@Suite struct SheetSwipeTests {
  /// A sheet presented from the scene's root, its presentation controller's delegate a spy.
  private static func sheet(in scene: PresentationScene, _ spy: PresentationSpy)
    -> TrackedViewController
  {
    let sheet = TrackedViewController("Sheet", journal: scene.journal)
    sheet.presentationController?.delegate = spy
    scene.root.present(sheet, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    _ = scene.journal.take()
    return sheet
  }

  @Test func willDismissComesAtTheStartAndDidDismissAfterTheDismissalsAnimation() throws {
    let scene = PresentationScene()
    let spy = PresentationSpy(scene.journal)
    let sheet = Self.sheet(in: scene, spy)
    let gesture = try #require(UIKitUser.beginSwipeDown(sheet))
    #expect(
      scene.journal.take() == ["shouldDismiss", "Sheet willDisappear", "willDismiss"])
    let coordinator = try #require(sheet.transitionCoordinator)
    #expect(coordinator.isInteractive)
    #expect(sheet.isBeingDismissed)
    #expect(scene.root.presentedViewController === sheet)
    gesture.finish()
    #expect(scene.journal.take().isEmpty)
    #expect(scene.root.presentedViewController === sheet, "until the animation ends")
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.journal.take() == ["Sheet didDisappear", "didDismiss"])
    #expect(scene.root.presentedViewController == nil)
  }

  @Test func aCancelledSwipeLeavesTheSheetWithoutDidDismiss() throws {
    let scene = PresentationScene()
    let spy = PresentationSpy(scene.journal)
    let sheet = Self.sheet(in: scene, spy)
    let gesture = try #require(UIKitUser.beginSwipeDown(sheet))
    let interaction = InteractionRecorder(try #require(sheet.transitionCoordinator))
    _ = scene.journal.take()
    gesture.cancel()
    DoubleRunLoop.main.runUntilIdle()
    #expect(interaction.cancellations == [true])
    #expect(scene.journal.take() == ["Sheet willAppear", "Sheet didAppear"])
    #expect(scene.root.presentedViewController === sheet)
    #expect(!sheet.isBeingDismissed)
  }

  @Test func aRefusingDelegateHearsTheAttempt() {
    let scene = PresentationScene()
    let spy = PresentationSpy(scene.journal)
    spy.allowsDismissal = false
    let sheet = Self.sheet(in: scene, spy)
    #expect(UIKitUser.beginSwipeDown(sheet) == nil)
    #expect(scene.journal.take() == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(!sheet.isBeingDismissed)
  }

  @Test func isModalInPresentationOnTheContentOfAPresentedNavigationControllerHolds() {
    let scene = PresentationScene()
    let spy = PresentationSpy(scene.journal)
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    navigation.presentationController?.delegate = spy
    scene.root.present(navigation, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    content.isModalInPresentation = true
    #expect(UIKitUser.beginSwipeDown(navigation) == nil)
    #expect(scene.journal.take() == ["didAttemptToDismiss"])
  }

  @Test func aDismissalTheAppAsksForTellsTheDelegateNothing() {
    let scene = PresentationScene()
    let spy = PresentationSpy(scene.journal)
    _ = Self.sheet(in: scene, spy)
    scene.root.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.journal.take() == ["Sheet willDisappear", "Sheet didDisappear"])
  }

  @Test func presentingOrDismissingDuringTheSwipeIsRefusedAndLogged() throws {
    let scene = PresentationScene()
    let spy = PresentationSpy(scene.journal)
    let sheet = Self.sheet(in: scene, spy)
    let gesture = try #require(UIKitUser.beginSwipeDown(sheet))
    sheet.present(UIViewController(), animated: true)
    scene.root.dismiss(animated: false)
    gesture.finish()
    scene.root.present(UIViewController(), animated: true)
    #expect(
      DoubleRunLoop.main.log == [
        #"Attempt to present <UIViewController> on <TrackedViewController "Sheet"> while a presentation is in progress."#,
        #"Attempt to dismiss from view controller <TrackedViewController "Root"> while a presentation or dismiss is in progress!"#,
        #"Attempt to present <UIViewController> on <TrackedViewController "Root"> while a presentation is in progress."#,
      ])
    DoubleRunLoop.main.runUntilIdle()
  }

  @Test func fullScreenAndCustomPresentationsCannotBeSwipedDown() {
    let scene = PresentationScene()
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    scene.root.present(cover, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(!UIKitUser.swipeDown(cover))
  }

  @Test func theOneShotSwipeEndsOnTheClock() {
    let scene = PresentationScene()
    let spy = PresentationSpy(scene.journal)
    let sheet = Self.sheet(in: scene, spy)
    #expect(UIKitUser.swipeDown(sheet))
    #expect(scene.root.presentedViewController === sheet)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    #expect(scene.journal.take().last == "didDismiss")
  }
}

extension SheetSwipeTests {
  @Test func aSheetSwipedDownWhileAPushAnimatesInsideItNeverTellsDidShow() throws {
    let scene = PresentationScene()
    let navigationSpy = NavigationSpy(scene.journal)
    let navigation = UINavigationController(rootViewController: UIViewController.titled("A"))
    navigation.delegate = navigationSpy
    scene.root.present(navigation, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    _ = scene.journal.take()
    navigation.pushViewController(UIViewController.titled("B"), animated: true)
    DoubleRunLoop.main.advance(by: 0.1)
    let gesture = try #require(UIKitUser.beginSwipeDown(navigation))
    gesture.finish()
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    #expect(scene.journal.take() == ["willShow B"], "the push never ends on screen")
    #expect(!navigation.isInTransition)
  }
}

extension SheetSwipeTests {
  // isBeingDismissed: "whether the view controller is in the process of being dismissed"
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed). Once
  // the user lets go before the threshold the sheet is coming back, not going: its
  // viewWillAppear(_:) and viewDidAppear(_:) must not read it as being dismissed.
  @Test func aCancelledSwipeIsNoLongerADismissalWhileTheSheetComesBack() throws {
    let scene = PresentationScene()
    let spy = PresentationSpy(scene.journal)
    let sheet = Self.sheet(in: scene, spy)
    let gesture = try #require(UIKitUser.beginSwipeDown(sheet))
    #expect(sheet.isBeingDismissed)
    gesture.cancel()
    #expect(!sheet.isBeingDismissed, "the dismissal ended when the user let go")
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      scene.journal.take() == [
        "shouldDismiss", "Sheet willDisappear", "willDismiss", "Sheet willAppear",
        "Sheet didAppear",
      ])
    #expect(sheet.flagsSeen["willDisappear"] == ["beingDismissed"])
    #expect(sheet.flagsSeen["willAppear"] == [])
    #expect(sheet.flagsSeen["didAppear"] == [])
    #expect(!sheet.isBeingDismissed)
    // The next swipe that finishes is a dismissal again, to its end.
    #expect(UIKitUser.swipeDown(sheet))
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheet.flagsSeen["didDisappear"] == ["beingDismissed"])
    #expect(scene.root.presentedViewController == nil)
  }
}
