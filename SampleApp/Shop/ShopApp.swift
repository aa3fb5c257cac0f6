public import Wayfinder
import WayfinderContainer

/// The article's shop, headless: a window with Shop and Wishlist tabs, built from the app graph.
///
/// ```swift
/// let app = try ShopApp()
/// print(app.window.render())
/// ```
@MainActor
public final class ShopApp {
  /// The window the app runs in.
  public let window: Window

  /// The app's deeplinks (see `ShopDeeplinks` for the table).
  public let deeplinks: DeeplinkRouter

  let container: Container

  /// Starts the app: registers the graph and the links, and shows the tabs, Shop selected.
  ///
  /// - Parameter departments: The departments that get a tab of their own after Shop and
  ///   Wishlist, each listing its products (`["Footwear", "Maps"]`); none by default, as in the
  ///   article. With more than three, UIKit shows the rest under its More tab.
  public init(departments: [String] = []) throws {
    container = try AppGraph.makeContainer()
    window = Window(container: container)
    try window.setRoot { router in
      let tabs =
        try [router.makeShopTab(), router.makeWishlistTab()]
        + departments.map { try router.makeDepartmentTab(named: $0) }
      return try TabContainer(tabs: tabs, title: "Tabs")
    }
    deeplinks = try DeeplinkRouter(window: window, origins: ShopDeeplinks.origins)
    try ShopDeeplinks.register(
      in: deeplinks, wishlist: container.resolve(), catalogue: container.resolve())
  }

  /// The current session: a new one after each logout.
  var session: SessionService {
    get throws { try container.resolve(SessionService.self) }
  }

  var wishlist: WishlistStore {
    get throws { try container.resolve(WishlistStore.self) }
  }
}
