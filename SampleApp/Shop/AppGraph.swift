import Wayfinder
import WayfinderContainer

/// The composition root: every service and view model the routes build, registered once.
///
/// - The catalogue and the stores live as long as the app (singletons).
/// - The session lives in the session scope (`.scoped(.session)`): logging out resets the scope
///   (`LogoutRoute`), and the next resolve makes a new, logged-out session. What outlives a
///   session asks for the current one through a `Provider` (`WishlistStore`), or resolves it
///   when its screen opens (the login and sign-up forms).
/// - View models are transient and take their router (and the screen's parameters) as runtime
///   arguments, so a route resolves exactly what it opens:
///   `try container.resolve(ProductViewModel.self, arguments: router, id)`.
///
/// `try AppGraph.makeContainer().validate()` in `AppGraphTests` proves the graph resolves.
enum AppGraph {
  /// Makes the app's container.
  static func makeContainer(catalogue: ProductCatalogue = .sample) throws(RegistrationError)
    -> Container
  {
    let container = Container()
    try register(catalogue, in: container)
    try registerServices(in: container)
    try registerViewModels(in: container)
    return container
  }

  /// Registers the catalogue the shop sells from.
  static func register(
    _ catalogue: ProductCatalogue, in container: Container
  ) throws(RegistrationError) {
    try container.register(ProductCatalogue.self, lifetime: .singleton) { _ in catalogue }
  }

  /// Registers the services: the session, one per session, and the stores, one for the app.
  static func registerServices(in container: Container) throws(RegistrationError) {
    try container.registerMainActor(SessionService.self, lifetime: .scoped(.session)) { _ in
      SessionService()
    }
    // The store outlives every session, so it takes a provider: each use asks for the
    // session of the moment, never the one that was current when the store was made.
    try container.registerMainActor(WishlistStore.self, lifetime: .singleton) { r in
      WishlistStore(session: r.provider(), catalogue: try r.resolve())
    }
    try container.registerMainActor(VoiceShortcutStore.self, lifetime: .singleton) { _ in
      VoiceShortcutStore()
    }
  }

  /// Registers the view models, each taking its router and the screen's parameters.
  static func registerViewModels(in container: Container) throws(RegistrationError) {
    try container.registerMainActor(ShopViewModel.self) { (r: Resolver, router: DefaultRouter) in
      ShopViewModel(products: try r.resolve(ProductCatalogue.self).products, router: router)
    }
    try container.registerMainActor(WishlistViewModel.self) {
      (r: Resolver, router: DefaultRouter) in
      WishlistViewModel(router: router, wishlist: try r.resolve())
    }
    try container.registerMainActor(ProductViewModel.self) {
      (r: Resolver, router: DefaultRouter, id: Int) in
      let catalogue = try r.resolve(ProductCatalogue.self)
      let product = try catalogue.product(id: id)
      return ProductViewModel(
        product: product, related: product.relatedIDs.compactMap { try? catalogue.product(id: $0) },
        router: router, wishlist: try r.resolve())
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
