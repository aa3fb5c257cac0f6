import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite struct RecordingDoublesTests {
  @Test func theRecordingRouterRecordsEveryRequestWithoutAWindow() throws {
    let router = RecordingRouter()
    router.open(.push) { ItemScreen(viewModel: ItemViewModel(name: "Product 42", router: $0)) }
    router.open(.fade) { ItemScreen(viewModel: ItemViewModel(name: "Added", router: $0)) }
    router.close()
    router.dismiss()
    router.focus()
    router.selectTab(at: 1)
    #expect(
      router.log == [
        #"route ItemScreen "Product 42" (push, system.push 350ms)"#,
        #"route ItemScreen "Added" (animated, fade 300ms)"#,
        "close", "dismiss", "focus", "select tab 1",
      ])
    let routed = try #require(router.routedScreens.first)
    #expect(routed.transition == .push)
    #expect(routed.animator == SystemAnimator.push.info)
    let product = try #require(routed.screen as? ItemScreen)
    #expect(product.itemRouter.root === product)
    #expect(product.itemRouter.rootTransition.name == "push")
    router.reset()
    #expect(router.requests.isEmpty)
  }

  @Test func theRecordingRouterRecordsOnlyItsOwnRequests() throws {
    let router = RecordingRouter()
    var results: [RouteResult<Int>] = []
    router.open(.modal, returning: Int.self) { _ in
      Screen(title: "Picker")
    } onResult: {
      results.append($0)
    }
    let picker = try #require(router.routedScreens.first?.screen.router as? ResultRouter<Int>)
    // The picker's own router finishes: its close is the picker's, not the recording router's.
    picker.finish(with: 5)
    #expect(router.log == [#"route Screen "Picker" (modal, system.modal 300ms)"#])
    #expect(results == [.finished(5)])
  }

  @Test func recordedRequestsCompareWithEquals() throws {
    let router = RecordingRouter()
    router.close()
    router.selectTab(at: 2)
    router.popToRoot(animated: false)
    router.open(.push) { ItemScreen(viewModel: ItemViewModel(name: "Product 42", router: $0)) }
    let routed = try #require(router.routedScreens.first)
    #expect(
      router.requests == [
        .close, .selectTab(index: 2), .popToRoot(animated: false), .route(routed),
      ])
    #expect(
      router.requests != [
        .close, .selectTab(index: 1), .popToRoot(animated: false), .route(routed),
      ])
    let other = RecordingRouter()
    other.open(.push) { ItemScreen(viewModel: ItemViewModel(name: "Product 42", router: $0)) }
    // Screens compare by identity: another screen with the same title is another request.
    #expect(other.requests != [.route(routed)])
  }

  @Test func theRecordingRouterRecordsStackOperations() throws {
    let router = RecordingRouter()
    router.popToRoot()
    router.popToRoot(animated: false)
    var replaced: ItemScreen?
    router.popAndPush {
      ItemScreen(viewModel: ItemViewModel(name: "Welcome", router: $0))
    } completion: {
      replaced = try? $0.get()
    }
    var cart: ItemScreen?
    router.setStack(animated: false) { stack in
      try stack.keep(router.ownedRoot)
      cart = try stack.push { ItemScreen(viewModel: ItemViewModel(name: "Cart", router: $0)) }
    }
    router.dismissAll()
    #expect(
      router.log == [
        "pop to root", "pop to root (not animated)",
        #"pop and push ItemScreen "Welcome" (push, system.push 350ms)"#,
        #"set stack (not animated): Screen "RecordingRouter root", ItemScreen "Cart""#,
        "dismiss all",
      ])
    let welcome = try #require(replaced)
    #expect(welcome.itemRouter.root === welcome)
    let built = try #require(cart)
    #expect(built.itemRouter.root === built)
    #expect(built.itemRouter.rootTransition.name == "push")
    #expect(built.itemRouter.rootTransition.animator == nil)
  }

  @Test func theRecordingRouterRefusesTheStacksTheRealOneRefuses() {
    let router = RecordingRouter()
    var messages: [String?] = []
    router.setStack(
      animated: false, build: { _ in }, completion: { messages.append($0.error?.description) })
    router.setStack(
      animated: false,
      build: { stack in
        try stack.keep(router.ownedRoot)
        try stack.keep(router.ownedRoot)
      }, completion: { messages.append($0.error?.description) })
    #expect(router.requests.isEmpty)
    #expect(
      messages == [
        "Cannot replace the navigation stack: a navigation stack needs at least one screen",
        #"Cannot replace the navigation stack: Screen "RecordingRouter root" appears more than once"#,
      ])
  }

  @Test func aNewBottomScreenTakesTheRecordingRoutersTransition() throws {
    let router = RecordingRouter(rootTransition: Transition.modal)
    var bottom: ItemScreen?
    router.setStack(animated: true) { stack in
      bottom = try stack.push { ItemScreen(viewModel: ItemViewModel(name: "Bottom", router: $0)) }
    }
    let built = try #require(bottom)
    #expect(built.itemRouter.rootTransition.name == "modal")
    #expect(router.log == [#"set stack: ItemScreen "Bottom""#])
  }

  @Test func theRecordingRouterFailsASetStackWhoseBuilderThrows() {
    let router = RecordingRouter()
    var outcome: Result<Void, RoutingError>?
    router.setStack(
      animated: true,
      build: { stack in
        try stack.push { _ -> Screen in throw ProductMissing() }
      }, completion: { outcome = $0 })
    #expect(router.requests.isEmpty)
    #expect(
      outcome?.error?.description
        == "Cannot replace the navigation stack: building the screen failed: no such product")
  }

  @Test func theRecordingRouterCanFailEveryRequest() {
    let router = RecordingRouter()
    let failure = RoutingError("close", .rootDeallocated)
    router.failure = failure
    var events: [RoutingEvent] = []
    router.context.addObserver { events.append($0) }
    let result = outcome { router.close(completion: $0) }
    #expect(result?.error == failure)
    #expect(events.map(\.error) == [failure])
    #expect(router.log == ["close"])
  }

  @Test func theLifetimeWatcherNamesSurvivors() {
    let watcher = LifetimeWatcher()
    var kept: Screen? = Screen(title: "Kept")
    do {
      let freed = Screen(title: "Freed")
      watcher.watch(freed, as: "freed")
      watcher.watch(kept, as: "kept")
      watcher.watch(nil)
    }
    #expect(watcher.count == 2)
    #expect(watcher.survivors == ["kept"])
    #expect(!watcher.allFreed)
    kept = nil
    #expect(watcher.allFreed)
  }
}

/// An error a screen builder throws.
private struct ProductMissing: Error, CustomStringConvertible {
  var description: String { "no such product" }
}
