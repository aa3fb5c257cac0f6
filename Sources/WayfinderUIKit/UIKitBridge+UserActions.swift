import Wayfinder

#if canImport(UIKit)
  public import UIKit
#else
  public import UIKitDouble
#endif

extension UIKitBridge: UINavigationControllerDelegate {
  /// Ends a navigation change the bridge animated, or makes the model follow one the user made
  /// (swipe back, back button, the back button's menu, a tap on the selected tab).
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    if awaitedNavigations.remove(ObjectIdentifier(navigationController)) != nil {
      transitionEnded()
      return
    }
    guard !isApplying else { return }
    defer { scheduleReconcile() }
    guard let navigation = screen(for: navigationController) as? NavigationContainer else {
      return
    }
    let shown = navigationController.viewControllers.map { screen(for: $0) }
    let stack = navigation.stack
    guard shown.count < stack.count, !shown.isEmpty,
      zip(shown, stack).allSatisfy({ $0.0 === $0.1 })
    else { return }
    // The user popped: close the first screen that left, as its back button would.
    let firstPopped = stack[shown.count]
    if let router = firstPopped.router, router.rootTransition.placement == .push {
      router.close()
    } else {
      stack[shown.count - 1].router?.focus()
    }
  }
}

extension UIKitBridge: UIAdaptivePresentationControllerDelegate {
  /// The user swiped a sheet down: close the screen it showed, as the screen's own close
  /// would (a screen opened for a result delivers `.cancelled`).
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    defer { scheduleReconcile() }
    guard let presented = screen(for: presentationController.presentedViewController) else {
      return
    }
    let candidates = [presented, (presented as? NavigationContainer)?.rootScreen]
    for case let screen? in candidates {
      if let router = screen.router, case .modal = router.rootTransition.placement {
        router.close()
        return
      }
    }
    let anyRouter = presented.router ?? (presented as? NavigationContainer)?.rootScreen.router
    anyRouter?.dismiss()
  }
}

extension UIKitBridge: UITabBarControllerDelegate {
  /// The user tapped a tab: select it in the model.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    defer { scheduleReconcile() }
    guard let tabs = screen(for: tabBarController) as? TabContainer,
      let index = tabBarController.viewControllers?.firstIndex(where: { $0 === viewController })
    else { return }
    let router =
      tabs.router
      ?? tabs.tabs.lazy.compactMap { ($0 as? NavigationContainer)?.rootScreen.router ?? $0.router }
      .first
    router?.selectTab(at: index)
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

  private func animation(for controller: UIViewController, presenting: Bool)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    guard let screen = screen(for: controller),
      let animator = Self.openingTransition(of: screen)?.animator
    else { return nil }
    return makeAnimation(animator, presenting)
  }
}
