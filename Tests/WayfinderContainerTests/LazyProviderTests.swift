import Testing
import WayfinderContainer

/// Two services that call each other at run time: the cart keeps the checkout it resolves
/// lazily, the checkout asks a provider for the cart each time, so neither keeps the other alive
/// in a cycle (two `Lazy` references between singletons would).
final class Cart: Sendable {
  let checkout: Lazy<Checkout>
  init(checkout: Lazy<Checkout>) { self.checkout = checkout }
}

final class Checkout: Sendable {
  let cart: Provider<Cart>
  init(cart: Provider<Cart>) { self.cart = cart }
}

@Suite struct LazyProviderTests {
  @Test func aTestMakesAProviderOrALazyReferenceFromAValue() throws {
    // No container: a test builds a service with a value of its own.
    let provider = Provider(Box("fake"))
    #expect(try provider.instance.value == "fake")
    #expect(try provider.instance.value == "fake")
    let lazy = Lazy(Box(42))
    #expect(try lazy.instance.value == 42)
  }

  @MainActor
  @Test func aMainActorServiceGoesIntoAProviderAsItIs() throws {
    let session = FakeSession()
    let provider = Provider(session)
    #expect(try provider.instance === session)
    #expect(try Lazy(session).instance === session)
  }

  @Test func servicesThatNeedEachOtherHoldLazyReferences() throws {
    let container = Container()
    try container.register(Cart.self, lifetime: .singleton) { r in Cart(checkout: r.lazy()) }
    try container.register(Checkout.self, lifetime: .singleton) { r in
      Checkout(cart: r.provider())
    }
    let cart = try container.resolve(Cart.self)
    let checkout = try cart.checkout.instance
    #expect(checkout === (try container.resolve(Checkout.self)))
    #expect(try checkout.cart.instance === cart)
    // Nothing but the container holds them: both go with it.
    weak let freedCart = cart
    weak let freedCheckout = checkout
    _ = consume container
    _ = consume cart
    _ = consume checkout
    #expect(freedCart == nil && freedCheckout == nil)
  }

  @Test func lazyResolvesOnFirstUseAndKeepsTheInstance() throws {
    let container = Container()
    let made = Counter()
    try container.register(APIClient.self) { _ in
      made.increment()
      return APIClient()
    }
    try container.register(Box<Lazy<APIClient>>.self) { r in Box(r.lazy()) }
    let lazy = try container.resolve(Box<Lazy<APIClient>>.self).value
    #expect(made.value == 0)
    let first = try lazy.instance
    #expect(try lazy.instance === first)
    #expect(made.value == 1)
  }

  @Test func providerFollowsTheLifetime() throws {
    let container = Container()
    try container.register(APIClient.self) { _ in APIClient() }
    try container.register(ProductRepository.self, lifetime: .singleton) { r in
      ProductRepository(api: try r.resolve())
    }
    try container.register(Box<Provider<APIClient>>.self) { r in Box(r.provider()) }
    try container.register(Box<Provider<ProductRepository>>.self) { r in Box(r.provider()) }
    let clients = try container.resolve(Box<Provider<APIClient>>.self).value
    let repositories = try container.resolve(Box<Provider<ProductRepository>>.self).value
    #expect(try clients.instance !== (try clients.instance))
    #expect(try repositories.instance === (try repositories.instance))
  }

  @Test(arguments: [Lifetime.transient, .singleton])
  func cycleThroughProvidersIsATypedError(lifetime: Lifetime) throws {
    let container = Container()
    try container.register(CycleA.self, lifetime: lifetime) { r in
      _ = try r.provider(CycleB.self).instance
      return CycleA()
    }
    try container.register(CycleB.self, lifetime: lifetime) { r in
      _ = try r.lazy(CycleA.self).instance
      return CycleB()
    }
    let error = try #require(throws: ResolutionError.self) { try container.resolve(CycleA.self) }
    #expect(
      error.description
        == "CycleA → CycleB → CycleA: dependency cycle on CycleA (name: nil, arguments: ())")
  }

  @Test func transientCycleThroughACapturedContainerIsATypedError() throws {
    let container = Container()
    // Unowned: a registration that held its own container strongly would be a retain cycle
    // (LeakSanitizer reports it); the container outlives every resolution here.
    try container.register(CycleA.self) { [unowned container] _ in
      _ = try container.resolve(CycleB.self)
      return CycleA()
    }
    try container.register(CycleB.self) { [unowned container] _ in
      _ = try container.resolve(CycleA.self)
      return CycleB()
    }
    let error = try #require(throws: ResolutionError.self) { try container.resolve(CycleA.self) }
    #expect(
      error.description
        == "CycleA → CycleB → CycleA: dependency cycle on CycleA (name: nil, arguments: ())")
  }

  @Test func referencesOutlivingTheirContainerThrow() throws {
    var container: Container? = Container()
    try container?.register(Box<Lazy<APIClient>>.self) { r in Box(r.lazy()) }
    try container?.register(Box<Provider<APIClient>>.self) { r in Box(r.provider()) }
    try container?.register(APIClient.self) { _ in APIClient() }
    let lazy = try #require(try container?.resolve(Box<Lazy<APIClient>>.self).value)
    let provider = try #require(try container?.resolve(Box<Provider<APIClient>>.self).value)
    container = nil
    let lazyError = try #require(throws: ResolutionError.self) { try lazy.instance }
    let providerError = try #require(throws: ResolutionError.self) { try provider.instance }
    #expect(
      lazyError.description
        == "APIClient: the container was freed before this lazy or provided "
        + "APIClient (name: nil, arguments: ()) was resolved")
    #expect(providerError.description == lazyError.description)
  }
}

/// Holds a value, so that a test can register and resolve a lazy reference or a provider.
struct Box<Value: Sendable>: Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A main-actor service, as an app's session is.
@MainActor
final class FakeSession {}
