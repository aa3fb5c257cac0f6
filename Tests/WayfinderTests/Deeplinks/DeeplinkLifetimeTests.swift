import Testing

@testable import Wayfinder

/// A link waiting for its guard's flow keeps nothing alive once the app is dropped.
@MainActor
@Suite struct DeeplinkLifetimeTests {
  /// The flow's completion once captured the whole request, whose link holds the window, while
  /// the flow's screens (which the window holds) kept the completion: a cycle that kept the
  /// window, its context and every screen alive (AddressSanitizer's leak check found it).
  @Test func anAppDroppedWithALinkPendingIsFreed() throws {
    weak var weakWindow: Window?
    weak var weakRouter: DeeplinkRouter?
    weak var weakContext: RoutingContext?
    do {
      let app = try DeeplinkShopApp()
      weakWindow = app.window
      weakRouter = app.deeplinks
      weakContext = app.window.context
      app.deeplinks.handle("shop://orders")
      #expect(app.deeplinks.pendingURL == "shop://orders")
    }
    #expect(weakWindow == nil)
    #expect(weakRouter == nil)
    #expect(weakContext == nil)
  }
}
