import Foundation
import Testing
import UIKitDouble

/// An audit of the double against UIKit's documented rules for modal presentation and the
/// presentation controller's delegate, each test citing Apple's page and quoting it.
@MainActor
@Suite struct DocumentedPresentationRuleAuditTests {
  /// Whether `first` and `second` are both in `lines`, `first` earlier.
  private static func line(_ first: String, comesBefore second: String, in lines: [String])
    -> Bool
  {
    guard let firstIndex = lines.firstIndex(of: first),
      let secondIndex = lines.firstIndex(of: second)
    else { return false }
    return firstIndex < secondIndex
  }

  // MARK: - Presentation

  // present(_:animated:completion:), `completion`: "The block to execute after the presentation
  // finishes."; isBeingPresented: "A Boolean value indicating whether the view controller is
  // being presented." — true in its viewWillAppear(_:) and viewDidAppear(_:), false once the
  // presentation has finished, and no coordinator remains.
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented)
  @Test func isBeingPresentedHoldsOnlyWhileThePresentationRuns() {
    let scene = PresentationScene()
    let sheet = TrackedViewController("Sheet", journal: scene.journal)
    #expect(!sheet.isBeingPresented)
    var seenInCompletion: (presented: Bool, coordinator: Bool)?
    scene.root.present(sheet, animated: true) { [weak sheet] in
      seenInCompletion = (sheet?.isBeingPresented ?? true, sheet?.transitionCoordinator != nil)
    }
    #expect(sheet.isBeingPresented)
    DoubleRunLoop.main.runUntilIdle()
    #expect(sheet.flagsSeen["willAppear"] == ["beingPresented"])
    #expect(sheet.flagsSeen["didAppear"] == ["beingPresented"])
    #expect(seenInCompletion?.presented == false)
    #expect(seenInCompletion?.coordinator == false)
    #expect(!scene.root.isBeingPresented, "the presenter is not being presented")
  }

  // present(_:animated:completion:): UIKit refuses a presentation asked for while another runs,
  // and logs "Attempt to present … while a presentation is in progress"; the refused
  // presentation's completion never runs, and the first one finishes.
  @Test func presentingWhileAPresentationIsInFlightIsRefusedWithUIKitsWarning() {
    let scene = PresentationScene()
    let first = UIViewController.titled("First")
    let second = UIViewController.titled("Second")
    var completed: [String] = []
    scene.root.present(first, animated: true) { completed.append("first") }
    scene.root.present(second, animated: true) { completed.append("second") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(completed == ["first"])
    #expect(scene.root.presentedViewController === first)
    #expect(second.presentingViewController == nil)
    #expect(DoubleRunLoop.main.log.count == 1)
    #expect(DoubleRunLoop.main.log.first?.contains("while a presentation is in progress") == true)
  }

  // UIKit raises "Application tried to present modally an active controller" when the view
  // controller to present is already presented; the double refuses and logs it.
  @Test func presentingAViewControllerThatIsAlreadyPresentedIsRefused() {
    let scene = PresentationScene()
    let sheet = UIViewController.titled("Sheet")
    scene.show(sheet)
    let other = UIViewController.titled("Other")
    sheet.present(other, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    other.present(sheet, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.root.presentedViewController === sheet)
    #expect(sheet.presentingViewController === scene.root)
    #expect(other.presentedViewController == nil)
    #expect(DoubleRunLoop.main.log.count == 1)
  }

  // dismiss(animated:completion:): "The presenting view controller is responsible for dismissing
  // the view controller it presented. If you call this method on the presented view controller
  // itself, UIKit asks the presenting view controller to handle the dismissal." and "calling
  // this method on a view controller lower in the stack dismisses its immediate child view
  // controller and all view controllers above that child on the stack."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:))
  // A view controller that is presented and presents dismisses what it presents, not itself.
  @Test func aPresentedViewControllerThatPresentsDismissesWhatItPresents() {
    let scene = PresentationScene()
    let middle = TrackedViewController("Middle", journal: scene.journal)
    let top = TrackedViewController("Top", journal: scene.journal)
    scene.show(middle)
    middle.present(top, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    _ = scene.journal.take()
    var completed = 0
    middle.dismiss(animated: true) { completed += 1 }
    DoubleRunLoop.main.runUntilIdle()
    #expect(completed == 1)
    #expect(middle.presentedViewController == nil)
    #expect(scene.root.presentedViewController === middle)
    #expect(scene.journal.take() == ["Top willDisappear", "Top didDisappear"])
  }

  // dismiss(animated:completion:): "If you call this method on the presented view controller
  // itself, UIKit asks the presenting view controller to handle the dismissal."; a view
  // controller pushed inside a presented navigation controller is part of what was presented
  // (presentingViewController: "If the view controller was not presented modally, but one of
  // its ancestors was, this property contains the view controller that presented the
  // ancestor."), so its dismiss closes the whole navigation controller.
  @Test func aViewControllerPushedInAPresentedNavigationControllerDismissesIt() {
    let scene = PresentationScene()
    let navigation = UINavigationController(rootViewController: UIViewController.titled("First"))
    scene.show(navigation)
    let pushed = UIViewController.titled("Pushed")
    navigation.pushViewController(pushed, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(pushed.presentingViewController === scene.root)
    var completed = false
    pushed.dismiss(animated: true) { completed = true }
    DoubleRunLoop.main.runUntilIdle()
    #expect(completed)
    #expect(scene.root.presentedViewController == nil)
    #expect(navigation.view.window == nil)
    #expect(DoubleRunLoop.main.log.isEmpty)
  }

  // isBeingDismissed: "A Boolean value indicating whether the view controller is in the process
  // of being dismissed by one of its ancestors."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed)
  // dismiss's completion: "The block to execute after the view controller is dismissed." — it
  // is no longer being dismissed then.
  @Test func isBeingDismissedHoldsOnlyWhileTheDismissalRuns() {
    let scene = PresentationScene()
    let sheet = TrackedViewController("Sheet", journal: scene.journal)
    scene.show(sheet)
    #expect(!sheet.isBeingDismissed)
    var dismissedInCompletion: Bool?
    sheet.dismiss(animated: true) { [weak sheet] in
      dismissedInCompletion = sheet?.isBeingDismissed
    }
    #expect(sheet.isBeingDismissed)
    #expect(sheet.transitionCoordinator != nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(dismissedInCompletion == false)
    #expect(sheet.flagsSeen["willDisappear"] == ["beingDismissed"])
    #expect(sheet.transitionCoordinator == nil)
  }

  // A full-screen presentation covers its presenter: the presenter's viewWillDisappear(_:)
  // ("its view is about to be removed from a view hierarchy") comes before the presented view
  // controller's viewWillAppear(_:), and its viewDidDisappear(_:) after it; dismissing brings
  // it back (viewWillAppear(_:) "Notifies the view controller that its view is about to be
  // added to a view hierarchy."), with neither flag of a presentation set on the presenter.
  @Test func aFullScreenPresentationCoversThePresenterInUIKitsOrder() {
    let scene = PresentationScene()
    let cover = TrackedViewController("Cover", journal: scene.journal)
    cover.modalPresentationStyle = .fullScreen
    scene.show(cover)
    let presenting = scene.journal.take()
    #expect(Self.line("Root willDisappear", comesBefore: "Cover willAppear", in: presenting))
    #expect(Self.line("Cover willAppear", comesBefore: "Root didDisappear", in: presenting))
    #expect(
      Set(presenting) == [
        "Root willDisappear", "Cover willAppear", "Root didDisappear", "Cover didAppear",
      ])
    scene.hide()
    let dismissing = scene.journal.take()
    #expect(Self.line("Cover willDisappear", comesBefore: "Root willAppear", in: dismissing))
    #expect(Self.line("Root willAppear", comesBefore: "Cover didDisappear", in: dismissing))
    #expect(
      Set(dismissing) == [
        "Cover willDisappear", "Root willAppear", "Cover didDisappear", "Root didAppear",
      ])
    #expect(scene.root.flagsSeen["willAppear"] == [])
    #expect(scene.root.view.window === scene.window)
  }

  // MARK: - UIAdaptivePresentationControllerDelegate

  // isModalInPresentation: "UIKit ignores events outside the view controller's bounds and
  // prevents the interactive dismissal of the view controller while it is onscreen."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation);
  // presentationControllerDidAttemptToDismiss(_:): "UIKit supports refusing to dismiss a
  // presentation when the presentationController.isModalInPresentation returns true or
  // presentationControllerShouldDismiss(_:) returns false."
  // (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:))
  // The app's own dismissal still works: "This method is not called if the presentation is
  // dismissed programmatically."
  @Test func aModalSheetRefusesTheSwipeButNotTheApp() {
    let scene = PresentationScene()
    let spy = PresentationSpy(scene.journal)
    let sheet = TrackedViewController("Sheet", journal: scene.journal)
    sheet.isModalInPresentation = true
    sheet.presentationController?.delegate = spy
    scene.show(sheet)
    _ = scene.journal.take()
    #expect(UIKitUser.beginSwipeDown(sheet) == nil)
    #expect(scene.journal.take() == ["didAttemptToDismiss"])
    #expect(scene.root.presentedViewController === sheet)
    scene.hide()
    #expect(scene.journal.take() == ["Sheet willDisappear", "Sheet didDisappear"])
    #expect(scene.root.presentedViewController == nil)
  }

  // presentationControllerDidDismiss(_:): "Notifies the delegate after a presentation is
  // dismissed."
  // (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:))
  // When it comes, the presenter no longer presents the sheet and the sheet has left the window.
  @Test func didDismissFindsTheSheetGone() {
    @MainActor final class Checking: UIAdaptivePresentationControllerDelegate {
      weak var presenter: UIViewController?
      weak var sheet: UIViewController?
      var seen: (presented: Bool, inWindow: Bool)?
      func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        seen = (presenter?.presentedViewController != nil, sheet?.view.window != nil)
      }
    }
    let scene = PresentationScene()
    let sheet = UIViewController.titled("Sheet")
    let checking = Checking()
    checking.presenter = scene.root
    checking.sheet = sheet
    sheet.presentationController?.delegate = checking
    scene.show(sheet)
    #expect(UIKitUser.swipeDown(sheet))
    DoubleRunLoop.main.runUntilIdle()
    #expect(checking.seen?.presented == false)
    #expect(checking.seen?.inWindow == false)
  }

  // presentationControllerWillDismiss(_:): "You can use this method to set up animations or
  // interaction notifications with the presentationController's transitionCoordinator."
  // (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:))
  @Test func willDismissCanWatchTheSwipeThroughTheTransitionCoordinator() throws {
    @MainActor final class Watching: UIAdaptivePresentationControllerDelegate {
      var cancellations: [Bool] = []
      var hadCoordinator = false
      func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        guard let coordinator = presentationController.presentedViewController.transitionCoordinator
        else { return }
        hadCoordinator = true
        coordinator.notifyWhenInteractionChanges { [weak self] context in
          self?.cancellations.append(context.isCancelled)
        }
      }
    }
    let scene = PresentationScene()
    let sheet = UIViewController.titled("Sheet")
    let watching = Watching()
    sheet.presentationController?.delegate = watching
    scene.show(sheet)
    let gesture = try #require(UIKitUser.beginSwipeDown(sheet))
    #expect(watching.hadCoordinator)
    gesture.cancel()
    DoubleRunLoop.main.runUntilIdle()
    #expect(watching.cancellations == [true])
    #expect(scene.root.presentedViewController === sheet)
  }
}
