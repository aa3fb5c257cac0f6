/// An animation a transition runs, recorded by name and duration in the headless model.
///
/// Conform to it for a custom animation; a future UIKit binding maps the name to a real animator.
///
/// ```swift
/// struct CardAnimator: Animator {
///   var name: String { "card" }
///   var duration: Duration { .milliseconds(400) }
/// }
/// router.route(to: screen, as: .animated(with: CardAnimator()))
/// ```
public protocol Animator: Sendable {
  /// The animation's name, recorded on routing events.
  var name: String { get }

  /// How long the animation runs.
  var duration: Duration { get }
}
