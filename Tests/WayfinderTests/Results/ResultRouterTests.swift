import Testing
import Wayfinder
import WayfinderTesting

/// The outcome of the login flow in these tests.
enum LoginOutcome: Hashable {
  case loggedIn(String)
  case signedUp(String)
}

/// A view model that finishes with a ``LoginOutcome``.
@MainActor
final class LoginViewModel {
  let router: ResultRouter<LoginOutcome>

  init(router: ResultRouter<LoginOutcome>) {
    self.router = router
  }
}

/// A screen owning a ``LoginViewModel``.
@MainActor
final class LoginScreen: Screen {
  let viewModel: LoginViewModel

  init(viewModel: LoginViewModel, title: String = "Login") {
    self.viewModel = viewModel
    super.init(title: title, model: viewModel)
  }
}

/// Collects the results a presenter receives.
@MainActor
final class ResultInbox {
  private(set) var results: [RouteResult<LoginOutcome>] = []

  func receive(_ result: RouteResult<LoginOutcome>) { results.append(result) }
}

@MainActor
@Suite struct ResultRouterTests {
  let harness: Harness
  let inbox = ResultInbox()

  init() throws {
    harness = try Harness()
  }

  /// Opens a login screen from `router` with `transition`, its results going to the inbox.
  func openLogin(
    from router: some Router, as transition: Transition = .modal(inNavigation: true)
  ) -> LoginScreen? {
    var made: LoginScreen?
    router.open(transition, returning: LoginOutcome.self) { router in
      let screen = LoginScreen(viewModel: LoginViewModel(router: router))
      made = screen
      return screen
    } onResult: { [inbox] result in
      inbox.receive(result)
    }
    return made
  }

  @Test func finishDeliversTheValueOnceAfterTheScreenIsClosed() throws {
    var made: LoginScreen?
    var delivered: [RouteResult<LoginOutcome>] = []
    var topmostWhenDelivered: Screen?
    harness.home.itemRouter.open(.modal(inNavigation: true), returning: LoginOutcome.self) {
      router in
      let screen = LoginScreen(viewModel: LoginViewModel(router: router))
      made = screen
      return screen
    } onResult: { [window = harness.window] result in
      delivered.append(result)
      topmostWhenDelivered = window.topmostScreen
    }
    let login = try #require(made)
    harness.events.clear()
    login.viewModel.router.finish(with: .loggedIn("ada"))
    // A double-tapped Done, then a late Cancel: the flow has ended, so nothing more happens.
    var again: Result<Void, RoutingError>?
    login.viewModel.router.finish(with: .loggedIn("again")) { again = $0 }
    login.viewModel.router.cancel()
    #expect(throws: Never.self) { try again?.get() }
    #expect(delivered == [.finished(.loggedIn("ada"))])
    #expect(topmostWhenDelivered === harness.home)
    #expect(harness.navigation.presentedScreen == nil)
    #expect(
      harness.events.lines == [
        #"closed LoginScreen "Login" (modal in navigation, system.modal 300ms)"#,
        #"finished LoginScreen "Login" for ItemScreen "Home""#,
      ])
    try harness.window.checkInvariants()
  }

  @Test func aFailedOpenDeliversFailedOnceAndShowsNothing() throws {
    _ = try harness.open("Sheet", from: harness.home.itemRouter, as: .modal)
    let login = openLogin(from: harness.home.itemRouter, as: .modal)
    #expect(inbox.results.count == 1)
    let error = try #require(inbox.results.first?.error)
    #expect(
      error.reason
        == .hierarchy(
          .alreadyPresenting(
            host: ScreenInfo(harness.navigation),
            presented: ScreenInfo(typeName: "ItemScreen", title: "Sheet"))))
    #expect(login?.viewModel.router.isAwaitingResult == false)
    #expect(harness.events.events.last?.error == error)
  }

  @Test func aFailedOpenDeliversFailedWhenAnObserverOfTheFailureClosesScreens() throws {
    let pushed = try harness.open("A", from: harness.home.itemRouter, as: .push)
    let sheet = try harness.open("Sheet", from: pushed.itemRouter, as: .modal)
    var wentBack = false
    let observation = harness.window.context.addObserver { event in
      // The app's reaction to a failure: back to Home, which closes A and its sheet.
      guard !wentBack, event.error != nil else { return }
      wentBack = true
      pushed.itemRouter.close()
    }
    defer { observation.cancel() }  // It holds A, whose router holds the context.
    // The sheet is not in a navigation container: the push fails.
    let login = openLogin(from: sheet.itemRouter, as: .push)
    #expect(inbox.results.count == 1)
    #expect(
      inbox.results.first?.error?.reason == .noNavigationContainer(ScreenInfo(sheet)),
      "\(inbox.results)")
    #expect(login?.viewModel.router.isAwaitingResult == false)
    #expect(harness.navigation.stack.count == 1)
  }

  @Test func aBuilderThatThrowsDeliversFailed() {
    struct Broken: Error {}
    harness.home.itemRouter.open(.push, returning: LoginOutcome.self) { _ -> LoginScreen in
      throw Broken()
    } onResult: { [inbox] in
      inbox.receive($0)
    }
    #expect(inbox.results.count == 1)
    #expect(inbox.results.first?.error?.reason == .buildFailed(Broken()))
  }

  @Test func backDeliversCancelledOnce() throws {
    let login = try #require(openLogin(from: harness.home.itemRouter, as: .push))
    harness.home.itemRouter.popToRoot()
    #expect(inbox.results == [.cancelled])
    login.viewModel.router.finish(with: .loggedIn("late"))
    #expect(inbox.results == [.cancelled])
    #expect(harness.events.lines.contains(#"cancelled LoginScreen "Login" for ItemScreen "Home""#))
  }

  @Test func dismissDeliversCancelledOnce() throws {
    let login = try #require(openLogin(from: harness.home.itemRouter))
    login.viewModel.router.dismiss()
    #expect(inbox.results == [.cancelled])
    login.viewModel.router.cancel()
    #expect(inbox.results == [.cancelled])
  }

  @Test func closingTheParentDeliversCancelledOnce() throws {
    let parent = try harness.open("Parent", from: harness.home.itemRouter, as: .push)
    let login = try #require(openLogin(from: parent.itemRouter))
    _ = try harness.open("Pushed", from: login.viewModel.router, as: .push)
    parent.itemRouter.close()
    #expect(inbox.results == [.cancelled])
    #expect(harness.navigation.presentedScreen == nil)
    login.viewModel.router.finish(with: .signedUp("bob"))
    #expect(inbox.results == [.cancelled])
    try harness.window.checkInvariants()
  }

  @Test func replacingTheRootDeliversCancelled() throws {
    _ = try #require(openLogin(from: harness.home.itemRouter))
    try harness.window.setRoot { _ in Screen(title: "Other") }
    #expect(inbox.results == [.cancelled])
  }

  @Test func cancelClosesAndDeliversCancelled() throws {
    let login = try #require(openLogin(from: harness.home.itemRouter, as: .push))
    login.viewModel.router.cancel()
    #expect(inbox.results == [.cancelled])
    #expect(harness.navigation.stack.count == 1)
  }

  @Test func nothingIsDeliveredAfterThePresenterIsGone() throws {
    let watcher = LifetimeWatcher()
    var login: LoginScreen?
    do {
      let presenter = try harness.open("Presenter", from: harness.home.itemRouter, as: .push)
      login = openLogin(from: presenter.itemRouter, as: .push)
      watcher.watch(presenter)
      // The presenter leaves the stack but the login screen stays on it.
      let kept = try #require(login)
      harness.home.itemRouter.setStack { stack in
        try stack.keep(harness.home)
        try stack.keep(kept)
      }
    }
    #expect(watcher.allFreed)
    let screen = try #require(login)
    screen.viewModel.router.finish(with: .loggedIn("ada"))
    #expect(inbox.results.isEmpty)
    #expect(harness.navigation.stack.count == 1)
    #expect(!harness.events.lines.contains { $0.hasPrefix("finished") })
  }

  /// Opens the login screen with `openAndWait` in a task, and returns the task and the screen
  /// once it is shown.
  func awaitLogin(
    from router: DefaultRouter, as transition: Transition
  ) async -> (Task<RouteResult<LoginOutcome>, Never>, LoginScreen) {
    let made = ScreenBox()
    let outcome = Task { @MainActor in
      await router.openAndWait(transition, returning: LoginOutcome.self) { router in
        let screen = LoginScreen(viewModel: LoginViewModel(router: router))
        made.screen = screen
        return screen
      }
    }
    while true {
      if let screen = made.screen { return (outcome, screen) }
      await Task.yield()
    }
  }

  /// Carries the screen a task's builder made back to the test; written and read on the main
  /// actor only.
  final class ScreenBox: @unchecked Sendable {
    var screen: LoginScreen?
  }

  @Test func awaitingAResultReturnsItOnce() async throws {
    let (outcome, login) = await awaitLogin(from: harness.home.itemRouter, as: .push)
    login.viewModel.router.finish(with: .signedUp("cy"))
    #expect(await outcome.value == .finished(.signedUp("cy")))
    #expect(harness.navigation.stack.count == 1)
  }

  @Test func cancellingTheAwaitingTaskCancelsTheFlowAndClosesTheScreen() async throws {
    let (outcome, login) = await awaitLogin(from: harness.home.itemRouter, as: .modal)
    #expect(harness.navigation.presentedScreen === login)
    outcome.cancel()
    #expect(await outcome.value == .cancelled)
    #expect(harness.navigation.presentedScreen == nil)
    // The view model's late Done changes nothing.
    login.viewModel.router.finish(with: .loggedIn("late"))
    #expect(!harness.events.lines.contains { $0.hasPrefix("failed") })
  }

  @Test func aTaskCancelledAlreadyOpensNothing() async throws {
    let router = harness.home.itemRouter
    harness.events.clear()
    let outcome = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      return await router.openAndWait(.modal, returning: LoginOutcome.self) { router in
        LoginScreen(viewModel: LoginViewModel(router: router))
      }
    }
    #expect(await outcome.value == .cancelled)
    #expect(harness.navigation.presentedScreen == nil)
    #expect(harness.events.lines.isEmpty)
  }

  @Test func awaitingResumesWithCancelledWhenThePresenterIsGone() async throws {
    let router = try harness.open("Presenter", from: harness.home.itemRouter, as: .push).itemRouter
    let (outcome, login) = await awaitLogin(from: router, as: .push)
    harness.home.itemRouter.setStack { stack in
      try stack.keep(harness.home)
      try stack.keep(login)
    }
    #expect(router.root == nil)
    login.viewModel.router.finish(with: .signedUp("cy"))
    #expect(await outcome.value == .cancelled)
  }

  @Test func awaitingResumesWhenTheWholeWindowIsFreed() async throws {
    // No screen leaves a hierarchy here: the window and everything in it is dropped, and the
    // result router's deinit still resumes the awaiting task, with `cancelled`.
    var owner: Harness? = try Harness()
    let router = try #require(owner?.home.itemRouter)
    weak var made: LoginScreen?
    let outcome = Task { @MainActor in
      await router.openAndWait(.modal, returning: LoginOutcome.self) { router in
        let screen = LoginScreen(viewModel: LoginViewModel(router: router))
        made = screen
        return screen
      }
    }
    while made == nil { await Task.yield() }
    owner = nil
    #expect(made == nil)
    #expect(await outcome.value == .cancelled)
  }

  @Test func screensOpenedForAResultAreFreedAfterEachOutcome() throws {
    let watcher = LifetimeWatcher()
    for round in 0..<4 {
      let login = try #require(openLogin(from: harness.home.itemRouter))
      watcher.watch(login)
      watcher.watch(login.viewModel)
      watcher.watch(login.viewModel.router)
      switch round {
      case 0: login.viewModel.router.finish(with: .loggedIn("a"))
      case 1: login.viewModel.router.cancel()
      case 2: login.viewModel.router.dismiss()
      default: harness.home.itemRouter.focus()
      }
    }
    #expect(watcher.survivors.isEmpty)
    #expect(inbox.results == [.finished(.loggedIn("a")), .cancelled, .cancelled, .cancelled])
    #expect(harness.window.leakedScreens().isEmpty)
  }
}
