import Testing

@testable import Wayfinder

@MainActor
@Suite struct WindowTests {
  /// A shop-like window: two tabs of navigation stacks, a pushed product, a presented login.
  func shopWindow() throws -> (Window, TabContainer, Screen, Screen) {
    let window = Window()
    let shop = Screen(title: "Shop")
    let wishlist = Screen(title: "Wishlist")
    let tabs = try TabContainer(tabs: [
      NavigationContainer(root: shop), NavigationContainer(root: wishlist),
    ])
    try window.replaceRoot(with: tabs)
    try tabs.selectTab(at: 1)
    let product = Screen(title: "Product 42")
    try wishlist.navigationContainer?.push(product)
    let login = Screen(title: "Login")
    try product.present(NavigationContainer(root: login))
    return (window, tabs, product, login)
  }

  @Test func rendersTheTreeWithTabsPresentationsAndTheTopmostScreen() throws {
    let (window, _, _, login) = try shopWindow()
    #expect(window.topmostScreen === login)
    #expect(
      window.render() == """
        TabContainer
          tab 0: NavigationContainer
            Screen "Shop"
          tab 1 (selected): NavigationContainer
            Screen "Wishlist"
            Screen "Product 42"
          presents: NavigationContainer
            Screen "Login"  <- top
        """)
    try window.checkInvariants()
  }

  @Test func anEmptyWindowRendersAsSuchAndHasNoTopmostScreen() throws {
    let window = Window()
    #expect(window.render() == "(empty window)")
    #expect(window.topmostScreen == nil)
    try window.checkInvariants()
  }

  @Test func screensKnowTheirWindowThroughTheirAncestors() throws {
    let (window, tabs, product, login) = try shopWindow()
    #expect(product.window === window && login.window === window && tabs.window === window)
    #expect(Screen(title: "Loose").window == nil)
  }

  @Test func replacingTheRootDetachesTheOldTree() throws {
    let (window, tabs, product, _) = try shopWindow()
    let onboarding = Screen(title: "Onboarding")
    try window.replaceRoot(with: onboarding)
    #expect(window.root === onboarding)
    #expect(tabs.window == nil && product.window == nil)
    #expect(window.render() == #"Screen "Onboarding"  <- top"#)
    let error = #expect(throws: HierarchyError.self) { try window.replaceRoot(with: onboarding) }
    #expect(error == .alreadyInHierarchy(ScreenInfo(onboarding)))
  }

  @Test func checkInvariantsReportsEveryBrokenRule() throws {
    let (window, tabs, product, login) = try shopWindow()
    // Corrupt the tree the way a buggy transition could.
    product.container = nil
    login.presentingScreen = tabs.tabs[0]
    let navigation = try #require(tabs.tabs[1] as? NavigationContainer)
    tabs.tabs[0].container = navigation
    let error = #expect(throws: InvariantViolation.self) { try window.checkInvariants() }
    #expect(
      error?.violations == [
        #"NavigationContainer of Screen "Shop" does not name its container TabContainer"#,
        #"Screen "Login" is both a child and presented"#,
        #"Screen "Product 42" does not name its container NavigationContainer of Screen "Wishlist""#,
      ])
    #expect(error?.description.hasPrefix("The window's hierarchy breaks 3 rule(s):\n- ") == true)
  }
}
