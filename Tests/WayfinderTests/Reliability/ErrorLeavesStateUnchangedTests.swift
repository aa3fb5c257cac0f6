import Testing
import Wayfinder
import WayfinderTesting

/// What a user can observe of a window: its tree, the leak report and its rules.
@MainActor
struct WindowState: Equatable {
  let tree: String
  let leaks: [String]

  init(_ window: Window) throws {
    try window.checkInvariants()
    tree = window.render()
    leaks = window.leakedScreens().map(\.description)
  }
}

/// A refused call, through the public API only: the typed error, with a message naming the
/// problem, one `failed` event carrying it, and the window exactly as it was.
@MainActor
@Suite struct ErrorLeavesStateUnchangedTests {
  let harness: Harness
  var window: Window { harness.window }
  var home: ItemScreen { harness.home }

  init() throws {
    harness = try Harness()
  }

  /// Runs `request`, checks that it failed with one `failed` event carrying its error and left
  /// the window as it was, and returns the error.
  func refusal(
    _ request: (@escaping RoutingCompletion) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> RoutingError {
    let before = try WindowState(window)
    harness.events.clear()
    var outcomes: [Result<Void, RoutingError>] = []
    request { outcomes.append($0) }
    #expect(outcomes.count == 1, sourceLocation: sourceLocation)
    let error = try #require(outcomes.first?.error, sourceLocation: sourceLocation)
    #expect(harness.events.events.map(\.error) == [error], sourceLocation: sourceLocation)
    #expect(try WindowState(window) == before, sourceLocation: sourceLocation)
    return error
  }

  // MARK: - A screen the app made itself, handed to a request that fails

  @Test func aFailedOpenLeavesTheAppsOwnScreenWithoutARouter() throws {
    let popUp = try harness.open("Pop-up", from: home.itemRouter, as: .fade)
    let kept = Screen(title: "Kept")
    let error = try refusal { completion in
      popUp.itemRouter.open(.push) { _ in
        kept
      } completion: {
        completion($0.map { _ in })
      }
    }
    #expect(error.reason == .noNavigationContainer(ScreenInfo(popUp)))
    #expect(kept.router == nil)
    // The app can still open it from a router that can push it.
    var opened: Result<Screen, RoutingError>?
    home.itemRouter.open(.push) { _ in
      kept
    } completion: {
      opened = $0
    }
    #expect(try opened?.get() === kept)
  }

  @Test func aFailedRouteLeavesTheAppsOwnScreenAsItWas() throws {
    let popUp = try harness.open("Pop-up", from: home.itemRouter, as: .fade)
    let kept = Screen(title: "Kept")
    _ = try refusal { popUp.itemRouter.route(to: kept, as: .push, completion: $0) }
    #expect(kept.router == nil && !kept.isInHierarchy)
  }

  @Test func aFailedOpenForAResultLeavesTheAppsOwnScreenWithoutARouter() throws {
    let popUp = try harness.open("Pop-up", from: home.itemRouter, as: .fade)
    let kept = Screen(title: "Kept")
    var results: [RouteResult<Int>] = []
    let before = try WindowState(window)
    harness.events.clear()
    popUp.itemRouter.open(.push, returning: Int.self) { _ in
      kept
    } onResult: {
      results.append($0)
    }
    #expect(results.count == 1)
    #expect(results.first?.error?.reason == .noNavigationContainer(ScreenInfo(popUp)))
    #expect(harness.events.events.map(\.error) == [results.first?.error])
    #expect(try WindowState(window) == before)
    #expect(kept.router == nil)
  }

  @Test func aFailedPopAndPushLeavesTheAppsOwnScreenWithoutARouter() throws {
    let popUp = try harness.open("Pop-up", from: home.itemRouter, as: .fade)
    let kept = Screen(title: "Kept")
    let error = try refusal { completion in
      popUp.itemRouter.popAndPush { _ in
        kept
      } completion: {
        completion($0.map { _ in })
      }
    }
    #expect(error.reason == .noNavigationContainer(ScreenInfo(popUp)))
    #expect(kept.router == nil)
  }

  @Test(arguments: [true, false])
  func aFailedSetStackLeavesTheAppsOwnScreensWithoutRouters(builderThrows: Bool) throws {
    let product = try harness.open("Product", from: home.itemRouter, as: .push)
    let kept = Screen(title: "Kept")
    let error = try refusal { completion in
      product.itemRouter.setStack(
        build: { stack in
          try stack.keep(home)
          try stack.push { _ in kept }
          if builderThrows { throw SampleFailure() }
          try stack.keep(home)
        }, completion: completion)
    }
    #expect(
      error.reason
        == (builderThrows
          ? .buildFailed(SampleFailure()) : .hierarchy(.duplicateScreen(ScreenInfo(home)))))
    #expect(kept.router == nil && !kept.isInHierarchy)
  }

  @Test func aSetRootThatFailsLeavesTheScreensItWasGivenAsTheyWere() throws {
    let other = Window()
    let otherRoot = try other.setRoot { _ in Screen(title: "Other") }
    let foreign = try #require(otherRoot.router).makeScreen { _ in Screen(title: "Foreign") }
    let kept = Screen(title: "Kept")
    let before = try WindowState(window)
    harness.events.clear()
    let error = #expect(throws: RoutingError.self) {
      try window.setRoot { _ in try TabContainer(tabs: [kept, foreign]) }
    }
    #expect(error?.reason == .otherWindow(ScreenInfo(foreign)))
    #expect(harness.events.events.map(\.error) == [error])
    #expect(try WindowState(window) == before)
    #expect(kept.router == nil && !kept.isInHierarchy)
    #expect(!foreign.isInHierarchy)
  }

  // MARK: - Restoring

  @Test func aRestoreRefusingAnotherIdentityLeavesTheAppsScreenAsItWas() throws {
    let kept = Screen(title: "Kept")
    kept.identity = ScreenIdentity("wishlist")
    var registry = ScreenRegistry()
    registry.register("shop") { _, _ in kept }
    let before = try WindowState(window)
    harness.events.clear()
    #expect(
      throws: ScreenPathError.identityMismatch(
        expected: ScreenIdentity("shop"), actual: ScreenIdentity("wishlist"))
    ) {
      try window.restore(ScreenPath(root: .screen(ScreenIdentity("shop"))), using: registry)
    }
    #expect(try WindowState(window) == before)
    #expect(kept.router == nil)
    #expect(kept.identity == ScreenIdentity("wishlist"))
  }

  @Test func aRestoreRefusingAContainerLeavesTheAppsContainerAsItWas() throws {
    let inner = Screen(title: "Inner")
    let made = try NavigationContainer(root: inner)
    var registry = ScreenRegistry()
    registry.register("shop") { _, _ in made }
    let before = try WindowState(window)
    #expect(throws: ScreenPathError.self) {
      try window.restore(ScreenPath(root: .screen(ScreenIdentity("shop"))), using: registry)
    }
    #expect(try WindowState(window) == before)
    #expect(made.router == nil && inner.router == nil)
    #expect(made.identity == nil)
  }

  @Test func aRestoreWhoseLaterBuilderFailsLeavesEarlierAppScreensAsTheyWere() throws {
    let kept = Screen(title: "Kept")
    var registry = ScreenRegistry()
    registry.register("shop") { _, _ in kept }
    registry.register("bad") { identity, _ in
      throw ScreenPathError.badParameter(identity, key: "id", problem: "is missing")
    }
    let before = try WindowState(window)
    #expect(throws: ScreenPathError.self) {
      try window.restore(
        ScreenPath(root: .stack([ScreenIdentity("shop"), ScreenIdentity("bad")])), using: registry)
    }
    #expect(try WindowState(window) == before)
    #expect(kept.router == nil && !kept.isInHierarchy)
    #expect(kept.identity == nil)
  }

  @Test func aRestoreRefusedAfterAPresentationLeavesTheAppsScreenPresentingNothing() throws {
    let kept = Screen(title: "Kept")
    var registry = ScreenRegistry()
    registry.register("shop") { _, _ in kept }
    registry.register("sheet") { _, _ in Screen(title: "Sheet") }
    let before = try WindowState(window)
    let error = #expect(throws: ScreenPathError.self) {
      try window.restore(
        ScreenPath(
          root: .screen(ScreenIdentity("shop")),
          presentations: [
            ScreenPath.Presentation(style: "modal", node: .screen(ScreenIdentity("sheet"))),
            ScreenPath.Presentation(style: "modal", node: .screen(ScreenIdentity("nope"))),
          ]),
        using: registry)
    }
    #expect(error == .unknownScreen("nope"))
    #expect(try WindowState(window) == before)
    #expect(kept.presentedScreen == nil)
    #expect(kept.router == nil && kept.identity == nil)
  }

  // MARK: - Results

  @Test func aResultScreenThatCannotOpenFailsOnceAndFreesWhatItBuilt() throws {
    let popUp = try harness.open("Pop-up", from: home.itemRouter, as: .fade)
    let before = try WindowState(window)
    harness.events.clear()
    var results: [RouteResult<Int>] = []
    weak var built: Screen?
    weak var builtRouter: ResultRouter<Int>?
    popUp.itemRouter.open(.push, returning: Int.self) { router in
      builtRouter = router
      let screen = Screen(title: "Picker")
      built = screen
      return screen
    } onResult: {
      results.append($0)
    }
    #expect(results.count == 1)
    let error = try #require(results.first?.error)
    #expect(error.reason == .noNavigationContainer(ScreenInfo(popUp)))
    #expect(harness.events.events.map(\.error) == [error])
    #expect(try WindowState(window) == before)
    #expect(built == nil && builtRouter == nil)
  }

  @Test func finishingTwiceDeliversOnceAndClosesNothingMore() throws {
    var results: [RouteResult<Int>] = []
    var router: ResultRouter<Int>?
    home.itemRouter.open(.push, returning: Int.self) { made in
      router = made
      return Screen(title: "Picker")
    } onResult: {
      results.append($0)
    }
    let picker = try #require(router)
    picker.finish(with: 1)
    let after = try WindowState(window)
    harness.events.clear()
    var second: Result<Void, RoutingError>?
    picker.finish(with: 2) { second = $0 }
    picker.cancel()
    #expect(results.map(\.value) == [1])
    #expect(harness.events.events.isEmpty)
    #expect(try WindowState(window) == after)
    #expect(second != nil)
  }

  // MARK: - Deeplinks

  @Test func aRefusedBatchRegistersNothing() throws {
    let deeplinks = try DeeplinkRouter(window: window, origins: ["shop://"])
    try deeplinks.register("/product/:id<Int>") { _ in }
    let before = deeplinks.patterns
    var handled: [String] = []
    #expect(throws: DeeplinkPatternError.self) {
      try deeplinks.register("/cart", "/orders/:id<Nope>") { handled.append($0.url) }
    }
    #expect(throws: DeeplinkPatternError.self) {
      try deeplinks.register("/cart", "/product/:number<Int>") { handled.append($0.url) }
    }
    #expect(throws: DeeplinkPatternError.self) {
      try deeplinks.register(["/cart", "/cart"]) { handled.append($0.url) }
    }
    #expect(deeplinks.patterns == before)
    #expect(deeplinks.handle("shop://cart").error?.reason.isNoMatch == true)
    // The patterns refused with it can be registered now.
    try deeplinks.register("/cart") { handled.append($0.url) }
    #expect(deeplinks.handle("shop://cart").isAccepted)
    #expect(handled == ["shop://cart"])
  }

  @Test func aRefusedParameterTypeRegistersNothing() throws {
    let deeplinks = try DeeplinkRouter(window: window, origins: ["shop://"])
    #expect(throws: DeeplinkPatternError.self) {
      try deeplinks.registerParameterType(Int.self, named: "In t")
    }
    #expect(throws: DeeplinkPatternError.self) {
      try deeplinks.register("/a/:id<In t>") { _ in }
    }
    #expect(deeplinks.patterns.isEmpty)
  }

  @Test func aHandlerThatFailsAfterAStepKeepsTheStepAndSaysSo() throws {
    let deeplinks = try DeeplinkRouter(window: window, origins: ["shop://"])
    try deeplinks.register("/two") { link in
      let router = try link.router(as: DefaultRouter.self)
      router.open(.push) { ItemScreen(viewModel: ItemViewModel(name: "Step", router: $0)) }
      router.selectTab(at: 1)
    }
    harness.events.clear()
    let result = deeplinks.handle("shop://two")
    let reason = try #require(result.error?.reason)
    #expect("\(reason)".contains("not inside a tab container"), "\(reason)")
    #expect(window.topmostScreen?.title == "Step")
    let kinds = harness.events.lines.filter { $0.contains("deeplink") }
    #expect(kinds.count == 2, "matched, refused: \(kinds)")
    #expect(!harness.events.lines.contains { $0.contains("handled") })
  }

  @Test func anUnmatchedLinkLeavesThePendingOneWaiting() throws {
    let deeplinks = try DeeplinkRouter(window: window, origins: ["shop://"])
    var flowCompletion: DeeplinkGuard.FlowCompletion?
    try deeplinks.register(
      "/vip",
      guards: [
        DeeplinkGuard("login") { _ in .requireFlow { _, completion in flowCompletion = completion }
        }
      ]
    ) { _ in }
    var final: DeeplinkResult?
    #expect(
      deeplinks.handle("shop://vip") { final = $0 }.description == #"pending (guard "login")"#)
    let before = try WindowState(window)
    #expect(deeplinks.handle("shop://nowhere").error != nil)
    #expect(deeplinks.handle("ftp://vip").error != nil)
    #expect(deeplinks.pendingURL == "shop://vip")
    #expect(try WindowState(window) == before)
    flowCompletion?(.success(()))
    #expect(final?.description == "handled (opened)")
  }

  // MARK: - Containers built by the app

  @Test func aRefusedTabContainerLeavesItsScreensUnplaced() throws {
    let first = Screen(title: "First")
    let second = Screen(title: "Second")
    #expect(throws: HierarchyError.tabIndexOutOfRange(index: 2, count: 2)) {
      try TabContainer(tabs: [first, second], selectedIndex: 2)
    }
    #expect(throws: HierarchyError.self) { try TabContainer(tabs: [first, second, first]) }
    #expect(throws: HierarchyError.self) { try TabContainer(tabs: [first, home]) }
    #expect(!first.isInHierarchy && !second.isInHierarchy)
    #expect(try TabContainer(tabs: [first, second]).tabs.count == 2)
  }

  @Test func aRefusedNavigationContainerLeavesItsScreenWhereItWas() throws {
    let before = try WindowState(window)
    #expect(throws: HierarchyError.self) { try NavigationContainer(root: home) }
    #expect(throws: HierarchyError.self) { try NavigationContainer(root: harness.navigation) }
    #expect(try WindowState(window) == before)
    #expect(home.navigationContainer === harness.navigation)
  }

  // MARK: - The recording double

  @Test func aRecordingRouterRecordsNothingItsBuilderRefused() {
    let router = RecordingRouter()
    var failures: [RoutingError] = []
    router.context.addObserver { if let error = $0.error { failures.append(error) } }
    router.open(.push) { _ -> Screen in throw SampleFailure() }
    router.popAndPush { _ -> Screen in throw SampleFailure() }
    router.setStack { stack in
      try stack.push { _ in Screen(title: "A") }
      throw SampleFailure()
    }
    router.open(.push, returning: Int.self) { _ -> Screen in
      throw SampleFailure()
    } onResult: { _ in
    }
    #expect(router.log.isEmpty)
    #expect(failures.count == 4)
  }
}

extension DeeplinkError.Reason {
  fileprivate var isNoMatch: Bool {
    if case .noMatch = self { return true }
    return false
  }
}
