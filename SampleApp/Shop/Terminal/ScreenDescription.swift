import Wayfinder

/// How the terminal shows screens: the topmost screen with numbered actions, and helpers that
/// walk the hierarchy through the kit's public API.
@MainActor
enum ScreenDescription {
  /// The topmost screen: its title, content and numbered actions, plus the tabs when there are.
  static func topmost(in window: Window) -> [String] {
    window.refreshScreens()
    guard let screen = window.topmostScreen else { return ["(nothing on screen)"] }
    var lines = ["== \(screen.title) =="]
    lines += screen.content.map { "  \($0)" }
    for (index, action) in screen.actions.enumerated() {
      lines.append("  \(index + 1)) \(action.title)")
    }
    if let tabs = tabContainer(of: window) {
      let names = tabs.tabs.enumerated().map { index, tab in
        index == tabs.selectedIndex ? "[\(tab.title)]" : tab.title
      }
      lines.append("  tabs: \(names.joined(separator: " "))")
    }
    return lines
  }

  /// The window's tab container, when its root is one.
  static func tabContainer(of window: Window) -> TabContainer? {
    window.root as? TabContainer
  }

  /// The node name of a screen in the navigation graph: its identity, or its title.
  static func nodeName(of screen: Screen) -> String {
    screen.identity?.description ?? screen.title
  }
}
