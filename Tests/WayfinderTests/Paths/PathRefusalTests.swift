import Testing
import Wayfinder
import WayfinderTesting

/// Paths that cannot be applied are refused with a clear error, and the window is unchanged.
@MainActor
@Suite struct PathRefusalTests {
  let window: Window
  let events: EventLog

  init() throws {
    window = try PathTestApp.makeWindow()
    #expect(PathTestApp.perform(.pushItem, on: window))
    #expect(PathTestApp.perform(.presentSheet, on: window))
    events = EventLog(context: window.context)
  }

  /// A refused path, built when the test runs, and the message it is refused with (a path kept in
  /// a static holds its nodes through tagged enum pointers, which LeakSanitizer cannot follow and
  /// reports as leaks).
  struct Refusal: Sendable, CustomTestStringConvertible {
    let makePath: @Sendable () -> ScreenPath
    let message: String

    init(_ makePath: @escaping @Sendable () -> ScreenPath, _ message: String) {
      self.makePath = makePath
      self.message = message
    }

    var testDescription: String { message }
  }

  nonisolated static let refusals: [Refusal] = [
    Refusal(
      { ScreenPath(.tabs([.nav("shop", "nope")], selectedIndex: 0)) },
      #"no screen is registered under the name "nope""#),
    Refusal(
      {
        ScreenPath(
          .stack([
            ScreenIdentity("shop"), ScreenIdentity("item", parameters: ["id": "x", "label": "L"]),
          ]))
      },
      #"the parameter "id" of item?id=x&label=L is "x", which is not a valid Int"#),
    Refusal(
      {
        ScreenPath(
          .stack([ScreenIdentity("shop"), ScreenIdentity("item", parameters: ["label": "L"])]))
      },
      #"the parameter "id" of item?label=L is missing"#),
    Refusal(
      { ScreenPath(.nav("shop"), (style: "card", node: .named("promo"))) },
      #"no presentation is registered as "card""#),
    Refusal(
      { ScreenPath(.nav("shop"), (style: "modal in navigation", node: .named("login"))) },
      #"the presentation "modal in navigation" cannot present login"#),
    Refusal(
      { ScreenPath(.named("shop", ["x": "1"])) }, #"the parameter "" of shop?x=1 is not expected"#),
    Refusal(
      {
        ScreenPath(
          .tabs([.named("shop"), .named("shop")], selectedIndex: 0),
          (style: "modal", node: .tabs([.named("promo")], selectedIndex: 0)),
          (
            style: "modal",
            node: .stack([
              ScreenIdentity("login"), ScreenIdentity("item", parameters: ["id": "1"]),
            ])
          ))
      },
      #"the parameter "label" of item?id=1 is missing"#),
    Refusal(
      { ScreenPath(.stack([])) },
      #"Cannot restore nav(): a navigation stack needs at least one screen"#),
  ]

  @Test(arguments: refusals)
  func aRefusedPathLeavesTheWindowUnchanged(refusal: Refusal) throws {
    let path = refusal.makePath()
    let message = refusal.message
    let before = (render: window.render(), path: try window.path(), root: window.root)
    let error = #expect(throws: ScreenPathError.self) {
      try window.restore(path, using: PathTestApp.registry)
    }
    #expect(error?.description == message)
    #expect(window.render() == before.render)
    #expect(try window.path() == before.path)
    #expect(window.root === before.root)
    try window.checkInvariants()
    #expect(events.events.count == 1)
    let refusal = try #require(error)
    #expect(events.events.first?.feature(as: PathEvent.self) == .refused(path, refusal))
    #expect(events.lines.first == "restore refused \(path): \(message)")
  }

  @Test func everythingBuiltBeforeARefusalIsFreed() throws {
    let watcher = LifetimeWatcher()
    var registry = PathTestApp.registry
    registry.register("item") { identity, router in
      let screen = try PathTestApp.build(identity, router: router)
      watcher.watch(screen)
      watcher.watch(router)
      return screen
    }
    registry.register("broken") { _, _ in throw CancellationError() }
    let path = ScreenPath(
      .tabs(
        [
          .stack([
            ScreenIdentity("shop"), ScreenIdentity("item", parameters: ["id": "1", "label": "A"]),
            ScreenIdentity("item", parameters: ["id": "2", "label": "B"]),
          ]),
          .nav("wishlist"),
        ], selectedIndex: 0), (style: "modal", node: .named("broken")))
    #expect(
      throws: ScreenPathError.routing(
        RoutingError("rebuild broken", .buildFailed(CancellationError())))
    ) {
      try window.restore(path, using: registry)
    }
    #expect(watcher.count == 4)
    #expect(watcher.survivors.isEmpty)
  }

  @Test func aBuilderReturningAnotherIdentityIsRefused() {
    var registry = PathTestApp.registry
    registry.register("shop") { _, router in
      try PathTestApp.build(ScreenIdentity("wishlist"), router: router)
    }
    #expect(
      throws: ScreenPathError.identityMismatch(
        expected: ScreenIdentity("shop"), actual: ScreenIdentity("wishlist"))
    ) {
      try window.restore(ScreenPath(.named("shop")), using: registry)
    }
  }

  @Test func aBuilderReturningAPlacedScreenIsRefused() throws {
    let placed = try #require(window.topmostScreen)
    var registry = PathTestApp.registry
    registry.register("sheet") { _, _ in placed }
    #expect(throws: ScreenPathError.self) {
      try window.restore(
        ScreenPath(.nav("shop"), (style: "modal", node: .named("sheet"))), using: registry)
    }
    #expect(window.topmostScreen === placed)
  }

  @Test func aBuilderReturningAContainerIsRefused() throws {
    var registry = PathTestApp.registry
    registry.register("home") { _, router in
      try TabContainer(tabs: [PathTestApp.build(ScreenIdentity("shop"), router: router)])
    }
    let before = window.render()
    let error = #expect(throws: ScreenPathError.self) {
      try window.restore(ScreenPath(.named("home")), using: registry)
    }
    #expect(
      error?.description
        == #"TabContainer cannot be written: the builder of "home" returned a container, not a screen"#
    )
    #expect(window.render() == before)
  }

  @Test(arguments: [Transition.push, .root, .selectTab, .empty])
  func aPresentationThatIsNotModalIsRefused(transition: Transition) throws {
    var registry = PathTestApp.registry
    registry.registerPresentation(transition)
    let style = transition.name
    let before = window.render()
    #expect(throws: ScreenPathError.unknownPresentation(style)) {
      try window.restore(
        ScreenPath(.nav("shop"), (style: style, node: .named("sheet"))), using: registry)
    }
    #expect(window.render() == before)
  }

  @Test func valuesThatDescribeNoHierarchyAreRefused() {
    #expect(
      throws: ScreenPathError.routing(RoutingError("restore nav()", .hierarchy(.emptyStack)))
    ) {
      try window.restore(ScreenPath(root: .stack([])), using: PathTestApp.registry)
    }
    #expect(
      throws: ScreenPathError.routing(
        RoutingError("restore tabs(shop)", .hierarchy(.tabIndexOutOfRange(index: 3, count: 1))))
    ) {
      try window.restore(
        ScreenPath(root: .tabs([.screen(ScreenIdentity("shop"))], selectedIndex: 3)),
        using: PathTestApp.registry)
    }
  }

  @Test func screensWithoutIdentityCannotBeWritten() throws {
    let window = Window()
    try window.setRoot { router in
      try NavigationContainer(root: router.makeScreen { _ in Screen(title: "Anonymous") })
    }
    #expect(
      throws: ScreenPathError.unidentifiedScreen(ScreenInfo(typeName: "Screen", title: "Anonymous"))
    ) {
      try window.path()
    }
    #expect(throws: ScreenPathError.emptyWindow) { try Window().path() }
  }
}
