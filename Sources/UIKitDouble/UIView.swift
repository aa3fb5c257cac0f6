public import Foundation

/// The subset of `UIView` the bridge and its animators use: a frame, an alpha, subviews.
@MainActor
open class UIView {
  /// The view's frame in its superview's coordinates.
  public var frame: CGRect

  /// The view's opacity, from 0 to 1.
  public var alpha: CGFloat = 1

  /// The views this view contains, back to front.
  public private(set) var subviews: [UIView] = []

  /// The view containing this one.
  public private(set) weak var superview: UIView?

  /// Creates a view with `frame`.
  public init(frame: CGRect = .zero) {
    self.frame = frame
  }

  /// Adds `view` on top of the subviews, removing it from its former superview.
  public func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Animates changes to views over `duration` seconds.
  ///
  /// As in UIKit, `animations` runs at once (it sets the final values) and `completion` runs
  /// when the animation ends, with `true` for finished. See
  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    DoubleRunLoop.main.addAnimation(duration: duration) { completion?(true) }
  }
}
