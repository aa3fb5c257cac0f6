import Testing
import Wayfinder

/// The app the peers' behaviours run in: Shop and Wishlist tabs, each a navigation stack, every
/// screen identified by its name (so the window has a path), with its events logged.
///
/// Written as an app would be, on the public API only.
@MainActor
final class PeerShop {
  let window: Window
  let events: EventLog
  let tabs: TabContainer
  let shop: ItemScreen
  let wishlist: ItemScreen

  /// A window whose root is the two tabs, Shop selected.
  init() throws {
    window = Window()
    events = EventLog(context: window.context)
    var made: [ItemScreen] = []
    tabs = try window.setRoot { router in
      let shop = try router.makeScreen { try PeerShop.build(ScreenIdentity("shop"), router: $0) }
      let wishlist = try router.makeScreen {
        try PeerShop.build(ScreenIdentity("wishlist"), router: $0)
      }
      made = [shop, wishlist]
      return try TabContainer(tabs: [
        NavigationContainer(root: shop), NavigationContainer(root: wishlist),
      ])
    }
    shop = try #require(made.first)
    wishlist = try #require(made.last)
    events.clear()
  }

  /// Builds the item screen for `identity` (titled with its name, or `name id` for a product).
  static func build(_ identity: ScreenIdentity, router: DefaultRouter) throws -> ItemScreen {
    let title = identity.parameters["id"].map { "\(identity.name) \($0)" } ?? identity.name
    let screen = ItemScreen(viewModel: ItemViewModel(name: title, router: router))
    screen.identity = identity
    return screen
  }

  /// A registry that rebuilds every screen named in `names` with ``build(_:router:)``.
  static func registry(_ names: [String]) -> ScreenRegistry {
    var registry = ScreenRegistry()
    for name in names {
      registry.register(name) { identity, router in try build(identity, router: router) }
    }
    return registry
  }

  /// Opens the screen `identity` from `router` with `transition` and returns it (or throws the
  /// routing error).
  @discardableResult
  func open(
    _ identity: ScreenIdentity, from router: some Router, as transition: Transition
  ) throws -> ItemScreen {
    var outcome: Result<ItemScreen, RoutingError>?
    router.open(transition) { router in
      try PeerShop.build(identity, router: router)
    } completion: {
      outcome = $0
    }
    return try #require(outcome).get()
  }

  /// Opens the screen named `name` from `router` with `transition`.
  @discardableResult
  func open(_ name: String, from router: some Router, as transition: Transition) throws
    -> ItemScreen
  {
    try open(ScreenIdentity(name), from: router, as: transition)
  }

  /// The window's path in one line.
  var path: String {
    get throws { try window.path().description }
  }
}
