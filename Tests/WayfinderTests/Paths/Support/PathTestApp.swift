import Testing
import Wayfinder

/// A small app for path tests: two tabs of navigation stacks (`shop`, `wishlist`) holding
/// `item` screens, a `login` flow presented in a navigation container with `sign-up` pushed in
/// it, a `promo` that fades in and a plain modal `sheet`.
///
/// The same ``build(_:router:)`` makes screens for the actions (through the routers) and for
/// restoration (through the registry), as an app would.
@MainActor
enum PathTestApp {
  /// A label with characters that must be percent-encoded.
  static func label(tab: Int, position: Int) -> String { "Item \(tab).\(position) / 50% & co" }

  /// Builds the screen for `identity` with its router.
  static func build(_ identity: ScreenIdentity, router: DefaultRouter) throws -> Screen {
    let title: String
    switch identity.name {
    case "shop", "wishlist", "login", "sign-up", "promo", "sheet":
      guard identity.parameters.isEmpty else {
        throw ScreenPathError.badParameter(identity, key: "", problem: "is not expected")
      }
      title = identity.name.prefix(1).uppercased() + identity.name.dropFirst()
    case "item":
      _ = try identity.parameter("id", as: Int.self)
      title = try identity.parameter("label")
    default:
      throw ScreenPathError.unknownScreen(identity.name)
    }
    let screen = ItemScreen(viewModel: ItemViewModel(name: title, router: router))
    screen.identity = identity
    return screen
  }

  /// The registry restoring this app's screens.
  static var registry: ScreenRegistry {
    var registry = ScreenRegistry()
    for name in ["shop", "wishlist", "item", "login", "sign-up", "promo", "sheet"] {
      registry.register(name) { identity, router in try build(identity, router: router) }
    }
    return registry
  }

  /// A window showing the two tabs, each with its root screen.
  static func makeWindow() throws -> Window {
    let window = Window()
    try window.setRoot { router in
      let shop = try router.makeScreen { try build(ScreenIdentity("shop"), router: $0) }
      let wishlist = try router.makeScreen { try build(ScreenIdentity("wishlist"), router: $0) }
      return try TabContainer(tabs: [
        NavigationContainer(root: shop), NavigationContainer(root: wishlist),
      ])
    }
    return window
  }

  /// The actions a user can take; each either changes the window or fails and changes nothing.
  enum Action: CaseIterable {
    case pushItem, presentLogin, pushSignUp, fadePromo, presentSheet
    case selectShop, selectWishlist, close, dismiss
  }

  /// Carries out `action` on `window` from its topmost screen's router, as the user would.
  ///
  /// Returns whether it was carried out. Stacks hold at most 3 screens and at most 2
  /// presentations are stacked, so the set of states is finite.
  @discardableResult
  static func perform(_ action: Action, on window: Window) -> Bool {
    guard let top = window.topmostScreen, let router = top.router else {
      return false
    }
    var depth = 0
    var host = window.root
    while let presented = host?.presentedScreen {
      depth += 1
      host = presented
    }
    var succeeded = false
    let completion: RoutingCompletion = { succeeded = (try? $0.get()) != nil }
    func open(_ identity: ScreenIdentity, as transition: Transition) {
      router.open(transition) {
        try build(identity, router: $0)
      } completion: {
        succeeded = (try? $0.get()) != nil
      }
    }
    switch action {
    case .pushItem:
      guard let stack = top.navigationContainer, stack.stack.count < 3,
        top.identity?.name != "login", top.identity?.name != "sign-up",
        let tabs = window.root as? TabContainer, depth == 0
      else { return false }
      let position = stack.stack.count
      let identity = ScreenIdentity(
        "item",
        parameters: [
          "id": "\(tabs.selectedIndex * 10 + position)",
          "label": label(tab: tabs.selectedIndex, position: position),
        ])
      open(identity, as: .push)
    case .presentLogin:
      guard depth < 2 else { return false }
      open(ScreenIdentity("login"), as: .modal(inNavigation: true))
    case .pushSignUp:
      guard top.identity?.name == "login" else { return false }
      open(ScreenIdentity("sign-up"), as: .push)
    case .fadePromo:
      guard depth < 2 else { return false }
      open(ScreenIdentity("promo"), as: .fade)
    case .presentSheet:
      guard depth < 2 else { return false }
      open(ScreenIdentity("sheet"), as: .modal)
    case .selectShop:
      guard depth == 0 else { return false }
      router.selectTab(at: 0, completion: completion)
    case .selectWishlist:
      guard depth == 0 else { return false }
      router.selectTab(at: 1, completion: completion)
    case .close:
      router.close(completion: completion)
    case .dismiss:
      router.dismiss(completion: completion)
    }
    return succeeded
  }
}

/// Every screen of a window with its router's transition, in a fixed order, for comparing two
/// windows beyond their rendering.
@MainActor
func routerSummary(of window: Window) -> [String] {
  var lines: [String] = []
  var pending: [Screen] = window.root.map { [$0] } ?? []
  while let screen = pending.popLast() {
    let transition = screen.router.map {
      "\($0.rootTransition.name) \($0.rootTransition.animator?.info.description ?? "-")"
    }
    lines.append("\(ScreenInfo(screen)): \(transition ?? "no router")")
    if let presented = screen.presentedScreen { pending.append(presented) }
    pending.append(contentsOf: screen.children.reversed())
  }
  return lines
}
