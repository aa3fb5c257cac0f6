extension Router {
  /// Builds the screen a route would open with `transition`, without attaching it.
  ///
  /// The screen gets its router (with `transition` as its root transition) and view model as
  /// ``open(_:build:completion:)`` would make them; ``Preview/commit(completion:)`` then shows
  /// it from this router's root, ``Preview/cancel()`` drops it.
  ///
  /// - Throws: ``RoutingError/Reason/buildFailed(_:)`` when `build` throws, or
  ///   ``HierarchyError/alreadyInHierarchy(_:)`` when it returns a placed screen; the
  ///   observers receive a `failed` event as well.
  public func preview<S: Screen>(
    _ transition: Transition, build: (DefaultRouter) throws -> S
  ) throws(RoutingError) -> Preview<S> {
    try preview(transition, router: DefaultRouter.self, build: build)
  }

  /// Builds a preview whose router is a `routerType` (a subclass of ``DefaultRouter``).
  ///
  /// See ``preview(_:build:)``.
  public func preview<R: DefaultRouter, S: Screen>(
    _ transition: Transition, router routerType: R.Type, build: (R) throws -> S
  ) throws(RoutingError) -> Preview<S> {
    do {
      let screen = try makeScreen(transition, router: routerType, build: build)
      return Preview(screen: screen, source: self, transition: transition)
    } catch {
      context.fail(error, transition: transition.name, completion: nil)
      throw error
    }
  }
}
