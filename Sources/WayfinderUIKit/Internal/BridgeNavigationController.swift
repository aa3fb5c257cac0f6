#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// The navigation controller the bridge makes for a `NavigationContainer`: a plain
/// `UINavigationController` that tells the bridge when the app sets its own delegate.
///
/// The bridge is the delegate of the navigation controllers it makes and forwards to the app's
/// (see ``UIKitBridge``). An app may set its delegate at any time (a view controller making
/// itself the delegate for a custom push, from a button's action); without a word, the user's
/// next back swipe would reach only the app's delegate, and the model would learn of it at the
/// next routing event. With it, the bridge takes its place back at the end of the turn.
final class BridgeNavigationController: UINavigationController {
  /// The bridge to tell; weak, as the bridge holds no view controller.
  weak var bridge: UIKitBridge?

  override weak var delegate: (any UINavigationControllerDelegate)? {
    didSet {
      guard let bridge, delegate !== bridge else { return }
      bridge.scheduleReconcile()
    }
  }

  /// Replaces the children; from the app's code, the bridge looks once the change is done (UIKit
  /// need not set them through `setViewControllers(_:animated:)`).
  override var viewControllers: [UIViewController] {
    didSet { bridge?.childrenChangedInCode(of: self) }
  }

  /// Replaces the stack; from the app's code, the bridge looks once the change is done.
  override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    super.setViewControllers(viewControllers, animated: animated)
    bridge?.childrenChangedInCode(of: self)
  }

  /// Pushes `viewController`; from the app's code, the bridge looks once the change is done.
  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    super.pushViewController(viewController, animated: animated)
    bridge?.childrenChangedInCode(of: self)
  }

  /// Pops the top view controller; from the app's code, the bridge looks once the change is done
  /// (the model follows the pop there when UIKit tells no delegate of it: a navigation controller
  /// in a tab not shown tells its delegate only once the tab is shown).
  override func popViewController(animated: Bool) -> UIViewController? {
    defer { bridge?.childrenChangedInCode(of: self) }
    return super.popViewController(animated: animated)
  }

  /// Pops to `viewController`; from the app's code, the bridge looks once the change is done.
  override func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    defer { bridge?.childrenChangedInCode(of: self) }
    return super.popToViewController(viewController, animated: animated)
  }

  /// Pops to the root; from the app's code, the bridge looks once the change is done.
  override func popToRootViewController(animated: Bool) -> [UIViewController]? {
    defer { bridge?.childrenChangedInCode(of: self) }
    return super.popToRootViewController(animated: animated)
  }

  /// A presented navigation controller's dismissal ended: the bridge looks (as
  /// ``ScreenViewController`` does for a sheet of its own), at once in case the user swiped it
  /// away behind a presentation-controller delegate the app set since the bridge's last pass
  /// (``UIKitBridge/dismissalEnded(of:)``).
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isBeingDismissed { bridge?.dismissalEnded(of: self) }
  }
}
