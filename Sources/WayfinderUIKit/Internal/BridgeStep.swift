import Wayfinder

#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// One UIKit call of a plan.
@MainActor
enum BridgeStep {
  /// `window.rootViewController = controller`.
  case setRoot(UIViewController?)
  /// `navigation.setViewControllers(controllers, animated:)`.
  case setStack(UINavigationController, [UIViewController])
  /// `tabs.setViewControllers(controllers, animated: false)`.
  case setTabs(UITabBarController, [UIViewController])
  /// `tabs.selectedIndex = index`.
  case select(UITabBarController, Int)
  /// `host.dismiss(animated:completion:)`.
  case dismiss(UIViewController)
  /// `host.present(controller, animated:completion:)` for `screen`.
  case present(UIViewController, on: UIViewController, screen: Screen)
}
