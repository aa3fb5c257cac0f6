import Wayfinder
import WayfinderContainer

/// The composition root: every service and view model the routes build, registered once.
///
/// Services are singletons; view models are transient and take their router (and the screen's
/// parameters) as runtime arguments, so a route resolves exactly what it opens:
/// `try container.resolve(ProductViewModel.self, arguments: router, id)`.
enum AppGraph {
  /// Makes the app's container.
  static func makeContainer(catalogue: ProductCatalogue = .sample) throws(RegistrationError)
    -> Container
  {
    let container = Container()
    try registerServices(in: container, catalogue: catalogue)
    try registerViewModels(in: container)
    return container
  }

  private static func registerServices(
    in container: Container, catalogue: ProductCatalogue
  ) throws(RegistrationError) {
    try container.register(ProductCatalogue.self, lifetime: .singleton) { _ in catalogue }
    try container.registerMainActor(SessionService.self, lifetime: .singleton) { _ in
      SessionService()
    }
    try container.registerMainActor(WishlistStore.self, lifetime: .singleton) { _ in WishlistStore()
    }
    try container.registerMainActor(VoiceShortcutStore.self, lifetime: .singleton) { _ in
      VoiceShortcutStore()
    }
  }

  private static func registerViewModels(in container: Container) throws(RegistrationError) {
    try container.registerMainActor(ShopViewModel.self) { (r: Resolver, router: DefaultRouter) in
      ShopViewModel(products: try r.resolve(ProductCatalogue.self).products, router: router)
    }
    try container.registerMainActor(WishlistViewModel.self) {
      (r: Resolver, router: DefaultRouter) in
      WishlistViewModel(
        router: router, wishlist: try r.resolve(), catalogue: try r.resolve(),
        session: try r.resolve())
    }
    try container.registerMainActor(ProductViewModel.self) {
      (r: Resolver, router: DefaultRouter, id: Int) in
      let catalogue = try r.resolve(ProductCatalogue.self)
      let product = try catalogue.product(id: id)
      return ProductViewModel(
        product: product, related: product.relatedIDs.compactMap { try? catalogue.product(id: $0) },
        router: router, wishlist: try r.resolve(), session: try r.resolve())
    }
    try container.registerMainActor(LoginViewModel.self) {
      (r: Resolver, router: ResultRouter<LoginOutcome>) in
      LoginViewModel(router: router, session: try r.resolve())
    }
    try container.registerMainActor(SignUpViewModel.self) {
      (r: Resolver, router: DefaultRouter, onSignedUp: @escaping @MainActor (String) -> Void) in
      SignUpViewModel(router: router, session: try r.resolve(), onSignedUp: onSignedUp)
    }
    try container.registerMainActor(ForgottenPasswordViewModel.self) {
      (_: Resolver, router: DefaultRouter) in
      ForgottenPasswordViewModel(router: router)
    }
    try container.registerMainActor(DepartmentViewModel.self) {
      (r: Resolver, router: DefaultRouter, name: String) in
      DepartmentViewModel(name: name, catalogue: try r.resolve(), router: router)
    }
    try container.registerMainActor(PopUpViewModel.self) {
      (_: Resolver, router: DefaultRouter, message: String) in
      PopUpViewModel(message: message, router: router)
    }
  }
}
