import UIKitDouble

/// Records what a navigation controller tells its delegate, and can supply an animator.
@MainActor
final class NavigationSpy: UINavigationControllerDelegate {
  private let journal: Journal
  var animator: (any UIViewControllerAnimatedTransitioning)?
  private(set) var operations: [UINavigationController.Operation] = []

  init(_ journal: Journal) {
    self.journal = journal
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    journal.record("willShow \(viewController.title ?? "?")")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    journal.record("didShow \(viewController.title ?? "?")")
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operations.append(operation)
    return animator
  }
}

/// Records what a presentation controller tells its delegate; refuses swipes on demand.
@MainActor
final class PresentationSpy: UIAdaptivePresentationControllerDelegate {
  private let journal: Journal
  var allowsDismissal = true

  init(_ journal: Journal) {
    self.journal = journal
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    journal.record("shouldDismiss")
    return allowsDismissal
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    journal.record("willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    journal.record("didDismiss")
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    journal.record("didAttemptToDismiss")
  }
}

/// Records what a tab bar controller tells its delegate; refuses selections on demand.
@MainActor
final class TabSpy: UITabBarControllerDelegate {
  private let journal: Journal
  var allowsSelection = true

  init(_ journal: Journal) {
    self.journal = journal
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    journal.record("shouldSelect \(viewController.title ?? "?")")
    return allowsSelection
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    journal.record("didSelect \(viewController.title ?? "?")")
  }
}
