import Testing
import Wayfinder
import WayfinderTesting

@testable import WayfinderSampleShop

/// The article's whole flow on a real window, step by step: after each step the tree is as
/// expected, the hierarchy keeps its rules, and the screens that closed were freed with their
/// view models and routers.
@MainActor
@Suite struct ArticleFlowTests {
  struct Expected {
    let command: SessionCommand
    /// The screens that leave the hierarchy in this step, sorted.
    let closed: [String]
    let tree: String
  }

  /// The tree of the last steps: the Wishlist tab's root on top, nothing pushed.
  static let wishlistOnTop = """
    TabContainer "Tabs"
      tab 0: NavigationContainer "Shop"
        ShopScreen "Shop"
      tab 1 (selected): NavigationContainer "Wishlist"
        WishlistScreen "Wishlist"  <- top
    """

  static let expected: [Expected] = [
    // Step 1
    Expected(
      command: .tap("Open Walking Boots"), closed: [],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"  <- top
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
        """),
    // Step 2
    Expected(
      command: .tap("Open Wool Socks"), closed: [],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
            ProductScreen "Wool Socks"  <- top
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
        """),
    // Step 3
    Expected(
      command: .tap("Add to wishlist"), closed: [],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
            ProductScreen "Wool Socks"
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
          presents: NavigationContainer
            LoginScreen "Login"  <- top
        """),
    // Step 4
    Expected(
      command: .tap("Sign up"), closed: [],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
            ProductScreen "Wool Socks"
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
          presents: NavigationContainer
            LoginScreen "Login"
            SignUpScreen "Sign Up"  <- top
        """),
    // Step 5
    Expected(
      command: .tap("Forgot password"), closed: [],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
            ProductScreen "Wool Socks"
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
          presents: NavigationContainer
            LoginScreen "Login"
            SignUpScreen "Sign Up"
            ForgottenPasswordScreen "Forgot Password"  <- top
        """),
    // Step 6
    Expected(
      command: .tap("Reset password"), closed: [],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
            ProductScreen "Wool Socks"
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
          presents: NavigationContainer
            LoginScreen "Login"
            SignUpScreen "Sign Up"
            ForgottenPasswordScreen "Forgot Password"
            presents: PopUpScreen "Pop-up"  <- top
        """),
    // Step 7
    Expected(
      command: .tap("OK"), closed: [#"PopUpScreen "Pop-up""#],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
            ProductScreen "Wool Socks"
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
          presents: NavigationContainer
            LoginScreen "Login"
            SignUpScreen "Sign Up"
            ForgottenPasswordScreen "Forgot Password"  <- top
        """),
    // Step 8
    Expected(
      command: .back, closed: [#"ForgottenPasswordScreen "Forgot Password""#],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
            ProductScreen "Wool Socks"
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
          presents: NavigationContainer
            LoginScreen "Login"
            SignUpScreen "Sign Up"  <- top
        """),
    // Step 9
    Expected(
      command: .tap("Create account"),
      closed: [#"LoginScreen "Login""#, "NavigationContainer", #"SignUpScreen "Sign Up""#],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
            ProductScreen "Wool Socks"
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
          presents: PopUpScreen "Pop-up"  <- top
        """),
    // Step 10
    Expected(
      command: .tap("OK"), closed: [#"PopUpScreen "Pop-up""#],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
            ProductScreen "Wool Socks"  <- top
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
        """),
    // Step 11
    Expected(
      command: .tap("Add to Siri"), closed: [],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
            ProductScreen "Wool Socks"
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
          presents: VoiceShortcutScreen "Add to Siri"  <- top
        """),
    // Step 12
    Expected(
      command: .tap("Add Shortcut"), closed: [#"VoiceShortcutScreen "Add to Siri""#],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
            ProductScreen "Wool Socks"  <- top
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
        """),
    // Step 13
    Expected(
      command: .back, closed: [#"ProductScreen "Wool Socks""#],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"  <- top
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
        """),
    // Step 14
    Expected(
      command: .tab("Wishlist"), closed: [],
      tree: """
        TabContainer "Tabs"
          tab 0: NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
          tab 1 (selected): NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"  <- top
        """),
    // Step 15
    Expected(
      command: .tap("Open Wool Socks"), closed: [],
      tree: """
        TabContainer "Tabs"
          tab 0: NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
          tab 1 (selected): NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
            ProductScreen "Wool Socks"  <- top
        """),
    // Step 16
    Expected(
      command: .back, closed: [#"ProductScreen "Wool Socks""#],
      tree: """
        TabContainer "Tabs"
          tab 0: NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
          tab 1 (selected): NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"  <- top
        """),
    // Step 17
    Expected(
      command: .tab("Shop"), closed: [],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"  <- top
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
        """),
    // Step 18: two steps in one link: select the Wishlist tab, push the product there.
    Expected(
      command: .open("shop://wishlist/product/7"), closed: [],
      tree: """
        TabContainer "Tabs"
          tab 0: NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
          tab 1 (selected): NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
            ProductScreen "Wool Socks"  <- top
        """),
    // Step 19: a universal link opens on top of what is shown.
    Expected(
      command: .open("https://shop.example.com/product/13"), closed: [],
      tree: """
        TabContainer "Tabs"
          tab 0: NavigationContainer "Shop"
            ShopScreen "Shop"
            ProductScreen "Walking Boots"
          tab 1 (selected): NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
            ProductScreen "Wool Socks"
            ProductScreen "Trail Map"  <- top
        """),
    // Step 20: the Shop screen is already there: the link focuses it (pops Walking Boots).
    Expected(
      command: .open("shop://shop"), closed: [#"ProductScreen "Walking Boots""#],
      tree: """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"  <- top
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
            ProductScreen "Wool Socks"
            ProductScreen "Trail Map"
        """),
    // Step 21: the Wishlist screen is already there: the link focuses it (pops the products).
    Expected(
      command: .open("shop://wishlist"),
      closed: [#"ProductScreen "Trail Map""#, #"ProductScreen "Wool Socks""#],
      tree: wishlistOnTop),
    // Step 22: logging out changes what the screens show, not which screens there are.
    Expected(
      command: .tap("Log out"), closed: [],
      tree: wishlistOnTop),
    // Step 23: the links' login guard sees the new, logged-out session.
    Expected(
      command: .open("shop://wishlist/add/13"), closed: [],
      tree: """
        TabContainer "Tabs"
          tab 0: NavigationContainer "Shop"
            ShopScreen "Shop"
          tab 1 (selected): NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
          presents: NavigationContainer
            LoginScreen "Login"  <- top
        """),
    // Step 24
    Expected(
      command: .tap("Cancel"), closed: [#"LoginScreen "Login""#, "NavigationContainer"],
      tree: wishlistOnTop),
  ]

  @Test func theStepsAreTheScenarioSteps() {
    #expect(Scenario.article.map(\.command) == Self.expected.map(\.command))
  }

  @Test func theAppStartsOnTheShopTab() throws {
    let app = try ShopApp()
    #expect(
      app.window.render() == """
        TabContainer "Tabs"
          tab 0 (selected): NavigationContainer "Shop"
            ShopScreen "Shop"  <- top
          tab 1: NavigationContainer "Wishlist"
            WishlistScreen "Wishlist"
        """)
    try app.window.checkInvariants()
  }

  @Test func theWholeFlowStepByStep() throws {
    let session = ShopSession(app: try ShopApp())
    try #require(Scenario.article.count == Self.expected.count)
    for (index, (step, expected)) in zip(Scenario.article, Self.expected).enumerated() {
      let number = index + 1
      let check = ClosedScreensCheck(session.window)
      let result = session.run(step.command)
      #expect(throws: Never.self, "step \(number): \(step.narration)") { try result.get() }
      #expect(session.window.render() == expected.tree, "step \(number): \(step.narration)")
      #expect(throws: Never.self, "step \(number)") { try session.window.checkInvariants() }
      #expect(check.closedScreens() == expected.closed, "step \(number): \(step.narration)")
      #expect(check.survivorsOutsideTheHierarchy().isEmpty, "step \(number): \(step.narration)")
      #expect(session.window.leakedScreens().isEmpty, "step \(number): \(step.narration)")
    }
    // Logged out at the end: a new session, nobody's wishlist shown, nothing added by the link.
    #expect(try session.app.session.userEmail == nil)
    #expect(try session.app.wishlist.productIDs.isEmpty)
    // The account that signed up keeps its wishlist for its next login.
    try session.app.session.logIn(email: "new@shop.example", password: "secret")
    #expect(try session.app.wishlist.productIDs == [7])
    let shortcuts = try session.app.container.resolve(VoiceShortcutStore.self)
    #expect(shortcuts.phrases == ["Show me Wool Socks"])
  }
}
