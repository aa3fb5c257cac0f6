import Testing
import WayfinderContainer

@Suite struct MainActorTests {
  @Test @MainActor func viewModelIsResolvedWithRouterAndProductID() throws {
    let container = try makeProductContainer()
    try container.registerMainActor(ProductViewModel.self) {
      (r: Resolver, router: TestRouter, id: Int) in
      ProductViewModel(router: router, productID: id, repository: try r.resolve())
    }
    let router = TestRouter()
    let viewModel = try container.resolve(ProductViewModel.self, arguments: router, 42)
    #expect(viewModel.router === router)
    #expect(viewModel.productID == 42)
    #expect(viewModel.repository.api === (try container.resolve(APIClient.self)))
  }

  @Test @MainActor func mainActorSingletonIsShared() throws {
    let container = Container()
    try container.registerMainActor(TestRouter.self, lifetime: .singleton) { _ in TestRouter() }
    #expect(try container.resolve(TestRouter.self) === (try container.resolve(TestRouter.self)))
  }

  @Test func mainActorSingletonIsNotHandedOutOffTheMainActor() async throws {
    let container = Container()
    try container.registerMainActor(TestRouter.self, lifetime: .singleton) { _ in TestRouter() }
    _ = try await MainActor.run { try container.resolve(TestRouter.self) }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(TestRouter.self)
    }
    guard case .requiresMainActor = error.reason else {
      Issue.record("expected requiresMainActor, got \(error.reason)")
      return
    }
  }

  @Test @MainActor func mainActorFactoryErrorIsWrapped() throws {
    let container = Container()
    try container.registerMainActor(TestRouter.self) { _ in throw FactoryFailure() }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(TestRouter.self)
    }
    #expect(
      error.description
        == "TestRouter: the factory of TestRouter (name: nil, arguments: ()) threw: the network is down"
    )
  }

  @Test @MainActor func overrideMainActorReplacesInAChild() throws {
    let parent = Container()
    try parent.registerMainActor(TestRouter.self) { _ in TestRouter() }
    let child = parent.makeChild()
    try child.overrideMainActor(TestRouter.self) { _ in
      let router = TestRouter()
      router.opened = ["preview"]
      return router
    }
    #expect(try child.resolve(TestRouter.self).opened == ["preview"])
    #expect(try parent.resolve(TestRouter.self).opened == [])
  }
}
