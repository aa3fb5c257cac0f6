import Wayfinder

// The types the documentation's examples use without showing them. They are nested in
// `DocumentationExampleTests`, with the examples' own types, so that names such as
// `ProductRoute` or `LoginScreen` do not clash with the other fixtures of this test target.

extension DocumentationExampleTests {
  /// The user a login flow returns.
  struct User: Hashable {
    let email: String
  }

  /// A screen with a view model that only needs its router.
  @MainActor
  final class HomeViewModel {
    let router: DefaultRouter
    init(router: DefaultRouter) { self.router = router }
  }

  /// The first screen of a stack.
  final class HomeScreen: Screen {
    init(viewModel: HomeViewModel) {
      super.init(title: "Home", model: viewModel)
      identity = ScreenIdentity("home")
    }
  }

  /// The shop tab's view model.
  @MainActor
  final class ShopViewModel {
    let router: DefaultRouter
    init(router: DefaultRouter) { self.router = router }
  }

  /// The shop tab's screen.
  final class ShopScreen: Screen {
    init(viewModel: ShopViewModel) {
      super.init(title: "Shop", model: viewModel)
      identity = ScreenIdentity("shop")
    }
  }

  /// The cart's view model.
  @MainActor
  final class CartViewModel {
    let router: DefaultRouter
    init(router: DefaultRouter) { self.router = router }
  }

  /// The cart's screen.
  final class CartScreen: Screen {
    let viewModel: CartViewModel

    init(viewModel: CartViewModel) {
      self.viewModel = viewModel
      super.init(title: "Cart", model: viewModel)
    }
  }

  /// The app's composition root, as the examples call it.
  enum AppGraph {
    @MainActor
    static func makeContainer() throws -> Container {
      let container = Container()
      try container.registerMainActor(ProductViewModel.self) {
        (_: Resolver, router: DefaultRouter, id: Int) in
        ProductViewModel(id: id, router: router)
      }
      return container
    }
  }

  /// Collects the events of a context, one line each.
  @MainActor
  final class EventLines {
    private(set) var lines: [String] = []
    private var observation: RoutingObservation?

    init(_ context: RoutingContext) {
      observation = context.addObserver { [weak self] event in
        self?.lines.append(event.description)
      }
    }
  }
}

extension Router {
  /// GettingStarted.md, "Resolve view models from the container": the route's builder, resolving
  /// the view model from the router's container.
  func openResolvedProduct(id: Int, as transition: Transition) {
    open(transition) { router in
      DocumentationExampleTests.ProductScreen(
        viewModel: try container.resolve(
          DocumentationExampleTests.ProductViewModel.self, arguments: router, id))
    }
  }
}
