import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite struct PreviewTests {
  let harness: Harness
  var home: ItemScreen { harness.home }

  init() throws {
    harness = try Harness()
  }

  func makePreview(
    _ name: String = "Peek", as transition: Transition = .push
  ) throws -> Preview<ItemScreen> {
    try home.itemRouter.preview(transition) { router in
      ItemScreen(viewModel: ItemViewModel(name: name, router: router))
    }
  }

  @Test func aPreviewBuildsTheScreenWithItsRouterWithoutAttachingIt() throws {
    let preview = try makePreview()
    let screen = try #require(preview.screen)
    #expect(preview.state == .pending)
    #expect(!screen.isInHierarchy)
    #expect(screen.router === screen.itemRouter)
    #expect(screen.itemRouter.rootTransition.name == "push")
    #expect(harness.navigation.stack.count == 1)
    #expect(harness.events.lines.isEmpty)
  }

  @Test func commitRunsTheTransitionFromThePresentingRouter() throws {
    let preview = try makePreview(as: .modal(inNavigation: true))
    let result = outcome { try? preview.commit(completion: $0) }
    #expect(result?.error == nil)
    let screen = try #require(preview.screen)
    #expect(preview.state == .committed)
    #expect(harness.window.topmostScreen === screen)
    #expect(
      harness.events.lines == [
        #"opened ItemScreen "Peek" from ItemScreen "Home" (modal in navigation, system.modal 300ms)"#
      ])
    screen.itemRouter.close()
    #expect(harness.navigation.presentedScreen == nil)
    try harness.window.checkInvariants()
  }

  @Test func committingTwiceOrAfterCancelIsATypedErrorAndChangesNothing() throws {
    let preview = try makePreview()
    try preview.commit()
    let again = #expect(throws: PreviewError.self) { try preview.commit() }
    #expect(again == .committed(ScreenInfo(typeName: "ItemScreen", title: "Peek")))
    #expect(harness.navigation.stack.count == 2)

    let cancelled = try makePreview("Other")
    cancelled.cancel()
    let late = #expect(throws: PreviewError.self) { try cancelled.commit() }
    #expect(late == .cancelled(ScreenInfo(typeName: "ItemScreen", title: "Other")))
    #expect(
      late?.description
        == #"Cannot commit the preview of ItemScreen "Other": it was cancelled"#)
    #expect(harness.navigation.stack.count == 2)
    #expect(harness.events.events.compactMap(\.error).isEmpty)
  }

  @Test func aRefusedCommitLeavesTheTreeUnchangedAndThePreviewPending() throws {
    _ = try harness.open("Sheet", from: home.itemRouter, as: .modal)
    let before = harness.window.render()
    let preview = try makePreview(as: .modal)
    let result = outcome { try? preview.commit(completion: $0) }
    #expect(
      result?.error?.reason
        == .hierarchy(
          .alreadyPresenting(
            host: ScreenInfo(harness.navigation),
            presented: ScreenInfo(typeName: "ItemScreen", title: "Sheet"))))
    #expect(harness.window.render() == before)
    #expect(preview.state == .pending)
    harness.window.topmostScreen?.router?.dismiss()
    try preview.commit()
    #expect(preview.state == .committed)
  }

  @Test func committingAfterThePresentingRouterIsGoneFails() throws {
    let preview: Preview<ItemScreen>
    do {
      let presenter = try harness.open("Presenter", from: home.itemRouter, as: .push)
      preview = try presenter.itemRouter.preview(.push) { router in
        ItemScreen(viewModel: ItemViewModel(name: "Peek", router: router))
      }
      presenter.itemRouter.close()
    }
    let result = outcome { try? preview.commit(completion: $0) }
    #expect(result?.error?.reason == .rootDeallocated)
    #expect(harness.navigation.stack.count == 1)
  }

  @Test func asyncCommitThrowsTheSameErrors() async throws {
    let preview = try makePreview()
    try await preview.commitAndWait()
    await #expect(throws: PreviewError.self) { try await preview.commitAndWait() }
  }

  @Test func cancellingFreesEverythingThePreviewBuilt() throws {
    let watcher = LifetimeWatcher()
    let preview = try makePreview()
    let screen = try #require(preview.screen)
    watcher.watch(screen, as: "screen")
    watcher.watch(screen.viewModel, as: "view model")
    watcher.watch(screen.itemRouter, as: "router")
    preview.cancel()
    #expect(preview.state == .cancelled)
    #expect(preview.screen == nil)
    _ = consume screen
    #expect(watcher.survivors.isEmpty)
  }

  @Test func droppingAnUncommittedPreviewFreesEverythingItBuilt() throws {
    let watcher = LifetimeWatcher()
    do {
      let preview = try makePreview()
      let screen = try #require(preview.screen)
      watcher.watch(preview, as: "preview")
      watcher.watch(screen, as: "screen")
      watcher.watch(screen.viewModel, as: "view model")
      watcher.watch(screen.itemRouter, as: "router")
    }
    #expect(watcher.count == 4)
    #expect(watcher.survivors.isEmpty)
  }

  @Test func aPendingPreviewDoesNotKeepThePresenterAlive() throws {
    let watcher = LifetimeWatcher()
    let preview: Preview<ItemScreen>
    do {
      let presenter = try harness.open("Presenter", from: home.itemRouter, as: .push)
      watcher.watch(presenter)
      watcher.watch(presenter.itemRouter)
      preview = try presenter.itemRouter.preview(.push) { router in
        ItemScreen(viewModel: ItemViewModel(name: "Peek", router: router))
      }
      presenter.itemRouter.close()
    }
    #expect(watcher.survivors.isEmpty)
    #expect(preview.screen != nil)
  }

  @Test func aBuilderThatThrowsIsReportedAndThrown() {
    struct Broken: Error {}
    #expect(
      throws: RoutingError(
        #"push ItemScreen from ItemScreen "Home""#, .buildFailed("Broken()"))
    ) {
      try home.itemRouter.preview(.push) { _ -> ItemScreen in throw Broken() }
    }
    #expect(
      harness.events.lines == [
        #"failed: Cannot push ItemScreen from ItemScreen "Home": building the screen failed: Broken()"#
      ])
  }
}
