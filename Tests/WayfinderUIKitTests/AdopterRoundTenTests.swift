import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderTesting
import WayfinderUIKit

/// A UIKit developer adopting the bridge, tenth round: the presentation styles the app asks for
/// on its view controllers, sheets over sheets, the `.fade` pop-up over a sheet, results closed
/// by each UIKit gesture, the user's tab tap while a link's login waits, and a logout during the
/// user's sheet swipe.
@MainActor
@Suite struct AdopterRoundTenTests {
  // MARK: - Presentation styles the app sets

  /// A screen opened with `.modal` for a result whose view controller asks in its `init` for a
  /// style: UIKit presents it with that style; a sheet (`.formSheet`, `.pageSheet`) can be swiped
  /// down and delivers `.cancelled` once, a cover (`.fullScreen`, `.overFullScreen`) cannot, and
  /// its router's `cancel()` closes it once it is gone.
  @Test(arguments: [
    UIModalPresentationStyle.fullScreen, .overFullScreen, .formSheet, .pageSheet,
  ])
  func aResultScreenPresentedInTheStyleItsViewControllerAsksForClosesTheWayThatStyleAllows(
    style: UIModalPresentationStyle
  ) throws {
    let app = try BridgedApp()
    app.bridge.register(StyledScreen.self) { screen in
      let controller = ItemViewController(screen: screen)
      controller.modalPresentationStyle = style
      return controller
    }
    let watcher = LifetimeWatcher()
    var results: [RouteResult<String>] = []
    do {
      var picker: ResultRouter<String>?
      try #require(app.home.router).open(.modal, returning: String.self) { router in
        picker = router
        return StyledScreen(title: "Picker")
      } onResult: {
        results.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let presented = try #require(app.tabs?.presentedViewController)
      #expect(presented.title == "Picker")
      #expect(presented.modalPresentationStyle == style)
      #expect(app.tabs?.view.window != nil || style == .fullScreen)
      watcher.watch(presented, as: "picker controller")
      watcher.watch(picker, as: "picker router")
      if style == .formSheet || style == .pageSheet {
        #expect(UIKitUser.swipeDown(presented))
      } else {
        #expect(!UIKitUser.swipeDown(presented), "a cover cannot be swiped down")
        DoubleRunLoop.main.runUntilIdle()
        #expect(results == [])
        #expect(app.tabs?.presentedViewController === presented)
        try #require(picker).cancel()
      }
      picker = nil
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(results == [.cancelled])
    #expect(app.tabs?.presentedViewController == nil)
    #expect(app.tabs?.view.window != nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// A page sheet with two detents, set in `viewDidLoad()`: the user drags it to the large
  /// detent (the model does not change), then swipes it down: its result is `.cancelled` once.
  @Test func aResultSheetDraggedToItsLargeDetentThenSwipedDownIsCancelledOnce() throws {
    let app = try BridgedApp()
    app.bridge.register(StyledScreen.self) { TwoDetentViewController(screen: $0) }
    var results: [RouteResult<String>] = []
    try #require(app.home.router).open(.modal, returning: String.self) { _ in
      StyledScreen(title: "Filters")
    } onResult: {
      results.append($0)
    }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let presented = try #require(app.tabs?.presentedViewController)
      let sheet = try #require(presented.sheetPresentationController)
      #expect(sheet.detents.map(\.identifier) == [.medium, .large])
      let events = app.events { #expect(UIKitUser.dragSheet(presented, to: .large)) }
      #expect(events == [])
      #expect(sheet.selectedDetentIdentifier == .large)
      #expect(results == [])
      #expect(UIKitUser.swipeDown(presented))
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(results == [.cancelled])
    app.expectSettled()
  }

  /// `isModalInPresentation` on a result sheet with unsaved changes: the swipe is refused and
  /// nothing changes; once the app clears it (the changes were saved), the swipe closes the
  /// sheet and delivers `.cancelled` once.
  @Test func aResultSheetThatIsModalInPresentationRefusesTheSwipeUntilTheAppClearsIt() throws {
    let app = try BridgedApp()
    var results: [RouteResult<String>] = []
    try #require(app.home.router).open(.modal(inNavigation: true), returning: String.self) { _ in
      ItemScreen(title: "Compose")
    } onResult: {
      results.append($0)
    }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let presented = try #require(app.tabs?.presentedViewController as? UINavigationController)
      let content = try #require(presented.viewControllers.first)
      content.isModalInPresentation = true
      let events = app.events { #expect(!UIKitUser.swipeDown(presented)) }
      #expect(events == [])
      #expect(results == [])
      #expect(app.tabs?.presentedViewController === presented)
      content.isModalInPresentation = false
      #expect(UIKitUser.swipeDown(presented))
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(results == [.cancelled])
    app.expectSettled()
  }

  // MARK: - Sheets over sheets

  /// A sheet presents another sheet: the user cannot swipe the lower one (UIKit: the upper one
  /// is on top), swipes the upper, then the lower: each result is `.cancelled` once, in that
  /// order, and everything is freed.
  @Test func aSheetOverASheetIsSwipedAwayTopFirstAndEachResultIsCancelledOnce() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    var results: [String] = []
    do {
      var lower: ResultRouter<String>?
      try #require(app.home.router).open(.modal, returning: String.self) { router in
        lower = router
        return ItemScreen(title: "Lower")
      } onResult: {
        results.append("lower \($0)")
      }
      DoubleRunLoop.main.runUntilIdle()
      let lowerScreen = try #require(lower?.root)
      try #require(lowerScreen.router).open(.modal, returning: String.self) { _ in
        ItemScreen(title: "Upper")
      } onResult: {
        results.append("upper \($0)")
      }
      DoubleRunLoop.main.runUntilIdle()
      let lowerController = try #require(app.tabs?.presentedViewController)
      let upperController = try #require(lowerController.presentedViewController)
      #expect(upperController.title == "Upper")
      watcher.watch(lowerController, as: "lower controller")
      watcher.watch(upperController, as: "upper controller")
      watcher.watch(lowerScreen, as: "lower screen")
      #expect(!UIKitUser.swipeDown(lowerController), "the upper sheet covers it")
      #expect(UIKitUser.swipeDown(upperController))
      DoubleRunLoop.main.runUntilIdle()
      #expect(results == ["upper cancelled"])
      #expect(lowerController.presentedViewController == nil)
      #expect(UIKitUser.swipeDown(lowerController))
      lower = nil
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(results == ["upper cancelled", "lower cancelled"])
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  // MARK: - The `.fade` pop-up over a sheet

  /// A `.fade` pop-up over a sheet closes with its fade, and the sheet can be swiped after.
  ///
  /// The pop-up covers the screen (`.fullScreen`, the sheet's views leave the window) or, when
  /// its view controller asks for `.overFullScreen`, leaves the sheet visible below it. Its
  /// router closes it with its fade; the sheet is back in the window and the user can swipe it
  /// away.
  @Test(arguments: [false, true])
  func aFadedPopUpOverASheetClosesWithItsFadeAndTheSheetCanBeSwipedAfter(overlay: Bool) throws {
    let app = try BridgedApp()
    app.bridge.register(OverlayScreen.self) { OverlayViewController(screen: $0) }
    let watcher = LifetimeWatcher()
    var closes: [String] = []
    do {
      let sheet = try app.open("Sheet", from: app.home, as: .modal)
      DoubleRunLoop.main.runUntilIdle()
      let sheetController = try #require(app.tabs?.presentedViewController)
      try #require(sheet.router).open(.fade) { _ in
        overlay ? OverlayScreen(title: "Pop-up") : ItemScreen(title: "Pop-up")
      }
      DoubleRunLoop.main.runUntilIdle()
      let popUp = try #require(sheetController.presentedViewController as? ScreenViewController)
      #expect(popUp.title == "Pop-up")
      #expect(popUp.modalPresentationStyle == (overlay ? .overFullScreen : .fullScreen))
      #expect((sheetController.view.window != nil) == overlay)
      #expect(popUp.view.window != nil)
      watcher.watch(popUp, as: "pop-up controller")
      watcher.watch(popUp.screen, as: "pop-up screen")
      app.expectInSync()
      try #require(popUp.screen?.router).close { closes.append($0.outcome) }
      DoubleRunLoop.main.runUntilIdle()
      #expect(closes == ["done"])
      #expect(sheetController.presentedViewController == nil)
      #expect(sheetController.view.window != nil, "the sheet is back")
      app.expectInSync()
      let events = app.events { #expect(UIKitUser.swipeDown(sheetController)) }
      #expect(events.count == 1)
      #expect(events.first?.hasPrefix("closed ItemScreen \"Sheet\"") == true, "\(events)")
      watcher.watch(sheet, as: "sheet screen")
      watcher.watch(sheetController, as: "sheet controller")
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(watcher.survivors == [])
    #expect(app.tabs?.view.window != nil)
    app.expectSettled()
  }

  // MARK: - Logout during the user's gesture

  /// The session ends (`setRoot`) while the user drags a result sheet down; the user then lets
  /// go (or drags it back up): UIKit shows the new root only, the sheet's result is
  /// `.cancelled` once, and the old tree is freed.
  @Test(arguments: [true, false])
  func aLogoutDuringASheetSwipeShowsOnlyTheNewRootAndCancelsTheSheetOnce(finish: Bool) throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    var results: [RouteResult<String>] = []
    do {
      try #require(app.home.router).open(.modal, returning: String.self) { _ in
        ItemScreen(title: "Sheet")
      } onResult: {
        results.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let tabs = try #require(app.tabs)
      let presented = try #require(tabs.presentedViewController)
      watcher.watch(tabs, as: "old tabs")
      watcher.watch(presented, as: "sheet controller")
      let gesture = try #require(UIKitUser.beginSwipeDown(presented))
      try app.window.setRoot { _ in ItemScreen(title: "Login") }
      DoubleRunLoop.main.runUntilIdle()
      #expect(results == [], "a result waits for UIKit, which still runs the user's gesture")
      if finish { #expect(gesture.finish()) } else { #expect(gesture.cancel()) }
      DoubleRunLoop.main.runUntilIdle()
    }
    DoubleRunLoop.main.advance(by: app.bridge.timeout)
    DoubleRunLoop.main.runUntilIdle()
    #expect(results == [.cancelled])
    #expect(app.uiWindow.rootViewController?.title == "Login")
    #expect(app.uiWindow.rootViewController?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  /// The session ends while the bridge's push animates in a sheet's navigation controller: once
  /// the push has ended, UIKit shows the new root only, the push's completion runs once, and
  /// the old tree is freed.
  @Test func aLogoutWhileAPushAnimatesInsideAWrappedSheetShowsOnlyTheNewRoot() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    var completions: [String] = []
    do {
      let sheet = try app.open("Sheet", from: app.home, as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      let navigation = try #require(app.tabs?.presentedViewController as? UINavigationController)
      try #require(sheet.router).open(.push) { _ in
        ItemScreen(title: "Step")
      } completion: {
        completions.append("push \($0.map { _ in () }.outcome)")
      }
      DoubleRunLoop.main.runQueuedWork()
      #expect(navigation.isInTransition)
      watcher.watch(navigation, as: "sheet navigation")
      watcher.watch(app.tabs, as: "old tabs")
      try app.window.setRoot { _ in ItemScreen(title: "Login") }
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(completions == ["push done"])
    #expect(app.uiWindow.rootViewController?.title == "Login")
    #expect(watcher.survivors == [])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  // MARK: - The user's tab tap while a link's login waits

  /// A link's guard pushes its login on the tab shown; the user taps the other tab while the
  /// login waits, then comes back and logs in: the link completes once, the login is popped,
  /// and UIKit shows the model.
  @Test func aTabTapWhileAPushedLoginWaitsKeepsTheLinkWaitingUntilTheUserLogsIn() throws {
    let app = try BridgedApp()
    var login: ResultRouter<Bool>?
    var finals: [String] = []
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    let pushedLogin = DeeplinkGuard("signed in") { _ in
      .requireFlow { link, completion in
        try link.router(as: DefaultRouter.self).open(.push, returning: Bool.self) { router in
          login = router
          return ItemScreen(title: "Login")
        } onResult: { result in
          completion(result.value == true ? .success(()) : .failure(CancelledLogin()))
        }
      }
    }
    try deeplinks.register("/orders", guards: [pushedLogin]) { _ in }
    deeplinks.handle("shop://orders") { finals.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    #expect(app.homeNavigation?.viewControllers.map(\.title) == ["Home", "Login"])
    let events = app.events { #expect(UIKitUser.tapTab(in: tabs, at: 1)) }
    #expect(events.count == 1, "\(events)")
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    #expect(finals == [], "the login still waits")
    app.expectInSync()
    #expect(UIKitUser.tapTab(in: tabs, at: 0))
    DoubleRunLoop.main.runUntilIdle()
    #expect((app.window.root as? TabContainer)?.selectedIndex == 0)
    try #require(login).finish(with: true)
    login = nil
    DoubleRunLoop.main.runUntilIdle()
    #expect(finals.count == 1)
    #expect(finals.first?.hasPrefix("handled") == true, "\(finals)")
    #expect(app.homeNavigation?.viewControllers.map(\.title) == ["Home"])
    app.expectSettled()
  }

  /// A link's guard pushes its login on the tab shown; the user taps the other tab, then taps
  /// back and taps the selected tab again, which pops the login: the login's result is
  /// `.cancelled` once and the link is abandoned once.
  @Test func aTapOnTheSelectedTabThatPopsAPushedLoginAbandonsTheLinkOnce() throws {
    let app = try BridgedApp()
    var heard: [RouteResult<Bool>] = []
    var finals: [String] = []
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    let pushedLogin = DeeplinkGuard("signed in") { _ in
      .requireFlow { link, completion in
        try link.router(as: DefaultRouter.self).open(.push, returning: Bool.self) { _ in
          ItemScreen(title: "Login")
        } onResult: { result in
          heard.append(result)
          completion(result.value == true ? .success(()) : .failure(CancelledLogin()))
        }
      }
    }
    try deeplinks.register("/orders", guards: [pushedLogin]) { _ in }
    deeplinks.handle("shop://orders") { finals.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapTab(in: tabs, at: 0))
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.homeNavigation?.viewControllers.map(\.title) == ["Home", "Login"])
    #expect(finals == [])
    #expect(UIKitUser.tapTab(in: tabs, at: 0), "the selected tab: back to its root")
    DoubleRunLoop.main.runUntilIdle()
    #expect(heard == [.cancelled])
    #expect(finals.count == 1)
    #expect(finals.first?.hasPrefix("abandoned") == true, "\(finals)")
    #expect(deeplinks.pendingURL == nil)
    #expect(app.home.navigationContainer?.stack.map(\.title) == ["Home"])
    app.expectSettled()
  }

  // MARK: - A cover the bridge presents, and the model below it

  /// A cover under which the model changes the tabs shows them once it closes.
  ///
  /// A screen whose view controller asks for `.fullScreen` covers the tabs (their views leave
  /// the window); meanwhile the model selects the other tab and pushes there. When the cover
  /// closes, UIKit shows the other tab with the pushed screen, which appeared once.
  @Test func aCoverOverTheTabsWhileTheModelSelectsAndPushesBelowShowsItOnceItCloses() throws {
    let app = try BridgedApp()
    var appeared: [String] = []
    app.bridge.register(StyledScreen.self) { screen in
      let controller = CountingViewController(screen: screen) { appeared.append($0) }
      if screen.title == "Cover" { controller.modalPresentationStyle = .fullScreen }
      return controller
    }
    let tabs = try #require(app.tabs)
    var cover: StyledScreen? = try #require(app.home.router).openStyled("Cover", as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController?.modalPresentationStyle == .fullScreen)
    #expect(tabs.view.window == nil, "the cover took the tabs out of the window")
    appeared = []
    try #require(app.other.router).selectTab(at: 1)
    _ = try #require(app.other.router).openStyled("Below", as: .push)
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == 1)
    #expect(appeared == [], "nothing below the cover appears")
    app.expectInSync()
    var closes: [String] = []
    try #require(cover?.router).close { closes.append($0.outcome) }
    cover = nil
    DoubleRunLoop.main.runUntilIdle()
    #expect(closes == ["done"])
    #expect(appeared == ["Below"])
    #expect(tabs.view.window != nil)
    let other = try #require(tabs.viewControllers?[1] as? UINavigationController)
    #expect(other.viewControllers.map(\.title) == ["Other", "Below"])
    app.expectSettled()
  }

  /// The session ends while a `.fade` pop-up fades in over a sheet: UIKit shows the new root
  /// only, once the fade has ended, and the pop-up, the sheet and the tabs are freed.
  @Test func aLogoutWhileAFadedPopUpFadesInOverASheetShowsOnlyTheNewRoot() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    do {
      let sheet = try app.open("Sheet", from: app.home, as: .modal)
      DoubleRunLoop.main.runUntilIdle()
      let sheetController = try #require(app.tabs?.presentedViewController)
      try #require(sheet.router).open(.fade) { _ in ItemScreen(title: "Pop-up") }
      DoubleRunLoop.main.runQueuedWork()
      let popUp = try #require(sheetController.presentedViewController)
      #expect(popUp.isBeingPresented)
      watcher.watch(popUp, as: "pop-up")
      watcher.watch(sheetController, as: "sheet")
      watcher.watch(app.tabs, as: "tabs")
      try app.window.setRoot { _ in ItemScreen(title: "Login") }
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(app.uiWindow.rootViewController?.title == "Login")
    #expect(app.uiWindow.rootViewController?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  /// The session ends while the user swipes back in a wrapped sheet; the user then lets go or
  /// drags back: UIKit shows the new root only and the old tree is freed.
  @Test(arguments: [true, false])
  func aLogoutDuringABackSwipeInASheetShowsOnlyTheNewRoot(finish: Bool) throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    do {
      let sheet = try app.open("Sheet", from: app.home, as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      try app.open("Step", from: sheet, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      let navigation = try #require(app.tabs?.presentedViewController as? UINavigationController)
      #expect(navigation.viewControllers.map(\.title) == ["Sheet", "Step"])
      let gesture = try #require(UIKitUser.beginSwipeBack(in: navigation))
      watcher.watch(navigation, as: "sheet navigation")
      watcher.watch(navigation.viewControllers.first, as: "sheet")
      watcher.watch(app.tabs, as: "tabs")
      try app.window.setRoot { _ in ItemScreen(title: "Login") }
      DoubleRunLoop.main.runUntilIdle()
      #expect(app.uiWindow.rootViewController?.title != "Login", "not under the finger")
      if finish { #expect(gesture.finish()) } else { #expect(gesture.cancel()) }
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(app.uiWindow.rootViewController?.title == "Login")
    #expect(app.uiWindow.rootViewController?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  /// The app's sheet tracks its detent as Apple shows (`sheetPresentationController.delegate =
  /// self` in `viewDidLoad()`, a `UISheetPresentationControllerDelegate`), plain or wrapped in
  /// navigation: after the bridge has taken its place back as the sheet's delegate, a drag to
  /// another detent still reaches the app's delegate, as the bridge forwards the sheet's other
  /// calls; its swipe-down still closes the screen.
  @Test(arguments: [false, true])
  func aSheetThatTracksItsDetentStillHearsTheUsersDragOnceTheBridgeIsItsDelegate(
    wrapped: Bool
  ) throws {
    let app = try BridgedApp()
    app.bridge.register(StyledScreen.self) { DetentTrackingViewController(screen: $0) }
    var results: [RouteResult<String>] = []
    try #require(app.home.router).open(
      wrapped ? .modal(inNavigation: true) : .modal, returning: String.self
    ) { _ in
      StyledScreen(title: "Map")
    } onResult: {
      results.append($0)
    }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let presented = try #require(app.tabs?.presentedViewController)
      let tracking = try #require(
        (wrapped ? presented.children.first : presented) as? DetentTrackingViewController)
      // A routing event elsewhere: the bridge's pass takes its place back as the delegate.
      try app.open("Elsewhere", from: app.other, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      #expect(presented.presentationController?.delegate === app.bridge)
      #expect(UIKitUser.dragSheet(presented, to: .large))
      #expect(tracking.detents == [.large], "the app's delegate hears the drag")
      #expect(UIKitUser.dragSheet(presented, to: .medium))
      #expect(tracking.detents == [.large, .medium])
      #expect(UIKitUser.swipeDown(presented))
    }
    DoubleRunLoop.main.runUntilIdle()
    #expect(results == [.cancelled])
    app.expectSettled()
  }

  // MARK: - The app's own containers for a screen

  /// The app's own navigation controller, presented for a result screen as a form sheet, keeps
  /// the user's swipe while its form `isModalInPresentation`; once cleared, the swipe cancels
  /// the result once and the app's controller keeps its own delegate until it is freed.
  @Test func theAppsNavigationControllerWhoseFormIsModalRefusesTheSwipeUntilCleared() throws {
    let app = try BridgedApp()
    app.bridge.register(ComposeScreen.self) { ComposeNavigationController(screen: $0) }
    let watcher = LifetimeWatcher()
    var results: [RouteResult<String>] = []
    do {
      try #require(app.home.router).open(.modal, returning: String.self) { _ in
        ComposeScreen(title: "Compose")
      } onResult: {
        results.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let compose = try #require(app.tabs?.presentedViewController as? ComposeNavigationController)
      let form = try #require(compose.viewControllers.first)
      form.isModalInPresentation = true
      #expect(!UIKitUser.swipeDown(compose))
      DoubleRunLoop.main.runUntilIdle()
      #expect(results == [])
      #expect(app.tabs?.presentedViewController === compose)
      form.isModalInPresentation = false
      #expect(compose.delegate === compose)
      watcher.watch(compose, as: "compose")
      watcher.watch(form, as: "form")
      #expect(UIKitUser.swipeDown(compose))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(results == [.cancelled])
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// The app's own tab bar controller, presented for a screen with `.fade`: it covers the
  /// screen, the user's taps on its pages stay the app's, and its router closes it with the
  /// fade.
  @Test func theAppsTabBarControllerFadedInForAScreenKeepsItsPagesAndFadesOut() throws {
    let app = try BridgedApp()
    app.bridge.register(ComposeScreen.self) { PagesTabBarController(screen: $0) }
    let watcher = LifetimeWatcher()
    var closes: [String] = []
    do {
      try #require(app.home.router).open(.fade) { _ in ComposeScreen(title: "Pages") }
      DoubleRunLoop.main.runUntilIdle()
      let pages = try #require(app.tabs?.presentedViewController as? PagesTabBarController)
      #expect(pages.modalPresentationStyle == .fullScreen)
      #expect(UIKitUser.tapTab(in: pages, at: 1))
      DoubleRunLoop.main.runUntilIdle()
      #expect(pages.selected == ["Page 2"])
      #expect(pages.delegate === pages)
      app.expectInSync()
      watcher.watch(pages, as: "pages")
      let screen = try #require(app.window.root?.presentedScreen)
      try #require(screen.router).close { closes.append($0.outcome) }
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(closes == ["done"])
    #expect(app.tabs?.presentedViewController == nil)
    #expect(app.tabs?.view.window != nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// The app replaces the delegate of the sheet's navigation controller the bridge made, and
  /// later the tab bar controller's, each after the bridge started: a link's push in the sheet
  /// and the user's swipe back in it, then the user's tab tap, reach the model, and the app's
  /// delegates hear them.
  @Test func delegatesTheAppReplacesOnTheSheetsStackAndTheTabsHearTheUser() throws {
    let app = try BridgedApp()
    do {
      let sheet = try app.open("Sheet", from: app.home, as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      let navigation = try #require(app.tabs?.presentedViewController as? UINavigationController)
      let navigationDelegate = AppNavigationDelegate()
      navigation.delegate = navigationDelegate
      DoubleRunLoop.main.runUntilIdle()
      try app.open("Step", from: sheet, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      #expect(navigation.viewControllers.map(\.title) == ["Sheet", "Step"])
      let events = app.events { #expect(UIKitUser.swipeBack(in: navigation)) }
      #expect(events.count == 1)
      #expect(sheet.navigationContainer?.stack.map(\.title) == ["Sheet"])
      #expect(
        navigationDelegate.calls == [
          "willShow Step", "didShow Step", "willShow Sheet", "didShow Sheet",
        ])
      try #require(sheet.router).close()
      DoubleRunLoop.main.runUntilIdle()
    }
    let tabs = try #require(app.tabs)
    let tabDelegate = AppTabDelegate()
    tabs.delegate = tabDelegate
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.tapTab(in: tabs, at: 1))
    DoubleRunLoop.main.runUntilIdle()
    #expect((app.window.root as? TabContainer)?.selectedIndex == 1)
    #expect(tabDelegate.selected.count == 1)
    app.expectSettled()
  }

  /// The model dismisses everything (`dismissAll()`) while a `.fade` pop-up is up over a sheet:
  /// UIKit dismisses both in one call, the tabs are back in the window, each close completes
  /// once, and the pop-up and the sheet are freed.
  @Test(arguments: [false, true])
  func dismissingAllUnderAFadedPopUpOverASheetBringsTheTabsBack(overlay: Bool) throws {
    let app = try BridgedApp()
    app.bridge.register(OverlayScreen.self) { OverlayViewController(screen: $0) }
    let watcher = LifetimeWatcher()
    var completions: [String] = []
    let tabs = try #require(app.tabs)
    do {
      let sheet = try app.open("Sheet", from: app.home, as: .modal)
      DoubleRunLoop.main.runUntilIdle()
      try #require(sheet.router).open(.fade) { _ in
        overlay ? OverlayScreen(title: "Pop-up") : ItemScreen(title: "Pop-up")
      }
      DoubleRunLoop.main.runUntilIdle()
      let sheetController = try #require(tabs.presentedViewController)
      let popUp = try #require(sheetController.presentedViewController)
      #expect(popUp.title == "Pop-up")
      #expect((tabs.view.window != nil) == overlay)
      watcher.watch(popUp, as: "pop-up")
      watcher.watch(sheetController, as: "sheet")
      watcher.watch(sheet, as: "sheet screen")
    }
    try #require(app.home.router).dismissAll { completions.append($0.outcome) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(completions == ["done"])
    #expect(tabs.presentedViewController == nil)
    #expect(tabs.view.window != nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// The window's root screen is shown by the app's own tab bar controller: the user's tap on
  /// its second page stays the app's (the bridge's passes leave its selection alone), and a
  /// sheet the model presents from the root is swiped away as any other.
  @Test func aRootScreenShownByTheAppsTabBarControllerKeepsTheUsersPageAcrossPasses() throws {
    let app = try BridgedApp()
    app.bridge.register(ComposeScreen.self) { PagesTabBarController(screen: $0) }
    let watcher = LifetimeWatcher()
    var root: ComposeScreen? = try app.window.setRoot { _ in ComposeScreen(title: "Pages") }
    DoubleRunLoop.main.runUntilIdle()
    do {
      let pages = try #require(app.uiWindow.rootViewController as? PagesTabBarController)
      #expect(UIKitUser.tapTab(in: pages, at: 1))
      DoubleRunLoop.main.runUntilIdle()
      #expect(pages.selected == ["Page 2"])
      var results: [RouteResult<String>] = []
      try #require(root?.router).open(.modal, returning: String.self) { _ in
        ItemScreen(title: "Sheet")
      } onResult: {
        results.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      #expect(pages.selectedIndex == 1, "the app's page stays")
      let sheet = try #require(pages.presentedViewController)
      #expect(sheet.title == "Sheet")
      watcher.watch(sheet, as: "sheet")
      #expect(UIKitUser.swipeDown(sheet))
      DoubleRunLoop.main.runUntilIdle()
      #expect(results == [.cancelled])
      #expect(pages.selectedIndex == 1)
      #expect(pages.delegate === pages)
      app.expectInSync()
      watcher.watch(pages, as: "pages")
    }
    root = nil
    try app.window.setRoot { _ in ItemScreen(title: "Next") }
    DoubleRunLoop.main.runUntilIdle()
    #expect(app.uiWindow.rootViewController?.title == "Next")
    #expect(watcher.survivors == [])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  /// The window's root screen is shown by the app's own navigation controller: the app pushes a
  /// step of its own, the model presents a sheet from the root screen, and the user swipes
  /// back in the app's stack once the sheet is gone; the bridge leaves the app's stack alone.
  @Test func aRootScreenShownByTheAppsNavigationControllerKeepsTheAppsOwnStack() throws {
    let app = try BridgedApp()
    app.bridge.register(ComposeScreen.self) { ComposeNavigationController(screen: $0) }
    var events: [String] = []
    app.bridge.onEvent = { events.append($0.description) }
    let root = try app.window.setRoot { _ in ComposeScreen(title: "Compose") }
    DoubleRunLoop.main.runUntilIdle()
    let compose = try #require(app.uiWindow.rootViewController as? ComposeNavigationController)
    compose.pushViewController(ComposeNavigationController.step("Recipients"), animated: true)
    DoubleRunLoop.main.runUntilIdle()
    do {
      try app.open("Sheet", from: root, as: .modal)
      DoubleRunLoop.main.runUntilIdle()
      let sheet = try #require(compose.presentedViewController)
      #expect(compose.viewControllers.map(\.title) == ["Form", "Recipients"])
      #expect(UIKitUser.swipeDown(sheet))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(root.presentedScreen == nil)
    #expect(UIKitUser.swipeBack(in: compose))
    DoubleRunLoop.main.runUntilIdle()
    #expect(compose.viewControllers.map(\.title) == ["Form"])
    #expect(compose.shown == ["Form", "Recipients", "Form"])
    #expect(events == [])
    #expect(app.window.root === root)
    app.expectInSync()
    #expect(app.bridge.leakedViewControllers() == [])
  }

  /// A link's login sheet waits over the first tab when the model selects the second (the
  /// app's code, a notification's tab): the sheet stays over the tabs, and once the user logs
  /// in, the link completes once and UIKit shows the model, the second tab selected.
  @Test func aTabTheModelSelectsWhileALinksLoginWaitsKeepsTheLoginAndTheLinkGoesOn() throws {
    let app = try BridgedApp()
    var login: ResultRouter<Bool>?
    var finals: [String] = []
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    try deeplinks.register("/orders", guards: [loginGuard(opened: { login = $0 })]) { _ in }
    deeplinks.handle("shop://orders") { finals.append($0.description) }
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    #expect(
      (tabs.presentedViewController as? UINavigationController)?.viewControllers.first?.title
        == "Login")
    try #require(app.other.router).selectTab(at: 1)
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == 1)
    #expect(finals == [])
    app.expectInSync()
    try #require(login).finish(with: true)
    login = nil
    DoubleRunLoop.main.runUntilIdle()
    #expect(finals.count == 1)
    #expect(finals.first?.hasPrefix("handled") == true, "\(finals)")
    #expect(tabs.presentedViewController == nil)
    app.expectSettled()
  }

  /// The session ends while a result sheet is still being presented: the result is `.cancelled`
  /// once, after the presentation has ended, and UIKit shows the new root only.
  @Test func aLogoutWhileAResultSheetAnimatesInCancelsItOnceAndShowsTheNewRoot() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    var results: [RouteResult<String>] = []
    do {
      try #require(app.home.router).open(.modal, returning: String.self) { _ in
        ItemScreen(title: "Picker")
      } onResult: {
        results.append($0)
      }
      DoubleRunLoop.main.runQueuedWork()
      let presented = try #require(app.tabs?.presentedViewController)
      #expect(presented.isBeingPresented)
      watcher.watch(presented, as: "picker")
      watcher.watch(app.tabs, as: "tabs")
      try app.window.setRoot { _ in ItemScreen(title: "Login") }
      DoubleRunLoop.main.runQueuedWork()
      #expect(results == [], "not on screen yet")
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(results == [.cancelled])
    #expect(app.uiWindow.rootViewController?.title == "Login")
    #expect(app.uiWindow.rootViewController?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  /// A wrapped screen whose view controller asks for `.overFullScreen` is presented so, over
  /// the tabs that stay in the window; the user cannot swipe it; its router closes it and the
  /// tabs never disappeared.
  @Test func aWrappedScreenAskingForOverFullScreenLeavesTheTabsInTheWindow() throws {
    let app = try BridgedApp()
    app.bridge.register(StyledScreen.self) { screen in
      let controller = CountingViewController(screen: screen, appeared: { _ in })
      controller.modalPresentationStyle = .overFullScreen
      return controller
    }
    let tabs = try #require(app.tabs)
    var closes: [String] = []
    do {
      let cover = try #require(app.home.router).openStyled("Cover", as: .modal(inNavigation: true))
      DoubleRunLoop.main.runUntilIdle()
      let presented = try #require(tabs.presentedViewController as? UINavigationController)
      #expect(presented.modalPresentationStyle == .overFullScreen)
      #expect(tabs.view.window != nil)
      #expect(!UIKitUser.swipeDown(presented))
      try #require(cover.router).close { closes.append($0.outcome) }
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(closes == ["done"])
    #expect(tabs.presentedViewController == nil)
    app.expectSettled()
  }

  /// The user drags the upper of two sheets down while the model closes the lower one (a
  /// session timeout cancelling the picker flow); the user then lets go or drags it back up:
  /// each result is `.cancelled` once, UIKit shows no sheet, and both are freed.
  @Test(arguments: [true, false])
  func theLowerSheetClosedByTheModelDuringTheUppersSwipeEndsBothOnce(finish: Bool) throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    var results: [String] = []
    do {
      var lower: ResultRouter<String>?
      try #require(app.home.router).open(.modal, returning: String.self) { router in
        lower = router
        return ItemScreen(title: "Lower")
      } onResult: {
        results.append("lower \($0)")
      }
      DoubleRunLoop.main.runUntilIdle()
      try #require(lower?.root?.router).open(.modal, returning: String.self) { _ in
        ItemScreen(title: "Upper")
      } onResult: {
        results.append("upper \($0)")
      }
      DoubleRunLoop.main.runUntilIdle()
      let lowerController = try #require(app.tabs?.presentedViewController)
      let upperController = try #require(lowerController.presentedViewController)
      watcher.watch(lowerController, as: "lower controller")
      watcher.watch(upperController, as: "upper controller")
      watcher.watch(lower?.root, as: "lower screen")
      let gesture = try #require(UIKitUser.beginSwipeDown(upperController))
      try #require(lower).cancel()
      lower = nil
      DoubleRunLoop.main.runUntilIdle()
      if finish { #expect(gesture.finish()) } else { #expect(gesture.cancel()) }
      DoubleRunLoop.main.runUntilIdle()
    }
    DoubleRunLoop.main.advance(by: app.bridge.timeout)
    DoubleRunLoop.main.runUntilIdle()
    #expect(results.sorted() == ["lower cancelled", "upper cancelled"])
    #expect(app.tabs?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    app.expectSettled()
  }

  /// A wrapped result sheet whose pushed result step the user pops with the back button, then
  /// swipes the sheet away: each result is `.cancelled` once, the step's first.
  @Test func aResultSheetsPushedScreenPoppedByTheBackButtonThenTheSheetSwipedEndsEachOnce()
    throws
  {
    let app = try BridgedApp()
    var results: [String] = []
    do {
      var sheet: ResultRouter<String>?
      try #require(app.home.router).open(.modal(inNavigation: true), returning: String.self) {
        router in
        sheet = router
        return ItemScreen(title: "Sheet")
      } onResult: {
        results.append("sheet \($0)")
      }
      DoubleRunLoop.main.runUntilIdle()
      try #require(sheet?.root?.router).open(.push, returning: String.self) { _ in
        ItemScreen(title: "Step")
      } onResult: {
        results.append("step \($0)")
      }
      sheet = nil
      DoubleRunLoop.main.runUntilIdle()
      let navigation = try #require(app.tabs?.presentedViewController as? UINavigationController)
      #expect(navigation.viewControllers.map(\.title) == ["Sheet", "Step"])
      #expect(UIKitUser.tapBackButton(in: navigation))
      DoubleRunLoop.main.runUntilIdle()
      #expect(results == ["step cancelled"])
      #expect(UIKitUser.swipeDown(navigation))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(results == ["step cancelled", "sheet cancelled"])
    app.expectSettled()
  }

  /// A step pushed in a wrapped result sheet that `isModalInPresentation` (unsaved changes)
  /// keeps the whole sheet from the user's swipe; once the user pops it with the back button,
  /// the swipe closes the sheet, and each result is `.cancelled` once, the step's first.
  @Test func aModalStepInAWrappedSheetRefusesTheSwipeUntilTheUserPopsIt() throws {
    let app = try BridgedApp()
    var results: [String] = []
    do {
      var sheet: ResultRouter<String>?
      try #require(app.home.router).open(.modal(inNavigation: true), returning: String.self) {
        router in
        sheet = router
        return ItemScreen(title: "Sheet")
      } onResult: {
        results.append("sheet \($0)")
      }
      DoubleRunLoop.main.runUntilIdle()
      try #require(sheet?.root?.router).open(.push, returning: String.self) { _ in
        ItemScreen(title: "Edit")
      } onResult: {
        results.append("edit \($0)")
      }
      sheet = nil
      DoubleRunLoop.main.runUntilIdle()
      let navigation = try #require(app.tabs?.presentedViewController as? UINavigationController)
      try #require(navigation.topViewController).isModalInPresentation = true
      #expect(!UIKitUser.swipeDown(navigation))
      DoubleRunLoop.main.runUntilIdle()
      #expect(results == [])
      #expect(UIKitUser.tapBackButton(in: navigation))
      DoubleRunLoop.main.runUntilIdle()
      #expect(results == ["edit cancelled"])
      #expect(UIKitUser.swipeDown(navigation))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(results == ["edit cancelled", "sheet cancelled"])
    app.expectSettled()
  }

  /// The session ends while the app's own navigation controller, presented for a result
  /// screen, animates a push of its own: UIKit shows the new root only, the result is
  /// `.cancelled` once, and the app's controller is freed.
  @Test func aLogoutWhileTheAppsOwnPresentedStackPushesShowsOnlyTheNewRoot() throws {
    let app = try BridgedApp()
    app.bridge.register(ComposeScreen.self) { ComposeNavigationController(screen: $0) }
    let watcher = LifetimeWatcher()
    var results: [RouteResult<String>] = []
    do {
      try #require(app.home.router).open(.modal, returning: String.self) { _ in
        ComposeScreen(title: "Compose")
      } onResult: {
        results.append($0)
      }
      DoubleRunLoop.main.runUntilIdle()
      let compose = try #require(app.tabs?.presentedViewController as? ComposeNavigationController)
      compose.pushViewController(ComposeNavigationController.step("Recipients"), animated: true)
      #expect(compose.isInTransition)
      watcher.watch(compose, as: "compose")
      watcher.watch(app.tabs, as: "tabs")
      try app.window.setRoot { _ in ItemScreen(title: "Login") }
      DoubleRunLoop.main.runUntilIdle()
    }
    DoubleRunLoop.main.advance(by: app.bridge.timeout)
    DoubleRunLoop.main.runUntilIdle()
    #expect(results == [.cancelled])
    #expect(app.uiWindow.rootViewController?.title == "Login")
    #expect(app.uiWindow.rootViewController?.presentedViewController == nil)
    #expect(watcher.survivors == [])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  /// The bridge stops while the app's sheet tracks its detent: the app's own delegate is the
  /// sheet's again and hears the user's drag directly.
  @Test func stopHandsTheSheetBackToTheAppsDetentTrackingDelegate() throws {
    let app = try BridgedApp()
    app.bridge.register(StyledScreen.self) { DetentTrackingViewController(screen: $0) }
    _ = try #require(app.home.router).openStyled("Map", as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    try app.open("Elsewhere", from: app.other, as: .push)
    DoubleRunLoop.main.runUntilIdle()
    let tracking = try #require(app.tabs?.presentedViewController as? DetentTrackingViewController)
    #expect(tracking.presentationController?.delegate === app.bridge)
    app.bridge.stop()
    #expect(tracking.presentationController?.delegate === tracking)
    DoubleRunLoop.main.runUntilIdle()
    #expect(UIKitUser.dragSheet(tracking, to: .large))
    #expect(tracking.detents == [.large])
    #expect(DoubleRunLoop.main.log == [])
  }

  /// The app logs out from its tab bar delegate's `didSelect` (a "Sign out" tab): the model
  /// has followed the user's tap, the new root replaces the tabs, and the old tree is freed.
  @Test func aLogoutFromTheAppsDidSelectShowsOnlyTheNewRoot() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    let delegate = ClosureTabDelegate()
    var selectedInModel: [Int?] = []
    delegate.didSelect = { [window = app.window] _ in
      selectedInModel.append((window.root as? TabContainer)?.selectedIndex)
      _ = try? window.setRoot { _ in ItemScreen(title: "Login") }
    }
    do {
      let tabs = try #require(app.tabs)
      tabs.delegate = delegate
      DoubleRunLoop.main.runUntilIdle()
      watcher.watch(tabs, as: "tabs")
      #expect(UIKitUser.tapTab(in: tabs, at: 1))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(selectedInModel == [1])
    #expect(app.uiWindow.rootViewController?.title == "Login")
    #expect(watcher.survivors == [])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }

  /// The app logs out from its navigation delegate's `didShow` after the user's swipe back
  /// (the session expired meanwhile): the new root replaces the tabs, and the old tree is freed.
  @Test func aLogoutFromTheAppsDidShowAfterTheUsersSwipeShowsOnlyTheNewRoot() throws {
    let app = try BridgedApp()
    let watcher = LifetimeWatcher()
    let delegate = ClosureNavigationDelegate()
    do {
      try app.open("Detail", from: app.home, as: .push)
      DoubleRunLoop.main.runUntilIdle()
      let navigation = try #require(app.homeNavigation)
      navigation.delegate = delegate
      DoubleRunLoop.main.runUntilIdle()
      delegate.didShow = { [window = app.window] shown in
        guard shown.title == "Home" else { return }
        _ = try? window.setRoot { _ in ItemScreen(title: "Login") }
      }
      watcher.watch(navigation, as: "home navigation")
      watcher.watch(app.tabs, as: "tabs")
      #expect(UIKitUser.swipeBack(in: navigation))
      DoubleRunLoop.main.runUntilIdle()
    }
    #expect(app.uiWindow.rootViewController?.title == "Login")
    #expect(watcher.survivors == [])
    #expect(app.bridge.leakedViewControllers() == [])
    app.expectInSync()
  }
}

/// A screen whose view controller the app configures in its factory.
@MainActor
private final class StyledScreen: Screen {}

/// A page sheet with a medium and a large detent, set in `viewDidLoad()`.
@MainActor
private final class TwoDetentViewController: ScreenViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    sheetPresentationController?.detents = [.medium(), .large()]
  }
}

extension Result<Void, RoutingError> {
  /// `done` or `failed`, for logs.
  fileprivate var outcome: String {
    switch self {
    case .success: "done"
    case .failure: "failed"
    }
  }
}

/// A view controller that reports each `viewDidAppear(_:)` with its title.
@MainActor
private final class CountingViewController: ScreenViewController {
  private let appeared: @MainActor (String) -> Void

  init(screen: Screen, appeared: @escaping @MainActor (String) -> Void) {
    self.appeared = appeared
    super.init(screen: screen)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appeared(title ?? "")
  }
}

extension Router {
  /// Opens a ``StyledScreen`` titled `title` with `transition` and returns it.
  fileprivate func openStyled(_ title: String, as transition: Transition) throws -> StyledScreen {
    var failure: RoutingError?
    var built: StyledScreen?
    open(transition) { _ in
      let screen = StyledScreen(title: title)
      built = screen
      return screen
    } completion: { result in
      if case .failure(let error) = result { failure = error }
    }
    if let failure { throw failure }
    return try #require(built)
  }
}

/// A sheet that tracks the detent the user drags it to, as Apple's sample does: its own
/// sheet delegate, set in `viewDidLoad()`.
@MainActor
private final class DetentTrackingViewController: ScreenViewController,
  UISheetPresentationControllerDelegate
{
  /// The detents the user dragged the sheet to.
  var detents: [UISheetPresentationController.Detent.Identifier] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    sheetPresentationController?.detents = [.medium(), .large()]
    sheetPresentationController?.delegate = self
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    if let detent = sheetPresentationController.selectedDetentIdentifier { detents.append(detent) }
  }
}

/// A tab bar delegate of the app's whose `didSelect` runs a closure.
@MainActor
private final class ClosureTabDelegate: UITabBarControllerDelegate {
  var didSelect: @MainActor (UIViewController) -> Void = { _ in }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    didSelect(viewController)
  }
}

/// A navigation delegate of the app's whose `didShow` runs a closure.
@MainActor
private final class ClosureNavigationDelegate: UINavigationControllerDelegate {
  var didShow: @MainActor (UIViewController) -> Void = { _ in }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    didShow(viewController)
  }
}
