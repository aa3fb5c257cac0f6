extension Router {
  /// Opens a new screen that returns a result, and hands the result to `onResult` exactly once.
  ///
  /// Works as ``open(_:build:completion:)``, except that the new router is a ``ResultRouter``
  /// through which the screen's view model finishes:
  ///
  /// ```swift
  /// router.open(.modal(inNavigation: true), returning: LoginOutcome.self) { router in
  ///   LoginScreen(viewModel: LoginViewModel(router: router))
  /// } onResult: { [weak self] result in
  ///   switch result {
  ///   case .finished(.loggedIn(let user)): self?.welcome(user)
  ///   case .finished, .cancelled: break
  ///   case .failed(let error): self?.log(error)
  ///   }
  /// }
  /// ```
  ///
  /// `onResult` receives ``RouteResult/finished(_:)`` when the view model finishes,
  /// ``RouteResult/cancelled`` when the screen is closed any other way, and
  /// ``RouteResult/failed(_:)`` at once when the screen cannot be opened (the observers receive
  /// the `failed` event as well; nothing was shown). It is not called once this router or its
  /// root screen is gone. Observers receive a ``ResultEvent`` for each delivered
  /// `finished` or `cancelled`.
  ///
  /// - Parameters:
  ///   - transition: How the screen opens; the new router keeps it to close the screen.
  ///   - outputType: The type of the result.
  ///   - build: Makes the screen from its new router.
  ///   - onResult: Receives the result, once.
  public func open<Output, S: Screen>(
    _ transition: Transition,
    returning outputType: Output.Type,
    build: @MainActor (ResultRouter<Output>) throws -> S,
    onResult: @escaping @MainActor (RouteResult<Output>) -> Void
  ) {
    openForResult(
      transition, build: build, dropsWithoutPresenter: true, resumeIfAbandoned: nil,
      handler: onResult)
  }

  /// Opens a new screen that returns a result, and returns the result once the screen is done.
  ///
  /// ```swift
  /// let outcome = await router.openAndWait(.modal, returning: LoginOutcome.self) { router in
  ///   LoginScreen(viewModel: LoginViewModel(router: router))
  /// }
  /// ```
  ///
  /// See ``open(_:returning:build:onResult:)``. The call always returns exactly once: when this
  /// router's root is gone by the time the screen finishes, the result is
  /// ``RouteResult/cancelled`` (the presenter is no longer there to act on it); when the screen
  /// cannot be opened (this router's root is gone already, say), it is
  /// ``RouteResult/failed(_:)`` with the error the observers received.
  ///
  /// Cancelling the calling task (a SwiftUI `.task` whose view went away) cancels the flow as
  /// the screen's own Cancel button would (``ResultRouter/cancel(completion:)``: the screen
  /// closes) and returns ``RouteResult/cancelled``; a task cancelled already opens nothing.
  public func openAndWait<Output, S: Screen>(
    _ transition: Transition,
    returning outputType: Output.Type,
    build: @MainActor (ResultRouter<Output>) throws -> S
  ) async -> RouteResult<Output> {
    guard !Task.isCancelled else { return .cancelled }
    let opened = OpenedRouterBox<Output>()
    let box = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        opened.router = openForResult(
          transition, build: build, dropsWithoutPresenter: false,
          resumeIfAbandoned: {
            continuation.resume(returning: MainActorResultBox(result: .cancelled))
          }
        ) { result in
          continuation.resume(returning: MainActorResultBox(result: result))
        }
      }
    } onCancel: {
      Task { @MainActor in opened.router?.cancel() }
    }
    return box.result
  }

  /// Builds the screen with a result router, routes to it, and wires the result to `handler`;
  /// returns the router, or `nil` when the screen could not be built.
  @discardableResult
  func openForResult<Output, S: Screen>(
    _ transition: Transition,
    build: @MainActor (ResultRouter<Output>) throws -> S,
    dropsWithoutPresenter: Bool,
    resumeIfAbandoned: (@Sendable () -> Void)?,
    handler: @escaping @MainActor (RouteResult<Output>) -> Void
  ) -> ResultRouter<Output>? {
    let router: ResultRouter<Output>
    let screen: S
    do {
      (router, screen) = try makeScreenAndRouter(
        transition, router: ResultRouter<Output>.self, build: build)
    } catch {
      // Not to a presenter that is gone, as no other result is.
      let isDropped = dropsWithoutPresenter && root == nil
      context.fail(error, transition: transition.name) { _ in
        if !isDropped { handler(.failed(error)) }
      }
      return nil
    }
    router.expect(
      ResultReceiver(
        presenter: self, presenterInfo: root.map(ScreenInfo.init), screenInfo: ScreenInfo(screen),
        dropsWithoutPresenter: dropsWithoutPresenter, handler: handler),
      resumeIfAbandoned: resumeIfAbandoned)
    // The screen weakly: a failure is reported at once, while it is alive; a success must not
    // keep it until it is on screen.
    route(to: screen, as: transition) { [weak screen] result in
      guard case .failure(let error) = result else { return }
      if let screen { router.disown(screen) }
      router.deliver(.failed(error))
    }
    router.wasPlaced = screen.isShown
    return router
  }
}

/// The router an awaiting ``Router/openAndWait(_:returning:build:)`` opened, for its task's
/// cancellation handler.
///
/// `@unchecked Sendable`: the cancellation handler carries it to a main-actor task, and it is
/// written and read on the main actor only.
private final class OpenedRouterBox<Output>: @unchecked Sendable {
  weak var router: ResultRouter<Output>?
}

/// Carries a result from the main actor back to the main actor across a continuation.
///
/// The result is made and consumed on the main actor (``Router`` is main-actor isolated, so
/// the `await` resumes there), so it never crosses isolation domains, whatever `Output` is.
private struct MainActorResultBox<Output>: @unchecked Sendable {
  let result: RouteResult<Output>
}
