import Testing
import WayfinderContainer

@Suite struct LifetimeTests {
  @Test func transientMakesANewInstanceOnEveryResolve() throws {
    let container = Container()
    try container.register(APIClient.self) { _ in APIClient() }
    let first = try container.resolve(APIClient.self)
    let second = try container.resolve(APIClient.self)
    #expect(first !== second)
  }

  @Test func singletonIsMadeOnceAndLazily() throws {
    let container = Container()
    let count = Counter()
    try container.register(APIClient.self, lifetime: .singleton) { _ in
      count.increment()
      return APIClient()
    }
    #expect(count.value == 0)
    let first = try container.resolve(APIClient.self)
    let second = try container.resolve(APIClient.self)
    #expect(first === second)
    #expect(count.value == 1)
  }

  @Test func weakIsSharedWhileHeld() throws {
    let container = Container()
    try container.register((any Greeter).self, lifetime: .weak) { _ in EnglishGreeter() }
    let first = try container.resolve((any Greeter).self)
    let second = try container.resolve((any Greeter).self)
    #expect(first === second)
  }

  @Test func weakIsRebuiltAfterItWasFreed() throws {
    let container = Container()
    let made = Counter()
    try container.register(APIClient.self, lifetime: .weak) { _ in
      made.increment()
      return APIClient()
    }
    weak var weakFirst: APIClient?
    do {
      let first = try container.resolve(APIClient.self)
      weakFirst = first
      #expect(try container.resolve(APIClient.self) === first)
    }
    #expect(weakFirst == nil, "the container must not keep a weak instance alive")
    #expect(made.value == 1)
    let rebuilt = try container.resolve(APIClient.self)
    #expect(made.value == 2)
    #expect(try container.resolve(APIClient.self) === rebuilt)
  }

  @Test func singletonFactoryErrorIsNotCachedAndIsRetried() throws {
    let container = Container()
    let attempts = Counter()
    try container.register(APIClient.self, lifetime: .singleton) { _ in
      attempts.increment()
      if attempts.value == 1 { throw FactoryFailure() }
      return APIClient()
    }
    #expect(throws: ResolutionError.self) { try container.resolve(APIClient.self) }
    let client = try container.resolve(APIClient.self)
    #expect(try container.resolve(APIClient.self) === client)
    #expect(attempts.value == 2)
  }

  @Test(arguments: [
    (Lifetime.transient, "transient"), (.singleton, "singleton"), (.weak, "weak"),
    (.scoped(Scope("session")), "scoped(session)"),
  ])
  func lifetimeDescriptionIsItsName(lifetime: Lifetime, name: String) {
    #expect(lifetime.description == name)
  }
}
