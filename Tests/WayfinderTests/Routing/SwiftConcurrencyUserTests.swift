import Foundation
import Observation
import Testing
import Wayfinder
import WayfinderTesting

// App code in the Swift 6 language mode, written from the README and the DocC guides through the
// public API only: view models that route after `async` work (a `Task`, a detached task that hops
// back with `MainActor.run`, a completion handler), `@Observable` view models, results awaited
// from tasks, deeplinks handled from tasks with a guard whose flow awaits an actor, a matcher
// built off the main actor, and the doubles of `WayfinderTesting` used from `async` tests. Nothing
// here needs `@preconcurrency`, `nonisolated(unsafe)`, `@unchecked Sendable` or
// `MainActor.assumeIsolated`.

// MARK: - The app: a concert-ticket shop

/// A concert, as the catalogue serves it.
struct Concert: Sendable, Hashable {
  let id: Int
  let title: String
}

/// What the sign-in flow hands back.
enum ConcertSignInOutcome: Sendable, Hashable {
  case signedIn(String)
}

/// Why the catalogue could not serve a concert.
enum ConcertCatalogueError: Error, Hashable {
  case unknown(Int)
}

/// The catalogue service, an `actor` the view models await.
actor ConcertCatalogue {
  private let concerts: [Int: Concert]
  private(set) var requests: [Int] = []

  init(_ concerts: [Concert]) {
    self.concerts = Dictionary(uniqueKeysWithValues: concerts.map { ($0.id, $0) })
  }

  func concert(id: Int) async throws -> Concert {
    requests.append(id)
    await Task.yield()
    guard let concert = concerts[id] else { throw ConcertCatalogueError.unknown(id) }
    return concert
  }
}

/// Holds back the account's answers until a test lets them through.
actor ConcertGate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
}

/// The account service: signs in after a round trip, and says whether a session is valid.
actor ConcertAccount {
  private(set) var user: String?
  private(set) var refreshes = 0
  private(set) var answeredRefreshes = 0
  private let acceptsRefresh: Bool
  private let gate: ConcertGate?

  init(user: String? = nil, acceptsRefresh: Bool = true, gate: ConcertGate? = nil) {
    self.user = user
    self.acceptsRefresh = acceptsRefresh
    self.gate = gate
  }

  func signIn(_ name: String) async -> String {
    await Task.yield()
    user = name
    return name
  }

  /// Asks the server whether the session still holds.
  func refreshSession() async -> Bool {
    refreshes += 1
    await Task.yield()
    await gate?.wait()
    answeredRefreshes += 1
    return acceptsRefresh && user != nil
  }
}

/// A callback-based client from before `async`, which answers on a queue of its own.
final class ConcertLegacyClient: Sendable {
  private let queue = DispatchQueue(label: "ConcertLegacyClient")

  func fetchConcert(id: Int, completion: @escaping @Sendable (Result<Concert, any Error>) -> Void) {
    queue.async {
      completion(
        id > 0
          ? .success(Concert(id: id, title: "Legacy \(id)"))
          : .failure(
            ConcertCatalogueError.unknown(id)))
    }
  }
}

/// Collects what the app reports, on an actor of its own.
actor ConcertAnalytics {
  private(set) var parameters: [DeeplinkParameters] = []
  private(set) var errors: [DeeplinkError] = []
  private(set) var results: [DeeplinkResult] = []
  private(set) var events: [RoutingEvent] = []

  func record(parameters: DeeplinkParameters) { self.parameters.append(parameters) }
  func record(error: DeeplinkError) { errors.append(error) }
  func record(result: DeeplinkResult) { results.append(result) }
  func record(event: RoutingEvent) { events.append(event) }
}

// MARK: Routes

@MainActor
protocol ConcertRoute {
  func openConcert(_ concert: Concert)
}

extension ConcertRoute where Self: Router {
  func openConcert(_ concert: Concert) {
    open(.push) { router in
      ConcertScreen(viewModel: ConcertDetailViewModel(concert: concert, router: router))
    }
  }
}

@MainActor
protocol ConcertSignInRoute {
  func signInForConcerts(account: ConcertAccount) async -> RouteResult<ConcertSignInOutcome>
  func openConcertSignIn(
    account: ConcertAccount, onFinish: @escaping @MainActor (ConcertSignInOutcome?) -> Void)
}

extension ConcertSignInRoute where Self: Router {
  func signInForConcerts(account: ConcertAccount) async -> RouteResult<ConcertSignInOutcome> {
    await openAndWait(.modal(inNavigation: true), returning: ConcertSignInOutcome.self) {
      router in
      ConcertSignInScreen(viewModel: ConcertSignInViewModel(router: router, account: account))
    }
  }

  func openConcertSignIn(
    account: ConcertAccount, onFinish: @escaping @MainActor (ConcertSignInOutcome?) -> Void
  ) {
    open(.modal(inNavigation: true), returning: ConcertSignInOutcome.self) { router in
      ConcertSignInScreen(viewModel: ConcertSignInViewModel(router: router, account: account))
    } onResult: { result in
      onFinish(result.value)
    }
  }
}

extension DefaultRouter: ConcertRoute, ConcertSignInRoute {}
extension RecordingRouter: ConcertRoute, ConcertSignInRoute {}

// MARK: Screens and view models

@MainActor
final class ConcertDetailViewModel {
  typealias Routes = Closable

  let concert: Concert
  private let router: any Routes

  init(concert: Concert, router: any Routes) {
    self.concert = concert
    self.router = router
  }

  func done() { router.close() }
}

final class ConcertScreen: Screen {
  let viewModel: ConcertDetailViewModel

  init(viewModel: ConcertDetailViewModel) {
    self.viewModel = viewModel
    super.init(title: viewModel.concert.title, model: viewModel)
    identity = ScreenIdentity("concert", parameters: ["id": String(viewModel.concert.id)])
  }
}

/// The sign-in view model finishes its flow after awaiting the account service.
@MainActor
final class ConcertSignInViewModel {
  typealias Routes = Finishable<ConcertSignInOutcome>

  private let router: any Routes
  private let account: ConcertAccount
  private(set) var work: Task<Void, Never>?

  init(router: any Routes, account: ConcertAccount) {
    self.router = router
    self.account = account
  }

  func signIn(as name: String) {
    work = Task {
      let user = await account.signIn(name)
      router.finish(with: .signedIn(user))
    }
  }

  func didTapCancel() { router.cancel() }
}

final class ConcertSignInScreen: Screen {
  let viewModel: ConcertSignInViewModel

  init(viewModel: ConcertSignInViewModel) {
    self.viewModel = viewModel
    super.init(title: "Sign in", model: viewModel)
    identity = ScreenIdentity("sign-in")
  }
}

/// The list's view model: routes after awaiting the catalogue, from a task, a detached task and
/// a completion handler.
@MainActor
final class ConcertListViewModel {
  typealias Routes = ConcertRoute & ConcertSignInRoute & Closable

  private let router: any Routes
  private let catalogue: ConcertCatalogue
  private let account: ConcertAccount
  private(set) var errorText: String?
  private(set) var signedInUser: String?
  /// The latest work, so that the screen (or a test) can wait for it or cancel it.
  private(set) var work: Task<Void, Never>?

  init(router: any Routes, catalogue: ConcertCatalogue, account: ConcertAccount) {
    self.router = router
    self.catalogue = catalogue
    self.account = account
  }

  /// Loads the concert, then pushes it.
  func showConcert(id: Int) {
    work = Task {
      do {
        let concert = try await catalogue.concert(id: id)
        router.openConcert(concert)
      } catch {
        errorText = "\(error)"
      }
    }
  }

  /// The same, as an `async` method that a `.task` modifier (or a test) awaits.
  func loadAndShowConcert(id: Int) async {
    do {
      router.openConcert(try await catalogue.concert(id: id))
    } catch {
      errorText = "\(error)"
    }
  }

  /// Loads off the main actor in a detached task, and hops back to route.
  func showConcertDetached(id: Int) -> Task<Void, Never> {
    let catalogue = self.catalogue
    return Task.detached { [weak self] in
      let concert = try? await catalogue.concert(id: id)
      await MainActor.run {
        guard let self, let concert else { return }
        self.router.openConcert(concert)
      }
    }
  }

  /// Loads with the callback client and routes from its completion handler.
  func showLegacyConcert(
    id: Int, client: ConcertLegacyClient, done: @escaping @MainActor () -> Void = {}
  ) {
    client.fetchConcert(id: id) { result in
      Task { @MainActor [weak self] in
        switch result {
        case .success(let concert): self?.router.openConcert(concert)
        case .failure(let error): self?.errorText = "\(error)"
        }
        done()
      }
    }
  }

  /// Signs in with the awaited flow, then opens the concert it was for.
  func signInThenShow(_ concert: Concert) {
    work = Task {
      let result = await router.signInForConcerts(account: account)
      guard case .finished(.signedIn(let user)) = result else { return }
      signedInUser = user
      router.openConcert(concert)
    }
  }

  func done() { router.close() }
}

final class ConcertListScreen: Screen {
  let viewModel: ConcertListViewModel

  init(viewModel: ConcertListViewModel) {
    self.viewModel = viewModel
    super.init(title: "Concerts", model: viewModel)
  }
}

/// An `@Observable` view model holding its routes.
@MainActor
@Observable
final class ConcertCartViewModel {
  typealias Routes = ConcertRoute & Closable

  private(set) var concerts: [Concert] = []
  private(set) var isLoading = false
  @ObservationIgnored private let router: any Routes
  @ObservationIgnored private let catalogue: ConcertCatalogue

  init(router: any Routes, catalogue: ConcertCatalogue) {
    self.router = router
    self.catalogue = catalogue
  }

  func add(id: Int) async {
    isLoading = true
    defer { isLoading = false }
    if let concert = try? await catalogue.concert(id: id) { concerts.append(concert) }
  }

  func openFirst() {
    guard let first = concerts.first else { return }
    router.openConcert(first)
  }
}

/// A hand-written mock of the list's routes, as the README's `MockProductRoutes`: its
/// conformance to a composition does not make it main-actor isolated, so it serves `@MainActor`
/// suites (``AsyncMockConcertListRoutes`` serves nonisolated `async` tests).
final class MockConcertListRoutes: ConcertListViewModel.Routes {
  private(set) var openedConcerts: [Concert] = []
  private(set) var closeCallsCount = 0
  var signInResult: RouteResult<ConcertSignInOutcome> = .cancelled

  func openConcert(_ concert: Concert) { openedConcerts.append(concert) }
  func signInForConcerts(account: ConcertAccount) async -> RouteResult<ConcertSignInOutcome> {
    signInResult
  }
  func openConcertSignIn(
    account: ConcertAccount, onFinish: @escaping @MainActor (ConcertSignInOutcome?) -> Void
  ) {
    onFinish(signInResult.value)
  }
  func close() { closeCallsCount += 1 }
}

/// The same mock, main-actor isolated so that a nonisolated `async` test creates it with
/// `await` and reads it across.
@MainActor
final class AsyncMockConcertListRoutes: ConcertListViewModel.Routes {
  private(set) var openedConcerts: [Concert] = []
  private(set) var closeCallsCount = 0

  func openConcert(_ concert: Concert) { openedConcerts.append(concert) }
  func signInForConcerts(account: ConcertAccount) async -> RouteResult<ConcertSignInOutcome> {
    .cancelled
  }
  func openConcertSignIn(
    account: ConcertAccount, onFinish: @escaping @MainActor (ConcertSignInOutcome?) -> Void
  ) {
    onFinish(nil)
  }
  func close() { closeCallsCount += 1 }
}

/// The deeplinks' destinations, for a matcher built off the main actor.
enum ConcertDestination: Sendable, Hashable {
  case concert
  case venue
}

/// A seat in a link (`B12`), a parameter type of the app's.
struct ConcertSeat: LosslessStringConvertible, Sendable, Hashable {
  let row: Character
  let number: Int

  init?(_ description: String) {
    guard let row = description.first, row.isLetter, let number = Int(description.dropFirst())
    else { return nil }
    self.row = row
    self.number = number
  }

  var description: String { "\(row)\(number)" }
}

/// Parses links on an actor of its own with a matcher it was handed.
actor ConcertLinkParser {
  private let matcher: DeeplinkMatcher<ConcertDestination>

  init(matcher: DeeplinkMatcher<ConcertDestination>) {
    self.matcher = matcher
  }

  func parse(_ url: String) -> Result<DeeplinkMatch<ConcertDestination>, DeeplinkError> {
    matcher.match(url)
  }
}

extension DeeplinkRouter.Target {
  /// The concert screen a link leads to, kept as a constant.
  static let concert = DeeplinkRouter.Target.screen(named: "concert")
}

/// The box office decides, on an actor of its own, whether links to sales go through.
actor ConcertBoxOffice {
  private let isOpen: Bool

  init(isOpen: Bool) { self.isOpen = isOpen }

  func decision() -> DeeplinkGuard.Decision {
    isOpen ? .allow : Self.closed
  }

  static let closed = DeeplinkGuard.Decision.deny(reason: "the box office is closed")
}

/// The app's guards that need nothing of the app, kept as constants of a nonisolated namespace.
enum ConcertGuards {
  static let maintenance = DeeplinkGuard("maintenance") { _ in .deny(reason: "maintenance") }

  /// A guard made by a function that is not on the main actor.
  static func onlyFrom(_ source: DeeplinkSource) -> DeeplinkGuard {
    DeeplinkGuard("only from \(source)") { link in
      link.source == source ? .allow : .deny(reason: "from \(link.source)")
    }
  }
}

/// Why the sign-in guard's flow gave up.
struct ConcertSessionExpired: Error {}

/// The concert app: a window with the list at its root, and its deeplinks.
@MainActor
struct ConcertApp {
  let window = Window()
  let list: ConcertListScreen
  let deeplinks: DeeplinkRouter
  let catalogue: ConcertCatalogue
  let account: ConcertAccount

  init(account: ConcertAccount = ConcertAccount(user: "ada")) throws {
    let catalogue = ConcertCatalogue([
      Concert(id: 1, title: "Opening night"), Concert(id: 2, title: "Matinee"),
    ])
    self.catalogue = catalogue
    self.account = account
    var made: ConcertListScreen?
    try window.setRoot { router in
      let list = ConcertListScreen(
        viewModel: ConcertListViewModel(router: router, catalogue: catalogue, account: account))
      made = list
      return try NavigationContainer(root: list)
    }
    list = try #require(made)
    deeplinks = try DeeplinkRouter(window: window, origins: ["concerts://"])
    try deeplinks.register("/concert/:id<Int>", target: .concert) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      try link.router(as: (any ConcertRoute).self)
        .openConcert(Concert(id: id, title: "Concert \(id)"))
    }
    try deeplinks.register("/tickets/:id<Int>", guards: [Self.sessionGuard(account)]) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      try link.router(as: (any ConcertRoute).self)
        .openConcert(Concert(id: id, title: "Tickets \(id)"))
    }
  }

  /// A guard whose flow awaits the account actor before it reports.
  static func sessionGuard(_ account: ConcertAccount) -> DeeplinkGuard {
    DeeplinkGuard("valid session") { _ in
      .requireFlow { _, completion in
        Task {
          let valid = await account.refreshSession()
          completion(valid ? .success(()) : .failure(ConcertSessionExpired()))
        }
      }
    }
  }

  var titles: [String] { window.topmostScreen.map { [$0.title] } ?? [] }
}

// MARK: - View models that route after async work

@MainActor
@Suite struct SwiftConcurrencyUserTests {
  @Test func aTaskRoutesAfterAwaitingAnActorService() async throws {
    let app = try ConcertApp()
    app.list.viewModel.showConcert(id: 2)
    await app.list.viewModel.work?.value
    #expect(app.window.topmostScreen?.title == "Matinee")
    #expect(await app.catalogue.requests == [2])
  }

  @Test func aFailedServiceCallRoutesNowhere() async throws {
    let app = try ConcertApp()
    app.list.viewModel.showConcert(id: 99)
    await app.list.viewModel.work?.value
    #expect(app.window.topmostScreen === app.list)
    #expect(app.list.viewModel.errorText == "unknown(99)")
  }

  @Test func anAsyncViewModelMethodRoutesWhenAwaited() async throws {
    let app = try ConcertApp()
    await app.list.viewModel.loadAndShowConcert(id: 1)
    #expect(app.window.topmostScreen?.title == "Opening night")
  }

  @Test func aDetachedTaskHopsBackToTheMainActorToRoute() async throws {
    let app = try ConcertApp()
    await app.list.viewModel.showConcertDetached(id: 1).value
    #expect(app.window.topmostScreen?.title == "Opening night")
    #expect(throws: Never.self) { try app.window.checkInvariants() }
  }

  @Test func aCompletionHandlerRoutesOnTheMainActor() async throws {
    let app = try ConcertApp()
    let client = ConcertLegacyClient()
    await withCheckedContinuation { continuation in
      app.list.viewModel.showLegacyConcert(id: 5, client: client) { continuation.resume() }
    }
    #expect(app.window.topmostScreen?.title == "Legacy 5")
    await withCheckedContinuation { continuation in
      app.list.viewModel.showLegacyConcert(id: -1, client: client) { continuation.resume() }
    }
    #expect(app.list.viewModel.errorText == "unknown(-1)")
  }

  @Test func anObservableViewModelRoutesAndReportsItsChanges() async throws {
    let router = RecordingRouter()
    let catalogue = ConcertCatalogue([Concert(id: 3, title: "Encore")])
    let model = ConcertCartViewModel(router: router, catalogue: catalogue)
    let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
    withObservationTracking {
      _ = model.concerts
    } onChange: {
      continuation.yield()
    }
    await model.add(id: 3)
    var iterator = changes.makeAsyncIterator()
    #expect(await iterator.next() != nil)
    #expect(model.concerts == [Concert(id: 3, title: "Encore")])
    #expect(!model.isLoading)
    model.openFirst()
    #expect(router.log == [#"route ConcertScreen "Encore" (push, system.push 350ms)"#])
  }

  // MARK: Results

  @Test func anAwaitedFlowReturnsTheResultItsViewModelFinishesWithAfterAsyncWork() async throws {
    let app = try ConcertApp()
    app.list.viewModel.signInThenShow(Concert(id: 1, title: "Opening night"))
    let signIn = try await waitForScreen(ConcertSignInScreen.self, in: app.window)
    signIn.viewModel.signIn(as: "grace")
    await signIn.viewModel.work?.value
    await app.list.viewModel.work?.value
    #expect(app.list.viewModel.signedInUser == "grace")
    #expect(app.window.topmostScreen?.title == "Opening night")
    #expect(app.window.topmostScreen?.presentingScreen == nil)
    #expect(await app.account.user == "grace")
  }

  @Test func openAndWaitAwaitedFromATaskReturnsASendableResult() async throws {
    let app = try ConcertApp()
    let router = try #require(app.list.router)
    let account = app.account
    let task = Task {
      await router.openAndWait(.modal, returning: ConcertSignInOutcome.self) { router in
        ConcertSignInScreen(viewModel: ConcertSignInViewModel(router: router, account: account))
      }
    }
    let signIn = try await waitForScreen(ConcertSignInScreen.self, in: app.window)
    signIn.viewModel.didTapCancel()
    #expect(await task.value == .cancelled)
    #expect(app.window.topmostScreen === app.list)
  }

  @Test func aTaskCancelledWhileItWaitsClosesTheFlow() async throws {
    let app = try ConcertApp()
    app.list.viewModel.signInThenShow(Concert(id: 2, title: "Matinee"))
    let signIn = try await waitForScreen(ConcertSignInScreen.self, in: app.window)
    app.list.viewModel.work?.cancel()
    await app.list.viewModel.work?.value
    #expect(app.window.topmostScreen === app.list)
    #expect(app.list.viewModel.signedInUser == nil)
    // The view model's late sign-in finishes nothing.
    signIn.viewModel.signIn(as: "late")
    await signIn.viewModel.work?.value
    #expect(app.window.topmostScreen === app.list)
  }

  @Test func theCallbackFormOfAResultFlowFinishesFromAsyncWork() async throws {
    let app = try ConcertApp()
    let router = try #require(app.list.router)
    let outcome = await withCheckedContinuation { continuation in
      router.openConcertSignIn(account: app.account) { continuation.resume(returning: $0) }
      (app.window.topmostScreen as? ConcertSignInScreen)?.viewModel.signIn(as: "linus")
    }
    #expect(outcome == .signedIn("linus"))
    #expect(app.window.topmostScreen === app.list)
  }

  // MARK: Deeplinks

  @Test func handleAndWaitFromATaskReturnsTheFinalResult() async throws {
    let app = try ConcertApp()
    let deeplinks = app.deeplinks
    let result = await Task { await deeplinks.handleAndWait("concerts://concert/7") }.value
    #expect(result.description == "handled (opened)")
    #expect(app.window.topmostScreen?.title == "Concert 7")
  }

  @Test func aGuardWhoseFlowAwaitsAnActorLetsTheLinkThrough() async throws {
    let app = try ConcertApp()
    let result = await app.deeplinks.handleAndWait("concerts://tickets/4")
    #expect(result.isAccepted)
    #expect(result.error == nil)
    #expect(app.window.topmostScreen?.title == "Tickets 4")
    #expect(await app.account.refreshes == 1)
  }

  @Test func aGuardWhoseFlowAwaitsAnActorAbandonsTheLinkWhenItFails() async throws {
    let app = try ConcertApp(account: ConcertAccount(user: nil))
    #expect(app.deeplinks.handle("concerts://tickets/4").description.hasPrefix("pending"))
    let result = await app.deeplinks.handleAndWait("concerts://tickets/4")
    let error = try #require(result.error)
    guard case .flowFailed(let name, let underlying) = error.reason else {
      Issue.record("unexpected reason \(error.reason)")
      return
    }
    #expect(name == "valid session")
    #expect(underlying is ConcertSessionExpired)
    #expect(app.window.topmostScreen === app.list)
  }

  @Test func cancellingTheTaskOfHandleAndWaitGivesUpThePendingLink() async throws {
    let gate = ConcertGate()
    let app = try ConcertApp(account: ConcertAccount(user: "ada", gate: gate))
    let deeplinks = app.deeplinks
    let task = Task { await deeplinks.handleAndWait("concerts://tickets/9") }
    while deeplinks.pendingURL == nil { await Task.yield() }
    task.cancel()
    let result = await task.value
    #expect(result.error?.reason == .cancelled)
    #expect(deeplinks.pendingURL == nil)
    // The flow's late report opens nothing.
    await gate.open()
    #expect(await eventually { await app.account.answeredRefreshes == 1 })
    for _ in 0..<20 { await Task.yield() }
    #expect(app.window.topmostScreen === app.list)
    #expect(deeplinks.pendingURL == nil)
  }

  @Test func aMatcherBuiltOffTheMainActorMatchesOnIt() async throws {
    let matcher = try await Task.detached {
      var matcher = try DeeplinkMatcher<ConcertDestination>(origins: ["concerts://"])
      try matcher.register("/concert/:id<Int>", to: .concert)
      try matcher.register(["/venue/:name", "/venues/:name"], to: .venue)
      try matcher.registerParameterType(ConcertSeat.self, named: "Seat")
      try matcher.register("/concert/:id<Int>/seat/:seat<Seat>", to: .concert)
      return matcher
    }.value
    let seatMatch = try matcher.match("concerts://concert/12/seat/B7").get()
    #expect(try seatMatch.parameters.value(named: "seat", as: ConcertSeat.self).number == 7)
    let app = try ConcertApp()
    let match = try matcher.match("concerts://concert/12").get()
    #expect(match.destination == .concert)
    let router = try #require(app.list.router)
    router.openConcert(
      Concert(id: try match.parameters.value(named: "id", as: Int.self), title: "Matched"))
    #expect(app.window.topmostScreen?.title == "Matched")
  }

  @Test func aMatcherHeldByAnActorHandsMatchesAndErrorsAcross() async throws {
    var matcher = DeeplinkMatcher<ConcertDestination>()
    try matcher.register("concerts://venue/:name", to: .venue)
    let parser = ConcertLinkParser(matcher: matcher)
    let match = try await parser.parse("concerts://venue/arena").get()
    #expect(match.destination == .venue)
    #expect(match.parameters["name"] == "arena")
    let refused = await parser.parse("concerts://stage/1")
    guard case .failure(let error) = refused else {
      Issue.record("matched an unknown path")
      return
    }
    #expect(error.url == "concerts://stage/1")
  }

  @Test func parametersErrorsResultsAndEventsCrossToAnActor() async throws {
    let app = try ConcertApp()
    let analytics = ConcertAnalytics()
    app.window.context.addObserver { event in
      Task { await analytics.record(event: event) }
    }
    try app.deeplinks.register("/artist/:name") { link in
      let parameters = link.parameters
      Task { await analytics.record(parameters: parameters) }
    }
    let handled = await app.deeplinks.handleAndWait("concerts://artist/nina")
    await analytics.record(result: handled)
    let refused = app.deeplinks.handle("concerts://concert/abc")
    if let error = refused.error {
      await Task.detached { await analytics.record(error: error) }.value
    }
    #expect(await eventually { await !analytics.parameters.isEmpty })
    #expect(await analytics.parameters == [["name": "nina"]])
    #expect(await analytics.results.map(\.description) == ["handled (opened)"])
    #expect(await analytics.errors.map(\.url) == ["concerts://concert/abc"])
    #expect(await eventually { await !analytics.events.isEmpty })
  }

  @Test func aHandlerThatAwaitsTheCatalogueRoutesFromItsTask() async throws {
    let app = try ConcertApp()
    let catalogue = app.catalogue
    var loading: Task<Void, Never>?
    try app.deeplinks.register("/catalogue/:id<Int>") { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      loading = Task {
        guard let concert = try? await catalogue.concert(id: id) else { return }
        try? link.router(as: (any ConcertRoute).self).openConcert(concert)
      }
    }
    #expect(app.deeplinks.handle("concerts://catalogue/2").isAccepted)
    await loading?.value
    #expect(app.window.topmostScreen?.title == "Matinee")
  }

  @Test func aConstantTargetFocusesTheShownScreen() async throws {
    let app = try ConcertApp()
    #expect(await app.deeplinks.handleAndWait("concerts://concert/5").isAccepted)
    let shown = app.window.topmostScreen
    let again = await Task { await app.deeplinks.handleAndWait("concerts://concert/5") }.value
    #expect(again.description.hasPrefix("handled (focused"))
    #expect(app.window.topmostScreen === shown)
  }

  @Test func guardsMadeOffTheMainActorGuardTheLinks() async throws {
    let app = try ConcertApp()
    let guards = await Task.detached { [ConcertGuards.onlyFrom(.universalLink)] }.value
    try app.deeplinks.register("/presale/:id<Int>", guards: guards) { link in
      try link.router(as: (any ConcertRoute).self)
        .openConcert(
          Concert(id: try link.parameters.value(named: "id", as: Int.self), title: "Presale"))
    }
    try app.deeplinks.register("/closed", guards: [ConcertGuards.maintenance]) { _ in }
    let inApp = await app.deeplinks.handleAndWait("concerts://presale/1")
    #expect(
      inApp.error?.reason == .denied(guardName: "only from universal link", reason: "from in-app"))
    let universal = await app.deeplinks.handleAndWait("concerts://presale/1", from: .universalLink)
    #expect(universal.isAccepted)
    #expect(app.window.topmostScreen?.title == "Presale")
    let closed = await app.deeplinks.handleAndWait("concerts://closed")
    #expect(closed.error?.reason == .denied(guardName: "maintenance", reason: "maintenance"))
  }

  @Test func aDecisionMadeOnAnActorGuardsTheLinks() async throws {
    let app = try ConcertApp()
    let decision = await ConcertBoxOffice(isOpen: false).decision()
    app.deeplinks.addGuard(DeeplinkGuard("box office") { _ in decision })
    let result = await app.deeplinks.handleAndWait("concerts://concert/5")
    #expect(
      result.error?.reason == .denied(guardName: "box office", reason: "the box office is closed"))
    #expect(app.window.topmostScreen === app.list)
  }

  // MARK: Doubles in @MainActor suites

  @Test func aHandWrittenMockRecordsWhatTheTaskRouted() async throws {
    let routes = MockConcertListRoutes()
    let model = ConcertListViewModel(
      router: routes, catalogue: ConcertCatalogue([Concert(id: 1, title: "One")]),
      account: ConcertAccount())
    model.showConcert(id: 1)
    await model.work?.value
    #expect(routes.openedConcerts == [Concert(id: 1, title: "One")])
    routes.signInResult = .finished(.signedIn("ada"))
    model.signInThenShow(Concert(id: 2, title: "Two"))
    await model.work?.value
    #expect(routes.openedConcerts.map(\.id) == [1, 2])
    model.done()
    #expect(routes.closeCallsCount == 1)
  }

  @Test func theRecordingRouterRecordsWhatTheTaskRouted() async throws {
    let router = RecordingRouter()
    let model = ConcertListViewModel(
      router: router, catalogue: ConcertCatalogue([Concert(id: 4, title: "Four")]),
      account: ConcertAccount())
    model.showConcert(id: 4)
    await model.work?.value
    #expect(router.log == [#"route ConcertScreen "Four" (push, system.push 350ms)"#])
    let screen = try #require(router.routedScreens.first?.screen as? ConcertScreen)
    #expect(screen.viewModel.concert.id == 4)
  }

  /// Waits up to five seconds for `condition`, which another task makes true; whether it held.
  func eventually(_ condition: () async -> Bool) async -> Bool {
    for _ in 0..<5_000 {
      if await condition() { return true }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return await condition()
  }

  /// Waits, a bounded number of turns, for a screen of type `S` on top of `window`.
  func waitForScreen<S: Screen>(_ type: S.Type, in window: Window) async throws -> S {
    for _ in 0..<1_000 {
      if let screen = window.topmostScreen as? S { return screen }
      await Task.yield()
    }
    return try #require(window.topmostScreen as? S)
  }
}

// MARK: - The doubles from nonisolated async tests

@Suite struct SwiftConcurrencyNonisolatedUserTests {
  @Test func theRecordingRouterIsReadFromANonisolatedAsyncTest() async throws {
    let router = await RecordingRouter()
    let model = await ConcertListViewModel(
      router: router, catalogue: ConcertCatalogue([Concert(id: 6, title: "Six")]),
      account: ConcertAccount())
    await model.loadAndShowConcert(id: 6)
    #expect(await router.log == [#"route ConcertScreen "Six" (push, system.push 350ms)"#])
    let requests = await router.requests
    #expect(requests.count == 1)
    let routed = await router.routedScreens
    #expect(routed.first?.transition == .push)
    await model.done()
    #expect(await router.requests.last == .close)
  }

  @Test func aHandWrittenMockIsReadFromANonisolatedAsyncTest() async throws {
    let routes = AsyncMockConcertListRoutes()
    let model = await ConcertListViewModel(
      router: routes, catalogue: ConcertCatalogue([Concert(id: 8, title: "Eight")]),
      account: ConcertAccount())
    await model.loadAndShowConcert(id: 8)
    #expect(await routes.openedConcerts == [Concert(id: 8, title: "Eight")])
    await model.done()
    #expect(await routes.closeCallsCount == 1)
  }

  @Test func buildersWrittenInANonisolatedTestRunOnTheMainActor() async throws {
    let window = await Window()
    let root = try await window.setRoot { router in
      try NavigationContainer(
        root: ConcertScreen(
          viewModel: ConcertDetailViewModel(concert: Concert(id: 1, title: "Root"), router: router)
        ))
    }
    let router = try #require(await root.router)
    await router.open(.push) { router in
      ConcertScreen(
        viewModel: ConcertDetailViewModel(concert: Concert(id: 2, title: "Pushed"), router: router))
    }
    #expect(await window.topmostScreen?.title == "Pushed")
    let found = await window.firstScreen { $0.title == "Root" }
    #expect(await found?.title == "Root")
    await router.popToRoot()
    #expect(await window.topmostScreen?.title == "Root")
  }

  @Test func openAndWaitOnTheRecordingRouterFromANonisolatedTest() async throws {
    let router = await RecordingRouter()
    let account = ConcertAccount()
    let outcome = Task {
      await router.openAndWait(.modal, returning: ConcertSignInOutcome.self) { router in
        ConcertSignInScreen(viewModel: ConcertSignInViewModel(router: router, account: account))
      }
    }
    var screen: ConcertSignInScreen?
    for _ in 0..<1_000 where screen == nil {
      screen = await router.routedScreens.first?.screen as? ConcertSignInScreen
      await Task.yield()
    }
    let signIn = try #require(screen)
    await signIn.viewModel.signIn(as: "ada")
    #expect(await outcome.value == .finished(.signedIn("ada")))
    #expect(
      await router.log == [#"route ConcertSignInScreen "Sign in" (modal, system.modal 300ms)"#])
  }

  @Test func aSendableResultCrossesBackFromTheMainActor() async throws {
    let result: RouteResult<ConcertSignInOutcome> = await MainActor.run {
      let routes = MockConcertListRoutes()
      routes.signInResult = .finished(.signedIn("ada"))
      return routes.signInResult
    }
    #expect(result.value == .signedIn("ada"))
  }

  @Test func aDeeplinkResultCrossesBackFromTheMainActor() async throws {
    let app = try await ConcertApp()
    let result = await app.deeplinks.handleAndWait("concerts://concert/3")
    #expect(result.isAccepted)
    #expect(await app.window.topmostScreen?.title == "Concert 3")
  }
}
