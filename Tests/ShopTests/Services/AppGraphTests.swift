import Testing
import WayfinderContainer

@testable import WayfinderSampleShop

/// The app graph resolves as a whole, and a broken one says what is missing before the app runs.
@MainActor
@Suite struct AppGraphTests {
  @Test func theWholeGraphResolves() throws {
    // Every registration that takes no runtime arguments; the view models take their router
    // and are resolved with real ones by `RouteTests`.
    try AppGraph.makeContainer().validate()
  }

  @Test func theSessionIsScopedAndTheStoresOutliveIt() throws {
    let lifetimes = Dictionary(
      try AppGraph.makeContainer().registrations.map { ($0.key.typeName, $0.lifetime) },
      uniquingKeysWith: { first, _ in first })
    #expect(lifetimes["SessionService"] == .scoped(.session))
    #expect(lifetimes["WishlistStore"] == .singleton)
    #expect(lifetimes["VoiceShortcutStore"] == .singleton)
    #expect(lifetimes["ProductCatalogue"] == .singleton)
    #expect(lifetimes["WishlistViewModel"] == .transient)
  }

  @Test func aGraphWithAMissingServiceFailsValidationWithTheChain() throws {
    // The app's services and view models, but the catalogue's registration forgotten.
    let container = Container()
    try AppGraph.registerServices(in: container)
    try AppGraph.registerViewModels(in: container)
    let error = try #require(throws: ValidationError.self) { try container.validate() }
    #expect(
      error.description == """
        1 resolution failure:
        - WishlistStore → ProductCatalogue: no registration for ProductCatalogue (name: nil, arguments: ())
        """)
    let failure = try #require(error.failures.first)
    #expect(failure.reason == .missingRegistration)
    #expect(failure.chain.map(\.typeName) == ["WishlistStore", "ProductCatalogue"])
  }
}
