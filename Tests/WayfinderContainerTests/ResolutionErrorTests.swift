import Testing
import WayfinderContainer

@Suite struct ResolutionErrorTests {
  /// A repository whose API client is optional, as a factory may declare it.
  final class OptionalClientRepository: Sendable {
    let api: APIClient?
    init(api: APIClient?) { self.api = api }
  }

  @Test func anOptionalOfAnUnregisteredTypeIsAMissingRegistrationNotNil() throws {
    let container = Container()
    try container.register(OptionalClientRepository.self) { r in
      OptionalClientRepository(api: try r.resolve())
    }
    let direct = try #require(throws: ResolutionError.self) {
      try container.resolve(APIClient?.self)
    }
    #expect(direct.reason == .missingRegistration)
    let nested = try #require(throws: ResolutionError.self) {
      try container.resolve(OptionalClientRepository.self)
    }
    #expect(nested.reason == .missingRegistration)
    #expect(
      nested.description
        == "ResolutionErrorTests.OptionalClientRepository → Optional<APIClient>: no registration "
        + "for Optional<APIClient> (name: nil, arguments: ()); an optional is not unwrapped: "
        + "resolve the wrapped type, with try? for a dependency that may be missing")
    // What the message advises.
    try container.register(ProductRepository.self, name: "optional") { r in
      ProductRepository(api: (try? r.resolve(APIClient.self)) ?? APIClient(baseURL: "offline"))
    }
    #expect(
      try container.resolve(ProductRepository.self, name: "optional").api.baseURL == "offline")
  }

  @Test func reasonsCompareWithEquals() {
    struct Failure: Error, CustomStringConvertible {
      let code: Int
      var description: String { "failure \(code)" }
    }
    #expect(ResolutionError.Reason.cycle == .cycle)
    #expect(ResolutionError.Reason.cycle != .tooDeep)
    #expect(
      ResolutionError.Reason.factoryFailed(Failure(code: 1)) == .factoryFailed(Failure(code: 1)))
    #expect(
      ResolutionError.Reason.factoryFailed(Failure(code: 1)) != .factoryFailed(Failure(code: 2)))
  }
  @Test func missingRegistrationNamesTheChain() throws {
    let container = Container()
    try container.register(ProductRepository.self) { r in
      ProductRepository(api: try r.resolve(APIClient.self))
    }
    try container.register(ProductCatalogue.self) { r in
      ProductCatalogue(repository: try r.resolve())
    }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(ProductCatalogue.self)
    }
    #expect(
      error.description
        == "ProductCatalogue → ProductRepository → APIClient: "
        + "no registration for APIClient (name: nil, arguments: ())")
    #expect(error.chain.map(\.typeName) == ["ProductCatalogue", "ProductRepository", "APIClient"])
    #expect(error.key.typeName == "APIClient")
    guard case .missingRegistration = error.reason else {
      Issue.record("expected missingRegistration, got \(error.reason)")
      return
    }
  }

  @Test func missingRegistrationListsCandidates() throws {
    let container = Container()
    try container.register(APIClient.self, name: "staging") { _ in APIClient() }
    try container.register(APIClient.self) { (_: Resolver, url: String) in APIClient(baseURL: url) }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(APIClient.self, name: "production")
    }
    #expect(
      error.description
        == "APIClient(name: \"production\"): no registration for "
        + "APIClient (name: \"production\", arguments: ()); candidates: "
        + "APIClient (name: \"staging\", arguments: ()), APIClient (name: nil, arguments: (String))"
    )
  }

  @Test func wrongArgumentsAreAnErrorNotAnotherFactory() throws {
    let container = Container()
    try container.register(APIClient.self) { (_: Resolver, url: String) in APIClient(baseURL: url) }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(APIClient.self, arguments: 42)
    }
    #expect(
      error.description
        == "APIClient: wrong argument types for APIClient (name: nil, arguments: (Int)); "
        + "candidates: APIClient (name: nil, arguments: (String))")
    guard case .argumentMismatch = error.reason else {
      Issue.record("expected argumentMismatch, got \(error.reason)")
      return
    }
  }

  @Test func missingArgumentsAreAnError() throws {
    let container = Container()
    try container.register(APIClient.self) { (_: Resolver, url: String) in APIClient(baseURL: url) }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(APIClient.self)
    }
    #expect(
      error.description
        == "APIClient: wrong argument types for APIClient (name: nil, arguments: ()); "
        + "candidates: APIClient (name: nil, arguments: (String))")
  }

  @Test func factoryErrorIsWrappedWithTheChain() throws {
    let container = try makeProductContainer()
    try container.override(APIClient.self, lifetime: .singleton) { _ in throw FactoryFailure() }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(ProductCatalogue.self)
    }
    #expect(
      error.description
        == "ProductCatalogue → ProductRepository → APIClient: the factory of "
        + "APIClient (name: nil, arguments: ()) threw: the network is down")
    #expect(error.underlyingError is FactoryFailure)
  }

  @Test(arguments: [Lifetime.transient, .singleton, .weak])
  func cycleIsReportedNotOverflowed(lifetime: Lifetime) throws {
    let container = Container()
    try container.register(CycleA.self, lifetime: lifetime) { r in
      _ = try r.resolve(CycleB.self)
      return CycleA()
    }
    try container.register(CycleB.self, lifetime: lifetime) { r in
      _ = try r.resolve(CycleA.self)
      return CycleB()
    }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(CycleA.self)
    }
    #expect(
      error.description
        == "CycleA → CycleB → CycleA: dependency cycle on CycleA (name: nil, arguments: ())")
    guard case .cycle = error.reason else {
      Issue.record("expected cycle, got \(error.reason)")
      return
    }
  }

  /// Registers `CycleB`, which needs `CycleC`, which needs `CycleB`.
  static func registerCycleOfBAndC(in container: Container) throws {
    try container.register(CycleB.self) { r in
      _ = try r.resolve(CycleC.self)
      return CycleB()
    }
    try container.register(CycleC.self) { r in
      _ = try r.resolve(CycleB.self)
      return CycleC()
    }
  }

  @Test func cycleBelowTheRootShowsThePathToIt() throws {
    let container = Container()
    try container.register(CycleA.self) { r in
      _ = try r.resolve(CycleB.self)
      return CycleA()
    }
    try Self.registerCycleOfBAndC(in: container)
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(CycleA.self)
    }
    #expect(
      error.description
        == "CycleA → CycleB → CycleC → CycleB: dependency cycle on CycleB (name: nil, arguments: ())"
    )
  }

  @Test func aCycleBelowARegistrationThatResolvesItselfWithArgumentsIsNamedWhereItIs() throws {
    let container = Container()
    // [Int] resolves itself once with another depth (legal: it takes arguments), then CycleB.
    try container.register([Int].self) { (r: Resolver, depth: Int) in
      if depth < 1 { return try r.resolve([Int].self, arguments: depth + 1) }
      _ = try r.resolve(CycleB.self)
      return [depth]
    }
    try Self.registerCycleOfBAndC(in: container)
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve([Int].self, arguments: 0)
    }
    #expect(error.reason == .cycle)
    #expect(error.chainDescription == "Array<Int> → Array<Int> → CycleB → CycleC → CycleB")
    #expect(error.key.typeName == "CycleB")
  }

  @Test func selfDependencyIsACycle() throws {
    let container = Container()
    try container.register(CycleA.self) { r in try r.resolve(CycleA.self) }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(CycleA.self)
    }
    #expect(
      error.description == "CycleA → CycleA: dependency cycle on CycleA (name: nil, arguments: ())")
  }

  @Test func chainOfMaximumDepthResolves() throws {
    let container = Container()
    try container.register(Int.self) { _ in 0 }
    // `maximumDepth` wrappers above `Int`: the innermost resolve is `maximumDepth` deep.
    let resolveTop = try registerChain(
      above: Int.self, levels: Container.maximumDepth, in: container)
    try resolveTop()
  }

  @Test func chainDeeperThanTheMaximumIsTooDeep() throws {
    let container = Container()
    try container.register(Int.self) { _ in 0 }
    // One level more: `maximumDepth + 2` distinct services nested without a repeat.
    let levels = Container.maximumDepth + 1
    let resolveTop = try registerChain(above: Int.self, levels: levels, in: container)
    let error = try #require(throws: ResolutionError.self) { try resolveTop() }

    // Outermost first: Wrapper<…<Int>…> (levels deep) down to Int.
    let names = (0...levels).reversed().map { depth in
      String(repeating: "Wrapper<", count: depth) + "Int" + String(repeating: ">", count: depth)
    }
    #expect(error.chain.map(\.typeName) == names)
    #expect(
      error.description
        == names.joined(separator: " → ")
        + ": more than 100 nested resolves, at Int (name: nil, arguments: ())")
    guard case .tooDeep = error.reason else {
      Issue.record("expected tooDeep, got \(error.reason)")
      return
    }
  }

  @Test func mainActorFactoryFromOtherIsolationIsAnError() throws {
    let container = Container()
    try container.registerMainActor(TestRouter.self) { _ in TestRouter() }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(TestRouter.self)
    }
    #expect(
      error.description
        == "TestRouter: the factory of TestRouter (name: nil, arguments: ()) runs on the main actor; "
        + "resolve it from main-actor-isolated code")
  }
}

/// Registers `Wrapper<Inner>`, `Wrapper<Wrapper<Inner>>`, … (`levels` distinct types), each
/// resolving the one below it; returns a closure that resolves the outermost one.
private func registerChain<Inner: Sendable>(
  above _: Inner.Type, levels: Int, in container: Container
) throws -> () throws -> Void {
  guard levels > 0 else {
    return { _ = try container.resolve(Inner.self) }
  }
  try container.register(Wrapper<Inner>.self) { r in
    _ = try r.resolve(Inner.self)
    return Wrapper<Inner>()
  }
  return try registerChain(above: Wrapper<Inner>.self, levels: levels - 1, in: container)
}
