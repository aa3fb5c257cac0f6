import Wayfinder

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// What the bridge knows of one screen's view controller: both held weakly (the screen by the
/// window's hierarchy, the view controller by UIKit).
@MainActor
final class BridgeEntry {
  weak var screen: Screen?
  weak var controller: UIViewController?
  /// A number unique to this pair, shown in snapshots.
  let serial: Int
  /// The screen's description when the view controller was made, for the leak report.
  let label: String

  init(screen: Screen, controller: UIViewController, serial: Int) {
    self.screen = screen
    self.controller = controller
    self.serial = serial
    self.label = "\(type(of: controller)) of \(ScreenInfo(screen).label)"
  }
}
