import Testing
import Wayfinder

/// Rules of UIKit that routing requests keep, found missing by a review: a navigation stack holds
/// no navigation stack, and a window shows no screen another window's router made.
@MainActor
@Suite struct HierarchyRuleTests {
  let h: Harness

  init() throws {
    h = try Harness()
  }

  /// An item screen named `name`, made by `router`.
  static func item(_ name: String, _ router: DefaultRouter) -> ItemScreen {
    ItemScreen(viewModel: ItemViewModel(name: name, router: router))
  }

  /// The error of opening what `build` makes from Home with `transition` (`nil`: it opened).
  func openingError(
    _ transition: Transition, build: @escaping @MainActor (DefaultRouter) throws -> Screen
  ) throws -> RoutingError? {
    var outcome: Result<Screen, RoutingError>?
    h.home.itemRouter.open(transition, build: build) { outcome = $0 }
    switch try #require(outcome) {
    case .success: return nil
    case .failure(let error): return error
    }
  }

  @Test func aNavigationContainerCannotBePushed() throws {
    let before = h.window.render()
    let error = try openingError(.push) { router in
      try NavigationContainer(root: router.makeScreen { Self.item("Inner", $0) })
    }
    #expect(
      error?.description
        == #"Cannot push NavigationContainer of ItemScreen "Inner" from ItemScreen "Home": NavigationContainer of ItemScreen "Inner" cannot be on a navigation stack (UIKit does not push a navigation controller)"#
    )
    #expect(h.window.render() == before)
    #expect(h.window.leakedScreens().isEmpty)
  }

  @Test func aNavigationContainerIsNotWrappedInAnother() throws {
    let before = h.window.render()
    let error = try openingError(.modal(inNavigation: true)) { router in
      try NavigationContainer(root: router.makeScreen { Self.item("Inner", $0) })
    }
    guard case .hierarchy(.navigationContainerInStack(let screen))? = error?.reason else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(screen.description == #"NavigationContainer of ItemScreen "Inner""#)
    #expect(h.window.render() == before)
  }

  @Test func aStackCannotHoldANavigationContainer() throws {
    var outcome: Result<Void, RoutingError>?
    h.home.itemRouter.setStack { stack in
      try stack.keep(h.home)
      try stack.push { try NavigationContainer(root: Self.item("Inner", $0)) }
    } completion: {
      outcome = $0
    }
    #expect(throws: RoutingError.self) { try #require(outcome).get() }
    #expect(h.navigation.stack.count == 1)
  }

  @Test func aTabContainerMayBePushedAsUIKitAllows() throws {
    let error = try openingError(.push) { router in
      try TabContainer(tabs: [router.makeScreen { Self.item("Tab", $0) }])
    }
    #expect(error == nil)
    #expect(h.navigation.stack.count == 2)
  }

  @Test(arguments: [Transition.push, .modal, .modal(inNavigation: true), .root])
  func aScreenAnotherWindowsRouterMadeIsRefused(transition: Transition) throws {
    let other = try Harness()
    let foreign = try other.home.itemRouter.makeScreen { Self.item("Foreign", $0) }
    let before = h.window.render()
    var outcome: Result<Void, RoutingError>?

    h.home.itemRouter.route(to: foreign, as: transition) { outcome = $0 }

    let error = try #require(throws: RoutingError.self) { try #require(outcome).get() }
    #expect(error.reason == .otherWindow(ScreenInfo(foreign)))
    #expect(
      error.reason.description == #"ItemScreen "Foreign" was made by a router of another window"#)
    #expect(h.window.render() == before)
    #expect(other.events.lines.isEmpty)
    // Its own window can still show it.
    other.home.itemRouter.route(to: foreign, as: .push)
    #expect(other.navigation.stack.last === foreign)
  }

  /// A container the app builds around a tab that another window's router made: every way in
  /// (a new window root, a new stack, `popAndPush`, `open`) refuses it, names the tab, and
  /// leaves both windows as they were.
  @Test(arguments: ["setRoot", "setStack", "popAndPush", "open"])
  func aContainerAroundAnotherWindowsScreenIsRefusedEveryWay(way: String) throws {
    let other = try Harness()
    let foreign = try other.home.itemRouter.makeScreen { Self.item("Foreign", $0) }
    let before = h.window.render()
    let otherBefore = other.window.render()
    var failure: RoutingError?
    switch way {
    case "setRoot":
      failure = #expect(throws: RoutingError.self) {
        try h.window.setRoot { _ in try TabContainer(tabs: [foreign]) }
      }
    case "setStack":
      h.home.itemRouter.setStack { stack in
        try stack.keep(h.home)
        _ = try stack.push { _ in try TabContainer(tabs: [foreign]) }
      } completion: {
        if case .failure(let error) = $0 { failure = error }
      }
    case "popAndPush":
      let detail = try h.open("Detail", from: h.home.itemRouter, as: .push)
      let before = h.window.render()
      detail.itemRouter.popAndPush { _ in
        try TabContainer(tabs: [foreign])
      } completion: {
        if case .failure(let error) = $0 { failure = error }
      }
      #expect(h.window.render() == before)
    default:
      failure = try openingError(.push) { _ in try TabContainer(tabs: [foreign]) }
    }

    #expect(failure?.reason == .otherWindow(ScreenInfo(foreign)))
    if way != "popAndPush" { #expect(h.window.render() == before) }
    #expect(other.window.render() == otherBefore)
    #expect(foreign.container == nil)
  }
}
