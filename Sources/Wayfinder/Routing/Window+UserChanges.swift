extension Window {
  /// Makes the model follow a close the user already made in the UI (swiped back, swiped a sheet
  /// down, picked an earlier screen in the back button's menu): closes `screen` with what was
  /// pushed after it or presented above it, posting the `closed` event a router's close posts,
  /// and delivering the results of the screens that left.
  ///
  /// Works for a screen without a router of its own (one a custom router presented with
  /// `route(to:as:)`). A failure (the screen is no longer shown) reaches the observers.
  package func followUserClose(of screen: Screen) {
    if let router = Self.closingRouter(of: screen) {
      context.perform(.close, by: router, followingUser: true, completion: nil)
    } else {
      perform(.closeShown(screen), about: screen)
    }
  }

  /// The router whose `close()` undoes exactly what the user undid: the screen's own, when its
  /// transition put the screen where it is, or for a presented navigation container that a route
  /// wrapped around its bottom screen, that screen's; `nil` otherwise.
  private static func closingRouter(of screen: Screen) -> DefaultRouter? {
    let isPushed = (screen.container as? NavigationContainer).map { $0.rootScreen !== screen }
    let isPresented = screen.presentingScreen != nil
    let candidate =
      screen.ownRouter
      ?? (isPresented ? (screen as? NavigationContainer)?.rootScreen.ownRouter : nil)
    guard let candidate else { return nil }
    switch candidate.rootTransition.placement {
    case .push: return isPushed == true ? candidate : nil
    case .modal: return isPresented ? candidate : nil
    case .tab, .root, .container: return nil
    }
  }

  /// Makes the model follow a tab the user already selected in the UI.
  package func followUserSelection(ofTab index: Int, in tabs: TabContainer) {
    perform(.selectShownTab(index: index, in: tabs), about: tabs)
  }

  /// Carries out `request`, which follows the user, by the router nearest to `screen`: its own,
  /// or the nearest one above it (every shown screen has one above it: the window's root was
  /// opened by one).
  private func perform(_ request: RoutingRequest, about screen: Screen) {
    var candidate: Screen? = screen
    while let current = candidate {
      if let router = current.router {
        context.perform(request, by: router, followingUser: true, completion: nil)
        return
      }
      candidate = current.parent
    }
    let request = "follow the user's change to \(ScreenInfo(screen))"
    context.fail(
      RoutingError(request, .notShown(ScreenInfo(screen))), transition: nil, completion: nil)
  }
}
