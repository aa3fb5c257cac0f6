import Testing
import Wayfinder

@MainActor
@Suite struct RouterTests {
  let harness: Harness
  var window: Window { harness.window }
  var home: ItemScreen { harness.home }

  init() throws {
    harness = try Harness()
  }

  @Test func openCreatesTheRouterViewModelAndScreenInOneStep() throws {
    let product = try harness.open("Product", from: home.itemRouter, as: .push)
    #expect(product.router === product.itemRouter)
    #expect(product.itemRouter.root === product)
    #expect(product.itemRouter.rootTransition.name == "push")
    #expect(product.itemRouter.context === window.context)
    #expect(product.model === product.viewModel)
  }

  @Test func dismissFromInsideANavigationContainerDismissesTheWholePresentation() throws {
    let login = try harness.open("Login", from: home.itemRouter, as: .modal(inNavigation: true))
    let signUp = try harness.open("Sign Up", from: login.itemRouter, as: .push)
    let forgot = try harness.open("Forgot", from: signUp.itemRouter, as: .push)
    harness.events.clear()
    forgot.itemRouter.dismiss()
    #expect(harness.navigation.presentedScreen == nil)
    #expect(window.topmostScreen === home)
    #expect(
      harness.events.lines == [
        #"dismissed ItemScreen "Forgot" (modal in navigation, system.modal 300ms)"#
      ])
    try window.checkInvariants()
  }

  @Test func focusClosesEverythingPushedAndPresentedAboveTheRoot() throws {
    let a = try harness.open("A", from: home.itemRouter, as: .push)
    let b = try harness.open("B", from: a.itemRouter, as: .push)
    _ = try harness.open("Modal", from: b.itemRouter, as: .modal(inNavigation: true))
    a.itemRouter.focus()
    #expect(harness.navigation.stack.map(\.title) == ["Home", "A"])
    #expect(harness.navigation.presentedScreen == nil)
    #expect(window.topmostScreen === a)
    #expect(harness.events.lines.last == #"focused ItemScreen "A""#)
    try window.checkInvariants()
  }

  /// GettingStarted's window: the home view model holds the router of the stack built around
  /// it; focusing from there pops what was pushed above Home and dismisses what is presented.
  @Test func focusFromTheRouterOfAStackBuiltAroundItsBottomShowsTheBottomAgain() throws {
    let window = Window()
    var made: ItemScreen?
    let navigation: NavigationContainer = try window.setRoot { router in
      let home = ItemScreen(viewModel: ItemViewModel(name: "Home", router: router))
      made = home
      return try NavigationContainer(root: home)
    }
    let home = try #require(made)
    #expect(home.itemRouter.root === navigation)
    var pushed: Result<ItemScreen, RoutingError>?
    home.itemRouter.open(.push) {
      ItemScreen(viewModel: ItemViewModel(name: "P2", router: $0))
    } completion: {
      pushed = $0
    }
    let p2 = try #require(try pushed?.get())
    p2.itemRouter.open(.modal) { Screen(title: "Sheet \($0.rootTransition.name)") }

    home.itemRouter.focus()

    #expect(navigation.stack.map(\.title) == ["Home"])
    #expect(navigation.presentedScreen == nil)
    #expect(window.topmostScreen === home)
    try window.checkInvariants()
  }

  @Test func focusSelectsTheTabHoldingTheRoot() throws {
    let window = Window()
    var shop: ItemScreen?
    let tabs: TabContainer = try window.setRoot { router in
      let first = try router.makeScreen {
        ItemScreen(viewModel: ItemViewModel(name: "Shop", router: $0))
      }
      shop = first
      let second = try router.makeScreen {
        ItemScreen(viewModel: ItemViewModel(name: "Wishlist", router: $0))
      }
      return try TabContainer(
        tabs: [NavigationContainer(root: first), NavigationContainer(root: second)],
        selectedIndex: 1)
    }
    let shopScreen = try #require(shop)
    shopScreen.itemRouter.focus()
    #expect(tabs.selectedIndex == 0)
    #expect(window.topmostScreen === shopScreen)
  }

  @Test func selectTabThroughTheRouterAndItsErrors() throws {
    let window = Window()
    let events = EventLog(context: window.context)
    var shop: ItemScreen?
    let tabs: TabContainer = try window.setRoot { router in
      let first = try router.makeScreen {
        ItemScreen(viewModel: ItemViewModel(name: "Shop", router: $0))
      }
      shop = first
      let second = try router.makeScreen {
        ItemScreen(viewModel: ItemViewModel(name: "Wishlist", router: $0))
      }
      return try TabContainer(tabs: [first, second])
    }
    let router = try #require(shop).itemRouter
    events.clear()
    router.selectTab(at: 1)
    #expect(tabs.selectedIndex == 1)
    #expect(
      events.lines == [
        #"selected tab ItemScreen "Wishlist" from ItemScreen "Shop" (tab selection)"#
      ])

    let before = window.render()
    let failure = outcome { router.selectTab(at: 2, completion: $0) }
    #expect(
      failure?.error?.description
        == "Cannot select tab 2: tab index 2 is out of range (there are 2 tabs)")
    #expect(window.render() == before)
    #expect(events.events.last?.error == failure?.error)

    let noTabs = outcome { harness.home.itemRouter.selectTab(at: 0, completion: $0) }
    #expect(
      noTabs?.error?.description
        == #"Cannot select tab 0: ItemScreen "Home" is not inside a tab container"#)
  }

  @Test func observersSeeEveryEventInOrderAndCanStop() throws {
    var seen: [String] = []
    let observation = window.context.addObserver { seen.append($0.description) }
    let a = try harness.open("A", from: home.itemRouter, as: .push)
    let popUp = try harness.open("Pop", from: a.itemRouter, as: .fade)
    popUp.itemRouter.close()
    a.itemRouter.close()
    a.itemRouter.close()
    observation.cancel()
    _ = try harness.open("B", from: home.itemRouter, as: .push)
    #expect(
      seen == [
        #"opened ItemScreen "A" from ItemScreen "Home" (push, system.push 350ms)"#,
        #"opened ItemScreen "Pop" from ItemScreen "A" (animated, fade 300ms)"#,
        #"closed ItemScreen "Pop" (animated, fade 300ms)"#,
        #"closed ItemScreen "A" (push, system.push 350ms)"#,
        #"failed: Cannot close ItemScreen "A": ItemScreen "A" is not shown in a window"#,
      ])
    #expect(harness.events.events.count == seen.count + 1)
  }

  @Test func completionsReceiveTheOutcome() throws {
    var opened: Result<ItemScreen, RoutingError>?
    home.itemRouter.open(.push) { router in
      ItemScreen(viewModel: ItemViewModel(name: "Product", router: router))
    } completion: {
      opened = $0
    }
    let product = try #require(try opened?.get())
    #expect(harness.navigation.topScreen === product)
    let login = Screen(title: "Login")
    #expect(
      outcome { product.itemRouter.route(to: login, as: .modal, completion: $0) }?.error == nil)
    #expect(harness.navigation.presentedScreen === login)
    #expect(outcome { product.itemRouter.focus(completion: $0) }?.error == nil)
    #expect(harness.navigation.presentedScreen == nil)
    #expect(outcome { product.itemRouter.close(completion: $0) }?.error == nil)
    #expect(harness.navigation.stack.count == 1)

    #expect(
      outcome { product.itemRouter.close(completion: $0) }?.error
        == RoutingError(#"close ItemScreen "Product""#, .notShown(ScreenInfo(product))))
    #expect(
      outcome { home.itemRouter.dismiss(completion: $0) }?.error
        == RoutingError(
          "dismiss ItemScreen \"Home\"", .hierarchy(.notPresented(ScreenInfo(home)))))
    var failed: Result<Screen, RoutingError>?
    home.itemRouter.open(.push) { _ -> Screen in
      throw SampleFailure()
    } completion: {
      failed = $0
    }
    #expect(
      failed.map { (try? $0.get()) == nil } == true)
    if case .failure(let error) = failed {
      #expect(
        error.description
          == #"Cannot push Screen from ItemScreen "Home": building the screen failed: the sample failed"#
      )
    }
  }
}

struct SampleFailure: Error, CustomStringConvertible {
  var description: String { "the sample failed" }
}
