import Testing
import WayfinderContainer

// The `Container` overview example (Container.swift), in compiling form; the types it uses
// without showing are nested here.

@MainActor
@Suite struct ContainerDocumentationExampleTests {
  protocol APIClient: Sendable {}
  final class URLSessionAPIClient: APIClient {}

  final class ProductRepository: Sendable {
    let api: any APIClient
    init(api: any APIClient) { self.api = api }
  }

  @MainActor protocol ProductRoute: AnyObject {}
  final class Router: ProductRoute {}

  @MainActor final class ProductViewModel {
    let router: any ProductRoute
    let productID: Int
    let repository: ProductRepository
    init(router: any ProductRoute, productID: Int, repository: ProductRepository) {
      self.router = router
      self.productID = productID
      self.repository = repository
    }
  }

  @Test func theOverviewExampleResolvesAViewModelWithItsRuntimeArguments() throws {
    let container = Container()
    try container.register((any APIClient).self, lifetime: .singleton) { _ in
      URLSessionAPIClient()
    }
    try container.register(ProductRepository.self) { r in
      ProductRepository(api: try r.resolve((any APIClient).self))
    }
    try container.registerMainActor(ProductViewModel.self) {
      (r: Resolver, router: any ProductRoute, id: Int) in
      ProductViewModel(router: router, productID: id, repository: try r.resolve())
    }

    let router = Router()
    let viewModel = try container.resolve(
      ProductViewModel.self, arguments: router as any ProductRoute, 42)
    #expect(viewModel.productID == 42)
    #expect(viewModel.router === router)
    #expect(viewModel.repository.api is URLSessionAPIClient)
  }
}
