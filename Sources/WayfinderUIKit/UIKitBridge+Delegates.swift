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
//
// An app's delegate may pass each call on to the delegate it replaced, the bridge: the bridge
// then answers the call passed back itself (``UIKitBridge/passOn(_:about:to:_:)``), and passes
// nothing on to a delegate that UIKit calls itself (it is the one calling the bridge).

extension UIKitBridge: UINavigationControllerDelegate {
  /// A navigation change starts (the bridge's, or the user's pop): look again when it ends;
  /// forwards to the app's delegate.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    lookAgain(whenTransitionOf: navigationController)
    passOn(
      "willShow", about: navigationController, to: appNavigationDelegate(of: navigationController)
    ) {
      $0.forwardWillShow(navigationController, viewController, animated: animated)
    }
  }

  /// A navigation change ended (the bridge's, or the user's pop): the model follows the user's
  /// pop at once, then the app's delegate hears of it (so that a link it handles there routes
  /// from what UIKit shows).
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    followUserNow()
    passOn(
      "didShow", about: navigationController, to: appNavigationDelegate(of: navigationController)
    ) {
      $0.forwardDidShow(navigationController, viewController, animated: animated)
    }
  }

  /// The app's delegate's animation, else the UIKit animation of the animator of the transition
  /// that opened the screen pushed (or popped), if any.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let app = passOn(
      "animationControllerFor", about: navigationController,
      to: appNavigationDelegate(of: navigationController)
    ) { $0.forwardAnimationController(navigationController, operation, from: fromVC, to: toVC) }
    if let app { return app }
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
    passOn(
      "interactionControllerFor", about: navigationController,
      to: appNavigationDelegate(of: navigationController)
    ) { $0.forwardInteractionController(navigationController, animationController) }
  }

  /// The app's delegate of `controller`: one the bridge made, or the More list's navigation
  /// controller of a tab bar controller it made; `nil` while UIKit calls it itself (it is
  /// `controller`'s delegate, so it is the one passing the call on to the bridge).
  private func appNavigationDelegate(
    of controller: UINavigationController
  ) -> (any UINavigationControllerDelegate)? {
    let app: AnyObject?
    if let entry = entry(for: controller) {
      app = entry.appDelegate
    } else if let tabs = controller.tabBarController,
      Self.moreNavigationController(of: tabs) === controller
    {
      app = entry(for: tabs)?.appMoreDelegate
    } else {
      app = nil
    }
    guard let app, app !== controller.delegate else { return nil }
    return app as? any UINavigationControllerDelegate
  }
}

extension UIKitBridge: UIAdaptivePresentationControllerDelegate {
  /// The app's delegate's answer (Apple's "discard changes?" pattern); `true` without one.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    passOn(
      "presentationControllerShouldDismiss", about: presentationController,
      to: appPresentationDelegate(of: presentationController)
    ) { $0.forwardShouldDismiss(presentationController) } ?? true
  }

  /// Forwards to the app's delegate.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    passOn(
      "presentationControllerDidAttemptToDismiss", about: presentationController,
      to: appPresentationDelegate(of: presentationController)
    ) { $0.forwardDidAttemptToDismiss(presentationController) }
  }

  /// The user started swiping a sheet down: the bridge looks again when the swipe ends;
  /// forwards to the app's delegate.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {
    lookAgain(whenTransitionOf: presentationController.presentedViewController)
    passOn(
      "presentationControllerWillDismiss", about: presentationController,
      to: appPresentationDelegate(of: presentationController)
    ) { $0.forwardWillDismiss(presentationController) }
  }

  /// The user swiped a sheet down: the model closes its screen at once, as the screen's own
  /// close would (a screen opened for a result delivers `.cancelled`), then the app's delegate
  /// hears of it.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    let app = appPresentationDelegate(of: presentationController)
    followUserNow()
    passOn("presentationControllerDidDismiss", about: presentationController, to: app) {
      $0.forwardDidDismiss(presentationController)
    }
  }

  /// The app's delegate of `controller`; `nil` while UIKit calls it itself (see
  /// `appNavigationDelegate(of:)`).
  private func appPresentationDelegate(
    of controller: UIPresentationController
  ) -> (any UIAdaptivePresentationControllerDelegate)? {
    guard let app = entry(for: controller.presentedViewController)?.appPresentationDelegate,
      app !== controller.delegate
    else { return nil }
    return app as? any UIAdaptivePresentationControllerDelegate
  }
}

#if !os(tvOS)
  extension UIKitBridge: UISheetPresentationControllerDelegate {
    /// The user dragged a sheet to another detent: forwards to the app's delegate when it is a
    /// sheet's delegate (one that tracks its detent); the model does not change.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      passOn(
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier",
        about: sheetPresentationController,
        to: appPresentationDelegate(of: sheetPresentationController)
          as? any UISheetPresentationControllerDelegate
      ) { $0.forwardDidChangeSelectedDetent(sheetPresentationController) }
    }
  }
#endif

extension UIKitBridge: UITabBarControllerDelegate {
  /// The app's delegate's answer; `true` without one.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    passOn("shouldSelect", about: tabBarController, to: appTabBarDelegate(of: tabBarController)) {
      $0.forwardShouldSelect(tabBarController, viewController)
    } ?? true
  }

  /// The user tapped a tab: the model selects it at once, then the app's delegate hears of it.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    let app = appTabBarDelegate(of: tabBarController)
    followUserNow()
    passOn("didSelect", about: tabBarController, to: app) {
      $0.forwardDidSelect(tabBarController, viewController)
    }
  }

  /// The app's delegate of `controller`; `nil` while UIKit calls it itself (see
  /// `appNavigationDelegate(of:)`).
  private func appTabBarDelegate(
    of controller: UITabBarController
  ) -> (any UITabBarControllerDelegate)? {
    guard let app = entry(for: controller)?.appDelegate, app !== controller.delegate else {
      return nil
    }
    return app as? any UITabBarControllerDelegate
  }

  /// Passes a delegate call on to the app's delegate `app` (`body`), unless the bridge is
  /// passing the same call about `object` on already; answers `body`'s answer, or `nil` when
  /// nothing was passed on.
  ///
  /// An app's delegate that passes each call on to the delegate it replaced (the bridge) calls
  /// the bridge back from `body`: that call gets the bridge's own answer, and is not passed on
  /// again, which would never end.
  @discardableResult
  func passOn<Delegate, Answer>(
    _ call: String, about object: AnyObject, to app: Delegate?,
    _ body: (Delegate) -> Answer?
  ) -> Answer? {
    guard let app else { return nil }
    let key = PassedOnCall(object: ObjectIdentifier(object), call: call)
    guard callsBeingPassedOn.insert(key).inserted else { return nil }
    defer { callsBeingPassedOn.remove(key) }
    return body(app)
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
