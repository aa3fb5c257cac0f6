public import Foundation
public import Wayfinder

/// State restoration: the shop saves what its window shows when it leaves the foreground, and a
/// relaunch shows it again.
///
/// In a scene delegate:
///
/// ```swift
/// func sceneDidEnterBackground(_ scene: UIScene) {
///   UserDefaults.standard.set(try? shop?.app.savedState(), forKey: "window")
/// }
///
/// // scene(_:willConnectTo:options:), once the shop is made
/// if let saved = UserDefaults.standard.data(forKey: "window") { try? shop?.app.restore(saved) }
/// ```
extension ShopApp {
  /// The builders of the screens a relaunch restores: the tabs' first screens and the products
  /// and departments on them, each with its view model from the app graph, as its route makes it.
  static var restorableScreens: ScreenRegistry {
    var screens = ScreenRegistry()
    screens.register("shop") { _, router in
      ShopScreen(viewModel: try router.container.resolve(ShopViewModel.self, arguments: router))
    }
    screens.register("wishlist") { _, router in
      WishlistScreen(
        viewModel: try router.container.resolve(WishlistViewModel.self, arguments: router))
    }
    screens.register("product") { identity, router in
      let id = try identity.parameter("id", as: Int.self)
      return ProductScreen(
        viewModel: try router.container.resolve(ProductViewModel.self, arguments: router, id))
    }
    screens.register("department") { identity, router in
      let name = try identity.parameter("name")
      return DepartmentScreen(
        viewModel: try router.container.resolve(DepartmentViewModel.self, arguments: router, name))
    }
    return screens
  }

  /// What the window shows, as JSON: the tabs, the selected one and the screens pushed on each.
  ///
  /// Flows presented above them (login, sign-up, pop-ups, the Siri sheet) are not saved: a
  /// relaunch starts them over from the screen they were opened from, as most apps do.
  public func savedState() throws -> Data {
    // Up to the first screen without an identity (a system sheet would have none).
    var path = try window.restorablePath()
    path.presentations.removeAll()
    return try JSONEncoder().encode(path)
  }

  /// Shows what ``savedState()`` saved, in place of what the app started with.
  ///
  /// - Returns: The path restored.
  /// - Throws: `DecodingError` for data that is not a saved state, or the `ScreenPathError` that
  ///   refused it (a product no longer in the catalogue); the window keeps showing what it did.
  @discardableResult
  public func restore(_ saved: Data) throws -> ScreenPath {
    let path = try JSONDecoder().decode(ScreenPath.self, from: saved)
    try window.restore(path, using: Self.restorableScreens)
    return path
  }
}
