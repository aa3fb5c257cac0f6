/// A transition's animator, boxed once so the transition stays one word wide.
///
/// An `any Animator` takes five words; a transition that stored one directly would not fit in an
/// existential's inline buffer, and every `any Transition` made from it (one per opened screen)
/// would allocate. The system animators' boxes are shared.
final class AnimatorStorage: Sendable {
  let animator: any Animator

  init(_ animator: any Animator) {
    self.animator = animator
  }

  /// Boxes `animator`, reusing the shared boxes of the system animators.
  static func make(_ animator: (any Animator)?) -> AnimatorStorage? {
    guard let animator else { return nil }
    if let system = animator as? SystemAnimator {
      if system === SystemAnimator.push { return push }
      if system === SystemAnimator.modal { return modal }
    }
    return AnimatorStorage(animator)
  }

  static let push = AnimatorStorage(SystemAnimator.push)
  static let modal = AnimatorStorage(SystemAnimator.modal)
  static let fade = AnimatorStorage(FadeAnimator())
}
