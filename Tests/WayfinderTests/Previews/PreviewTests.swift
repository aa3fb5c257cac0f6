import Testing
import Wayfinder
import WayfinderTesting

/// Build now, show later (a peek, then a pop): `makeScreen` builds a screen with its router and
/// view model without showing it, `route(to:as:)` shows it, and dropping it frees it all.
@MainActor
@Suite struct PreviewTests {
  let harness: Harness
  var home: ItemScreen { harness.home }

  init() throws {
    harness = try Harness()
  }

  func makePeek(_ name: String = "Peek", from router: DefaultRouter? = nil) throws -> ItemScreen {
    try (router ?? home.itemRouter).makeScreen(.push) { router in
      ItemScreen(viewModel: ItemViewModel(name: name, router: router))
    }
  }

  @Test func aScreenIsBuiltWithItsRouterWithoutAttachingIt() throws {
    let screen = try makePeek()
    #expect(!screen.isInHierarchy)
    #expect(screen.router === screen.itemRouter)
    #expect(screen.itemRouter.rootTransition.name == "push")
    #expect(harness.navigation.stack.count == 1)
    #expect(harness.events.lines.isEmpty)
  }

  @Test func routingToItShowsItFromTheRouterThatBuiltIt() throws {
    let screen = try makePeek()
    let result = outcome {
      home.itemRouter.route(to: screen, as: .modal(inNavigation: true), completion: $0)
    }
    #expect(result?.error == nil)
    #expect(harness.window.topmostScreen === screen)
    #expect(
      harness.events.lines == [
        #"opened ItemScreen "Peek" from ItemScreen "Home" (modal in navigation, system.modal 300ms)"#
      ])
    // Its router closes it the way it was shown, not the way it was built.
    #expect(screen.itemRouter.rootTransition.name == "modal in navigation")
    screen.itemRouter.close()
    #expect(harness.navigation.presentedScreen == nil)
    try harness.window.checkInvariants()
  }

  @Test func showingItTwiceIsATypedErrorAndChangesNothing() throws {
    let screen = try makePeek()
    home.itemRouter.route(to: screen, as: .push)
    let again = outcome { home.itemRouter.route(to: screen, as: .push, completion: $0) }
    #expect(
      again?.error?.reason
        == .hierarchy(.alreadyInHierarchy(ScreenInfo(typeName: "ItemScreen", title: "Peek"))))
    #expect(harness.navigation.stack.count == 2)
  }

  @Test func aRefusedShowLeavesTheTreeUnchangedAndTheScreenReady() throws {
    _ = try harness.open("Sheet", from: home.itemRouter, as: .modal)
    let before = harness.window.render()
    let screen = try makePeek()
    let result = outcome { home.itemRouter.route(to: screen, as: .modal, completion: $0) }
    #expect(
      result?.error?.reason
        == .hierarchy(
          .alreadyPresenting(
            host: ScreenInfo(harness.navigation),
            presented: ScreenInfo(typeName: "ItemScreen", title: "Sheet"))))
    #expect(harness.window.render() == before)
    #expect(!screen.isInHierarchy)
    harness.window.topmostScreen?.router?.dismiss()
    let retried = outcome { home.itemRouter.route(to: screen, as: .modal, completion: $0) }
    #expect(retried?.error == nil)
    #expect(harness.window.topmostScreen === screen)
  }

  @Test func showingItFromARouterWhoseScreenIsGoneFails() throws {
    let presenter = try harness.open("Presenter", from: home.itemRouter, as: .push)
    let router = presenter.itemRouter
    let screen = try makePeek(from: router)
    router.close()
    _ = consume presenter
    let result = outcome { router.route(to: screen, as: .push, completion: $0) }
    #expect(result?.error?.reason == .rootDeallocated)
    #expect(harness.navigation.stack.count == 1)
  }

  @Test func droppingItFreesEverythingItBuilt() throws {
    let watcher = LifetimeWatcher()
    do {
      let screen = try makePeek()
      watcher.watch(screen, as: "screen")
      watcher.watch(screen.viewModel, as: "view model")
      watcher.watch(screen.itemRouter, as: "router")
    }
    #expect(watcher.count == 3)
    #expect(watcher.survivors.isEmpty)
  }

  @Test func aScreenNotShownYetDoesNotKeepThePresenterAlive() throws {
    let watcher = LifetimeWatcher()
    let screen: ItemScreen
    do {
      let presenter = try harness.open("Presenter", from: home.itemRouter, as: .push)
      watcher.watch(presenter)
      watcher.watch(presenter.itemRouter)
      screen = try makePeek(from: presenter.itemRouter)
      presenter.itemRouter.close()
    }
    #expect(watcher.survivors.isEmpty)
    #expect(!screen.isInHierarchy)
  }

  @Test func aBuilderThatThrowsIsATypedErrorAndChangesNothing() {
    struct Broken: Error {}
    #expect(
      throws: RoutingError(#"push ItemScreen from ItemScreen "Home""#, .buildFailed(Broken()))
    ) {
      try home.itemRouter.makeScreen(.push) { _ -> ItemScreen in throw Broken() }
    }
    #expect(harness.navigation.stack.count == 1)
  }
}
