import Testing
import Wayfinder
import WayfinderTesting

// FlowStacks' own tests pin navigation as a value of pushes and presentations
// (ConvenienceMethodsTests: goBackTo an instance or the root, popToCurrentNavigationRoot with
// and without presented routes, dismiss and dismissAll) and how a whole new value is applied
// (CalculateStepsTests: push all at once, pop all at once, back to the common ancestor first).
// Here the value is the window's `ScreenPath`, and a whole stack is set with `setStack`.

@MainActor
@Suite struct FlowStacksBehaviourTests {
  let app: PeerShop

  init() throws {
    app = try PeerShop()
  }

  // Translates ConvenienceMethodsTests.testPopToCurrentNavigationRootWithPresentedRoutes
  // ([.push(1), .sheet("two"), .push(true)] keeps 2): popping to the root from inside a
  // presented stack pops only that stack.
  @Test func popToRootInsideAPresentedStackPopsOnlyThatStack() throws {
    let one = try app.open("one", from: app.shop.itemRouter, as: .push)
    let two = try app.open("two", from: one.itemRouter, as: .modal(inNavigation: true))
    let three = try app.open("three", from: two.itemRouter, as: .push)

    three.itemRouter.popToRoot()

    #expect(try app.path == "tabs(*nav(shop/one),nav(wishlist))/[modal in navigation]nav(two)")
    #expect(app.events.lines.last == #"popped 1 to ItemScreen "two" (push, system.push 350ms)"#)
  }

  // Translates ConvenienceMethodsTests.testDismissAll ([.push(1), .sheet("two"), .push(3),
  // .cover("four"), .push(5), .cover("six"), .push(7)]: dismiss keeps 5, dismissAll keeps 1).
  @Test func dismissClosesTheTopPresentationAndDismissAllEveryOne() throws {
    let one = try app.open("one", from: app.shop.itemRouter, as: .push)
    let two = try app.open("two", from: one.itemRouter, as: .modal(inNavigation: true))
    let three = try app.open("three", from: two.itemRouter, as: .push)
    let four = try app.open("four", from: three.itemRouter, as: .modal(inNavigation: true))
    let five = try app.open("five", from: four.itemRouter, as: .push)
    let six = try app.open("six", from: five.itemRouter, as: .modal(inNavigation: true))
    let seven = try app.open("seven", from: six.itemRouter, as: .push)

    seven.itemRouter.dismiss()
    #expect(
      try app.path
        == "tabs(*nav(shop/one),nav(wishlist))/[modal in navigation]nav(two/three)/[modal in navigation]nav(four/five)"
    )

    five.itemRouter.dismissAll(downTo: one)
    #expect(try app.path == "tabs(*nav(shop/one),nav(wishlist))")
    #expect(
      app.events.lines.last == #"dismissed 2 down to ItemScreen "one" (modal, system.modal 300ms)"#)
    try app.window.checkInvariants()
  }

  // Translates ConvenienceMethodsTests.testGoBackToInstance: going back to a screen that is
  // not in the path changes nothing; to one that is, keeps the path up to it, presentations
  // above it included.
  @Test func goingBackToAnInstanceKeepsThePathUpToIt() throws {
    let one = try app.open("one", from: app.shop.itemRouter, as: .push)
    let two = try app.open("two", from: one.itemRouter, as: .push)
    let three = try app.open("three", from: two.itemRouter, as: .modal)
    let other = try app.shop.itemRouter.makeScreen {
      try PeerShop.build(ScreenIdentity("non-matching"), router: $0)
    }
    let before = try app.path

    let refused = outcome { other.itemRouter.focus(completion: $0) }
    #expect(refused?.error?.reason == .notShown(ScreenInfo(other)))
    #expect(try app.path == before)

    two.itemRouter.focus()
    #expect(try app.path == "tabs(*nav(shop/one/two),nav(wishlist))")
    #expect(!three.isShown)
    one.itemRouter.focus()
    #expect(try app.path == "tabs(*nav(shop/one),nav(wishlist))")
  }

  // Translates CalculateStepsTests.testPushAllAtOnceInNavigationStack and testPopAllAtOnce:
  // several screens pushed in one step (one event), each closing as if pushed one by one; and
  // all of them popped in one step.
  @Test func aWholeStackIsPushedAndPoppedInOneStep() throws {
    let root = app.shop.itemRouter
    var pushed: [ItemScreen] = []
    root.setStack { stack in
      try stack.keep(app.shop)
      for name in ["one", "two", "three"] {
        pushed.append(try stack.push { try PeerShop.build(ScreenIdentity(name), router: $0) })
      }
    }
    #expect(try app.path == "tabs(*nav(shop/one/two/three),nav(wishlist))")
    #expect(
      app.events.lines == [
        #"replaced the stack with 4, top ItemScreen "three" (push, system.push 350ms)"#
      ])
    pushed[1].itemRouter.close()
    #expect(try app.path == "tabs(*nav(shop/one),nav(wishlist))")

    app.events.clear()
    let watcher = LifetimeWatcher()
    watcher.watch(pushed[0], as: "one")
    pushed.removeAll()
    root.setStack { stack in try stack.keep(app.shop) }
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    #expect(app.events.events.count == 1)
    #expect(watcher.allFreed, "still alive: \(watcher.survivors)")
  }

  // Translates CalculateStepsTests.testBackToCommonAncestorFirst: a new value that shares a
  // prefix with the old keeps the shared screens (the same instances), drops the rest with what
  // they presented, and builds the new ones.
  @Test func aNewStackKeepsTheCommonPrefixAndDropsTheRestWithItsPresentations() throws {
    let one = try app.open("one", from: app.shop.itemRouter, as: .push)
    let two = try app.open("two", from: one.itemRouter, as: .push)
    var results: [RouteResult<Int>] = []
    two.itemRouter.open(.modal, returning: Int.self) { router in
      try PeerShop.build(ScreenIdentity("picker"), router: router)
    } onResult: {
      results.append($0)
    }

    app.shop.itemRouter.setStack { stack in
      try stack.keep(app.shop)
      try stack.keep(one)
      try stack.push { try PeerShop.build(ScreenIdentity("four"), router: $0) }
    }

    #expect(try app.path == "tabs(*nav(shop/one/four),nav(wishlist))")
    #expect(app.shop.navigationContainer?.stack[1] === one)
    #expect(!two.isShown)
    #expect(results.map(\.isCancelled) == [true])
    try app.window.checkInvariants()
  }

  // A whole new value for a presented stack, bottom included: the new bottom closes the
  // presentation, as the old bottom did.
  @Test func aNewBottomOfAPresentedStackDismissesItWhenClosed() throws {
    let sheet = try app.open("sheet", from: app.shop.itemRouter, as: .modal(inNavigation: true))
    try app.open("detail", from: sheet.itemRouter, as: .push)
    var bottom: ItemScreen?
    sheet.itemRouter.setStack { stack in
      bottom = try stack.push { try PeerShop.build(ScreenIdentity("new"), router: $0) }
      try stack.push { try PeerShop.build(ScreenIdentity("next"), router: $0) }
    }
    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))/[modal in navigation]nav(new/next)")

    try #require(bottom).itemRouter.close()

    #expect(try app.path == "tabs(*nav(shop),nav(wishlist))")
    try app.window.checkInvariants()
  }
}
