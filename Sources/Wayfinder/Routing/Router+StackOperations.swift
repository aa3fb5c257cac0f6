extension Router {
  /// Pops every screen above the bottom of the navigation stack holding the root.
  ///
  /// A screen presented by one of the popped screens (a pop-up opened from a product) leaves
  /// with it, as when the screen itself closes: its presenter is gone, and a screen opened for a
  /// result delivers ``RouteResult/cancelled``.
  ///
  /// Observers receive a `popped(count:)` event naming the stack's root, with the system push
  /// animator when `animated`; popping a stack that holds only its root succeeds with a count of
  /// 0. Fails with ``RoutingError/Reason/noNavigationContainer(_:)`` when the root is in no
  /// navigation stack.
  ///
  /// - Parameters:
  ///   - animated: Whether the change animates (recorded on the event).
  ///   - completion: Receives the outcome.
  public func popToRoot(animated: Bool = true, completion: RoutingCompletion? = nil) {
    context.perform(.popToRoot(animated: animated), by: self, completion: completion)
  }

  /// Replaces the root (and what was pushed after it) with a new screen, in one step.
  ///
  /// When the root is a navigation container (the router of a route that built the stack around
  /// its screen), its bottom screen is replaced.
  ///
  /// The new screen is built as ``open(_:build:completion:)`` builds one: its router's
  /// transition is a push (or, when the root is the bottom of its stack, the root's own
  /// transition), so its `close()` undoes what the root's would have. Observers receive one
  /// `replaced` event; on failure, a `failed` event, and the stack is unchanged.
  ///
  /// - Parameters:
  ///   - animated: Whether the push animates (recorded on the event and on the new router).
  ///   - build: Makes the new screen from its new router.
  ///   - completion: Receives the new screen or the error:
  ///     ``RoutingError/Reason/noNavigationContainer(_:)`` when the root is not on a navigation
  ///     stack, or a build error.
  public func popAndPush<S: Screen>(
    animated: Bool = true,
    build: @MainActor (DefaultRouter) throws -> S,
    completion: (@MainActor (Result<S, RoutingError>) -> Void)? = nil
  ) {
    popAndPush(animated: animated, router: DefaultRouter.self, build: build, completion: completion)
  }

  /// Replaces the root (and what was pushed after it) with a new screen whose router is a
  /// `routerType` (a subclass of ``DefaultRouter``, such as the sample's `SiriRouter`).
  ///
  /// See ``popAndPush(animated:build:completion:)``.
  public func popAndPush<R: DefaultRouter, S: Screen>(
    animated: Bool = true,
    router routerType: R.Type,
    build: @MainActor (R) throws -> S,
    completion: (@MainActor (Result<S, RoutingError>) -> Void)? = nil
  ) {
    let transition: Transition =
      if let root,
        let navigation = RoutingRequest.screenReplaced(byPopAndPushFrom: root).rootedStack
      {
        navigation.bottomTransition
      } else {
        .push(animator: animated ? SystemAnimator.push : nil)
      }
    let made: (router: R, screen: S)
    do {
      made = try makeScreenAndRouter(transition, router: routerType, build: build)
    } catch {
      context.fail(error, transition: Transition.push.name) { _ in completion?(.failure(error)) }
      return
    }
    context.perform(
      .popAndPush(made.screen, animated: animated), by: self,
      completion: made.router.completion(placing: made.screen, then: completion))
  }

  /// Replaces the whole navigation stack holding the root with the screens `build` lists.
  ///
  /// ```swift
  /// router.setStack { stack in
  ///   try stack.keep(home)
  ///   try stack.push { router in CartScreen(viewModel: CartViewModel(router: router)) }
  /// }
  /// ```
  ///
  /// Screens not kept leave the stack (with what they presented). Observers receive one
  /// `replacedStack(count:)` event naming the new top; on failure a `failed` event, and the
  /// stack is unchanged: ``RoutingError/Reason/noNavigationContainer(_:)``,
  /// ``HierarchyError/emptyStack``, ``HierarchyError/duplicateScreen(_:)``, or the error `build`
  /// threw (``RoutingError/Reason/buildFailed(_:)`` for any other error).
  ///
  /// - Parameters:
  ///   - animated: Whether the change animates (recorded on the event and the new routers).
  ///   - build: Lists the new stack, bottom first.
  ///   - completion: Receives the outcome.
  public func setStack(
    animated: Bool = true,
    build: @MainActor (StackBuilder) throws -> Void,
    completion: RoutingCompletion? = nil
  ) {
    let request = "replace the navigation stack"
    let builder = StackBuilder(
      router: self, navigation: root?.navigationContainer,
      animator: animated ? SystemAnimator.push : nil)
    do {
      try build(builder)
    } catch {
      builder.disownBuiltScreens()
      let failure = RoutingError.wrapping(error, request: request)
      context.fail(failure, transition: Transition.push.name, completion: completion)
      return
    }
    // Weak: a failure is reported at once, while the builder is alive; a success must not keep
    // the screens it built until it is on screen.
    context.perform(.setStack(builder.screens, animated: animated), by: self) {
      [weak builder] result in
      if case .failure = result { builder?.disownBuiltScreens() }
      completion?(result)
    }
  }

  /// Dismisses every modal presentation above `screen` in one step, so that nothing is presented
  /// over it any more (what is pushed above it in its stack stays; ``Router/focus(completion:)``
  /// pops it too).
  ///
  /// Observers receive one `dismissedAll(count:)` event naming `screen`, with the system modal
  /// animator when `animated`. Fails, leaving everything as it was, with
  /// ``RoutingError/Reason/notShown(_:)`` when `screen` is not in the root's window, or
  /// ``HierarchyError/notPresenting(_:)`` when nothing is presented above it.
  ///
  /// - Parameters:
  ///   - screen: The screen to come back to; the root by default.
  ///   - animated: Whether the change animates (recorded on the event).
  ///   - completion: Receives the outcome.
  public func dismissAll(
    downTo screen: Screen? = nil, animated: Bool = true, completion: RoutingCompletion? = nil
  ) {
    context.perform(
      .dismissAll(downTo: screen, animated: animated), by: self, completion: completion)
  }
}
