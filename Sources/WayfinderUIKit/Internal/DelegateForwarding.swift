// Calls on the delegate an app set, for the bridge to forward to. UIKit's delegate methods are
// optional Objective-C requirements (called with `?`); the double's are Swift requirements with
// default implementations. These helpers keep that difference in this one file.

#if canImport(UIKit)
  import UIKit

  extension UINavigationControllerDelegate {
    func forwardWillShow(
      _ navigation: UINavigationController, _ controller: UIViewController, animated: Bool
    ) {
      navigationController?(navigation, willShow: controller, animated: animated)
    }

    func forwardDidShow(
      _ navigation: UINavigationController, _ controller: UIViewController, animated: Bool
    ) {
      navigationController?(navigation, didShow: controller, animated: animated)
    }

    func forwardAnimationController(
      _ navigation: UINavigationController, _ operation: UINavigationController.Operation,
      from: UIViewController, to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      navigationController?(navigation, animationControllerFor: operation, from: from, to: to)
    }

    func forwardInteractionController(
      _ navigation: UINavigationController,
      _ animation: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      navigationController?(navigation, interactionControllerFor: animation)
    }
  }

  extension UIAdaptivePresentationControllerDelegate {
    func forwardShouldDismiss(_ controller: UIPresentationController) -> Bool? {
      presentationControllerShouldDismiss?(controller)
    }

    func forwardDidAttemptToDismiss(_ controller: UIPresentationController) {
      presentationControllerDidAttemptToDismiss?(controller)
    }

    func forwardWillDismiss(_ controller: UIPresentationController) {
      presentationControllerWillDismiss?(controller)
    }

    func forwardDidDismiss(_ controller: UIPresentationController) {
      presentationControllerDidDismiss?(controller)
    }
  }

  #if !os(tvOS)
    extension UISheetPresentationControllerDelegate {
      func forwardDidChangeSelectedDetent(_ sheet: UISheetPresentationController) {
        sheetPresentationControllerDidChangeSelectedDetentIdentifier?(sheet)
      }
    }
  #endif

  extension UITabBarControllerDelegate {
    func forwardShouldSelect(_ tabs: UITabBarController, _ controller: UIViewController) -> Bool? {
      tabBarController?(tabs, shouldSelect: controller)
    }

    func forwardDidSelect(_ tabs: UITabBarController, _ controller: UIViewController) {
      tabBarController?(tabs, didSelect: controller)
    }
  }
#else
  import UIKitDouble

  extension UINavigationControllerDelegate {
    func forwardWillShow(
      _ navigation: UINavigationController, _ controller: UIViewController, animated: Bool
    ) {
      navigationController(navigation, willShow: controller, animated: animated)
    }

    func forwardDidShow(
      _ navigation: UINavigationController, _ controller: UIViewController, animated: Bool
    ) {
      navigationController(navigation, didShow: controller, animated: animated)
    }

    func forwardAnimationController(
      _ navigation: UINavigationController, _ operation: UINavigationController.Operation,
      from: UIViewController, to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      navigationController(navigation, animationControllerFor: operation, from: from, to: to)
    }

    func forwardInteractionController(
      _ navigation: UINavigationController,
      _ animation: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      navigationController(navigation, interactionControllerFor: animation)
    }
  }

  extension UIAdaptivePresentationControllerDelegate {
    func forwardShouldDismiss(_ controller: UIPresentationController) -> Bool? {
      presentationControllerShouldDismiss(controller)
    }

    func forwardDidAttemptToDismiss(_ controller: UIPresentationController) {
      presentationControllerDidAttemptToDismiss(controller)
    }

    func forwardWillDismiss(_ controller: UIPresentationController) {
      presentationControllerWillDismiss(controller)
    }

    func forwardDidDismiss(_ controller: UIPresentationController) {
      presentationControllerDidDismiss(controller)
    }
  }

  extension UISheetPresentationControllerDelegate {
    func forwardDidChangeSelectedDetent(_ sheet: UISheetPresentationController) {
      sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
    }
  }

  extension UITabBarControllerDelegate {
    func forwardShouldSelect(_ tabs: UITabBarController, _ controller: UIViewController) -> Bool? {
      tabBarController(tabs, shouldSelect: controller)
    }

    func forwardDidSelect(_ tabs: UITabBarController, _ controller: UIViewController) {
      tabBarController(tabs, didSelect: controller)
    }
  }
#endif
