extension ScreenPath {
  /// Takes the path of what `window` shows.
  ///
  /// Each screen is written by its ``Screen/identity``; navigation and tab containers by their
  /// shape; each presentation by the style of the transition its router remembers (a
  /// ``ModalTransition`` is `modal` or `modal in navigation`, an ``AnimatedTransition`` its
  /// animator's name, optionally followed by ` in navigation`, any other transition its kind;
  /// a presented container whose router is gone is written `modal`).
  ///
  /// - Throws: ``ScreenPathError/emptyWindow``, ``ScreenPathError/unidentifiedScreen(_:)`` for
  ///   a screen without identity, or ``ScreenPathError/unsupportedHierarchy(_:_:)`` for a
  ///   container pushed onto a stack or a custom container.
  @MainActor
  public init(window: Window) throws(ScreenPathError) {
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

  /// The style of the transition that presented `screen`.
  @MainActor
  private static func style(of screen: Screen) -> String {
    if let transition = screen.router?.rootTransition { return style(of: transition) }
    if let navigation = screen as? NavigationContainer,
      let transition = navigation.rootScreen.router?.rootTransition, wrapsInNavigation(transition)
    {
      return style(of: transition)
    }
    return "modal"
  }

  /// The style a transition is written with.
  @MainActor
  static func style(of transition: Transition) -> String {
    guard case .modal(let inNavigation) = transition.placement else { return transition.name }
    let name: String
    switch transition.name {
    case Transition.modal.name, Transition.modal(inNavigation: true).name: name = "modal"
    // A custom animation is written with its animator's name (`fade`).
    case Transition.fade.name: name = transition.animator?.name ?? "modal"
    default: return transition.name
    }
    return inNavigation ? "\(name) in navigation" : name
  }

  /// Whether `transition` wraps the screen it presents in a new navigation container.
  @MainActor
  static func wrapsInNavigation(_ transition: Transition) -> Bool {
    if case .modal(inNavigation: true) = transition.placement { return true }
    return false
  }

  @MainActor
  private static func node(of screen: Screen) throws(ScreenPathError) -> Node {
    if let tabs = screen as? TabContainer {
      var nodes: [Node] = []
      for tab in tabs.tabs {
        try checkPresentsNothing(tab)
        nodes.append(try node(of: tab))
      }
      return .tabs(nodes, selectedIndex: tabs.selectedIndex)
    }
    if let navigation = screen as? NavigationContainer {
      var identities: [ScreenIdentity] = []
      for child in navigation.stack {
        guard child.children.isEmpty, !(child is TabContainer || child is NavigationContainer)
        else {
          throw .unsupportedHierarchy(
            ScreenInfo(child), "a path's navigation stack holds plain screens only")
        }
        try checkPresentsNothing(child)
        identities.append(try identity(of: child))
      }
      return .stack(identities)
    }
    guard screen.children.isEmpty else {
      throw .unsupportedHierarchy(
        ScreenInfo(screen), "a path describes navigation and tab containers only")
    }
    return .screen(try identity(of: screen))
  }

  @MainActor
  private static func identity(of screen: Screen) throws(ScreenPathError) -> ScreenIdentity {
    guard let identity = screen.identity else { throw .unidentifiedScreen(ScreenInfo(screen)) }
    return identity
  }

  @MainActor
  private static func checkPresentsNothing(_ screen: Screen) throws(ScreenPathError) {
    if screen.presentedScreen != nil {
      throw .unsupportedHierarchy(
        ScreenInfo(screen), "it presents from inside a container, which UIKit does not")
    }
  }
}
