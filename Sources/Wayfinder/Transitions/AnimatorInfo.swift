/// The record of an animator on a routing event: its name and duration.
public struct AnimatorInfo: Hashable, Sendable, CustomStringConvertible {
  /// The animator's name.
  public let name: String

  /// The animation's duration.
  public let duration: Duration

  /// Records `animator`.
  init(_ animator: any Animator) {
    self.name = animator.name
    self.duration = animator.duration
  }

  /// `<name> <milliseconds>ms`, for example `fade 300ms`.
  public var description: String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    return "\(name) \(milliseconds)ms"
  }
}

extension Animator {
  /// The record of this animator for a routing event.
  public var info: AnimatorInfo { AnimatorInfo(self) }
}
