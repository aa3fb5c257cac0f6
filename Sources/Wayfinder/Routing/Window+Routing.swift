extension Window {
  /// Builds a screen with a new root router and makes it the root of the window.
  ///
  /// The router's transition is ``Transition/root``; observers receive an `opened` event. The old
  /// hierarchy, if any, leaves the window.
  ///
  /// - Parameter build: Builds the root screen from its router (typically a tab or navigation
  ///   container whose content has its own routers, made with ``Router/makeScreen(_:build:)``).
  /// - Returns: The new root.
  /// - Throws: ``RoutingError/Reason/buildFailed(_:)`` when `build` throws (a `RoutingError` or
  ///   `HierarchyError` it throws keeps its reason), ``HierarchyError/alreadyInHierarchy(_:)``,
  ///   ``RoutingError/Reason/alreadyHasRouter(_:)`` for a screen another router made, or
  ///   ``RoutingError/Reason/otherWindow(_:)`` for a container around a screen another window's
  ///   router made; the window is unchanged and observers receive a `failed` event.
  @discardableResult
  public func setRoot<S: Screen>(
    build: @MainActor (DefaultRouter) throws -> S
  ) throws(RoutingError) -> S {
    let made: (router: DefaultRouter, screen: S)
    do {
      made = try context.makeScreen(
        router: DefaultRouter.self, transition: .root, container: container,
        request: "set the window's root", build: build)
    } catch {
      context.fail(error, transition: Transition.root.name, completion: nil)
      throw error
    }
    do {
      try makeRoot(made.screen, by: made.router)
    } catch {
      made.router.disown(made.screen)
      throw error
    }
    return made.screen
  }

  /// Makes `screen`, whose router is `router`, the root through the one path every change takes
  /// (``RoutingContext``), so observers, results and the leak report see it as any other change.
  ///
  /// - Throws: the ``RoutingError`` observers received as well; the window is unchanged.
  func makeRoot(_ screen: Screen, by router: DefaultRouter) throws(RoutingError) {
    var failure: RoutingError?
    context.perform(.replaceRoot(in: self, with: screen), by: router) { result in
      if case .failure(let error) = result { failure = error }
    }
    if let failure { throw failure }
  }

  /// The screens that left this window's hierarchy but are still alive, or whose view model or
  /// router is.
  ///
  /// Call it after closing screens and dropping your own references: a non-empty list names a
  /// retain cycle or a forgotten reference. A surviving screen is listed with the view model and
  /// router it holds; a view model that something else kept when its screen left is listed,
  /// with its router, even after the screen is freed. A router kept on its own, its screen and
  /// view model freed, is not listed (use `LifetimeWatcher` in a test). The check is
  /// deterministic, with no timer: objects are freed as soon as the last reference goes.
  public func leakedScreens() -> [LeakedScreen] {
    LeakTracker.shared.survivors(in: self)
  }
}
