extension ScreenPath {
  /// Takes the path of what `window` shows (see ``Window/path()``); `upToUnidentified`, up to
  /// the first screen without an identity (see ``Window/restorablePath()``).
  @MainActor
  init(capturing window: Window, upToUnidentified: Bool = false) throws(ScreenPathError) {
    guard let root = window.root else { throw .emptyWindow }
    var cut = false
    let rootNode = try Self.node(of: root, upToUnidentified: upToUnidentified, cut: &cut)
    var presentations: [Presentation] = []
    var host = root
    // After a cut, what is presented may come from a screen left out: it is left out too.
    while !cut, let presented = host.presentedScreen {
      let node: Node
      do {
        node = try Self.node(of: presented, upToUnidentified: upToUnidentified, cut: &cut)
      } catch {
        guard upToUnidentified, case .unidentifiedScreen = error else { throw error }
        break
      }
      presentations.append(Presentation(style: Self.style(of: presented), node: node))
      host = presented
    }
    self.init(root: rootNode, presentations: presentations)
  }

  /// The style a transition is written with: its name, or for an animated one
  /// (``Transition/animated(with:inNavigation:)``) its animator's name, with ` in navigation`
  /// when it wraps its screen in a navigation container (`fade in navigation`).
  static func style(of transition: Transition) -> String {
    guard transition.goesByAnimatorName, let animator = transition.animator else {
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

  /// The node of `screen`; `upToUnidentified`, a stack ends below its first screen without an
  /// identity (not its bottom one), and `cut` says so.
  @MainActor
  private static func node(
    of screen: Screen, upToUnidentified: Bool, cut: inout Bool
  ) throws(ScreenPathError) -> Node {
    if let tabs = screen as? TabContainer {
      var nodes: [Node] = []
      for tab in tabs.tabs {
        nodes.append(try node(of: tab, upToUnidentified: upToUnidentified, cut: &cut))
      }
      return .tabs(nodes, selectedIndex: tabs.selectedIndex, title: tabs.title)
    }
    if let navigation = screen as? NavigationContainer {
      var identities: [ScreenIdentity] = []
      for child in navigation.stack {
        if upToUnidentified, !identities.isEmpty, child.identity == nil, child.children.isEmpty {
          cut = true
          break
        }
        guard case .screen(let identity) = try node(of: child, upToUnidentified: false, cut: &cut)
        else {
          throw .unsupportedHierarchy(
            ScreenInfo(child), "a path's navigation stack holds plain screens only")
        }
        identities.append(identity)
      }
      return .stack(identities, title: navigation.title)
    }
    guard screen.children.isEmpty else {
      throw .unsupportedHierarchy(
        ScreenInfo(screen), "a path describes navigation and tab containers only")
    }
    guard let identity = screen.identity else { throw .unidentifiedScreen(ScreenInfo(screen)) }
    return .screen(identity)
  }
}
