import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite struct StackOperationTests {
  let harness: Harness
  var home: ItemScreen { harness.home }
  var navigation: NavigationContainer { harness.navigation }

  init() throws {
    harness = try Harness()
  }

  func pushThree() throws -> [ItemScreen] {
    let a = try harness.open("A", from: home.itemRouter, as: .push)
    let b = try harness.open("B", from: a.itemRouter, as: .push)
    let c = try harness.open("C", from: b.itemRouter, as: .push)
    harness.events.clear()
    return [a, b, c]
  }

  @Test(arguments: [true, false])
  func popToRootRecordsWhetherItAnimated(animated: Bool) throws {
    let pushed = try pushThree()
    let watcher = LifetimeWatcher()
    for screen in pushed { watcher.watch(screen) }
    let result = outcome { pushed[2].itemRouter.popToRoot(animated: animated, completion: $0) }
    #expect(result?.error == nil)
    #expect(navigation.stack.map(\.title) == ["Home"])
    let suffix = animated ? "(push, system.push 350ms)" : "(push)"
    #expect(harness.events.lines == [#"popped 3 to ItemScreen "Home" "# + suffix])
    #expect(harness.events.events.first?.animator == (animated ? SystemAnimator.push.info : nil))
    try harness.window.checkInvariants()
  }

  @Test func popToRootCountsThePoppedScreensNotThePresentationTheyMade() throws {
    let pushed = try pushThree()
    try harness.open("Sheet", from: pushed[0].itemRouter, as: .modal)
    harness.events.clear()
    let result = outcome { pushed[2].itemRouter.popToRoot(completion: $0) }
    #expect(result?.error == nil)
    #expect(navigation.stack.map(\.title) == ["Home"])
    #expect(navigation.presentedScreen == nil)
    #expect(harness.events.lines == [#"popped 3 to ItemScreen "Home" (push, system.push 350ms)"#])
    try harness.window.checkInvariants()
  }

  @Test func popAndPushFromTheRouterOfARouteThatBuiltTheStackReplacesItsBottom() throws {
    let window = Window()
    var stackRouter: DefaultRouter?
    try window.setRoot { router in
      stackRouter = router
      return try NavigationContainer(
        root: ItemScreen(viewModel: ItemViewModel(name: "Product 1", router: router)))
    }
    let router = try #require(stackRouter)
    #expect(router.root is NavigationContainer)
    var made: ItemScreen?
    router.popAndPush {
      ItemScreen(viewModel: ItemViewModel(name: "Product 2", router: $0))
    } completion: {
      made = try? $0.get()
    }
    let navigation = try #require(window.root as? NavigationContainer)
    #expect(navigation.stack.map(\.title) == ["Product 2"])
    #expect(made === navigation.rootScreen)
    try window.checkInvariants()
  }

  /// A router subclass, as an app's own.
  final class SpecialRouter: DefaultRouter {}

  @Test func popAndPushMakesTheRouterTypeAsked() throws {
    let pushed = try pushThree()
    var made: Screen?
    pushed[2].itemRouter.popAndPush(router: SpecialRouter.self) { router in
      ItemScreen(viewModel: ItemViewModel(name: "Special", router: router))
    } completion: {
      made = try? $0.get()
    }
    #expect(navigation.stack.map(\.title) == ["Home", "A", "B", "Special"])
    #expect(made?.router is SpecialRouter)
    try harness.window.checkInvariants()
  }

  @Test func popToRootAtTheRootSucceedsWithNothingPopped() {
    let result = outcome { home.itemRouter.popToRoot(completion: $0) }
    #expect(result?.error == nil)
    #expect(harness.events.lines == [#"popped 0 to ItemScreen "Home" (push, system.push 350ms)"#])
  }

  @Test func popToRootOutsideANavigationStackFails() throws {
    let sheet = try harness.open("Sheet", from: home.itemRouter, as: .modal)
    let before = harness.window.render()
    let result = outcome { sheet.itemRouter.popToRoot(completion: $0) }
    #expect(result?.error?.reason == .noNavigationContainer(ScreenInfo(sheet)))
    #expect(harness.window.render() == before)
    #expect(
      harness.events.lines.last?.hasPrefix("failed: Cannot pop to the root of the stack") == true)
  }

  @Test func popAndPushReplacesTheTopInOneEvent() throws {
    let pushed = try pushThree()
    let watcher = LifetimeWatcher()
    watcher.watch(pushed[2])
    var made: ItemScreen?
    pushed[2].itemRouter.popAndPush(animated: false) { router in
      ItemScreen(viewModel: ItemViewModel(name: "D", router: router))
    } completion: {
      made = try? $0.get()
    }
    let d = try #require(made)
    #expect(navigation.stack.map(\.title) == ["Home", "A", "B", "D"])
    #expect(harness.events.lines == [#"replaced ItemScreen "C" with ItemScreen "D" (push)"#])
    #expect(d.itemRouter.rootTransition.name == "push")
    #expect(d.itemRouter.rootTransition.animator == nil)
    d.itemRouter.close()
    #expect(navigation.stack.map(\.title) == ["Home", "A", "B"])
    try harness.window.checkInvariants()
  }

  @Test func popAndPushFromTheMiddleRemovesWhatWasPushedAfter() throws {
    let pushed = try pushThree()
    pushed[0].itemRouter.popAndPush { router in
      ItemScreen(viewModel: ItemViewModel(name: "D", router: router))
    }
    #expect(navigation.stack.map(\.title) == ["Home", "D"])
  }

  @Test func popAndPushOnTheBottomReplacesTheStackRoot() throws {
    var made: ItemScreen?
    home.itemRouter.popAndPush { router in
      ItemScreen(viewModel: ItemViewModel(name: "Welcome", router: router))
    } completion: {
      made = try? $0.get()
    }
    let welcome = try #require(made)
    #expect(navigation.stack.count == 1 && navigation.rootScreen === welcome)
    #expect(welcome.itemRouter.rootTransition.name == "empty")
    try harness.window.checkInvariants()
  }

  @Test func popAndPushOnTheBottomOfAPresentedStackKeepsItClosable() throws {
    let login = try harness.open("Login", from: home.itemRouter, as: .modal(inNavigation: true))
    var made: ItemScreen?
    login.itemRouter.popAndPush { router in
      ItemScreen(viewModel: ItemViewModel(name: "Sign Up", router: router))
    } completion: {
      made = try? $0.get()
    }
    let signUp = try #require(made)
    #expect(signUp.itemRouter.rootTransition.name == "modal in navigation")
    signUp.itemRouter.close()
    #expect(navigation.presentedScreen == nil)
    try harness.window.checkInvariants()
  }

  @Test func popAndPushWithAFailingBuilderLeavesTheStack() throws {
    struct Broken: Error {}
    let pushed = try pushThree()
    var failure: RoutingError?
    pushed[2].itemRouter.popAndPush { _ -> ItemScreen in
      throw Broken()
    } completion: {
      if case .failure(let error) = $0 { failure = error }
    }
    #expect(failure?.reason == .buildFailed(Broken()))
    // The builder's own error, typed, for an app that tells its failures apart.
    guard case .buildFailed(let thrown) = failure?.reason else {
      Issue.record("expected a build failure, got \(String(describing: failure))")
      return
    }
    #expect(thrown is Broken)
    #expect(navigation.stack.count == 4)
    #expect(harness.events.events.map(\.error) == [failure])
  }

  @Test func setStackThroughTheRouterBuildsRoutersAndReportsOneEvent() throws {
    let pushed = try pushThree()
    let watcher = LifetimeWatcher()
    watcher.watch(pushed[1])
    watcher.watch(pushed[2])
    var built: [ItemScreen] = []
    let result = outcome { completion in
      pushed[2].itemRouter.setStack(
        build: { stack in
          try stack.keep(home)
          try stack.keep(pushed[0])
          built.append(
            try stack.push { ItemScreen(viewModel: ItemViewModel(name: "X", router: $0)) })
          built.append(
            try stack.push { ItemScreen(viewModel: ItemViewModel(name: "Y", router: $0)) })
        }, completion: completion)
    }
    #expect(result?.error == nil)
    #expect(navigation.stack.map(\.title) == ["Home", "A", "X", "Y"])
    #expect(built.allSatisfy { $0.itemRouter.rootTransition.name == "push" })
    #expect(
      harness.events.lines == [
        #"replaced the stack with 4, top ItemScreen "Y" (push, system.push 350ms)"#
      ])
    built[1].itemRouter.close()
    #expect(navigation.stack.map(\.title) == ["Home", "A", "X"])
    try harness.window.checkInvariants()
  }

  @Test func setStackWithANewBottomGivesItAnEmptyTransition() throws {
    var bottom: ItemScreen?
    home.itemRouter.setStack { stack in
      bottom = try stack.push { ItemScreen(viewModel: ItemViewModel(name: "New", router: $0)) }
    }
    #expect(navigation.stack.map(\.title) == ["New"])
    #expect(bottom?.itemRouter.rootTransition.name == "empty")
  }

  @Test func setStackErrorsLeaveTheStackUnchanged() throws {
    let pushed = try pushThree()
    let before = harness.window.render()
    let empty = outcome { pushed[0].itemRouter.setStack(build: { _ in }, completion: $0) }
    #expect(empty?.error?.reason == .hierarchy(.emptyStack))
    let twice = outcome { completion in
      pushed[0].itemRouter.setStack(
        build: { stack in
          try stack.keep(home)
          try stack.keep(home)
        }, completion: completion)
    }
    #expect(twice?.error?.reason == .hierarchy(.duplicateScreen(ScreenInfo(home))))
    let foreign = Screen(title: "Foreign")
    let notOnStack = outcome { completion in
      pushed[0].itemRouter.setStack(build: { try $0.keep(foreign) }, completion: completion)
    }
    #expect(notOnStack?.error?.reason == .hierarchy(.notInStack(ScreenInfo(foreign))))
    #expect(harness.window.render() == before)
    #expect(harness.events.events.compactMap(\.error).count == 3)
  }

  @Test func dismissAllDownToAScreenDismissesEveryLayerInOneEvent() throws {
    let first = try harness.open("First", from: home.itemRouter, as: .modal(inNavigation: true))
    let pushed = try harness.open("Pushed", from: first.itemRouter, as: .push)
    let second = try harness.open("Second", from: pushed.itemRouter, as: .fade)
    let third = try harness.open("Third", from: second.itemRouter, as: .modal)
    harness.events.clear()
    let watcher = LifetimeWatcher()
    for screen in [second, third] { watcher.watch(screen) }
    let result = outcome { third.itemRouter.dismissAll(downTo: pushed, completion: $0) }
    #expect(result?.error == nil)
    #expect(harness.window.topmostScreen === pushed)
    #expect(
      harness.events.lines == [
        #"dismissed 2 down to ItemScreen "Pushed" (modal, system.modal 300ms)"#
      ])
    _ = try harness.open("Again", from: pushed.itemRouter, as: .modal)
    let all = outcome { pushed.itemRouter.dismissAll(downTo: nil, animated: false, completion: $0) }
    #expect(all?.error == nil)
    #expect(harness.window.topmostScreen === pushed)
    #expect(harness.events.lines.last == #"dismissed 1 down to ItemScreen "Pushed" (modal)"#)
    try harness.window.checkInvariants()
  }

  @Test func dismissAllDownToTheRootOfTheWindow() throws {
    let first = try harness.open("First", from: home.itemRouter, as: .modal)
    let second = try harness.open("Second", from: first.itemRouter, as: .modal)
    second.itemRouter.dismissAll(downTo: home)
    #expect(navigation.presentedScreen == nil)
    #expect(
      harness.events.lines.last
        == #"dismissed 2 down to ItemScreen "Home" (modal, system.modal 300ms)"#)
  }

  @Test func dismissAllErrorsLeaveTheTreeUnchanged() throws {
    let sheet = try harness.open("Sheet", from: home.itemRouter, as: .modal)
    let before = harness.window.render()
    let nothing = outcome { sheet.itemRouter.dismissAll(completion: $0) }
    #expect(nothing?.error?.reason == .hierarchy(.notPresenting(ScreenInfo(sheet))))
    let stranger = Screen(title: "Stranger")
    let elsewhere = outcome { sheet.itemRouter.dismissAll(downTo: stranger, completion: $0) }
    #expect(elsewhere?.error?.reason == .notShown(ScreenInfo(stranger)))
    #expect(harness.window.render() == before)
    #expect(harness.events.events.suffix(2).allSatisfy { $0.error != nil })
  }
}
