import Wayfinder

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// What the bridge knows of one screen's view controller: both held weakly (the screen by the
/// window's hierarchy, the view controller by UIKit), and what the bridge last saw or asked of
/// UIKit for it, against which it tells the user's changes from its own.
@MainActor
final class BridgeEntry {
  weak var screen: Screen?
  weak var controller: UIViewController?
  /// A number unique to this pair, shown in snapshots.
  let serial: Int
  /// The screen's description when the view controller was made, for the leak report.
  let label: String

  /// For a navigation controller: the stack UIKit showed after the bridge's last call or the
  /// last change it followed.
  ///
  /// A shorter stack that begins the same is the user's pop.
  var knownStack: [KnownChild] = []
  /// For a tab bar controller: the model's index of the tab UIKit showed selected last
  /// (`NSNotFound` for the More list or a tab of the app's), and the model's selected index
  /// last brought to UIKit.
  var knownSelection: Int?
  var syncedModelSelection: Int?
  /// For a tab bar controller: what the model's selected tab showed on top when UIKit last
  /// showed that tab; while the user looks at the More list, a change of it shows the tab again.
  weak var syncedSelectedTop: Screen?
  /// Whether the bridge presented this view controller and has not dismissed it since: when
  /// UIKit no longer presents it, the user dismissed it.
  var isPresentedByBridge = false
  /// The delegates the app set on this navigation or tab bar controller, to which the bridge
  /// forwards.
  var appDelegate = DelegateChain()
  /// For a tab bar controller of more than five tabs: the delegates the app set on its More
  /// navigation controller (Apple's samples set one to hear of the tabs picked in the More
  /// list), to which the bridge forwards.
  var appMoreDelegate = DelegateChain()
  /// The delegates the app set on this presented view controller's presentation controller (a
  /// screen inside a presented navigation controller sets its container's), to which the bridge
  /// forwards.
  var appPresentationDelegate = DelegateChain()
  /// The animator of the transition that opened the screen, kept when UIKit first asks for its
  /// animation: the model may have closed and freed the screen by the time UIKit asks how its
  /// view controller leaves.
  var openingAnimator: (any Animator)?

  init(screen: Screen, controller: UIViewController, serial: Int) {
    self.screen = screen
    self.controller = controller
    self.serial = serial
    self.label = "\(UIKitBridge.typeName(of: controller)) of \(ScreenInfo(screen).label)"
  }
}
