import Wayfinder

/// Explores the app by itself: taps every action (and goes back, and switches tabs) on every
/// reachable screen, breadth-first and bounded, replaying each path on a fresh app, and builds
/// the ``NavigationGraph``.
@MainActor
struct NavigationGraphExplorer {
  /// The longest path of commands explored.
  var maximumDepth = 10
  /// The most distinct states explored.
  var maximumStates = 600
  /// Links opened from a freshly started app, as extra edges from the start screen.
  var links: [String] = []

  private struct Pending {
    let path: [SessionCommand]
    let parent: String?
    let label: String?
  }

  func explore() throws -> NavigationGraph {
    var nodes = Set<String>()
    var edges = Set<NavigationGraph.Edge>()
    var deadEnds = Set<String>()
    var leaks: [String] = []
    var seenStates = Set<String>()
    var queue = [Pending(path: [], parent: nil, label: nil)]
    var index = 0
    while index < queue.count, seenStates.count < maximumStates {
      let pending = queue[index]
      index += 1
      let session = ShopSession(app: try ShopApp())
      for command in pending.path { _ = session.run(command) }
      session.window.refreshScreens()
      guard let top = session.window.topmostScreen else { continue }
      let node = ScreenDescription.nodeName(of: top)
      nodes.insert(node)
      if let parent = pending.parent, let label = pending.label {
        edges.insert(NavigationGraph.Edge(from: parent, label: label, to: node))
      }
      for leak in session.window.leakedScreens() {
        leaks.append("\(leak) after \(describe(pending.path))")
      }
      let state = try stateKey(of: session)
      guard seenStates.insert(state).inserted else { continue }
      let commands = candidates(on: top, in: session)
      if commands.isEmpty { deadEnds.insert(node) }
      guard pending.path.count < maximumDepth else { continue }
      for (label, command) in commands {
        queue.append(Pending(path: pending.path + [command], parent: node, label: label))
      }
      if pending.path.isEmpty {
        for link in links {
          queue.append(Pending(path: [.open(link)], parent: node, label: link))
        }
      }
    }
    return NavigationGraph(
      nodes: nodes.sorted(), edges: edges.sorted(), deadEnds: deadEnds.sorted(), leaks: leaks,
      statesExplored: seenStates.count)
  }

  /// What a user can do on `screen`: its actions, going back when it can be closed, and the
  /// other tabs.
  private func candidates(on screen: Screen, in session: ShopSession) -> [(String, SessionCommand)]
  {
    var result = screen.actions.map { ($0.title, SessionCommand.tap($0.title)) }
    if canGoBack(from: screen) { result.append(("back", .back)) }
    if let tabs = ScreenDescription.tabContainer(of: session.window),
      screen.tabContainer === tabs
    {
      for (index, tab) in tabs.tabs.enumerated() where index != tabs.selectedIndex {
        result.append(("tab \(tab.title)", .tab(tab.title)))
      }
    }
    return result
  }

  /// Whether `back` would close `screen`: it was pushed above a stack's root, or presented.
  private func canGoBack(from screen: Screen) -> Bool {
    if screen.modalPresentationRoot != nil { return true }
    guard let navigation = screen.container as? NavigationContainer else { return false }
    return navigation.rootScreen !== screen
  }

  /// The state: the tree, the topmost screen's actions and the services' state.
  private func stateKey(of session: ShopSession) throws -> String {
    let top = session.window.topmostScreen
    let actions = top?.actions.map(\.title).joined(separator: "|") ?? ""
    let loggedIn = try session.app.session.isLoggedIn
    let wishlist = try session.app.wishlist.productIDs.map(String.init).joined(separator: ",")
    return "\(session.window.render())\n\(actions)\n\(loggedIn)\n\(wishlist)"
  }

  private func describe(_ path: [SessionCommand]) -> String {
    path.isEmpty ? "starting" : path.map { "\($0)" }.joined(separator: ", ")
  }
}
