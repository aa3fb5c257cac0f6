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

  @Test func swipingDownTheSheetOfAGuardsFlowAbandonsItsLinkAtOnce() throws {
    let app = try BridgedApp()
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    // A flow that reports by hand, from its own buttons only (never tapped here).
    let signedIn = DeeplinkGuard("signed in") { _ in
      .requireFlow { link, _ in
        try link.router(as: DefaultRouter.self).open(.modal(inNavigation: true)) { _ in
          ItemScreen(title: "Login")
        }
      }
    }
    try deeplinks.register("/orders", guards: [signedIn]) { _ in }
    var final: DeeplinkResult?
    deeplinks.handle("shop://orders") { final = $0 }
    DoubleRunLoop.main.runUntilIdle()
    let sheet = try #require(app.tabs?.presentedViewController)

    #expect(UIKitUser.swipeDown(sheet))
    DoubleRunLoop.main.runUntilIdle()

    #expect(final?.error?.reason == .flowClosed(guardName: "signed in"))
    #expect(deeplinks.pendingURL == nil)
    #expect(app.window.root?.presentedScreen == nil)
    app.expectInSync()
  }

  @Test func aResultFlowSwipedAwayDecidesWhatBecomesOfItsLink() throws {
    let app = try BridgedApp()
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    var heard: RouteResult<Bool>?
    // A tips sheet: dismissing it is fine, the link goes on.
    let tips = DeeplinkGuard("tips") { _ in
      .requireFlow { link, completion in
        try link.router(as: DefaultRouter.self).open(.modal, returning: Bool.self) { _ in
          ItemScreen(title: "Tips")
        } onResult: { result in
          heard = result
          completion(.success(()))
        }
      }
    }
    var handled = false
    try deeplinks.register("/orders", guards: [tips]) { _ in handled = true }
    var final: DeeplinkResult?
    deeplinks.handle("shop://orders") { final = $0 }
    DoubleRunLoop.main.runUntilIdle()
    let sheet = try #require(app.tabs?.presentedViewController)

    #expect(UIKitUser.swipeDown(sheet))
    DoubleRunLoop.main.runUntilIdle()

    #expect(heard == .cancelled)
    #expect(handled, "the flow said go on")
    #expect(final?.description == "handled (opened)")
    app.expectInSync()
  }

  @Test func aResultFlowSwipedAwayReportsItsOwnError() throws {
    let app = try BridgedApp()
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    let consent = DeeplinkGuard("consent") { _ in
      .requireFlow { link, completion in
        try link.router(as: DefaultRouter.self).open(.modal, returning: Bool.self) { _ in
          ItemScreen(title: "Consent")
        } onResult: { result in
          completion(result == .finished(true) ? .success(()) : .failure(Declined()))
        }
      }
    }
    try deeplinks.register("/orders", guards: [consent]) { _ in }
    var final: DeeplinkResult?
    deeplinks.handle("shop://orders") { final = $0 }
    DoubleRunLoop.main.runUntilIdle()
    let sheet = try #require(app.tabs?.presentedViewController)

    #expect(UIKitUser.swipeDown(sheet))
    DoubleRunLoop.main.runUntilIdle()

    #expect(final?.error?.reason == .flowFailed(guardName: "consent", Declined()))
    app.expectInSync()
  }

  @Test(arguments: [true, false])
  func aFlowWhoseOwnCodeDismissesItsSheetInUIKitReportsItself(animated: Bool) throws {
    let app = try BridgedApp()
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    var report: DeeplinkGuard.FlowCompletion?
    let signedIn = DeeplinkGuard("signed in") { _ in
      .requireFlow { link, completion in
        report = completion
        try link.router(as: DefaultRouter.self).open(.modal(inNavigation: true)) { _ in
          ItemScreen(title: "Login")
        }
      }
    }
    try deeplinks.register("/orders", guards: [signedIn]) { _ in }
    var final: DeeplinkResult?
    deeplinks.handle("shop://orders") { final = $0 }
    DoubleRunLoop.main.runUntilIdle()
    let sheet = try #require(app.tabs?.presentedViewController)

    sheet.dismiss(animated: animated) { report?(.failure(Declined())) }
    DoubleRunLoop.main.runUntilIdle()

    #expect(final?.error?.reason == .flowFailed(guardName: "signed in", Declined()))
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

/// The user declined a guard's flow.
private struct Declined: Error, CustomStringConvertible {
  var description: String { "declined" }
}
