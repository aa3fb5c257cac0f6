import Testing
import Wayfinder

/// Opens a product screen, whose identity is `product` with its id.
@MainActor
protocol ProductRoute {
  func openProduct(id: Int, as transition: Transition)
}

extension ProductRoute where Self: Router {
  func openProduct(id: Int, as transition: Transition) {
    open(transition) { router in
      let screen = ItemScreen(viewModel: ItemViewModel(name: "Product \(id)", router: router))
      screen.identity = ScreenIdentity("product", parameters: ["id": "\(id)"])
      return screen
    }
  }
}

/// Opens the orders screen.
@MainActor
protocol OrdersRoute {
  func openOrders()
}

extension OrdersRoute where Self: Router {
  func openOrders() {
    open(.push) { router in ItemScreen(viewModel: ItemViewModel(name: "Orders", router: router)) }
  }
}

/// Presents the login screen; `onFinish` learns whether the user signed in.
@MainActor
protocol LoginRoute {
  func openLogin(session: Session, onFinish: @escaping @MainActor (Bool) -> Void)
}

extension LoginRoute where Self: Router {
  func openLogin(session: Session, onFinish: @escaping @MainActor (Bool) -> Void) {
    open(.modal(inNavigation: true)) { router in
      let login = ItemScreen(viewModel: ItemViewModel(name: "Login", router: router))
      login.addAction("Sign in") {
        session.isSignedIn = true
        router.dismiss()
        onFinish(true)
      }
      login.addAction("Cancel") {
        router.dismiss()
        onFinish(false)
      }
      return login
    }
  }
}

/// A route no router conforms to.
@MainActor
protocol CheckoutRoute {
  func openCheckout()
}

extension DefaultRouter: ProductRoute, OrdersRoute, LoginRoute {}

/// Whether the user is signed in.
@MainActor
final class Session {
  var isSignedIn = false
}

/// The user closed the login screen.
struct LoginCancelled: Error, CustomStringConvertible {
  var description: String { "the user cancelled signing in" }
}

/// A handler's own failure.
struct OutOfStock: Error, CustomStringConvertible {
  var description: String { "product 7 is out of stock" }
}

/// A small shop app: tabs Shop and Wishlist, each a navigation stack, with its deeplinks.
@MainActor
final class DeeplinkShopApp {
  let window = Window()
  let events: EventLog
  let session = Session()
  let tabs: TabContainer
  let shop: ItemScreen
  let wishlist: ItemScreen
  let deeplinks: DeeplinkRouter
  /// Every `requireFlow` the sign-in guard started.
  private(set) var loginFlowsStarted = 0

  init() throws {
    events = EventLog(context: window.context)
    var made: [ItemScreen] = []
    tabs = try window.setRoot { router in
      let shop = try router.makeScreen {
        ItemScreen(viewModel: ItemViewModel(name: "Shop", router: $0))
      }
      let wishlist = try router.makeScreen {
        ItemScreen(viewModel: ItemViewModel(name: "Wishlist", router: $0))
      }
      made = [shop, wishlist]
      return try TabContainer(tabs: [
        NavigationContainer(root: shop), NavigationContainer(root: wishlist),
      ])
    }
    shop = try #require(made.first)
    wishlist = try #require(made.last)
    deeplinks = try DeeplinkRouter(
      window: window, origins: ["shop://", "https://shop.example.com"])
    try registerLinks()
    events.clear()
  }

  /// The guard that runs the login flow when the user is signed out.
  ///
  /// It refers to the app unowned: the app owns the deeplink router that keeps the guard, so a
  /// strong reference would be a cycle (AddressSanitizer's leak check reports it).
  var signedIn: DeeplinkGuard {
    DeeplinkGuard("signed in") { [unowned self] _ in
      if session.isSignedIn { return .allow }
      return .requireFlow { [unowned self] link, completion in
        loginFlowsStarted += 1
        try link.router(as: (any LoginRoute).self).openLogin(session: session) { signedIn in
          completion(signedIn ? .success(()) : .failure(LoginCancelled()))
        }
      }
    }
  }

  private func registerLinks() throws {
    try deeplinks.register("/product/:id<Int>", target: .screen(named: "product")) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      try link.router(as: (any ProductRoute).self).openProduct(
        id: id, as: link.transition(or: .push))
    }
    try deeplinks.register("/wishlist/product/:id<Int>") { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: (any Router).self).selectTab(at: 1)
      try link.router(as: (any ProductRoute).self).openProduct(id: id, as: .push)
    }
    try deeplinks.register("/wishlist/then/:tab<Int>") { link in
      try link.router(as: (any Router).self).selectTab(at: 1)
      try link.router(as: (any Router).self).selectTab(
        at: link.parameters.value(named: "tab", as: Int.self))
    }
    try deeplinks.register("/orders", guards: [signedIn]) { link in
      try link.router(as: (any OrdersRoute).self).openOrders()
    }
    try deeplinks.register("/checkout") { link in
      try link.router(as: (any CheckoutRoute).self).openCheckout()
    }
    try deeplinks.register("/broken") { _ in throw OutOfStock() }
    try deeplinks.register("/tab/:index<Int>") { link in
      try link.router(as: (any Router).self).selectTab(
        at: link.parameters.value(named: "index", as: Int.self))
    }
    try deeplinks.register(
      "/admin",
      guards: [DeeplinkGuard("staff only") { _ in .deny(reason: "admin links are disabled") }]
    ) { _ in }
  }

  /// The login screen on top, or a test failure.
  func loginScreen() throws -> ItemScreen {
    let top = try #require(window.topmostScreen as? ItemScreen)
    try #require(top.title == "Login")
    return top
  }

  /// Selects the tab at `index` through the Shop tab's router, as a tap on the tab bar would.
  func selectTab(_ index: Int) throws {
    var outcome: Result<Void, RoutingError>?
    shop.itemRouter.selectTab(at: index) { outcome = $0 }
    try #require(outcome).get()
  }

  /// Opens a screen named `name` from `router` with `transition`.
  @discardableResult
  func open(_ name: String, from router: DefaultRouter, as transition: Transition) throws
    -> ItemScreen
  {
    var outcome: Result<ItemScreen, RoutingError>?
    router.open(transition) {
      ItemScreen(viewModel: ItemViewModel(name: name, router: $0))
    } completion: {
      outcome = $0
    }
    return try #require(outcome).get()
  }
}
