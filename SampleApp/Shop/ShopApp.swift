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
  public init() throws {
    container = try AppGraph.makeContainer()
    window = Window(container: container)
    try window.setRoot { router in
      try TabContainer(tabs: [router.makeShopTab(), router.makeWishlistTab()], title: "Tabs")
    }
    deeplinks = try DeeplinkRouter(window: window, origins: ShopDeeplinks.origins)
    try ShopDeeplinks.register(
      in: deeplinks, session: container.resolve(), wishlist: container.resolve(),
      catalogue: container.resolve())
  }

  var session: SessionService {
    get throws { try container.resolve(SessionService.self) }
  }

  var wishlist: WishlistStore {
    get throws { try container.resolve(WishlistStore.self) }
  }
}
