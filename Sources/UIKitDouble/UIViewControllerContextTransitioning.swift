public import Foundation

/// The keys of the view controllers taking part in a transition.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
  let rawValue: String

  /// The view controller shown at the start of the transition.
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  /// The view controller shown at the end of the transition.
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// The keys of the views taking part in a transition.
public struct UITransitionContextViewKey: Hashable, Sendable {
  let rawValue: String

  /// The view shown at the start of the transition.
  public static let from = UITransitionContextViewKey(rawValue: "from")
  /// The view shown at the end of the transition.
  public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// What UIKit hands an animator: the views and view controllers of a transition, and the call
/// that ends it.
///
/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view in which the animation takes place.
  var containerView: UIView { get }

  /// Whether the transition animates.
  var isAnimated: Bool { get }

  /// Whether the transition was cancelled (an interactive one the user abandoned).
  var transitionWasCancelled: Bool { get }

  /// The view controller for `key`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?

  /// The view for `key`, `nil` when the animator must not touch it.
  func view(forKey key: UITransitionContextViewKey) -> UIView?

  /// The frame of `vc`'s view at the start of the transition: the container's bounds for the
  /// view controller shown at the start, an empty rectangle for the one arriving.
  ///
  /// "The frame rectangle returned by this method represents the size and position of the
  /// corresponding view at the start of the transition." … "The rectangle returned by this
  /// method may be CGRectZero" (`initialFrame(for:)`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:))
  func initialFrame(for vc: UIViewController) -> CGRect

  /// The frame of `vc`'s view at the end of the transition: the container's bounds for the
  /// view controller shown at the end, an empty rectangle for the one leaving.
  ///
  /// "The rectangle returned by this method may be CGRectZero … if the view is being removed"
  /// (`finalFrame(for:)`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:))
  func finalFrame(for vc: UIViewController) -> CGRect

  /// Ends the transition. The animator must call it exactly once, when its animation ends:
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
  func completeTransition(_ didComplete: Bool)
}
