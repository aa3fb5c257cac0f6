import Testing
import WayfinderContainer

@Suite struct ChildContainerTests {
  @Test func childSeesParentRegistrations() throws {
    let parent = try makeProductContainer()
    let child = parent.makeChild()
    #expect(child.parent === parent)
    #expect(try child.resolve(APIClient.self) === (try parent.resolve(APIClient.self)))
  }

  @Test func childOverridesWithoutChangingTheParent() throws {
    let parent = try makeProductContainer()
    let child = parent.makeChild()
    try child.override(APIClient.self, lifetime: .singleton) { _ in APIClient(baseURL: "mock") }
    #expect(try child.resolve(APIClient.self).baseURL == "mock")
    #expect(try parent.resolve(APIClient.self).baseURL == "https://api.example.com")
  }

  @Test func parentTransientFactoriesUseTheChildsOverrides() throws {
    let parent = try makeProductContainer()
    let child = parent.makeChild()
    try child.override(APIClient.self, lifetime: .singleton) { _ in APIClient(baseURL: "mock") }
    #expect(try child.resolve(ProductCatalogue.self).repository.api.baseURL == "mock")
    #expect(
      try parent.resolve(ProductCatalogue.self).repository.api.baseURL
        == "https://api.example.com")
  }

  @Test func parentSingletonsKeepTheParentsDependencies() throws {
    let parent = Container()
    try parent.register(APIClient.self) { _ in APIClient() }
    try parent.register(ProductRepository.self, lifetime: .singleton) { r in
      ProductRepository(api: try r.resolve())
    }
    let child = parent.makeChild()
    try child.override(APIClient.self) { _ in APIClient(baseURL: "mock") }
    let repository = try child.resolve(ProductRepository.self)
    #expect(repository.api.baseURL == "https://api.example.com")
    #expect(try parent.resolve(ProductRepository.self) === repository)
  }

  @Test func registeringAParentKeyInAChildIsADuplicate() throws {
    let parent = try makeProductContainer()
    let child = parent.makeChild()
    let error = try #require(throws: RegistrationError.self) {
      try child.register(APIClient.self) { _ in APIClient() }
    }
    #expect(error.reason == .duplicate)
  }

  @Test func laterParentRegistrationsAreVisible() throws {
    let parent = Container()
    let child = parent.makeChild()
    try parent.register(APIClient.self) { _ in APIClient(baseURL: "late") }
    #expect(try child.resolve(APIClient.self).baseURL == "late")
  }

  @Test func siblingsAreIndependent() throws {
    let parent = try makeProductContainer()
    let first = parent.makeChild()
    let second = parent.makeChild()
    try first.override(APIClient.self) { _ in APIClient(baseURL: "first") }
    #expect(try first.resolve(APIClient.self).baseURL == "first")
    #expect(try second.resolve(APIClient.self).baseURL == "https://api.example.com")
  }
}
