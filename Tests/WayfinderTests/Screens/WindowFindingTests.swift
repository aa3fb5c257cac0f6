import Testing
import Wayfinder

@MainActor
@Suite struct WindowFindingTests {
  @Test func screensFromTopListThePresentationThenTheSelectedTabThenTheOthers() throws {
    let app = try DeeplinkShopApp()
    let first = try app.open("Product 1", from: app.shop.itemRouter, as: .push)
    try app.open("Product 2", from: first.itemRouter, as: .push)
    try app.open("Promo", from: app.wishlist.itemRouter, as: .modal(inNavigation: true))
    try app.selectTab(1)

    #expect(
      app.window.screensFromTop.map { ScreenInfo($0).label } == [
        "NavigationContainer", #"ItemScreen "Promo""#,
        "TabContainer",
        "NavigationContainer", #"ItemScreen "Wishlist""#,
        "NavigationContainer", #"ItemScreen "Product 2""#, #"ItemScreen "Product 1""#,
        #"ItemScreen "Shop""#,
      ])
    #expect(app.window.firstScreen { $0.title.hasPrefix("Product") }?.title == "Product 2")
    #expect(app.window.firstScreen { $0.title == "Nowhere" } == nil)
  }

  @Test func screensWithAnIdentityAreFoundInEveryTab() throws {
    let app = try DeeplinkShopApp()
    let identity = ScreenIdentity("product", parameters: ["id": "5"])
    let inShop = try app.open("Product 5", from: app.shop.itemRouter, as: .push)
    let inWishlist = try app.open("Product 5", from: app.wishlist.itemRouter, as: .push)
    inShop.identity = identity
    inWishlist.identity = identity

    let found = app.window.screens(with: identity)

    #expect(found.count == 2)
    #expect(found.first === inShop, "the selected tab comes first")
    #expect(app.window.screens(with: ScreenIdentity("product", parameters: ["id": "6"])).isEmpty)
    #expect(Window().screensFromTop.isEmpty)
  }
}
