/// Builds the hierarchy a ``ScreenPath`` describes, off the window: every screen with its router
/// made by a registry's builder, every container the root or presented with a router of its own,
/// as routes and ``Window/setRoot(build:)`` make them.
@MainActor
struct PathRestorer {
  let path: ScreenPath
  let window: Window
  let registry: ScreenRegistry
  /// The screens built so far, given back their state when the restore is refused.
  let restored = RestoredScreens()

  /// Builds the root node, then presents each presentation above the previous node; returns the
  /// root and its router.
  func build() throws(ScreenPathError) -> (router: DefaultRouter, screen: Screen) {
    let root = try build(path.root, placedWith: .root)
    var host = root.screen
    for presentation in path.presentations {
      let transition = try registry.transition(for: presentation.style)
      let presented: Screen
      if transition.placement == .modal(inNavigation: true) {
        // The bottom screen's router opened the stack, as `open(.modal(inNavigation: true))`.
        guard case .stack(let identities, let title) = presentation.node, !identities.isEmpty
        else {
          throw .presentationMismatch(
            style: presentation.style, node: ScreenPath.describe(presentation.node))
        }
        presented = try stack(identities, title: title, bottom: transition)
      } else {
        presented = try build(presentation.node, placedWith: transition).screen
      }
      let source = host.topmostScreen
      try hierarchy { () throws(HierarchyError) in try source.present(presented) }
      restored.notePresentation(on: source.presentationHost)
      host = presented
    }
    return root
  }

  /// Builds a node placed with `transition`: a screen whose router opens it so, or a container
  /// with a router of its own, as ``Router/open(_:build:completion:)`` gives one it opens.
  private func build(
    _ node: ScreenPath.Node, placedWith transition: Transition
  ) throws(ScreenPathError) -> (router: DefaultRouter, screen: Screen) {
    if case .screen(let identity) = node {
      return try registry.makeScreen(identity, placedWith: transition, in: window, noting: restored)
    }
    let container = try content(node)
    do throws(RoutingError) {
      let made = try window.context.makeScreen(
        router: DefaultRouter.self, transition: transition, container: window.container,
        request: "restore \(path)"
      ) { _ in container }
      return (made.router, made.screen)
    } catch {
      throw .routing(error)
    }
  }

  /// Builds a node its container places (a tab): a screen whose router opens it with
  /// ``Transition/empty``, or a container without a router.
  private func content(_ node: ScreenPath.Node) throws(ScreenPathError) -> Screen {
    switch node {
    case .screen(let identity):
      return try registry.makeScreen(identity, placedWith: .empty, in: window, noting: restored)
        .screen
    case .stack(let identities, let title):
      return try stack(identities, title: title, bottom: .empty)
    case .tabs(let nodes, let selectedIndex, let title):
      let tabs = try nodes.map { node throws(ScreenPathError) in try content(node) }
      return try hierarchy { () throws(HierarchyError) in
        try TabContainer(tabs: tabs, selectedIndex: selectedIndex, title: title)
      }
    }
  }

  /// A navigation stack titled `title` of the screens `identities` name; the bottom one's router
  /// opens it with `bottom`, the others' with ``Transition/push``.
  private func stack(
    _ identities: [ScreenIdentity], title: String, bottom: Transition
  ) throws(ScreenPathError) -> NavigationContainer {
    let screens = try identities.indices.map { index throws(ScreenPathError) in
      try registry.makeScreen(
        identities[index], placedWith: index == 0 ? bottom : .push, in: window,
        noting: restored
      ).screen
    }
    return try hierarchy { () throws(HierarchyError) in
      guard let first = screens.first else { throw .emptyStack }
      let navigation = try NavigationContainer(root: first, title: title)
      _ = try navigation.setStack(screens)
      return navigation
    }
  }

  /// Runs a change of the screen model, reporting the rule it breaks.
  private func hierarchy<T>(
    _ change: () throws(HierarchyError) -> T
  ) throws(ScreenPathError) -> T {
    do {
      return try change()
    } catch {
      throw .routing(RoutingError("restore \(path)", .hierarchy(error)))
    }
  }
}
