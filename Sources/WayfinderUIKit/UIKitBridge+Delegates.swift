import Wayfinder

#if canImport(UIKit)
  public import UIKit
#else
  public import UIKitDouble
#endif

// The bridge is the delegate of the controllers it makes. Each callback wakes a pass (which
// compares what UIKit shows with what the bridge last saw: the callbacks only say *when* to
// look; those that end the user's gesture make the model follow first) and is forwarded to the
// delegate the app set, if any, whose answers win.

extension UIKitBridge: UINavigationControllerDelegate {
  /// A navigation change starts (the bridge's, or the user's pop): look again when it ends;
  /// forwards to the app's delegate.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    lookAgain(whenTransitionOf: navigationController)
    appNavigationDelegate(of: navigationController)?.forwardWillShow(
      navigationController, viewController, animated: animated)
  }

  /// A navigation change ended (the bridge's, or the user's pop): the model follows the user's
  /// pop at once, then the app's delegate hears of it (so that a link it handles there routes
  /// from what UIKit shows).
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    followUserNow()
    appNavigationDelegate(of: navigationController)?.forwardDidShow(
      navigationController, viewController, animated: animated)
  }

  /// The app's delegate's animation, else the UIKit animation of the animator of the transition
  /// that opened the screen pushed (or popped), if any.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    if let app = appNavigationDelegate(of: navigationController)?.forwardAnimationController(
      navigationController, operation, from: fromVC, to: toVC)
    {
      return app
    }
    switch operation {
    case .push: return animation(for: toVC, presenting: true)
    case .pop: return animation(for: fromVC, presenting: false)
    default: return nil
    }
  }

  /// The app's delegate's interaction controller for `animationController` (a custom
  /// interactive pop), or `nil`.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    appNavigationDelegate(of: navigationController)?.forwardInteractionController(
      navigationController, animationController)
  }

  /// The app's delegate of `controller`: one the bridge made, or the More list's navigation
  /// controller of a tab bar controller it made.
  private func appNavigationDelegate(
    of controller: UINavigationController
  ) -> (any UINavigationControllerDelegate)? {
    if let entry = entry(for: controller) {
      return entry.appDelegate as? any UINavigationControllerDelegate
    }
    guard let tabs = controller.tabBarController,
      Self.moreNavigationController(of: tabs) === controller
    else { return nil }
    return entry(for: tabs)?.appMoreDelegate as? any UINavigationControllerDelegate
  }
}

extension UIKitBridge: UIAdaptivePresentationControllerDelegate {
  /// The app's delegate's answer (Apple's "discard changes?" pattern); `true` without one.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    appPresentationDelegate(of: presentationController)?.forwardShouldDismiss(
      presentationController) ?? true
  }

  /// Forwards to the app's delegate.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    appPresentationDelegate(of: presentationController)?.forwardDidAttemptToDismiss(
      presentationController)
  }

  /// The user started swiping a sheet down: the bridge looks again when the swipe ends;
  /// forwards to the app's delegate.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {
    lookAgain(whenTransitionOf: presentationController.presentedViewController)
    appPresentationDelegate(of: presentationController)?.forwardWillDismiss(
      presentationController)
  }

  /// The user swiped a sheet down: the model closes its screen at once, as the screen's own
  /// close would (a screen opened for a result delivers `.cancelled`), then the app's delegate
  /// hears of it.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    let app = appPresentationDelegate(of: presentationController)
    followUserNow()
    app?.forwardDidDismiss(presentationController)
  }

  private func appPresentationDelegate(
    of controller: UIPresentationController
  ) -> (any UIAdaptivePresentationControllerDelegate)? {
    entry(for: controller.presentedViewController)?.appPresentationDelegate
      as? any UIAdaptivePresentationControllerDelegate
  }
}

#if !os(tvOS)
  extension UIKitBridge: UISheetPresentationControllerDelegate {
    /// The user dragged a sheet to another detent: forwards to the app's delegate when it is a
    /// sheet's delegate (one that tracks its detent); the model does not change.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      (appPresentationDelegate(of: sheetPresentationController)
        as? any UISheetPresentationControllerDelegate)?
        .forwardDidChangeSelectedDetent(sheetPresentationController)
    }
  }
#endif

extension UIKitBridge: UITabBarControllerDelegate {
  /// The app's delegate's answer; `true` without one.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    appTabBarDelegate(of: tabBarController)?.forwardShouldSelect(
      tabBarController, viewController) ?? true
  }

  /// The user tapped a tab: the model selects it at once, then the app's delegate hears of it.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    let app = appTabBarDelegate(of: tabBarController)
    followUserNow()
    app?.forwardDidSelect(tabBarController, viewController)
  }

  private func appTabBarDelegate(
    of controller: UITabBarController
  ) -> (any UITabBarControllerDelegate)? {
    entry(for: controller)?.appDelegate as? any UITabBarControllerDelegate
  }
}

extension UIKitBridge: UIViewControllerTransitioningDelegate {
  /// The UIKit animation of the animator that opened the presented screen, if any.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    animation(for: presented, presenting: true)
  }

  /// The UIKit animation of the animator that opened the dismissed screen, if any.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    animation(for: dismissed, presenting: false)
  }

  /// The animation ``UIKitBridge/makeAnimation`` makes for the animator that opened the screen
  /// `controller` shows (or showed: a screen the model closed may be freed before UIKit asks how
  /// its view controller leaves).
  func animation(for controller: UIViewController, presenting: Bool)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    guard let entry = entry(for: controller) else { return nil }
    if let screen = entry.screen {
      entry.openingAnimator = Self.openingTransition(of: screen)?.animator
    }
    guard let animator = entry.openingAnimator else { return nil }
    return makeAnimation(animator, presenting)
  }
}
