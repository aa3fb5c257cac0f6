extension Window {
  /// Renders the hierarchy as an indented text tree, marking the topmost screen.
  ///
  /// Children are indented under their container, tabs are labelled with their index (the
  /// selected one marked), and a presented screen appears under its presenter after `presents:`.
  ///
  /// ```text
  /// TabContainer
  ///   tab 0: NavigationContainer
  ///     ShopScreen "Shop"
  ///   tab 1 (selected): NavigationContainer
  ///     WishlistScreen "Wishlist"
  ///   presents: NavigationContainer
  ///     LoginScreen "Login"  <- top
  /// ```
  public func render() -> String {
    guard let root else { return "(empty window)" }
    let topmost = topmostScreen
    var lines: [String] = []
    var pending: [(screen: Screen, depth: Int, label: String)] = [(root, 0, "")]
    while let (screen, depth, label) = pending.popLast() {
      var line =
        String(repeating: "  ", count: depth) + label
        + ScreenInfo(typeName: String(describing: type(of: screen)), title: screen.title).label
      if screen === topmost { line += "  <- top" }
      lines.append(line)
      var next: [(Screen, Int, String)] = []
      if let tabs = screen as? TabContainer {
        for (index, tab) in tabs.tabs.enumerated() {
          let selected = index == tabs.selectedIndex ? " (selected)" : ""
          next.append((tab, depth + 1, "tab \(index)\(selected): "))
        }
      } else {
        for child in screen.children { next.append((child, depth + 1, "")) }
      }
      if let presented = screen.presentedScreen {
        next.append((presented, depth + 1, "presents: "))
      }
      pending.append(contentsOf: next.reversed())
    }
    return lines.joined(separator: "\n")
  }
}
