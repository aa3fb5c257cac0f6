// Swinject's own test suite (github.com/Swinject/Swinject, Tests/SwinjectTests), translated to
// WayfinderContainer for users who come from Swinject and test their graphs the same way. Each test
// names the Swinject file and case it translates; where WayfinderContainer deliberately behaves
// otherwise (see "Coming from Swinject or Factory" in Documentation.docc/WayfinderContainer.md),
// the test asserts our behaviour and says so.
//
// Not translated, because they have no meaning here:
// - AssemblerTests, BasicAssembly, LoadAwareAssembly: there is no Assembler or Assembly; an app
//   groups its registrations in plain functions that take the container.
// - ContainerTests.Behavior, BehaviorFakes: there are no container behaviours (hooks called on
//   registration).
// - ContainerTests.DebugHelper: there is no debug helper; a failed resolve throws a
//   ResolutionError that carries what the helper logged (the chain and the candidates).
// - ContainerTests.GraphCaching and every `.graph` case (ContainerTests
//   testContainerDoesNotHaveSharedObjectInContainerWithGraphScope,
//   testContainerResolvesServiceToTheSameObjectInGraphWithGraphScope; LazyTests and ProviderTests
//   …InGraphScope, testContainerResolvesNonProovidedDependenciesToTheSameInstance): there is no
//   object graph scope nor GraphIdentifier; the docs' table says to use transient, or pass the
//   shared instance as an argument.
// - ContainerTests.Speed: timings, covered by the benchmarks and ContainerScaleTests.
// - ContainerTests testContainerRaisesInitCompletedEvent…, …PropertyInjectionInInitCompletedEvent,
//   …MethodInjectionInInitCompletedEvent, ContainerTests.CustomStringConvertible
//   testContainerDescribesRegistrationWithInitCompleted: there is no initCompleted; a factory
//   injects properties itself, and services that need each other take a Lazy or a Provider
//   (translated below).
// - ContainerTests testContainerCanRemoveAllRegisteredServices: there is no removeAll; a test
//   makes a new container or a child.
// - ContainerTests testContainerTakesClosureRegisteringServices (Container { … }) and
//   testContainerRegistersServiceWithGivenObjectScope (a default object scope), ServiceEntryTests
//   (ServiceEntry's default scope): no such initializer nor entry objects; the default lifetime is
//   always transient.
// - ContainerTests.CustomScope testContainerCreatesNewInstanceStorageForEachService,
//   …StoresInstanceToStorageDuringResolution, …ReturnsStoredInstanceIfStorageIsNotEmpty,
//   WeakStorageTests testWeakStorageShouldProvideStoredInstanceWithStrongReference,
//   testWeakStorageShouldNotPersistInstanceWithoutStrongReference: there is no InstanceStorage to
//   plug in; the lifetimes' storage is internal (its behaviour is translated through resolve).
// - ContainerTests.CustomScope testResetObjectScopeDoesNotRemoveInstancesOfDifferentTypes (and the
//   serviceType: argument of the other reset cases): reset(_:) drops a whole scope, not one type's
//   instances.
// - ContainerTests.TypeForwarding (`implements`, `forward`): there is no type forwarding; a
//   second registration whose factory resolves the first does it (one case is translated to show
//   that it shares the instance).
// - ServiceKeyTests testServiceKeyEqualsWithTheSameOption, …DifferentOptions: there are no
//   service key options.
// - LazyTests testContainerResolvesLazyWithArguments, ProviderTests
//   testContainerResolvesProviderrWithArguments: Lazy and Provider resolve registrations without
//   runtime arguments (Resolver.lazy(_:name:) and provider(_:name:) take none).
// - SynchronizedTests testSynchronizedResolverCanResolveCircularDependencies (`.graph` and
//   initCompleted), testSynchronizedResolverUsesDistinctGraphIdentifier,
//   testSynchronizedResolverSynchronizesProviderTypes (both count graph identifiers): every
//   container is thread-safe, with no synchronize() wrapper nor graph identifiers; the other
//   cases are translated, except testSynchronizedResolverSynchronousReadsWrites, which is
//   ConcurrencyTests' eightThreadsResolveWhileAnotherRegistersNewTypes.
// - Swinject resolves `Lazy<T>` and `Provider<T>` from the container itself; here a factory takes
//   them from its Resolver, so the translations register a holder whose factory takes one.

import Foundation
import Testing
import WayfinderContainer

// MARK: - Fixtures, after Swinject's Animal.swift, Food.swift, Person.swift and Circularity.swift

private protocol Animal: Sendable {
  var name: String? { get }
}

/// Not final, for `Siamese`; its properties are constants, so it is safe to share.
private class Cat: Animal, @unchecked Sendable {
  let name: String?
  let sleeping: Bool
  let favoriteFood: (any Food)?

  init(name: String? = nil, sleeping: Bool = false, favoriteFood: (any Food)? = nil) {
    self.name = name
    self.sleeping = sleeping
    self.favoriteFood = favoriteFood
  }
}

private final class Siamese: Cat, @unchecked Sendable {}

private final class Dog: Animal {
  let name: String?
  init(name: String? = nil) { self.name = name }
}

private struct Turtle: Animal {
  var name: String?
}

private protocol Food: Sendable {}
private final class Sushi: Food {}

private protocol Person: Sendable {}

/// Injected by property and by method, as in Swinject's fixture: its factory sets them before
/// the container hands it out, so it is not mutated while shared.
private final class PetOwner: Person, @unchecked Sendable {
  var pet: (any Animal)?
  var favoriteFood: (any Food)?

  init(pet: (any Animal)? = nil) { self.pet = pet }

  func injectAnimal(_ animal: any Animal) { pet = animal }
}

private final class Parent: Sendable {
  let child: Child
  init(child: Child) { self.child = child }
}

/// The edges that close a cycle (`Child.parent`, `CDependingOnAD.a`, `DDependingOnBC`'s,
/// `Employee.employer`) are providers, which keep nothing: two lazy references between
/// singletons would keep both alive once used (``Lazy``'s documentation), and LeakSanitizer
/// reports them.
private final class Child: Sendable {
  let parent: Provider<Parent>
  init(parent: Provider<Parent>) { self.parent = parent }
}

private final class ADependingOnB: Sendable {
  let b: Lazy<BDependingOnC>
  init(b: Lazy<BDependingOnC>) { self.b = b }
}

private final class BDependingOnC: Sendable {
  let c: Lazy<CDependingOnAD>
  init(c: Lazy<CDependingOnAD>) { self.c = c }
}

private final class CDependingOnAD: Sendable {
  let a: Provider<ADependingOnB>
  let d: Lazy<DDependingOnBC>
  init(a: Provider<ADependingOnB>, d: Lazy<DDependingOnBC>) {
    self.a = a
    self.d = d
  }
}

private final class DDependingOnBC: Sendable {
  let b: Provider<BDependingOnC>
  let c: Provider<CDependingOnAD>
  init(b: Provider<BDependingOnC>, c: Provider<CDependingOnAD>) {
    self.b = b
    self.c = c
  }
}

private final class WeakB: Sendable {
  let c: CDependingOnWeakB
  init(c: CDependingOnWeakB) { self.c = c }
}

private final class CDependingOnWeakB: Sendable {
  let b: Provider<WeakB>
  init(b: Provider<WeakB>) { self.b = b }
}

private final class LazilyResolved: Sendable {}

private final class LazyChild: Sendable {
  let lazy: Lazy<LazilyResolved>
  init(lazy: Lazy<LazilyResolved>) { self.lazy = lazy }
}

private final class LazyParent: Sendable {
  let child1: LazyChild
  let child2: LazyChild
  let singleton: LazyChild
  init(child1: LazyChild, child2: LazyChild, singleton: LazyChild) {
    self.child1 = child1
    self.child2 = child2
    self.singleton = singleton
  }
}

/// Swinject's EmploymentAssembly; the employee reaches its employer lazily instead of through
/// initCompleted.
private final class Customer: Sendable {}

private final class Employee: Sendable {
  let customer: Customer
  let lazyCustomer: Lazy<Customer>
  let providedCustomer: Provider<Customer>
  let employer: Provider<Employer>

  init(
    customer: Customer, lazyCustomer: Lazy<Customer>, providedCustomer: Provider<Customer>,
    employer: Provider<Employer>
  ) {
    self.customer = customer
    self.lazyCustomer = lazyCustomer
    self.providedCustomer = providedCustomer
    self.employer = employer
  }
}

private final class Employer: Sendable {
  let customer: Customer
  let lazyCustomer: Lazy<Customer>
  let providedCustomer: Provider<Customer>
  let employee: Employee
  let lazyEmployee: Lazy<Employee>
  let providedEmployee: Provider<Employee>

  init(r: Resolver) throws {
    customer = try r.resolve()
    lazyCustomer = r.lazy()
    providedCustomer = r.provider()
    employee = try r.resolve()
    lazyEmployee = r.lazy()
    providedEmployee = r.provider()
  }
}

/// Registers Swinject's EmploymentAssembly with `lifetime` for the three services.
private func assembleEmployment(_ container: Container, lifetime: Lifetime) throws {
  try container.register(Customer.self, lifetime: lifetime) { _ in Customer() }
  try container.register(Employee.self, lifetime: lifetime) { r in
    Employee(
      customer: try r.resolve(), lazyCustomer: r.lazy(), providedCustomer: r.provider(),
      employer: r.provider())
  }
  try container.register(Employer.self, lifetime: lifetime) { r in try Employer(r: r) }
}

/// Holds a lazy reference or a provider, as Swinject's `resolve(Lazy<Animal>.self)` hands one out.
private struct Holder<Reference: Sendable>: Sendable {
  let reference: Reference
}

// MARK: - ContainerTests.swift

@Suite struct SwinjectContainerTests {
  /// Registers Swinject's `registerCatAndPetOwnerDependingOnFood`.
  private func registerCatAndPetOwnerDependingOnFood(_ container: Container) throws {
    try container.register((any Animal).self) { r in
      Cat(favoriteFood: try r.resolve((any Food).self))
    }
    try container.register((any Person).self) { r in
      let owner = PetOwner(pet: try r.resolve((any Animal).self))
      owner.favoriteFood = try r.resolve((any Food).self)
      return owner
    }
  }

  // ContainerTests.swift, testContainerReturnsNilWithoutRegistration. Deliberate difference: a
  // missing registration throws a ResolutionError instead of returning nil (docs' table).
  @Test func anUnregisteredServiceThrowsMissingRegistration() {
    let container = Container()
    let error = #expect(throws: ResolutionError.self) {
      try container.resolve((any Animal).self)
    }
    #expect(error?.reason == .missingRegistration)
  }

  // ContainerTests.swift, testContainerResolvesByArguments.
  @Test func oneTypeResolvesByItsArguments() throws {
    let container = Container()
    try container.register((any Animal).self) { _ in Cat() }
    try container.register((any Animal).self) { (_, name: String) in Cat(name: name) }
    try container.register((any Animal).self) { (_, name: String, sleeping: Bool) in
      Cat(name: name, sleeping: sleeping)
    }
    let noname = try container.resolve((any Animal).self) as? Cat
    let mimi = try container.resolve((any Animal).self, arguments: "Mimi") as? Cat
    let mew = try container.resolve((any Animal).self, arguments: "Mew", true) as? Cat
    #expect(noname != nil)
    #expect(noname?.name == nil)
    #expect(mimi?.name == "Mimi")
    #expect(mew?.name == "Mew")
    #expect(mew?.sleeping == true)
  }

  // ContainerTests.swift, testContainerResolvesByRegisteredName.
  @Test func oneTypeResolvesByItsRegisteredName() throws {
    let container = Container()
    try container.register((any Animal).self, name: "RegMimi") { _ in Cat(name: "Mimi") }
    try container.register((any Animal).self, name: "RegMew") { _ in Cat(name: "Mew") }
    try container.register((any Animal).self) { _ in Cat() }
    #expect(try container.resolve((any Animal).self, name: "RegMimi").name == "Mimi")
    #expect(try container.resolve((any Animal).self, name: "RegMew").name == "Mew")
    #expect(try container.resolve((any Animal).self).name == nil)
  }

  // ContainerTests.swift, testContainerResolvesServiceRegisteredOnParentContainer.
  @Test func aChildResolvesWhatItsParentRegistered() throws {
    let parent = Container()
    let child = parent.makeChild()
    try parent.register((any Animal).self) { _ in Cat() }
    #expect(try child.resolve((any Animal).self) is Cat)
  }

  // ContainerTests.swift, testContainerDoesNotResolveServiceRegistredOnChildContainer.
  @Test func aParentDoesNotResolveWhatItsChildRegistered() throws {
    let parent = Container()
    let child = parent.makeChild()
    try child.register((any Animal).self) { _ in Cat() }
    let error = #expect(throws: ResolutionError.self) {
      try parent.resolve((any Animal).self)
    }
    #expect(error?.reason == .missingRegistration)
  }

  // ContainerTests.swift, testContainerDoesNotCreateZombies.
  @Test func aChildKeepsNothingItResolvedFromItsParent() throws {
    let parent = Container()
    let child = parent.makeChild()
    try parent.register(Cat.self) { _ in Cat() }
    weak let weakCat = try child.resolve(Cat.self)
    #expect(weakCat == nil)
  }

  // ContainerTests.swift, testContainerDoesNotTerminateGraphPrematurely: a parent's factory that
  // resolves from a child it captured, then from its own resolver, finishes the whole graph.
  @Test func aFactoryResolvingFromAnotherContainerFinishesItsGraph() throws {
    let parent = Container()
    let child = parent.makeChild()
    try child.register((any Animal).self) { _ in Cat() }
    try parent.register((any Food).self) { _ in Sushi() }
    // Weakly, or the parent's registration would keep the child, which keeps the parent.
    try parent.register(PetOwner.self) { [weak child] r in
      guard let child else { throw CancellationError() }
      let owner = PetOwner(pet: try child.resolve((any Animal).self))
      owner.favoriteFood = try r.resolve((any Food).self)
      return owner
    }
    let owner = try parent.resolve(PetOwner.self)
    #expect(owner.pet is Cat)
    #expect(owner.favoriteFood is Sushi)
  }

  // ContainerTests.swift, testContainerDoesNotHaveSharedObjectInContainerWithTransientScope.
  @Test func aTransientRegistrationSharesNothing() throws {
    let container = Container()
    try container.register((any Animal).self, lifetime: .transient) { _ in Cat() }
    let cat1 = try container.resolve((any Animal).self) as? Cat
    let cat2 = try container.resolve((any Animal).self) as? Cat
    #expect(cat1 != nil)
    #expect(cat1 !== cat2)
  }

  // ContainerTests.swift, testContainerResolvesServiceToNewObjectsInGraphWithTransientScope.
  @Test func aTransientDependencyIsNewForEachServiceOfAGraph() throws {
    let container = Container()
    try registerCatAndPetOwnerDependingOnFood(container)
    try container.register((any Food).self, lifetime: .transient) { _ in Sushi() }
    let owner = try #require(try container.resolve((any Person).self) as? PetOwner)
    let ownersSushi = try #require(owner.favoriteFood as? Sushi)
    let catsSushi = try #require((owner.pet as? Cat)?.favoriteFood as? Sushi)
    #expect(ownersSushi !== catsSushi)
  }

  // ContainerTests.swift, testContainerSharesObjectInTheOwnContainerWithContainerScope.
  @Test func aSingletonIsSharedInItsContainer() throws {
    let container = Container()
    try container.register((any Animal).self, lifetime: .singleton) { _ in Cat() }
    let cat1 = try container.resolve((any Animal).self) as? Cat
    let cat2 = try container.resolve((any Animal).self) as? Cat
    #expect(cat1 != nil)
    #expect(cat1 === cat2)
  }

  // ContainerTests.swift, testContainerSharesObjectFromParentContainerToItsChildWithContainerScope.
  @Test func aParentsSingletonIsSharedWithItsChildWhoeverResolvesFirst() throws {
    let parent = Container()
    try parent.register((any Animal).self, lifetime: .singleton) { _ in Cat() }
    try parent.register((any Animal).self, name: "dog", lifetime: .singleton) { _ in Dog() }
    let child = parent.makeChild()
    // The parent first.
    let cat1 = try parent.resolve((any Animal).self) as? Cat
    let cat2 = try child.resolve((any Animal).self) as? Cat
    #expect(cat1 != nil)
    #expect(cat1 === cat2)
    // The child first.
    let dog1 = try child.resolve((any Animal).self, name: "dog") as? Dog
    let dog2 = try parent.resolve((any Animal).self, name: "dog") as? Dog
    #expect(dog1 != nil)
    #expect(dog1 === dog2)
  }

  // ContainerTests.swift,
  // testContainerResolvesServiceInParentContainerToTheSameObjectInGraphWithContainerScope.
  @Test func aParentsSingletonIsOneInstanceThroughoutAChildsGraph() throws {
    let parent = Container()
    try parent.register((any Food).self, lifetime: .singleton) { _ in Sushi() }
    let child = parent.makeChild()
    try registerCatAndPetOwnerDependingOnFood(child)
    let owner = try #require(try child.resolve((any Person).self) as? PetOwner)
    let ownersSushi = try #require(owner.favoriteFood as? Sushi)
    let catsSushi = try #require((owner.pet as? Cat)?.favoriteFood as? Sushi)
    #expect(ownersSushi === catsSushi)
  }

  // ContainerTests.swift, testContainerSharesObjectInContainerWithWeakScope.
  @Test func aWeakInstanceIsSharedWhileHeld() throws {
    let container = Container()
    try container.register((any Animal).self, lifetime: .weak) { _ in Cat() }
    let cat1 = try container.resolve((any Animal).self) as? Cat
    let cat2 = try container.resolve((any Animal).self) as? Cat
    #expect(cat1 != nil)
    #expect(cat1 === cat2)
  }

  // ContainerTests.swift, testContainerDoesNotMaintainStrongReferenceToObjectWithWeakScope.
  @Test func theContainerDoesNotHoldAWeakInstance() throws {
    let container = Container()
    try container.register((any Animal).self, lifetime: .weak) { _ in Cat() }
    weak let cat = try container.resolve((any Animal).self) as? Cat
    #expect(cat == nil)
  }

  // ContainerTests.swift, testContainerAcceptsInitializerInjection.
  @Test func aFactoryInjectsThroughTheInitializer() throws {
    let container = Container()
    try container.register((any Animal).self) { _ in Cat() }
    try container.register((any Person).self) { r in PetOwner(pet: try r.resolve((any Animal).self))
    }
    let owner = try container.resolve((any Person).self) as? PetOwner
    #expect(owner?.pet is Cat)
  }

  // ContainerTests.swift, testContainerAfcceptsPropertyInjectionInRegistration.
  @Test func aFactoryInjectsThroughAProperty() throws {
    let container = Container()
    try container.register((any Animal).self) { _ in Cat() }
    try container.register((any Person).self) { r in
      let owner = PetOwner()
      owner.pet = try r.resolve((any Animal).self)
      return owner
    }
    let owner = try container.resolve((any Person).self) as? PetOwner
    #expect(owner?.pet is Cat)
  }

  // ContainerTests.swift, testContainerAcceptsMethodInjectionInRegistration.
  @Test func aFactoryInjectsThroughAMethod() throws {
    let container = Container()
    try container.register((any Animal).self) { _ in Cat() }
    try container.register((any Person).self) { r in
      let owner = PetOwner()
      owner.injectAnimal(try r.resolve((any Animal).self))
      return owner
    }
    let owner = try container.resolve((any Person).self) as? PetOwner
    #expect(owner?.pet is Cat)
  }

  // ContainerTests.swift, testContainerResolvesStructInstancesIgnoringObjectScopes (`.graph` has
  // no equivalent here).
  @Test(arguments: [Lifetime.transient, .singleton, .scoped(Scope("swinject"))])
  func aValueIsCopiedOutWhateverTheLifetime(lifetime: Lifetime) throws {
    let container = Container()
    try container.register((any Animal).self, lifetime: lifetime) { _ in Turtle(name: "Ninja") }
    var turtle1 = try #require(try container.resolve((any Animal).self) as? Turtle)
    let turtle2 = try #require(try container.resolve((any Animal).self) as? Turtle)
    turtle1.name = "Samurai"
    #expect(turtle1.name == "Samurai")
    #expect(turtle2.name == "Ninja")
  }

  // ContainerTests.swift,
  // testContainerResolvesStructInstancesDefinedInParentContainerIgnoringObjectScopes.
  @Test(arguments: [Lifetime.transient, .singleton, .scoped(Scope("swinject"))])
  func aParentsValueIsCopiedOutToItsChildWhateverTheLifetime(lifetime: Lifetime) throws {
    let container = Container()
    try container.register((any Animal).self, lifetime: lifetime) { _ in Turtle(name: "Ninja") }
    let child = container.makeChild()
    var turtle1 = try #require(try child.resolve((any Animal).self) as? Turtle)
    let turtle2 = try #require(try child.resolve((any Animal).self) as? Turtle)
    turtle1.name = "Samurai"
    #expect(turtle1.name == "Samurai")
    #expect(turtle2.name == "Ninja")
  }

  // ContainerTests.swift,
  // testContainerResolvesOnlyOnceToSimulateSingletonIfObjectScopeIsContainerOrHierarchy.
  @Test(arguments: [
    (Lifetime.transient, 2), (Lifetime.singleton, 1), (Lifetime.scoped(Scope("swinject")), 1),
  ])
  func aSharedValueIsMadeOnce(lifetime: Lifetime, expectedCalls: Int) throws {
    let container = Container()
    let calls = Counter()
    try container.register((any Animal).self, lifetime: lifetime) { _ in
      calls.increment()
      return Turtle(name: "Ninja")
    }
    _ = try container.resolve((any Animal).self)
    _ = try container.resolve((any Animal).self)
    #expect(calls.value == expectedCalls)
  }

  // ContainerTests.swift, testContainerResolvesRegistredSubclassOfServiceYypeClass.
  @Test func aClassResolvesToTheSubclassItsFactoryMade() throws {
    let container = Container()
    try container.register(Cat.self) { _ in Siamese(name: "Siam") }
    let siam = try container.resolve(Cat.self) as? Siamese
    #expect(siam?.name == "Siam")
  }

  // ContainerTests.swift, testContainerResolvesSelfBindingWithDependencyInjected (registered in
  // this order on purpose: a factory's dependency may be registered after it).
  @Test func aConcreteTypeResolvesWithItsDependency() throws {
    let container = Container()
    try container.register(PetOwner.self) { r in PetOwner(pet: try r.resolve((any Animal).self)) }
    try container.register((any Animal).self) { _ in Siamese(name: "Siam") }
    let owner = try container.resolve(PetOwner.self)
    #expect((owner.pet as? Siamese)?.name == "Siam")
  }

  // ContainerTests.swift, testContainerHasRegistration: `registrations` answers
  // hasAnyRegistration(of:name:).
  @Test func registrationsTellWhichTypesAndNamesAreRegistered() throws {
    let container = Container()
    try container.register((any Animal).self) { _ in Cat() }
    try container.register((any Food).self, name: "Sushi") { _ in Sushi() }
    func hasRegistration(_ typeName: String, name: String? = nil) -> Bool {
      container.registrations.contains { $0.key.typeName == typeName && $0.key.name == name }
    }
    #expect(hasRegistration("any Animal"))
    #expect(!hasRegistration("any Person"))
    #expect(hasRegistration("any Food", name: "Sushi"))
    #expect(!hasRegistration("any Food", name: "Pizza"))
    #expect(!hasRegistration("any Food"))
  }
}

// MARK: - ContainerTests.Arguments.swift

@Suite struct SwinjectArgumentTests {
  // ContainerTests.Arguments.swift, testContainierAccepts1Argument … testContainierAccepts9Arguments
  // (nine cases): each number of arguments is its own registration of one type.
  @Test func oneToNineArgumentsReachTheFactory() throws {
    let container = Container()
    typealias S = String
    try container.register((any Animal).self) { (_, a: S) in Cat(name: a) }
    try container.register((any Animal).self) { (_, a: S, b: S) in Cat(name: a + b) }
    try container.register((any Animal).self) { (_, a: S, b: S, c: S) in Cat(name: a + b + c) }
    try container.register((any Animal).self) { (_, a: S, b: S, c: S, d: S) in
      Cat(name: a + b + c + d)
    }
    try container.register((any Animal).self) { (_, a: S, b: S, c: S, d: S, e: S) in
      Cat(name: a + b + c + d + e)
    }
    try container.register((any Animal).self) { (_, a: S, b: S, c: S, d: S, e: S, f: S) in
      Cat(name: a + b + c + d + e + f)
    }
    try container.register((any Animal).self) { (_, a: S, b: S, c: S, d: S, e: S, f: S, g: S) in
      Cat(name: [a, b, c, d, e, f, g].joined())
    }
    try container.register((any Animal).self) {
      (_, a: S, b: S, c: S, d: S, e: S, f: S, g: S, h: S) in
      Cat(name: [a, b, c, d, e, f, g, h].joined())
    }
    try container.register((any Animal).self) {
      (_, a: S, b: S, c: S, d: S, e: S, f: S, g: S, h: S, i: S) in
      Cat(name: [a, b, c, d, e, f, g, h, i].joined())
    }
    let animal = (any Animal).self
    #expect(try container.resolve(animal, arguments: "1").name == "1")
    #expect(try container.resolve(animal, arguments: "1", "2").name == "12")
    #expect(try container.resolve(animal, arguments: "1", "2", "3").name == "123")
    #expect(try container.resolve(animal, arguments: "1", "2", "3", "4").name == "1234")
    #expect(try container.resolve(animal, arguments: "1", "2", "3", "4", "5").name == "12345")
    #expect(
      try container.resolve(animal, arguments: "1", "2", "3", "4", "5", "6").name == "123456")
    #expect(
      try container.resolve(animal, arguments: "1", "2", "3", "4", "5", "6", "7").name
        == "1234567")
    #expect(
      try container.resolve(animal, arguments: "1", "2", "3", "4", "5", "6", "7", "8").name
        == "12345678")
    #expect(
      try container.resolve(animal, arguments: "1", "2", "3", "4", "5", "6", "7", "8", "9").name
        == "123456789")
  }
}

// MARK: - ContainerTests.Circularity.swift

@Suite struct SwinjectCircularityTests {
  // ContainerTests.Circularity.swift, testContainerResolvesCircularDependencyOneachProperty
  // (`.container`; `.graph` has no equivalent). Deliberate difference: a factory that resolves
  // the service being made gets a cycle error (docs: "Services that need each other"); the
  // dependency that points back is a Provider, which keeps nothing.
  @Test func servicesThatNeedEachOtherReachEachOtherThroughAProvider() throws {
    let container = Container()
    try container.register(Parent.self, lifetime: .singleton) { r in
      Parent(child: try r.resolve())
    }
    try container.register(Child.self, lifetime: .singleton) { r in Child(parent: r.provider()) }
    let parent = try container.resolve(Parent.self)
    #expect(try parent.child.parent.instance === parent)

    let direct = Container()
    try direct.register(Parent.self, lifetime: .singleton) { r in Parent(child: try r.resolve()) }
    try direct.register(Child.self, lifetime: .singleton) { r in
      _ = try r.resolve(Parent.self)
      return Child(parent: r.provider())
    }
    let error = #expect(throws: ResolutionError.self) { try direct.resolve(Parent.self) }
    #expect(error?.reason == .cycle)
    #expect(error?.chainDescription == "Parent → Child → Parent")
  }

  // ContainerTests.Circularity.swift, testContainerResolvesCircularDependencyOnInitializerAndProperty
  // (`.container`): the parent takes its child in its initializer, the child reaches its parent
  // through a provider; both transient, the provider resolves a parent of its own.
  @Test(arguments: [Lifetime.singleton, .transient])
  func aParentTakesItsChildAndTheChildReachesAParent(lifetime: Lifetime) throws {
    let container = Container()
    try container.register(Parent.self, lifetime: lifetime) { r in Parent(child: try r.resolve()) }
    try container.register(Child.self, lifetime: lifetime) { r in Child(parent: r.provider()) }
    let parent = try container.resolve(Parent.self)
    let childsParent = try parent.child.parent.instance
    #expect((childsParent === parent) == (lifetime == .singleton))
  }

  // ContainerTests.Circularity.swift, testContainerResolvesCircularDependencyOnProperties (A → B →
  // C → A and D, D → B and C; singletons, so that the references meet): lazy references forward,
  // providers for the edges that close a cycle.
  @Test func fourServicesOnLazyPropertiesReachTheSameInstances() throws {
    let container = Container()
    try container.register(ADependingOnB.self, lifetime: .singleton) { r in
      ADependingOnB(b: r.lazy())
    }
    try container.register(BDependingOnC.self, lifetime: .singleton) { r in
      BDependingOnC(c: r.lazy())
    }
    try container.register(CDependingOnAD.self, lifetime: .singleton) { r in
      CDependingOnAD(a: r.provider(), d: r.lazy())
    }
    try container.register(DDependingOnBC.self, lifetime: .singleton) { r in
      DDependingOnBC(b: r.provider(), c: r.provider())
    }
    let a = try container.resolve(ADependingOnB.self)
    let b = try a.b.instance
    let c = try b.c.instance
    let d = try c.d.instance
    #expect(try c.a.instance === a)
    #expect(try d.b.instance === b)
    #expect(try d.c.instance === c)
    try container.validate()
  }

  // ContainerTests.Circularity.swift,
  // testContainerResolvesCircularDependencyOnInitializersAndProperties: A, B and C take what
  // follows them in their initializers (a Lazy made from the instance, since the classes above
  // hold lazy references), C reaches A and D reaches B and C through providers; singletons, so that the
  // references meet (Swinject's `.graph` has no equivalent).
  @Test func initializerAndLazyDependenciesResolveAroundACycle() throws {
    let container = Container()
    try container.register(ADependingOnB.self, lifetime: .singleton) { r in
      ADependingOnB(b: Lazy(try r.resolve()))
    }
    try container.register(BDependingOnC.self, lifetime: .singleton) { r in
      BDependingOnC(c: Lazy(try r.resolve()))
    }
    try container.register(CDependingOnAD.self, lifetime: .singleton) { r in
      CDependingOnAD(a: r.provider(), d: Lazy(try r.resolve()))
    }
    try container.register(DDependingOnBC.self, lifetime: .singleton) { r in
      DDependingOnBC(b: r.provider(), c: r.provider())
    }
    let a = try container.resolve(ADependingOnB.self)
    let b = try a.b.instance
    let c = try b.c.instance
    let d = try c.d.instance
    #expect(try c.a.instance === a)
    #expect(try d.b.instance === b)
    #expect(try d.c.instance === c)
  }

  // ContainerTests.Circularity.swift,
  // testContainerDoesNotDeallocateDuringGraphResolutionWithGraphRootInWeakScope.
  @Test func aWeakRootStaysWhileItsDependencyReachesIt() throws {
    let container = Container()
    try container.register(WeakB.self, lifetime: .weak) { r in WeakB(c: try r.resolve()) }
    try container.register(CDependingOnWeakB.self) { r in CDependingOnWeakB(b: r.provider()) }
    let b = try container.resolve(WeakB.self)
    #expect(try b.c.b.instance === b)
  }
}

// MARK: - ContainerTests.CustomScope.swift

@Suite struct SwinjectCustomScopeTests {
  private let session = Scope("session")
  private let other = Scope("other")

  // ContainerTests.CustomScope.swift, testContainerRemovesInstanceFromServicesInGivenScope and
  // testResetObjectScopeRemovesOnlyMatchingScopeInstances.
  @Test func resettingAScopeDropsItsInstance() throws {
    let container = Container()
    try container.register(Dog.self, lifetime: .scoped(session)) { _ in Dog() }
    let before = try container.resolve(Dog.self)
    #expect(try container.resolve(Dog.self) === before)
    container.reset(session)
    #expect(try container.resolve(Dog.self) !== before)
  }

  // ContainerTests.CustomScope.swift, testContainerDoesNotRemoveInstancesFromOtherScopes and
  // testResetObjectScopeDoesNotRemoveInstancesOfDifferentScopes.
  @Test func resettingAScopeLeavesOtherScopesAndSingletons() throws {
    let container = Container()
    try container.register(Dog.self, name: "session", lifetime: .scoped(session)) { _ in Dog() }
    try container.register(Dog.self, name: "singleton", lifetime: .singleton) { _ in Dog() }
    let scoped = try container.resolve(Dog.self, name: "session")
    let singleton = try container.resolve(Dog.self, name: "singleton")
    container.reset(other)
    #expect(try container.resolve(Dog.self, name: "session") === scoped)
    #expect(try container.resolve(Dog.self, name: "singleton") === singleton)
  }

  // ContainerTests.CustomScope.swift, testContainerRemovesInstanceFromServiceRegisteredInParentContainer.
  @Test func aChildResetsItsParentsInstances() throws {
    let parent = Container()
    let child = parent.makeChild()
    try parent.register(Dog.self, lifetime: .scoped(session)) { _ in Dog() }
    let before = try parent.resolve(Dog.self)
    child.reset(session)
    #expect(try parent.resolve(Dog.self) !== before)
  }

  // ContainerTests.CustomScope.swift, testResetObjectScopeCallsParentContainer. The child replaces
  // the parent's registration with `override` (registering the parent's key again is a
  // duplicate here, deliberately: docs, Container.register).
  @Test func aChildsResetDropsItsOwnAndItsParentsInstances() throws {
    let parent = Container()
    let child = parent.makeChild()
    try parent.register(Dog.self, lifetime: .scoped(session)) { _ in Dog() }
    try child.override(Dog.self, lifetime: .scoped(session)) { _ in Dog() }
    let parentInstance = try parent.resolve(Dog.self)
    let childInstance = try child.resolve(Dog.self)
    #expect(parentInstance !== childInstance)
    child.reset(session)
    #expect(try parent.resolve(Dog.self) !== parentInstance)
    #expect(try child.resolve(Dog.self) !== childInstance)
  }
}

// MARK: - LazyTests.swift

@Suite struct SwinjectLazyTests {
  /// Registers a holder of a lazy `any Animal` under `name`, as Swinject resolves `Lazy<Animal>`.
  private func registerLazyHolder(_ container: Container, name: String? = nil) throws {
    try container.register(Holder<Lazy<any Animal>>.self) { r in
      Holder(reference: r.lazy((any Animal).self, name: name))
    }
  }

  // LazyTests.swift, testContainerProvidesInstanceFromContainer.
  @Test func aLazyReferenceResolvesFromTheContainer() throws {
    let container = Container()
    try container.register((any Animal).self) { _ in Dog() }
    try registerLazyHolder(container)
    let lazy = try container.resolve(Holder<Lazy<any Animal>>.self).reference
    #expect(try lazy.instance is Dog)
  }

  // LazyTests.swift, testContainerDoesNotCreateInstanceUntilRequested.
  @Test func aLazyReferenceMakesNothingUntilUsed() throws {
    let container = Container()
    let created = Counter()
    try container.register((any Animal).self) { _ in
      created.increment()
      return Dog()
    }
    try registerLazyHolder(container)
    _ = try container.resolve(Holder<Lazy<any Animal>>.self)
    #expect(created.value == 0)
  }

  // LazyTests.swift, testContainerResolveInstanceFromContainerOnlyOnce.
  @Test func aLazyReferenceResolvesOnce() throws {
    let container = Container()
    let created = Counter()
    try container.register((any Animal).self) { _ in
      created.increment()
      return Dog()
    }
    try registerLazyHolder(container)
    let lazy = try container.resolve(Holder<Lazy<any Animal>>.self).reference
    let first = try lazy.instance as? Dog
    let second = try lazy.instance as? Dog
    #expect(created.value == 1)
    #expect(first != nil)
    #expect(first === second)
  }

  // LazyTests.swift, testContainerDoesNotResolveLazyIfBaseTypeIsNotRegistered. Deliberate
  // difference: a lazy reference is handed out and its first use throws, so a service may take
  // one before its registration exists; validate() reports it (docs, Container.validate()).
  @Test func aLazyReferenceToNothingFailsOnUseAndInValidation() throws {
    let container = Container()
    try registerLazyHolder(container)
    let lazy = try container.resolve(Holder<Lazy<any Animal>>.self).reference
    let error = #expect(throws: ResolutionError.self) { try lazy.instance }
    #expect(error?.reason == .missingRegistration)
    let validation = #expect(throws: ValidationError.self) { try container.validate() }
    #expect(validation?.failures.map(\.reason) == [.missingRegistration])
  }

  // LazyTests.swift, testContainerAlwaysProducesDifferentInstanceForRelatedObjectsInTransientScope.
  @Test func transientLazyReferencesResolveInstancesOfTheirOwn() throws {
    let container = Container()
    try assembleEmployment(container, lifetime: .transient)
    let employer = try container.resolve(Employer.self)
    #expect(try employer.lazyCustomer.instance !== employer.employee.lazyCustomer.instance)
    #expect(try employer.lazyCustomer.instance !== employer.customer)
  }

  // LazyTests.swift, testContainerAlwaysProducesTheSameInstanceForRelatedObjectsInContainerScope.
  @Test func singletonLazyReferencesResolveTheSingleton() throws {
    let container = Container()
    try assembleEmployment(container, lifetime: .singleton)
    let employer = try container.resolve(Employer.self)
    #expect(try employer.lazyCustomer.instance === employer.employee.lazyCustomer.instance)
    #expect(try employer.lazyCustomer.instance === employer.customer)
  }

  // LazyTests.swift, testContainerResolvesLazyWithName and
  // testContainerDoesNotResolveLazyWithWrongName (the wrong name fails on use, as above).
  @Test func aLazyReferenceResolvesByName() throws {
    let container = Container()
    try container.register((any Animal).self, name: "Hachi") { _ in Dog(name: "Hachi") }
    try container.register(Holder<Lazy<any Animal>>.self, name: "Hachi") { r in
      Holder(reference: r.lazy((any Animal).self, name: "Hachi"))
    }
    try container.register(Holder<Lazy<any Animal>>.self, name: "Mimi") { r in
      Holder(reference: r.lazy((any Animal).self, name: "Mimi"))
    }
    let hachi = try container.resolve(Holder<Lazy<any Animal>>.self, name: "Hachi").reference
    #expect(try hachi.instance.name == "Hachi")
    let mimi = try container.resolve(Holder<Lazy<any Animal>>.self, name: "Mimi").reference
    let error = #expect(throws: ResolutionError.self) { try mimi.instance }
    #expect(error?.reason == .missingRegistration)
    #expect(error?.candidates.map(\.name) == ["Hachi"])
  }

  // LazyTests.swift, testContainerResolvesDependenciesToSameInstance (`.container`; Swinject's
  // `.graph` has no equivalent).
  @Test func anEmployeeReachesItsEmployerLazily() throws {
    let container = Container()
    try assembleEmployment(container, lifetime: .singleton)
    let employer = try container.resolve(Employer.self)
    #expect(try employer.employee.employer.instance === employer)
    #expect(try employer.lazyEmployee.instance.employer.instance === employer)
  }

  // LazyTests.swift, testContainerResolvesCircularDependenciesForLazyInstance.
  @Test func aLazyEmployeeReachesItsEmployer() throws {
    let container = Container()
    try assembleEmployment(container, lifetime: .singleton)
    try container.register(Holder<Lazy<Employee>>.self) { r in Holder(reference: r.lazy()) }
    let employee = try container.resolve(Holder<Lazy<Employee>>.self).reference
    #expect(try employee.instance.employer.instance.employee === employee.instance)
  }
}

// MARK: - ProviderTests.swift

@Suite struct SwinjectProviderTests {
  private func registerProviderHolder(_ container: Container, name: String? = nil) throws {
    try container.register(Holder<Provider<any Animal>>.self, name: name) { r in
      Holder(reference: r.provider((any Animal).self, name: name))
    }
  }

  // ProviderTests.swift, testProviderProvidesInstanceFromContainer.
  @Test func aProviderResolvesFromTheContainer() throws {
    let container = Container()
    try container.register((any Animal).self) { _ in Dog() }
    try registerProviderHolder(container)
    let provider = try container.resolve(Holder<Provider<any Animal>>.self).reference
    #expect(try provider.instance is Dog)
  }

  // ProviderTests.swift, testProviderDoesNotCreateInstanceUntilRequested.
  @Test func aProviderMakesNothingUntilUsed() throws {
    let container = Container()
    let created = Counter()
    try container.register((any Animal).self) { _ in
      created.increment()
      return Dog()
    }
    try registerProviderHolder(container)
    _ = try container.resolve(Holder<Provider<any Animal>>.self)
    #expect(created.value == 0)
  }

  // ProviderTests.swift, testProviderResolveInstanceFromContainerEachTime.
  @Test func aProviderResolvesEachTime() throws {
    let container = Container()
    let created = Counter()
    try container.register((any Animal).self) { _ in
      created.increment()
      return Dog()
    }
    try registerProviderHolder(container)
    let provider = try container.resolve(Holder<Provider<any Animal>>.self).reference
    _ = try provider.instance
    _ = try provider.instance
    #expect(created.value == 2)
  }

  // ProviderTests.swift, testProviderDoesNotResolveProviderIfBaseTypeIsNotRegistered. Deliberate
  // difference, as for a lazy reference: the provider's use throws, and validate() reports it.
  @Test func aProviderOfNothingFailsOnUseAndInValidation() throws {
    let container = Container()
    try registerProviderHolder(container)
    let provider = try container.resolve(Holder<Provider<any Animal>>.self).reference
    let error = #expect(throws: ResolutionError.self) { try provider.instance }
    #expect(error?.reason == .missingRegistration)
    let validation = #expect(throws: ValidationError.self) { try container.validate() }
    #expect(validation?.failures.map(\.reason) == [.missingRegistration])
  }

  // ProviderTests.swift, testContainerAlwaysProducesDifferentIncetanceInTransientScope.
  @Test func transientProvidersMakeANewInstanceEachTime() throws {
    let container = Container()
    try assembleEmployment(container, lifetime: .transient)
    let employer = try container.resolve(Employer.self)
    #expect(try employer.providedEmployee.instance !== employer.providedEmployee.instance)
    #expect(
      try employer.employee.providedCustomer.instance !== employer.providedCustomer.instance)
  }

  // ProviderTests.swift, testContainerAlwaysProducesSameIncetanceInContainerScope.
  @Test func singletonProvidersHandOutTheSingleton() throws {
    let container = Container()
    try assembleEmployment(container, lifetime: .singleton)
    let employer = try container.resolve(Employer.self)
    #expect(try employer.providedEmployee.instance === employer.providedEmployee.instance)
    #expect(
      try employer.employee.providedCustomer.instance === employer.providedCustomer.instance)
  }

  // ProviderTests.swift, testContainerResolvesProviderWithName and
  // testContainerDoesNotResolveProoviderWithWrongName.
  @Test func aProviderResolvesByName() throws {
    let container = Container()
    try container.register((any Animal).self, name: "Hachi") { _ in Dog(name: "Hachi") }
    try registerProviderHolder(container, name: "Hachi")
    try registerProviderHolder(container, name: "Mimi")
    let hachi = try container.resolve(Holder<Provider<any Animal>>.self, name: "Hachi")
    #expect(try hachi.reference.instance.name == "Hachi")
    let mimi = try container.resolve(Holder<Provider<any Animal>>.self, name: "Mimi")
    let error = #expect(throws: ResolutionError.self) { try mimi.reference.instance }
    #expect(error?.reason == .missingRegistration)
  }

  // ProviderTests.swift, testContainerResolvesProvidedDependenciesToDifferentInstances
  // (transient: Swinject's `.graph` has no equivalent).
  @Test func aProvidedEmployeeHasAnEmployerOfItsOwn() throws {
    let container = Container()
    try assembleEmployment(container, lifetime: .transient)
    let employer = try container.resolve(Employer.self)
    #expect(try employer.providedEmployee.instance.employer.instance !== employer)
  }
}

// MARK: - ContainerTests.TypeForwarding.swift, WeakStorageTests.swift

@Suite struct SwinjectStorageAndForwardingTests {
  // ContainerTests.TypeForwarding.swift, testContainerResolvesForwardedType: without `forward`,
  // a registration of the second type resolves the first, and so shares its instance.
  @Test func aSecondTypeResolvesTheFirstsRegistration() throws {
    let container = Container()
    try container.register(Dog.self, lifetime: .singleton) { _ in Dog() }
    try container.register((any Animal).self) { r in try r.resolve(Dog.self) }
    let animal = try container.resolve((any Animal).self) as? Dog
    #expect(animal != nil)
    #expect(try animal === container.resolve(Dog.self))
  }

  // ContainerTests.TypeForwarding.swift, testContainerResolvesOptionalWhenWrappedTypeIsRegistered
  // and testContainerResolvesOptionalToNilWhenWrappedTypeIsNotRegistered. Deliberate difference:
  // an optional is not unwrapped (ResolutionError's message says so); a dependency that may be
  // missing is resolved with `try?`.
  @Test func anOptionalIsNotUnwrapped() throws {
    let container = Container()
    try container.register(Dog.self) { _ in Dog() }
    let error = #expect(throws: ResolutionError.self) { try container.resolve(Dog?.self) }
    #expect(error?.reason == .missingRegistration)
    #expect((try? container.resolve(Dog.self)) != nil)
    #expect((try? container.resolve(Cat.self)) == nil)
  }

  // WeakStorageTests.swift, testWeakStorageShouldNotPersistInstanceWithWeakReference.
  @Test func aWeakInstanceGoesWhenItsLastHolderLetsGo() throws {
    let container = Container()
    try container.register(Dog.self, lifetime: .weak) { _ in Dog() }
    weak var weakDog: Dog?
    do {
      let dog = try container.resolve(Dog.self)
      weakDog = dog
      #expect(weakDog != nil)
    }
    #expect(weakDog == nil)
  }

  // WeakStorageTests.swift, testWeakStorageShouldNotPersistInstance (a value). Deliberate
  // difference: a value type is refused at registration (docs' table), not silently unshared.
  @Test func aWeakValueTypeIsRefused() {
    let container = Container()
    let error = #expect(throws: RegistrationError.self) {
      try container.register(Turtle.self, lifetime: .weak) { _ in Turtle() }
    }
    #expect(error?.reason == .weakRequiresClass)
  }
}

// MARK: - ContainerTests.CustomStringConvertible.swift, ServiceKeyTests.swift

@Suite struct SwinjectDescriptionTests {
  // ContainerTests.CustomStringConvertible.swift,
  // testContainerDescribesEmptyDescriptionWithoutServiceRegistrations,
  // testContainerDescribesRegistration, testContainerDescribesRegistrationWithName,
  // testContainerDescribesRegistrationWithArguments,
  // testContainerDescribesRegistrationWithSpecifiedObjectScope,
  // testContainerDescribesMultipleRegistrations; in our format, `debugDescription`.
  @Test func theDumpDescribesEachRegistration() throws {
    let container = Container()
    #expect(container.debugDescription == "Container with 0 registrations")
    try container.register((any Animal).self) { _ in Cat() }
    try container.register((any Animal).self, name: "My Cat") { _ in Cat() }
    try container.register((any Animal).self) { (_, name: String, sleeping: Bool) in
      Cat(name: name, sleeping: sleeping)
    }
    try container.register(Cat.self, lifetime: .singleton) { _ in Cat() }
    try container.register(Dog.self, name: "1") { _ in Dog() }
    try container.register(Dog.self, name: "2") { _ in Dog() }
    #expect(
      container.debugDescription == """
        Container with 6 registrations:
        - any Animal (name: "My Cat", arguments: ()): transient
        - any Animal (name: nil, arguments: ()): transient
        - any Animal (name: nil, arguments: (String, Bool)): transient
        - Cat (name: nil, arguments: ()): singleton
        - Dog (name: "1", arguments: ()): transient
        - Dog (name: "2", arguments: ()): transient
        """)
  }

  // ServiceKeyTests.swift, testServiceKeyEqualsWithTheSameFactoryType,
  // testServiceKeyDoesNotEqualWithDifferentServiceTypesInFactoryTypes,
  // testServiceKeyDoesNotEqualWithDifferentArgTypesInFactoryTypes,
  // testServiceKeyEqualsWithTheSameName, testServiceKeyDoesNotEqualWithDifferentNames: keys
  // come from registrations and from the errors of resolves elsewhere.
  @Test func keysAreEqualForTheSameTypeNameAndArguments() throws {
    let container = Container()
    try container.register((any Animal).self, name: "a") { (_, _: String) in Cat() }
    let registered = try #require(container.registrations.first?.key)
    func key(of resolve: (Container) throws -> Void) -> ServiceKey? {
      do {
        try resolve(Container())
        return nil
      } catch {
        return (error as? ResolutionError)?.key
      }
    }
    let same = try #require(key { _ = try $0.resolve((any Animal).self, name: "a", arguments: "") })
    #expect(same == registered)
    #expect(same.hashValue == registered.hashValue)
    let otherType = key { _ = try $0.resolve((any Food).self, name: "a", arguments: "") }
    let otherArguments = key { _ = try $0.resolve((any Animal).self, name: "a", arguments: 1) }
    let otherName = key { _ = try $0.resolve((any Animal).self, name: "b", arguments: "") }
    let noName = key { _ = try $0.resolve((any Animal).self, arguments: "") }
    for other in [otherType, otherArguments, otherName, noName] {
      #expect(other != nil)
      #expect(other != registered)
    }
    #expect(Set([same, registered]).count == 1)
  }
}

// MARK: - SynchronizedTests.swift

@Suite struct SwinjectSynchronizedTests {
  // SynchronizedTests.swift, testSynchronizedResolverCanAccessParentAndChildContainersWithoutDeadlock
  // (`.transient` and `.container`; `.graph` has no equivalent).
  @Test(arguments: [Lifetime.transient, .singleton])
  func aParentAndItsChildResolveOnManyThreadsAtOnce(lifetime: Lifetime) throws {
    let parent = Container()
    try parent.register((any Animal).self, lifetime: lifetime) { _ in Cat() }
    let child = parent.makeChild()
    let cats = Counter()
    let finished = startThreads(16) { index in
      for _ in 0..<50 {
        let container = index.isMultiple(of: 2) ? parent : child
        if let animal = try? container.resolve((any Animal).self), animal is Cat {
          cats.increment()
        }
      }
    }
    #expect(waitForThreads(finished, count: 16))
    #expect(cats.value == 16 * 50)
  }

  // SynchronizedTests.swift, testSynchronizedResolverCanMakeItWithoutDeadlock: a factory that
  // resolves through the container it captured, on another thread.
  @Test func aFactoryResolvingThroughItsContainerOnAnotherThreadFinishes() throws {
    let container = Container()
    try container.register(Child.self) { r in Child(parent: r.provider()) }
    try container.register(Parent.self) { [weak container] _ in
      guard let container else { throw CancellationError() }
      return Parent(child: try container.resolve())
    }
    let parents = Counter()
    let finished = startThreads(4) { _ in
      if (try? container.resolve(Parent.self)) != nil { parents.increment() }
    }
    #expect(waitForThreads(finished, count: 4))
    #expect(parents.value == 4)
  }

  // SynchronizedTests.swift, testSynchronizedResolverSynchronizesLazyTypes and
  // testSynchronizedResolverSafelyDereferencesLazyTypes: lazy references to a singleton, taken
  // and used on many threads at once, all reach the one instance.
  @Test func lazyReferencesTakenAndUsedOnManyThreadsReachTheSingleton() throws {
    let container = Container()
    let made = Counter()
    try container.register((any Animal).self, lifetime: .singleton) { _ in
      made.increment()
      return Dog()
    }
    try container.register(Holder<Lazy<any Animal>>.self) { r in Holder(reference: r.lazy()) }
    let dogs = IdentitySet()
    let finished = startThreads(16) { _ in
      for _ in 0..<50 {
        guard let lazy = try? container.resolve(Holder<Lazy<any Animal>>.self).reference,
          let dog = (try? lazy.instance) as? Dog
        else { continue }
        dogs.insert(ObjectIdentifier(dog))
      }
    }
    #expect(waitForThreads(finished, count: 16))
    #expect(made.value == 1)
    #expect(dogs.count == 1)
  }

  // SynchronizedTests.swift, test_guaranteeThreadSafety: threads register one key while others
  // resolve it. Deliberate difference: the first registration wins and the others are refused
  // as duplicates (Swinject's last one would replace it); a resolve before it is a
  // missingRegistration error.
  @Test func registeringAndResolvingOneKeyOnManyThreadsKeepsOneRegistration() throws {
    struct TestModel: Sendable { let name = "Testing" }
    let container = Container()
    let registered = Counter()
    let refusals = SharedList<RegistrationError.Reason>()
    let failures = SharedList<ResolutionError.Reason>()
    let finished = startThreads(50) { index in
      if index.isMultiple(of: 2) {
        do throws(RegistrationError) {
          try container.register(TestModel.self) { _ in TestModel() }
          registered.increment()
        } catch {
          refusals.append(error.reason)
        }
      } else {
        do throws(ResolutionError) {
          _ = try container.resolve(TestModel.self)
        } catch {
          failures.append(error.reason)
        }
      }
    }
    #expect(waitForThreads(finished, count: 50))
    #expect(registered.value == 1)
    #expect(refusals.values == Array(repeating: .duplicate, count: 24))
    #expect(failures.values.allSatisfy { $0 == .missingRegistration })
    #expect(try container.resolve(TestModel.self).name == "Testing")
  }

  // SynchronizedTests.swift, testGraphIdentifierRestoredAfterLazyResolve: a factory that uses a
  // singleton's lazy reference while it runs leaves later resolves alone. (Swinject's `.graph`
  // children are transient here, so each child keeps a reference of its own.)
  @Test func usingASingletonsLazyReferenceInAFactoryLeavesTheRestAlone() throws {
    let container = Container()
    try container.register(LazilyResolved.self) { _ in LazilyResolved() }
    try container.register(LazyChild.self, name: "singleton", lifetime: .singleton) { r in
      LazyChild(lazy: r.lazy())
    }
    try container.register(LazyChild.self) { r in LazyChild(lazy: r.lazy()) }
    try container.register(LazyParent.self) { r in
      let child1 = try r.resolve(LazyChild.self)
      let singleton = try r.resolve(LazyChild.self, name: "singleton")
      _ = try singleton.lazy.instance
      let child2 = try r.resolve(LazyChild.self)
      return LazyParent(child1: child1, child2: child2, singleton: singleton)
    }
    let singleton = try container.resolve(LazyChild.self, name: "singleton")
    let parent = try container.resolve(LazyParent.self)
    #expect(parent.singleton === singleton)
    #expect(try parent.singleton.lazy.instance === singleton.lazy.instance)
    #expect(parent.child1 !== parent.child2)
    #expect(try parent.child1.lazy.instance !== parent.child2.lazy.instance)
    try container.validate()
  }
}
