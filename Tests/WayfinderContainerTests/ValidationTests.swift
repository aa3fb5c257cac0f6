import Testing
import WayfinderContainer

@Suite struct ValidationTests {
  @Test func validGraphPasses() throws {
    let container = try makeProductContainer()
    try container.register(String.self) { (_: Resolver, id: Int) in "skipped \(id)" }
    #expect(throws: Never.self) { try container.validate() }
  }

  @Test func everyFailureIsReportedAtOnce() throws {
    let container = Container()
    try container.register(ProductRepository.self) { r in ProductRepository(api: try r.resolve()) }
    try container.register(ProductCatalogue.self) { r in
      ProductCatalogue(repository: try r.resolve())
    }
    try container.register(CycleA.self) { r in
      _ = try r.resolve(CycleA.self)
      return CycleA()
    }
    try container.register(Point.self) { _ in throw FactoryFailure() }
    let error = try #require(throws: ValidationError.self) { try container.validate() }
    #expect(
      error.description == """
        4 registrations failed to resolve:
        - CycleA → CycleA: dependency cycle on CycleA (name: nil, arguments: ())
        - Point: the factory of Point (name: nil, arguments: ()) threw: the network is down
        - ProductCatalogue → ProductRepository → APIClient: no registration for APIClient (name: nil, arguments: ())
        - ProductRepository → APIClient: no registration for APIClient (name: nil, arguments: ())
        """)
    #expect(error.failures.count == 4)
  }

  @Test func childValidationUsesItsOverrides() throws {
    let parent = Container()
    try parent.register(ProductRepository.self) { r in ProductRepository(api: try r.resolve()) }
    let child = parent.makeChild()
    try child.register(APIClient.self) { _ in APIClient() }
    #expect(throws: ValidationError.self) { try parent.validate() }
    #expect(throws: Never.self) { try child.validate() }
  }

  @Test @MainActor func mainActorRegistrationsAreValidatedOnTheMainActor() throws {
    let container = Container()
    try container.registerMainActor(TestRouter.self) { _ in TestRouter() }
    #expect(throws: Never.self) { try container.validate() }
  }
}
