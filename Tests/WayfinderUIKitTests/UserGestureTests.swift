import Testing
import UIKitDouble
import Wayfinder
import WayfinderUIKit

/// What the user does in UIKit without the router reaches the model as routing events.
@MainActor
@Suite struct UserGestureTests {
  @Test func swipingBackClosesTheTopScreen() throws {
    let app = try BridgedApp()
    try app.open("Detail", from: app.home, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let calls = app.bridge.callCount
    let target = try #require(app.homeNavigation)
    let events = app.events {
      #expect(UIKitUser.swipeBack(in: target))
    }
    #expect(events == [#"closed ItemScreen "Detail" (push, system.push 350ms)"#])
    #expect(app.home.navigationContainer?.stack.count == 1)
    #expect(app.bridge.callCount == calls, "UIKit already shows it: no call")
    app.expectInSync()
  }

  @Test func theBackMenuPopsSeveralInOneClose() throws {
    let app = try BridgedApp()
    let second = try app.open("Second", from: app.home, as: .push)
    let third = try app.open("Third", from: second, as: .push)
    try app.open("Fourth", from: third, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let target = try #require(app.homeNavigation)
    let events = app.events {
      #expect(UIKitUser.popFromBackMenu(in: target, to: 0))
    }
    #expect(events == [#"closed ItemScreen "Second" (push, system.push 350ms)"#])
    #expect(app.home.navigationContainer?.stack.count == 1)
    app.expectInSync()
  }

  @Test func tappingATabSelectsItInTheModel() throws {
    let app = try BridgedApp()
    let target = try #require(app.tabs)
    let events = app.events {
      #expect(UIKitUser.tapTab(in: target, at: 1))
    }
    #expect(events.count == 1)
    #expect(events.first?.hasPrefix("selected tab") == true)
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    app.expectInSync()
  }

  @Test func tappingTheSelectedTabPopsItsStackToTheRoot() throws {
    let app = try BridgedApp()
    let second = try app.open("Second", from: app.home, as: .push)
    try app.open("Third", from: second, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let target = try #require(app.tabs)
    let events = app.events {
      #expect(UIKitUser.tapTab(in: target, at: 0))
    }
    #expect(events == [#"closed ItemScreen "Second" (push, system.push 350ms)"#])
    app.expectInSync()
  }

  @Test func swipingASheetDownClosesItsScreen() throws {
    let app = try BridgedApp()
    try app.open("Sheet", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let target = try #require(app.tabs?.presentedViewController)
    let events = app.events {
      #expect(UIKitUser.swipeDown(target))
    }
    #expect(events == [#"closed ItemScreen "Sheet" (modal, system.modal 300ms)"#])
    #expect(app.home.presentedScreen == nil && app.window.root?.presentedScreen == nil)
    app.expectInSync()
  }

  @Test func anOverrideOfViewDidDisappearStillFindsTheScreenOfASheetSwipedAway() throws {
    let app = try BridgedApp()
    app.bridge.register(DraftScreen.self) { DraftViewController(screen: $0) }
    app.home.router?.open(.modal) { _ in DraftScreen(title: "Draft") }
    DoubleRunLoop.main.runUntilIdle()
    let sheet = try #require(app.tabs?.presentedViewController as? DraftViewController)
    let events = app.events {
      #expect(UIKitUser.swipeDown(sheet))
    }
    #expect(sheet.seenAfterSuper == ["Draft"], "the bridge, the sheet's delegate, follows after")
    #expect(events == [#"closed DraftScreen "Draft" (modal, system.modal 300ms)"#])
    #expect(app.window.root?.presentedScreen == nil)
    #expect(app.window.leakedScreens() == [])
    app.expectInSync()
  }

  @Test func aRootReplacementReplacesTheWindowsRootViewController() throws {
    let app = try BridgedApp()
    let oldRoot = app.uiWindow.rootViewController
    try app.window.setRoot { _ in ItemScreen(title: "New root") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.uiWindow.rootViewController !== oldRoot)
    #expect(app.uiWindow.rootViewController is ItemViewController)
    app.expectInSync()
  }
}

/// A screen whose view controller saves a draft when it is dismissed.
@MainActor
private final class DraftScreen: Screen {}

/// Reads its screen's title in `viewDidDisappear(_:)` after calling `super`, as an app saving a
/// draft there would.
@MainActor
private final class DraftViewController: ScreenViewController {
  var seenAfterSuper: [String?] = []

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isBeingDismissed { seenAfterSuper.append(screen?.title) }
  }
}
