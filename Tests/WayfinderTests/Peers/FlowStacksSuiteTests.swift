import Testing
import Wayfinder
import WayfinderTesting

// FlowStacks' own test files, case by case (johnpatrickmorgan/FlowStacks,
// Tests/FlowStacksTests): each test names the file and the case it translates. Round one
// (FlowStacksBehaviourTests) has testGoBackToInstance, testPopToCurrentNavigationRootWith
// PresentedRoutes, testDismissAll, testPushAllAtOnceInNavigationStack, testPopAllAtOnce and
// testBackToCommonAncestorFirst. FlowStacks' path leaves its root out (`count == 0` is the root
// alone); here the root is the Shop tab's first screen.

/// Screen types of their own, for FlowStacks' `goBackTo(type:)`.
@MainActor
private final class NumberScreen: Screen {}
@MainActor
private final class TextScreen: Screen {}
@MainActor
private final class FlagScreen: Screen {}

@MainActor
@Suite struct FlowStacksSuiteTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  /// Pushes `[.push(1), .push("two"), .push(true)]`: a screen of each type, each from the one
  /// before.
  func pushThreeTypes() throws -> [Screen] {
    var screens: [Screen] = []
    let makers: [(String, (DefaultRouter) -> Screen)] = [
      ("1", { NumberScreen(title: "1", model: $0) }),
      ("two", { TextScreen(title: "two", model: $0) }),
      ("true", { FlagScreen(title: "true", model: $0) }),
    ]
    for (name, make) in makers {
      let from = screens.last?.router ?? app.shop.itemRouter
      var made: Result<Screen, RoutingError>?
      from.open(.push) { router -> Screen in
        let screen = make(router)
        screen.identity = ScreenIdentity(name)
        return screen
      } completion: {
        made = $0
      }
      screens.append(try #require(made).get())
    }
    return screens
  }

  /// The number of screens pushed above the Shop tab's root (FlowStacks' `path.count`).
  var count: Int { (app.shop.navigationContainer?.stack.count ?? 0) - 1 }

  // MARK: - ConvenienceMethodsTests.swift

  // testGoBackToType and testPopToType: going back to the nearest screen of a type.
  @Test func goingBackToTheNearestScreenOfAType() throws {
    _ = try pushThreeTypes()

    try #require(app.window.firstScreen { $0 is TextScreen }?.router).focus()
    #expect(count == 2)
    try #require(app.window.firstScreen { $0 is NumberScreen }?.router).focus()
    #expect(count == 1)
    #expect(try app.path == "tabs(*nav(shop/1),nav(wishlist))")
  }

  // testPopToInstance: popping to a screen not on the stack changes nothing; to one on it,
  // pops what is above it.
  @Test func poppingToAnInstanceOnTheStackOrNot() throws {
    let screens = try pushThreeTypes()
    let before = app.window.render()

    let refused = outcome {
      app.shop.itemRouter.setStack(
        build: { stack in
          try stack.keep(app.shop)
          try stack.keep(Screen(title: "non-matching"))
        }, completion: $0)
    }
    #expect(
      refused?.error?.reason
        == .hierarchy(.notInStack(ScreenInfo(typeName: "Screen", title: "non-matching"))))
    #expect(app.window.render() == before)

    try #require(screens[1].router).focus()
    #expect(count == 2)
    try #require(screens[0].router).focus()
    #expect(count == 1)
  }

  // testGoBackToRoot: going back to the root leaves the root alone, whatever was pushed or
  // presented above it.
  @Test func goingBackToTheRootClosesEverythingAboveIt() throws {
    let screens = try pushThreeTypes()
    try app.open("sheet", from: try #require(screens[2].router), as: .modal(inNavigation: true))

    app.shop.itemRouter.focus()

    #expect(count == 0)
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
  }

  // testGoBackToIndex and testPopToIndex: going back to the top index changes nothing, each
  // lower index keeps the path up to it, and index -1 is the root.
  @Test func goingBackToAnIndex() throws {
    let screens = try pushThreeTypes()
    func goBack(to index: Int) throws {
      let target = index < 0 ? app.shop : screens[index]
      try #require(target.router).focus()
    }

    try goBack(to: 2)
    #expect(count == 3)
    try goBack(to: 1)
    #expect(count == 2)
    try goBack(to: 0)
    #expect(count == 1)
    try goBack(to: -1)
    #expect(count == 0)
  }

  // testPopToRoot and testPopToCurrentNavigationRootWithoutPresentedRoutes: popping to the
  // root from the top leaves the root alone, in one step.
  @Test func poppingToTheRootFromTheTop() throws {
    let screens = try pushThreeTypes()
    app.events.clear()

    try #require(screens[2].router).popToRoot()

    #expect(count == 0)
    #expect(app.events.lines == [#"popped 3 to ItemScreen "shop" (push, system.push 350ms)"#])
  }

  // MARK: - CalculateStepsTests.swift

  // testPresentOneAtATime and testPresentAndPushOneAtATime: SwiftUI needs one step per
  // presentation, which FlowStacks computes. Wayfinder's model takes a whole path in one
  // request (`restore`): pushes and several presentations, reported as one root and one path
  // event; a UI that needs steps (the UIKit bridge) makes them itself.
  @Test func pushesAndSeveralPresentationsAreRestoredInOneRequest() throws {
    let path = ScreenPath(
      root: .stack([ScreenIdentity("root"), ScreenIdentity("-2"), ScreenIdentity("-3")]),
      presentations: [
        .init(style: "modal", node: .screen(ScreenIdentity("-4"))),
        .init(style: "modal in navigation", node: .stack([ScreenIdentity("-5")])),
      ])
    app.events.clear()

    try app.window.restore(path, using: PeerShop.registry(["root", "-2", "-3", "-4", "-5"]))

    #expect(try app.window.path() == path)
    #expect(app.events.lines.count == 2)
    #expect(app.events.lines.last == "restored \(path)")
    try app.window.checkInvariants()
  }

  // testDismissOneAtATime and testSimultaneousDismissalsWhenSupported: every presentation above
  // the root goes in one step.
  @Test func everyPresentationGoesInOneStep() throws {
    let two = try app.open("2", from: app.shop.itemRouter, as: .modal(inNavigation: true))
    let three = try app.open("3", from: two.itemRouter, as: .push)
    let four = try app.open("4", from: three.itemRouter, as: .modal(inNavigation: true))
    try app.open("5", from: four.itemRouter, as: .push)
    app.events.clear()

    app.shop.itemRouter.dismissAll()

    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(
      app.events.lines == [#"dismissed 2 down to ItemScreen "shop" (modal, system.modal 300ms)"#])
  }

  // testBackToCommonAncestorFirstWithoutPoppingWithinExtraPresentationLayers: from
  // [sheet 2, push 3, sheet 4, push 5] to [push -2]: the presentations go as wholes (nothing is
  // popped inside them), then the new screen is pushed.
  @Test func presentationsGoAsWholesBeforeTheNewPush() throws {
    let two = try app.open("2", from: app.shop.itemRouter, as: .modal(inNavigation: true))
    let three = try app.open("3", from: two.itemRouter, as: .push)
    let four = try app.open("4", from: three.itemRouter, as: .modal(inNavigation: true))
    try app.open("5", from: four.itemRouter, as: .push)
    app.events.clear()

    app.shop.itemRouter.dismissAll()
    try app.open("-2", from: app.shop.itemRouter, as: .push)

    #expect(try app.path == "tabs(*nav(shop/-2),nav(wishlist))")
    #expect(
      app.events.lines == [
        #"dismissed 2 down to ItemScreen "shop" (modal, system.modal 300ms)"#,
        #"opened ItemScreen "-2" from ItemScreen "shop" (push, system.push 350ms)"#,
      ])
    #expect(!app.events.lines.contains { $0.hasPrefix("popped") || $0.hasPrefix("closed") })
  }
}
