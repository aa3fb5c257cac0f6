extension RoutingRequest {
  /// Pops every screen above the bottom of the stack holding `router`'s root.
  func popToRoot(
    animated: Bool, by router: any Router, in context: RoutingContext
  ) throws(RoutingError) -> [Screen] {
    let (_, navigation) = try navigation(of: router, for: "pop to the root of the stack")
    let count = navigation.stack.count - 1
    // What left: the popped screens and any presentation one of them asked for.
    let removed = navigation.popToRoot()
    context.notifyIfObserved {
      RoutingEvent(
        action: .popped(count: count), screen: ScreenInfo(navigation.rootScreen),
        transition: Transition.push.name, animator: Self.pushAnimator(animated)?.info)
    }
    return removed
  }

  /// Replaces `router`'s root, and what was pushed after it, with `screen`.
  func popAndPush(
    _ screen: Screen, animated: Bool, by router: any Router, in context: RoutingContext
  ) throws(RoutingError) -> [Screen] {
    let (root, navigation) = try navigation(
      of: router, for: "pop and push \(ScreenInfo(screen))")
    let replaced = Self.screenReplaced(byPopAndPushFrom: root)
    func request() -> String { "pop \(ScreenInfo(replaced)) and push \(ScreenInfo(screen))" }
    guard let index = navigation.index(of: replaced) else {
      throw RoutingError(request(), .notInStack(ScreenInfo(replaced)))
    }
    try screen.checkMadeIn(context, for: request())
    let removed = try hierarchy(request()) { () throws(HierarchyError) in
      try navigation.setStack(Array(navigation.stack[..<index]) + [screen])
    }
    context.notifyIfObserved {
      RoutingEvent(
        action: .replaced(ScreenInfo(replaced)), screen: ScreenInfo(screen),
        transition: Transition.push.name,
        animator: Self.pushAnimator(animated)?.info)
    }
    return removed
  }

  /// The screen `popAndPush` from a router whose root is `root` replaces: the root, or the
  /// stack's bottom screen when the root is the stack itself (a route built the stack around
  /// its screen).
  static func screenReplaced(byPopAndPushFrom root: Screen) -> Screen {
    (root as? NavigationContainer)?.rootScreen ?? root
  }

  /// Replaces the stack holding `router`'s root with `screens`.
  func setStack(
    _ screens: [Screen], animated: Bool, by router: any Router, in context: RoutingContext
  ) throws(RoutingError) -> [Screen] {
    func request() -> String { "replace the navigation stack" }
    let (_, navigation) = try navigation(of: router, for: request())
    for screen in screens where screen.container !== navigation {
      try screen.checkMadeIn(context, for: request())
    }
    let moves = Self.moves(of: screens, in: navigation, animated: animated)
    let removed = try hierarchy(request()) { () throws(HierarchyError) in
      try navigation.setStack(screens)
    }
    for (moved, transition) in moves { moved.rootTransition = transition }
    context.notifyIfObserved {
      RoutingEvent(
        action: .replacedStack(count: navigation.stack.count),
        screen: ScreenInfo(navigation.topScreen), transition: Transition.push.name,
        animator: Self.pushAnimator(animated)?.info)
    }
    return removed
  }

  /// The new transitions of the kept screens that a new stack moves onto or off its bottom, so
  /// that each one's `close()` still undoes its place (and a result it finishes with is not
  /// delivered while it stays): the new bottom takes the old bottom's transition (a presented
  /// stack's bottom dismisses it), a screen moved up becomes a push.
  static func moves(
    of screens: [Screen], in navigation: NavigationContainer, animated: Bool
  ) -> [(DefaultRouter, Transition)] {
    let oldBottom = navigation.rootScreen
    var moves: [(DefaultRouter, Transition)] = []
    for (index, screen) in screens.enumerated() where screen.container === navigation {
      guard (screen === oldBottom) != (index == 0), let router = screen.ownRouter else { continue }
      let transition: Transition =
        index == 0
        ? navigation.bottomTransition
        : .push(animator: pushAnimator(animated))
      moves.append((router, transition))
    }
    return moves
  }
}
