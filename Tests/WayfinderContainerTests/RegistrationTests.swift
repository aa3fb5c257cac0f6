import Testing
import WayfinderContainer

@Suite struct RegistrationTests {
  @Test func registeringTheSameKeyTwiceIsReported() throws {
    let container = Container()
    try container.register(APIClient.self) { _ in APIClient() }
    let error = try #require(throws: RegistrationError.self) {
      try container.register(APIClient.self, lifetime: .singleton) { _ in APIClient() }
    }
    #expect(
      error.description
        == "APIClient (name: nil, arguments: ()) is already registered; call override to replace it"
    )
    #expect(error.reason == .duplicate)
  }

  @Test func sameTypeWithOtherNameOrArgumentsIsNotADuplicate() throws {
    let container = Container()
    try container.register(APIClient.self) { _ in APIClient() }
    try container.register(APIClient.self, name: "mock") { _ in APIClient() }
    try container.register(APIClient.self) { (_: Resolver, url: String) in APIClient(baseURL: url) }
    #expect(container.registrations.count == 3)
  }

  @Test func overrideReplacesExplicitly() throws {
    let container = Container()
    try container.register(APIClient.self) { _ in APIClient() }
    try container.override(APIClient.self) { _ in APIClient(baseURL: "mock") }
    #expect(try container.resolve(APIClient.self).baseURL == "mock")
  }

  @Test func overrideOfNothingIsReported() throws {
    let container = Container()
    let error = try #require(throws: RegistrationError.self) {
      try container.override(APIClient.self) { (_: Resolver, url: String) in APIClient() }
    }
    #expect(
      error.description
        == "APIClient (name: nil, arguments: (String)) has no registration to override; "
        + "call register to add it")
  }

  @Test func weakValueTypeIsRefusedAtRegistration() throws {
    let container = Container()
    let error = try #require(throws: RegistrationError.self) {
      try container.register(Point.self, lifetime: .weak) { _ in Point(x: 0, y: 0) }
    }
    #expect(error.reason == .weakRequiresClass)
    #expect(
      error.description
        == "Point (name: nil, arguments: ()) cannot be weak: only class instances can be held "
        + "weakly; use singleton or scoped")
    #expect(container.registrations.isEmpty)
  }

  @Test func weakClassAndExistentialAreAccepted() throws {
    let container = Container()
    try container.register(APIClient.self, lifetime: .weak) { _ in APIClient() }
    try container.register((any Greeter).self, lifetime: .weak) { _ in EnglishGreeter() }
    #expect(container.registrations.map(\.lifetime) == [.weak, .weak])
  }

  @Test func weakExistentialHoldingAValueIsRefusedAtResolve() throws {
    let container = Container()
    try container.register((any Shape).self, lifetime: .weak) { _ in Point(x: 0, y: 0) }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve((any Shape).self)
    }
    #expect(
      error.description
        == "any Shape: the factory of any Shape (name: nil, arguments: ()) made a value that is "
        + "not a class instance, which cannot be weak")
  }

  @Test(arguments: [Lifetime.singleton, .weak, .scoped(Scope("session"))])
  func sharedLifetimesTakeNoArguments(lifetime: Lifetime) throws {
    let container = Container()
    let error = try #require(throws: RegistrationError.self) {
      try container.register(APIClient.self, lifetime: lifetime) { (_: Resolver, url: String) in
        APIClient(baseURL: url)
      }
    }
    #expect(
      error.description
        == "APIClient (name: nil, arguments: (String)) cannot be \(lifetime): "
        + "only transient registrations take runtime arguments")
  }
}
