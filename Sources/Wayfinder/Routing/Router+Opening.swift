extension Router {
  /// Opens a new screen with `transition`: creates its router, lets `build` make the view model
  /// and the screen with that router, then routes to the screen from this router's root.
  ///
  /// This is the one call a route's default implementation makes, so no router exists without
  /// its root:
  ///
  /// ```swift
  /// func openCart(as transition: Transition) {
  ///   open(transition) { router in CartScreen(viewModel: CartViewModel(router: router)) }
  /// }
  /// ```
  ///
  /// Fire-and-forget: when `build` throws or the transition cannot be carried out, observers
  /// receive a `failed` event, `completion` receives the ``RoutingError``, the hierarchy is
  /// unchanged and everything `build` made is freed (a screen the app keeps and `build` returned
  /// is left without a router, as it was).
  ///
  /// - Parameters:
  ///   - transition: How the screen opens; the new router keeps it to close the screen.
  ///   - build: Makes the screen from its new router.
  ///   - completion: Receives the opened screen or the error.
  public func open<S: Screen>(
    _ transition: Transition,
    build: @MainActor (DefaultRouter) throws -> S,
    completion: (@MainActor (Result<S, RoutingError>) -> Void)? = nil
  ) {
    open(transition, router: DefaultRouter.self, build: build, completion: completion)
  }

  /// Opens a new screen whose router is a `routerType` (a subclass of ``DefaultRouter``, such
  /// as ``ResultRouter`` or an app's own).
  ///
  /// See ``open(_:build:completion:)``.
  public func open<R: DefaultRouter, S: Screen>(
    _ transition: Transition,
    router routerType: R.Type,
    build: @MainActor (R) throws -> S,
    completion: (@MainActor (Result<S, RoutingError>) -> Void)? = nil
  ) {
    let made: (router: R, screen: S)
    do {
      made = try makeScreenAndRouter(transition, router: routerType, build: build)
    } catch {
      context.fail(error, transition: transition.name) { _ in completion?(.failure(error)) }
      return
    }
    route(
      to: made.screen, as: transition,
      completion: made.router.completion(placing: made.screen, then: completion))
  }

  /// Makes a screen and its router without showing it, for example a tab for a tab container.
  ///
  /// The router's transition is `transition` (``Transition/empty`` by default: the container
  /// places the screen).
  ///
  /// ```swift
  /// let shop = try router.makeScreen { router in ShopScreen(viewModel: ShopViewModel(router: router)) }
  /// ```
  ///
  /// - Throws: ``RoutingError/Reason/buildFailed(_:)`` when `build` throws (a `RoutingError` or
  ///   `HierarchyError` it throws keeps its reason), ``HierarchyError/alreadyInHierarchy(_:)``
  ///   when it returns a placed screen, or ``RoutingError/Reason/alreadyHasRouter(_:)`` when it
  ///   returns a screen another router made.
  public func makeScreen<S: Screen>(
    _ transition: Transition = .empty,
    build: @MainActor (DefaultRouter) throws -> S
  ) throws(RoutingError) -> S {
    try makeScreen(transition, router: DefaultRouter.self, build: build)
  }

  /// Makes a screen whose router is a `routerType`, without showing it.
  ///
  /// See ``makeScreen(_:build:)``.
  public func makeScreen<R: DefaultRouter, S: Screen>(
    _ transition: Transition = .empty,
    router routerType: R.Type,
    build: @MainActor (R) throws -> S
  ) throws(RoutingError) -> S {
    try makeScreenAndRouter(transition, router: routerType, build: build).screen
  }

  /// Makes a screen whose router is a `routerType`, as ``makeScreen(_:router:build:)`` does, and
  /// returns its router too, for a request that gives the screen back when it fails.
  func makeScreenAndRouter<R: DefaultRouter, S: Screen>(
    _ transition: Transition, router routerType: R.Type, build: @MainActor (R) throws -> S
  ) throws(RoutingError) -> (router: R, screen: S) {
    try context.makeScreen(
      router: routerType, transition: transition, container: container,
      request: RoutingRequest.describeOpening("\(S.self)", transition, from: self), build: build)
  }
}
