public import Foundation

/// The subset of `UIViewController` the bridge uses, with UIKit's rules for modal
/// presentation.
///
/// The rules, from Apple's documentation:
/// - A view controller presents at most one view controller; presenting from one that already
///   presents is refused and logged ("which is already presenting").
/// - The presentation is carried out by the outermost container of the view controller asked
///   (without `definesPresentationContext`), which becomes the `presentingViewController`.
/// - Presenting or dismissing while another presentation or dismissal of the same view
///   controller is still animating is refused and logged.
/// - `dismiss(animated:completion:)` called on a presented view controller asks its presenter to
///   dismiss it; on a presenter it dismisses what it presents, with everything above.
/// - The completion runs when the transition ends: after its animation, or at once when not
///   animated (the double's simplification of "after `viewDidAppear`").
///
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
@MainActor
open class UIViewController {
  /// The title shown in the navigation bar and the tab bar.
  open var title: String?

  /// The root view, created when first asked for.
  public private(set) lazy var view: UIView = UIView()

  /// The view controller this one presents; held strongly, as in UIKit.
  public internal(set) var presentedViewController: UIViewController?

  /// The view controller presenting this one.
  public internal(set) weak var presentingViewController: UIViewController?

  /// The container (navigation or tab bar controller) this view controller is a child of.
  public internal(set) weak var parent: UIViewController?

  /// The window whose root this view controller is.
  weak var hostingWindow: UIWindow?

  /// How the view controller is presented; a page sheet by default (`.automatic`).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// Supplies custom presentation and dismissal animators; held weakly, as in UIKit.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  /// Whether the user is prevented from swiping the sheet down.
  open var isModalInPresentation = false

  /// Whether the view controller is being presented (the animation runs).
  public private(set) var isBeingPresented = false

  /// Whether the view controller is being dismissed (the animation runs).
  public private(set) var isBeingDismissed = false

  private var storedPresentationController: UIPresentationController?

  /// Creates a view controller.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// Creates a view controller.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Unavailable in the double (no storyboards); present so that subclasses compile unchanged.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The presentation controller of this view controller, created when first asked for, as in
  /// UIKit; its delegate learns about sheets the user swiped down.
  public var presentationController: UIPresentationController? {
    if let storedPresentationController { return storedPresentationController }
    let controller = UIPresentationController(presentedViewController: self)
    storedPresentationController = controller
    return controller
  }

  /// The nearest navigation controller among this view controller's ancestors (or itself).
  public var navigationController: UINavigationController? { nearest(UINavigationController.self) }

  /// The nearest tab bar controller among this view controller's ancestors (or itself).
  public var tabBarController: UITabBarController? { nearest(UITabBarController.self) }

  /// Presents `viewControllerToPresent` modally, following UIKit's rules (see the type's
  /// documentation); a refused call is logged to ``DoubleRunLoop/log`` and changes nothing.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (@MainActor () -> Void)? = nil
  ) {
    let presented = viewControllerToPresent
    let host = presentationContext
    let attempt = "Attempt to present \(presented.doubleDescription) on \(host.doubleDescription)"
    let from = host === self ? "" : " (from \(doubleDescription))"
    guard presented.presentingViewController == nil, presented.parent == nil,
      presented.hostingWindow == nil
    else {
      DoubleRunLoop.main.warn(
        "Application tried to present modally a view controller \(presented.doubleDescription) that is already in a hierarchy."
      )
      return
    }
    guard host.isInWindowHierarchy else {
      DoubleRunLoop.main.warn("\(attempt)\(from) whose view is not in the window hierarchy.")
      return
    }
    guard !host.isInPresentationTransition else {
      DoubleRunLoop.main.warn("\(attempt)\(from) while a presentation is in progress.")
      return
    }
    if let already = host.presentedViewController {
      DoubleRunLoop.main.warn(
        "\(attempt)\(from) which is already presenting \(already.doubleDescription).")
      return
    }
    host.presentedViewController = presented
    presented.presentingViewController = host
    presented.isBeingPresented = true
    let finish: @MainActor () -> Void = {
      presented.isBeingPresented = false
      completion?()
    }
    guard flag else {
      finish()
      return
    }
    if let animator = presented.transitioningDelegate?.animationController(
      forPresented: presented, presenting: host, source: self)
    {
      DoubleTransitionContext(from: host, to: presented, onComplete: finish).run(animator)
    } else {
      DoubleRunLoop.main.addAnimation(duration: 0.3, completion: finish)
    }
  }

  /// Dismisses the view controller this one presents (or, when it presents nothing, the one
  /// presenting it), with everything presented above it; a dismissal asked for while a
  /// presentation or dismissal is animating is refused and logged.
  open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
    guard let host = dismissingHost, let presented = host.presentedViewController else {
      return
    }
    guard !host.isInPresentationTransition else {
      DoubleRunLoop.main.warn(
        "Attempt to dismiss from view controller \(host.doubleDescription) while a presentation or dismiss is in progress!"
      )
      return
    }
    presented.isBeingDismissed = true
    let finish: @MainActor () -> Void = {
      presented.isBeingDismissed = false
      host.removePresentedChain()
      completion?()
    }
    guard flag else {
      finish()
      return
    }
    if let animator = presented.transitioningDelegate?.animationController(forDismissed: presented)
    {
      DoubleTransitionContext(from: presented, to: host, onComplete: finish).run(animator)
    } else {
      DoubleRunLoop.main.addAnimation(duration: 0.3, completion: finish)
    }
  }

  /// The child view controllers of a container; empty for a plain view controller.
  open var children: [UIViewController] { [] }

  // MARK: - Double internals

  /// `<Type "title">`, the way refusals name a view controller.
  public var doubleDescription: String {
    let name = String(describing: type(of: self))
    guard let title, !title.isEmpty else { return "<\(name)>" }
    return "<\(name) \"\(title)\">"
  }

  /// The view controller that carries out a presentation asked of this one: its outermost
  /// container.
  var presentationContext: UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  /// Whether the view controller is in a window: its outermost ancestor is a window's root.
  public var isInWindowHierarchy: Bool {
    var controller = self
    while let next = controller.parent ?? controller.presentingViewController {
      controller = next
    }
    return controller.hostingWindow?.rootViewController === controller
  }

  /// Whether this view controller, what it presents or the one presenting it is animating a
  /// presentation or dismissal.
  var isInPresentationTransition: Bool {
    if isBeingPresented || isBeingDismissed { return true }
    var next = presentedViewController
    while let controller = next {
      if controller.isBeingPresented || controller.isBeingDismissed { return true }
      next = controller.presentedViewController
    }
    return false
  }

  /// Whether the user can see and touch this view controller: it is in a window, every tab bar
  /// controller above it selects the branch holding it, and nothing is presented over it.
  public var isOnScreen: Bool {
    guard isInWindowHierarchy else { return false }
    var controller = self
    while let parent = controller.parent {
      if let tabs = parent as? UITabBarController, tabs.selectedViewController !== controller {
        return false
      }
      controller = parent
    }
    return controller.presentedViewController == nil
  }

  /// The view controller whose presentation `dismiss` ends: the nearest among this one and
  /// its containers that presents, or else the presenter of the one that is presented.
  private var dismissingHost: UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if current.presentedViewController != nil { return current }
      controller = current.parent
    }
    return presentationContext.presentingViewController
  }

  /// Drops what this view controller presents, with everything above it.
  func removePresentedChain() {
    var host: UIViewController = self
    while let presented = host.presentedViewController {
      host.presentedViewController = nil
      presented.presentingViewController = nil
      host = presented
    }
  }

  private func nearest<Found: UIViewController>(_ type: Found.Type) -> Found? {
    var controller: UIViewController? = self
    while let current = controller {
      if let found = current as? Found { return found }
      controller = current.parent
    }
    return nil
  }
}
