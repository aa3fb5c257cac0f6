// `async` forms of the routing calls, each under a name of its own (`…AndWait`), so that a call
// such as `router.close()` stays fire-and-forget in `async` code as well. In the headless model
// transitions finish at once; a UI binding resumes them when the animation ends. Each throws the
// ``RoutingError`` that the fire-and-forget form reports to the observers (who receive it too).

extension Router {
  /// Opens `screen` from the root with `transition`, and returns once it is shown.
  ///
  /// - Throws: the ``RoutingError`` that stopped it; the hierarchy is unchanged.
  public func routeAndWait(to screen: Screen, as transition: Transition)
    async throws(RoutingError)
  {
    try await wait { completion in route(to: screen, as: transition, completion: completion) }
  }

  /// Opens a new screen built with its new router, and returns it once shown.
  ///
  /// See ``open(_:build:completion:)``.
  ///
  /// - Throws: the ``RoutingError`` that stopped it; the hierarchy is unchanged.
  @discardableResult
  public func openAndWait<S: Screen>(
    _ transition: Transition, build: (DefaultRouter) throws -> S
  ) async throws(RoutingError) -> S {
    let result: Result<S, RoutingError> = await withCheckedContinuation { continuation in
      open(transition, build: build) { continuation.resume(returning: $0) }
    }
    return try result.get()
  }

  /// Closes the root, and returns once it is gone.
  ///
  /// - Throws: the ``RoutingError`` that stopped it; the hierarchy is unchanged.
  public func closeAndWait() async throws(RoutingError) {
    try await wait { completion in close(completion: completion) }
  }

  /// Dismisses the modal presentation containing the root, and returns once it is gone.
  ///
  /// - Throws: the ``RoutingError`` that stopped it; the hierarchy is unchanged.
  public func dismissAndWait() async throws(RoutingError) {
    try await wait { completion in dismiss(completion: completion) }
  }

  /// Closes everything above the root, and returns when done.
  ///
  /// - Throws: the ``RoutingError`` that stopped it; the hierarchy is unchanged.
  public func focusAndWait() async throws(RoutingError) {
    try await wait { completion in focus(completion: completion) }
  }

  /// Starts a request with a completion and waits for its outcome.
  private func wait(
    _ start: (@escaping RoutingCompletion) -> Void
  ) async throws(RoutingError) {
    let result = await withCheckedContinuation { continuation in
      start { continuation.resume(returning: $0) }
    }
    try result.get()
  }
}
