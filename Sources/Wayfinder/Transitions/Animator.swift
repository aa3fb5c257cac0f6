/// An animation a transition runs, recorded by name and duration in the headless model.
///
/// Conform to it for a custom animation. An animator is an object, as UIKit's animators are
/// (`UIViewControllerAnimatedTransitioning`), so that a UI binding can drive it and a transition
/// holding one stays two words wide:
///
/// ```swift
/// final class CardAnimator: Animator {
///   let name = "card"
///   let duration: Duration = .milliseconds(400)
/// }
/// router.route(to: screen, as: .animated(with: CardAnimator()))
/// ```
public protocol Animator: AnyObject, Sendable {
  /// The animation's name, recorded on routing events.
  var name: String { get }

  /// How long the animation runs.
  var duration: Duration { get }
}
