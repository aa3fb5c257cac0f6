import Dispatch
import Foundation
import Testing
import WayfinderContainer

@Suite struct ConcurrencyTests {

  @Test func eightThreadsResolveWhileAnotherRegistersNewTypes() throws {
    let container = Container()
    let singletonsMade = Counter()
    try container.register(APIClient.self, lifetime: .singleton) { _ in
      singletonsMade.increment()
      return APIClient()
    }
    try container.register(ProductRepository.self) { r in ProductRepository(api: try r.resolve()) }
    let failures = Counter()
    let resolves = Counter()
    let resolversStarted = Counter()
    let registered = Counter()
    let registrationDone = Counter()
    let resolvesPerThread = 100_000
    let newTypes = 200

    let finished = DispatchGroup()
    for _ in 0..<8 {
      finished.enter()
      Thread {
        resolversStarted.increment()
        var first: APIClient?
        var index = 0
        // At least `resolvesPerThread` resolves, and on until every new type is registered, so
        // that every registration happens while all eight threads resolve.
        while index < resolvesPerThread || registrationDone.value == 0 {
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
          index += 1
        }
        resolves.add(index)
        finished.leave()
      }.start()
    }
    finished.enter()
    Thread {
      while resolversStarted.value < 8 { Thread.sleep(forTimeInterval: 0.000_1) }
      registered.add(registerDistinctTypes(above: Int.self, count: newTypes, in: container))
      registrationDone.increment()
      finished.leave()
    }.start()
    finished.wait()

    #expect(failures.value == 0)
    #expect(singletonsMade.value == 1)
    #expect(resolves.value >= 8 * resolvesPerThread)
    #expect(registered.value == newTypes)
    #expect(container.registrations.count == 2 + newTypes)
    #expect(Set(container.registrations.map(\.key)).count == 2 + newTypes)
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

/// Registers `Wrapper<T>`, `Wrapper<Wrapper<T>>`, … — `count` distinct types made at run time —
/// resolving each one right after registering it; returns how many were registered and resolved.
private func registerDistinctTypes<T>(above _: T.Type, count: Int, in container: Container) -> Int {
  guard count > 0 else { return 0 }
  do {
    try container.register(Wrapper<T>.self) { _ in Wrapper<T>() }
    _ = try container.resolve(Wrapper<T>.self)
  } catch {
    return 0
  }
  return 1 + registerDistinctTypes(above: Wrapper<T>.self, count: count - 1, in: container)
}
