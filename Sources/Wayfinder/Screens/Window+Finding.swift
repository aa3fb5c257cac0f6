extension Window {
  /// Every screen of the window's hierarchy, from the top down.
  ///
  /// The order is the one a search for "the screen the user most likely means" wants: the
  /// topmost presentation first, then what it was presented over, down to the root; inside each
  /// of those, a container before its children, the selected tab before the other tabs (in
  /// index order), and a navigation stack from its top screen down to its root. So the topmost
  /// screen comes before any other screen of its stack, and a screen on the visible tab before
  /// one on a hidden tab.
  public var screensFromTop: [Screen] {
    guard let root else { return [] }
    var layers: [Screen] = [root]
    while let presented = layers[layers.count - 1].presentedScreen { layers.append(presented) }
    var ordered: [Screen] = []
    for layer in layers.reversed() {
      var pending: [Screen] = [layer]
      while let screen = pending.popLast() {
        ordered.append(screen)
        // Pushed in reverse of the visiting order.
        if let tabs = screen as? TabContainer {
          let others = tabs.tabs.enumerated().filter { $0.offset != tabs.selectedIndex }
          pending.append(contentsOf: others.map(\.element).reversed())
          if let selected = tabs.selectedTab { pending.append(selected) }
        } else if let navigation = screen as? NavigationContainer {
          pending.append(contentsOf: navigation.stack)
        } else {
          pending.append(contentsOf: screen.children.reversed())
        }
      }
    }
    return ordered
  }

  /// The first screen, in ``screensFromTop`` order, that satisfies `predicate`.
  ///
  /// ```swift
  /// let cart = window.firstScreen { $0 is CartScreen }
  /// ```
  public func firstScreen(where predicate: @MainActor (Screen) throws -> Bool) rethrows -> Screen? {
    try screensFromTop.first(where: predicate)
  }

  /// The screens whose ``Screen/identity`` is `identity`, in ``screensFromTop`` order.
  ///
  /// ```swift
  /// let shown = window.screens(with: ScreenIdentity("product", parameters: ["id": "42"]))
  /// ```
  public func screens(with identity: ScreenIdentity) -> [Screen] {
    screensFromTop.filter { $0.identity == identity }
  }
}
