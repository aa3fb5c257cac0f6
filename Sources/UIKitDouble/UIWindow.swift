public import Foundation

/// The subset of `UIWindow` the bridge uses: the root view controller, and the appearance of
/// the view controllers it shows.
///
/// The rules:
/// - A window starts hidden; its view controllers appear once it is shown
///   (``makeKeyAndVisible()``, or `isHidden = false`).
/// - Replacing the root makes the old tree disappear and the new one appear, but does not
///   dismiss what the old root presented: UIKit keeps that presentation alive with the old root,
///   out of the window. Apple documents only "The root view controller provides the content view
///   of the window." (UIWindow, `rootViewController`:
///   https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller); the double
///   keeps the presentation, as UIKit does, so that an app that replaces its root while a sheet
///   is up sees that sheet stay alive (and must dismiss it itself).
/// - Assigning the root loads its view and removes the old root's from the window: "Assigning a
///   view controller to this property … installs the view controller's view as the content view
///   of the window. … the old views are removed before the new ones are installed." The view
///   joins the window's subviews (at the back) when it appears, just after `viewWillAppear(_:)`,
///   stays there while the window is hidden again, and leaves while a full-screen presentation
///   covers it; once a transition whose custom animator was handed it (in the transition's
///   container view) has ended, it is back among the window's subviews while the root shows.
/// - The views of the view controllers about to appear load before the window decides which
///   appear, so that a change a `viewDidLoad()` makes (a push restoring state, a selected tab)
///   shows at once, and what it covers never appears.
/// - `viewDidAppear(_:)` and `viewDidDisappear(_:)` of a root change come on a later turn, not
///   inside the assignment (the documentation leaves the timing open; the double takes the later
///   one).
@MainActor
open class UIWindow: UIView {
  /// Whether the window is the key window: the last one made key.
  ///
  /// "Only one window at a time may be the key window." (`isKeyWindow`:
  /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow)
  public var isKeyWindow: Bool { UIWindow.keyWindow === self }

  /// The key window, if any.
  private static weak var keyWindow: UIWindow?

  /// The view controllers whose views are in the window (or arriving), outermost first.
  ///
  /// Those the window's updates started, and the children that follow their containers (see
  /// `UIViewController.startAppearance(_:animated:in:tracked:)`).
  var shown: [UIViewController] = []

  /// Creates a hidden window with `frame`.
  override public init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Unavailable in the double (no storyboards or nibs).
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Whether the window is hidden; showing it makes its view controllers appear.
  override open var isHidden: Bool {
    didSet {
      guard oldValue != isHidden else { return }
      endAppearancesLater(updateAppearance(animated: false))
    }
  }

  /// The root view controller; replacing it makes the old tree disappear, keeping what it
  /// presented (see the type's rules).
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if oldValue?.hostingWindow === self { oldValue?.hostingWindow = nil }
      if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
      if let root = rootViewController {
        root.hostingWindow = self
        // "Assigning a view controller to this property … installs the view controller's view
        // as the content view of the window. … the old views are removed before the new ones
        // are installed." The view loads now; it joins the window's subviews as it appears
        // (after `viewWillAppear(_:)`, "about to be added to a view hierarchy"). Loading it may
        // replace the root again (its `viewDidLoad()`), which takes its place.
        root.loadViewIfNeeded()
        guard rootViewController === root else { return }
      }
      endAppearancesLater(updateAppearance(animated: false))
    }
  }

  /// Shows the window and makes it the key window.
  public func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  /// Makes the window the key window; the previous key window resigns.
  ///
  /// "This method causes the previous key window to resign the key status." (`makeKey()`:
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekey())
  public func makeKey() {
    UIWindow.keyWindow = self
  }

  // MARK: - Double internals

  /// The view controllers whose views the window shows, given its tree now: each layer of the
  /// presentation chain (a layer being dismissed leaves at once, with what it presents) with its
  /// shown children, from the last full-screen presentation up (it hides what is below it).
  private var visibleControllers: [UIViewController] {
    guard !isHidden, let root = rootViewController else { return [] }
    var layers: [UIViewController] = [root]
    while let next = layers.last?.ownPresented, !next.dismissalUnderWay {
      layers.append(next)
    }
    let lowest = layers.lastIndex(where: \.removesPresentersView) ?? 0
    return layers[lowest...].flatMap(\.shownSubtree) + root.toldSubtrees
  }

  /// Starts the appearance or disappearance of every view controller whose place changed, and
  /// answers them; the caller ends them when its transition ends.
  func updateAppearance(animated: Bool) -> [UIViewController] {
    var target = visibleControllers
    // UIKit loads a view before it appears, and `viewDidLoad()` may change what appears (a push
    // that restores state, a selected tab): the views load first, then the window decides.
    while let unloaded = target.first(where: { !$0.isViewLoaded }) {
      unloaded.loadViewIfNeeded()
      target = visibleControllers
    }
    let leaving = shown.filter { controller in !target.contains { $0 === controller } }
    let arriving = target.filter { controller in !shown.contains { $0 === controller } }
    for controller in leaving { controller.startAppearance(false, animated: animated, in: self) }
    for controller in arriving { controller.startAppearance(true, animated: animated, in: self) }
    shown.removeAll { controller in leaving.contains { $0 === controller } }
    for controller in arriving where !shown.contains(where: { $0 === controller }) {
      shown.append(controller)
    }
    // A custom animator works in its transition's container view, which UIKit keeps in the
    // window: the root's view it was given (the presenter's, or the one a dismissal reveals)
    // is the window's content again once the root shows. overFullScreen: "The views beneath the
    // presented content are not removed from the view hierarchy when the presentation finishes."
    if let root = rootViewController, let view = root.viewIfLoaded, view.superview !== self,
      root.appearanceState == .appearing || root.appearanceState == .appeared
    {
      insertSubview(view, at: 0)
    }
    return leaving + arriving
  }

  private func endAppearancesLater(_ controllers: [UIViewController]) {
    guard !controllers.isEmpty else { return }
    DoubleRunLoop.main.perform { UIViewController.endAppearances(of: controllers) }
  }
}
