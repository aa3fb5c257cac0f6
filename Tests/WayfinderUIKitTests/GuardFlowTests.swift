import Testing
import UIKitDouble
import Wayfinder
import WayfinderUIKit

/// A link waiting for a guard's flow whose sheet leaves UIKit: the user's swipe, or the flow's
/// own UIKit code.
@MainActor
@Suite struct GuardFlowTests {
  @Test func swipingDownTheSheetOfAFlowThatReportsByHandAbandonsItsLink() throws {
    // Reports from its own buttons only (never tapped here).
    let link = try PendingLink(
      guardedBy: DeeplinkGuard("signed in") { _ in
        .requireFlow { link, _ in
          try link.router(as: DefaultRouter.self).open(.modal(inNavigation: true)) { _ in
            ItemScreen(title: "Login")
          }
        }
      })

    #expect(UIKitUser.swipeDown(try link.sheet()))
    DoubleRunLoop.main.runUntilIdle()

    #expect(link.final?.error?.reason == .flowClosed(guardName: "signed in"))
    #expect(link.deeplinks.pendingURL == nil)
    #expect(link.app.window.root?.presentedScreen == nil)
    link.app.expectInSync()
  }

  @Test func aResultFlowSwipedAwayDecidesWhatBecomesOfItsLink() throws {
    var heard: RouteResult<Bool>?
    // A tips sheet: dismissing it is fine, the link goes on.
    let link = try PendingLink(
      guardedBy: resultFlow("tips") { result, completion in
        heard = result
        completion(.success(()))
      })

    #expect(UIKitUser.swipeDown(try link.sheet()))
    DoubleRunLoop.main.runUntilIdle()

    #expect(heard == .cancelled)
    #expect(link.handled, "the flow said go on")
    #expect(link.final?.description == "handled (opened)")
    link.app.expectInSync()
  }

  @Test func aResultFlowSwipedAwayReportsItsOwnError() throws {
    let link = try PendingLink(
      guardedBy: resultFlow("consent") { result, completion in
        completion(result == .finished(true) ? .success(()) : .failure(Declined()))
      })

    #expect(UIKitUser.swipeDown(try link.sheet()))
    DoubleRunLoop.main.runUntilIdle()

    #expect(link.final?.error?.reason == .flowFailed(guardName: "consent", Declined()))
    link.app.expectInSync()
  }

  @Test(arguments: [true, false])
  func aFlowWhoseOwnCodeDismissesItsSheetInUIKitReportsItself(animated: Bool) throws {
    var report: DeeplinkGuard.FlowCompletion?
    let link = try PendingLink(
      guardedBy: DeeplinkGuard("signed in") { _ in
        .requireFlow { link, completion in
          report = completion
          try link.router(as: DefaultRouter.self).open(.modal(inNavigation: true)) { _ in
            ItemScreen(title: "Login")
          }
        }
      })

    try link.sheet().dismiss(animated: animated) { report?(.failure(Declined())) }
    DoubleRunLoop.main.runUntilIdle()

    #expect(link.final?.error?.reason == .flowFailed(guardName: "signed in", Declined()))
    link.app.expectInSync()
  }
}

/// A guard named `name` whose flow presents a sheet for a `Bool` result and hands the result,
/// with the flow's completion, to `decide`.
@MainActor
private func resultFlow(
  _ name: String,
  decide: @escaping @MainActor (RouteResult<Bool>, DeeplinkGuard.FlowCompletion) -> Void
) -> DeeplinkGuard {
  DeeplinkGuard(name) { _ in
    .requireFlow { link, completion in
      try link.router(as: DefaultRouter.self).open(.modal, returning: Bool.self) { _ in
        ItemScreen(title: name)
      } onResult: { result in
        decide(result, completion)
      }
    }
  }
}

/// `shop://orders` handled in a bridged app, waiting for the flow of its guard, whose sheet
/// UIKit shows.
@MainActor
private final class PendingLink {
  let app: BridgedApp
  let deeplinks: DeeplinkRouter
  /// What became of the link, once it ended.
  private(set) var final: DeeplinkResult?
  /// Whether the link's handler ran.
  private(set) var handled = false

  init(guardedBy linkGuard: DeeplinkGuard) throws {
    app = try BridgedApp()
    deeplinks = try DeeplinkRouter(window: app.window, origins: ["shop://"])
    try deeplinks.register("/orders", guards: [linkGuard]) { [weak self] _ in
      self?.handled = true
    }
    deeplinks.handle("shop://orders") { [weak self] in self?.final = $0 }
    DoubleRunLoop.main.runUntilIdle()
  }

  /// The flow's sheet in UIKit.
  func sheet() throws -> UIViewController {
    try #require(app.tabs?.presentedViewController)
  }
}

/// The user declined a guard's flow.
private struct Declined: Error, CustomStringConvertible {
  var description: String { "declined" }
}
