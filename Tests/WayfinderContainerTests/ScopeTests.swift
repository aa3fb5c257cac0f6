import Testing
import WayfinderContainer

extension Scope {
  static let session = Scope("session")
  static let checkout = Scope("checkout")
}

@Suite struct ScopeTests {
  @Test func scopedInstanceIsSharedUntilItsScopeIsReset() throws {
    let container = Container()
    try container.register(APIClient.self, lifetime: .scoped(.session)) { _ in APIClient() }
    let first = try container.resolve(APIClient.self)
    #expect(try container.resolve(APIClient.self) === first)
    container.reset(.session)
    let second = try container.resolve(APIClient.self)
    #expect(second !== first)
    #expect(try container.resolve(APIClient.self) === second)
  }

  @Test func resetLeavesOtherScopesAndSingletonsAlone() throws {
    let container = Container()
    try container.register(APIClient.self, lifetime: .scoped(.session)) { _ in APIClient() }
    try container.register(APIClient.self, name: "checkout", lifetime: .scoped(.checkout)) { _ in
      APIClient()
    }
    try container.register(ProductRepository.self, lifetime: .singleton) { r in
      ProductRepository(api: try r.resolve())
    }
    let session = try container.resolve(APIClient.self)
    let checkout = try container.resolve(APIClient.self, name: "checkout")
    let repository = try container.resolve(ProductRepository.self)
    container.reset(.session)
    #expect(try container.resolve(APIClient.self) !== session)
    #expect(try container.resolve(APIClient.self, name: "checkout") === checkout)
    #expect(try container.resolve(ProductRepository.self) === repository)
  }

  @Test func resetOnTheRootResetsWhatChildrenOverrideInTheScope() throws {
    let root = Container()
    try root.register(APIClient.self, lifetime: .scoped(.session)) { _ in APIClient() }
    let feature = root.makeChild()
    try feature.override(APIClient.self, lifetime: .scoped(.session)) { _ in
      APIClient(baseURL: "https://feature.example.com")
    }
    let nested = feature.makeChild()
    try nested.override(APIClient.self, name: nil, lifetime: .scoped(.session)) { _ in
      APIClient(baseURL: "https://nested.example.com")
    }
    var dropped: Container? = root.makeChild()
    #expect(dropped != nil)
    dropped = nil
    let before = try [root, feature, nested].map { try $0.resolve(APIClient.self) }

    root.reset(.session)

    let after = try [root, feature, nested].map { try $0.resolve(APIClient.self) }
    for (old, new) in zip(before, after) { #expect(old !== new) }
    #expect(after.map(\.baseURL) == before.map(\.baseURL))
    // A sibling's reset leaves the other branch alone.
    let sibling = root.makeChild()
    sibling.reset(.session)
    #expect(try feature.resolve(APIClient.self) === after[1])
  }

  @Test func resetOnAChildResetsTheParentsRegistrations() throws {
    let parent = Container()
    try parent.register(APIClient.self, lifetime: .scoped(.session)) { _ in APIClient() }
    let child = parent.makeChild()
    let first = try child.resolve(APIClient.self)
    child.reset(.session)
    #expect(try parent.resolve(APIClient.self) !== first)
  }

  @Test func droppedInstanceIsFreedWhenNobodyHoldsIt() throws {
    let container = Container()
    try container.register(APIClient.self, lifetime: .scoped(.session)) { _ in APIClient() }
    weak var dropped: APIClient?
    do {
      dropped = try container.resolve(APIClient.self)
    }
    #expect(dropped != nil)
    container.reset(.session)
    #expect(dropped == nil)
  }

  @Test func scopedRegistrationsAreDumpedWithTheirScope() throws {
    let container = Container()
    try container.register(APIClient.self, lifetime: .scoped(.session)) { _ in APIClient() }
    #expect(
      container.debugDescription == """
        Container with 1 registration:
        - APIClient (name: nil, arguments: ()): scoped(session)
        """)
  }
}
