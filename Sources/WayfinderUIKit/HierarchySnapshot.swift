import Wayfinder

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// The window's tree as text, taken from the screen model or from UIKit, so that the two can be
/// compared in one step and a difference printed.
///
/// Each line is one node: its kind (`tabs`, `navigation`, `screen`), what it shows, and the
/// number of the screen–view-controller pair (`#12`), so that the same title on two different
/// screens still differs. A tab container names its selected tab; presentations follow their
/// presenter as `presents:`.
public struct HierarchySnapshot: Equatable, Sendable, CustomStringConvertible {
  /// The lines, top-down.
  public let lines: [String]

  /// The lines joined by newlines.
  public var description: String { lines.joined(separator: "\n") }
}

extension UIKitBridge {
  /// The screen model's tree.
  public func modelSnapshot() -> HierarchySnapshot {
    var lines: [String] = []
    if let root = window.root {
      appendModel(root, depth: 0, into: &lines)
    } else {
      lines.append("no root")
    }
    return HierarchySnapshot(lines: lines)
  }

  /// UIKit's tree, each view controller named by the screen it shows.
  public func uikitSnapshot() -> HierarchySnapshot {
    var lines: [String] = []
    if let root = uiWindow.rootViewController {
      appendUIKit(root, depth: 0, into: &lines)
    } else {
      lines.append("no root")
    }
    return HierarchySnapshot(lines: lines)
  }

  /// Both trees side by side when they differ, `nil` when they are equal.
  public func differenceReport() -> String? {
    let model = modelSnapshot()
    let uikit = uikitSnapshot()
    guard model != uikit else { return nil }
    return "model:\n\(model)\nUIKit:\n\(uikit)"
  }

  private func label(serial: Int?, info: String) -> String {
    "\(info) #\(serial.map(String.init) ?? "?")"
  }

  private func appendModel(_ screen: Screen, depth: Int, into lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    let info = label(serial: serial(of: screen), info: ScreenInfo(screen).label)
    switch screen {
    case let tabs as TabContainer:
      lines.append("\(indent)tabs \(info) selected \(tabs.selectedIndex)")
    case is NavigationContainer:
      lines.append("\(indent)navigation \(info)")
    default:
      lines.append("\(indent)screen \(info)")
    }
    for child in screen.children { appendModel(child, depth: depth + 1, into: &lines) }
    if let presented = screen.presentedScreen {
      lines.append("\(indent)presents:")
      appendModel(presented, depth: depth + 1, into: &lines)
    }
  }

  private func appendUIKit(_ controller: UIViewController, depth: Int, into lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    let info: String
    if let screen = screen(for: controller) {
      info = label(serial: serial(of: controller), info: ScreenInfo(screen).label)
    } else {
      info = "unknown \(type(of: controller))"
    }
    let children: [UIViewController]
    switch controller {
    case let tabs as UITabBarController:
      lines.append("\(indent)tabs \(info) selected \(tabs.selectedIndex)")
      children = tabs.viewControllers ?? []
    case let navigation as UINavigationController:
      lines.append("\(indent)navigation \(info)")
      children = navigation.viewControllers
    default:
      lines.append("\(indent)screen \(info)")
      children = []
    }
    for child in children { appendUIKit(child, depth: depth + 1, into: &lines) }
    if let presented = controller.presentedViewController {
      lines.append("\(indent)presents:")
      appendUIKit(presented, depth: depth + 1, into: &lines)
    }
  }
}
