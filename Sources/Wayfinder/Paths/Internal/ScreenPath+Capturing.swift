extension ScreenPath {
  /// Takes the path of what `window` shows (see ``Window/path()``).
  @MainActor
  init(capturing window: Window) throws(ScreenPathError) {
    guard let root = window.root else { throw .emptyWindow }
    var presentations: [Presentation] = []
    var host = root
    while let presented = host.presentedScreen {
      presentations.append(
        Presentation(style: Self.style(of: presented), node: try Self.node(of: presented)))
      host = presented
    }
    self.init(root: try Self.node(of: root), presentations: presentations)
  }

  /// The style a transition is written with: its name, or for an animated one
  /// (``Transition/animated(with:inNavigation:)``) its animator's name, with ` in navigation`
  /// when it wraps its screen in a navigation container (`fade in navigation`).
  static func style(of transition: Transition) -> String {
    guard transition.name == Transition.fade.name, let animator = transition.animator else {
      return transition.name
    }
    let inNavigation = transition.placement == .modal(inNavigation: true)
    return animator.name + (inNavigation ? " in navigation" : "")
  }

  /// The style of the transition that presented `screen`: its router's, or for a navigation
  /// container a route wrapped around its bottom screen, that screen's router's; `modal` when
  /// no router says.
  @MainActor
  private static func style(of screen: Screen) -> String {
    if let transition = screen.router?.rootTransition { return style(of: transition) }
    if let transition = (screen as? NavigationContainer)?.rootScreen.router?.rootTransition,
      transition.placement == .modal(inNavigation: true)
    {
      return style(of: transition)
    }
    return Transition.modal.name
  }

  @MainActor
  private static func node(of screen: Screen) throws(ScreenPathError) -> Node {
    if let tabs = screen as? TabContainer {
      let nodes = try tabs.tabs.map { tab throws(ScreenPathError) in try node(of: tab) }
      return .tabs(nodes, selectedIndex: tabs.selectedIndex, title: tabs.title)
    }
    if let navigation = screen as? NavigationContainer {
      return .stack(
        try navigation.stack.map { child throws(ScreenPathError) in
          guard case .screen(let identity) = try node(of: child) else {
            throw .unsupportedHierarchy(
              ScreenInfo(child), "a path's navigation stack holds plain screens only")
          }
          return identity
        }, title: navigation.title)
    }
    guard screen.children.isEmpty else {
      throw .unsupportedHierarchy(
        ScreenInfo(screen), "a path describes navigation and tab containers only")
    }
    guard let identity = screen.identity else { throw .unidentifiedScreen(ScreenInfo(screen)) }
    return .screen(identity)
  }
}
