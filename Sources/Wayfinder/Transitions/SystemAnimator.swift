/// The platform's standard animations for push and modal presentation.
///
/// A class so that a transition holding one stays small enough to be stored without a heap
/// allocation of its own; the shared ``push`` and ``modal`` instances are reused.
public final class SystemAnimator: Animator {
  /// The animation's name.
  public let name: String

  /// How long the animation runs.
  public let duration: Duration

  /// Creates a system animation with a name and duration.
  init(name: String, duration: Duration) {
    self.name = name
    self.duration = duration
  }

  /// The standard push: slides in from the trailing edge.
  public static let push = SystemAnimator(name: "system.push", duration: .milliseconds(350))

  /// The standard modal presentation: slides up from the bottom.
  public static let modal = SystemAnimator(name: "system.modal", duration: .milliseconds(300))
}
