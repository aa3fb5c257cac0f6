import UIKitDouble

/// Sets up a visible window on a fresh run loop.
@MainActor
enum Stage {
  /// A shown window whose root is `root`, with every appearance ended and the run loop reset.
  static func window(root: UIViewController) -> UIWindow {
    DoubleRunLoop.main.reset()
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    DoubleRunLoop.main.runUntilIdle()
    return window
  }
}
