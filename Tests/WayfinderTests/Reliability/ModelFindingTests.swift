import Testing
import Wayfinder

/// The four behaviour bugs the model test found (issue 13), each reduced to its smallest case.
@MainActor
@Suite struct ModelFindingTests {
  /// A screen identified as `item?n=<n>`, with a router of type `R`.
  static func item<R: DefaultRouter>(_ n: Int, router: R) -> ItemScreen {
    let screen = ItemScreen(viewModel: ItemViewModel(name: "Item \(n)", router: router))
    screen.identity = ScreenIdentity("item", parameters: ["n": "\(n)"])
    return screen
  }

  /// A window whose root is `nav(item?n=0)`.
  static func makeWindow() throws -> (Window, ItemScreen) {
    let window = Window()
    var made: ItemScreen?
    try window.setRoot { router in
      let zero = try router.makeScreen { item(0, router: $0) }
      made = zero
      return try NavigationContainer(root: zero)
    }
    return (window, try #require(made))
  }

  // MARK: - A

  /// A: a link whose handler finishes a modal is handled, although the result handler that the
  /// modal's result triggers (app code) makes a routing call that fails.
  @Test(arguments: ["finish", "cancel", "close"])
  func aLinksResultReflectsItsOwnStepsOnly(ending: String) throws {
    let window = Window()
    var made: ItemScreen?
    try window.setRoot { router in
      let zero = Self.item(0, router: router)
      made = zero
      return zero
    }
    let zero = try #require(made)
    var modal: ResultRouter<Int>?
    var appFailures: [String] = []
    zero.itemRouter.open(.modal, returning: Int.self) { router in
      modal = router
      return Self.item(1, router: router)
    } onResult: { _ in
      // App code: a routing call that fails (the root is on no navigation stack).
      zero.itemRouter.popToRoot { result in
        if case .failure(let error) = result { appFailures.append(error.description) }
      }
    }
    let events = EventLog(context: window.context)
    #expect(try window.path().description == "item?n=0/[modal]item?n=1")
    let deeplinks = try DeeplinkRouter(window: window, origins: ["app://"])
    try deeplinks.register("/close") { _ in
      let router = try #require(modal)
      switch ending {
      case "finish": router.finish(with: 7)
      case "cancel": router.cancel()
      default: router.close()
      }
    }

    let result = deeplinks.handle("app://close")

    #expect(result.description == "handled (opened)")
    #expect(try window.path().description == "item?n=0")
    #expect(appFailures.count == 1, "the app's own call failed, and learnt it")
    #expect(events.lines.contains { $0.hasPrefix("failed: Cannot pop to the root") })
    try window.checkInvariants()
  }

  // MARK: - B

  /// B: a guard's flow that goes away with its presenter, its result dropped, ends the link as
  /// abandoned: the completion runs exactly once and no link stays pending.
  @Test func aGuardsFlowThatGoesAwayEndsTheLink() throws {
    let (window, zero) = try Self.makeWindow()
    let deeplinks = try DeeplinkRouter(window: window, origins: ["app://"])
    zero.itemRouter.open(.push) { Self.item(1, router: $0) }
    var flowResults = 0
    let signedIn = DeeplinkGuard("signed in") { _ in
      .requireFlow { link, completion in
        try link.router(as: (any Router).self).open(.push, returning: Bool.self) { router in
          Self.item(2, router: router)
        } onResult: { result in
          flowResults += 1
          completion(result.value == true ? .success(()) : .failure(LoginCancelled()))
        }
      }
    }
    try deeplinks.register("/orders", guards: [signedIn]) { _ in }
    var completions: [DeeplinkResult] = []
    #expect(
      deeplinks.handle("app://orders") { completions.append($0) }.description.hasPrefix("pending"))
    #expect(try window.path().description == "nav(item?n=0/item?n=1/item?n=2)")

    // The presenter leaves; the flow's screen stays, then closes itself: its result is dropped.
    let login = try #require(window.topmostScreen)
    zero.itemRouter.setStack { stack in
      try stack.keep(zero)
      try stack.keep(login)
    }
    (login.router as? ResultRouter<Bool>)?.finish(with: true)

    #expect(flowResults == 0, "the result is never handed to a presenter that is gone")
    #expect(completions.count == 1)
    #expect(completions.first?.description.hasPrefix("abandoned") == true)
    #expect(deeplinks.pendingURL == nil)
    #expect(try window.path().description == "nav(item?n=0)")
  }

  /// B: a modal flow presented from a pushed screen goes away when something below pops; the
  /// link ends then.
  @Test func aGuardsModalFlowThatGoesAwayWithItsPresenterEndsTheLink() throws {
    let (window, zero) = try Self.makeWindow()
    let deeplinks = try DeeplinkRouter(window: window, origins: ["app://"])
    zero.itemRouter.open(.push) { Self.item(1, router: $0) }
    let signedIn = DeeplinkGuard("signed in") { _ in
      .requireFlow { link, completion in
        // A flow that reports through its own completion, not a result router.
        try link.router(as: (any Router).self).open(.modal) { router in
          let screen = Self.item(2, router: router)
          screen.addAction("Sign in") {
            router.dismiss()
            completion(.success(()))
          }
          return screen
        }
      }
    }
    try deeplinks.register("/orders", guards: [signedIn]) { _ in }
    var completions: [DeeplinkResult] = []
    deeplinks.handle("app://orders") { completions.append($0) }
    #expect(try window.path().description == "nav(item?n=0/item?n=1)/[modal]item?n=2")

    zero.itemRouter.popToRoot()

    #expect(
      completions.map(\.description) == [
        #"abandoned: Cannot open the deeplink "app://orders": the flow of the guard "signed in" closed without a result"#
      ])
    #expect(deeplinks.pendingURL == nil)
  }

  /// B: the flow that closes itself and then reports keeps its link (it is not "gone").
  @Test func aFlowThatClosesItselfThenReportsStillContinuesTheLink() throws {
    let (window, _) = try Self.makeWindow()
    let deeplinks = try DeeplinkRouter(window: window, origins: ["app://"])
    let signedIn = DeeplinkGuard("signed in") { _ in
      .requireFlow { link, completion in
        try link.router(as: (any Router).self).open(.modal(inNavigation: true)) { router in
          let screen = Self.item(2, router: router)
          screen.addAction("Sign in") {
            router.dismiss()
            completion(.success(()))
          }
          return screen
        }
      }
    }
    try deeplinks.register("/orders", guards: [signedIn]) { link in
      try link.router(as: (any Router).self).open(.push) { Self.item(3, router: $0) }
    }
    var completions: [DeeplinkResult] = []
    deeplinks.handle("app://orders") { completions.append($0) }
    try #require(window.topmostScreen).triggerAction("Sign in")
    #expect(completions.map(\.description) == ["handled (opened)"])
    #expect(try window.path().description == "nav(item?n=0/item?n=3)")
  }

  /// B: awaiting a link whose flow goes away returns.
  ///
  /// The test waits for the link to be pending with one `await` (an observer resumes it): a loop
  /// of `Task.yield()` here waited behind every other main-actor test of a loaded run, each turn,
  /// and hit the time limit.
  @Test(.timeLimit(.minutes(3))) func awaitingALinkWhoseFlowGoesAwayReturns() async throws {
    let (window, zero) = try Self.makeWindow()
    let deeplinks = try DeeplinkRouter(window: window, origins: ["app://"])
    zero.itemRouter.open(.push) { Self.item(1, router: $0) }
    let signedIn = DeeplinkGuard("signed in") { _ in
      .requireFlow { link, completion in
        try link.router(as: (any Router).self).open(.modal, returning: Bool.self) { router in
          Self.item(2, router: router)
        } onResult: { _ in
        }  // A flow that never reports.
      }
    }
    try deeplinks.register("/orders", guards: [signedIn]) { _ in }
    var pending: CheckedContinuation<Void, Never>?
    let observation = window.context.addObserver { event in
      if case .pending? = event.feature(as: DeeplinkEvent.self) {
        pending?.resume()
        pending = nil
      }
    }
    defer { observation.cancel() }
    let waiting = Task { @MainActor in await deeplinks.handleAndWait("app://orders") }
    await withCheckedContinuation { pending = $0 }
    zero.itemRouter.popToRoot()
    let result = await waiting.value
    #expect(result.description.hasPrefix("abandoned"))
  }

  // MARK: - C

  /// C: reordering a presented stack keeps every screen closable and its result truthful.
  @Test func reorderingAPresentedStackKeepsEveryScreenClosable() throws {
    let (window, zero) = try Self.makeWindow()
    var results: [RouteResult<Int>] = []
    var one: ItemScreen?
    zero.itemRouter.open(.modal(inNavigation: true), returning: Int.self) { router in
      let screen = Self.item(1, router: router)
      one = screen
      return screen
    } onResult: {
      results.append($0)
    }
    let first = try #require(one)
    var two: ItemScreen?
    first.itemRouter.open(.push) { router in
      let screen = Self.item(2, router: router)
      two = screen
      return screen
    }
    let second = try #require(two)
    #expect(
      try window.path().description == "nav(item?n=0)/[modal in navigation]nav(item?n=1/item?n=2)")

    var reorder: Result<Void, RoutingError>?
    first.itemRouter.setStack { stack in
      try stack.keep(second)
      try stack.keep(first)
    } completion: {
      reorder = $0
    }
    try #require(reorder).get()
    try window.checkInvariants()
    #expect(
      try window.path().description == "nav(item?n=0)/[modal in navigation]nav(item?n=2/item?n=1)")

    // Screen 1 is now pushed: finishing it pops it and delivers its result.
    var closing: Result<Void, RoutingError>?
    (first.itemRouter as? ResultRouter<Int>)?.finish(with: 42) { closing = $0 }
    #expect(closing?.error == nil)
    #expect(results == [.finished(42)])
    #expect(try window.path().description == "nav(item?n=0)/[modal in navigation]nav(item?n=2)")

    // Screen 2 is now the bottom of the presentation: closing it dismisses it.
    #expect(outcome { second.itemRouter.close(completion: $0) }?.error == nil)
    #expect(try window.path().description == "nav(item?n=0)")
    try window.checkInvariants()
  }

  // MARK: - D

  /// D: capture → restore → capture is the identity for every presentation style.
  @Test(arguments: [
    ScreenPath(.named("a"), (style: "fade", node: .nav("b"))),
    ScreenPath(.named("a"), (style: "fade", node: .tabs([.named("b")], selectedIndex: 0))),
    ScreenPath(.named("a"), (style: "modal", node: .nav("b"))),
    ScreenPath(
      .named("a"), (style: "modal", node: .tabs([.named("b"), .nav("a")], selectedIndex: 0))),
    ScreenPath(.named("a"), (style: "fade in navigation", node: .nav("b", "a"))),
    ScreenPath(.named("a"), (style: "modal in navigation", node: .nav("b"))),
    ScreenPath(.nav("a"), (style: "fade", node: .named("b"))),
    ScreenPath(
      .tabs([.named("a")], selectedIndex: 0), (style: "fade", node: .nav("b")),
      (style: "modal", node: .tabs([.named("a"), .nav("b")], selectedIndex: 1))),
  ])
  func restoringKeepsThePresentationStyle(path: ScreenPath) throws {
    var registry = ScreenRegistry()
    for name in ["a", "b"] {
      registry.register(name) { identity, _ in Screen(title: identity.name) }
    }
    let window = Window()
    try window.restore(path, using: registry)
    try window.checkInvariants()
    #expect(try window.path() == path)
  }
}
