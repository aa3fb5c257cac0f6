import Testing
import UIKitDouble

/// What a device does that tests must be able to cause: completions that never come, the app's
/// own alerts and share sheets.
@MainActor
@Suite struct FaultTests {
  @Test func aDroppedPresentationCompletionNeverComesButTheStateSettles() {
    let scene = PresentationScene()
    DoubleRunLoop.main.dropCompletions(1)
    var calls: [String] = []
    let sheet = UIViewController()
    scene.root.present(sheet, animated: true) { calls.append("present") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(calls.isEmpty)
    #expect(scene.root.presentedViewController === sheet)
    #expect(!sheet.isBeingPresented)
    #expect(DoubleRunLoop.main.completionsLeftToDrop == 0)
    scene.root.dismiss(animated: true) { calls.append("dismiss") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(calls == ["dismiss"], "only the next completion was dropped")
  }

  @Test func aDroppedDidShowNeverComes() {
    let scene = NavigationScene(["A"])
    DoubleRunLoop.main.dropCompletions(1)
    scene.navigation.pushViewController(UIViewController.titled("B"), animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(!scene.journal.take().contains("didShow B"))
    #expect(!scene.navigation.isInTransition)
    scene.navigation.popViewController(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.journal.take().last == "didShow A")
  }

  @Test func aTransitionWithNothingToCallUsesUpNoDrop() {
    let scene = PresentationScene()
    // The drop is left unused: reset so that no later test (of any target) loses a completion.
    defer { DoubleRunLoop.main.reset() }
    DoubleRunLoop.main.dropCompletions(1)
    scene.root.present(UIViewController(), animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(DoubleRunLoop.main.completionsLeftToDrop == 1)
  }

  @Test func tappingAnAlertsButtonDismissesItThenRunsTheHandler() {
    let scene = PresentationScene()
    let alert = UIAlertController(title: "Sure?", message: "Really", preferredStyle: .alert)
    var handled: [String] = []
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { [weak alert] action in
        handled.append("\(action.title ?? "") with \(alert?.presentingViewController == nil)")
      })
    scene.root.present(alert, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(!UIKitUser.tap("Missing", in: alert))
    #expect(UIKitUser.tap("OK", in: alert))
    #expect(handled.isEmpty)
    #expect(alert.isBeingDismissed)
    DoubleRunLoop.main.runUntilIdle()
    #expect(handled == ["OK with true"], "the alert is gone when the handler runs")
    #expect(scene.root.presentedViewController == nil)
    #expect(scene.journal.take().isEmpty, "an alert leaves its presenter on screen")
  }

  @Test func anAlertCannotBeSwipedDownButTheAppCanDismissItFromATimer() {
    let scene = PresentationScene()
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    scene.root.present(alert, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(!UIKitUser.swipeDown(alert))
    DoubleRunLoop.main.perform(after: 2) { alert.dismiss(animated: true) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.root.presentedViewController === alert, "the timer is not due")
    DoubleRunLoop.main.advance(by: 2)
    #expect(alert.isBeingDismissed)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
  }

  @Test func aShareSheetSwipedDownCallsItsHandlerAfterTheDismissal() {
    let scene = PresentationScene()
    let share = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
    var results: [String] = []
    share.completionWithItemsHandler = { type, completed, _, error in
      results.append("\(type?.rawValue ?? "none") \(completed) \(error == nil)")
    }
    scene.root.present(share, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.swipeDown(share))
    #expect(results.isEmpty)
    DoubleRunLoop.main.runUntilIdle()
    #expect(results == ["none false true"])
    #expect(scene.root.presentedViewController == nil)
  }
}
