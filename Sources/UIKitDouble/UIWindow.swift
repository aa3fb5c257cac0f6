/// The subset of `UIWindow` the bridge uses: the root view controller.
///
/// Replacing the root removes the old hierarchy, with what its root presented:
/// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
@MainActor
open class UIWindow: UIView {
  /// Whether ``makeKeyAndVisible()`` was called.
  public private(set) var isKeyWindow = false

  /// The root view controller; replacing it drops the old hierarchy.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      oldValue?.hostingWindow = nil
      oldValue?.removePresentedChain()
      rootViewController?.hostingWindow = self
    }
  }

  /// Shows the window and makes it the key window.
  public func makeKeyAndVisible() {
    isKeyWindow = true
  }
}
