import Foundation
import Testing
import WayfinderContainer

// The container as an app developer uses it, from what the README ("The container"), the module's
// DocC page and the doc comments of its public types promise: the article's graph of services and
// view models, lifetimes and scopes, `Lazy` and `Provider`, every error a user can cause (its type,
// its case and its message as logged) with the container unchanged after a refused call, many
// tasks resolving at once, and the documentation's code samples as they are written.

extension Scope {
  /// The signed-in session of this file's shop.
  fileprivate static let roundSession = Scope("round-session")
  /// One checkout, shorter than a session.
  fileprivate static let roundCheckout = Scope("round-checkout")
}

/// The stock server, registered as `any StockClient`.
private protocol StockClient: AnyObject, Sendable {
  var source: String { get }
}

private final class LiveStockClient: StockClient {
  let source = "live"
}

private final class FakeStockClient: StockClient {
  let source = "fake"
}

/// A service that needs the stock client.
private final class Inventory: Sendable {
  let client: any StockClient
  init(client: any StockClient) { self.client = client }
}

/// A router stand-in: a main-actor class, as the kit's routers are.
@MainActor
private final class ShelfRouter {
  var opened: [Int] = []
}

/// A view model, made on the main actor from its router and a runtime argument.
@MainActor
private final class ShelfViewModel {
  let id: Int
  let router: ShelfRouter
  let inventory: Inventory
  init(id: Int, router: ShelfRouter, inventory: Inventory) {
    self.id = id
    self.router = router
    self.inventory = inventory
  }
}

/// A plain class that is not `Sendable`, as a main-actor factory's argument.
private final class Draft {
  var text: String
  init(text: String) { self.text = text }
}

/// A main-actor view model that takes a non-`Sendable` draft.
@MainActor
private final class ComposerViewModel {
  let draft: Draft
  init(draft: Draft) { self.draft = draft }
}

/// A main-actor service that takes no arguments.
@MainActor
private final class BadgeViewModel {
  var count = 0
}

/// A shared service whose instances the tests tell apart.
private final class Ledger: Sendable {
  let id = UUID()
}

/// A value type, which cannot be weak.
private struct Receipt: Sendable, Equatable {
  var total: Int
}

/// An error a factory throws.
private struct OfflineError: Error, CustomStringConvertible {
  var description: String { "the stock server is offline" }
}

/// A service that reaches another lazily, or through a provider.
private final class Basket: Sendable {
  let ledger: Lazy<Ledger>
  let receipts: Provider<Ledger>
  init(ledger: Lazy<Ledger>, receipts: Provider<Ledger>) {
    self.ledger = ledger
    self.receipts = receipts
  }
}

@Suite struct ContainerUserRoundTests {
  /// The shop's graph: a singleton `any StockClient` and an offline one by name, a transient
  /// inventory and a main-actor view model that takes its router and an ID.
  private static func makeShop(viewModelsMade: Counter = Counter()) throws -> Container {
    let container = Container()
    try container.register((any StockClient).self, lifetime: .singleton) { _ in
      LiveStockClient()
    }
    try container.register((any StockClient).self, name: "offline") { _ in FakeStockClient() }
    try container.register(Inventory.self) { r in
      Inventory(client: try r.resolve((any StockClient).self))
    }
    try container.registerMainActor(ShelfViewModel.self) {
      (r: Resolver, router: ShelfRouter, id: Int) in
      viewModelsMade.increment()
      return ShelfViewModel(id: id, router: router, inventory: try r.resolve())
    }
    return container
  }

  /// Runs `body` off the main actor and returns the error it threw, if any.
  private static func offMainActor<E: Error>(
    _ body: @escaping @Sendable () throws(E) -> Void
  ) async -> E? {
    await Task.detached { () -> E? in
      do throws(E) {
        try body()
        return nil
      } catch {
        return error
      }
    }.value
  }

  // MARK: - The article's use

  // A route resolves its view model on the main actor with the router and the ID; each resolve
  // makes a new one (transient), and they share the singleton client through their inventories.
  @Test @MainActor func aRouteResolvesAViewModelWithItsRouterAndIDEachTimeANewOne() throws {
    let made = Counter()
    let container = try Self.makeShop(viewModelsMade: made)
    let router = ShelfRouter()
    let first = try container.resolve(ShelfViewModel.self, arguments: router, 7)
    let second = try container.resolve(ShelfViewModel.self, arguments: router, 8)
    #expect(first.id == 7)
    #expect(second.id == 8)
    #expect(first.router === router)
    #expect(first !== second)
    #expect(first.inventory !== second.inventory)
    #expect(first.inventory.client === second.inventory.client)
    #expect(first.inventory.client.source == "live")
    #expect(made.value == 2)
    // The named client is another registration next to the unnamed one.
    #expect(try container.resolve((any StockClient).self, name: "offline").source == "fake")
  }

  // A main-actor factory takes arguments that are not `Sendable`.
  @Test @MainActor func aMainActorFactoryTakesANonSendableArgument() throws {
    let container = Container()
    try container.registerMainActor(ComposerViewModel.self) { (_: Resolver, draft: Draft) in
      ComposerViewModel(draft: draft)
    }
    let draft = Draft(text: "Hello")
    let viewModel = try container.resolve(ComposerViewModel.self, arguments: draft)
    #expect(viewModel.draft === draft)
  }

  // A test's child container overrides the client: the child's transient inventory and view
  // model see the fake, the app's container still makes the live one, and dropping the child
  // leaves the parent as it was.
  @Test @MainActor func aTestsChildContainerOverridesTheClientOfTheWholeGraph() throws {
    let container = try Self.makeShop()
    let before = container.registrations
    var child: Container? = container.makeChild()
    try child?.override((any StockClient).self, lifetime: .singleton) { _ in FakeStockClient() }
    let viewModel = try #require(
      try child?.resolve(ShelfViewModel.self, arguments: ShelfRouter(), 1))
    #expect(viewModel.inventory.client.source == "fake")
    #expect(try container.resolve(Inventory.self).client.source == "live")
    let childRegistrations = try #require(child?.registrations)
    #expect(
      childRegistrations.filter { !$0.isInherited }.map(\.key.typeName) == ["any StockClient"])
    #expect(childRegistrations.count == before.count)
    weak let freed = child
    child = nil
    #expect(freed == nil)
    #expect(container.registrations == before)
    #expect(
      try container.resolve(ShelfViewModel.self, arguments: ShelfRouter(), 2).inventory
        .client.source == "live")
  }

  // Registering after resolving is not refused: a service added later resolves, a child sees
  // its parent's later registrations, and what was resolved before stays.
  @Test func registeringAfterResolvingIsAccepted() throws {
    let container = try Self.makeShop()
    let child = container.makeChild()
    let client = try container.resolve((any StockClient).self)
    try container.register(Ledger.self, lifetime: .singleton) { _ in Ledger() }
    let ledger = try container.resolve(Ledger.self)
    #expect(try child.resolve(Ledger.self) === ledger)
    #expect(try container.resolve((any StockClient).self) === client)
  }

  // The dump lists every registration, sorted ignoring `any `, as `debugDescription` shows it.
  @Test func theDumpListsTheShopAsDocumented() throws {
    let container = try Self.makeShop()
    try container.register(Ledger.self, lifetime: .scoped(.roundSession)) { _ in Ledger() }
    #expect(
      container.debugDescription == """
        Container with 5 registrations:
        - Inventory (name: nil, arguments: ()): transient
        - Ledger (name: nil, arguments: ()): scoped(round-session)
        - ShelfViewModel (name: nil, arguments: (ShelfRouter, Int)): transient, main actor
        - any StockClient (name: "offline", arguments: ()): transient
        - any StockClient (name: nil, arguments: ()): singleton
        """)
    let child = container.makeChild()
    #expect(child.registrations.allSatisfy { $0.isInherited })
    #expect(
      child.registrations.first?.description
        == "Inventory (name: nil, arguments: ()): transient, inherited")
    #expect(Container().debugDescription == "Container with 0 registrations")
  }

  // MARK: - Lifetimes and scopes

  // A logout resets the session scope: its instances are freed when nobody holds them, and the
  // next resolve makes new ones; the checkout scope, the singleton and a weak instance still
  // held are untouched, and a transient is new every time anyway.
  @Test func aResetFreesItsScopesInstancesAndNothingElse() throws {
    let made = Counter()
    let container = Container()
    try container.register(Ledger.self, name: "session", lifetime: .scoped(.roundSession)) { _ in
      made.increment()
      return Ledger()
    }
    try container.register(Ledger.self, name: "checkout", lifetime: .scoped(.roundCheckout)) {
      _ in Ledger()
    }
    try container.register(Ledger.self, name: "app", lifetime: .singleton) { _ in Ledger() }
    try container.register(Ledger.self, name: "weak", lifetime: .weak) { _ in Ledger() }

    var session: Ledger? = try container.resolve(Ledger.self, name: "session")
    weak let freedSession = session
    let checkout = try container.resolve(Ledger.self, name: "checkout")
    let app = try container.resolve(Ledger.self, name: "app")
    let held = try container.resolve(Ledger.self, name: "weak")
    #expect(try container.resolve(Ledger.self, name: "session") === session)
    #expect(made.value == 1)

    session = nil
    #expect(freedSession != nil)  // The scope keeps it until the reset.
    container.reset(.roundSession)
    #expect(freedSession == nil)
    let next = try container.resolve(Ledger.self, name: "session")
    #expect(made.value == 2)
    #expect(try container.resolve(Ledger.self, name: "session") === next)
    #expect(try container.resolve(Ledger.self, name: "checkout") === checkout)
    #expect(try container.resolve(Ledger.self, name: "app") === app)
    #expect(try container.resolve(Ledger.self, name: "weak") === held)
  }

  // Scopes with the same name are the same scope; resetting a scope nothing uses changes nothing.
  @Test func scopesAreTheirNames() throws {
    #expect(Scope("round-session") == .roundSession)
    #expect(Scope("round-session").description == "round-session")
    #expect(Lifetime.scoped(.roundSession).description == "scoped(round-session)")
    #expect(Lifetime.scoped(Scope("a")) != .scoped(Scope("b")))
    let container = Container()
    try container.register(Ledger.self, lifetime: .scoped(.roundSession)) { _ in Ledger() }
    let first = try container.resolve(Ledger.self)
    container.reset(Scope("unused"))
    #expect(try container.resolve(Ledger.self) === first)
    container.reset(Scope("round-session"))
    #expect(try container.resolve(Ledger.self) !== first)
  }

  // A scoped registration of the parent is shared by its children; a reset from a child drops
  // it for all (the doc: this container, its ancestors and its children).
  @Test func aScopedInstanceIsSharedByChildrenAndAResetFromOneDropsIt() throws {
    let container = Container()
    try container.register(Ledger.self, lifetime: .scoped(.roundSession)) { _ in Ledger() }
    let feature = container.makeChild()
    let settings = container.makeChild()
    let first = try feature.resolve(Ledger.self)
    #expect(try settings.resolve(Ledger.self) === first)
    #expect(try container.resolve(Ledger.self) === first)
    feature.reset(.roundSession)
    let second = try settings.resolve(Ledger.self)
    #expect(second !== first)
    #expect(try container.resolve(Ledger.self) === second)
  }

  // The doc of `reset(_:)`: an instance being made while the scope is reset is handed to the
  // resolve that asked for it but not kept.
  @Test func anInstanceMadeDuringAResetIsHandedOverButNotKept() throws {
    let container = Container()
    let resetting = Counter()
    try container.register(Ledger.self, lifetime: .scoped(.roundSession)) {
      [weak container] _ in
      if resetting.value == 0 {
        resetting.increment()
        container?.reset(.roundSession)
      }
      return Ledger()
    }
    let overtaken = try container.resolve(Ledger.self)
    let kept = try container.resolve(Ledger.self)
    #expect(kept !== overtaken)
    #expect(try container.resolve(Ledger.self) === kept)
  }

  // A singleton is one per container that holds the registration: children share it, a child's
  // override makes its own, and an override in the same container does not reuse the old one.
  @Test func aSingletonIsOnePerRegistration() throws {
    let container = Container()
    try container.register(Ledger.self, lifetime: .singleton) { _ in Ledger() }
    let shared = try container.resolve(Ledger.self)
    #expect(try container.makeChild().resolve(Ledger.self) === shared)
    let child = container.makeChild()
    try child.override(Ledger.self, lifetime: .singleton) { _ in Ledger() }
    let own = try child.resolve(Ledger.self)
    #expect(own !== shared)
    #expect(try child.resolve(Ledger.self) === own)
    try container.override(Ledger.self, lifetime: .singleton) { _ in Ledger() }
    let replaced = try container.resolve(Ledger.self)
    #expect(replaced !== shared)
    #expect(try container.resolve(Ledger.self) === replaced)
  }

  // A weak registration of a protocol existential is shared while someone holds it, and made
  // again once it was freed.
  @Test func aWeakExistentialIsSharedWhileHeld() throws {
    let made = Counter()
    let container = Container()
    try container.register((any StockClient).self, lifetime: .weak) { _ in
      made.increment()
      return LiveStockClient()
    }
    var held: (any StockClient)? = try container.resolve((any StockClient).self)
    #expect(try container.resolve((any StockClient).self) === held)
    #expect(made.value == 1)
    held = nil
    _ = try container.resolve((any StockClient).self)
    #expect(made.value == 2)
  }

  // A session whose deinit logs through the container: the reset that frees it, and the
  // override that replaces the singleton made by the replaced registration, do not deadlock.
  @Test func aDeinitThatResolvesDuringResetOrOverrideDoesNotDeadlock() throws {
    final class Logger: Sendable {
      let lines = SharedList<String>()
    }
    final class LoggingSession: Sendable {
      let log: Provider<Logger>
      init(log: Provider<Logger>) { self.log = log }
      deinit { (try? log.instance)?.lines.append("session ended") }
    }
    let container = Container()
    try container.register(Logger.self, lifetime: .singleton) { _ in Logger() }
    try container.register(LoggingSession.self, lifetime: .scoped(.roundSession)) { r in
      LoggingSession(log: r.provider())
    }
    try container.register(LoggingSession.self, name: "app", lifetime: .singleton) { r in
      LoggingSession(log: r.provider())
    }
    let logger = try container.resolve(Logger.self)
    _ = try container.resolve(LoggingSession.self)
    _ = try container.resolve(LoggingSession.self, name: "app")
    let finished = startThreads(1) { _ in
      container.reset(.roundSession)
      try? container.override(LoggingSession.self, name: "app") { r in
        LoggingSession(log: r.provider())
      }
    }
    #expect(waitForThreads(finished, count: 1, timeout: 5))
    #expect(logger.lines.values == ["session ended", "session ended"])
  }

  // MARK: - Lazy and Provider

  // A lazy reference resolves on first use and keeps its instance, also across a reset; a
  // provider resolves on every use, following the lifetime, so it reaches the new instance.
  @Test func lazyKeepsAndProviderFollowsAcrossAReset() throws {
    let made = Counter()
    let container = Container()
    try container.register(Ledger.self, lifetime: .scoped(.roundSession)) { _ in
      made.increment()
      return Ledger()
    }
    try container.register(Basket.self) { r in
      Basket(ledger: r.lazy(), receipts: r.provider())
    }
    let basket = try container.resolve(Basket.self)
    #expect(made.value == 0)  // Nothing resolved yet.
    let first = try basket.ledger.instance
    #expect(made.value == 1)
    #expect(try basket.receipts.instance === first)

    container.reset(.roundSession)
    #expect(try basket.ledger.instance === first)
    let second = try basket.receipts.instance
    #expect(second !== first)
    #expect(try basket.receipts.instance === second)
    #expect(made.value == 2)
  }

  // A provider of a transient registration makes a new instance on every use; a lazy reference
  // keeps the first one.
  @Test func aProviderOfATransientMakesOneEachTime() throws {
    let container = Container()
    try container.register(Ledger.self) { _ in Ledger() }
    try container.register(Basket.self) { r in
      Basket(ledger: r.lazy(), receipts: r.provider())
    }
    let basket = try container.resolve(Basket.self)
    #expect(try basket.receipts.instance !== basket.receipts.instance)
    #expect(try basket.ledger.instance === basket.ledger.instance)
  }

  // Named lazy references and providers resolve the named registration.
  @Test func lazyAndProviderResolveByName() throws {
    let container = Container()
    try container.register(Ledger.self, name: "gift", lifetime: .singleton) { _ in Ledger() }
    try container.register(Basket.self) { r in
      Basket(ledger: r.lazy(name: "gift"), receipts: r.provider(Ledger.self, name: "gift"))
    }
    let basket = try container.resolve(Basket.self)
    let gift = try container.resolve(Ledger.self, name: "gift")
    #expect(try basket.ledger.instance === gift)
    #expect(try basket.receipts.instance === gift)
    #expect(throws: ResolutionError.self) { try container.resolve(Ledger.self) }
  }

  // A lazy reference whose registration is missing throws a missing registration and keeps
  // nothing: once registered, the next use resolves. Its error names the service.
  @Test func aLazyReferenceThatFailedTriesAgain() throws {
    let container = Container()
    try container.register(Basket.self) { r in
      Basket(ledger: r.lazy(), receipts: r.provider())
    }
    let basket = try container.resolve(Basket.self)
    let error = try #require(throws: ResolutionError.self) { try basket.ledger.instance }
    #expect(error.reason == .missingRegistration)
    #expect(error.description == "Ledger: no registration for Ledger (name: nil, arguments: ())")
    let fromProvider = try #require(throws: ResolutionError.self) { try basket.receipts.instance }
    #expect(fromProvider.reason == .missingRegistration)

    try container.register(Ledger.self, lifetime: .singleton) { _ in Ledger() }
    let ledger = try container.resolve(Ledger.self)
    #expect(try basket.ledger.instance === ledger)
    #expect(try basket.receipts.instance === ledger)
  }

  // A lazy reference or provider whose container was freed throws `containerReleased`, naming
  // the service; a lazy reference resolved before keeps its instance.
  @Test func referencesToAFreedContainerThrowContainerReleased() throws {
    var container: Container? = Container()
    try container?.register(Ledger.self, lifetime: .singleton) { _ in Ledger() }
    try container?.register(Basket.self) { r in
      Basket(ledger: r.lazy(), receipts: r.provider())
    }
    let used = try #require(try container?.resolve(Basket.self))
    let unused = try #require(try container?.resolve(Basket.self))
    let ledger = try used.ledger.instance
    container = nil
    #expect(try used.ledger.instance === ledger)
    let lazyError = try #require(throws: ResolutionError.self) { try unused.ledger.instance }
    #expect(lazyError.reason == .containerReleased)
    #expect(
      lazyError.description
        == "Ledger: the container was freed before this lazy or provided Ledger (name: nil, "
        + "arguments: ()) was resolved")
    let providerError = try #require(throws: ResolutionError.self) { try used.receipts.instance }
    #expect(providerError.reason == .containerReleased)
  }

  // Lazy references and providers made from values, for a service's unit test.
  @Test func lazyAndProviderFromValuesHandOutTheValue() throws {
    let ledger = Ledger()
    let basket = Basket(ledger: Lazy(ledger), receipts: Provider(ledger))
    #expect(try basket.ledger.instance === ledger)
    #expect(try basket.receipts.instance === ledger)
    #expect(try basket.receipts.instance === ledger)
  }

  // A lazy reference used by many tasks at once for a transient registration: each may run the
  // factory, but all get the one instance that was kept.
  @Test func aLazyReferenceUsedByManyTasksAtOnceGivesThemOneInstance() async throws {
    let container = Container()
    try container.register(Ledger.self) { _ in Ledger() }
    try container.register(Basket.self) { r in
      Basket(ledger: r.lazy(), receipts: r.provider())
    }
    let basket = try container.resolve(Basket.self)
    let seen = SharedList<ObjectIdentifier>()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<32 {
        group.addTask {
          if let ledger = try? basket.ledger.instance { seen.append(ObjectIdentifier(ledger)) }
        }
      }
    }
    let kept = try basket.ledger.instance
    #expect(seen.values.count == 32)
    #expect(Set(seen.values) == [ObjectIdentifier(kept)])
  }

  // A lazy reference to a main-actor service, used off the main actor, is refused and keeps
  // nothing; on the main actor it resolves and keeps.
  @Test func aLazyMainActorServiceResolvesOnlyOnTheMainActor() async throws {
    let container = Container()
    try container.registerMainActor(BadgeViewModel.self, lifetime: .singleton) { _ in
      BadgeViewModel()
    }
    struct Holder: Sendable {
      let badge: Lazy<BadgeViewModel>
    }
    try container.register(Holder.self) { r in Holder(badge: r.lazy()) }
    let holder = try container.resolve(Holder.self)
    let error = await Self.offMainActor { () throws(ResolutionError) in
      _ = try holder.badge.instance
    }
    #expect(error?.reason == .requiresMainActor)
    let (lazy, resolved) = try await MainActor.run {
      (
        ObjectIdentifier(try holder.badge.instance),
        ObjectIdentifier(try container.resolve(BadgeViewModel.self))
      )
    }
    #expect(lazy == resolved)
  }

  // MARK: - Errors a user can cause

  // A missing registration deep in the graph: a `ResolutionError` whose chain and message name
  // each service on the way, outermost first.
  @Test @MainActor func aMissingRegistrationNamesThePathOfTheResolution() throws {
    let container = Container()
    try container.register(Inventory.self) { r in
      Inventory(client: try r.resolve((any StockClient).self))
    }
    try container.registerMainActor(ShelfViewModel.self) {
      (r: Resolver, router: ShelfRouter, id: Int) in
      ShelfViewModel(id: id, router: router, inventory: try r.resolve())
    }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(ShelfViewModel.self, arguments: ShelfRouter(), 3)
    }
    #expect(error.reason == .missingRegistration)
    #expect(error.chain.map(\.typeName) == ["ShelfViewModel", "Inventory", "any StockClient"])
    #expect(error.key.typeName == "any StockClient")
    #expect(error.chainDescription == "ShelfViewModel → Inventory → any StockClient")
    #expect(
      error.description
        == "ShelfViewModel → Inventory → any StockClient: no registration for any StockClient "
        + "(name: nil, arguments: ())")
    #expect(error.candidates.isEmpty)
    #expect(error.underlyingError == nil)
  }

  // A name nobody registered: the message names the name, and lists the type's other
  // registrations as candidates, named ones first.
  @Test func aMissingNameListsTheCandidates() throws {
    let container = try Self.makeShop()
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve((any StockClient).self, name: "staging")
    }
    #expect(error.reason == .missingRegistration)
    #expect(error.key.name == "staging")
    #expect(
      error.description
        == "any StockClient(name: \"staging\"): no registration for any StockClient "
        + "(name: \"staging\", arguments: ()); candidates: any StockClient (name: \"offline\", "
        + "arguments: ()), any StockClient (name: nil, arguments: ())")
  }

  // More than ten candidates: the first ten are named, then how many more there are.
  @Test func candidatesBeyondTenAreCounted() throws {
    let container = Container()
    for index in 0..<13 {
      try container.register(Ledger.self, name: "ledger-\(index)") { _ in Ledger() }
    }
    let error = try #require(throws: ResolutionError.self) { try container.resolve(Ledger.self) }
    #expect(error.candidates.count == 13)
    #expect(error.description.hasSuffix(", and 3 more"))
    #expect(error.description.components(separatedBy: "Ledger (name: \"ledger-").count == 11)
  }

  // Wrong argument types, or none: an argument mismatch naming the types passed, with the
  // registration's argument types as the candidate; the factory does not run.
  @Test @MainActor func wrongArgumentTypesAreAMismatchNamingBoth() throws {
    let made = Counter()
    let container = try Self.makeShop(viewModelsMade: made)
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(ShelfViewModel.self, arguments: ShelfRouter(), "7")
    }
    #expect(error.reason == .argumentMismatch)
    #expect(
      error.description
        == "ShelfViewModel: wrong argument types for ShelfViewModel (name: nil, arguments: "
        + "(ShelfRouter, String)); candidates: ShelfViewModel (name: nil, arguments: "
        + "(ShelfRouter, Int))")
    let none = try #require(throws: ResolutionError.self) {
      try container.resolve(ShelfViewModel.self)
    }
    #expect(none.reason == .argumentMismatch)
    #expect(none.key.argumentTypeNames.isEmpty)
    #expect(none.candidates.map(\.argumentTypeNames) == [["ShelfRouter", "Int"]])
    #expect(made.value == 0)
  }

  // A factory that throws: `factoryFailed` with the error, under the chain; a singleton that
  // failed is not kept, so the next resolve tries again.
  @Test func aFactoryThatThrowsIsWrappedWithThePath() throws {
    let attempts = Counter()
    let container = Container()
    try container.register((any StockClient).self, lifetime: .singleton) { _ in
      attempts.increment()
      if attempts.value == 1 { throw OfflineError() }
      return LiveStockClient()
    }
    try container.register(Inventory.self) { r in Inventory(client: try r.resolve()) }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(Inventory.self)
    }
    #expect(error.reason == .factoryFailed(OfflineError()))
    #expect(error.underlyingError is OfflineError)
    #expect(
      error.description
        == "Inventory → any StockClient: the factory of any StockClient (name: nil, arguments: ()) "
        + "threw: the stock server is offline")
    #expect(try container.resolve(Inventory.self).client.source == "live")
    #expect(attempts.value == 2)
  }

  // The guide's cycle: services whose factories use a lazy reference and a provider of each
  // other while they run get a `cycle` error naming the chain, and again on the next resolve
  // (nothing is left half-made, nothing deadlocks).
  @Test func aCycleThroughLazyAndProviderIsReportedWithItsChain() throws {
    final class CartService: Sendable {
      let checkout: Lazy<CheckoutService>
      init(checkout: Lazy<CheckoutService>) { self.checkout = checkout }
    }
    final class CheckoutService: Sendable {
      let cart: Provider<CartService>
      init(cart: Provider<CartService>) { self.cart = cart }
    }
    let container = Container()
    try container.register(CartService.self, lifetime: .singleton) { r in
      let checkout = r.lazy(CheckoutService.self)
      _ = try checkout.instance
      return CartService(checkout: checkout)
    }
    try container.register(CheckoutService.self, lifetime: .singleton) { r in
      let cart = r.provider(CartService.self)
      _ = try cart.instance
      return CheckoutService(cart: cart)
    }
    for _ in 0..<2 {
      let error = try #require(throws: ResolutionError.self) {
        try container.resolve(CartService.self)
      }
      #expect(error.reason == .cycle)
      #expect(error.chain.map(\.typeName) == ["CartService", "CheckoutService", "CartService"])
      #expect(
        error.description
          == "CartService → CheckoutService → CartService: dependency cycle on CartService "
          + "(name: nil, arguments: ())")
    }
    let validation = try #require(throws: ValidationError.self) { try container.validate() }
    #expect(validation.failures.map(\.reason) == [.cycle, .cycle])
  }

  // A main-actor service asked for off the main actor: `requiresMainActor`, naming it, and the
  // factory does not run; on the main actor it resolves.
  @Test func aMainActorServiceOffTheMainActorIsRefused() async throws {
    let made = Counter()
    let container = Container()
    try container.registerMainActor(BadgeViewModel.self) { _ in
      made.increment()
      return BadgeViewModel()
    }
    let error = await Self.offMainActor { () throws(ResolutionError) in
      _ = try container.resolve(BadgeViewModel.self)
    }
    #expect(error?.reason == .requiresMainActor)
    #expect(
      error?.description
        == "BadgeViewModel: the factory of BadgeViewModel (name: nil, arguments: ()) runs on the "
        + "main actor; resolve it from main-actor-isolated code")
    #expect(made.value == 0)
    let count = try await MainActor.run { try container.resolve(BadgeViewModel.self).count }
    #expect(count == 0)
    #expect(made.value == 1)
  }

  // Registering a key twice, from the same container or a child: `duplicate`, naming the key and
  // what to do; the container is unchanged and the first factory still answers.
  @Test func registeringTwiceIsRefusedAndChangesNothing() throws {
    let container = try Self.makeShop()
    let client = try container.resolve((any StockClient).self)
    let before = container.registrations
    let error = try #require(throws: RegistrationError.self) {
      try container.register((any StockClient).self, name: "offline") { _ in LiveStockClient() }
    }
    #expect(error.reason == .duplicate)
    #expect(error.key.name == "offline")
    #expect(error.lifetime == .transient)
    #expect(
      error.description
        == "any StockClient (name: \"offline\", arguments: ()) is already registered; call "
        + "override to replace it")
    let child = container.makeChild()
    let fromChild = try #require(throws: RegistrationError.self) {
      try child.register((any StockClient).self, lifetime: .singleton) { _ in FakeStockClient() }
    }
    #expect(fromChild.reason == .duplicate)
    #expect(container.registrations == before)
    #expect(child.registrations.allSatisfy { $0.isInherited })
    #expect(try container.resolve((any StockClient).self) === client)
    #expect(try container.resolve((any StockClient).self, name: "offline").source == "fake")
  }

  // The other refused registrations: overriding nothing, a shared lifetime with runtime
  // arguments and a weak value type; each names the key and the fix, and adds nothing.
  @Test func refusedRegistrationsNameTheFixAndAddNothing() throws {
    let container = Container()
    let nothing = try #require(throws: RegistrationError.self) {
      try container.override(Ledger.self) { _ in Ledger() }
    }
    #expect(nothing.reason == .nothingToOverride)
    #expect(
      nothing.description
        == "Ledger (name: nil, arguments: ()) has no registration to override; call register to "
        + "add it")
    let arguments = try #require(throws: RegistrationError.self) {
      try container.register(Ledger.self, lifetime: .scoped(.roundSession)) {
        (_: Resolver, _: Int) in Ledger()
      }
    }
    #expect(arguments.reason == .argumentsRequireTransient)
    #expect(arguments.lifetime == .scoped(.roundSession))
    #expect(
      arguments.description
        == "Ledger (name: nil, arguments: (Int)) cannot be scoped(round-session): only transient "
        + "registrations take runtime arguments")
    let weak = try #require(throws: RegistrationError.self) {
      try container.register(Receipt.self, lifetime: .weak) { _ in Receipt(total: 1) }
    }
    #expect(weak.reason == .weakRequiresClass)
    #expect(
      weak.description
        == "Receipt (name: nil, arguments: ()) cannot be weak: only class instances can be held "
        + "weakly; use singleton or scoped")
    let mainActorWeak = try #require(throws: RegistrationError.self) {
      try container.registerMainActor(Receipt.self, lifetime: .weak) { _ in Receipt(total: 1) }
    }
    #expect(mainActorWeak.reason == .weakRequiresClass)
    #expect(container.registrations.isEmpty)
    #expect(throws: ResolutionError.self) { try container.resolve(Ledger.self) }
    // The refused key is still free to register properly.
    try container.register(Receipt.self, lifetime: .singleton) { _ in Receipt(total: 2) }
    #expect(try container.resolve(Receipt.self) == Receipt(total: 2))
  }

  // `validate()` on a broken graph: every failure at once, sorted by key, each with its chain,
  // and a message a user can log; once fixed, it passes.
  @Test func validateReportsTheBrokenGraphAsOneMessage() throws {
    let container = Container()
    try container.register(Inventory.self) { r in Inventory(client: try r.resolve()) }
    try container.register(Basket.self, lifetime: .singleton) { r in
      Basket(ledger: r.lazy(name: "missing"), receipts: r.provider(name: "gone"))
    }
    try container.register(Ledger.self) { _ in throw OfflineError() }
    let error = try #require(throws: ValidationError.self) { try container.validate() }
    #expect(error.failures.count == 4)
    #expect(
      error.description == """
        4 resolution failures:
        - Basket → Ledger(name: "missing"): no registration for Ledger (name: "missing", \
        arguments: ()); candidates: Ledger (name: nil, arguments: ())
        - Basket → Ledger(name: "gone"): no registration for Ledger (name: "gone", \
        arguments: ()); candidates: Ledger (name: nil, arguments: ())
        - Inventory → any StockClient: no registration for any StockClient (name: nil, \
        arguments: ())
        - Ledger: the factory of Ledger (name: nil, arguments: ()) threw: the stock server is \
        offline
        """)
    try container.register((any StockClient).self) { _ in LiveStockClient() }
    try container.register(Ledger.self, name: "missing") { _ in Ledger() }
    try container.register(Ledger.self, name: "gone") { _ in Ledger() }
    try container.override(Ledger.self) { _ in Ledger() }
    #expect(throws: Never.self) { try container.validate() }
  }

  // Any number of runtime arguments, matched by their static types: a subclass passed as itself
  // is another argument type, a mismatch; passed as the declared class, it resolves.
  @Test func argumentsAreAnyNumberMatchedByStaticType() throws {
    class Base: @unchecked Sendable {}
    final class Derived: Base, @unchecked Sendable {}
    let container = Container()
    try container.register(String.self) {
      (_: Resolver, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: String) in
      "\(a + b + c + d + e + f + g)\(h)"
    }
    #expect(try container.resolve(String.self, arguments: 1, 2, 3, 4, 5, 6, 7, "!") == "28!")
    try container.register(Int.self) { (_: Resolver, base: Base) in base is Derived ? 1 : 0 }
    let mismatch = try #require(throws: ResolutionError.self) {
      try container.resolve(Int.self, arguments: Derived())
    }
    #expect(mismatch.reason == .argumentMismatch)
    #expect(mismatch.key.argumentTypeNames == ["Derived"])
    #expect(try container.resolve(Int.self, arguments: Derived() as Base) == 1)
  }

  // Lazy references and providers hold their container weakly: a singleton that keeps them does
  // not keep the container alive.
  @Test func aServiceKeepingReferencesDoesNotKeepTheContainer() throws {
    var container: Container? = Container()
    try container?.register(Ledger.self, lifetime: .singleton) { _ in Ledger() }
    try container?.register(Basket.self, lifetime: .singleton) { r in
      Basket(ledger: r.lazy(), receipts: r.provider())
    }
    let basket = try #require(try container?.resolve(Basket.self))
    _ = try basket.ledger.instance
    weak let freed = container
    container = nil
    #expect(freed == nil)
    #expect(throws: ResolutionError.self) { try basket.receipts.instance }
  }

  // MARK: - Concurrency

  // Many tasks resolve at once from one container: the singleton is made once, a scoped
  // registration once per scope (again once after a reset), a transient once per resolve.
  @Test func manyTasksResolvingAtOnceMakeEachSharedInstanceOnce() async throws {
    let singletons = Counter()
    let scoped = Counter()
    let transients = Counter()
    let container = Container()
    try container.register(Ledger.self, name: "app", lifetime: .singleton) { _ in
      singletons.increment()
      Thread.sleep(forTimeInterval: 0.002)
      return Ledger()
    }
    try container.register(Ledger.self, name: "session", lifetime: .scoped(.roundSession)) { _ in
      scoped.increment()
      Thread.sleep(forTimeInterval: 0.002)
      return Ledger()
    }
    try container.register(Ledger.self, name: "each") { _ in
      transients.increment()
      return Ledger()
    }

    func resolveFromManyTasks(_ name: String) async -> [Ledger?] {
      await withTaskGroup(of: Ledger?.self) { group in
        for _ in 0..<24 {
          group.addTask { try? container.resolve(Ledger.self, name: name) }
        }
        var ledgers: [Ledger?] = []
        for await ledger in group { ledgers.append(ledger) }
        return ledgers
      }
    }

    let apps = await resolveFromManyTasks("app")
    #expect(apps.allSatisfy { $0 != nil && $0 === apps[0] })
    #expect(singletons.value == 1)

    let sessions = await resolveFromManyTasks("session")
    #expect(sessions.allSatisfy { $0 != nil && $0 === sessions[0] })
    container.reset(.roundSession)
    let nextSessions = await resolveFromManyTasks("session")
    #expect(nextSessions.allSatisfy { $0 != nil && $0 === nextSessions[0] })
    #expect(nextSessions[0] !== sessions[0])
    #expect(scoped.value == 2)

    let each = await resolveFromManyTasks("each")
    #expect(Set(each.compactMap { $0.map(ObjectIdentifier.init) }).count == 24)
    #expect(transients.value == 24)
  }

  // Services that need each other, resolved from many tasks at once: each singleton is made
  // once, and they reach each other at run time.
  @Test func servicesThatNeedEachOtherResolveFromManyTasks() async throws {
    let made = Counter()
    let container = Container()
    try container.register(Basket.self, lifetime: .singleton) { r in
      made.increment()
      return Basket(ledger: r.lazy(), receipts: r.provider())
    }
    try container.register(Ledger.self, lifetime: .singleton) { r in
      made.increment()
      _ = r.provider(Basket.self)
      return Ledger()
    }
    let seen = IdentitySet()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<24 {
        group.addTask {
          if index.isMultiple(of: 2) {
            if let ledger = try? container.resolve(Basket.self).ledger.instance {
              seen.insert(ObjectIdentifier(ledger))
            }
          } else if let ledger = try? container.resolve(Ledger.self) {
            seen.insert(ObjectIdentifier(ledger))
          }
        }
      }
    }
    #expect(seen.count == 1)
    #expect(made.value == 2)
    #expect(throws: Never.self) { try container.validate() }
  }

  // Many tasks register the same key at once: exactly one registration is kept, the others are
  // refused as duplicates.
  @Test func manyTasksRegisteringOneKeyAtOnceKeepOne() async throws {
    let container = Container()
    let outcomes = await withTaskGroup(of: RegistrationError.Reason?.self) { group in
      for index in 0..<24 {
        group.addTask {
          do throws(RegistrationError) {
            try container.register(Int.self, lifetime: .singleton) { _ in index }
            return nil
          } catch {
            return error.reason
          }
        }
      }
      var outcomes: [RegistrationError.Reason?] = []
      for await outcome in group { outcomes.append(outcome) }
      return outcomes
    }
    #expect(outcomes.filter { $0 == nil }.count == 1)
    #expect(outcomes.filter { $0 == .duplicate }.count == 23)
    #expect(container.registrations.count == 1)
    #expect(try container.resolve(Int.self) == container.resolve(Int.self))
  }

  // Resets racing with resolves from many tasks: every resolve gets an instance, and once the
  // resets stop, the scope keeps one instance again.
  @Test func resetsRacingWithResolvesAlwaysHandOutAnInstance() async throws {
    let container = Container()
    try container.register(Ledger.self, lifetime: .scoped(.roundSession)) { _ in Ledger() }
    let resolved = await withTaskGroup(of: Int.self) { group in
      for index in 0..<24 {
        group.addTask {
          if index.isMultiple(of: 4) {
            container.reset(.roundSession)
            return 0
          }
          return (try? container.resolve(Ledger.self)) == nil ? 0 : 1
        }
      }
      var resolved = 0
      for await count in group { resolved += count }
      return resolved
    }
    #expect(resolved == 18)
    let settled = try container.resolve(Ledger.self)
    #expect(try container.resolve(Ledger.self) === settled)
  }

  // MARK: - The documentation's samples

  // README, "The container": a main-actor scoped session, a cart that reaches it lazily, and a
  // reset on logout after which the next resolve makes a new session.
  @Test @MainActor func theReadmeSampleResetsTheSessionOnLogout() throws {
    @MainActor final class SessionService {}
    struct Cart: Sendable {
      let session: Lazy<SessionService>
    }
    let container = Container()
    try container.registerMainActor(SessionService.self, lifetime: .scoped(.roundSession)) { _ in
      SessionService()
    }
    try container.register(Cart.self) { r in Cart(session: r.lazy(SessionService.self)) }

    let cart = try container.resolve(Cart.self)
    let session = try cart.session.instance
    #expect(try container.resolve(SessionService.self) === session)
    try container.validate()
    container.reset(.roundSession)  // on logout: the next resolve makes a new SessionService
    let next = try container.resolve(SessionService.self)
    #expect(next !== session)
    #expect(try container.resolve(Cart.self).session.instance === next)
  }

  // The DocC overview: a singleton catalogue and a main-actor view model that takes the router
  // and the product's ID, resolved in a route.
  @Test @MainActor func theGuidesOverviewSampleResolvesAViewModelInARoute() throws {
    struct Product: Sendable, Equatable {
      let id: Int
    }
    final class ProductCatalogue: Sendable {
      func product(id: Int) -> Product { Product(id: id) }
    }
    @MainActor final class DefaultRouter {}
    @MainActor final class ProductViewModel {
      let product: Product
      let router: DefaultRouter
      init(product: Product, router: DefaultRouter) {
        self.product = product
        self.router = router
      }
    }
    let container = Container()
    try container.register(ProductCatalogue.self, lifetime: .singleton) { _ in ProductCatalogue() }
    try container.registerMainActor(ProductViewModel.self) {
      (r: Resolver, router: DefaultRouter, id: Int) in
      ProductViewModel(
        product: try r.resolve(ProductCatalogue.self).product(id: id), router: router)
    }

    let router = DefaultRouter()
    let viewModel = try container.resolve(ProductViewModel.self, arguments: router, 42)
    #expect(viewModel.product == Product(id: 42))
    #expect(viewModel.router === router)
    // `validate()` skips the view model (it takes arguments) and proves the rest.
    try container.validate()
  }

  // The guide's "Services that need each other": a cart and a checkout that reach each other at
  // run time through a lazy reference and a provider, as singletons.
  @Test func theGuidesServicesThatNeedEachOtherReachEachOther() throws {
    final class CartService: Sendable {
      let checkout: Lazy<CheckoutService>
      init(checkout: Lazy<CheckoutService>) { self.checkout = checkout }
      func checkOut() throws -> CheckoutService { try checkout.instance }
    }
    final class CheckoutService: Sendable {
      let cart: Provider<CartService>
      init(cart: Provider<CartService>) { self.cart = cart }
      func start() throws -> CartService { try cart.instance }
    }
    let container = Container()
    try container.register(CartService.self, lifetime: .singleton) { r in
      CartService(checkout: r.lazy(CheckoutService.self))
    }
    try container.register(CheckoutService.self, lifetime: .singleton) { r in
      CheckoutService(cart: r.provider(CartService.self))
    }
    try container.validate()
    let cart = try container.resolve(CartService.self)
    let checkout = try cart.checkOut()
    #expect(checkout === (try container.resolve(CheckoutService.self)))
    #expect(try checkout.start() === cart)
  }

  // The guide's "Scopes that can be reset", and the doc of `Provider` (a list that makes a row's
  // view model each time it asks).
  @Test @MainActor func theScopeAndProviderSamplesDoWhatTheySay() throws {
    final class SessionStore: Sendable {}
    @MainActor final class OrderRowViewModel {}
    final class OrderList: Sendable {
      let makeRow: Provider<OrderRowViewModel>
      init(makeRow: Provider<OrderRowViewModel>) { self.makeRow = makeRow }
    }
    let container = Container()
    try container.register(SessionStore.self, lifetime: .scoped(.roundSession)) { _ in
      SessionStore()
    }
    let store = try container.resolve(SessionStore.self)
    container.reset(.roundSession)
    #expect(try container.resolve(SessionStore.self) !== store)

    try container.registerMainActor(OrderRowViewModel.self) { _ in OrderRowViewModel() }
    try container.register(OrderList.self) { r in
      OrderList(makeRow: r.provider(OrderRowViewModel.self))
    }
    let list = try container.resolve(OrderList.self)
    let row = try list.makeRow.instance
    #expect(try list.makeRow.instance !== row)
  }

  // The doc of `validate()`: the test resolves the view model that takes its router once, then
  // validates; a lazy reference that view model took is checked too.
  @Test @MainActor func theValidateSampleChecksWhatAViewModelTookLazily() throws {
    let container = Container()
    try container.registerMainActor(ShelfViewModel.self) {
      (r: Resolver, router: ShelfRouter, id: Int) in
      _ = r.lazy(Ledger.self)
      return ShelfViewModel(id: id, router: router, inventory: Inventory(client: FakeStockClient()))
    }
    try container.validate()  // The view model takes arguments: not resolved, nothing known yet.
    _ = try container.resolve(ShelfViewModel.self, arguments: ShelfRouter(), 42)
    let error = try #require(throws: ValidationError.self) { try container.validate() }
    #expect(
      error.description
        == "1 resolution failure:\n- ShelfViewModel → Ledger: no registration for Ledger (name: "
        + "nil, arguments: ())")
    try container.register(Ledger.self) { _ in Ledger() }
    try container.validate()
  }
}
