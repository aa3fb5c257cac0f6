import Foundation
import Testing
import Wayfinder

@testable import WayfinderSampleShop

/// Every link of the shop's table, on both origins, from several starting states, on a real
/// window: the right screen ends on top (in the right tab), the hierarchy keeps its rules and
/// nothing that closed stays alive.
@MainActor
@Suite struct DeeplinkTableTests {
  /// Where the user is when the link arrives.
  enum StartingState: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case launched
    case deepInTheWishlistTab
    case loginOpen
    case popUpOpen
    case signUpInsideLogin

    var testDescription: String { rawValue }

    @MainActor
    func prepare(_ session: ShopSession) throws {
      switch self {
      case .launched: break
      case .deepInTheWishlistTab:
        try session.perform(.tab("Wishlist"))
        try session.perform(.open("shop://wishlist/product/42"))
        try session.perform(.tap("Open Wool Socks"))
      case .loginOpen:
        try session.perform(.tap("Open Walking Boots"))
        try session.perform(.tap("Add to wishlist"))
      case .popUpOpen:
        try session.perform(.tap("Open Trail Map"))
        try session.app.session.logIn(email: "demo@shop.example", password: "secret")
        try session.perform(.tap("Add to wishlist"))
      case .signUpInsideLogin:
        try session.perform(.tab("Wishlist"))
        try session.perform(.tap("Log in"))
        try session.perform(.tap("Sign up"))
      }
    }
  }

  /// A link and what must be on top afterwards.
  struct Link: CustomTestStringConvertible, Sendable {
    let path: String
    let topmost: String
    let selectedTab: Int?

    var testDescription: String { path }
  }

  nonisolated static let links = [
    Link(path: "/product/42", topmost: "product?id=42", selectedTab: nil),
    Link(path: "/shop", topmost: "shop", selectedTab: 0),
    Link(path: "/wishlist", topmost: "wishlist", selectedTab: 1),
    Link(path: "/wishlist/product/7", topmost: "product?id=7", selectedTab: 1),
    Link(path: "/login", topmost: "login", selectedTab: nil),
    Link(path: "/sign-up", topmost: "sign-up", selectedTab: nil),
    Link(path: "/forgot-password", topmost: "forgot-password", selectedTab: nil),
  ]

  @Test(arguments: StartingState.allCases, links)
  func eachLinkFromEachStartingState(state: StartingState, link: Link) throws {
    for origin in ["shop:/", "https://shop.example.com"] {
      let session = ShopSession(app: try ShopApp())
      try state.prepare(session)
      let result = session.app.deeplinks.handle(origin + link.path)
      #expect(result.isAccepted, "\(result)")
      let top = try #require(session.window.topmostScreen)
      #expect(top.identity?.description == link.topmost, "\(origin)\(link.path)")
      if let tab = link.selectedTab {
        #expect((session.window.root as? TabContainer)?.selectedIndex == tab)
      }
      try session.window.checkInvariants()
      #expect(session.window.leakedScreens().isEmpty)
      // Never a duplicate: at most one screen with the link's identity.
      let same = session.window.screensFromTop.filter {
        $0.identity?.description == link.topmost
      }
      #expect(same.count == 1, "\(session.window.render())")
    }
  }

  @Test func aLinkToAScreenAlreadyShownFocusesItInsteadOfOpeningADuplicate() throws {
    let session = ShopSession(app: try ShopApp())
    try session.perform(.tap("Open Walking Boots"))
    try session.perform(.tap("Open Wool Socks"))
    let result = session.app.deeplinks.handle("shop://product/42")
    #expect(result.description == #"handled (focused existing ProductScreen "Walking Boots")"#)
    #expect(
      session.window.render() == """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"  <- top
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
        """)
    #expect(session.window.leakedScreens().isEmpty)
  }

  @Test(arguments: [
    (
      "shop://product/999",
      #"Cannot open the deeplink "shop://product/999": its handler failed: Cannot push ProductScreen from ProductScreen "Walking Boots": building the screen failed: ProductViewModel: the factory of ProductViewModel (name: nil, arguments: (DefaultRouter, Int)) threw: there is no product 999"#
    ),
    (
      "shop://product/abc",
      #"Cannot open the deeplink "shop://product/abc": parameter "id" of "/product/:id<Int>" expects Int but the URL has "abc""#
    ),
    (
      "https://evil.example.com/product/42",
      #"Cannot open the deeplink "https://evil.example.com/product/42": no deeplink pattern is registered for the host "evil.example.com" (scheme "https")"#
    ),
    (
      "mail://product/42",
      #"Cannot open the deeplink "mail://product/42": no deeplink pattern is registered for the scheme "mail""#
    ),
  ])
  func refusedLinksSayWhyAndChangeNothing(url: String, message: String) throws {
    let session = ShopSession(app: try ShopApp())
    try session.perform(.tap("Open Walking Boots"))
    let before = session.window.render()
    let result = session.app.deeplinks.handle(url)
    #expect(result.error?.description == message)
    #expect(session.window.render() == before)
    if let parsed = URL(string: url) { #expect(session.app.deeplinks.route(to: parsed) == false) }
  }

  @Test func addingThroughALinkLogsInFirstAndCompletesAfterALogin() throws {
    let session = ShopSession(app: try ShopApp())
    let pending = session.app.deeplinks.handle("shop://wishlist/add/13")
    #expect(pending.description == #"pending (guard "logged in")"#)
    #expect(session.window.topmostScreen?.identity?.description == "login")
    #expect(try session.app.wishlist.productIDs.isEmpty)

    try session.perform(.tap("Log in"))
    #expect(try session.app.wishlist.productIDs == [13])
    #expect(
      session.window.render() == """
        TabContainer "Tabs"
          tab 0: NavigationContainer "Shop"
            ShopScreen "Shop"
          tab 1 (selected): NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
            ProductScreen "Trail Map"
          presents: PopUpScreen "Pop-up"  <- top
        """)
    #expect(session.window.topmostScreen?.content == ["Trail Map was added to your wishlist."])
    try session.window.checkInvariants()
    #expect(session.window.leakedScreens().isEmpty)
  }

  @Test func addingThroughALinkIsAbandonedWhenTheLoginIsCancelled() async throws {
    let session = ShopSession(app: try ShopApp())
    let before = session.window.render()
    var outcome: DeeplinkResult?
    session.app.deeplinks.handle("shop://wishlist/add/13") { outcome = $0 }
    #expect(session.window.topmostScreen?.identity?.description == "login")
    try session.perform(.tap("Cancel"))
    #expect(
      outcome?.description
        == #"abandoned: Cannot open the deeplink "shop://wishlist/add/13": the flow of the guard "logged in" did not succeed: the user cancelled the login"#
    )
    #expect(try session.app.wishlist.productIDs.isEmpty)
    #expect(session.window.render() == before)
    #expect(session.window.leakedScreens().isEmpty)
  }

  @Test func addingThroughALinkIsAbandonedWhenTheLoginIsClosedWithBack() throws {
    let session = ShopSession(app: try ShopApp())
    var outcome: DeeplinkResult?
    session.app.deeplinks.handle("shop://wishlist/add/7") { outcome = $0 }
    try session.perform(.back)
    #expect(outcome?.description.hasPrefix("abandoned: ") == true)
    #expect(try session.app.wishlist.productIDs.isEmpty)
    #expect(session.app.deeplinks.pendingURL == nil)
  }

  @Test(arguments: [false, true])
  func addingAnUnknownProductThroughALinkChangesNothing(loggedIn: Bool) throws {
    let session = ShopSession(app: try ShopApp())
    if loggedIn { try session.app.session.logIn(email: "demo@shop.example", password: "secret") }
    let before = session.window.render()
    let result = session.app.deeplinks.handle("shop://wishlist/add/999")
    // Refused at once: nobody is asked to log in for a product the shop does not have.
    #expect(
      result.description
        == #"refused: Cannot open the deeplink "shop://wishlist/add/999": the guard "known product" denied it: there is no product 999"#
    )
    #expect(session.window.render() == before)
    #expect(try session.app.wishlist.productIDs.isEmpty)
  }

  @Test func aWishlistProductLinkOpensInTheWishlistTabEvenWhenTheShopTabShowsIt() throws {
    let session = ShopSession(app: try ShopApp())
    try session.perform(.tap("Open Wool Socks"))
    let result = session.app.deeplinks.handle("shop://wishlist/product/7")
    #expect(result.description == "handled (opened)")
    #expect(
      session.window.render() == """
        TabContainer "Tabs"
          tab 0: NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Wool Socks"
          tab 1 (selected): NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
            ProductScreen "Wool Socks"  <- top
        """)
  }

  @Test func addingThroughALinkWhenLoggedInNeedsNoLogin() throws {
    let session = ShopSession(app: try ShopApp())
    try session.app.session.logIn(email: "demo@shop.example", password: "secret")
    let result = session.app.deeplinks.handle("https://shop.example.com/wishlist/add/42")
    #expect(result.description == "handled (opened)")
    #expect(try session.app.wishlist.productIDs == [42])
    #expect(session.window.topmostScreen?.content == ["Walking Boots was added to your wishlist."])
  }
}
