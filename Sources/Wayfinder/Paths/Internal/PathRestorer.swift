/// Builds the hierarchy a ``ScreenPath`` describes, off the window, with a registry's builders.
@MainActor
struct PathRestorer {
  let window: Window
  let registry: ScreenRegistry

  /// Builds the root node and opens each presentation above the previous node's top screen.
  func build(_ path: ScreenPath) throws(ScreenPathError) -> Screen {
    let root = try build(path.root, placedWith: .root)
    // A root container gets its own router, as one made by `Window.setRoot(build:)` has.
    try giveRouter(to: root, placedWith: .root)
    var host = root
    for presentation in path.presentations {
      let transition = try registry.transition(for: presentation.style)
      let source = host.topmostScreen
      let presented: Screen
      if ScreenPath.wrapsInNavigation(transition) {
        guard case .stack(let identities) = presentation.node, let first = identities.first else {
          throw .presentationMismatch(
            style: presentation.style, node: ScreenPath(root: presentation.node).description)
        }
        let screen = try registry.makeScreen(first, placedWith: transition, in: window)
        let navigation = try hierarchy { () throws(HierarchyError) in
          try NavigationContainer(root: screen)
        }
        try present(navigation, from: source)
        for identity in identities.dropFirst() {
          try push(identity, onto: navigation)
        }
        presented = navigation
      } else {
        presented = try build(presentation.node, placedWith: transition)
        // A presented container gets its own router with the presentation's transition, as
        // one opened with `open(.fade) { NavigationContainer(…) }` has: the style is read
        // back from it.
        try giveRouter(to: presented, placedWith: transition)
        try present(presented, from: source)
      }
      host = presented
    }
    return root
  }

  /// Builds a node; a plain screen's router gets `transition`, a container's children get the
  /// transitions their container places them with.
  private func build(
    _ node: ScreenPath.Node, placedWith transition: Transition
  ) throws(ScreenPathError) -> Screen {
    switch node {
    case .screen(let identity):
      return try registry.makeScreen(identity, placedWith: transition, in: window)
    case .stack(let identities):
      guard let first = identities.first else {
        throw .routing(RoutingError("rebuild an empty navigation stack", HierarchyError.emptyStack))
      }
      let bottom = try registry.makeScreen(first, placedWith: .empty, in: window)
      let navigation = try hierarchy { () throws(HierarchyError) in
        try NavigationContainer(root: bottom)
      }
      for identity in identities.dropFirst() {
        try push(identity, onto: navigation)
      }
      return navigation
    case .tabs(let nodes, let selectedIndex):
      var tabs: [Screen] = []
      for tab in nodes {
        tabs.append(try build(tab, placedWith: .empty))
      }
      return try hierarchy { () throws(HierarchyError) in
        try TabContainer(tabs: tabs, selectedIndex: selectedIndex)
      }
    }
  }

  /// Gives `screen` a router placed with `transition` unless it has one (a container).
  private func giveRouter(
    to screen: Screen, placedWith transition: Transition
  ) throws(ScreenPathError) {
    guard screen.ownRouter == nil else { return }
    let router = DefaultRouter(
      configuration: RouterConfiguration(
        rootTransition: transition, context: window.context, container: window.container))
    do {
      try router.adopt(screen)
    } catch {
      throw .routing(error)
    }
  }

  private func push(
    _ identity: ScreenIdentity, onto navigation: NavigationContainer
  ) throws(ScreenPathError) {
    let screen = try registry.makeScreen(identity, placedWith: .push, in: window)
    try hierarchy { () throws(HierarchyError) in try navigation.push(screen) }
  }

  /// Presents `screen` from `source`, which is not in a window yet.
  private func present(_ screen: Screen, from source: Screen) throws(ScreenPathError) {
    try hierarchy { () throws(HierarchyError) in try source.present(screen) }
  }

  /// Runs a change of the screen model, reporting the rule it breaks.
  @discardableResult
  private func hierarchy<T>(_ change: () throws(HierarchyError) -> T) throws(ScreenPathError) -> T {
    do {
      return try change()
    } catch {
      throw .routing(RoutingError("rebuild the path", .hierarchy(error)))
    }
  }
}
