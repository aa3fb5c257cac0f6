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
}
