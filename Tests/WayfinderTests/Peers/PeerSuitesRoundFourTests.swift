import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// Round four of the peers' own test files: behaviours their cases check that rounds one to three
// left out, restated in Wayfinder's model on the public API. Each test names the peer's file and
// case. XCoordinator: Tests/XCoordinatorTests (AnimationTests, TransitionTests); RouteComposer:
// Example/Tests (FinderTests, RouterTest) and Example/RouteComposer_ExampleUITests; FlowStacks:
// Tests/FlowStacksTests (ConvenienceMethodsTests, CalculateStepsTests); ComposableNavigator:
// Tests/ComposableNavigatorTests (Navigator, Path); Marshroute: MarshrouteTests/Sources
// (TransitionContextsStackTests, Routers).

/// A custom animation, as the peers' test animations.
private final class SlideAnimator: Animator {
  let name = "slide"
  let duration: Duration = .milliseconds(250)
}

/// Counts how often a completion ran, and keeps the last outcome.
@MainActor
private final class CompletionCounter {
  private(set) var calls = 0
  private(set) var last: Result<Void, RoutingError>?

  var completion: RoutingCompletion {
    { [self] result in
      calls += 1
      last = result
    }
  }
}

// MARK: - XCoordinator

@MainActor
@Suite struct XCoordinatorRoundFourTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  // AnimationTests.testStaticAnimationCalled and testCompletionCalled: a presentation with a
  // custom animation runs it on the way in and on the way out, and each completion runs once.
  @Test func aCustomAnimationPresentsAndDismissesAndEachCompletionRunsOnce() throws {
    let slide = Transition.animated(with: SlideAnimator())
    var opened = 0
    var sheet: ItemScreen?
    app.shop.itemRouter.open(slide) { router in
      try PeerShop.build(ScreenIdentity("sheet"), router: router)
    } completion: { result in
      opened += 1
      sheet = try? result.get()
    }
    let shown = try #require(sheet)
    #expect(opened == 1)
    let closing = CompletionCounter()
    shown.itemRouter.close(completion: closing.completion)

    #expect(closing.calls == 1)
    #expect(throws: Never.self) { try closing.last?.get() }
    #expect(
      app.events.lines == [
        #"opened ItemScreen "sheet" from ItemScreen "shop" (animated, slide 250ms)"#,
        #"closed ItemScreen "sheet" (animated, slide 250ms)"#,
      ])
    #expect(app.events.events.map(\.animator?.name) == ["slide", "slide"])
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }

  // TransitionTests.testStandardTransitions, `.dismissAll` without an animation: the one event
  // names the presentations it took and no animator, and the completion runs once.
  @Test func dismissingAllWithoutAnimationRecordsNoAnimator() throws {
    let first = try app.open("first", from: app.shop.itemRouter, as: .modal)
    try app.open("second", from: first.itemRouter, as: .fade)
    app.events.clear()
    let counter = CompletionCounter()
    app.shop.itemRouter.dismissAll(animated: false, completion: counter.completion)

    #expect(counter.calls == 1)
    #expect(throws: Never.self) { try counter.last?.get() }
    #expect(app.events.events.count == 1)
    #expect(app.events.events.first?.animator == nil)
    #expect(app.events.lines.first?.hasPrefix("dismissed 2 down to ") == true)
    #expect(app.events.lines.first?.hasSuffix("(modal)") == true)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }

  // TransitionTests.testTabBarCoordinator, `.select(presentable)` with a view controller that is
  // no tab: refused with the reason, the selection stays, the completion runs once.
  @Test func selectingAScreenThatIsNoTabIsRefused() throws {
    let product = try app.open("product", from: app.wishlist.itemRouter, as: .push)
    app.events.clear()
    let counter = CompletionCounter()
    app.shop.itemRouter.route(to: product, as: .selectTab, completion: counter.completion)

    #expect(counter.calls == 1)
    #expect(counter.last?.error != nil)
    #expect(app.tabs.selectedIndex == 0)
    #expect(
      app.events.events.map(\.action).allSatisfy { if case .failed = $0 { true } else { false } })
    #expect(app.events.events.count == 1)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist/product))")
  }

  // TransitionTests.testViewCoordinator: a coordinator whose root is a plain view controller
  // presents and dismisses, but has no stack to push onto, and its root cannot close itself.
  @Test func aPlainRootPresentsAndDismissesButRefusesAPushAndItsOwnClose() throws {
    let window = Window()
    let events = EventLog(context: window.context)
    let home = try window.setRoot { router in
      try PeerShop.build(ScreenIdentity("home"), router: router)
    }
    events.clear()

    let push = CompletionCounter()
    home.itemRouter.open(.push) {
      try PeerShop.build(ScreenIdentity("next"), router: $0)
    } completion: {
      result in
      push.completion(result.map { _ in })
    }
    #expect(push.calls == 1)
    #expect(
      push.last?.error?.description
        == #"Cannot push ItemScreen "next" from ItemScreen "home": ItemScreen "home" is not inside a navigation container"#
    )

    let close = CompletionCounter()
    home.itemRouter.close(completion: close.completion)
    #expect(close.calls == 1)
    #expect(close.last?.error != nil)
    #expect(window.root === home)

    var sheet: ItemScreen?
    home.itemRouter.open(.modal) {
      try PeerShop.build(ScreenIdentity("sheet"), router: $0)
    } completion: {
      sheet = try? $0.get()
    }
    #expect(try #require(sheet).presentingScreen === home)
    let dismiss = CompletionCounter()
    home.itemRouter.dismissAll(completion: dismiss.completion)
    #expect(dismiss.calls == 1)
    #expect(home.presentedScreen == nil)
    #expect(window.topmostScreen === home)
    #expect(events.events.filter { $0.error != nil }.count == 2)
  }

  // TransitionTests.testNavigationCoordinator, `.set([...])` on a presented flow: replacing the
  // bottom of a presented navigation stack keeps the presentation, and the new bottom screen
  // closes it as the old one would have.
  @Test func replacingTheBottomOfAPresentedStackKeepsItsDismissal() throws {
    do {
      let login = try app.open("login", from: app.shop.itemRouter, as: .modal(inNavigation: true))
      var replaced: ItemScreen?
      login.itemRouter.popAndPush { router in
        try PeerShop.build(ScreenIdentity("sign-up"), router: router)
      } completion: {
        replaced = try? $0.get()
      }
      let signUp = try #require(replaced)
      #expect(try app.path == "tabs(*nav(shop),nav(wishlist))/[modal in navigation]nav(sign-up)")

      let close = CompletionCounter()
      signUp.itemRouter.close(completion: close.completion)
      #expect(close.calls == 1)
      #expect(throws: Never.self) { try close.last?.get() }
      #expect(app.tabs.presentedScreen == nil)
      #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    }
    #expect(app.window.leakedScreens().isEmpty)
  }

  // TransitionTests.testTabBarCoordinator, `.select` of a presentable that is not one of the
  // tabs yet: opening a new screen with the tab selection builds it, is refused because it is
  // no tab, and frees what it built.
  @Test func openingANewScreenAsATabSelectionIsRefusedAndFreesIt() throws {
    let watcher = LifetimeWatcher()
    var outcome: Result<ItemScreen, RoutingError>?
    app.shop.itemRouter.open(.selectTab) { router in
      let screen = try PeerShop.build(ScreenIdentity("stray"), router: router)
      watcher.watch(screen, as: "stray")
      return screen
    } completion: {
      outcome = $0
    }

    #expect(throws: RoutingError.self) { try outcome?.get() }
    outcome = nil
    #expect(watcher.count == 1)
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(app.tabs.selectedIndex == 0)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(app.events.events.count == 1)
    #expect(app.events.events.first?.error != nil)
  }

  // TransitionTests.testNavigationCoordinator, `.set([...])` on a tab's stack: replacing the
  // bottom of a tab keeps the tab, and the new bottom, like the old one, cannot close its tab.
  @Test func replacingTheBottomOfATabKeepsItAndTheNewBottomCannotCloseIt() throws {
    try app.open("product", from: app.shop.itemRouter, as: .push)
    var replaced: ItemScreen?
    app.shop.itemRouter.popAndPush { router in
      try PeerShop.build(ScreenIdentity("deals"), router: router)
    } completion: {
      replaced = try? $0.get()
    }
    let deals = try #require(replaced)
    #expect(try app.path == "tabs(*nav(deals),nav(wishlist))")
    #expect(deals.itemRouter.rootTransition == app.wishlist.itemRouter.rootTransition)

    let close = CompletionCounter()
    deals.itemRouter.close(completion: close.completion)
    #expect(close.calls == 1)
    #expect(close.last?.error != nil)
    #expect(try app.path == "tabs(*nav(deals),nav(wishlist))")
    // Only the old bottom, which the fixture keeps in `app.shop`, outlives its place.
    #expect(app.window.leakedScreens().map(\.screen.title) == ["shop"])
  }
}

// MARK: - RouteComposer

@MainActor
@Suite struct RouteComposerRoundFourTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  // FinderTests.testFindViewControllerWithCombinedOptions: searching presented, then visible,
  // then contained view controllers. `screensFromTop` lists the presentations first, then the
  // visible tab's stack from its top down, then the hidden tab.
  @Test func screensFromTopListsThePresentedThenTheVisibleThenTheHidden() throws {
    try app.open("shop-product", from: app.shop.itemRouter, as: .push)
    try app.open("wishlist-product", from: app.wishlist.itemRouter, as: .push)
    let sheet = try app.open("sheet", from: app.shop.itemRouter, as: .modal(inNavigation: true))
    try app.open("sheet-detail", from: sheet.itemRouter, as: .push)

    let names = app.window.screensFromTop.map {
      $0.identity?.name ?? String(describing: type(of: $0))
    }
    #expect(
      names == [
        "NavigationContainer", "sheet-detail", "sheet",
        "TabContainer", "NavigationContainer", "shop-product", "shop",
        "NavigationContainer", "wishlist-product", "wishlist",
      ])
    #expect(
      app.window.firstScreen { $0.identity?.name.hasSuffix("product") == true }?.identity?.name
        == "shop-product")
  }

  // RouterTest.testSingleNavigationLock and testNavigateToWithRoutingControllingInStack: a
  // navigation asked for while another is being reported runs after it, never inside it. An
  // observer that opens a pop-up when a product opens sees the product's event first, the
  // pop-up's next, and the hierarchy keeps its rules.
  @Test func anObserverThatRoutesOnAnEventRoutesAfterThatEvent() throws {
    let app = self.app
    var popUps = 0
    app.window.context.addObserver { event in
      guard case .opened = event.action, event.screen?.title == "product" else { return }
      guard let product = app.window.firstScreen(where: { $0.title == "product" }) as? ItemScreen
      else { return }
      popUps += 1
      product.itemRouter.open(.fade) { try PeerShop.build(ScreenIdentity("pop-up"), router: $0) }
    }
    var outcome: Result<ItemScreen, RoutingError>?
    app.shop.itemRouter.open(.push) {
      try PeerShop.build(ScreenIdentity("product"), router: $0)
    } completion: {
      outcome = $0
    }

    #expect(popUps == 1)
    #expect(try outcome?.get().title == "product")
    #expect(
      app.events.lines == [
        #"opened ItemScreen "product" from ItemScreen "shop" (push, system.push 350ms)"#,
        #"opened ItemScreen "pop-up" from ItemScreen "product" (animated, fade 300ms)"#,
      ])
    #expect(try app.path == "tabs(*nav(shop/product),nav(wishlist))/[fade]pop-up")
    #expect(throws: Never.self) { try app.window.checkInvariants() }
  }

  // AllRoutesInAppUITests.testGoToSquareFromModalInTab: from a modal over one tab, a link to a
  // screen shown in the other tab dismisses the modal, selects that tab and shows the screen,
  // without building it again.
  @Test func aLinkFromAModalOverTheWishlistFocusesAProductInTheShop() throws {
    let product = try app.open(
      ScreenIdentity("product", parameters: ["id": "7"]), from: app.shop.itemRouter, as: .push)
    try app.open("after", from: product.itemRouter, as: .push)
    app.wishlist.itemRouter.selectTab(at: 1)
    try app.open("sheet", from: app.wishlist.itemRouter, as: .modal)
    let deeplinks = try DeeplinkRouter(window: app.window, origins: ["app://"])
    var built = 0
    try deeplinks.register("/product/:id<Int>", target: .screen(named: "product")) { link in
      built += 1
      let id = try link.parameters.value(named: "id", as: Int.self)
      try link.router(as: (any Router).self).open(.push) { router in
        try PeerShop.build(ScreenIdentity("product", parameters: ["id": "\(id)"]), router: router)
      }
    }

    let result = deeplinks.handle("app://product/7")
    #expect(result.description == #"handled (focused existing ItemScreen "product 7")"#)
    #expect(built == 0)
    #expect(app.window.topmostScreen === product)
    #expect(app.tabs.selectedIndex == 0)
    #expect(try app.path == "tabs(*nav(shop/product?id=7),nav(wishlist))")
    #expect(app.window.leakedScreens().isEmpty)
  }
}

// MARK: - FlowStacks

@MainActor
@Suite struct FlowStacksRoundFourTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  // ConvenienceMethodsTests.testDismiss(count:) as `dismissAll(downTo:)` of a middle
  // presentation: only the presentations above it leave, it and its pushes stay.
  @Test func dismissingDownToAMiddlePresentationKeepsItAndItsStack() throws {
    let first = try app.open("first", from: app.shop.itemRouter, as: .modal(inNavigation: true))
    let pushed = try app.open("pushed", from: first.itemRouter, as: .push)
    try app.open(
      "third", from: app.open("second", from: pushed.itemRouter, as: .modal).itemRouter, as: .fade)
    app.events.clear()

    let counter = CompletionCounter()
    app.shop.itemRouter.dismissAll(downTo: pushed, completion: counter.completion)
    #expect(counter.calls == 1)
    #expect(throws: Never.self) { try counter.last?.get() }
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))/[modal in navigation]nav(first/pushed)")
    #expect(app.window.topmostScreen === pushed)
    #expect(app.events.events.count == 1)
    #expect(app.window.leakedScreens().isEmpty)
  }

  // ConvenienceMethodsTests.testDismissAll from a tab: the presentation was made from a screen
  // on the Shop tab, and dismissing down to that screen takes it away, whoever holds it.
  @Test func dismissingDownToTheScreenThatPresentedFromATabTakesThePresentation() throws {
    try app.open("sheet", from: app.shop.itemRouter, as: .modal)
    let counter = CompletionCounter()
    app.shop.itemRouter.dismissAll(downTo: app.shop, completion: counter.completion)

    #expect(counter.calls == 1)
    #expect(throws: Never.self) { try counter.last?.get() }
    #expect(app.tabs.presentedScreen == nil)
    #expect(app.window.topmostScreen === app.shop)
  }

  // CalculateStepsTests: a step that cannot be taken leaves the routes as they were. Dismissing
  // down to a screen with nothing above it is refused and changes nothing.
  @Test func dismissingDownToAScreenWithNothingAboveItIsRefused() throws {
    let pushed = try app.open("pushed", from: app.shop.itemRouter, as: .push)
    app.events.clear()
    let counter = CompletionCounter()
    app.shop.itemRouter.dismissAll(downTo: pushed, completion: counter.completion)

    #expect(counter.calls == 1)
    #expect(counter.last?.error != nil)
    #expect(try app.path == "tabs(*nav(shop/pushed),nav(wishlist))")
    #expect(app.events.events.count == 1)
    #expect(app.events.events.first?.error != nil)
  }
}

// MARK: - ComposableNavigator

@MainActor
@Suite struct ComposableNavigatorRoundFourTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  // NavigatorDatasourceTests.test_goBack_to_existing_id, when the screen is the current one:
  // going back to it succeeds and changes nothing.
  @Test func goingBackToTheCurrentScreenSucceedsAndChangesNothing() throws {
    let product = try app.open("product", from: app.shop.itemRouter, as: .push)
    let before = try app.path
    let counter = CompletionCounter()
    product.itemRouter.focus(completion: counter.completion)

    #expect(counter.calls == 1)
    #expect(throws: Never.self) { try counter.last?.get() }
    #expect(try app.path == before)
    #expect(app.window.topmostScreen === product)
  }

  // NavigationPathElementTests and the path's Codable round trip, with identities whose values
  // hold the path's own separators: the path encodes, decodes to the same value and restores
  // screens with the same identities.
  @Test func aPathWhoseParametersHoldSeparatorsRoundTripsThroughJSONAndRestore() throws {
    let odd = ScreenIdentity("search", parameters: ["q": "a/b?c=d,e)*(f", "page": "2"])
    try app.open(odd, from: app.shop.itemRouter, as: .push)
    try app.open(
      ScreenIdentity("note", parameters: ["text": "[modal] nav(x)"]), from: app.shop.itemRouter,
      as: .modal)
    let path = try app.window.path()

    let data = try JSONEncoder().encode(path)
    let decoded = try JSONDecoder().decode(ScreenPath.self, from: data)
    #expect(decoded == path)
    #expect(decoded.description == path.description)

    let window = Window()
    try window.restore(decoded, using: PeerShop.registry(["shop", "wishlist", "search", "note"]))
    #expect(try window.path() == path)
    #expect(window.screens(with: odd).count == 1)
    #expect(window.topmostScreen?.identity?.parameters["text"] == "[modal] nav(x)")
  }
}

// MARK: - Marshroute

@MainActor
@Suite struct MarshrouteRoundFourTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  // TransitionContextsStackTests.test_AddingOneDayZombie_AndTurningItIntoZombie: a context whose
  // view controller is still held is kept, and once it is released it is gone. A closed screen
  // the app still holds is listed as leaked; once the app lets it go, the report is empty, and
  // a screen still shown ("never zombie") is never listed.
  @Test func aClosedScreenIsListedUntilTheAppLetsItGo() throws {
    let watcher = LifetimeWatcher()
    var kept: ItemScreen? = try app.open("kept", from: app.shop.itemRouter, as: .push)
    try app.open("shown", from: app.wishlist.itemRouter, as: .push)
    watcher.watch(kept, as: "kept")
    kept?.itemRouter.close()

    #expect(app.window.leakedScreens().map(\.screen.title) == ["kept"])
    kept = nil
    #expect(watcher.allFreed)
    #expect(app.window.leakedScreens().isEmpty)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist/shown))")
  }

  // PeekAndPopUtilityImplTests_invokesPopAction: a screen prepared in one place is committed
  // once, where it is shown. A screen built ahead by one window's router and shown from another
  // window closes from the window that shows it, and leaves nothing behind in either.
  @Test func aScreenBuiltInOneWindowAndShownInAnotherClosesThere() throws {
    let other = try PeerShop()
    let watcher = LifetimeWatcher()
    do {
      let peek = try app.shop.itemRouter.makeScreen { router in
        try PeerShop.build(ScreenIdentity("peek"), router: router)
      }
      watcher.watch(peek, as: "peek")
      let shown = CompletionCounter()
      other.shop.itemRouter.route(to: peek, as: .push, completion: shown.completion)
      #expect(shown.calls == 1)
      if case .success = shown.last {
        #expect(try other.path == "tabs(*nav(shop/peek),nav(wishlist))")
        let closed = CompletionCounter()
        peek.itemRouter.close(completion: closed.completion)
        #expect(closed.calls == 1)
        #expect(throws: Never.self) { try closed.last?.get() }
      }
    }
    #expect(try other.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(app.window.leakedScreens().isEmpty)
    #expect(other.window.leakedScreens().isEmpty)
  }

  // RouterFocusableTests.testThatRootRouterDoesNotCallItsTransitionsHandlerOn_FocusOnCurrentModule
  // _IfItsTransitionHandlerIsContaining: focusing the tab container's own screen on a hidden
  // tab selects nothing new and keeps every stack; focusing a tab's root selects its tab.
  @Test func focusingAHiddenTabsRootSelectsItAndKeepsTheOtherStack() throws {
    try app.open("product", from: app.shop.itemRouter, as: .push)
    try app.open("wish", from: app.wishlist.itemRouter, as: .push)
    let counter = CompletionCounter()
    app.wishlist.itemRouter.focus(completion: counter.completion)

    #expect(counter.calls == 1)
    #expect(app.tabs.selectedIndex == 1)
    #expect(app.window.topmostScreen === app.wishlist)
    #expect(try app.path == "tabs(nav(shop/product),*nav(wishlist))")
  }
}
