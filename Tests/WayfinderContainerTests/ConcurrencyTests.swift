import Dispatch
import Testing
import WayfinderContainer

@Suite struct ConcurrencyTests {

  @Test func eightThreadsResolveWhileAnotherRegisters() async throws {
    let container = Container()
    let singletonsMade = Counter()
    try container.register(APIClient.self, lifetime: .singleton) { _ in
      singletonsMade.increment()
      return APIClient()
    }
    try container.register(ProductRepository.self) { r in ProductRepository(api: try r.resolve()) }
    let failures = Counter()
    let registered = Counter()
    let resolvesPerThread = 100_000

    DispatchQueue.concurrentPerform(iterations: 9) { thread in
      if thread == 8 {
        for index in 0..<200 {
          do {
            try container.register(String.self, name: "late \(index)") { _ in "late \(index)" }
            registered.increment()
          } catch {
            failures.increment()
          }
        }
        return
      }
      var first: APIClient?
      for index in 0..<resolvesPerThread {
        do {
          if index.isMultiple(of: 2) {
            let client = try container.resolve(APIClient.self)
            if first == nil { first = client }
            if first !== client { failures.increment() }
          } else {
            _ = try container.resolve(ProductRepository.self)
          }
        } catch {
          failures.increment()
        }
      }
    }

    #expect(failures.value == 0)
    #expect(singletonsMade.value == 1)
    #expect(registered.value == 200)
    #expect(try container.resolve(String.self, name: "late 199") == "late 199")
  }

  @Test func singletonIsMadeExactlyOnceUnderContention() throws {
    for _ in 0..<50 {
      let container = Container()
      let made = Counter()
      try container.register(APIClient.self, lifetime: .singleton) { _ in
        made.increment()
        return APIClient()
      }
      let identities = IdentitySet()
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        if let client = try? container.resolve(APIClient.self) {
          identities.insert(ObjectIdentifier(client))
        }
      }
      #expect(made.value == 1)
      #expect(identities.count == 1)
    }
  }

  @Test func singletonWhoseFactoryResolvesOthersDoesNotDeadlock() throws {
    let container = try makeProductContainer()
    try container.register(ProductCatalogue.self, name: "shared", lifetime: .singleton) { r in
      ProductCatalogue(repository: try r.resolve())
    }
    let identities = IdentitySet()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      if let catalogue = try? container.resolve(ProductCatalogue.self, name: "shared") {
        identities.insert(ObjectIdentifier(catalogue))
      }
    }
    #expect(identities.count == 1)
  }
}
