import Foundation
import Testing
import WayfinderContainer

// The container as a reader of the article sets it up first, from the README and the module's
// guide: the shop's services, a session scope, `Lazy` and `Provider`, named registrations and
// `validate()` — and the mistakes made on the way, each a typed error that leaves the container
// as it was.

@Suite struct ArticleReaderContainerTests {
  /// The signed-in session, dropped on logout.
  final class Session: Sendable {
    let id = UUID()
  }

  /// Outlives every session: asks for the current one each time.
  final class WishlistStore: Sendable {
    let session: Provider<Session>
    init(session: Provider<Session>) { self.session = session }
  }

  /// Reaches the session of the moment it first asks.
  final class Cart: Sendable {
    let session: Lazy<Session>
    init(session: Lazy<Session>) { self.session = session }
  }

  /// A main-actor view model, as routes resolve them.
  @MainActor
  final class WishlistViewModel {
    let store: WishlistStore
    let title: String
    init(store: WishlistStore, title: String) {
      self.store = store
      self.title = title
    }
  }

  /// Makes the shop's graph.
  static func makeContainer(viewModelsMade: Counter = Counter()) throws -> Container {
    let container = Container()
    try container.register(Session.self, lifetime: .scoped(.articleSession)) { _ in Session() }
    try container.register(WishlistStore.self, lifetime: .singleton) { r in
      WishlistStore(session: r.provider())
    }
    try container.register(Cart.self) { r in Cart(session: r.lazy()) }
    try container.registerMainActor(WishlistViewModel.self) { (r: Resolver, title: String) in
      viewModelsMade.increment()
      return WishlistViewModel(store: try r.resolve(), title: title)
    }
    return container
  }

  // A logout resets the session scope: the store's provider reaches the new session, a cart
  // made before keeps the one it first reached, and a new cart reaches the new one.
  @Test func aLogoutGivesTheStoreTheNewSession() throws {
    let container = try Self.makeContainer()
    let store = try container.resolve(WishlistStore.self)
    let cart = try container.resolve(Cart.self)
    let first = try store.session.instance
    #expect(try cart.session.instance === first)

    container.reset(.articleSession)
    let second = try store.session.instance
    #expect(second !== first)
    #expect(try container.resolve(WishlistStore.self) === store)
    #expect(try cart.session.instance === first)
    #expect(try container.resolve(Cart.self).session.instance === second)
  }

  // Registering a factory twice: a `RegistrationError` naming the key, and the first factory
  // still answers.
  @Test func registeringAFactoryTwiceIsRefusedAndKeepsTheFirst() throws {
    let container = try Self.makeContainer()
    let before = container.registrations
    let store = try container.resolve(WishlistStore.self)
    let error = try #require(throws: RegistrationError.self) {
      try container.register(WishlistStore.self, lifetime: .singleton) { _ in
        WishlistStore(session: Provider(Session()))
      }
    }
    #expect(error.reason == .duplicate)
    #expect(error.key.typeName.contains("WishlistStore"))
    #expect(error.description.contains("WishlistStore"))
    // A main-actor factory for the same key is the same mistake.
    #expect(throws: RegistrationError.self) {
      try container.registerMainActor(WishlistStore.self) { _ in
        WishlistStore(session: Provider(Session()))
      }
    }
    #expect(container.registrations == before)
    #expect(try container.resolve(WishlistStore.self) === store)
  }

  // A second store under a name is not a duplicate: named registrations tell them apart, and
  // the unnamed one stays the default.
  @Test func namedRegistrationsLiveNextToTheUnnamedOne() throws {
    let container = try Self.makeContainer()
    let guest = Session()
    try container.register(WishlistStore.self, name: "guest", lifetime: .singleton) { _ in
      WishlistStore(session: Provider(guest))
    }
    #expect(try container.resolve(WishlistStore.self, name: "guest").session.instance === guest)
    #expect(try container.resolve(WishlistStore.self).session.instance !== guest)
    let missing = try #require(throws: ResolutionError.self) {
      try container.resolve(WishlistStore.self, name: "admin")
    }
    #expect(missing.reason == .missingRegistration)
    #expect(missing.description.contains("admin"))
  }

  // A missing registration: the error names the chain; nothing is cached, so registering the
  // service afterwards makes the resolve work.
  @Test func aMissingRegistrationNamesTheChainAndCachesNothing() throws {
    let container = Container()
    try container.register(WishlistStore.self, lifetime: .singleton) { r in
      WishlistStore(session: Provider(try r.resolve(Session.self)))
    }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(WishlistStore.self)
    }
    #expect(error.reason == .missingRegistration)
    #expect(error.chain.map(\.typeName).last?.contains("Session") == true)
    #expect(error.description.contains("WishlistStore → "))
    let validation = try #require(throws: ValidationError.self) { try container.validate() }
    #expect(validation.failures.count == 1)

    try container.register(Session.self) { _ in Session() }
    #expect(throws: Never.self) { try container.resolve(WishlistStore.self) }
    #expect(throws: Never.self) { try container.validate() }
  }

  // `validate()` checks what lazy references and providers will ask for.
  @Test func validateFindsAProviderWithNothingToAsk() throws {
    let container = Container()
    try container.register(WishlistStore.self, lifetime: .singleton) { r in
      WishlistStore(session: r.provider())
    }
    let error = try #require(throws: ValidationError.self) { try container.validate() }
    #expect(error.failures.map(\.reason) == [.missingRegistration])
    #expect(error.description.contains("Session"))
  }

  // Resolving a main-actor view model off the main actor: `requiresMainActor`, and the factory
  // did not run; on the main actor it resolves.
  @Test func resolvingAViewModelOffTheMainActorIsRefused() async throws {
    let made = Counter()
    let container = try Self.makeContainer(viewModelsMade: made)
    let error = await Task.detached {
      do {
        _ = try container.resolve(WishlistViewModel.self, arguments: "Wishlist")
        return nil as ResolutionError?
      } catch {
        return error as? ResolutionError
      }
    }.value
    #expect(error?.reason == .requiresMainActor)
    #expect(error?.description.contains("WishlistViewModel") == true)
    #expect(made.value == 0)
    let model = try await MainActor.run {
      try container.resolve(WishlistViewModel.self, arguments: "Wishlist").title
    }
    #expect(model == "Wishlist")
    #expect(made.value == 1)
  }

  // A shared service whose factory needs a main-actor one, resolved off the main actor: the
  // resolve is refused, and no half-made instance is kept; on the main actor it is made once.
  @Test func aSingletonThatNeedsTheMainActorIsNotKeptHalfMade() async throws {
    let made = Counter()
    let container = Container()
    try container.registerMainActor(String.self, name: "greeting") { _ in "hello" }
    try container.register(WishlistStore.self, lifetime: .singleton) { r in
      made.increment()
      _ = try r.resolve(String.self, name: "greeting")
      return WishlistStore(session: Provider(Session()))
    }
    let error = await Task.detached {
      do {
        _ = try container.resolve(WishlistStore.self)
        return nil as ResolutionError?
      } catch {
        return error as? ResolutionError
      }
    }.value
    #expect(error?.reason == .requiresMainActor)
    #expect(error?.chain.count == 2)
    let first = try await MainActor.run { try container.resolve(WishlistStore.self) }
    let second = try await MainActor.run { try container.resolve(WishlistStore.self) }
    #expect(first === second)
    #expect(made.value == 2)
  }

  // A child container cannot register a key its parent has: it overrides it instead.
  @Test func aChildRegisteringItsParentsKeyIsRefused() throws {
    let container = try Self.makeContainer()
    let child = container.makeChild()
    let error = try #require(throws: RegistrationError.self) {
      try child.register(Session.self) { _ in Session() }
    }
    #expect(error.reason == .duplicate)
    #expect(child.registrations.filter { !$0.isInherited }.isEmpty)
    #expect(throws: RegistrationError.self) {
      try container.register(Cart.self, lifetime: .singleton) { r in Cart(session: r.lazy()) }
    }
  }

  // `validate()` makes the singletons and keeps them; called off the main actor, it reports the
  // main-actor registrations that take no arguments as needing it, as its documentation says.
  @Test func validateKeepsItsSingletonsAndNeedsTheMainActor() async throws {
    let stores = Counter()
    let container = Container()
    try container.register(WishlistStore.self, lifetime: .singleton) { _ in
      stores.increment()
      return WishlistStore(session: Provider(Session()))
    }
    try container.registerMainActor(String.self, name: "title") { _ in "Wishlist" }
    let offMain = await Task.detached { () -> ValidationError? in
      do throws(ValidationError) {
        try container.validate()
        return nil
      } catch {
        return error
      }
    }.value
    #expect(offMain?.failures.map(\.reason) == [.requiresMainActor])
    try await MainActor.run { try container.validate() }
    _ = try container.resolve(WishlistStore.self)
    #expect(stores.value == 1)
  }

  // Runtime arguments are matched by static type: another type is an argument mismatch, never
  // another factory.
  @MainActor
  @Test func argumentsOfAnotherTypeAreAMismatch() throws {
    let container = try Self.makeContainer()
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(WishlistViewModel.self, arguments: 42)
    }
    #expect(error.reason == .argumentMismatch)
    #expect(error.candidates.map(\.argumentTypeNames) == [["String"]])
  }

  // A test's child container overrides a service without touching the app's.
  @Test func aChildContainerOverridesForATest() throws {
    let container = try Self.makeContainer()
    let child = container.makeChild()
    let fixed = Session()
    try child.override(Session.self, lifetime: .singleton) { _ in fixed }
    #expect(try child.resolve(Session.self) === fixed)
    #expect(try container.resolve(Session.self) !== fixed)
    // The parent's singleton store resolves its session in the parent.
    #expect(try child.resolve(WishlistStore.self).session.instance !== fixed)
    #expect(throws: RegistrationError.self) {
      try container.override(Int.self) { _ in 1 }
    }
  }
}

extension Scope {
  /// The article reader's session scope.
  static let articleSession = Scope("article-session")
}
