public import Foundation

/// The subset of `UIView` the bridge and its animators use: a frame, an alpha, subviews, and
/// the window the view is in.
@MainActor
open class UIView {
  /// The view's frame in its superview's coordinates.
  open var frame: CGRect

  /// The view's opacity, from 0 to 1.
  open var alpha: CGFloat = 1

  /// The transform applied to the view (a scale, a rotation, a translation); the double draws
  /// nothing and keeps the value, as animators set it.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/transform
  open var transform = CGAffineTransform.identity

  /// The light or dark appearance of this view and its subviews.
  ///
  /// `.unspecified` by default; the double draws nothing and keeps the value.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

  /// Whether the view is hidden.
  open var isHidden = false

  /// The background color; the double draws nothing.
  open var backgroundColor: UIColor?

  /// The tint color: the view's own, or else its superview's, or else (for a view controller's
  /// root view the double shows without a superview) its window's; the system blue at the top.
  ///
  /// "The first nondefault tint color value in the view's hierarchy, ascending from and
  /// starting with the view itself." (`tintColor`:
  /// https://developer.apple.com/documentation/uikit/uiview/tintcolor) An app sets the
  /// window's `tintColor` to tint every screen.
  open var tintColor: UIColor {
    get { ownTintColor ?? superview?.tintColor ?? window?.tintColor ?? .systemBlue }
    set { ownTintColor = newValue }
  }

  private var ownTintColor: UIColor?

  /// Whether the view receives touches.
  open var isUserInteractionEnabled = true

  /// The name UI tests find the view by; the double keeps it.
  ///
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  open var accessibilityIdentifier: String?

  /// What VoiceOver reads for the view; the double keeps it.
  ///
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  open var accessibilityLabel: String?

  /// Lays out the subviews now (calls ``layoutSubviews()``) when a layout was asked for with
  /// ``setNeedsLayout()``, or the view was never laid out.
  ///
  /// "Use this method to force the view to update its layout immediately."
  /// (`layoutIfNeeded()`: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded())
  open func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    layoutSubviews()
  }

  /// Asks for a layout: the next ``layoutIfNeeded()`` calls ``layoutSubviews()``.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out the subviews; subclasses override it to place theirs (the double has no Auto
  /// Layout, so the default does nothing).
  ///
  /// "Subclasses can override this method as needed to perform more precise layout of their
  /// subviews." (`layoutSubviews()`:
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()) The double calls
  /// it from ``layoutIfNeeded()`` and when a view controller's root view appears.
  open func layoutSubviews() {}

  /// Whether ``layoutIfNeeded()`` lays the view out.
  private var needsLayout = true

  /// The views this view contains, back to front.
  public private(set) var subviews: [UIView] = []

  /// The view containing this one.
  public private(set) weak var superview: UIView?

  /// The view controller whose root view this is (the double's link for ``window``).
  weak var owningViewController: UIViewController?

  /// Creates a view with `frame`.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// Creates a view with an empty frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Unavailable in the double (no storyboards or nibs); present so that subclasses compile
  /// unchanged.
  public required init?(coder: NSCoder) {
    return nil
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
  ///
  /// Setting it changes the frame's size (the double has no bounds origin).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// Adds `view` on top of the subviews, removing it from its former superview.
  ///
  /// The root view of a child view controller (``UIViewController/addChild(_:)``) that enters
  /// or leaves its parent's view on screen makes the child appear or disappear.
  open func addSubview(_ view: UIView) {
    insert(view) { subviews.count }
  }

  /// Adds `view` below `siblingSubview`, or on top when `siblingSubview` is not a subview.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insert(view) { subviews.firstIndex { $0 === siblingSubview } ?? subviews.count }
  }

  /// Inserts `view` at `index` among the subviews (at the end when `index` is past it).
  open func insertSubview(_ view: UIView, at index: Int) {
    insert(view) { min(max(index, 0), subviews.count) }
  }

  /// Moves `view`, a subview, to the front.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves `view`, a subview, to the back.
  open func sendSubviewToBack(_ view: UIView) {
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
  open func removeFromSuperview() {
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
    animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
  }
}

/// Views are equal when they are the same object, as `NSObject`'s `isEqual(_:)` decides for
/// UIKit's: apps write `subviews.contains(view)`.
extension UIView: Hashable {
  /// Whether `lhs` and `rhs` are the same view.
  nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool {
    lhs === rhs
  }

  /// Hashes the view's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
