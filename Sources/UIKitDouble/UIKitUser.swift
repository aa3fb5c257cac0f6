/// The double's test hooks: what a user does in UIKit without the app's code, each changing
/// the double's state and calling the delegates as UIKit does.
///
/// Each hook answers whether the gesture was possible: the view controller must be on screen,
/// with no animation running, as it must be for a finger to reach it.
@MainActor
public enum UIKitUser {
  /// Swipes back (or taps the back button) in `navigationController`: pops its top view
  /// controller, then calls `navigationController(_:didShow:animated:)`.
  @discardableResult
  public static func swipeBack(in navigationController: UINavigationController) -> Bool {
    guard canTouch(navigationController), navigationController.viewControllers.count > 1 else {
      return false
    }
    navigationController.popViewController(animated: true)
    return true
  }

  /// Picks the entry at `index` in the back button's long-press menu: pops to that view
  /// controller in one step.
  @discardableResult
  public static func popFromBackMenu(
    in navigationController: UINavigationController, to index: Int
  ) -> Bool {
    let stack = navigationController.viewControllers
    guard canTouch(navigationController), stack.indices.contains(index), index < stack.count - 1
    else { return false }
    navigationController.popToViewController(stack[index], animated: true)
    return true
  }

  /// Swipes down the sheet `viewController`, the topmost presented view controller.
  ///
  /// Asks `presentationControllerShouldDismiss(_:)`, dismisses it, then calls
  /// `presentationControllerDidDismiss(_:)`. Full-screen presentations and sheets that are
  /// modal in presentation cannot be swiped down.
  @discardableResult
  public static func swipeDown(_ viewController: UIViewController) -> Bool {
    guard let presenter = viewController.presentingViewController,
      viewController.presentedViewController == nil, !presenter.isInPresentationTransition,
      viewController.isInWindowHierarchy
    else { return false }
    switch viewController.modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet: break
    case .fullScreen, .overFullScreen, .custom: return false
    }
    let controller = viewController.presentationController
    let delegate = controller?.delegate
    guard !viewController.isModalInPresentation,
      let controller, delegate?.presentationControllerShouldDismiss(controller) ?? true
    else {
      if let controller { delegate?.presentationControllerDidAttemptToDismiss(controller) }
      return false
    }
    presenter.removePresentedChain()
    delegate?.presentationControllerDidDismiss(controller)
    return true
  }

  /// Taps the tab at `index` of `tabBarController` (see ``UITabBarController`` for what a tap
  /// on the selected tab does).
  @discardableResult
  public static func tapTab(in tabBarController: UITabBarController, at index: Int) -> Bool {
    guard canTouch(tabBarController) else { return false }
    return tabBarController.userTappedTab(at: index)
  }

  private static func canTouch(_ controller: UIViewController) -> Bool {
    guard controller.isOnScreen, DoubleRunLoop.main.isIdle else { return false }
    if let navigation = controller as? UINavigationController, navigation.isInTransition {
      return false
    }
    return true
  }
}
