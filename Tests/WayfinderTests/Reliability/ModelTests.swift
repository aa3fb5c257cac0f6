import Foundation
import Testing
import Wayfinder
import WayfinderSeededRandom

/// A seeded random-operation test of the whole public API: every router request, results,
/// screens built now and shown later, restore and deeplinks with a sign-in guard, with app code that routes again from
/// inside result handlers, completions and observers.
///
/// After each operation: the hierarchy's invariants hold, a refused request left the window as
/// it was, each completion ran exactly once, no link is pending without its flow on screen.
/// After each seed, the whole hierarchy is released and the leak report is empty.
///
/// The default run is ``defaultSeeds`` × ``defaultOperations``. `WAYFINDER_MODEL_FULL=1` runs
/// 10 seeds × 100,000 operations; `WAYFINDER_MODEL_SEED` and `WAYFINDER_MODEL_OPERATIONS` run
/// one seed (a failure prints both).
@MainActor
@Suite struct ModelTests {
  static let defaultSeeds: [UInt64] = [1, 2, 3, 4]
  static let defaultOperations = 20_000

  static var plan: (seeds: [UInt64], operations: Int) {
    let environment = ProcessInfo.processInfo.environment
    if let seed = environment["WAYFINDER_MODEL_SEED"].flatMap(UInt64.init) {
      return ([seed], environment["WAYFINDER_MODEL_OPERATIONS"].flatMap(Int.init) ?? 100_000)
    }
    if environment["WAYFINDER_MODEL_FULL"] == "1" { return (Array(1...10), 100_000) }
    return (defaultSeeds, defaultOperations)
  }

  @Test func randomOperationsKeepEveryPromise() throws {
    let (seeds, operations) = Self.plan
    var total = ModelRun.Counts()
    for seed in seeds {
      let counts = try ModelRun.run(seed: seed, operations: operations)
      total.add(counts)
    }
    print("model: \(seeds.count) seeds × \(operations) operations: \(total)")
    #expect(total.operations == seeds.count * operations)
  }
}

/// One seeded run of the model.
@MainActor
final class ModelRun {
  struct Counts: CustomStringConvertible {
    var operations = 0
    var refused = 0
    var reentrant = 0
    var linksHandled = 0
    var linksRefused = 0
    var linksAbandoned = 0
    var restores = 0

    mutating func add(_ other: Counts) {
      operations += other.operations
      refused += other.refused
      reentrant += other.reentrant
      linksHandled += other.linksHandled
      linksRefused += other.linksRefused
      linksAbandoned += other.linksAbandoned
      restores += other.restores
    }

    var description: String {
      "\(operations) operations, \(refused) refused requests, \(reentrant) reentrant calls, "
        + "links \(linksHandled) handled / \(linksRefused) refused / \(linksAbandoned) abandoned, "
        + "\(restores) restores"
    }
  }

  /// A failed promise, with what replays it.
  struct Failure: Error, CustomStringConvertible {
    let seed: UInt64
    let operation: Int
    let message: String
    var description: String {
      "seed \(seed), operation \(operation): \(message)\n"
        + "replay: WAYFINDER_MODEL_SEED=\(seed) WAYFINDER_MODEL_OPERATIONS=\(operation + 1) "
        + "swift test --filter ModelTests"
    }
  }

  let seed: UInt64
  var generator: SplitMix64
  let window = Window()
  var deeplinks: DeeplinkRouter?
  var registry = ScreenRegistry()
  var counts = Counts()
  var nextNumber = 0
  var signedIn = false
  /// How deeply app code routes from inside other app code.
  var depth = 0
  /// Whether app code routed while the current operation ran.
  var sideEffectRan = false
  /// Completion tickets: how often each ran; the ones of deeplinks may run later.
  var routingTickets: [Int: Int] = [:]
  var ticketLabels: [Int: String] = [:]
  var currentLabel = ""
  var linkTickets: [Int: Int] = [:]
  var nextTicket = 0
  var operation = 0

  init(seed: UInt64) {
    self.seed = seed
    generator = SplitMix64(seed: seed)
  }

  static func run(seed: UInt64, operations: Int) throws -> Counts {
    let model = ModelRun(seed: seed)
    try model.start()
    for index in 0..<operations {
      model.operation = index
      try model.step()
    }
    try model.finish()
    return model.counts
  }

  /// The last operations, for a failure's message.
  var trail: [String] = []

  func note(_ text: String) {
    if trail.count == 8 { trail.removeFirst() }
    trail.append("\(operation): \(text)")
  }

  func fail(_ message: String) -> Failure {
    Failure(
      seed: seed, operation: operation,
      message: message + "\nlast operations:\n" + trail.joined(separator: "\n"))
  }

  // MARK: - Setup

  func item(_ router: some DefaultRouter) -> Screen {
    nextNumber += 1
    let screen = Screen(title: "Item \(nextNumber)", model: router)
    screen.identity = ScreenIdentity("item", parameters: ["n": "\(nextNumber % 50)"])
    return screen
  }

  func start() throws {
    registry.register("item") { [unowned self] identity, router in
      let screen = Screen(title: "Restored", model: router)
      _ = self
      return screen
    }
    registry.register("login") { _, router in Screen(title: "Login", model: router) }
    try window.setRoot { [unowned self] router in
      let a = try router.makeScreen { self.item($0) }
      let b = try router.makeScreen { self.item($0) }
      return try TabContainer(tabs: [NavigationContainer(root: a), NavigationContainer(root: b)])
    }
    window.context.addObserver { [unowned self] event in
      // An observer that routes again, now and then.
      guard depth < 2, case .opened = event.action, random(1000) < 15 else { return }
      reenter()
    }
    let deeplinks = try DeeplinkRouter(window: window, origins: ["app://"])
    self.deeplinks = deeplinks
    let guardFlow = DeeplinkGuard("signed in") { [unowned self] _ in
      if signedIn { return .allow }
      return .requireFlow { [unowned self] link, completion in
        if random(2) == 0 { link.dismissPresentedScreens() }
        try link.router(as: (any Router).self).open(
          random(2) == 0 ? .modal : .modal(inNavigation: true), returning: Bool.self
        ) { router in
          let screen = Screen(title: "Login", model: router)
          screen.identity = ScreenIdentity("login")
          return screen
        } onResult: { [unowned self] result in
          if result.value == true { signedIn = true }
          completion(result.value == true ? .success(()) : .failure(ModelCancelled()))
        }
      }
    }
    try deeplinks.register("/item/:n<Int>", target: .screen(named: "item")) { [unowned self] link in
      try link.router(as: (any Router).self).open(link.transition(or: .push)) { self.item($0) }
    }
    try deeplinks.register("/orders", guards: [guardFlow]) { [unowned self] link in
      try link.router(as: (any Router).self).open(.push) { self.item($0) }
    }
    try deeplinks.register("/close") { link in
      // Closes the topmost screen; its result handler (app code) may route and fail.
      try link.router(as: (any Router).self).close(completion: nil)
    }
    try deeplinks.register("/finish") { [unowned self] link in
      guard let screen = link.window.firstScreen(where: { $0.router is ResultRouter<Int> }) else {
        throw ModelCancelled()
      }
      (screen.router as? ResultRouter<Int>)?.finish(with: random(100))
    }
  }

  func random(_ upperBound: Int) -> Int {
    Int.random(in: 0..<upperBound, using: &generator)
  }

  // MARK: - Operations

  /// The routers of the screens shown, from the top.
  var routers: [DefaultRouter] {
    window.screensFromTop.compactMap(\.router)
  }

  func anyRouter() -> DefaultRouter? {
    let all = routers
    guard !all.isEmpty else { return nil }
    // Mostly the topmost screens, as users tap what they see.
    return all[min(random(all.count), random(4))]
  }

  func randomTransition() -> Transition {
    switch random(6) {
    case 0, 1: Transition.push
    case 2: Transition.modal
    case 3: Transition.modal(inNavigation: true)
    case 4: Transition.animated(with: FadeAnimator())
    default: Transition.animated(with: FadeAnimator(), inNavigation: true)
    }
  }

  /// A completion ticket that must run exactly once before the operation ends.
  func routingCompletion(refused: ((RoutingError) -> Void)? = nil) -> RoutingCompletion {
    nextTicket += 1
    let ticket = nextTicket
    routingTickets[ticket] = 0
    ticketLabels[ticket] = currentLabel
    return { [unowned self] result in
      routingTickets[ticket, default: 0] += 1
      if case .failure(let error) = result {
        refused?(error)
        if depth < 2, random(100) < 5 { reenter() }
      }
    }
  }

  /// App code routing again from inside other app code.
  func reenter() {
    depth += 1
    defer { depth -= 1 }
    sideEffectRan = true
    counts.reentrant += 1
    request(reentrant: true)
  }

  func step() throws {
    counts.operations += 1
    sideEffectRan = false
    let before = window.render()
    var refusal: RoutingError?
    if window.screensFromTop.count > 40 {
      routers.last?.dismissAll(animated: false)
      routers.first?.popToRoot(animated: false)
    }
    switch random(20) {
    case 0...11:
      refusal = request(reentrant: false)
    case 12, 13:
      try link()
    case 14:
      try restore()
    case 15:
      preview()
    default:
      refusal = request(reentrant: false)
    }
    if let refusal {
      counts.refused += 1
      if !sideEffectRan, window.render() != before {
        throw fail(
          "the refused request (\(refusal)) changed the window:\n\(before)\n→\n\(window.render())")
      }
    }
    try check()
  }

  /// One routing request from a random router; returns its refusal.
  @discardableResult
  func request(reentrant: Bool) -> RoutingError? {
    guard let router = anyRouter() else { return nil }
    var refusal: RoutingError?
    let kind = random(16)
    currentLabel = "request \(kind)"
    note("request \(kind) from \(router.root.map { "\(ScreenInfo($0))" } ?? "-") (depth \(depth))")
    let completion = routingCompletion { refusal = $0 }
    switch kind {
    case 0, 1, 2:
      router.open(
        randomTransition(), build: { self.item($0) },
        completion: { result in completion(result.map { _ in }) })
    case 3, 4:
      openForResult(from: router, completion: completion)
    case 5:
      router.close(completion: completion)
    case 6:
      router.dismiss(completion: completion)
    case 7:
      if let result = window.firstScreen(where: { $0.router is ResultRouter<Int> })?.router
        as? ResultRouter<Int>
      {
        if random(2) == 0 {
          result.finish(with: random(100), completion: completion)
        } else {
          result.cancel(completion: completion)
        }
      } else {
        router.focus(completion: completion)
      }
    case 8:
      router.focus(completion: completion)
    case 9:
      router.selectTab(at: random(3), completion: completion)
    case 10:
      router.popToRoot(animated: random(2) == 0, completion: completion)
    case 11:
      router.popAndPush(
        build: { self.item($0) }, completion: { result in completion(result.map { _ in }) })
    case 12, 13:
      let stack = router.root?.navigationContainer?.stack ?? []
      router.setStack(
        build: { builder in
          for screen in stack.shuffled(using: &generator) where random(3) > 0 {
            try builder.keep(screen)
          }
          if random(3) == 0 || builder.screens.isEmpty { try builder.push { self.item($0) } }
        }, completion: completion)
    case 14:
      router.dismissAll(animated: random(2) == 0, completion: completion)
    default:
      if reentrant {
        deeplinks?.handle(random(2) == 0 ? "app://close" : "app://item/\(random(60))")
        completion(.success(()))  // Not a routing request: its own outcome is the link's.
      } else {
        router.close(completion: completion)
      }
    }
    return refusal
  }

  func openForResult(from router: DefaultRouter, completion: @escaping RoutingCompletion) {
    var completed = false
    router.open(randomTransition(), returning: Int.self) { result in
      self.item(result)
    } onResult: { [unowned self] result in
      if case .failed(let error) = result, !completed {
        completed = true
        completion(.failure(error))
      }
      // A result handler that routes again (and may fail).
      if depth < 2, random(4) == 0 { reenter() }
    }
    if !completed {
      completed = true
      completion(.success(()))
    }
  }

  /// Builds a screen now and shows it later (a peek, then a pop), or drops it.
  func preview() {
    guard let router = anyRouter(),
      let screen = try? router.makeScreen(randomTransition(), build: { self.item($0) })
    else { return }
    currentLabel = "preview"
    guard random(3) > 0 else { return }  // Dropped: freed (the leak check at the end).
    router.route(to: screen, as: randomTransition(), completion: routingCompletion())
  }

  func restore() throws {
    guard let path = try? window.path() else { return }
    counts.restores += 1
    note("restore \(path)")
    sideEffectRan = false
    try window.restore(path, using: registry)
    // The old screens' result handlers (app code) may route once the new root is in place.
    let again = try window.path()
    if !sideEffectRan, again != path { throw fail("restore changed the path: \(path) → \(again)") }
  }

  func link() throws {
    guard let deeplinks else { return }
    nextTicket += 1
    let ticket = nextTicket
    linkTickets[ticket] = 0
    let url: String
    switch random(10) {
    case 0, 1, 2: url = "app://orders"
    case 3: url = "app://nowhere"
    case 4, 5: url = "app://close"
    case 6: url = "app://finish"
    default: url = "app://item/\(random(60))"
    }
    if url == "app://orders", random(3) == 0 { signedIn = false }
    note("link \(url)")
    let immediate = deeplinks.handle(url) { [unowned self] result in
      linkTickets[ticket, default: 0] += 1
      switch result {
      case .handled: counts.linksHandled += 1
      case .refused: counts.linksRefused += 1
      case .abandoned: counts.linksAbandoned += 1
      case .pending: break
      }
      if depth < 2, random(10) == 0 { reenter() }
    }
    if case .pending = immediate, random(4) == 0 {
      // The user answers the sign-in screen at once, now and then.
      if let login = window.firstScreen(where: { $0.identity?.name == "login" }),
        let router = login.router as? ResultRouter<Bool>
      {
        router.finish(with: random(2) == 0)
      }
    }
  }

  // MARK: - Checks

  func check() throws {
    do {
      try window.checkInvariants()
    } catch {
      throw fail("\(error)\n\(window.render())")
    }
    for (ticket, runs) in routingTickets where runs != 1 {
      throw fail("completion \(ticket) (\(ticketLabels[ticket] ?? "")) ran \(runs) times")
    }
    routingTickets.removeAll(keepingCapacity: true)
    ticketLabels.removeAll(keepingCapacity: true)
    for (ticket, runs) in linkTickets where runs > 1 {
      throw fail("deeplink completion \(ticket) ran \(runs) times")
    }
    linkTickets = linkTickets.filter { $0.value == 0 }
    if let pending = deeplinks?.pendingURL {
      if window.firstScreen(where: { $0.identity?.name == "login" }) == nil {
        throw fail("the link \(pending) is pending without its flow on screen\n\(window.render())")
      }
      if linkTickets.count != 1 {
        throw fail("\(linkTickets.count) deeplink completions wait, for one pending link")
      }
    } else if !linkTickets.isEmpty {
      throw fail("\(linkTickets.count) deeplink completions never ran")
    }
  }

  func finish() throws {
    deeplinks?.cancelPendingLink()
    try check()
    try window.setRoot { _ in Screen(title: "Empty") }
    deeplinks = nil
    let leaks = window.leakedScreens()
    if !leaks.isEmpty { throw fail("leaks after release: \(leaks)") }
  }
}

/// The user did not sign in.
struct ModelCancelled: Error {}
