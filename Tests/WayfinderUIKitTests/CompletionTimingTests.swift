import Foundation
import Testing
import UIKitDouble
import Wayfinder
import WayfinderUIKit

/// With a bridge, a completion means "on screen": it runs once UIKit's transition has ended, so
/// the app's next UIKit call starts from what the user sees.
@MainActor
@Suite struct CompletionTimingTests {
  @Test func aCloseCompletesWhenUIKitHasDismissedTheScreen() throws {
    let app = try BridgedApp()
    let sheet = try app.open("Login", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    // Whether UIKit still presented the login when the completion ran.
    var stillPresentedWhenDone: Bool?
    sheet.router?.close { result in
      #expect(throws: Never.self) { try result.get() }
      stillPresentedWhenDone = app.tabs?.presentedViewController != nil
    }
    #expect(stillPresentedWhenDone == nil, "not inside the call")
    DoubleRunLoop.main.runQueuedWork()
    #expect(stillPresentedWhenDone == nil, "not while UIKit still animates the dismissal")
    DoubleRunLoop.main.runUntilIdle()
    #expect(stillPresentedWhenDone == false, "UIKit no longer presents the login")
    app.expectInSync()
  }

  @Test func closeTheLoginThenPresentTheAppsShareSheetWorksWithoutTiming() throws {
    let app = try BridgedApp()
    let sheet = try app.open("Login", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    let share = UIActivityViewController(activityItems: ["link"], applicationActivities: nil)
    sheet.router?.close { _ in tabs.present(share, animated: true) }
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController === share)
    #expect(DoubleRunLoop.main.log == [], "UIKit refused nothing")
    app.expectInSync()
  }

  @Test func aCloseFollowedByAnOpenInTheSameTurnCompletesOnceTheCloseIsOnScreen() throws {
    let app = try BridgedApp()
    let login = try app.open("Login", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    // What UIKit presented when each completion ran.
    var seen: [String] = []
    func presented() -> String {
      tabs.presentedViewController.flatMap { app.bridge.screen(for: $0)?.title } ?? "nothing"
    }
    login.router?.close { _ in seen.append("close: \(presented())") }
    app.home.router?.open(
      .modal, build: { _ in ItemScreen(title: "Sign Up") },
      completion: { _ in seen.append("open: \(presented())") })
    DoubleRunLoop.main.runUntilIdle()
    #expect(seen == ["close: nothing", "open: Sign Up"])
    app.expectInSync()
  }

  @Test func aCloseFollowedByAnOpenInTheSameTurnLetsTheAppPresentBetweenThem() throws {
    let app = try BridgedApp()
    let login = try app.open("Login", from: app.home, as: .modal)
    DoubleRunLoop.main.runUntilIdle()
    let tabs = try #require(app.tabs)
    let share = UIActivityViewController(activityItems: ["link"], applicationActivities: nil)
    login.router?.close { _ in tabs.present(share, animated: true) }
    app.home.router?.open(.modal, build: { _ in ItemScreen(title: "Sign Up") })
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController === share, "the share sheet came first")
    #expect(app.bridge.differenceReport() != nil, "the sign-up waits for the share sheet")
    share.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.presentedViewController.flatMap { app.bridge.screen(for: $0)?.title } == "Sign Up")
    app.expectInSync()
  }

  @Test func aResultReachesThePresenterOnceItsScreenIsGoneFromUIKit() throws {
    let app = try BridgedApp()
    let router = try #require(app.home.router)
    var stillPresentedOnResult: Bool?
    var resultRouter: ResultRouter<String>?
    router.open(.modal, returning: String.self) { router in
      resultRouter = router
      return ItemScreen(title: "Picker")
    } onResult: { _ in
      stillPresentedOnResult = app.tabs?.presentedViewController != nil
    }
    DoubleRunLoop.main.runUntilIdle()
    resultRouter?.finish(with: "red")
    DoubleRunLoop.main.runQueuedWork()
    #expect(stillPresentedOnResult == nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(stillPresentedOnResult == false)
    app.expectInSync()
  }

  @Test func aRefusedRequestCompletesAtOnceWithItsError() throws {
    let app = try BridgedApp()
    var outcome: Result<Void, RoutingError>?
    app.home.router?.close { outcome = $0 }
    #expect(outcome.map { (try? $0.get()) == nil } == true, "the tab's root cannot be closed")
  }

  @Test func stoppingTheBridgeRunsTheCompletionsThatWaited() throws {
    let app = try BridgedApp()
    var done = false
    try app.open("Detail", from: app.home, as: .push)
    app.home.navigationContainer?.topScreen.router?.close { _ in done = true }
    #expect(!done)
    app.bridge.stop()
    #expect(done)
  }
}
