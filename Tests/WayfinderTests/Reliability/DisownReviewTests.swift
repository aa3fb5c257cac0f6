import Testing
import Wayfinder

/// A refused request gives back only a screen it did not place.
@MainActor
@Suite struct DisownReviewTests {
  let harness: Harness

  init() throws {
    harness = try Harness()
  }

  /// Routes, then takes a second step (selecting a tab that is not there) whose failure it
  /// reports: the screen is placed when the failure comes.
  final class PushThenSelectRouter: DefaultRouter {
    override func route(
      to screen: Screen, as transition: Transition, completion: RoutingCompletion?
    ) {
      super.route(to: screen, as: transition) { result in
        guard case .success = result else {
          completion?(result)
          return
        }
        self.selectTab(at: 3, completion: completion)
      }
    }
  }

  @Test func aFailureReportedAfterTheScreenWasPlacedLeavesItsRouter() throws {
    var made: PushThenSelectRouter?
    harness.home.itemRouter.open(.push, router: PushThenSelectRouter.self) { router in
      made = router
      return Screen(title: "Product")
    }
    let router = try #require(made)
    let kept = Screen(title: "Kept")
    var outcome: Result<Screen, RoutingError>?
    router.open(.push) { _ in
      kept
    } completion: {
      outcome = $0
    }
    #expect(outcome?.error != nil)
    #expect(kept.isInHierarchy)
    #expect(kept.router != nil)
    var closed: Result<Void, RoutingError>?
    kept.router?.close { closed = $0 }
    #expect(closed.map { (try? $0.get()) != nil } == true)
    try harness.window.checkInvariants()
  }

  @Test func aFailureReportedAfterTheScreenWasPlacedLeavesItsRouterWithoutCompletion() throws {
    var made: PushThenSelectRouter?
    harness.home.itemRouter.open(.push, router: PushThenSelectRouter.self) { router in
      made = router
      return Screen(title: "Product")
    }
    let router = try #require(made)
    let kept = Screen(title: "Kept")
    router.open(.push) { _ in kept }
    #expect(kept.isInHierarchy)
    #expect(kept.router != nil)
    try harness.window.checkInvariants()
  }

  /// An observer of the refusal shows the screen another way (a fallback).
  @Test func anObserverThatPlacesTheRefusedScreenKeepsItsRouter() throws {
    let popUp = try harness.open("Pop-up", from: harness.home.itemRouter, as: .fade)
    let kept = Screen(title: "Kept")
    var fellBack = false
    let observation = harness.window.context.addObserver { event in
      guard event.error != nil, !fellBack else { return }
      fellBack = true
      popUp.itemRouter.route(to: kept, as: .modal)
    }
    defer { observation.cancel() }
    popUp.itemRouter.open(.push) { _ in kept }
    #expect(fellBack)
    #expect(kept.isInHierarchy)
    #expect(kept.router != nil)
    try harness.window.checkInvariants()
  }
}
