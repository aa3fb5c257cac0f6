import Foundation
import Testing
import Wayfinder

/// Every reachable state of ``PathTestApp`` survives capture → JSON → restore → capture.
@MainActor
@Suite struct PathRoundTripTests {
  /// A state reached from the start by `actions`, and its path.
  struct State {
    let actions: [PathTestApp.Action]
    let path: String
  }

  /// Replays `actions` on a fresh window.
  func replay(_ actions: [PathTestApp.Action]) throws -> Window {
    let window = try PathTestApp.makeWindow()
    for action in actions {
      #expect(PathTestApp.perform(action, on: window), "replaying \(actions)")
    }
    return window
  }

  /// Every state reachable with the app's actions, breadth first, up to `depth` actions.
  func reachableStates(depth: Int) throws -> [State] {
    let start = try PathTestApp.makeWindow()
    var states = [State(actions: [], path: try start.path().description)]
    var seen: Set<String> = [states[0].path]
    var frontier = states
    for _ in 0..<depth {
      var next: [State] = []
      for state in frontier {
        for action in PathTestApp.Action.allCases {
          let window = try replay(state.actions)
          guard PathTestApp.perform(action, on: window) else { continue }
          try window.checkInvariants()
          let path = try window.path().description
          guard seen.insert(path).inserted else { continue }
          next.append(State(actions: state.actions + [action], path: path))
        }
      }
      states += next
      frontier = next
    }
    return states
  }

  @Test func everyReachableStateRoundTrips() throws {
    let states = try reachableStates(depth: 6)
    #expect(states.count >= 50)
    let registry = PathTestApp.registry
    for state in states {
      let original = try replay(state.actions)
      let path = try original.path()
      #expect(path.description == state.path)
      let decoded = try JSONDecoder().decode(ScreenPath.self, from: JSONEncoder().encode(path))
      #expect(decoded == path)
      let rebuilt = Window()
      try rebuilt.restore(decoded, using: registry)
      try rebuilt.checkInvariants()
      #expect(try rebuilt.path().description == state.path)
      #expect(rebuilt.render() == original.render(), "\(state.path)")
      #expect(routerSummary(of: rebuilt) == routerSummary(of: original), "\(state.path)")

      // The rebuilt routers work: closing the top behaves as in the original.
      let closedOriginal = PathTestApp.perform(.close, on: original)
      let closedRebuilt = PathTestApp.perform(.close, on: rebuilt)
      #expect(closedOriginal == closedRebuilt, "\(state.path)")
      #expect(try rebuilt.path() == original.path(), "\(state.path)")
      #expect(rebuilt.leakedScreens().isEmpty)
    }
  }

  @Test func theStatesCoverTabsStacksAndEveryPresentationStyle() throws {
    let paths = try reachableStates(depth: 6).map(\.path)
    for fragment in [
      "/[modal in navigation]nav(login/sign-up)", "/[fade]promo", "/[modal]sheet",
      "*nav(wishlist/item?", "/[fade]promo/[modal]sheet",
    ] {
      #expect(paths.contains { $0.contains(fragment) }, "\(fragment)")
    }
  }

  @Test func aStateReadsAsExpected() throws {
    let window = try PathTestApp.makeWindow()
    for action: PathTestApp.Action in [.selectWishlist, .pushItem, .presentLogin, .pushSignUp] {
      #expect(PathTestApp.perform(action, on: window))
    }
    let path = try window.path()
    #expect(
      path.description
        == "tabs(nav(shop),*nav(wishlist/item?id=11&label=Item 1.1 / 50% & co))"
        + "/[modal in navigation]nav(login/sign-up)")
    #expect(
      path
        == ScreenPath(
          root: .tabs(
            [
              .stack([ScreenIdentity("shop")]),
              .stack([
                ScreenIdentity("wishlist"),
                ScreenIdentity(
                  "item", parameters: ["id": "11", "label": PathTestApp.label(tab: 1, position: 1)]),
              ]),
            ], selectedIndex: 1),
          presentations: [
            .init(
              style: "modal in navigation",
              node: .stack([ScreenIdentity("login"), ScreenIdentity("sign-up")]))
          ]))
  }

  @Test func restoringReportsTheNewRootAndThePathAndReplacesTheOldHierarchy() throws {
    let window = try PathTestApp.makeWindow()
    let events = EventLog(context: window.context)
    let old = try #require(window.root)
    weak let oldRoot = old
    _ = consume old
    let path = ScreenPath(
      .stack([
        ScreenIdentity("shop"), ScreenIdentity("item", parameters: ["id": "1", "label": "One"]),
      ]),
      (style: "fade", node: .named("promo")))
    let root = try window.restore(path, using: PathTestApp.registry)
    #expect(
      events.lines == [
        #"opened NavigationContainer of ItemScreen "Shop" (root)"#,
        "restored nav(shop/item?id=1&label=One)/[fade]promo",
      ])
    #expect(events.events.last?.feature(as: PathEvent.self) == .restored(path))
    #expect(events.events.last?.screen == ScreenInfo(root))
    #expect(oldRoot == nil)
    #expect(window.leakedScreens().isEmpty)
    #expect(window.topmostScreen?.title == "Promo")
    #expect(window.topmostScreen?.router?.rootTransition.name == "animated")
  }

  @Test func aPlainRootAndNestedTabsRestore() throws {
    let registry = PathTestApp.registry
    for path in [
      ScreenPath(.named("shop")),
      ScreenPath(.named("shop"), (style: "modal", node: .named("sheet"))),
      ScreenPath(.tabs([], selectedIndex: 0)),
      ScreenPath(.tabs([.named("shop"), .named("promo")], selectedIndex: 0)),
      ScreenPath(
        .tabs(
          [
            .tabs([.named("shop")], selectedIndex: 0),
            .tabs([.named("promo"), .nav("wishlist", "sheet")], selectedIndex: 1),
          ], selectedIndex: 1), (style: "modal", node: .named("sheet"))),
    ] {
      let window = Window()
      try window.restore(path, using: registry)
      try window.checkInvariants()
      #expect(try window.path() == path)
    }
    let window = Window()
    try window.restore(ScreenPath(.named("shop")), using: registry)
    #expect(window.root?.router?.rootTransition.name == "root")
  }

  @Test func containerTitlesAreWrittenAndRestored() throws {
    let window = Window()
    try window.setRoot { router in
      let shop = try router.makeScreen { try PathTestApp.build(ScreenIdentity("shop"), router: $0) }
      return try TabContainer(tabs: [NavigationContainer(root: shop, title: "Shop")], title: "Tabs")
    }
    let path = try window.path()
    #expect(
      path.root
        == .tabs([.stack([ScreenIdentity("shop")], title: "Shop")], selectedIndex: 0, title: "Tabs")
    )
    let restored = Window()
    try restored.restore(path, using: PathTestApp.registry)
    #expect(restored.render() == window.render())
    #expect(restored.render().hasPrefix(#"TabContainer "Tabs""#))
  }

  @Test func aScreenRegisteredWithASpecialRouterIsRebuiltWithIt() throws {
    var registry = PathTestApp.registry
    registry.register("login", router: ResultRouter<LoginOutcome>.self) { _, router in
      LoginScreen(viewModel: LoginViewModel(router: router))
    }
    let window = Window()
    try window.restore(
      ScreenPath(.nav("shop"), (style: "modal in navigation", node: .nav("login"))), using: registry
    )
    let login = try #require(window.topmostScreen as? LoginScreen)
    #expect(login.viewModel.router.rootTransition.name == "modal in navigation")
    #expect(!login.viewModel.router.isAwaitingResult)
    login.viewModel.router.finish(with: .loggedIn("ada"))
    #expect(try window.path().description == "nav(shop)")
  }

  @Test func aCustomPresentationIsWrittenWithItsStyleAndRestoredWithItsTransition() throws {
    final class BounceAnimator: Animator {
      let name = "bounce"
      let duration = Duration.milliseconds(500)
    }
    let bounce = BounceAnimator()
    let card = Transition("card", placement: .modal(inNavigation: false), animator: bounce)
    let window = Window()
    try window.setRoot { router in try PathTestApp.build(ScreenIdentity("shop"), router: router) }
    let shop = try #require(window.root?.router)
    shop.open(card) { try PathTestApp.build(ScreenIdentity("promo"), router: $0) }
    try #require(window.topmostScreen?.router)
      .open(.animated(with: bounce, inNavigation: true)) {
        try PathTestApp.build(ScreenIdentity("sheet"), router: $0)
      }
    let path = try window.path()
    #expect(path.description == "shop/[card]promo/[bounce in navigation]nav(sheet)")

    var registry = PathTestApp.registry
    let refused = Window()
    #expect(throws: ScreenPathError.unknownPresentation("card")) {
      try refused.restore(path, using: registry)
    }
    registry.registerPresentation(card)
    registry.registerPresentation(.animated(with: bounce, inNavigation: true))
    let restored = Window()
    try restored.restore(path, using: registry)
    #expect(try restored.path() == path)
    #expect(routerSummary(of: restored) == routerSummary(of: window))
  }

  @Test func onlyTheAnimatedFactoryIsWrittenWithItsAnimatorsName() throws {
    final class BounceAnimator: Animator {
      let name = "bounce"
      let duration = Duration.milliseconds(500)
    }
    // An app's own transition that happens to be called "animated" keeps its name: only
    // `.animated(with:)` asks to be called by its animator.
    let own = Transition(
      "animated", placement: .modal(inNavigation: false), animator: BounceAnimator())
    let window = Window()
    try window.setRoot { router in try PathTestApp.build(ScreenIdentity("shop"), router: router) }
    try #require(window.root?.router).open(own) {
      try PathTestApp.build(ScreenIdentity("promo"), router: $0)
    }
    try #require(window.topmostScreen?.router).open(.fade) {
      try PathTestApp.build(ScreenIdentity("sheet"), router: $0)
    }
    let written = try window.path().description
    #expect(written == "shop/[animated]promo/[fade]sheet")
  }
}
