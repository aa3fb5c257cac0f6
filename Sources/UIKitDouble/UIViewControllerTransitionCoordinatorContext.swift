public import Foundation

/// What a transition coordinator tells about its transition: the view controllers taking part,
/// whether it animates, whether the user drives it, whether it was cancelled.
///
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }

  /// The presentation style of a presentation or dismissal (`.none` for a push or a pop: "or
  /// UIModalPresentationStyle.none if the transition is not a modal presentation or dismissal").
  var presentationStyle: UIModalPresentationStyle { get }

  /// Whether the transition began driven by the user (a swipe); it never changes.
  var initiallyInteractive: Bool { get }

  /// Whether the user still drives the transition (the finger is down).
  var isInteractive: Bool { get }

  /// Whether the transition was cancelled: "A Boolean value indicating whether an interactive
  /// transition was canceled."
  var isCancelled: Bool { get }

  /// The duration of the transition's animation, in seconds.
  var transitionDuration: TimeInterval { get }

  /// How far the transition has come, from 0 to 1.
  var percentComplete: CGFloat { get }

  /// The view in which the transition takes place.
  var containerView: UIView { get }

  /// The view controller for `key`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?

  /// The view for `key`, `nil` when UIKit does not let the transition touch it.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}
