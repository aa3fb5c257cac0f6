import WayfinderContainer

extension RoutingContext {
  /// Makes a router of `routerType` that opens with `transition`, builds the screen with it and
  /// makes the screen the router's root: the one place where a screen and its router are made
  /// (for a route's `open`, `makeScreen`, a result's screen, the window's root and a restored
  /// path alike).
  ///
  /// - Parameters:
  ///   - routerType: The router's type: ``DefaultRouter`` or a subclass.
  ///   - transition: The transition that will open the screen, which its `close()` undoes.
  ///   - container: The container the router resolves from.
  ///   - request: What is being made, for the error message.
  ///   - build: Builds the screen from its new router.
  /// - Returns: The router and its screen.
  /// - Throws: ``RoutingError/Reason/buildFailed(_:)`` (or the ``RoutingError`` `build` threw)
  ///   when `build` throws; ``HierarchyError/alreadyInHierarchy(_:)`` or
  ///   ``RoutingError/Reason/alreadyHasRouter(_:)`` when it returns a screen placed or owned
  ///   already. Everything `build` made is freed then.
  func makeScreen<R: DefaultRouter, S: Screen>(
    router routerType: R.Type, transition: Transition, container: Container,
    request: @autoclosure () -> String, build: @MainActor (R) throws -> S
  ) throws(RoutingError) -> (router: R, screen: S) {
    let router = routerType.init(
      configuration: RouterConfiguration(
        rootTransition: transition, context: self, container: container))
    do {
      let screen = try build(router)
      try router.adopt(screen)
      return (router, screen)
    } catch {
      throw RoutingError.wrapping(error, request: request())
    }
  }
}
