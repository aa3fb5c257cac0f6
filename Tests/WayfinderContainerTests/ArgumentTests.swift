import Testing
import WayfinderContainer

@Suite struct ArgumentTests {
  @Test func zeroToFiveArgumentsReachTheFactory() throws {
    let container = Container()
    try container.register(String.self) { _ in "0" }
    try container.register(String.self) { (_: Resolver, a: Int) in "1:\(a)" }
    try container.register(String.self) { (_: Resolver, a: Int, b: String) in "2:\(a)\(b)" }
    try container.register(String.self) { (_: Resolver, a: Int, b: String, c: Bool) in
      "3:\(a)\(b)\(c)"
    }
    try container.register(String.self) { (_: Resolver, a: Int, b: String, c: Bool, d: Double) in
      "4:\(a)\(b)\(c)\(d)"
    }
    try container.register(String.self) {
      (_: Resolver, a: Int, b: String, c: Bool, d: Double, e: Point) in
      "5:\(a)\(b)\(c)\(d)\(e.x)\(e.y)"
    }
    #expect(try container.resolve(String.self) == "0")
    #expect(try container.resolve(String.self, arguments: 1) == "1:1")
    #expect(try container.resolve(String.self, arguments: 1, "b") == "2:1b")
    #expect(try container.resolve(String.self, arguments: 1, "b", true) == "3:1btrue")
    #expect(try container.resolve(String.self, arguments: 1, "b", true, 2.5) == "4:1btrue2.5")
    #expect(
      try container.resolve(String.self, arguments: 1, "b", true, 2.5, Point(x: 7, y: 8))
        == "5:1btrue2.578")
  }

  @Test func argumentTypesArePartOfTheKey() throws {
    let container = Container()
    try container.register(String.self) { (_: Resolver, value: Int) in "int \(value)" }
    try container.register(String.self) { (_: Resolver, value: String) in "string \(value)" }
    #expect(try container.resolve(String.self, arguments: 4) == "int 4")
    #expect(try container.resolve(String.self, arguments: "four") == "string four")
  }

  @Test func argumentOrderIsPartOfTheKey() throws {
    let container = Container()
    try container.register(String.self) { (_: Resolver, a: Int, b: String) in "int first" }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(String.self, arguments: "x", 1)
    }
    #expect(
      error.description
        == "String: wrong argument types for String (name: nil, arguments: (String, Int)); "
        + "candidates: String (name: nil, arguments: (Int, String))")
  }

  @Test func namedRegistrationsAreSeparate() throws {
    let container = Container()
    try container.register((any Greeter).self) { _ in EnglishGreeter() }
    try container.register((any Greeter).self, name: "fr") { _ in FrenchGreeter() }
    #expect(try container.resolve((any Greeter).self).greeting == "Hello")
    #expect(try container.resolve((any Greeter).self, name: "fr").greeting == "Bonjour")
  }

  @Test func nestedTypesWithTheSameNameDoNotCollide() throws {
    let container = Container()
    try container.register(Outer.Thing.self) { _ in Outer.Thing() }
    try container.register(Other.Thing.self) { _ in Other.Thing() }
    #expect(try container.resolve(Outer.Thing.self).value == "outer")
    #expect(try container.resolve(Other.Thing.self).value == "other")
    #expect(
      container.registrations.map(\.key.description) == [
        "Other.Thing (name: nil, arguments: ())",
        "Outer.Thing (name: nil, arguments: ())",
      ])
  }

  @Test func dependenciesAreResolvedThroughTheResolver() throws {
    let container = try makeProductContainer()
    let catalogue = try container.resolve(ProductCatalogue.self)
    #expect(catalogue.repository.api === (try container.resolve(APIClient.self)))
  }
}
