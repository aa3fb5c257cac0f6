import Testing
import WayfinderContainer

@Suite struct ValidationTests {
  @Test func validGraphPasses() throws {
    let container = try makeProductContainer()
    try container.register(String.self) { (_: Resolver, id: Int) in "skipped \(id)" }
    #expect(throws: Never.self) { try container.validate() }
  }

  @Test func everyFailureIsReportedAtOnce() throws {
    let container = Container()
    try container.register(ProductRepository.self) { r in ProductRepository(api: try r.resolve()) }
    try container.register(ProductCatalogue.self) { r in
      ProductCatalogue(repository: try r.resolve())
    }
    try container.register(CycleA.self) { r in
      _ = try r.resolve(CycleA.self)
      return CycleA()
    }
    try container.register(Point.self) { _ in throw FactoryFailure() }
    let error = try #require(throws: ValidationError.self) { try container.validate() }
    #expect(
      error.description == """
        4 resolution failures:
        - CycleA → CycleA: dependency cycle on CycleA (name: nil, arguments: ())
        - Point: the factory of Point (name: nil, arguments: ()) threw: the network is down
        - ProductCatalogue → ProductRepository → APIClient: no registration for APIClient (name: nil, arguments: ())
        - ProductRepository → APIClient: no registration for APIClient (name: nil, arguments: ())
        """)
    #expect(error.failures.count == 4)
  }

  @Test func childValidationUsesItsOverrides() throws {
    let parent = Container()
    try parent.register(ProductRepository.self) { r in ProductRepository(api: try r.resolve()) }
    let child = parent.makeChild()
    try child.register(APIClient.self) { _ in APIClient() }
    #expect(throws: ValidationError.self) { try parent.validate() }
    #expect(throws: Never.self) { try child.validate() }
  }

  @Test func aLazyOrProviderWithoutARegistrationIsReported() throws {
    let container = Container()
    // Cart's lazy Checkout is registered only with an argument; Checkout's provider has a typo.
    try container.register(Cart.self, lifetime: .singleton) { r in Cart(checkout: r.lazy()) }
    try container.register(Checkout.self) { (r, _: Int) in Checkout(cart: r.provider()) }
    try container.register(Checkout.self, name: "express") { r in
      Checkout(cart: r.provider(name: "expres"))
    }
    // Neither factory fails: the references resolve only when used.
    _ = try container.resolve(Checkout.self, name: "express")
    let error = try #require(throws: ValidationError.self) { try container.validate() }
    #expect(
      error.description == """
        2 resolution failures:
        - Cart → Checkout: wrong argument types for Checkout (name: nil, arguments: ()); \
        candidates: Checkout (name: "express", arguments: ()), Checkout (name: nil, arguments: (Int))
        - Checkout(name: "express") → Cart(name: "expres"): no registration for Cart \
        (name: "expres", arguments: ()); candidates: Cart (name: nil, arguments: ())
        """)
  }

  @Test func servicesThatNeedEachOtherThroughLazyAndProviderPass() throws {
    let container = Container()
    try container.register(Cart.self, lifetime: .singleton) { r in Cart(checkout: r.lazy()) }
    try container.register(Checkout.self, lifetime: .singleton) { r in
      Checkout(cart: r.provider())
    }
    #expect(throws: Never.self) { try container.validate() }
  }

  @Test func aSingletonMadeBeforeValidationIsStillChecked() throws {
    let container = Container()
    try container.register(Checkout.self, lifetime: .singleton) { r in
      Checkout(cart: r.provider())
    }
    let checkout = try container.resolve(Checkout.self)
    let error = try #require(throws: ValidationError.self) { try container.validate() }
    #expect(error.failures.map(\.chainDescription) == ["Checkout → Cart"])
    // Validation made nothing new: the singleton is the one made before.
    #expect(try container.resolve(Checkout.self) === checkout)
  }

  @Test func aTransientChecksItsReferencesInTheContainerThatValidates() throws {
    let parent = Container()
    try parent.register(Checkout.self) { r in Checkout(cart: r.provider()) }
    let child = parent.makeChild()
    try child.register(Cart.self, lifetime: .singleton) { r in Cart(checkout: r.lazy()) }
    #expect(throws: Never.self) { try child.validate() }
    let error = try #require(throws: ValidationError.self) { try parent.validate() }
    #expect(error.failures.map(\.chainDescription) == ["Checkout → Cart"])
  }

  @Test func aSingletonChecksItsReferencesInTheContainerThatHoldsIt() throws {
    let parent = Container()
    try parent.register(Checkout.self, lifetime: .singleton) { r in Checkout(cart: r.provider()) }
    let child = parent.makeChild()
    try child.register(Cart.self) { r in Cart(checkout: r.lazy()) }
    // The singleton's provider asks the parent, which has no Cart, even when the child validates.
    let error = try #require(throws: ValidationError.self) { try child.validate() }
    #expect(error.failures.map(\.chainDescription) == ["Checkout → Cart"])
    #expect((try? child.resolve(Checkout.self).cart.instance) == nil)
  }

  @Test func aTransientMadeForAParentSingletonChecksItsReferencesInTheParent() throws {
    let parent = Container()
    try parent.register(Checkout.self) { r in Checkout(cart: r.provider()) }
    try parent.register(Cart.self, name: "holder", lifetime: .singleton) { r in
      _ = try r.resolve(Checkout.self)
      return Cart(checkout: r.lazy())
    }
    let child = parent.makeChild()
    try child.register(Cart.self) { r in Cart(checkout: r.lazy()) }
    // From the child, Checkout finds the child's Cart; made for the parent's singleton, it asks
    // the parent, which has none.
    let error = try #require(throws: ValidationError.self) { try child.validate() }
    #expect(error.failures.map(\.chainDescription) == ["Checkout → Cart"])
    #expect(error.failures.first?.reason == .missingRegistration)
  }

  @Test func aReferenceRegisteredAfterTheFactoryRanIsNotReported() throws {
    let container = Container()
    try container.register(Checkout.self, lifetime: .singleton) { r in
      Checkout(cart: r.provider())
    }
    let checkout = try container.resolve(Checkout.self)
    try container.register(Cart.self) { r in Cart(checkout: r.lazy()) }
    #expect(throws: Never.self) { try container.validate() }
    #expect(try checkout.cart.instance.checkout.instance === checkout)
  }

  @Test @MainActor func mainActorRegistrationsAreValidatedOnTheMainActor() throws {
    let container = Container()
    try container.registerMainActor(TestRouter.self) { _ in TestRouter() }
    #expect(throws: Never.self) { try container.validate() }
  }
}
