import Testing
import UIKitDouble

/// `viewWillAppear(_:)` … `viewDidDisappear(_:)` in UIKit's order, the flags they see, and
/// `view.window`.
@MainActor
@Suite struct AppearanceTests {
  @Test func aHiddenWindowShowsNothingUntilItIsMadeVisible() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let root = TrackedViewController("Root", journal: journal)
    let window = UIWindow()
    window.rootViewController = root
    DoubleRunLoop.main.runUntilIdle()
    #expect(journal.take().isEmpty)
    #expect(root.view.window == nil)
    window.makeKeyAndVisible()
    #expect(journal.take() == ["Root willAppear"], "viewDidAppear comes on a later turn")
    #expect(root.view.window === window)
    DoubleRunLoop.main.runQueuedWork()
    #expect(journal.take() == ["Root didAppear"])
  }

  @Test func theViewIsInTheWindowFromJustAfterWillAppearToJustBeforeDidDisappear() {
    let scene = PresentationScene()
    let sheet = scene.sheetShownAndDismissed()
    #expect(
      sheet.windowSeen == [
        "willAppear": false, "didAppear": true, "willDisappear": true, "didDisappear": false,
      ])
  }

  @Test func aPushMakesTheTopDisappearThenTheNewOneAppear() {
    let scene = NavigationScene(["A"])
    let second = TrackedViewController("B", journal: scene.journal)
    scene.navigation.pushViewController(second, animated: true)
    #expect(scene.journal.take() == ["willShow B", "A willDisappear", "B willAppear"])
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.journal.take() == ["A didDisappear", "B didAppear", "didShow B"])
    #expect(second.flagsSeen["willAppear"] == ["movingToParent"])
    #expect(second.flagsSeen["didAppear"] == ["movingToParent"])
    #expect(!second.isMovingToParent, "only during the transition")
    #expect(scene.controllers[0].flagsSeen["willDisappear"] == [])
  }

  @Test func aPopMarksThePoppedViewControllerMovingFromItsParent() {
    let scene = NavigationScene(["A", "B"])
    scene.navigation.popViewController(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      scene.journal.take() == [
        "willShow A", "B willDisappear", "A willAppear", "B didDisappear", "A didAppear",
        "didShow A",
      ])
    #expect(scene.controllers[1].flagsSeen["willDisappear"] == ["movingFromParent"])
    #expect(scene.controllers[1].flagsSeen["didDisappear"] == ["movingFromParent"])
  }

  @Test func aSheetLeavesItsPresenterOnScreen() {
    let scene = PresentationScene()
    let sheet = scene.sheetShownAndDismissed()
    #expect(
      scene.journal.take() == [
        "Sheet willAppear", "Sheet didAppear", "Sheet willDisappear", "Sheet didDisappear",
      ])
    #expect(sheet.flagsSeen["willAppear"] == ["beingPresented"])
    #expect(sheet.flagsSeen["willDisappear"] == ["beingDismissed"])
    #expect(scene.root.view.window === scene.window)
  }

  @Test func aFullScreenPresentationMakesItsPresenterDisappear() {
    let scene = PresentationScene()
    let cover = TrackedViewController("Cover", journal: scene.journal)
    cover.modalPresentationStyle = .fullScreen
    scene.root.present(cover, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.root.view.window == nil)
    scene.root.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      scene.journal.take() == [
        "Root willDisappear", "Cover willAppear", "Root didDisappear", "Cover didAppear",
        "Cover willDisappear", "Root willAppear", "Cover didDisappear", "Root didAppear",
      ])
  }

  @Test func aTabSwitchEndsOnALaterTurn() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let tabs = UITabBarController()
    let first = TrackedViewController("One", journal: journal)
    let second = TrackedViewController("Two", journal: journal)
    tabs.setViewControllers([first, second], animated: false)
    let window = Stage.window(root: tabs)
    _ = journal.take()
    tabs.selectedIndex = 1
    #expect(journal.take() == ["One willDisappear", "Two willAppear"])
    DoubleRunLoop.main.runQueuedWork()
    #expect(journal.take() == ["One didDisappear", "Two didAppear"])
    #expect(second.view.window === window)
    #expect(first.view.window == nil)
  }

  @Test func replacingTheRootMakesTheOldTreeDisappearAndTheNewOneAppear() {
    let scene = PresentationScene()
    let next = TrackedViewController("Next", journal: scene.journal)
    scene.window.rootViewController = next
    #expect(scene.journal.take() == ["Root willDisappear", "Next willAppear"])
    DoubleRunLoop.main.runQueuedWork()
    #expect(scene.journal.take() == ["Root didDisappear", "Next didAppear"])
  }
}
