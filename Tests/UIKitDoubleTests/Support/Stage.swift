import UIKitDouble

/// Sets up a visible window on a fresh run loop.
///
/// The double's tests share ``DoubleRunLoop/main`` with every other test of the package: each
/// builds its scene in its (synchronous, main-actor) body, which resets the loop, and leaves no
/// fault or timer behind for a later test.
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
