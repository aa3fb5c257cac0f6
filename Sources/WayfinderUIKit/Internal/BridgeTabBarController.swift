#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// The tab bar controller the bridge makes for a `TabContainer`: a plain `UITabBarController`
/// that tells the bridge when the app sets its own delegate, so that the bridge takes its place
/// back (and forwards to it) before the user's next tap (see ``BridgeNavigationController``),
/// and when the app's code selects a tab.
///
/// UIKit tells no delegate of a selection made in code: `tabBarController(_:didSelect:)` "is
/// called only in response to user taps in the tab bar and is not called when your code changes
/// the tab bar contents programmatically"
/// (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)).
/// Without a word, the model would keep the old tab until the bridge's next pass, and a link
/// handled meanwhile would route from a tab the user no longer sees.
final class BridgeTabBarController: UITabBarController {
  /// The bridge to tell; weak, as the bridge holds no view controller.
  weak var bridge: UIKitBridge?

  override weak var delegate: (any UITabBarControllerDelegate)? {
    didSet {
      guard let bridge, delegate !== bridge else { return }
      bridge.scheduleReconcile()
    }
  }

  /// The app's code selected a tab: the model follows at once, as it follows a tap.
  override var selectedIndex: Int {
    didSet { bridge?.followSelectionInCode() }
  }

  /// The app's code selected a tab: the model follows at once, as it follows a tap.
  override var selectedViewController: UIViewController? {
    didSet { bridge?.followSelectionInCode() }
  }

  /// Replaces the children; from the app's code, the bridge looks once the change is done (UIKit
  /// need not set them through `setViewControllers(_:animated:)`).
  override var viewControllers: [UIViewController]? {
    didSet { bridge?.childrenChangedInCode(of: self) }
  }

  /// Replaces the tabs; from the app's code (a saved tab order put back), the bridge looks once
  /// the change is done and puts back the model's tabs, which UIKit tells no delegate of.
  override func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    super.setViewControllers(viewControllers, animated: animated)
    bridge?.childrenChangedInCode(of: self)
  }

  /// A presented tab bar controller's dismissal ended: the bridge looks, as
  /// ``BridgeNavigationController`` does, at once in case the user swiped it away behind a
  /// presentation-controller delegate the app set since the bridge's last pass, else at the end
  /// of the turn (the app's code may have dismissed it, which UIKit tells no delegate of).
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isBeingDismissed { bridge?.dismissalEnded(of: self) }
  }
}
