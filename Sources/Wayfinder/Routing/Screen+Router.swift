extension Screen {
  /// The router that opened this screen, which can close and dismiss it.
  ///
  /// It is the screen's own router or, for the bottom screen of a navigation container that a
  /// route wrapped around it, the container's; `nil` for a screen no router made.
  public var router: DefaultRouter? {
    ownRouter ?? rootedStack?.router
  }

  /// The router whose root this screen is (held by the screen).
  var ownRouter: DefaultRouter? { routerStorage as? DefaultRouter }

  /// This screen, or the first one inside it, that a router of another context than `context`
  /// made: a screen made by another window's router, which this window may not show.
  func screen(withRouterOutside context: RoutingContext) -> Screen? {
    if let router = ownRouter, router.context !== context { return self }
    for child in children {
      if let found = child.screen(withRouterOutside: context) { return found }
    }
    return nil
  }

  /// Throws ``RoutingError/Reason/otherWindow(_:)`` for `request` when this screen, or one
  /// inside it, was made by another window's router.
  func checkMadeIn(_ context: RoutingContext, for request: @autoclosure () -> String)
    throws(RoutingError)
  {
    if let foreign = screen(withRouterOutside: context) {
      throw RoutingError(request(), .otherWindow(ScreenInfo(foreign)))
    }
  }
}

extension DefaultRouter {
  /// Makes `screen` this router's root, refusing a screen that is placed or owned already.
  func adopt(_ screen: Screen) throws(RoutingError) {
    guard !screen.isInHierarchy else {
      throw RoutingError("adopt \(ScreenInfo(screen))", .alreadyInHierarchy(ScreenInfo(screen)))
    }
    guard screen.routerStorage == nil else {
      throw RoutingError("adopt \(ScreenInfo(screen))", .alreadyHasRouter(ScreenInfo(screen)))
    }
    root = screen
    screen.routerStorage = self
  }

  /// Undoes ``adopt(_:)`` when the request that made `screen` fails: a screen the app made
  /// itself (and keeps) goes back to having no router, so a later request can still show it.
  ///
  /// A screen the window shows keeps its router: it was placed after all (by a router subclass
  /// whose `route(to:as:completion:)` reports the failure of a later step, or by an observer of
  /// the failure).
  func disown(_ screen: Screen) {
    guard screen.routerStorage === self, !screen.isShown else { return }
    screen.routerStorage = nil
    root = nil
  }

  /// The completion of a request that places `screen`, this router's new root: gives the screen
  /// back when the request fails (``disown(_:)``), then hands `completion` the screen or the
  /// error.
  ///
  /// Without a `completion` it holds this router only, whose root is weak, so a success does not
  /// keep the screen until it is on screen. (Weak references to both cost 16 % of
  /// `router.open-close`: 12,226 → 14,139 instructions a cycle.)
  func completion<S: Screen>(
    placing screen: S, then completion: (@MainActor (Result<S, RoutingError>) -> Void)?
  ) -> RoutingCompletion {
    guard let completion else {
      return { result in
        if case .failure = result, let root = self.root { self.disown(root) }
      }
    }
    return { result in
      if case .failure = result { self.disown(screen) }
      completion(result.map { screen })
    }
  }
}

extension NavigationContainer {
  /// The transition a screen that becomes the bottom of this stack takes over, so that its
  /// `close()` undoes what the bottom's would have: the presentation's for a presented stack,
  /// ``Transition/empty`` for a tab's or the window's.
  var bottomTransition: Transition {
    rootScreen.router?.rootTransition ?? .empty
  }
}
