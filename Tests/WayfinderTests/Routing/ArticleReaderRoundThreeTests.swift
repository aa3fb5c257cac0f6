import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// A third reader writes an app on the public API only, from the README, the DocC articles and
// the CHANGELOG's migration notes, and checks what they promise that the first two readers
// (`ArticleReaderRoundTests`, `ArticleReaderRoundTwoTests`) left out: what transitions are
// called in events and errors, that `setRoot` and a restored path go through the one routing
// path, that features report through `RoutingEvent`, the leak report's rules and text, building
// now and showing later, the recording router's article, and the container's scopes, lazy
// references, providers and `validate()`. The app (`ReaderThree`) is at the end of this file.

@MainActor
@Suite struct ArticleReaderRoundThreeTests {
  let window: Window
  let events: EventLog

  init() throws {
    window = Window(container: try ReaderThree.makeContainer())
    events = EventLog(context: window.context)
    try window.setRoot { router in
      let shop = try router.makeScreen { router in
        try NavigationContainer(
          root: ReaderThree.ProductScreen(
            viewModel: ReaderThree.ProductViewModel(id: 1, router: router)),
          title: "Shop")
      }
      let wishlist = try router.makeScreen { router in
        try NavigationContainer(
          root: ReaderThree.ProductScreen(
            viewModel: ReaderThree.ProductViewModel(id: 100, router: router)),
          title: "Wishlist")
      }
      return try TabContainer(tabs: [shop, wishlist], title: "Tabs")
    }
    events.clear()
  }

  /// The screen on top, as a `T`.
  func top<T: Screen>(as type: T.Type = Screen.self) throws -> T {
    try #require(window.topmostScreen as? T)
  }

  /// The router of the screen on top.
  func topRouter() throws -> DefaultRouter {
    try #require(window.topmostScreen?.router)
  }

  /// Opens product `id` from the screen on top with `transition`, and returns it.
  @discardableResult
  func openProduct(_ id: Int, as transition: Transition) throws -> ReaderThree.ProductScreen {
    try topRouter().openReaderThreeProduct(id: id, as: transition)
    let product = try top(as: ReaderThree.ProductScreen.self)
    #expect(product.viewModel.id == id)
    return product
  }

  // MARK: - Transitions: names, placements, events and errors

  // Transition.swift: `name` is "the name routing events and error messages give the
  // transition", and the description adds the animator (`push (system.push 350ms)`).
  @Test(
    arguments: [
      (Transition.push, "push", Transition.Placement.push, "push (system.push 350ms)"),
      (.push(animator: nil), "push", .push, "push"),
      (.modal, "modal", .modal(inNavigation: false), "modal (system.modal 300ms)"),
      (
        .modal(inNavigation: true), "modal in navigation", .modal(inNavigation: true),
        "modal in navigation (system.modal 300ms)"
      ),
      (.fade, "animated", .modal(inNavigation: false), "animated (fade 300ms)"),
      (.selectTab, "tab selection", .tab, "tab selection"),
      (.root, "root", .root, "root"),
      (.empty, "empty", .container, "empty"),
      (.card, "card", .modal(inNavigation: false), "card (card 400ms)"),
    ])
  func eachTransitionHasItsDocumentedNameAndPlacement(
    transition: Transition, name: String, placement: Transition.Placement, description: String
  ) {
    #expect(transition.name == name)
    #expect(transition.placement == placement)
    #expect(transition.description == description)
    #expect(transition.isAnimated == (transition.animator != nil))
  }

  // The built-ins compare as values: the same spelling twice is equal, a one-word change is not.
  @Test func transitionsCompareAsValues() {
    #expect(Transition.modal(inNavigation: false) == .modal)
    #expect(Transition.animated(with: FadeAnimator.shared) == .fade)
    #expect(Transition.push(animator: SystemAnimator.push) == .push)
    #expect(Transition.push(animator: nil) != .push)
    #expect(Transition.modal(inNavigation: true) != .modal)
    #expect(Transition.card == .card)
    #expect(Transition.card != .animated(with: ReaderThree.CardAnimator()))
  }

  // GettingStarted.md: a route opened another way is a one-word change, and the observers' line
  // names the transition and its animator, for every built-in and the custom `.card`.
  @Test func eventsNameEveryTransitionTheyOpenedWith() throws {
    try openProduct(2, as: .push)
    try openProduct(3, as: .push(animator: nil))
    try openProduct(4, as: .modal)
    try openProduct(5, as: .modal(inNavigation: true))
    try openProduct(6, as: .fade)
    try openProduct(7, as: .card)
    let from = #"ProductScreen "Product "#
    #expect(
      events.lines == [
        #"opened \#(from)2" from NavigationContainer "Shop" of \#(from)1" (push, system.push 350ms)"#,
        #"opened \#(from)3" from \#(from)2" (push)"#,
        #"opened \#(from)4" from \#(from)3" (modal, system.modal 300ms)"#,
        #"opened \#(from)5" from \#(from)4" (modal in navigation, system.modal 300ms)"#,
        #"opened \#(from)6" from \#(from)5" (animated, fade 300ms)"#,
        #"opened \#(from)7" from \#(from)6" (card, card 400ms)"#,
      ])
    #expect(
      events.events.map(\.transition) == [
        "push", "push", "modal", "modal in navigation", "animated", "card",
      ])
    #expect(
      try window.path().description
        == "tabs(*nav(product?id=1/product?id=2/product?id=3),nav(product?id=100))/[modal]product?id=4/[modal in navigation]nav(product?id=5)/[fade]product?id=6/[card]product?id=7"
    )

    // Each router closes its screen the way it opened, and says so.
    events.clear()
    for _ in 0..<4 { try topRouter().close() }
    #expect(
      events.lines == [
        #"closed \#(from)7" (card, card 400ms)"#,
        #"closed \#(from)6" (animated, fade 300ms)"#,
        #"closed \#(from)5" (modal in navigation, system.modal 300ms)"#,
        #"closed \#(from)4" (modal, system.modal 300ms)"#,
      ])
    #expect(window.leakedScreens().isEmpty)
  }

  // `.selectTab`, `.empty` and `.root` open screens that are placed already, or replace the
  // root: their events name them too.
  @Test func tabSelectionEmptyAndRootAreNamedInEvents() throws {
    let tabs = try #require(window.root as? TabContainer)
    let wishlist = try #require(tabs.tabs.last)
    let shop = try topRouter()
    let shopTab = #"NavigationContainer "Shop" of ProductScreen "Product 1""#
    let wishlistTab = #"NavigationContainer "Wishlist" of ProductScreen "Product 100""#
    var outcome: Result<Void, RoutingError>?
    shop.route(to: wishlist, as: .selectTab) { outcome = $0 }
    #expect(throws: Never.self) { try outcome?.get() }
    #expect(tabs.selectedTab === wishlist)
    shop.route(to: wishlist, as: .empty) { outcome = $0 }
    #expect(throws: Never.self) { try outcome?.get() }
    #expect(
      events.lines == [
        #"opened \#(wishlistTab) from \#(shopTab) (tab selection)"#,
        #"opened \#(wishlistTab) from \#(shopTab) (empty)"#,
      ])

    events.clear()
    try topRouter().openReaderThreeProduct(id: 9, as: .root)
    #expect(
      events.lines == [#"opened ProductScreen "Product 9" from \#(wishlistTab) (root)"#])
    #expect(try window.path().description == "product?id=9")
    #expect(window.root?.router?.rootTransition == .root)
  }

  // README "Stack operations": each one step and one event, named by the transition it runs
  // (`push` for the stack, `modal` for presentations), with its animator unless `animated: false`.
  @Test func stackOperationsAreOneEventEachNamedByTheirTransition() throws {
    try openProduct(2, as: .push)
    try openProduct(3, as: .push)
    let shopRouter = try #require(
      window.firstScreen { ($0 as? ReaderThree.ProductScreen)?.viewModel.id == 1 }?.router)
    try openProduct(4, as: .modal)
    try openProduct(5, as: .fade)
    events.clear()
    shopRouter.dismissAll()
    shopRouter.popToRoot(animated: false)
    try topRouter().popAndPush { router in
      ReaderThree.ProductScreen(viewModel: ReaderThree.ProductViewModel(id: 6, router: router))
    }
    try topRouter().setStack { stack in
      _ = try stack.push { router in
        ReaderThree.ProductScreen(viewModel: ReaderThree.ProductViewModel(id: 7, router: router))
      }
      _ = try stack.push { router in
        ReaderThree.ProductScreen(viewModel: ReaderThree.ProductViewModel(id: 8, router: router))
      }
    }
    let shop = #"NavigationContainer "Shop" of ProductScreen "Product 1""#
    #expect(
      events.lines == [
        #"dismissed 2 down to \#(shop) (modal, system.modal 300ms)"#,
        #"popped 2 to ProductScreen "Product 1" (push)"#,
        #"replaced ProductScreen "Product 1" with ProductScreen "Product 6" (push, system.push 350ms)"#,
        #"replaced the stack with 2, top ProductScreen "Product 8" (push, system.push 350ms)"#,
      ])
    #expect(
      try window.path().description
        == "tabs(*nav(product?id=7/product?id=8),nav(product?id=100))")
    #expect(window.leakedScreens().isEmpty)
  }

  // RoutingError's message names what was asked, with the transition: a plain push by the verb
  // alone, another push or a presentation by its name in brackets, except `.fade` and
  // `.animated(with:)`, named by their animator (Transition.swift's `name`); the `failed`
  // event's `transition` is the name.
  @Test func errorMessagesNameTheTransitionThatWasAsked() throws {
    let product = try openProduct(2, as: .modal)
    let router = try #require(product.router)
    let slide = Transition("slide", placement: .push, animator: ReaderThree.CardAnimator())
    for transition in [Transition.push, .push(animator: nil), slide] {
      router.openReaderThreeProduct(id: 3, as: transition)
    }
    try openProduct(3, as: .modal)
    let before = try window.path()
    let animatedCard = Transition.animated(with: ReaderThree.CardAnimator())
    for transition in [Transition.modal, .modal(inNavigation: true), .fade, .card, animatedCard] {
      router.openReaderThreeProduct(id: 4, as: transition)
    }
    let loose = Screen(title: "Loose")
    router.route(to: loose, as: .selectTab)
    router.route(to: loose, as: .empty)

    let two = #"ProductScreen "Product 2""#
    let notInNavigation = #"Cannot push ProductScreen "Product 3" from \#(two)"#
    let noStack = #"\#(two) is not inside a navigation container"#
    let presenting = #"Cannot present ProductScreen "Product 4" from \#(two)"#
    let busy = #"\#(two) is already presenting ProductScreen "Product 3""#
    let failures = events.events.compactMap(\.error)
    #expect(
      failures.map(\.description) == [
        "\(notInNavigation): \(noStack)",
        "\(notInNavigation): \(noStack)",
        "\(notInNavigation) (slide): \(noStack)",
        "\(presenting) (modal): \(busy)",
        "\(presenting) (modal in navigation): \(busy)",
        "\(presenting) (fade): \(busy)",
        "\(presenting) (card): \(busy)",
        "\(presenting) (card): \(busy)",
        #"Cannot open Screen "Loose" from \#(two) (tab selection): Screen "Loose" is not a tab of the tab container"#,
        #"Cannot open Screen "Loose" from \#(two) (empty): Screen "Loose" has not been placed in a container"#,
      ])
    #expect(
      events.events.filter { $0.error != nil }.map(\.transition) == [
        "push", "push", "slide", "modal", "modal in navigation", "animated", "card", "animated",
        "tab selection", "empty",
      ])
    #expect(try window.path() == before)
  }

  // MARK: - setRoot and restoring a path: the one routing path

  // `setRoot` on a window that shows screens is a change like any other: one `opened` event
  // (transition `root`), the old hierarchy leaves and is freed, and a login waiting for its
  // result hears `.cancelled`, after the event, as a `ResultEvent`.
  @Test func setRootReportsAnOpenedEventAndTheScreensThatLeft() throws {
    var results: [RouteResult<Bool>] = []
    let watcher = LifetimeWatcher()
    do {
      let product = try openProduct(2, as: .push)
      try #require(product.router).openReaderThreeLogin { results.append($0) }
      let login = try top(as: ReaderThree.LoginScreen.self)
      watcher.watch(login, as: "login")
      watcher.watch(login.router, as: "login router")
      watcher.watch(product, as: "product")
      watcher.watch(product.viewModel, as: "product view model")
    }
    events.clear()

    let home = try window.setRoot { router in
      ReaderThree.ProductScreen(viewModel: ReaderThree.ProductViewModel(id: 50, router: router))
    }
    #expect(
      events.lines == [
        #"opened ProductScreen "Product 50" (root)"#,
        #"cancelled LoginScreen "Login" for ProductScreen "Product 2""#,
      ])
    #expect(events.events.first?.action == .opened)
    #expect(events.events.first?.transition == Transition.root.name)
    #expect(results.count == 1)
    #expect(results.first?.isCancelled == true)
    #expect(window.root === home)
    #expect(home.router?.rootTransition == .root)
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(window.leakedScreens().isEmpty)
    try window.checkInvariants()
  }

  // A refused `setRoot` is a typed error the observers hear as `failed`, and the window keeps
  // its hierarchy: a builder that throws, and a builder that returns a screen already shown.
  @Test func aRefusedSetRootLeavesTheWindowAsItWas() throws {
    try openProduct(2, as: .push)
    events.clear()
    let before = try window.path()
    let error = try #require(throws: RoutingError.self) {
      try window.setRoot { _ -> Screen in throw ReaderThree.NoSuchProduct() }
    }
    guard case .buildFailed(let thrown) = error.reason else {
      Issue.record("expected buildFailed, got \(error.reason)")
      return
    }
    #expect(thrown is ReaderThree.NoSuchProduct)
    #expect(error.description.hasPrefix("Cannot set the window's root: building the screen failed"))

    let shown = try top()
    let again = try #require(throws: RoutingError.self) { try window.setRoot { _ in shown } }
    #expect(again.reason == .hierarchy(.alreadyInHierarchy(ScreenInfo(shown))))
    #expect(events.events.map(\.error) == [error, again])
    #expect(events.events.map(\.transition) == ["root", "root"])
    #expect(try window.path() == before)
    #expect(window.leakedScreens().isEmpty)
  }

  // README "Results, screens built ahead, paths": the window saved as JSON and restored over a
  // window that shows other screens is reported as `setRoot` is, then as a `PathEvent`; the
  // screens that left are freed, and a result waiting among them is cancelled.
  @Test func aRestoredPathReportsAsEveryChangeDoes() throws {
    try openProduct(2, as: .push)
    try openProduct(3, as: .fade)
    let saved = try JSONEncoder().encode(window.restorablePath())
    let decoded = try JSONDecoder().decode(ScreenPath.self, from: saved)
    #expect(decoded == (try window.path()))

    let other = Window(container: window.container)
    let otherEvents = EventLog(context: other.context)
    try other.setRoot { router in
      ReaderThree.ProductScreen(viewModel: ReaderThree.ProductViewModel(id: 70, router: router))
    }
    var results: [RouteResult<Bool>] = []
    try #require(other.root?.router).openReaderThreeLogin { results.append($0) }
    otherEvents.clear()

    try other.restore(decoded, using: ReaderThree.screens)
    #expect(
      otherEvents.lines == [
        #"opened TabContainer "Tabs" (root)"#,
        #"cancelled LoginScreen "Login" for ProductScreen "Product 70""#,
        "restored \(decoded)",
      ])
    #expect(otherEvents.events.last?.feature(as: PathEvent.self) == .restored(decoded))
    #expect(results.map(\.isCancelled) == [true])
    #expect(try other.path() == decoded)
    #expect(other.leakedScreens().isEmpty)

    // The rebuilt fade closes with its fade, as the original did.
    other.topmostScreen?.router?.close()
    #expect(
      otherEvents.lines.last == #"closed ProductScreen "Product 3" (animated, fade 300ms)"#)
  }

  // A link waiting for its guard's login when the window gets a new root: the login leaves
  // with the old hierarchy, so the link is abandoned (not left waiting), and the observers
  // hear the new root, then what it caused.
  @Test func setRootAbandonsALinkWaitingForItsGuardsLogin() throws {
    let deeplinks = try DeeplinkRouter(window: window, origins: ["shop://"])
    let loggedIn = DeeplinkGuard("logged in") { _ in
      .requireFlow { link, completion in
        try link.router(as: (any ReaderThree.LoginRoute).self).openReaderThreeLogin { result in
          completion(result.value == true ? .success(()) : .failure(ReaderThree.NoSuchProduct()))
        }
      }
    }
    try deeplinks.register("/orders", guards: [loggedIn]) { link in
      try link.router(as: (any ReaderThree.ProductRoute).self).openReaderThreeProduct(id: 77)
    }
    var final: DeeplinkResult?
    guard
      case .pending(guardName: "logged in") = deeplinks.handle(
        "shop://orders", completion: { final = $0 })
    else {
      Issue.record("expected pending")
      return
    }
    #expect(window.topmostScreen is ReaderThree.LoginScreen)
    events.clear()

    try window.setRoot { router in
      ReaderThree.ProductScreen(viewModel: ReaderThree.ProductViewModel(id: 50, router: router))
    }
    guard case .abandoned = final else {
      Issue.record("expected abandoned, got \(String(describing: final))")
      return
    }
    #expect(events.lines.first == #"opened ProductScreen "Product 50" (root)"#)
    #expect(events.events.contains { $0.feature(as: DeeplinkEvent.self) != nil })
    #expect(try window.path().description == "product?id=50")
    #expect(window.leakedScreens().isEmpty)
  }

  // A refused restore: a typed `ScreenPathError`, a `PathEvent.refused` for the observers, the
  // window as it was, the login still waiting for its result, nothing built kept.
  @Test func aRefusedRestoreLeavesTheWindowUnchanged() throws {
    let product = try openProduct(2, as: .push)
    var results: [RouteResult<Bool>] = []
    try #require(product.router).openReaderThreeLogin { results.append($0) }
    let before = try window.restorablePath()
    events.clear()

    var path = ScreenPath(root: .screen(ScreenIdentity("product", parameters: ["id": "5"])))
    path.presentations = [
      ScreenPath.Presentation(
        style: "sheet", node: .screen(ScreenIdentity("product", parameters: ["id": "6"])))
    ]
    #expect(throws: ScreenPathError.unknownPresentation("sheet")) {
      try window.restore(path, using: ReaderThree.screens)
    }
    let bad = ScreenPath(root: .screen(ScreenIdentity("product", parameters: ["id": "six"])))
    let error = try #require(throws: ScreenPathError.self) {
      try window.restore(bad, using: ReaderThree.screens)
    }
    guard case .badParameter = error else {
      Issue.record("expected badParameter, got \(error)")
      return
    }
    #expect(
      events.events.compactMap { $0.feature(as: PathEvent.self) } == [
        .refused(path, .unknownPresentation("sheet")), .refused(bad, error),
      ])
    #expect(events.events.count == 2)
    #expect(try window.restorablePath() == before)
    #expect(results.isEmpty)
    #expect(window.topmostScreen is ReaderThree.LoginScreen)
    #expect(window.leakedScreens().isEmpty)
  }

  // Window+Paths.swift: a refused restore frees everything it built and gives a screen the app
  // keeps, which a builder returned, back its state: no identity, no router, nothing presented
  // on it; the app can show it afterwards.
  @Test func aRefusedRestoreGivesAKeptScreenBackItsState() throws {
    let kept = Screen(title: "Kept")
    let watcher = LifetimeWatcher()
    var registry = ReaderThree.screens
    registry.register("kept") { _, _ in kept }
    registry.register("watched") { identity, router in
      let screen = ReaderThree.ProductScreen(
        viewModel: ReaderThree.ProductViewModel(id: 5, router: router))
      screen.identity = identity
      watcher.watch(screen, as: "built product")
      watcher.watch(screen.viewModel, as: "built view model")
      watcher.watch(router, as: "built router")
      return screen
    }
    let before = try window.path()
    let presentedTwice = ScreenPath(
      root: .screen(ScreenIdentity("kept")),
      presentations: [
        ScreenPath.Presentation(style: "fade", node: .screen(ScreenIdentity("watched"))),
        ScreenPath.Presentation(style: "modal", node: .screen(ScreenIdentity("gone"))),
      ])
    #expect(throws: ScreenPathError.unknownScreen("gone")) {
      try window.restore(presentedTwice, using: registry)
    }
    let keptInTabs = ScreenPath(
      root: .tabs(
        [
          .stack([ScreenIdentity("kept"), ScreenIdentity("watched")]),
          .screen(ScreenIdentity("gone")),
        ],
        selectedIndex: 0))
    #expect(throws: ScreenPathError.unknownScreen("gone")) {
      try window.restore(keptInTabs, using: registry)
    }
    #expect(kept.navigationContainer == nil)
    #expect(!kept.isInHierarchy)
    let keptTwice = ScreenPath(root: .stack([ScreenIdentity("kept"), ScreenIdentity("kept")]))
    let error = try #require(throws: ScreenPathError.self) {
      try window.restore(keptTwice, using: registry)
    }
    guard case .routing(let routing) = error else {
      Issue.record("expected a routing error, got \(error)")
      return
    }
    #expect(routing.reason == .alreadyHasRouter(ScreenInfo(kept)))
    #expect(kept.identity == nil)
    #expect(kept.router == nil)
    #expect(kept.presentedScreen == nil)
    #expect(!kept.isInHierarchy)
    #expect(watcher.count == 6)
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(try window.path() == before)
    #expect(window.leakedScreens().isEmpty)

    try topRouter().route(to: kept, as: .push)
    #expect(window.topmostScreen === kept)
  }

  // ScreenPath.swift: any value decodes, and one that describes no hierarchy is refused when
  // restored, with the CHANGELOG's message, the window unchanged; a presentation style that wraps
  // its screen in navigation needs a stack.
  @Test func aPathThatDescribesNoHierarchyIsRefusedWhenRestored() throws {
    let before = try window.path()
    let product = ScreenIdentity("product", parameters: ["id": "2"])
    let paths = [
      ScreenPath(root: .stack([])),
      ScreenPath(root: .tabs([.screen(product)], selectedIndex: 3)),
      ScreenPath(
        root: .screen(product),
        presentations: [
          ScreenPath.Presentation(style: "modal in navigation", node: .screen(product))
        ]),
    ]
    var messages: [String] = []
    for path in paths {
      let decoded = try JSONDecoder().decode(ScreenPath.self, from: JSONEncoder().encode(path))
      #expect(decoded == path)
      let error = try #require(throws: ScreenPathError.self) {
        try window.restore(decoded, using: ReaderThree.screens)
      }
      messages.append(error.description)
      #expect(try window.path() == before)
    }
    #expect(
      messages == [
        "Cannot restore nav(): a navigation stack needs at least one screen",
        "Cannot restore tabs(product?id=2): tab index 3 is out of range (there is 1 tab)",
        #"the presentation "modal in navigation" cannot present product?id=2"#,
      ])
    #expect(events.events.compactMap { $0.feature(as: PathEvent.self) }.count == 3)
    #expect(events.events.count == 3)
    #expect(window.leakedScreens().isEmpty)
  }

  // A custom transition registered for restoration (`registerPresentation(.card)`) is written
  // with its name and rebuilt with it: the restored card closes as a card.
  @Test func aCustomPresentationRestoresWithItsTransition() throws {
    try openProduct(2, as: .card)
    let path = try window.path()
    #expect(path.presentations.map(\.style) == ["card"])
    let other = Window(container: window.container)
    #expect(throws: ScreenPathError.unknownPresentation("card")) {
      try other.restore(path, using: ReaderThree.screens)
    }
    #expect(other.root == nil)
    var screens = ReaderThree.screens
    screens.registerPresentation(.card)
    try other.restore(path, using: screens)
    #expect(other.topmostScreen?.router?.rootTransition == .card)
    #expect(try other.path() == path)
  }

  // MARK: - Feature events

  // Deeplinks, results and paths report through `RoutingEvent` as `FeatureEvent`s, each read
  // back with `feature(as:)` (and only as its own type), in the order they happened.
  @Test func deeplinkResultAndPathEventsReachTheObservers() throws {
    let deeplinks = try DeeplinkRouter(window: window, origins: ["shop://"])
    try deeplinks.register("/product/:id<Int>") { link in
      try link.router(as: (any ReaderThree.ProductRoute & Router).self)
        .openReaderThreeProduct(id: try link.parameters.value(named: "id", as: Int.self), as: .push)
    }
    #expect(deeplinks.handle("shop://product/8").isAccepted)
    try topRouter().openReaderThreeLogin { _ in }
    try top(as: ReaderThree.LoginScreen.self).triggerAction("Log in")
    try window.restore(try window.path(), using: ReaderThree.screens)

    var links: [DeeplinkEvent] = []
    var results: [ResultEvent] = []
    var paths: [PathEvent] = []
    var routing: [String] = []
    for event in events.events {
      if case .feature(let feature) = event.action {
        #expect(feature.description == event.description)
        if let link = event.feature(as: DeeplinkEvent.self) {
          #expect(event.feature(as: ResultEvent.self) == nil)
          links.append(link)
        } else if let result = event.feature(as: ResultEvent.self) {
          #expect(event.feature(as: PathEvent.self) == nil)
          results.append(result)
        } else if let path = event.feature(as: PathEvent.self) {
          paths.append(path)
        }
      } else {
        #expect(event.feature(as: DeeplinkEvent.self) == nil)
        routing.append(event.description)
      }
    }
    #expect(links.count == 2)
    guard case .matched(url: "shop://product/8", pattern: "/product/:id<Int>") = links.first,
      case .handled(url: "shop://product/8", let screen) = links.last
    else {
      Issue.record("expected matched then handled, got \(links)")
      return
    }
    #expect(screen == ScreenInfo(typeName: "ProductScreen", title: "Product 8"))
    #expect(
      results == [
        .returned(
          screen: ScreenInfo(typeName: "LoginScreen", title: "Login"),
          presenter: ScreenInfo(typeName: "ProductScreen", title: "Product 8"), cancelled: false)
      ])
    #expect(paths.count == 1)
    #expect(routing.count == 4)  // opened the product, the login, closed it, opened the root
  }

  // The routing layer's own actions: an exhaustive switch without a deeplink, result or path
  // case compiles, so a feature's event can only arrive as `.feature`. A feature of the app's
  // own posts the same way (`RoutingContext.notify`) and reads back with `feature(as:)`.
  @Test func routingActionsHaveNoFeatureCasesAndAppsPostTheirOwn() {
    func verb(_ action: RoutingEvent.Action) -> String {
      switch action {
      case .opened: "opened"
      case .closed: "closed"
      case .dismissed: "dismissed"
      case .focused: "focused"
      case .selectedTab: "selected tab"
      case .failed: "failed"
      case .popped: "popped"
      case .replaced: "replaced"
      case .replacedStack: "replaced stack"
      case .dismissedAll: "dismissed all"
      case .feature(let event): "feature \(type(of: event.base))"
      }
    }
    window.context.notify(RoutingEvent(ReaderThree.CheckoutEvent.paid(cents: 1250)))
    let event = events.events.last
    #expect(event.map { verb($0.action) } == "feature CheckoutEvent")
    #expect(event?.feature(as: ReaderThree.CheckoutEvent.self) == .paid(cents: 1250))
    #expect(event?.feature(as: PathEvent.self) == nil)
    #expect(event?.description == "paid 12.50")
    #expect(event?.screen == nil)
  }

  // The CHANGELOG's migration notes, pasted: a refused restore read back with
  // `if case .refused(let path, let error) = event.feature(as: PathEvent.self)`, a handled link
  // with `case .handled(let url, _)? = event.feature(as: DeeplinkEvent.self)`, a result with
  // `event.feature(as: ResultEvent.self)`, and a router's transition with `== .push` or
  // `.name == "push"`.
  @Test func theChangelogsMigrationSnippetsCompileAndMatch() throws {
    var refusedPaths: [ScreenPath] = []
    var handledURLs: [String] = []
    var returned = 0
    window.context.addObserver { event in
      if case .refused(let path, let error) = event.feature(as: PathEvent.self) {
        #expect(error == .unknownScreen("orders"))
        refusedPaths.append(path)
      }
      if case .handled(let url, _)? = event.feature(as: DeeplinkEvent.self) {
        handledURLs.append(url)
      }
      if event.feature(as: ResultEvent.self) != nil { returned += 1 }
    }
    let orders = ScreenPath(root: .screen(ScreenIdentity("orders")))
    #expect(throws: ScreenPathError.self) { try window.restore(orders, using: ReaderThree.screens) }
    let deeplinks = try DeeplinkRouter(window: window, origins: ["shop://"])
    try deeplinks.register("/product/:id<Int>") { link in
      try link.router(as: (any ReaderThree.ProductRoute & Router).self)
        .openReaderThreeProduct(id: try link.parameters.value(named: "id", as: Int.self), as: .push)
    }
    deeplinks.handle("shop://product/3")
    try topRouter().openReaderThreeLogin { _ in }
    try top().triggerAction("Cancel")
    #expect(refusedPaths == [orders])
    #expect(handledURLs == ["shop://product/3"])
    #expect(returned == 1)
    let router = try topRouter()
    #expect(router.rootTransition == .push)
    #expect(router.rootTransition.name == "push")
  }

  // MARK: - The leak report

  // README "Test a view model": "A router kept on its own (its screen and view model freed) is
  // not listed" — here the screen has no view model at all, and the kept router's root is gone.
  @Test func aRouterKeptOnItsOwnIsNotListed() throws {
    let w = Window()
    try w.setRoot { _ in Screen(title: "A") }
    let kept = try #require(w.root?.router)
    try w.setRoot { _ in Screen(title: "C") }
    #expect(kept.root == nil)
    #expect(w.leakedScreens() == [])
  }

  // The same with a view model that only its screen owned: it is freed with the screen, and the
  // router the test keeps is not listed either.
  @Test func aRouterKeptWhenItsScreensViewModelWasFreedIsNotListed() throws {
    let watcher = LifetimeWatcher()
    let kept: DefaultRouter
    do {
      let product = try openProduct(2, as: .push)
      kept = try #require(product.router)
      watcher.watch(product.viewModel, as: "view model")
      try product.triggerAction("Done")
    }
    #expect(watcher.allFreed)
    #expect(kept.root == nil)
    #expect(window.leakedScreens().isEmpty)
  }

  // A screen the test keeps after it left is listed, with its view model and router, in the
  // format `LeakedScreen` documents; once let go, the list is empty again. A view model kept
  // alone outlives its screen and is listed with its router, without the screen.
  @Test func aScreenOrViewModelKeptAfterLeavingIsListed() throws {
    var product: ReaderThree.ProductScreen? = try openProduct(2, as: .push)
    try product?.triggerAction("Done")
    let leaked = window.leakedScreens()
    #expect(
      leaked.map(\.description) == [
        #"ProductScreen "Product 2" (alive: screen, ProductViewModel, DefaultRouter)"#
      ])
    #expect(leaked.first?.isScreenAlive == true)
    #expect(leaked.first?.screen == ScreenInfo(typeName: "ProductScreen", title: "Product 2"))

    var model = product?.viewModel
    product = nil
    #expect(
      window.leakedScreens().map(\.description) == [
        #"ProductScreen "Product 2" (alive: ProductViewModel, DefaultRouter)"#
      ])
    #expect(window.leakedScreens().first?.isScreenAlive == false)
    model = nil
    #expect(model == nil)
    #expect(window.leakedScreens().isEmpty)
  }

  // LeakedScreen.swift's example: a login kept after the user cancelled it reads
  // `LoginScreen "Login" (alive: screen, LoginViewModel, …)`, its router last.
  @Test func aKeptLoginReadsAsLeakedScreenDocuments() throws {
    try topRouter().openReaderThreeLogin { _ in }
    let login = try top(as: ReaderThree.LoginScreen.self)
    try login.triggerAction("Cancel")
    #expect(!login.isShown)
    #expect(
      window.leakedScreens().map(\.description) == [
        #"LoginScreen "Login" (alive: screen, LoginViewModel, ResultRouter<Bool>)"#
      ])
  }

  // Window.swift: `leakedScreens()` lists the screens that left *this* window, also when two
  // windows share one context (`Window(context:)`, one observer for both scenes), whether the
  // screen left before the second window was made or after.
  @Test func windowsSharingAContextReportTheirOwnLeaks() throws {
    let first = try openProduct(2, as: .push)
    try first.triggerAction("Done")
    let second = Window(container: window.container, context: window.context)
    try second.setRoot { router in
      try NavigationContainer(
        root: ReaderThree.ProductScreen(
          viewModel: ReaderThree.ProductViewModel(id: 200, router: router)))
    }
    try #require(second.topmostScreen?.router).openReaderThreeProduct(id: 201)
    let kept = try #require(second.topmostScreen as? ReaderThree.ProductScreen)
    try kept.triggerAction("Done")
    #expect(second.leakedScreens().map(\.screen) == [ScreenInfo(kept)])
    #expect(window.leakedScreens().map(\.screen) == [ScreenInfo(first)])
  }

  // A screen that left with the root `setRoot` replaced is reported like a closed one.
  @Test func aScreenKeptAfterSetRootReplacedItIsListed() throws {
    let old = try #require(window.root)
    try window.setRoot { _ in Screen(title: "Home") }
    #expect(old.window == nil)
    // The kept root keeps its whole tree: each screen is listed with what it holds (a tab's
    // bottom product holds its view model; the router is its navigation container's).
    #expect(
      window.leakedScreens().map(\.description) == [
        #"TabContainer "Tabs" (alive: screen, DefaultRouter)"#,
        #"NavigationContainer "Shop" of ProductScreen "Product 1" (alive: screen, DefaultRouter)"#,
        #"ProductScreen "Product 1" (alive: screen, ProductViewModel)"#,
        #"NavigationContainer "Wishlist" of ProductScreen "Product 100" (alive: screen, DefaultRouter)"#,
        #"ProductScreen "Product 100" (alive: screen, ProductViewModel)"#,
      ])
  }

  // MARK: - Build now, show later

  // The CHANGELOG's migration from `preview`: make it, peek at it, show it with `route(to:as:)`
  // or drop it; dropping frees the screen, its view model and router, and no event was sent.
  @Test(arguments: [true, false])
  func aScreenBuiltAheadIsShownOrDropped(userPressedHarder: Bool) throws {
    let router = try topRouter()
    let watcher = LifetimeWatcher()
    do {
      let product = try router.makeScreen { router in
        ReaderThree.ProductScreen(viewModel: ReaderThree.ProductViewModel(id: 9, router: router))
      }
      watcher.watch(product, as: "product")
      watcher.watch(product.viewModel, as: "view model")
      watcher.watch(product.router, as: "router")
      #expect(product.title == "Product 9")  // peek(product)
      #expect(!product.isInHierarchy)
      #expect(events.lines.isEmpty)
      if userPressedHarder { router.route(to: product, as: .push) }
    }
    if userPressedHarder {
      #expect(
        events.lines == [
          #"opened ProductScreen "Product 9" from NavigationContainer "Shop" of ProductScreen "Product 1" (push, system.push 350ms)"#
        ])
      let shown = try top(as: ReaderThree.ProductScreen.self)
      #expect(shown.router?.rootTransition == .push)
      try shown.triggerAction("Done")
    } else {
      #expect(events.lines.isEmpty)
    }
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
    #expect(window.leakedScreens().isEmpty)
  }

  // The CHANGELOG: showing a screen built ahead a second time fails with
  // `alreadyInHierarchy`; a builder that throws is thrown to the caller only (no `failed`
  // event).
  @Test func aScreenBuiltAheadShowsOnceAndABuilderErrorIsTheCallers() throws {
    let router = try topRouter()
    let product = try router.makeScreen { router in
      ReaderThree.ProductScreen(viewModel: ReaderThree.ProductViewModel(id: 9, router: router))
    }
    router.route(to: product, as: .push)
    var outcome: Result<Void, RoutingError>?
    router.route(to: product, as: .modal) { outcome = $0 }
    #expect(outcome?.error?.reason == .hierarchy(.alreadyInHierarchy(ScreenInfo(product))))
    events.clear()
    #expect(throws: RoutingError.self) {
      try router.makeScreen { _ -> Screen in throw ReaderThree.NoSuchProduct() }
    }
    #expect(events.events.isEmpty)
  }

  // A route that builds ahead and then shows (a peek, then a pop), on a recording router: the
  // screen is recorded as pushed, and its router closes it as a push, as a real router's would.
  @Test func aScreenBuiltAheadAndShownOnARecordingRouterKeepsItsTransition() throws {
    let router = RecordingRouter()
    router.peekReaderThreeProduct(id: 5, popping: true)
    router.peekReaderThreeProduct(id: 6, popping: false)
    #expect(router.log == [#"route ProductScreen "Product 5" (push, system.push 350ms)"#])
    let screen = try #require(router.routedScreens.first?.screen as? ReaderThree.ProductScreen)
    #expect(screen.router?.rootTransition == .push)

    // The same route in a window, for comparison.
    try topRouter().peekReaderThreeProduct(id: 5, popping: true)
    #expect(window.topmostScreen?.router?.rootTransition == .push)
  }

  // A screen built ahead is the app's to show where and how it likes, in its own window: shown
  // from another window it is refused (`otherWindow`) and stays ready; shown, closed while the
  // app keeps it (listed as leaked), then shown again another way, it closes the new way and
  // is no longer listed.
  @Test func aScreenBuiltAheadIsShownAgainAnotherWay() throws {
    let router = try topRouter()
    let product = try router.makeScreen(.modal) { router in
      ReaderThree.ProductScreen(viewModel: ReaderThree.ProductViewModel(id: 9, router: router))
    }
    let other = Window()
    try other.setRoot { router in
      try NavigationContainer(
        root: ReaderThree.ProductScreen(
          viewModel: ReaderThree.ProductViewModel(id: 1, router: router)))
    }
    var outcome: Result<Void, RoutingError>?
    try #require(other.topmostScreen?.router).route(to: product, as: .push) { outcome = $0 }
    #expect(outcome?.error?.reason == .otherWindow(ScreenInfo(product)))
    #expect(product.router?.rootTransition == .modal)
    #expect(!product.isInHierarchy)

    router.route(to: product, as: .fade)
    #expect(window.topmostScreen === product)
    try product.triggerAction("Done")
    #expect(window.leakedScreens().map(\.screen) == [ScreenInfo(product)])
    events.clear()
    router.route(to: product, as: .push)
    #expect(window.topmostScreen === product)
    #expect(window.leakedScreens().isEmpty)
    try product.triggerAction("Done")
    #expect(
      events.lines == [
        #"opened ProductScreen "Product 9" from NavigationContainer "Shop" of ProductScreen "Product 1" (push, system.push 350ms)"#,
        #"closed ProductScreen "Product 9" (push, system.push 350ms)"#,
      ])
    #expect(window.leakedScreens().map(\.screen) == [ScreenInfo(product)])
  }

  // MARK: - RecordingRouter, as TestingWithRecordingRouter.md writes it

  // "Test a view model" and "Test a route".
  @Test func theRecordingRouterRecordsTheViewModelsAndTheRoutesRequests() throws {
    let router = RecordingRouter()
    let model = ReaderThree.ProductViewModel(id: 7, router: router)
    model.showRelated()
    model.done()
    #expect(router.log == [#"route ProductScreen "Product 8" (push, system.push 350ms)"#, "close"])
    let screen = try #require(router.routedScreens.first?.screen as? ReaderThree.ProductScreen)
    #expect(screen.viewModel.id == 8)
    #expect(screen.router?.rootTransition == .push)
    #expect(router.routedScreens.first?.transition == .push)
    router.reset()
    router.openReaderThreeProduct(id: 4, as: .card)
    #expect(router.log == [#"route ProductScreen "Product 4" (card, card 400ms)"#])
  }

  // "Test failures": a failure reaches the observers of the router's own context; a route whose
  // builder throws records nothing, and its failure reaches the observers the same way.
  @Test func aRecordingRoutersFailuresReachItsObservers() {
    let router = RecordingRouter()
    router.failure = RoutingError(
      "close ProductScreen", .notShown(ScreenInfo(typeName: "ProductScreen", title: "Product 7")))
    var failures: [RoutingError] = []
    router.context.addObserver { event in
      if let error = event.error { failures.append(error) }
    }
    ReaderThree.ProductViewModel(id: 7, router: router).done()
    #expect(router.log == ["close"])
    #expect(failures == [router.failure])

    router.failure = nil
    router.openReaderThreeMissingProduct()
    #expect(router.log == ["close"])
    #expect(failures.count == 2)
    guard case .buildFailed(let thrown)? = failures.last?.reason else {
      Issue.record("expected buildFailed, got \(failures)")
      return
    }
    #expect(thrown is ReaderThree.NoSuchProduct)
  }

  // MARK: - The container

  // README "The container": a session scope reset on logout. A `Lazy` taken before keeps the
  // session it resolved; a `Provider` asks each time, so it gets the new one; a new `Cart`
  // gets a new lazy reference.
  @Test func aResetScopeGivesANewSessionToProvidersAndNewServices() throws {
    let container = try ReaderThree.makeContainer()
    let cart = try container.resolve(ReaderThree.Cart.self)
    let store = try container.resolve(ReaderThree.WishlistStore.self)
    let first = try cart.session.instance
    #expect(try store.session.instance === first)
    #expect(try container.resolve(ReaderThree.SessionService.self) === first)

    container.reset(.readerThreeSession)
    let second = try container.resolve(ReaderThree.SessionService.self)
    #expect(second !== first)
    #expect(try cart.session.instance === first)
    #expect(try store.session.instance === second)
    #expect(try container.resolve(ReaderThree.Cart.self).session.instance === second)
    #expect(try container.resolve(ReaderThree.WishlistStore.self) === store)
  }

  // WayfinderContainer.md: `reset(_:)` drops the scope's instances in this container, its
  // ancestors and its children, and the old session is freed once nobody holds it; a `Lazy`
  // whose resolve failed keeps nothing and tries again, and one whose container is freed says
  // so; the test initializers hand out the fake they were given.
  @Test func scopesLazyReferencesAndProvidersBehaveAsDocumented() throws {
    let parent = try ReaderThree.makeContainer()
    let child = parent.makeChild()
    weak let first = try parent.resolve(ReaderThree.SessionService.self)
    #expect(first != nil)
    #expect(try child.resolve(ReaderThree.SessionService.self) === first)
    child.reset(.readerThreeSession)
    #expect(first == nil)
    let second = try child.resolve(ReaderThree.SessionService.self)
    parent.reset(.readerThreeSession)
    #expect(try child.resolve(ReaderThree.SessionService.self) !== second)

    let container = Container()
    try container.register(ReaderThree.CartService.self) { r in
      ReaderThree.CartService(checkout: r.lazy())
    }
    let cart = try container.resolve(ReaderThree.CartService.self)
    let missing = try #require(throws: ResolutionError.self) { try cart.checkout.instance }
    #expect(missing.reason == .missingRegistration)
    try container.register(ReaderThree.CheckoutService.self, lifetime: .singleton) { r in
      ReaderThree.CheckoutService(cart: r.provider())
    }
    let checkout = try cart.checkout.instance
    #expect(try cart.checkout.instance === checkout)

    var released: Container? = Container()
    try released?.register(ReaderThree.CartService.self) { r in
      ReaderThree.CartService(checkout: r.lazy())
    }
    let orphan = try #require(try released?.resolve(ReaderThree.CartService.self))
    released = nil
    let gone = try #require(throws: ResolutionError.self) { try orphan.checkout.instance }
    #expect(gone.reason == .containerReleased)

    let fake = ReaderThree.CheckoutService(
      cart: Provider(ReaderThree.CartService(checkout: Lazy(checkout))))
    #expect(try ReaderThree.CartService(checkout: Lazy(fake)).checkout.instance === fake)
    #expect(try fake.cart.instance.checkout.instance === checkout)
  }

  // README: `try container.validate()` proves the graph, and names a missing service with the
  // chain that needs it, in the README's format; a provider whose registration is missing is
  // found before it is used.
  @Test func validateNamesWhatIsMissingAsTheReadmeShows() throws {
    #expect(throws: Never.self) { try ReaderThree.makeContainer().validate() }

    let container = Container()
    try container.register(ReaderThree.Catalogue.self, lifetime: .singleton) { r in
      ReaderThree.Catalogue(reviews: r.provider())
    }
    try container.registerMainActor(
      ReaderThree.SessionService.self, lifetime: .scoped(.readerThreeSession)
    ) { _ in
      ReaderThree.SessionService()
    }
    try container.registerMainActor(ReaderThree.WishlistStore.self, lifetime: .singleton) { r in
      ReaderThree.WishlistStore(session: r.provider(), catalogue: try r.resolve())
    }
    #expect(throws: Never.self) { try container.resolve(ReaderThree.WishlistStore.self) }
    let error = try #require(throws: ValidationError.self) { try container.validate() }
    #expect(
      error.description == """
        1 resolution failure:
        - ReaderThree.Catalogue → ReaderThree.Reviews: no registration for ReaderThree.Reviews (name: nil, arguments: ())
        """)
    #expect(error.failures.map(\.reason) == [.missingRegistration])
  }

  // WayfinderContainer.md "Services that need each other": a factory that uses its lazy
  // reference while it runs needs the service being made: a cycle error naming the chain.
  @Test func aLazyUsedWhileItsServiceIsMadeIsACycle() throws {
    let container = Container()
    try container.register(ReaderThree.CartService.self, lifetime: .singleton) { r in
      let checkout: Lazy<ReaderThree.CheckoutService> = r.lazy()
      _ = try checkout.instance
      return ReaderThree.CartService(checkout: checkout)
    }
    try container.register(ReaderThree.CheckoutService.self, lifetime: .singleton) { r in
      let cart: Provider<ReaderThree.CartService> = r.provider()
      _ = try cart.instance
      return ReaderThree.CheckoutService(cart: cart)
    }
    let error = try #require(throws: ResolutionError.self) {
      try container.resolve(ReaderThree.CartService.self)
    }
    #expect(error.reason == .cycle)
    #expect(
      error.description
        == "ReaderThree.CartService → ReaderThree.CheckoutService → ReaderThree.CartService: dependency cycle on ReaderThree.CartService (name: nil, arguments: ())"
    )
  }
}

extension Scope {
  /// The signed-in session of `ReaderThree`'s shop.
  fileprivate static let readerThreeSession = Scope("reader-three-session")
}

extension Transition {
  /// The README's one-line custom transition.
  fileprivate static let card = Transition(
    "card", placement: .modal(inNavigation: false), animator: ReaderThree.CardAnimator())
}

extension DefaultRouter: ReaderThree.ProductRoute, ReaderThree.LoginRoute {}

extension RecordingRouter: ReaderThree.ProductRoute, ReaderThree.LoginRoute {}

/// The app a third reader writes from the README and the DocC articles: the guides' product
/// route, view model and screen, a login that returns a result, the container's services, and
/// the README's custom transition.
enum ReaderThree {
  /// A product the catalogue does not have.
  struct NoSuchProduct: Error {}

  /// Animator.swift's custom animator.
  final class CardAnimator: Animator {
    let name = "card"
    let duration: Duration = .milliseconds(400)
  }

  /// A feature event of the app's own (FeatureEvent.swift).
  enum CheckoutEvent: FeatureEvent {
    case paid(cents: Int)

    var description: String {
      switch self {
      case .paid(let cents): "paid \(cents / 100).\(String(format: "%02d", cents % 100))"
      }
    }
  }

  /// GettingStarted.md's route, with a name no other feature of the test module uses.
  @MainActor
  protocol ProductRoute {
    func openReaderThreeProduct(id: Int)
    func openReaderThreeMissingProduct()
    func peekReaderThreeProduct(id: Int, popping: Bool)
  }

  /// A login that says whether the user logged in.
  @MainActor
  protocol LoginRoute {
    func openReaderThreeLogin(onResult: @escaping @MainActor (RouteResult<Bool>) -> Void)
  }

  /// GettingStarted.md's view model.
  @MainActor
  final class ProductViewModel {
    typealias Routes = ProductRoute & Closable

    let id: Int
    private let router: any Routes

    init(id: Int, router: any Routes) {
      self.id = id
      self.router = router
    }

    func showRelated() { router.openReaderThreeProduct(id: id + 1) }
    func done() { router.close() }
  }

  /// GettingStarted.md's screen.
  final class ProductScreen: Screen {
    let viewModel: ProductViewModel

    init(viewModel: ProductViewModel) {
      self.viewModel = viewModel
      super.init(title: "Product \(viewModel.id)", model: viewModel)
      identity = ScreenIdentity("product", parameters: ["id": String(viewModel.id)])
      addAction("Related") { [viewModel] in viewModel.showRelated() }
      addAction("Done") { [viewModel] in viewModel.done() }
    }
  }

  /// The login's view model: finishes with `true`, or cancels.
  @MainActor
  final class LoginViewModel {
    typealias Routes = Finishable<Bool>
    private let router: any Routes
    init(router: any Routes) { self.router = router }
    func didLogIn() { router.finish(with: true) }
    func didTapCancel() { router.cancel() }
  }

  /// The login screen.
  final class LoginScreen: Screen {
    init(viewModel: LoginViewModel) {
      super.init(title: "Login", model: viewModel)
      identity = ScreenIdentity("login")
      addAction("Log in") { [viewModel] in viewModel.didLogIn() }
      addAction("Cancel") { [viewModel] in viewModel.didTapCancel() }
    }
  }

  /// The signed-in session, made per session scope.
  @MainActor
  final class SessionService {}

  /// The README's cart: a lazy reference to the session.
  final class Cart: Sendable {
    let session: Lazy<SessionService>
    init(session: Lazy<SessionService>) { self.session = session }
  }

  /// The reviews of the catalogue's products.
  final class Reviews: Sendable {}

  /// The README's product catalogue.
  final class Catalogue: Sendable {
    let reviews: Provider<Reviews>
    init(reviews: Provider<Reviews>) { self.reviews = reviews }
  }

  /// The README's wishlist store: it outlives sessions, so it takes a provider of the session.
  @MainActor
  final class WishlistStore {
    let session: Provider<SessionService>
    let catalogue: Catalogue
    init(session: Provider<SessionService>, catalogue: Catalogue) {
      self.session = session
      self.catalogue = catalogue
    }
  }

  /// WayfinderContainer.md's services that need each other.
  final class CartService: Sendable {
    let checkout: Lazy<CheckoutService>
    init(checkout: Lazy<CheckoutService>) { self.checkout = checkout }
  }

  /// WayfinderContainer.md's services that need each other.
  final class CheckoutService: Sendable {
    let cart: Provider<CartService>
    init(cart: Provider<CartService>) { self.cart = cart }
  }

  /// The app's composition root.
  @MainActor
  static func makeContainer() throws -> Container {
    let container = Container()
    try container.register(Reviews.self, lifetime: .singleton) { _ in Reviews() }
    try container.register(Catalogue.self, lifetime: .singleton) { r in
      Catalogue(reviews: r.provider())
    }
    try container.registerMainActor(SessionService.self, lifetime: .scoped(.readerThreeSession)) {
      _ in SessionService()
    }
    try container.register(Cart.self) { r in Cart(session: r.lazy(SessionService.self)) }
    try container.registerMainActor(WishlistStore.self, lifetime: .singleton) { r in
      WishlistStore(session: r.provider(), catalogue: try r.resolve())
    }
    return container
  }

  /// Every screen of the app, for restoring a saved path.
  @MainActor
  static var screens: ScreenRegistry {
    var registry = ScreenRegistry()
    registry.register("product") { identity, router in
      ProductScreen(
        viewModel: ProductViewModel(id: try identity.parameter("id", as: Int.self), router: router))
    }
    return registry
  }
}

extension ReaderThree.ProductRoute where Self: Router {
  func openReaderThreeProduct(id: Int) {
    openReaderThreeProduct(id: id, as: .push)
  }

  func openReaderThreeProduct(id: Int, as transition: Transition) {
    open(transition) { router in
      ReaderThree.ProductScreen(viewModel: ReaderThree.ProductViewModel(id: id, router: router))
    }
  }

  func peekReaderThreeProduct(id: Int, popping: Bool) {
    guard
      let product = try? makeScreen(build: { router in
        ReaderThree.ProductScreen(viewModel: ReaderThree.ProductViewModel(id: id, router: router))
      })
    else { return }
    if popping { route(to: product, as: .push) }
  }

  func openReaderThreeMissingProduct() {
    open(.push) { _ -> ReaderThree.ProductScreen in throw ReaderThree.NoSuchProduct() }
  }
}

extension ReaderThree.LoginRoute where Self: Router {
  func openReaderThreeLogin(onResult: @escaping @MainActor (RouteResult<Bool>) -> Void) {
    open(.modal(inNavigation: true), returning: Bool.self) { router in
      ReaderThree.LoginScreen(viewModel: ReaderThree.LoginViewModel(router: router))
    } onResult: { result in
      onResult(result)
    }
  }
}
