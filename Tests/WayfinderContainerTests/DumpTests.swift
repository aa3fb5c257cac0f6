import Testing
import WayfinderContainer

@Suite struct DumpTests {
  @Test func dumpListsEveryRegistration() throws {
    let parent = try makeProductContainer()
    try parent.registerMainActor(ProductViewModel.self) {
      (r: Resolver, router: TestRouter, id: Int) in
      ProductViewModel(router: router, productID: id, repository: try r.resolve())
    }
    try parent.register((any Greeter).self, name: "fr", lifetime: .weak) { _ in FrenchGreeter() }
    let child = parent.makeChild()
    try child.override(APIClient.self) { _ in APIClient(baseURL: "mock") }
    #expect(
      child.debugDescription == """
        Container with 5 registrations:
        - APIClient (name: nil, arguments: ()): transient
        - any Greeter (name: "fr", arguments: ()): weak, inherited
        - ProductCatalogue (name: nil, arguments: ()): transient, inherited
        - ProductRepository (name: nil, arguments: ()): transient, inherited
        - ProductViewModel (name: nil, arguments: (TestRouter, Int)): transient, main actor, inherited
        """)
  }

  @Test func emptyContainerDump() {
    #expect(Container().debugDescription == "Container with 0 registrations")
  }

  @Test func registrationsDescribeLifetimeAndIsolation() throws {
    let container = try makeProductContainer()
    let registration = try #require(container.registrations.first)
    #expect(registration.key.typeName == "APIClient")
    #expect(registration.lifetime == .singleton)
    #expect(registration.isMainActor == false)
    #expect(registration.isInherited == false)
  }
}
