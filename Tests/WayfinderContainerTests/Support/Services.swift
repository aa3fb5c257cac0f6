import WayfinderContainer

/// Service doubles shared by the container tests.
final class APIClient: Sendable {
  let baseURL: String
  init(baseURL: String = "https://api.example.com") { self.baseURL = baseURL }
}

final class ProductRepository: Sendable {
  let api: APIClient
  init(api: APIClient) { self.api = api }
}

final class ProductCatalogue: Sendable {
  let repository: ProductRepository
  init(repository: ProductRepository) { self.repository = repository }
}

protocol Greeter: AnyObject, Sendable {
  var greeting: String { get }
}

final class EnglishGreeter: Greeter {
  let greeting = "Hello"
}

final class FrenchGreeter: Greeter {
  let greeting = "Bonjour"
}

/// A protocol that value types conform to.
protocol Shape: Sendable {}

struct Point: Shape, Equatable {
  var x: Int
  var y: Int
}

/// Two nested types with the same name, to prove keys are type identities.
enum Outer {
  final class Thing: Sendable { let value = "outer" }
}

enum Other {
  final class Thing: Sendable { let value = "other" }
}

/// Types for cycles: A needs B needs A.
final class CycleA: Sendable {}
final class CycleB: Sendable {}
final class CycleC: Sendable {}

/// A router stand-in: a main-actor class that is not Sendable by itself.
@MainActor
final class TestRouter {
  var opened: [String] = []
}

/// A view model made on the main actor from a router and a product ID.
@MainActor
final class ProductViewModel {
  let router: TestRouter
  let productID: Int
  let repository: ProductRepository
  init(router: TestRouter, productID: Int, repository: ProductRepository) {
    self.router = router
    self.productID = productID
    self.repository = repository
  }
}

/// An error thrown by factories in tests.
struct FactoryFailure: Error, CustomStringConvertible {
  var description: String { "the network is down" }
}

/// A container with the product graph: APIClient (singleton) ← ProductRepository ← catalogue.
func makeProductContainer() throws -> Container {
  let container = Container()
  try container.register(APIClient.self, lifetime: .singleton) { _ in APIClient() }
  try container.register(ProductRepository.self) { r in
    ProductRepository(api: try r.resolve(APIClient.self))
  }
  try container.register(ProductCatalogue.self) { r in
    ProductCatalogue(repository: try r.resolve())
  }
  return container
}

/// A distinct type for every `Wrapped` (`Wrapper<Int>`, `Wrapper<Wrapper<Int>>`, …), to make as many
/// service types at run time as a test needs.
struct Wrapper<Wrapped>: Sendable {}
