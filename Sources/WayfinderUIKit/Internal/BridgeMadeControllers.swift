#if canImport(UIKit)
  import UIKit
#else
  import UIKitDouble
#endif

/// The view controllers that the bridges of the process made, held weakly.
///
/// A new bridge on a `UIWindow` (after ``UIKitBridge/stop()``, logging out into a new window)
/// replaces an earlier bridge's root and what that root presents without waiting for them or
/// reporting them as the app's; the app's own view controllers are never in here. Every view
/// controller a bridge owns is in here too, so "not in here" is the one test for the app's.
@MainActor
enum BridgeMadeControllers {
  private struct WeakController {
    weak var controller: UIViewController?
  }

  private static var controllers: [ObjectIdentifier: WeakController] = [:]
  /// The count at which the entries of freed view controllers are dropped.
  private static var pruneThreshold = 64

  /// Notes that a bridge made `controller`.
  static func insert(_ controller: UIViewController) {
    if controllers.count >= pruneThreshold {
      controllers = controllers.filter { $0.value.controller != nil }
      pruneThreshold = max(64, controllers.count * 2)
    }
    controllers[ObjectIdentifier(controller)] = WeakController(controller: controller)
  }

  /// Whether a bridge made `controller`.
  static func contains(_ controller: UIViewController) -> Bool {
    controllers[ObjectIdentifier(controller)]?.controller === controller
  }
}
