extension Window {
  /// Builds a screen with a new root router and makes it the root of the window.
  ///
  /// The router's transition is ``Transition/root``; observers receive an `opened` event. The old
  /// hierarchy, if any, leaves the window.
  ///
  /// - Parameter build: Builds the root screen from its router (typically a tab or navigation
  ///   container whose content has its own routers, made with ``Router/makeScreen(_:build:)``).
  /// - Returns: The new root.
  /// - Throws: ``RoutingError/Reason/buildFailed(_:)`` when `build` throws, or
  ///   ``HierarchyError/alreadyInHierarchy(_:)``; the window is unchanged and observers receive a
  ///   `failed` event.
  @discardableResult
  public func setRoot<S: Screen>(
    build: (DefaultRouter) throws -> S
  ) throws(RoutingError) -> S {
    let transition = Transition.root
    let router = DefaultRouter(
      configuration: RouterConfiguration(
        rootTransition: transition, context: context, container: container))
    let screen: S
    let old: Screen?
    do {
      screen = try build(router)
      try router.adopt(screen)
      old = try replaceRoot(with: screen)
    } catch {
      let failure = RoutingError.wrapping(error, request: "set the window's root")
      context.fail(failure, transition: transition.name, completion: nil)
      throw failure
    }
    if context.hasObservers {
      context.notify(
        RoutingEvent(
          action: .opened, screen: ScreenInfo(screen), source: nil, transition: transition))
    }
    context.didChange()
    if let old { context.screensDidLeave([old]) }
    return screen
  }
}
