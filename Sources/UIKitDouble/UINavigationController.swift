/// The subset of `UINavigationController` the bridge uses: a stack of view controllers whose
/// changes tell the delegate.
///
/// The rules, from Apple's documentation:
/// - `viewControllers` changes at once; the animation, if any, follows, and the delegate's
///   `navigationController(_:didShow:animated:)` is called when it ends, whenever the top view
///   controller changed, whether the code or the user changed the stack.
/// - A view controller appears at most once on a stack and in at most one container; a
///   navigation controller cannot be pushed. Such calls are refused and logged here (UIKit
///   raises an exception).
/// - Changing the stack while an animated change is still running is logged ("nested push
///   animation can result in corrupted navigation bar") and carried out.
///
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
@MainActor
open class UINavigationController: UIViewController {
  /// The stack, bottom first.
  public private(set) var viewControllers: [UIViewController] = []

  /// The delegate told about every change of the top view controller; held weakly.
  public weak var delegate: (any UINavigationControllerDelegate)?

  /// Whether an animated change of the stack is running.
  public private(set) var isInTransition = false

  /// Creates a navigation controller whose stack holds `rootViewController`.
  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// The stack, bottom first.
  override open var children: [UIViewController] { viewControllers }

  /// The view controller on top of the stack.
  public var topViewController: UIViewController? { viewControllers.last }

  /// Replaces the stack; the delegate learns when the top changed (see the type's rules).
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    var seen = Set<ObjectIdentifier>()
    for controller in viewControllers {
      guard seen.insert(ObjectIdentifier(controller)).inserted else {
        DoubleRunLoop.main.warn(
          "Pushing the same view controller instance (\(controller.doubleDescription)) more than once is not supported."
        )
        return
      }
      guard !(controller is UINavigationController) else {
        DoubleRunLoop.main.warn("Pushing a navigation controller is not supported.")
        return
      }
      guard controller.parent == nil || controller.parent === self,
        controller.presentingViewController == nil, controller.hostingWindow == nil
      else {
        DoubleRunLoop.main.warn(
          "Cannot add \(controller.doubleDescription) to \(doubleDescription): it is already in a hierarchy."
        )
        return
      }
    }
    replaceStack(with: viewControllers, animated: animated)
  }

  /// Pushes `viewController` onto the stack.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    setViewControllers(viewControllers + [viewController], animated: animated)
  }

  /// Pops the top view controller and returns it; the root is never popped.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
    replaceStack(with: Array(viewControllers.dropLast()), animated: animated)
    return top
  }

  /// Pops every view controller above `viewController` and returns them.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
      DoubleRunLoop.main.warn(
        "Tried to pop to a view controller that doesn't exist: \(viewController.doubleDescription)."
      )
      return nil
    }
    let popped = Array(viewControllers[(index + 1)...])
    replaceStack(with: Array(viewControllers[...index]), animated: animated)
    return popped
  }

  /// Pops every view controller above the root and returns them.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = viewControllers.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  private func replaceStack(with stack: [UIViewController], animated: Bool) {
    if isInTransition {
      DoubleRunLoop.main.warn("nested push animation can result in corrupted navigation bar")
    }
    let oldTop = viewControllers.last
    for controller in viewControllers where !stack.contains(where: { $0 === controller }) {
      controller.parent = nil
    }
    viewControllers = stack
    for controller in stack { controller.parent = self }
    guard let top = stack.last, top !== oldTop else { return }
    delegate?.navigationController(self, willShow: top, animated: animated)
    guard animated else {
      delegate?.navigationController(self, didShow: top, animated: false)
      return
    }
    isInTransition = true
    DoubleRunLoop.main.addAnimation(duration: 0.35) { [weak self] in
      guard let self else { return }
      self.isInTransition = false
      if let top = self.viewControllers.last {
        self.delegate?.navigationController(self, didShow: top, animated: true)
      }
    }
  }
}
