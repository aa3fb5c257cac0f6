/// A cross-fade, the built-in custom animator (the article's pop-ups fade in).
public final class FadeAnimator: Animator {
  /// How long the fade runs.
  public let duration: Duration

  /// Creates a fade of the given duration, 300 milliseconds by default.
  public init(duration: Duration = .milliseconds(300)) {
    self.duration = duration
  }

  /// The 300-millisecond fade that `.fade` runs.
  public static let shared = FadeAnimator()

  /// `fade`.
  public var name: String { "fade" }
}
