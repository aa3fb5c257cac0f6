import Testing
import WayfinderContainer

/// A refused registration or a failed resolve leaves the container as it was, and usable.
@Suite struct ErrorLeavesContainerUnchangedTests {
  /// What a user can observe of a container: its registrations, as its dump lists them.
  static func state(of container: Container) -> String { container.debugDescription }

  @Test func aRefusedRegistrationRegistersNothing() throws {
    let container = Container()
    try container.register(APIClient.self) { _ in APIClient(baseURL: "first") }
    let before = Self.state(of: container)
    #expect(throws: RegistrationError.self) {
      try container.register(APIClient.self) { _ in APIClient(baseURL: "second") }
    }
    #expect(throws: RegistrationError.self) {
      try container.register(ProductRepository.self, lifetime: .singleton) {
        (r: Resolver, id: Int) in ProductRepository(api: try r.resolve())
      }
    }
    #expect(throws: RegistrationError.self) {
      try container.register(Point.self, lifetime: .weak) { _ in Point(x: 1, y: 2) }
    }
    #expect(throws: RegistrationError.self) {
      try container.override(ProductCatalogue.self) { _ in
        ProductCatalogue(repository: ProductRepository(api: APIClient()))
      }
    }
    #expect(Self.state(of: container) == before)
    #expect(try container.resolve(APIClient.self).baseURL == "first")
    try container.validate()
  }

  @Test func aSingletonWhoseFactoryFailedIsMadeOnTheNextResolve() throws {
    let container = Container()
    let attempts = Counter()
    try container.register(APIClient.self, lifetime: .singleton) { _ in
      struct Offline: Error {}
      attempts.increment()
      if attempts.value == 1 { throw Offline() }
      return APIClient()
    }
    let error = try #require(throws: ResolutionError.self) { try container.resolve(APIClient.self) }
    #expect(error.description.contains("APIClient"))
    let first = try container.resolve(APIClient.self)
    #expect(try container.resolve(APIClient.self) === first)
    #expect(attempts.value == 2)
  }

  @Test func aCycleLeavesTheContainerUsable() throws {
    let container = Container()
    try container.register(CycleA.self, lifetime: .singleton) { r in
      _ = try r.resolve(CycleB.self)
      return CycleA()
    }
    try container.register(CycleB.self) { r in
      _ = try r.resolve(CycleA.self)
      return CycleB()
    }
    try container.register(CycleC.self, lifetime: .singleton) { _ in CycleC() }
    let before = Self.state(of: container)
    for _ in 0..<2 {
      let error = try #require(throws: ResolutionError.self) { try container.resolve(CycleA.self) }
      #expect(error.reason.isCycle)
      #expect(error.chainDescription == "CycleA → CycleB → CycleA")
    }
    #expect(Self.state(of: container) == before)
    _ = try container.resolve(CycleC.self)
    try container.override(CycleB.self) { _ in CycleB() }
    _ = try container.resolve(CycleA.self)
  }

  @Test func aMissingNameNamesTheOthersAndChangesNothing() throws {
    let container = Container()
    try container.register(APIClient.self, name: "live") { _ in APIClient() }
    let before = Self.state(of: container)
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(APIClient.self, name: "mock")
    }
    #expect(error.description.contains("\"mock\""))
    #expect(error.candidates.map(\.name) == ["live"])
    #expect(Self.state(of: container) == before)
    #expect(try container.resolve(APIClient.self, name: "live").baseURL == APIClient().baseURL)
  }

  @Test func aChildsRefusedRegistrationLeavesItAndItsParentAsTheyWere() throws {
    let parent = Container()
    try parent.register(APIClient.self) { _ in APIClient(baseURL: "parent") }
    let child = parent.makeChild()
    let (parentBefore, childBefore) = (Self.state(of: parent), Self.state(of: child))
    #expect(throws: RegistrationError.self) {
      try child.register(APIClient.self) { _ in APIClient(baseURL: "child") }
    }
    #expect(Self.state(of: parent) == parentBefore)
    #expect(Self.state(of: child) == childBefore)
    #expect(try child.resolve(APIClient.self).baseURL == "parent")
  }
}

extension ResolutionError.Reason {
  fileprivate var isCycle: Bool {
    if case .cycle = self { return true }
    return false
  }
}
