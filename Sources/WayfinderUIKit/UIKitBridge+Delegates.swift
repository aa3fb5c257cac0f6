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
// then passes the call passed back on to the delegate the app set before, and answers it itself
// at the end of that chain (``UIKitBridge/passOn(_:about:along:calledByUIKit:as:_:)``).

extension UIKitBridge: UINavigationControllerDelegate {
  /// A navigation change starts (the bridge's, or the user's pop): look again when it ends;
  /// forwards to the app's delegate.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    lookAgain(whenTransitionOf: navigationController)
    passOnNavigation("willShow", of: navigationController) {
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
    passOnNavigation("didShow", of: navigationController) {
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
    let app = passOnNavigation("animationControllerFor", of: navigationController) {
      $0.forwardAnimationController(navigationController, operation, from: fromVC, to: toVC)
    }
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
    passOnNavigation("interactionControllerFor", of: navigationController) {
      $0.forwardInteractionController(navigationController, animationController)
    }
  }

  /// Passes `call` on along the delegates the app set on `controller` (one the bridge made, or
  /// the More list's navigation controller of a tab bar controller it made).
  @discardableResult
  private func passOnNavigation<Answer>(
    _ call: String, of controller: UINavigationController,
    _ body: (any UINavigationControllerDelegate) -> Answer?
  ) -> Answer? {
    var chain = entry(for: controller)?.appDelegate
    if chain == nil, let tabs = controller.tabBarController,
      Self.moreNavigationController(of: tabs) === controller
    {
      chain = entry(for: tabs)?.appMoreDelegate
    }
    return passOn(
      call, about: controller, along: chain, calledByUIKit: controller.delegate,
      as: (any UINavigationControllerDelegate).self, body)
  }
}

extension UIKitBridge: UIAdaptivePresentationControllerDelegate {
  /// The app's delegate's answer (Apple's "discard changes?" pattern); `true` without one.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    passOnPresentation(
      "presentationControllerShouldDismiss", of: presentationController,
      as: (any UIAdaptivePresentationControllerDelegate).self
    ) {
      $0.forwardShouldDismiss(presentationController)
    } ?? true
  }

  /// Forwards to the app's delegate.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    passOnPresentation(
      "presentationControllerDidAttemptToDismiss", of: presentationController,
      as: (any UIAdaptivePresentationControllerDelegate).self
    ) {
      $0.forwardDidAttemptToDismiss(presentationController)
    }
  }

  /// The user started swiping a sheet down: the bridge looks again when the swipe ends;
  /// forwards to the app's delegate.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {
    lookAgain(whenTransitionOf: presentationController.presentedViewController)
    passOnPresentation(
      "presentationControllerWillDismiss", of: presentationController,
      as: (any UIAdaptivePresentationControllerDelegate).self
    ) {
      $0.forwardWillDismiss(presentationController)
    }
  }

  /// The user swiped a sheet down: the model closes its screen at once, as the screen's own
  /// close would (a screen opened for a result delivers `.cancelled`), then the app's delegate
  /// hears of it.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    let chain = entry(for: presentationController.presentedViewController)?
      .appPresentationDelegate
    followUserNow()
    passOn(
      "presentationControllerDidDismiss", about: presentationController, along: chain,
      calledByUIKit: presentationController.delegate,
      as: (any UIAdaptivePresentationControllerDelegate).self
    ) { $0.forwardDidDismiss(presentationController) }
  }

  /// Passes `call` on along the delegates the app set on `controller`.
  @discardableResult
  private func passOnPresentation<Delegate, Answer>(
    _ call: String, of controller: UIPresentationController,
    as type: Delegate.Type,
    _ body: (Delegate) -> Answer?
  ) -> Answer? {
    passOn(
      call, about: controller,
      along: entry(for: controller.presentedViewController)?.appPresentationDelegate,
      calledByUIKit: controller.delegate, as: type, body)
  }
}

#if !os(tvOS)
  extension UIKitBridge: UISheetPresentationControllerDelegate {
    /// The user dragged a sheet to another detent: forwards to the app's delegate when it is a
    /// sheet's delegate (one that tracks its detent); the model does not change.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      passOnPresentation(
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier",
        of: sheetPresentationController, as: (any UISheetPresentationControllerDelegate).self
      ) { $0.forwardDidChangeSelectedDetent(sheetPresentationController) }
    }
  }
#endif

extension UIKitBridge: UITabBarControllerDelegate {
  /// The app's delegate's answer; `true` without one.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    passOnTabs("shouldSelect", of: tabBarController) {
      $0.forwardShouldSelect(tabBarController, viewController)
    } ?? true
  }

  /// The user tapped a tab: the model selects it at once, then the app's delegate hears of it.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    followUserNow()
    passOnTabs("didSelect", of: tabBarController) {
      $0.forwardDidSelect(tabBarController, viewController)
    }
  }

  /// Passes `call` on along the delegates the app set on `controller`.
  @discardableResult
  private func passOnTabs<Answer>(
    _ call: String, of controller: UITabBarController,
    _ body: (any UITabBarControllerDelegate) -> Answer?
  ) -> Answer? {
    passOn(
      call, about: controller, along: entry(for: controller)?.appDelegate,
      calledByUIKit: controller.delegate, as: (any UITabBarControllerDelegate).self, body)
  }

  /// Passes a delegate call about `object` on to the app's delegate in `chain` it reaches
  /// (`body`); answers `body`'s answer, or `nil` when it reaches none.
  ///
  /// UIKit calls the bridge, which calls the top of the chain. An app's delegate that passes
  /// each call on to the delegate it replaced (the bridge) calls the bridge back from `body`:
  /// the bridge then calls the next one down, as UIKit would reach it through the app's own
  /// wrappers, and answers the call itself at the end of the chain (passing it on again would
  /// never end). While the top is UIKit's delegate itself (the app set it since the bridge's last
  /// pass), it is the one calling the bridge, and the call goes on below it.
  @discardableResult
  func passOn<Delegate, Answer>(
    _ call: String, about object: AnyObject, along chain: DelegateChain?,
    calledByUIKit uikitsDelegate: AnyObject?, as type: Delegate.Type,
    _ body: (Delegate) -> Answer?
  ) -> Answer? {
    guard let chain else { return nil }
    let key = PassedOnCall(object: ObjectIdentifier(object), call: call)
    let depth = callsBeingPassedOn[key] ?? 0
    let calledFirst = chain.top != nil && chain.top === uikitsDelegate
    guard let next = chain.delegate(below: depth + (calledFirst ? 1 : 0)) as? Delegate else {
      return nil
    }
    callsBeingPassedOn[key] = depth + 1
    defer { callsBeingPassedOn[key] = depth == 0 ? nil : depth }
    return body(next)
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
