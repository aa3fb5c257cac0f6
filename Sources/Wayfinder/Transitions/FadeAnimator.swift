/// A cross-fade, the built-in custom animator (the article's pop-ups fade in).
public struct FadeAnimator: Animator {
  /// How long the fade runs.
  public let duration: Duration

  /// Creates a fade of the given duration, 300 milliseconds by default.
  public init(duration: Duration = .milliseconds(300)) {
    self.duration = duration
  }

  /// `fade`.
  public var name: String { "fade" }
}
