public import Foundation
public import Wayfinder

#if canImport(UIKit)
  public import UIKit
#else
  public import UIKitDouble
#endif

/// The plain view controller the bridge shows for a screen with no registered factory, and a
/// base class for the app's own: it shows the screen's title and reaches its actions.
///
/// It holds its screen weakly: the window's hierarchy owns screens, UIKit owns view
/// controllers, and either may let go first.
@MainActor
open class ScreenViewController: UIViewController {
  /// The screen this view controller shows; `nil` once the screen is freed.
  public private(set) weak var screen: Screen?

  /// Creates a view controller showing `screen`, titled like it.
  public init(screen: Screen) {
    self.screen = screen
    super.init(nibName: nil, bundle: nil)
    title = screen.title
  }

  /// Unavailable: view controllers for screens are made in code.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The bridge that made this view controller, told when a dismissal of it ends.
  weak var bridge: UIKitBridge?

  /// Makes the model follow what the user changed before this view controller appeared (the
  /// pop or swipe that revealed it), so that an override that routes after calling `super`
  /// (a tip shown on return) routes from the screens UIKit shows.
  override open func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    bridge?.followUserNow()
  }

  /// Tells the bridge that made this view controller when a dismissal of it ended.
  ///
  /// So the model follows a sheet the user swiped away even when the app replaced the sheet's
  /// presentation-controller delegate since the bridge's last pass: then at once, before the
  /// app's delegate hears `presentationControllerDidDismiss(_:)`, and the model has closed the
  /// screen when `super` returns (``screen`` is `nil` from then on, or no longer shown while a
  /// result it hands back waits for UIKit: read it before calling `super`). With the bridge as
  /// the delegate, the model follows after this call.
  ///
  /// Call `super` when you override it, as UIKit requires: "If you override this method, you
  /// must call super at some point in your implementation." (`viewDidDisappear(_:)`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:))
  override open func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isBeingDismissed { bridge?.dismissalEnded(of: self) }
  }

  /// Triggers the screen's action titled `title`, as its button would.
  public func triggerAction(_ title: String) throws {
    try screen?.triggerAction(title)
  }
}
