// `async` variants of the routing calls. In the headless model transitions finish at once; a UI
// binding resumes them when the animation ends. Each throws the ``RoutingError`` that the
// fire-and-forget variant reports to the observers (the observers receive it as well).

extension Routable {
  /// Opens `screen` from this router's root with `transition`, and returns when it is shown.
  ///
  /// - Throws: the ``RoutingError`` that stopped it; the hierarchy is unchanged.
  public func route(to screen: Screen, as transition: some Transition) async throws(RoutingError) {
    let result = await withCheckedContinuation { continuation in
      route(to: screen, as: transition) { continuation.resume(returning: $0) }
    }
    try result.get()
  }
}

extension Closable {
  /// Closes the root screen, and returns when it is gone.
  ///
  /// - Throws: the ``RoutingError`` that stopped it; the hierarchy is unchanged.
  public func close() async throws(RoutingError) {
    let result = await withCheckedContinuation { continuation in
      close { continuation.resume(returning: $0) }
    }
    try result.get()
  }
}

extension Dismissable {
  /// Dismisses the modal presentation containing the root, and returns when it is gone.
  ///
  /// - Throws: the ``RoutingError`` that stopped it; the hierarchy is unchanged.
  public func dismiss() async throws(RoutingError) {
    let result = await withCheckedContinuation { continuation in
      dismiss { continuation.resume(returning: $0) }
    }
    try result.get()
  }
}

extension Router {
  /// Opens a new screen built with its new router, and returns it once shown.
  ///
  /// See ``open(_:build:completion:)``.
  ///
  /// - Throws: the ``RoutingError`` that stopped it; the hierarchy is unchanged.
  @discardableResult
  public func open<S: Screen>(
    _ transition: some Transition, build: (DefaultRouter) throws -> S
  ) async throws(RoutingError) -> S {
    let result: Result<S, RoutingError> = await withCheckedContinuation { continuation in
      open(transition, build: build, completion: { continuation.resume(returning: $0) })
    }
    return try result.get()
  }

  /// Closes everything above the root, and returns when done.
  ///
  /// - Throws: the ``RoutingError`` that stopped it; the hierarchy is unchanged.
  public func focus() async throws(RoutingError) {
    let result = await withCheckedContinuation { continuation in
      focus { continuation.resume(returning: $0) }
    }
    try result.get()
  }
}
