extension RoutingRequest {
  /// Pops every screen above the bottom of the stack holding `router`'s root.
  func popToRoot(
    animated: Bool, by router: any Router, in context: RoutingContext
  ) throws(RoutingError) -> [Screen] {
    let (_, navigation) = try navigation(of: router, for: "pop to the root of the stack")
    let popped = navigation.popToRoot()
    context.notifyIfObserved {
      RoutingEvent(
        action: .popped(count: popped.count), screen: ScreenInfo(navigation.rootScreen),
        transition: .push, animator: Self.pushAnimator(animated)?.info)
    }
    return popped
  }

  /// Replaces `router`'s root, and what was pushed after it, with `screen`.
  func popAndPush(
    _ screen: Screen, animated: Bool, by router: any Router, in context: RoutingContext
  ) throws(RoutingError) -> [Screen] {
    let (root, navigation) = try navigation(
      of: router, for: "pop and push from the root of \(type(of: router))")
    func request() -> String { "pop \(ScreenInfo(root)) and push \(ScreenInfo(screen))" }
    guard let index = navigation.index(of: root) else {
      throw RoutingError(request(), .notInStack(ScreenInfo(root)))
    }
    let removed = try hierarchy(request()) { () throws(HierarchyError) in
      try navigation.setStack(Array(navigation.stack[..<index]) + [screen])
    }
    context.notifyIfObserved {
      RoutingEvent(
        action: .replaced(ScreenInfo(root)), screen: ScreenInfo(screen), transition: .push,
        animator: Self.pushAnimator(animated)?.info)
    }
    return removed
  }

  /// Replaces the stack holding `router`'s root with `screens`.
  func setStack(
    _ screens: [Screen], animated: Bool, by router: any Router, in context: RoutingContext
  ) throws(RoutingError) -> [Screen] {
    func request() -> String { "replace the navigation stack" }
    let (_, navigation) = try navigation(of: router, for: request())
    let removed = try hierarchy(request()) { () throws(HierarchyError) in
      try navigation.setStack(screens)
    }
    context.notifyIfObserved {
      RoutingEvent(
        action: .replacedStack(count: navigation.stack.count),
        screen: ScreenInfo(navigation.topScreen), transition: .push,
        animator: Self.pushAnimator(animated)?.info)
    }
    return removed
  }
}
