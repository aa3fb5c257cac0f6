import Testing
import Wayfinder

// The article's part 3: a view model holds only the routes it needs, and a test hands it a
// hand-written mock that counts the calls, reached through `any Routes`.

/// A feature route, as an app declares one.
@MainActor
protocol ReviewRoute {
  func openReview(id: Int)
}

extension ReviewRoute where Self: Router {
  func openReview(id: Int) {
    open(.modal(inNavigation: true)) { router in
      ItemScreen(viewModel: ItemViewModel(name: "Review \(id)", router: router))
    }
  }
}

extension DefaultRouter: ReviewRoute {}

/// A view model that composes the routes it needs.
@MainActor
final class ReviewListViewModel {
  typealias Routes = ReviewRoute & Closable & Dismissable

  private let router: any Routes

  init(router: any Routes) {
    self.router = router
  }

  func didSelect(id: Int) { router.openReview(id: id) }
  func didTapBack() { router.close() }
  func didTapDone() { router.dismiss() }

  /// An `async` method calling the fire-and-forget routes: no `try`, no `await`.
  func finishAfterSaving(_ save: () async -> Void) async {
    await save()
    router.close()
  }
}

/// The article's `RoutesMock`: implements exactly the requirements, counting the calls.
@MainActor
final class ReviewRoutesMock: ReviewListViewModel.Routes {
  var openReviewIDs: [Int] = []
  var closeCallsCount = 0
  var dismissCallsCount = 0

  func openReview(id: Int) { openReviewIDs.append(id) }
  func close() { closeCallsCount += 1 }
  func dismiss() { dismissCallsCount += 1 }
}

@MainActor
@Suite struct ArticleRouterTests {
  @Test func aHandWrittenMockIsCalledThroughAnyRoutes() {
    let mock = ReviewRoutesMock()
    let viewModel = ReviewListViewModel(router: mock)
    viewModel.didSelect(id: 7)
    viewModel.didTapBack()
    viewModel.didTapDone()
    viewModel.didTapDone()
    #expect(mock.openReviewIDs == [7])
    #expect(mock.closeCallsCount == 1)
    #expect(mock.dismissCallsCount == 2)
  }

  @Test func anAsyncFunctionCallsCloseWithoutTryOrAwait() async {
    let mock = ReviewRoutesMock()
    let viewModel = ReviewListViewModel(router: mock)
    await viewModel.finishAfterSaving {}
    #expect(mock.closeCallsCount == 1)
  }

  @Test func theRealRouterCarriesOutTheSameCalls() throws {
    let harness = try Harness()
    let viewModel = ReviewListViewModel(router: harness.home.itemRouter)
    viewModel.didSelect(id: 3)
    let review = try #require(harness.window.topmostScreen as? ItemScreen)
    #expect(review.title == "Review 3")
    ReviewListViewModel(router: review.itemRouter).didTapDone()
    #expect(harness.window.topmostScreen === harness.home)
    try harness.window.checkInvariants()
  }

  @Test func aScreenWrappedInAContainerByItsRouteCanCloseAndDismissThroughItsRouter() throws {
    let harness = try Harness()
    var made: ItemScreen?
    harness.home.itemRouter.open(.modal) { router in
      let screen = ItemScreen(viewModel: ItemViewModel(name: "Wrapped", router: router))
      made = screen
      return try NavigationContainer(root: screen)
    }
    let wrapped = try #require(made)
    #expect(wrapped.container is NavigationContainer)
    // The route's router belongs to the container; the screen at its bottom reaches it.
    let router = try #require(wrapped.router)
    #expect(router === wrapped.itemRouter)
    router.dismiss()
    #expect(harness.navigation.presentedScreen == nil)

    harness.home.itemRouter.open(.modal) { router in
      try NavigationContainer(
        root: ItemScreen(viewModel: ItemViewModel(name: "Again", router: router)))
    }
    let again = try #require(harness.window.topmostScreen)
    #expect(again.title == "Again")
    again.router?.close()
    #expect(harness.navigation.presentedScreen == nil)
    try harness.window.checkInvariants()
  }
  @Test func aScreenMadeForAWrappingStackClosesTheStackWithItsOwnRouter() throws {
    let harness = try Harness()
    var made: ItemScreen?
    harness.home.itemRouter.open(.modal) { router in
      let screen = try router.makeScreen { inner in
        ItemScreen(viewModel: ItemViewModel(name: "Wrapped", router: inner))
      }
      made = screen
      return try NavigationContainer(root: screen)
    }
    let wrapped = try #require(made)
    // Its own router placed it with the empty transition; closing it undoes the stack's.
    #expect(wrapped.itemRouter.rootTransition.placement == .container)
    harness.events.clear()
    var outcome: Result<Void, RoutingError>?
    wrapped.itemRouter.close { outcome = $0 }
    #expect(throws: Never.self) { try outcome?.get() }
    #expect(harness.navigation.presentedScreen == nil)
    #expect(
      harness.events.lines == [
        #"closed NavigationContainer of ItemScreen "Wrapped" (modal, system.modal 300ms)"#
      ])
    try harness.window.checkInvariants()
  }

  @Test func aScreenAtTheBottomOfAStackNoRouterOpenedStillRefusesToClose() throws {
    let harness = try Harness()
    // The window's stack was made by `setRoot`, whose transition cannot be undone either.
    var outcome: Result<Void, RoutingError>?
    harness.home.itemRouter.close { outcome = $0 }
    #expect(
      outcome?.error?.description
        == #"Cannot close ItemScreen "Home": ItemScreen "Home" was placed by its container (as a tab or a stack's first screen), so there is nothing to close"#
    )
    #expect(harness.navigation.stack.map(ObjectIdentifier.init) == [ObjectIdentifier(harness.home)])
  }
}
