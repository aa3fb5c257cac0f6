import Testing
import WayfinderContainer

@Suite struct TypeNameTests {
  @Test func functionLocalTypeIsNamedWithoutModuleOrAddress() throws {
    struct Sprocket: Sendable {}
    let container = Container()
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(Sprocket.self)
    }
    #expect(
      error.description == "Sprocket: no registration for Sprocket (name: nil, arguments: ())")
  }

  @Test func typeLocalToANestedClosureIsNamedPlainly() throws {
    let describe = { () -> String in
      let inner = { () -> String in
        final class Gear: Sendable {}
        let container = Container()
        do {
          try container.register([Gear].self) { _ in [Gear()] }
          return container.debugDescription
        } catch {
          return "\(error)"
        }
      }
      return inner()
    }
    #expect(
      describe() == """
        Container with 1 registration:
        - Array<Gear> (name: nil, arguments: ()): transient
        """)
  }

  @Test func cycleOfLocalTypesNamesThemPlainly() throws {
    final class Ping: Sendable {}
    final class Pong: Sendable {}
    let container = Container()
    try container.register(Ping.self) { r in
      _ = try r.resolve(Pong.self)
      return Ping()
    }
    try container.register(Pong.self) { r in
      _ = try r.resolve(Ping.self)
      return Pong()
    }
    let error = try #require(throws: ResolutionError.self) { try container.resolve(Ping.self) }
    #expect(
      error.description == "Ping → Pong → Ping: dependency cycle on Ping (name: nil, arguments: ())"
    )
  }

  @Test func existentialsReadAsInSource() throws {
    let container = Container()
    try container.register(String.self) { (_: Resolver, greeter: any Greeter, count: Int) in
      "\(greeter.greeting) \(count)"
    }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve((any Greeter).self)
    }
    #expect(
      error.description == "any Greeter: no registration for any Greeter (name: nil, arguments: ())"
    )
    #expect(
      container.registrations.map(\.key.description) == [
        "String (name: nil, arguments: (any Greeter, Int))"
      ])
  }
}

/// Private types nested in others.
enum PrivateOuterA {
  fileprivate struct Thing: Sendable {}
}

enum PrivateOuterB {
  fileprivate struct Thing: Sendable {}
}

struct GenericHolder<T> {
  private struct Hidden: Sendable {}

  /// Registers the private `Hidden`.
  static func registerTypes(in container: Container) throws {
    try container.register(Hidden.self) { _ in Hidden() }
  }
}

@Suite struct PrivateTypeNameTests {
  @Test func privateNestedTypesKeepTheirEnclosingTypes() throws {
    let container = Container()
    try container.register(PrivateOuterA.Thing.self) { _ in PrivateOuterA.Thing() }
    try container.register(PrivateOuterB.Thing.self) { _ in PrivateOuterB.Thing() }
    try container.register([PrivateOuterA.Thing].self) { _ in [] }
    #expect(
      container.registrations.map(\.key.typeName) == [
        "Array<PrivateOuterA.Thing>", "PrivateOuterA.Thing", "PrivateOuterB.Thing",
      ])
  }

  @Test func aGenericTypesPrivateTypeIsNamedAsInSource() throws {
    let container = Container()
    try GenericHolder<Int>.registerTypes(in: container)
    #expect(
      container.registrations.map(\.key.typeName) == ["GenericHolder<Int>.Hidden"])
  }
}
