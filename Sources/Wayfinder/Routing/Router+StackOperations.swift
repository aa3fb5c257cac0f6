extension Router {
  /// Pops every screen above the bottom of the navigation stack holding the root, animated or not;
  /// failures go to the observers.
  ///
  /// See ``popToRoot(animated:completion:)``.
  public func popToRoot(animated: Bool = true) {
    popToRoot(animated: animated, completion: nil)
  }

  /// Pops every screen above the bottom of the stack holding the root, with the system animation,
  /// and reports the outcome.
  ///
  /// See ``popToRoot(animated:completion:)``.
  public func popToRoot(completion: @escaping RoutingCompletion) {
    popToRoot(animated: true, completion: completion)
  }

  /// Replaces the root (and what was pushed after it) with a new screen, in one step; failures go
  /// to the observers.
  ///
  /// See ``popAndPush(animated:build:completion:)``.
  public func popAndPush<S: Screen>(animated: Bool = true, build: (DefaultRouter) throws -> S) {
    popAndPush(animated: animated, build: build, completion: nil)
  }

  /// Replaces the root with a new screen, with the system animation, and reports the new screen or
  /// the error.
  ///
  /// See ``popAndPush(animated:build:completion:)``.
  public func popAndPush<S: Screen>(
    build: (DefaultRouter) throws -> S,
    completion: @escaping @MainActor (Result<S, RoutingError>) -> Void
  ) {
    popAndPush(animated: true, build: build, completion: completion)
  }

  /// Replaces the whole stack holding the root; failures go to the observers.
  ///
  /// See ``setStack(animated:build:completion:)``.
  public func setStack(animated: Bool = true, build: (StackBuilder) throws -> Void) {
    setStack(animated: animated, build: build, completion: nil)
  }

  /// Replaces the whole stack holding the root, with the system animation, and reports the outcome.
  ///
  /// See ``setStack(animated:build:completion:)``.
  public func setStack(
    build: (StackBuilder) throws -> Void, completion: @escaping RoutingCompletion
  ) {
    setStack(animated: true, build: build, completion: completion)
  }

  /// Dismisses every modal presentation above `screen` (the root by default); failures go to the
  /// observers.
  ///
  /// See ``dismissAll(downTo:animated:completion:)``.
  public func dismissAll(downTo screen: Screen? = nil, animated: Bool = true) {
    dismissAll(downTo: screen, animated: animated, completion: nil)
  }

  /// Dismisses every modal presentation above `screen` (the root by default), with the system
  /// animation, and reports the outcome.
  ///
  /// See ``dismissAll(downTo:animated:completion:)``.
  public func dismissAll(downTo screen: Screen? = nil, completion: @escaping RoutingCompletion) {
    dismissAll(downTo: screen, animated: true, completion: completion)
  }

  /// Pops every screen above the bottom of the navigation stack holding the root.
  ///
  /// Observers receive a `popped(count:)` event naming the stack's root, with the system push
  /// animator when `animated` and no animator otherwise; popping a stack that holds only its
  /// root succeeds with a count of 0. Fails with
  /// ``RoutingError/Reason/noNavigationContainer(_:)`` when the root is in no navigation stack.
  ///
  /// - Parameters:
  ///   - animated: Whether the change animates (recorded on the event).
  ///   - completion: Receives the outcome.
  public func popToRoot(animated: Bool, completion: RoutingCompletion?) {
    let animator: (any Animator)? = animated ? SystemAnimator.push : nil
    switch navigationOfRoot(for: "pop to the root of the stack") {
    case .failure(let error):
      finish(.failure(error), transition: .push, completion: completion)
    case .success(let (_, navigation)):
      context.leakTracker.beginBatch()
      let popped = navigation.popToRoot()
      if context.hasObservers {
        context.notify(
          RoutingEvent(
            action: .popped(count: popped.count), screen: ScreenInfo(navigation.rootScreen),
            transition: .push, animator: animator?.info))
      }
      context.leakTracker.endBatch()
      completion?(.success(()))
    }
  }

  /// Replaces the root (and what was pushed after it) with a new screen, in one step.
  ///
  /// The new screen is built as ``open(_:build:completion:)`` builds one: its router's
  /// transition is a push (``EmptyTransition`` when the root was the bottom of its stack), so
  /// its `close()` pops it. Observers receive one `replaced` event; on failure, a `failed`
  /// event, and the stack is unchanged.
  ///
  /// - Parameters:
  ///   - animated: Whether the push animates (recorded on the event and on the new router).
  ///   - build: Makes the new screen from its new router.
  ///   - completion: Receives the new screen or the error:
  ///     ``RoutingError/Reason/notInStack(_:)`` when the root is not on a navigation stack,
  ///     or a build error.
  public func popAndPush<S: Screen>(
    animated: Bool,
    build: (DefaultRouter) throws -> S,
    completion: (@MainActor (Result<S, RoutingError>) -> Void)?
  ) {
    let animator: (any Animator)? = animated ? SystemAnimator.push : nil
    let transition = PushTransition(animator: animator)
    func fail(_ error: RoutingError) {
      context.notify(.failed(error, transition: .push))
      completion?(.failure(error))
    }
    let root: Screen
    let navigation: NavigationContainer
    switch navigationOfRoot(for: "pop and push from the root of \(type(of: self))") {
    case .failure(let error): return fail(error)
    case .success(let found): (root, navigation) = found
    }
    let request = "pop \(ScreenInfo(root)) and push a new screen"
    guard let index = navigation.index(of: root) else {
      return fail(RoutingError(request, .notInStack(ScreenInfo(root))))
    }
    let screen: S
    context.leakTracker.beginBatch()
    do {
      // A new bottom of the stack takes over the old bottom's transition, so that its `close()`
      // undoes what the old one's would have (a presented stack is dismissed).
      let bottomTransition: any Transition = root.router?.rootTransition ?? EmptyTransition()
      screen =
        index == 0
        ? try makeScreen(bottomTransition, build: build) : try makeScreen(transition, build: build)
      try navigation.setStack(Array(navigation.stack[..<index]) + [screen])
    } catch {
      context.leakTracker.endBatch()
      return fail(RoutingError(request, error.reason))
    }
    if context.hasObservers {
      context.notify(
        RoutingEvent(
          action: .replaced(ScreenInfo(root)), screen: ScreenInfo(screen), transition: .push,
          animator: animator?.info))
    }
    context.leakTracker.endBatch()
    completion?(.success(screen))
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
  /// ``RoutingError/Reason/emptyStack``, ``RoutingError/Reason/duplicateScreen(_:)``, or the
  /// error `build` threw (``RoutingError/Reason/buildFailed(_:)`` for any other error).
  ///
  /// - Parameters:
  ///   - animated: Whether the change animates (recorded on the event and the new routers).
  ///   - build: Lists the new stack, bottom first.
  ///   - completion: Receives the outcome.
  public func setStack(
    animated: Bool,
    build: (StackBuilder) throws -> Void,
    completion: RoutingCompletion?
  ) {
    let animator: (any Animator)? = animated ? SystemAnimator.push : nil
    let request = "replace the navigation stack"
    switch navigationOfRoot(for: request) {
    case .failure(let error):
      finish(.failure(error), transition: .push, completion: completion)
    case .success(let (_, navigation)):
      let builder = StackBuilder(router: self, navigation: navigation, animator: animator)
      context.leakTracker.beginBatch()
      do {
        try build(builder)
        try navigation.setStack(builder.screens)
      } catch {
        context.leakTracker.endBatch()
        let failure = RoutingError.wrapping(error, request: request)
        finish(.failure(failure), transition: .push, completion: completion)
        return
      }
      if context.hasObservers {
        context.notify(
          RoutingEvent(
            action: .replacedStack(count: navigation.stack.count),
            screen: ScreenInfo(navigation.topScreen), transition: .push, animator: animator?.info))
      }
      context.leakTracker.endBatch()
      completion?(.success(()))
    }
  }

  /// Dismisses every modal presentation above `screen` in one step, so `screen` is on top of
  /// its presentation again.
  ///
  /// Observers receive one `dismissedAll(count:)` event naming `screen`, with the system modal
  /// animator when `animated`. Fails, leaving everything as it was, with
  /// ``RoutingError/Reason/notShown(_:)`` when `screen` is not in the root's window, or
  /// ``RoutingError/Reason/notPresenting(_:)`` when nothing is presented above it.
  ///
  /// - Parameters:
  ///   - screen: The screen to come back to; the root by default.
  ///   - animated: Whether the change animates (recorded on the event).
  ///   - completion: Receives the outcome.
  public func dismissAll(
    downTo screen: Screen?, animated: Bool, completion: RoutingCompletion?
  ) {
    let animator: (any Animator)? = animated ? SystemAnimator.modal : nil
    switch shownRoot(for: "dismiss everything presented") {
    case .failure(let error):
      finish(.failure(error), transition: .modal, completion: completion)
    case .success(let root):
      let target = screen ?? root
      let request = "dismiss everything presented above \(ScreenInfo(target))"
      guard target.window === root.window else {
        let error = RoutingError(request, .notShown(ScreenInfo(target)))
        return finish(.failure(error), transition: .modal, completion: completion)
      }
      let host = target.presentationHost
      guard let presented = host.presentedScreen else {
        let error = RoutingError(request, .notPresenting(ScreenInfo(host)))
        return finish(.failure(error), transition: .modal, completion: completion)
      }
      var count = 1
      var next = presented.presentedScreen
      while let layer = next {
        count += 1
        next = layer.presentedScreen
      }
      context.leakTracker.beginBatch()
      host.dismissPresentedScreen(tracker: context.leakTracker)
      if context.hasObservers {
        context.notify(
          RoutingEvent(
            action: .dismissedAll(count: count), screen: ScreenInfo(target), transition: .modal,
            animator: animator?.info))
      }
      context.leakTracker.endBatch()
      completion?(.success(()))
    }
  }

  /// The shown root and the navigation container it is on, or the error naming `request`.
  func navigationOfRoot(
    for request: @autoclosure () -> String
  ) -> Result<(Screen, NavigationContainer), RoutingError> {
    switch shownRoot(for: request()) {
    case .failure(let error): return .failure(error)
    case .success(let root):
      guard let navigation = root.navigationContainer else {
        return .failure(RoutingError(request(), .noNavigationContainer(ScreenInfo(root))))
      }
      return .success((root, navigation))
    }
  }
}
