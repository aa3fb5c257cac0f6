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
    let newTypeResolves = Counter()
    let resolversStarted = Counter()
    let resolvesPerThread = 100_000
    let newTypes = 200
    let steps = wrapperSteps(above: Int.self, count: newTypes)
    // How many of `steps` are registered: a step is published (through this atomic counter) only
    // after its registration, so a reader may resolve `steps[0..<published.value]`.
    let published = Counter()
    let registrationFailures = Counter()

    let readers = startThreads(8) { _ in
      resolversStarted.increment()
      var first: APIClient?
      var index = 0
      // At least `resolvesPerThread` resolves, and on until every new type is registered, so
      // that every registration happens while all eight threads resolve.
      while index < resolvesPerThread || published.value < newTypes {
        do {
          switch index % 3 {
          case 0:
            let client = try container.resolve(APIClient.self)
            if first == nil { first = client }
            if first !== client { failures.increment() }
          case 1:
            _ = try container.resolve(ProductRepository.self)
          default:
            // A type registered on the other thread: alternately the newest one, whose slot was
            // just published, and one of the older ones (which may have moved to a bigger table).
            let count = published.value
            if count > 0 {
              let step = index.isMultiple(of: 2) ? count - 1 : index % count
              try steps[step].resolve(container)
              newTypeResolves.increment()
            }
          }
        } catch {
          failures.increment()
        }
        index += 1
      }
      resolves.add(index)
    }
    let registrar = startThreads(1) { _ in
      guard waitUntil({ resolversStarted.value == 8 }) else {
        registrationFailures.increment()
        return
      }
      for step in steps {
        do {
          try step.register(container)
          try step.resolve(container)
        } catch {
          registrationFailures.increment()
        }
        published.increment()
      }
    }
    guard waitForThreads(readers, count: 8, timeout: 300),
      waitForThreads(registrar, count: 1, timeout: 300)
    else {
      Issue.record("the resolving or registering threads did not finish")
      return
    }

    #expect(failures.value == 0)
    #expect(registrationFailures.value == 0)
    #expect(singletonsMade.value == 1)
    #expect(resolves.value >= 8 * resolvesPerThread)
    #expect(newTypeResolves.value > 0)
    #expect(published.value == newTypes)
    #expect(container.registrations.count == 2 + newTypes)
    #expect(Set(container.registrations.map(\.key)).count == 2 + newTypes)
  }

  @Test func registeringInAChildWhileFourThreadsResolveFromIt() throws {
    let parent = try makeProductContainer()
    let child = parent.makeChild()
    let steps = wrapperSteps(above: Int.self, count: 100)
    let registered = Counter()
    let failures = Counter()
    let clients = IdentitySet()
    let readers = startThreads(4) { _ in
      var index = 0
      while index < 5_000 || registered.value < steps.count {
        do {
          clients.insert(ObjectIdentifier(try child.resolve(APIClient.self)))
          _ = try child.resolve(ProductCatalogue.self)
          let count = registered.value
          if count > 0 { try steps[index % count].resolve(child) }
        } catch {
          failures.increment()
        }
        index += 1
      }
    }
    for step in steps {
      try step.register(child)
      registered.increment()
    }
    guard waitForThreads(readers, count: 4, timeout: 120) else {
      Issue.record("the resolving threads did not finish")
      return
    }
    #expect(failures.value == 0)
    #expect(clients.count == 1)
    #expect(child.registrations.count == 3 + steps.count)
    #expect(parent.registrations.count == 3)
  }

  @Test func singletonIsMadeExactlyOnceUnderContention() throws {
    let threads = 8
    for _ in 0..<20 {
      let container = Container()
      let made = Counter()
      let ready = Counter()
      let gate = Counter()
      let resolving = Counter()
      let factoryTimedOut = Counter()
      try container.register(APIClient.self, lifetime: .singleton) { _ in
        made.increment()
        // Every thread is in `resolve` (or about to call it) before the instance exists; the
        // pause lets them reach the wait for this factory.
        if !waitUntil({ resolving.value == threads }) { factoryTimedOut.increment() }
        Thread.sleep(forTimeInterval: 0.002)
        return APIClient()
      }
      let identities = IdentitySet()
      let failures = SharedList<String>()
      let finished = startThreads(threads) { _ in
        ready.increment()
        guard waitUntil({ gate.value == 1 }) else {
          failures.append("the gate did not open")
          return
        }
        resolving.increment()
        do {
          identities.insert(ObjectIdentifier(try container.resolve(APIClient.self)))
        } catch {
          failures.append("\(error)")
        }
      }
      #expect(waitUntil { ready.value == threads })
      gate.increment()
      guard waitForThreads(finished, count: threads) else {
        Issue.record("the resolving threads did not finish")
        return
      }
      #expect(failures.values == [])
      #expect(factoryTimedOut.value == 0)
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

  /// Thread 1 makes `A`, thread 2 makes `B`, each inside its factory before it resolves the
  /// other: waiting for each other would deadlock, so both report the cycle.
  @Test(arguments: [Lifetime.singleton, .weak])
  func sharedCycleResolvedOnTwoThreadsIsReportedNotDeadlocked(lifetime: Lifetime) throws {
    let container = Container()
    let aCalls = Counter()
    let bCalls = Counter()
    let inFactory = Counter()
    let rendezvousTimedOut = Counter()
    // While it is 0, `B` needs `A`; afterwards the graph has no cycle.
    let cycleBroken = Counter()
    try container.register(CycleA.self, lifetime: lifetime) { r in
      aCalls.increment()
      if aCalls.value == 1 {
        inFactory.increment()
        if !waitUntil({ inFactory.value == 2 }) { rendezvousTimedOut.increment() }
      }
      _ = try r.resolve(CycleB.self)
      return CycleA()
    }
    try container.register(CycleB.self, lifetime: lifetime) { r in
      bCalls.increment()
      if bCalls.value == 1 {
        inFactory.increment()
        if !waitUntil({ inFactory.value == 2 }) { rendezvousTimedOut.increment() }
      }
      if cycleBroken.value == 0 { _ = try r.resolve(CycleA.self) }
      return CycleB()
    }
    let outcomes = SharedList<(thread: Int, error: ResolutionError?)>()
    let finished = startThreads(2) { thread in
      do throws(ResolutionError) {
        if thread == 0 {
          _ = try container.resolve(CycleA.self)
        } else {
          _ = try container.resolve(CycleB.self)
        }
        outcomes.append((thread, nil))
      } catch {
        outcomes.append((thread, error))
      }
    }
    guard waitForThreads(finished, count: 2) else {
      Issue.record("threads resolving a \(lifetime) cycle deadlocked")
      return
    }

    #expect(rendezvousTimedOut.value == 0)
    let errors = outcomes.values.sorted { $0.thread < $1.thread }.map(\.error)
    #expect(errors.count == 2)
    #expect(errors.contains { $0.map(isCycle) == true })
    for error in errors {
      guard let error else { continue }
      #expect(isCycle(error), "\(error)")
    }
    #expect(
      errors.first??.description
        == "CycleA → CycleB → CycleA: dependency cycle on CycleA (name: nil, arguments: ())")
    #expect(
      errors.last??.description
        == "CycleB → CycleA → CycleB: dependency cycle on CycleB (name: nil, arguments: ())")

    // Nothing is poisoned: once `B` no longer needs `A`, both resolve, and a singleton is made once.
    cycleBroken.increment()
    let callsBefore = aCalls.value
    let a = try container.resolve(CycleA.self)
    #expect(try container.resolve(CycleA.self) === a)
    #expect(aCalls.value == callsBefore + 1)
    _ = try container.resolve(CycleB.self)
    try container.register(APIClient.self, lifetime: .singleton) { _ in APIClient() }
    #expect(try container.resolve(APIClient.self) === (try container.resolve(APIClient.self)))
  }

  /// Three threads each make one singleton of the cycle `0 → 1 → 2 → 0`: every thread reports the
  /// cycle starting from the service it resolved, whichever thread finds the cycle first.
  @Test func singletonCycleThroughThreeThreadsIsReportedOnEveryThread() throws {
    let container = Container()
    let count = 3
    let inFactory = Counter()
    let firstCalls = SharedList<Int>()
    let rendezvousTimedOut = Counter()
    for index in 0..<count {
      try container.register(CycleA.self, name: "\(index)", lifetime: .singleton) { r in
        if !firstCalls.values.contains(index) {
          firstCalls.append(index)
          inFactory.increment()
          if !waitUntil({ inFactory.value == count }) { rendezvousTimedOut.increment() }
        }
        _ = try r.resolve(CycleA.self, name: "\((index + 1) % count)")
        return CycleA()
      }
    }
    let chains = SharedList<(thread: Int, names: [String]?)>()
    let finished = startThreads(count) { thread in
      do throws(ResolutionError) {
        _ = try container.resolve(CycleA.self, name: "\(thread)")
        chains.append((thread, nil))
      } catch {
        chains.append((thread, isCycle(error) ? error.chain.map { $0.name ?? "nil" } : nil))
      }
    }
    guard waitForThreads(finished, count: count) else {
      Issue.record("threads resolving a three-singleton cycle deadlocked")
      return
    }

    #expect(rendezvousTimedOut.value == 0)
    let results = chains.values.sorted { $0.thread < $1.thread }
    #expect(results.map(\.thread) == [0, 1, 2])
    for (thread, names) in results {
      let expected = [thread, thread + 1, thread + 2, thread].map { "\($0 % count)" }
      #expect(names == expected)
    }
  }
}

/// Whether `error` reports a cycle.
private func isCycle(_ error: ResolutionError) -> Bool {
  if case .cycle = error.reason { return true }
  return false
}

/// Registering and resolving one of the distinct types made at run time.
private struct WrapperStep: Sendable {
  /// Registers the type in a container.
  let register: @Sendable (Container) throws -> Void
  /// Resolves the type from a container.
  let resolve: @Sendable (Container) throws -> Void
}

/// The steps for `Wrapper<T>`, `Wrapper<Wrapper<T>>`, … — `count` distinct types made at run time.
private func wrapperSteps<T>(above _: T.Type, count: Int) -> [WrapperStep] {
  guard count > 0 else { return [] }
  let step = WrapperStep(
    register: { container in
      try container.register(Wrapper<T>.self) { _ in Wrapper<T>() }
    },
    resolve: { container in
      let _: Wrapper<T> = try container.resolve(Wrapper<T>.self)
    })
  return [step] + wrapperSteps(above: Wrapper<T>.self, count: count - 1)
}
