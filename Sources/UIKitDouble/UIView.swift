public import Foundation

/// The subset of `UIView` the bridge and its animators use: a frame, an alpha, subviews, and
/// the window the view is in.
@MainActor
open class UIView {
  /// The view's frame in its superview's coordinates.
  public var frame: CGRect

  /// The view's opacity, from 0 to 1.
  public var alpha: CGFloat = 1

  /// Whether the view is hidden.
  open var isHidden = false

  /// The background color; the double draws nothing.
  open var backgroundColor: UIColor?

  /// The tint color: the view's own, or else its superview's (the system blue at the top).
  ///
  /// "The first nondefault tint color value in the view's hierarchy, ascending from and
  /// starting with the view itself." (`tintColor`:
  /// https://developer.apple.com/documentation/uikit/uiview/tintcolor)
  open var tintColor: UIColor {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set { ownTintColor = newValue }
  }

  private var ownTintColor: UIColor?

  /// Whether the view receives touches.
  open var isUserInteractionEnabled = true

  /// Lays out the subviews now; the double lays nothing out.
  open func layoutIfNeeded() {}

  /// Asks for a layout at the next update; the double lays nothing out.
  open func setNeedsLayout() {}

  /// The views this view contains, back to front.
  public private(set) var subviews: [UIView] = []

  /// The view containing this one.
  public private(set) weak var superview: UIView?

  /// The view controller whose root view this is (the double's link for ``window``).
  weak var owningViewController: UIViewController?

  /// Creates a view with `frame`.
  public init(frame: CGRect = .zero) {
    self.frame = frame
  }

  /// The window the view is in, `nil` while it is in none.
  ///
  /// UIKit: "This property is `nil` if the view has not yet been added to a window."
  /// (UIView, `window`:
  /// https://developer.apple.com/documentation/uikit/uiview/window). A view controller's root
  /// view is in the window from just after `viewWillAppear(_:)` until just before
  /// `viewDidDisappear(_:)` (see ``UIViewController``); the view of a view controller in no
  /// hierarchy (added without `addChild(_:)`) is in the window its superview is in.
  open var window: UIWindow? {
    if let owningViewController, owningViewController.isInViewControllerHierarchy {
      return owningViewController.windowOfView
    }
    if let window = superview as? UIWindow { return window }
    return superview?.window
  }

  /// The bounds: the frame's size at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// Adds `view` on top of the subviews, removing it from its former superview.
  ///
  /// The root view of a child view controller (``UIViewController/addChild(_:)``) that enters
  /// or leaves its parent's view on screen makes the child appear or disappear.
  public func addSubview(_ view: UIView) {
    insert(view) { subviews.count }
  }

  /// Adds `view` below `siblingSubview`, or on top when `siblingSubview` is not a subview.
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insert(view) { subviews.firstIndex { $0 === siblingSubview } ?? subviews.count }
  }

  /// Inserts `view` at `index` among the subviews (at the end when `index` is past it).
  public func insertSubview(_ view: UIView, at index: Int) {
    insert(view) { min(max(index, 0), subviews.count) }
  }

  /// Moves `view`, a subview, to the front.
  public func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves `view`, a subview, to the back.
  public func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Makes `view` a subview at the index `position` gives once `view` has left its former
  /// superview (which may be this view), unless it is this view or one of its ancestors, which
  /// UIKit refuses ("Can't add self as subview"; logged).
  private func insert(_ view: UIView, at position: () -> Int) {
    guard !isDescendant(of: view) else {
      DoubleRunLoop.main.warn("Can't add self as subview")
      return
    }
    view.detach()
    subviews.insert(view, at: position())
    view.superview = self
    view.moved()
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    detach()
    moved()
  }

  private func detach() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Tells the child view controllers (added with ``UIViewController/addChild(_:)``) whose root
  /// views are in this view, or are this view, that their views moved.
  ///
  /// It stops at the root view of any other view controller: that one appears through its own
  /// container or transition, and its children follow it.
  private func moved() {
    var pending = [self]
    while let view = pending.popLast() {
      guard let controller = view.owningViewController else {
        pending += view.subviews
        continue
      }
      if controller.isContainedChild { controller.containmentChanged() }
    }
  }

  /// Whether the view is `view` or one of its subviews, at any depth.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Runs `actionsWithoutAnimation` at once; the double animates nothing inside an
  /// `animate` block anyway (its changes take their final values at once).
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  /// Animates changes to views over `duration` seconds.
  ///
  /// As in UIKit, `animations` runs at once (it sets the final values) and `completion` runs
  /// when the animation ends on ``DoubleRunLoop``'s clock, with `true` for finished. See
  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    DoubleRunLoop.main.addAnimation(duration: duration) { completion?(true) }
  }
}
