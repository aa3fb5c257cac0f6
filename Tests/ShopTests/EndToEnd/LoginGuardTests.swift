import Testing
import Wayfinder

@testable import WayfinderSampleShop

/// Adding to the wishlist asks to log in first, on a real window: the product is added when the
/// login succeeds, and nothing is added when it is cancelled.
@MainActor
@Suite struct LoginGuardTests {
  let session: ShopSession

  static let productTree = """
    TabContainer "Tabs"
      tab 0 (selected): NavigationContainer "Shop"
        ShopScreen "Shop"
        ProductScreen "Walking Boots"  <- top
      tab 1: NavigationContainer "Wishlist"
        WishlistScreen "Wishlist"
    """

  static let loginTree = """
    TabContainer "Tabs"
      tab 0 (selected): NavigationContainer "Shop"
        ShopScreen "Shop"
        ProductScreen "Walking Boots"
      tab 1: NavigationContainer "Wishlist"
        WishlistScreen "Wishlist"
      presents: NavigationContainer
        LoginScreen "Login"  <- top
    """

  init() throws {
    session = ShopSession(app: try ShopApp())
    try session.perform(.tap("Open Walking Boots"))
  }

  var window: Window { session.window }

  /// Taps "Add to wishlist" on the product and checks the login flow is on top.
  func addToWishlistAndExpectLogin() throws {
    try session.perform(.tap("Add to wishlist"))
    #expect(window.render() == Self.loginTree)
    try window.checkInvariants()
    #expect(try session.app.wishlist.productIDs.isEmpty)
  }

  @Test func loggingInAddsTheProductAndShowsThePopUp() throws {
    try addToWishlistAndExpectLogin()
    let check = ClosedScreensCheck(window)
    try session.perform(.tap("Log in"))
    #expect(
      window.render() == """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
          presents: PopUpScreen "Pop-up"  <- top
        """)
    try window.checkInvariants()
    #expect(window.topmostScreen?.content == ["Walking Boots was added to your wishlist."])
    #expect(check.closedScreens() == [#"LoginScreen "Login""#, "NavigationContainer"])
    #expect(check.survivorsOutsideTheHierarchy().isEmpty)
    #expect(try session.app.wishlist.productIDs == [42])
    #expect(try session.app.session.userEmail == "demo@shop.example")

    try session.perform(.tap("OK"))
    #expect(window.render() == Self.productTree)
    #expect(window.leakedScreens().isEmpty)
    window.refreshScreens()
    #expect(window.topmostScreen?.content.last == "On your wishlist")
  }

  @Test func aWrongPasswordKeepsTheLoginOpenUntilTheRightOne() throws {
    try addToWishlistAndExpectLogin()
    try session.perform(.tap("Log in with a wrong password"))
    #expect(window.render() == Self.loginTree)
    window.refreshScreens()
    #expect(
      window.topmostScreen?.content.last
        == "Could not log in: the e-mail or password is wrong.")
    #expect(try session.app.wishlist.productIDs.isEmpty)

    try session.perform(.tap("Log in"))
    #expect(try session.app.wishlist.productIDs == [42])
    #expect(window.topmostScreen is PopUpScreen)
  }

  @Test func cancellingAddsNothingAndReturnsToTheProduct() throws {
    try addToWishlistAndExpectLogin()
    let check = ClosedScreensCheck(window)
    try session.perform(.tap("Cancel"))
    #expect(window.render() == Self.productTree)
    try window.checkInvariants()
    #expect(check.closedScreens() == [#"LoginScreen "Login""#, "NavigationContainer"])
    #expect(check.survivorsOutsideTheHierarchy().isEmpty)
    #expect(window.leakedScreens().isEmpty)
    #expect(try session.app.wishlist.productIDs.isEmpty)
    #expect(try !session.app.session.isLoggedIn)
    window.refreshScreens()
    #expect(window.topmostScreen?.content.last == "Not on your wishlist")
  }

  @Test func goingBackFromTheLoginAddsNothing() throws {
    try addToWishlistAndExpectLogin()
    try session.perform(.back)
    // The login's result router delivers `.cancelled` to the product, exactly once.
    #expect(
      session.takeEvents().filter { $0.contains("cancelled") } == [
        #"event: cancelled LoginScreen "Login" for ProductScreen "Walking Boots""#
      ])
    #expect(window.render() == Self.productTree)
    #expect(window.leakedScreens().isEmpty)
    #expect(try session.app.wishlist.productIDs.isEmpty)
  }

  @Test func onceLoggedInAddingSkipsTheLogin() throws {
    try addToWishlistAndExpectLogin()
    try session.perform(.tap("Log in"))
    try session.perform(.tap("OK"))
    try session.perform(.tap("Add to wishlist"))
    #expect(window.topmostScreen is PopUpScreen)
    #expect(window.topmostScreen?.content == ["Walking Boots is already on your wishlist."])
    #expect(try session.app.wishlist.productIDs == [42])
  }

  @Test func signingUpFromTheLoginAlsoAddsTheProduct() throws {
    try addToWishlistAndExpectLogin()
    try session.perform(.tap("Sign up"))
    let check = ClosedScreensCheck(window)
    try session.perform(.tap("Create account"))
    #expect(window.topmostScreen?.content == ["Walking Boots was added to your wishlist."])
    #expect(
      check.closedScreens() == [
        #"LoginScreen "Login""#, "NavigationContainer", #"SignUpScreen "Sign Up""#,
      ])
    #expect(check.survivorsOutsideTheHierarchy().isEmpty)
    #expect(try session.app.wishlist.productIDs == [42])
    #expect(try session.app.session.userEmail == "new@shop.example")
  }

  @Test func loggingInFromTheWishlistTabTurnsLogInIntoLogOut() throws {
    try session.perform(.tab("Wishlist"))
    #expect(window.topmostScreen?.actions.map(\.title) == ["Log in"])
    #expect(window.topmostScreen?.content == ["Log in to see your wishlist."])
    try session.perform(.tap("Log in"))
    #expect(window.topmostScreen is LoginScreen)
    try session.perform(.tap("Log in"))
    #expect(window.topmostScreen is WishlistScreen)
    window.refreshScreens()
    #expect(window.topmostScreen?.actions.map(\.title) == ["Log out"])
    #expect(window.topmostScreen?.content == ["Your wishlist is empty."])
    #expect(window.leakedScreens().isEmpty)
  }
}
