import Testing
import Wayfinder

/// `route(to:as:)` with screens made elsewhere, and routers that choose their own transition.
@MainActor
@Suite struct RouteToTests {
  let harness: Harness

  init() throws {
    harness = try Harness()
  }

  @Test func aScreenMadeWithoutATransitionClosesWhatRoutedIt() throws {
    let router = harness.home.itemRouter
    let sheet = try router.makeScreen {
      ItemScreen(viewModel: ItemViewModel(name: "Sheet", router: $0))
    }
    router.route(to: sheet, as: .modal)
    #expect(harness.navigation.presentedScreen === sheet)
    #expect(sheet.itemRouter.rootTransition.placement == .modal(inNavigation: false))
    let closing = outcome { sheet.itemRouter.close(completion: $0) }
    #expect(closing?.error == nil)
    #expect(harness.navigation.presentedScreen == nil)
    try harness.window.checkInvariants()
  }

  /// Pushes where there is a navigation container, presents in a new one elsewhere.
  final class AdaptiveRouter: DefaultRouter {
    override func route(
      to screen: Screen, as transition: Transition, completion: RoutingCompletion?
    ) {
      if transition.placement == .push, root?.navigationContainer == nil {
        super.route(to: screen, as: .modal(inNavigation: true), completion: completion)
      } else {
        super.route(to: screen, as: transition, completion: completion)
      }
    }
  }

  @Test func aRouterSubclassThatChangesTheTransitionLeavesTheScreenClosable() throws {
    var adaptive: AdaptiveRouter?
    harness.home.itemRouter.open(.fade, router: AdaptiveRouter.self) { router in
      adaptive = router
      return Screen(title: "Pop-up")
    }
    let router = try #require(adaptive)
    var pushed: ItemScreen?
    router.open(.push) { made in
      let screen = ItemScreen(viewModel: ItemViewModel(name: "Pushed", router: made))
      pushed = screen
      return screen
    }
    let screen = try #require(pushed)
    #expect(screen.modalPresentationRoot is NavigationContainer)
    let closing = outcome { screen.itemRouter.close(completion: $0) }
    #expect(closing?.error == nil)
    #expect(harness.window.topmostScreen?.title == "Pop-up")
    try harness.window.checkInvariants()
  }

  @Test func aTabOfAnotherWindowIsNotSelectedFromHere() throws {
    let other = Window()
    var tabs: [Screen] = []
    try other.setRoot { router in
      tabs = [Screen(title: "One"), Screen(title: "Two")]
      return try TabContainer(tabs: tabs)
    }
    let before = other.render()
    let result = outcome {
      harness.home.itemRouter.route(to: tabs[1], as: .selectTab, completion: $0)
    }
    #expect(result?.error?.reason == .hierarchy(.notATab(ScreenInfo(tabs[1]))))
    #expect(other.render() == before)
  }
}
