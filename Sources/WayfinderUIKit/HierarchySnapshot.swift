import Foundation
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

  /// UIKit's tree, each view controller named by the screen it shows; the app's own
  /// presentations (which no screen shows) as `app <Type>`.
  public func uikitSnapshot() -> HierarchySnapshot {
    uikitSnapshot(includingAppPresentations: true)
  }

  /// Both trees side by side when they differ, `nil` when they are equal.
  ///
  /// The app's own presentations are left out of the comparison: they are the app's, not the
  /// model's.
  public func differenceReport() -> String? {
    let model = modelSnapshot()
    let uikit = uikitSnapshot(includingAppPresentations: false)
    guard model != uikit else { return nil }
    return "model:\n\(model)\nUIKit:\n\(uikitSnapshot())"
  }

  func uikitSnapshot(includingAppPresentations: Bool) -> HierarchySnapshot {
    var lines: [String] = []
    if let root = uiWindow.rootViewController {
      appendUIKit(root, depth: 0, includingApp: includingAppPresentations, into: &lines)
    } else {
      lines.append("no root")
    }
    return HierarchySnapshot(lines: lines)
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

  private func appendUIKit(
    _ controller: UIViewController, depth: Int, includingApp: Bool, into lines: inout [String]
  ) {
    let indent = String(repeating: "  ", count: depth)
    let info: String
    if let entry = entry(for: controller), let screen = entry.screen {
      info = label(serial: entry.serial, info: ScreenInfo(screen).label)
    } else {
      info = "app \(type(of: controller))"
    }
    let children: [UIViewController]
    // A navigation or tab bar controller an app's factory made for a screen shows that screen,
    // as any other view controller does: its inside is the app's, as a screen's embedded
    // children are.
    let isAppsForScreen =
      owns(controller) && !(controller is BridgeNavigationController)
      && !(controller is BridgeTabBarController)
    switch controller {
    case let tabs as UITabBarController where !isAppsForScreen:
      // The More list has no screen: while the user looks at it, the tab the model selected
      // last counts as shown (the bridge leaves the list until the model selects a tab or
      // changes what its selected tab shows).
      if tabs.selectedIndex == NSNotFound, let synced = entry(for: tabs)?.syncedModelSelection {
        let more = includingApp ? " (the More list shows)" : ""
        lines.append("\(indent)tabs \(info) selected \(synced)\(more)")
      } else {
        lines.append("\(indent)tabs \(info) selected \(tabs.selectedIndex)")
      }
      children = tabs.viewControllers ?? []
    case let navigation as UINavigationController where !isAppsForScreen:
      lines.append("\(indent)navigation \(info)")
      children = navigation.viewControllers
    default:
      lines.append("\(indent)screen \(info)")
      children = []
    }
    for child in children {
      appendUIKit(child, depth: depth + 1, includingApp: includingApp, into: &lines)
    }
    // UIKit answers a container's presentation for its children too: list it once, at the
    // container that carries it out.
    if controller.parent == nil, let presented = controller.presentedViewController,
      includingApp || owns(presented)
    {
      lines.append("\(indent)presents:")
      appendUIKit(presented, depth: depth + 1, includingApp: includingApp, into: &lines)
    }
  }
}
