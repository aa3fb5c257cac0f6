#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// The tab bar controller the bridge makes for a `TabContainer`: a plain `UITabBarController`
/// that tells the bridge when the app sets its own delegate, so that the bridge takes its place
/// back (and forwards to it) before the user's next tap (see ``BridgeNavigationController``).
final class BridgeTabBarController: UITabBarController {
  /// The bridge to tell; weak, as the bridge holds no view controller.
  weak var bridge: UIKitBridge?

  override weak var delegate: (any UITabBarControllerDelegate)? {
    didSet {
      guard let bridge, delegate !== bridge else { return }
      bridge.scheduleReconcile()
    }
  }
}
