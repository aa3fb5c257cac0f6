public import Foundation

extension UIView {
  /// How an animation runs (its curve, whether the user can touch the views meanwhile); the
  /// double runs every animation on ``DoubleRunLoop``'s clock and keeps no curve.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
  public struct AnimationOptions: OptionSet, Sendable {
    /// The options as bits, with UIKit's values.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out the subviews as the animation commits.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let the user touch the views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current state of a running animation.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run the animation back and forth.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// A linear curve.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Flip from the left (for `transition(with:…)`).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip from the right (for `transition(with:…)`).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A cross-dissolve (for `transition(with:…)`).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// Runs `animations` (changes to `view`, such as a window's new root view controller) as a
  /// transition of `view` over `duration` seconds.
  ///
  /// As with ``animate(withDuration:animations:completion:)``, `animations` runs at once and
  /// `completion` runs with `true` when the transition's time has passed on
  /// ``DoubleRunLoop``'s clock; the double draws no flip or dissolve. See
  /// https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations?()
    DoubleRunLoop.main.addAnimation(duration: duration) { completion?(true) }
  }

  /// Animates changes to views over `duration` seconds after `delay` seconds.
  ///
  /// As ``animate(withDuration:animations:completion:)``: `animations` runs at once (it sets
  /// the final values), `completion` runs with `true` when the delay and the animation have
  /// passed on ``DoubleRunLoop``'s clock. See
  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    DoubleRunLoop.main.addAnimation(duration: delay + duration) { completion?(true) }
  }

  /// Animates changes to views with a spring's timing; the double runs it as
  /// ``animate(withDuration:delay:options:animations:completion:)`` does.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }
}
