import Testing
import WayfinderContainer

// App code in the Swift 6 language mode, written from the README and the container's DocC page
// through the public API only: `Sendable` services resolved from many tasks, main-actor view
// models resolved on the main actor, factories that capture only `Sendable` state, and `Lazy` and
// `Provider` references kept by an actor and by a `Sendable` class. Nothing here needs
// `@preconcurrency`, `nonisolated(unsafe)`, `@unchecked Sendable` or `MainActor.assumeIsolated`.

// MARK: - The app's services

/// The app's settings, captured by the factories.
struct VenueConfiguration: Sendable, Hashable {
  let baseURL: String
}

/// A client made once per container.
final class VenueAPIClient: Sendable {
  let configuration: VenueConfiguration

  init(configuration: VenueConfiguration) {
    self.configuration = configuration
  }
}

/// A service behind a protocol, made anew for each resolve.
protocol VenueSeatRepository: Sendable {
  func freeSeats(inRow row: Int) async -> [Int]
}

final class LiveVenueSeatRepository: VenueSeatRepository {
  let api: VenueAPIClient

  init(api: VenueAPIClient) {
    self.api = api
  }

  func freeSeats(inRow row: Int) async -> [Int] {
    await Task.yield()
    return [row * 10 + 1, row * 10 + 2]
  }
}

/// Prices seats; a `Sendable` value type.
struct VenuePricing: Sendable {
  let pricePerSeat: Int

  func price(of seats: [Int]) -> Int { seats.count * pricePerSeat }
}

/// The cart, an actor that keeps a lazy checkout and a provider of the pricing.
actor VenueCart {
  private let checkout: Lazy<VenueCheckout>
  private let pricing: Provider<VenuePricing>
  private(set) var seats: [Int] = []

  init(checkout: Lazy<VenueCheckout>, pricing: Provider<VenuePricing>) {
    self.checkout = checkout
    self.pricing = pricing
  }

  func add(_ seat: Int) { seats.append(seat) }

  func total() throws -> Int { try pricing.instance.price(of: seats) }

  func checkOut() throws -> VenueCheckout { try checkout.instance }
}

/// The checkout, which needs the cart back: it takes a provider, never the cart.
final class VenueCheckout: Sendable {
  private let cart: Provider<VenueCart>

  init(cart: Provider<VenueCart>) {
    self.cart = cart
  }

  func total() async throws -> Int { try await cart.instance.total() }
}

/// A `Sendable` class that keeps a lazy reference and resolves it from whichever task asks first.
final class VenueReceipts: Sendable {
  let api: Lazy<VenueAPIClient>

  init(api: Lazy<VenueAPIClient>) {
    self.api = api
  }
}

extension Scope {
  static let venueSession = Scope("venue session")
}

/// The signed-in session, a main-actor object in a scope that logout resets.
@MainActor
final class VenueSession {
  var user: String?
}

/// A main-actor view model that takes its runtime argument (the row), a provider of the session
/// and a `Sendable` repository it awaits.
@MainActor
final class VenueRowViewModel {
  let row: Int
  private let session: Provider<VenueSession>
  private let repository: any VenueSeatRepository
  private(set) var seats: [Int] = []

  init(row: Int, session: Provider<VenueSession>, repository: any VenueSeatRepository) {
    self.row = row
    self.session = session
    self.repository = repository
  }

  var user: String? { (try? session.instance)?.user }

  func load() async {
    seats = await repository.freeSeats(inRow: row)
  }
}

/// The composition root.
enum VenueGraph {
  static func makeContainer(
    configuration: VenueConfiguration = VenueConfiguration(baseURL: "https://venue.example")
  ) throws -> Container {
    let container = Container()
    try container.register(VenueAPIClient.self, lifetime: .singleton) { _ in
      VenueAPIClient(configuration: configuration)
    }
    try container.register((any VenueSeatRepository).self) { r in
      LiveVenueSeatRepository(api: try r.resolve())
    }
    try container.register(VenuePricing.self) { _ in VenuePricing(pricePerSeat: 25) }
    try container.register(VenueCart.self, lifetime: .singleton) { r in
      VenueCart(checkout: r.lazy(), pricing: r.provider())
    }
    try container.register(VenueCheckout.self, lifetime: .singleton) { r in
      VenueCheckout(cart: r.provider())
    }
    try container.register(VenueReceipts.self) { r in VenueReceipts(api: r.lazy()) }
    try container.registerMainActor(VenueSession.self, lifetime: .scoped(.venueSession)) { _ in
      VenueSession()
    }
    try container.registerMainActor(VenueRowViewModel.self) { (r: Resolver, row: Int) in
      VenueRowViewModel(row: row, session: r.provider(), repository: try r.resolve())
    }
    return container
  }
}

/// An actor that keeps the container (it is `Sendable`) and resolves from it.
actor VenueBookingAgent {
  private let container: Container

  init(container: Container) {
    self.container = container
  }

  func book(_ seats: [Int]) async throws -> Int {
    let cart = try container.resolve(VenueCart.self)
    for seat in seats { await cart.add(seat) }
    return try await cart.checkOut().total()
  }
}

// MARK: - Tests

@Suite struct SwiftConcurrencyContainerUserTests {
  @Test func registeredServicesResolveFromManyTasks() async throws {
    let container = try VenueGraph.makeContainer()
    let identities = await withTaskGroup(of: [ObjectIdentifier].self) { group in
      for _ in 0..<32 {
        group.addTask {
          guard let client = try? container.resolve(VenueAPIClient.self),
            let repository = try? container.resolve((any VenueSeatRepository).self)
              as? LiveVenueSeatRepository
          else { return [] }
          return [ObjectIdentifier(client), ObjectIdentifier(repository.api)]
        }
      }
      var all: [[ObjectIdentifier]] = []
      for await identities in group { all.append(identities) }
      return all
    }
    #expect(identities.count == 32)
    #expect(identities.allSatisfy { $0.count == 2 })
    #expect(Set(identities.flatMap { $0 }).count == 1)
  }

  @Test func aTransientServiceIsNewInEveryTask() async throws {
    let container = try VenueGraph.makeContainer()
    let seats = await withTaskGroup(of: [Int].self) { group in
      for row in 1...8 {
        group.addTask {
          guard let repository = try? container.resolve((any VenueSeatRepository).self) else {
            return []
          }
          return await repository.freeSeats(inRow: row)
        }
      }
      var all: [Int] = []
      for await row in group { all += row }
      return all.sorted()
    }
    let expected: [Int] = (1...8).flatMap { row in [row * 10 + 1, row * 10 + 2] }
    #expect(seats == expected)
  }

  @Test func factoriesCaptureOnlySendableState() async throws {
    let configuration = VenueConfiguration(baseURL: "https://staging.venue.example")
    let container = try VenueGraph.makeContainer(configuration: configuration)
    let resolved = try await Task.detached {
      try container.resolve(VenueAPIClient.self).configuration
    }.value
    #expect(resolved == configuration)
  }

  @Test func anActorKeepsALazyCheckoutAndAProviderOfThePricing() async throws {
    let container = try VenueGraph.makeContainer()
    let agent = VenueBookingAgent(container: container)
    #expect(try await agent.book([11, 12]) == 50)
    let cart = try container.resolve(VenueCart.self)
    let first = try await cart.checkOut()
    let second = try await cart.checkOut()
    #expect(first === second)
    #expect(await cart.seats == [11, 12])
  }

  @Test func manyTasksShareTheLazyReferenceOfASendableClass() async throws {
    let container = try VenueGraph.makeContainer()
    let receipts = try container.resolve(VenueReceipts.self)
    let identities = await withTaskGroup(of: ObjectIdentifier?.self) { group in
      for _ in 0..<16 {
        group.addTask { (try? receipts.api.instance).map(ObjectIdentifier.init) }
      }
      var all: Set<ObjectIdentifier?> = []
      for await identity in group { all.insert(identity) }
      return all
    }
    #expect(identities == [ObjectIdentifier(try container.resolve(VenueAPIClient.self))])
  }

  @Test func testDoublesOfLazyAndProviderCrossToAnActor() async throws {
    let container = try VenueGraph.makeContainer()
    let checkout = try container.resolve(VenueCheckout.self)
    let cart = VenueCart(checkout: Lazy(checkout), pricing: Provider(VenuePricing(pricePerSeat: 5)))
    await cart.add(1)
    await cart.add(2)
    #expect(try await cart.total() == 10)
    #expect(try await cart.checkOut() === checkout)
  }

  @Test @MainActor func mainActorServicesResolveOnTheMainActor() async throws {
    let container = try VenueGraph.makeContainer()
    let model = try container.resolve(VenueRowViewModel.self, arguments: 3)
    try container.resolve(VenueSession.self).user = "ada"
    #expect(model.user == "ada")
    await model.load()
    #expect(model.seats == [31, 32])
    // Logout resets the session's scope: the provider hands out the new, signed-out session.
    container.reset(.venueSession)
    #expect(model.user == nil)
    try container.validate()
  }

  @Test func aMainActorServiceIsResolvedThroughTheMainActorFromATask() async throws {
    let container = try VenueGraph.makeContainer()
    let session = try await MainActor.run {
      let session = try container.resolve(VenueSession.self)
      session.user = "grace"
      return session
    }
    #expect(await session.user == "grace")
    let error = await Task.detached { () -> ResolutionError? in
      do throws(ResolutionError) {
        _ = try container.resolve(VenueSession.self)
        return nil
      } catch {
        return error
      }
    }.value
    #expect(error?.reason == .requiresMainActor)
  }
}
