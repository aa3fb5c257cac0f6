import Wayfinder

/// The shop's deeplinks: every link maps onto the same routes the screens use.
///
/// Each path works on the custom scheme and on the universal-link host:
/// `shop://product/42` and `https://shop.example.com/product/42` are the same link.
@MainActor
enum ShopDeeplinks {
  /// The origins every path is registered under.
  static let origins = ["shop://", "https://shop.example.com"]

  /// One example of each link the shop handles, used by the graph explorer and the tests.
  static let examples = [
    "shop://product/42", "shop://shop", "shop://wishlist", "shop://wishlist/product/7",
    "shop://login", "shop://sign-up", "shop://forgot-password", "shop://wishlist/add/13",
  ]

  /// Registers the shop's links on `deeplinks`.
  ///
  /// The links live as long as the app, so they hold the wishlist store, which outlives every
  /// session and asks for the current one, never a session of their own.
  static func register(
    in deeplinks: DeeplinkRouter, wishlist: WishlistStore, catalogue: ProductCatalogue
  ) throws(DeeplinkPatternError) {
    // A product opens on top of whatever tab is showing, after closing any modal.
    try deeplinks.register("/product/:id<Int>", target: .screen(named: "product")) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: (any ProductRoute & Router).self)
        .openProduct(id: id, as: link.transition(or: .push))
    }
    // The tabs: their root screens are always there, so the link focuses them (pops what is
    // pushed above, dismisses what is presented) and selects the tab.
    try deeplinks.register("/shop", target: .screen(named: "shop")) { link in
      link.dismissPresentedScreens()
      try link.router(as: (any ShopTabRoute).self).selectShopTab()
    }
    try deeplinks.register("/wishlist", target: .screen(named: "wishlist")) { link in
      link.dismissPresentedScreens()
      try link.router(as: (any WishlistTabRoute).self).selectWishlistTab()
    }
    // Two steps: select the Wishlist tab, then push the product inside it — or pop back to it
    // when the wishlist's stack already shows it.
    try deeplinks.register("/wishlist/product/:id<Int>") { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: (any WishlistTabRoute).self).selectWishlistTab()
      try openProductInCurrentStack(id: id, link: link)
    }
    try deeplinks.register("/login", target: .screen(named: "login")) { link in
      link.dismissPresentedScreens()
      try link.router(as: (any LoginRoute).self).openLogin()
    }
    // Sign up and forgotten password live inside the login flow: open it, then push.
    try deeplinks.register("/sign-up", target: .screen(named: "sign-up")) { link in
      link.dismissPresentedScreens()
      try link.router(as: (any LoginRoute).self).openLogin()
      try link.router(as: (any SignUpRoute).self).openSignUp { _ in }
    }
    try deeplinks.register("/forgot-password", target: .screen(named: "forgot-password")) { link in
      link.dismissPresentedScreens()
      try link.router(as: (any LoginRoute).self).openLogin()
      try link.router(as: (any ForgottenPasswordRoute).self).openForgottenPassword()
    }
    // Adding to the wishlist needs a product the shop has, then a logged-in user: an unknown
    // product refuses the link at once, before anyone is asked to log in; then the guard runs
    // the login flow, and the add completes when it succeeds (it is abandoned when the user
    // cancels).
    try deeplinks.register(
      "/wishlist/add/:id<Int>", guards: [knownProduct(catalogue), loggedIn(wishlist)]
    ) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      let product = try catalogue.product(id: id)
      link.dismissPresentedScreens()
      try link.router(as: (any WishlistTabRoute).self).selectWishlistTab()
      try openProductInCurrentStack(id: id, link: link)
      let added = try wishlist.add(id)
      try link.router(as: (any PopUpRoute).self).openPopUp(
        message: added
          ? "\(product.name) was added to your wishlist."
          : "\(product.name) is already on your wishlist.")
    }
  }

  /// Pops back to product `id` when the current stack shows it, pushes it otherwise.
  private static func openProductInCurrentStack(id: Int, link: Deeplink) throws {
    let identity = ScreenIdentity("product", parameters: ["id": String(id)])
    let stack = link.topmostScreen?.navigationContainer?.stack ?? []
    if let existing = stack.last(where: { $0.identity == identity }), let router = existing.router {
      router.focus()
    } else {
      try link.router(as: (any ProductRoute).self).openProduct(id: id)
    }
  }

  /// The guard that refuses a link to a product the catalogue does not have.
  static func knownProduct(_ catalogue: ProductCatalogue) -> DeeplinkGuard {
    DeeplinkGuard("known product") { link in
      do {
        _ = try catalogue.product(id: link.parameters.value(named: "id", as: Int.self))
        return .allow
      } catch {
        return .deny(reason: "\(error)")
      }
    }
  }

  /// The guard that asks for a login when the wishlist has no owner: nobody is logged in.
  static func loggedIn(_ wishlist: WishlistStore) -> DeeplinkGuard {
    DeeplinkGuard("logged in") { _ in
      if wishlist.owner != nil { return .allow }
      return .requireFlow { link, completion in
        link.dismissPresentedScreens()
        try link.router(as: (any LoginRoute).self).openLogin { outcome in
          switch outcome {
          case .loggedIn: completion(.success(()))
          case .cancelled: completion(.failure(LoginCancelled()))
          }
        }
      }
    }
  }
}

/// The user closed the login flow that a link needed.
struct LoginCancelled: Error, CustomStringConvertible {
  var description: String { "the user cancelled the login" }
}
