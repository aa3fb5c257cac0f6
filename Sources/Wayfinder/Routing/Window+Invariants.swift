extension Window {
  /// Checks every rule of the hierarchy and throws all the violations at once.
  ///
  /// The rules are UIKit's: each screen is in one place only; back-references (container,
  /// presenter, window) match the owning references; presentations are carried out by
  /// outermost containers, one per screen; a navigation stack is never empty; a tab container's
  /// selection is one of its tabs; a router's root is the screen that names it. Tests call it
  /// after every step.
  ///
  /// - Throws: ``InvariantViolation`` listing every broken rule.
  public func checkInvariants() throws(InvariantViolation) {
    var violations: [String] = []
    guard let root else { return }
    if root.hostingWindow !== self {
      violations.append("the root \(ScreenInfo(root)) does not name this window")
    }
    if root.container != nil { violations.append("the root \(ScreenInfo(root)) has a container") }
    if root.presentingScreen != nil {
      violations.append("the root \(ScreenInfo(root)) is presented")
    }

    var seen = Set<ObjectIdentifier>()
    var pending: [Screen] = [root]
    while let screen = pending.popLast() {
      let info = ScreenInfo(screen)
      guard seen.insert(ObjectIdentifier(screen)).inserted else {
        violations.append("\(info) appears more than once")
        continue
      }
      if screen !== root, screen.hostingWindow != nil {
        violations.append("\(info) names a window but is not its root")
      }
      if let router = screen.ownRouter, router.root !== screen {
        violations.append("\(info) names a router whose root is another screen")
      }
      for child in screen.children {
        if child.container !== screen {
          violations.append("\(ScreenInfo(child)) does not name its container \(info)")
        }
        if child.presentingScreen != nil {
          violations.append("\(ScreenInfo(child)) is both a child and presented")
        }
        pending.append(child)
      }
      if let navigation = screen as? NavigationContainer, navigation.stack.isEmpty {
        violations.append("\(info) has an empty stack")
      }
      if let tabs = screen as? TabContainer, !tabs.tabs.isEmpty, tabs.selectedTab == nil {
        violations.append("\(info) selects tab \(tabs.selectedIndex) of \(tabs.tabs.count)")
      }
      if let presented = screen.presentedScreen {
        if screen.container != nil {
          violations.append("\(info) presents but is inside a container")
        }
        if presented.presentingScreen !== screen {
          violations.append("\(ScreenInfo(presented)) does not name its presenter \(info)")
        }
        if presented.container != nil {
          violations.append("\(ScreenInfo(presented)) is both presented and a child")
        }
        pending.append(presented)
      }
    }
    if !violations.isEmpty { throw InvariantViolation(violations: violations) }
  }
}
