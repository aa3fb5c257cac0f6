extension UIKitBridge {
  /// What the bridge reports of its own work, for the app's logs (``UIKitBridge/onEvent``).
  ///
  /// The model's changes, the user's included, reach the window's routing observers as routing
  /// events; these say what happened between the bridge and UIKit.
  public enum Event: Equatable, Sendable, CustomStringConvertible {
    /// UIKit did not report the end of the transition described within
    /// ``UIKitBridge/timeout`` (a completion that never came): the bridge stopped waiting,
    /// re-read UIKit's tree and brought it back to the model. A transition still running at the
    /// bound is reported once.
    case timedOut(String)
    /// UIKit refused the call described (it logs why, for example a presentation from a view
    /// controller that already presents one); the bridge tries again once UIKit is idle, and
    /// every ``UIKitBridge/pollInterval``, and reports the same call again only after a pass
    /// that UIKit carried out whole.
    case refused(String)
    /// A presentation or dismissal waits until the app's own view controller named here is
    /// dismissed: the bridge never dismisses what it did not present.
    case waiting(for: String)
    /// A factory returned a navigation controller (named here) for a screen on a stack, which
    /// UIKit cannot push: the bridge shows a ``ScreenViewController`` for the screen instead.
    case cannotPush(String)
    /// A factory returned a view controller (named here, with the screen it already shows)
    /// for a second screen, while the first one is shown or its view controller is still in
    /// UIKit (the model closed it in the same burst), which UIKit refuses to push or present
    /// again: the bridge shows a ``ScreenViewController`` for the second screen instead.
    case reusedViewController(String)
    /// The app put a view controller (named here, with where it was) where the model has none: it
    /// pushed it on a stack the bridge keeps, added it to the tabs of a tab bar controller the
    /// bridge keeps, or made it the window's root. The bridge brought
    /// UIKit back to the model; route through the model, or present your own view controller.
    case removedAppViewController(String)

    /// One line for a log.
    public var description: String {
      switch self {
      case .timedOut(let transition):
        "UIKit did not finish \(transition) in time; the bridge brought UIKit back to the model"
      case .refused(let call): "UIKit refused \(call); the bridge will try again"
      case .waiting(let controller):
        "waiting for the app's \(controller) to be dismissed before changing presentations"
      case .removedAppViewController(let controller):
        "the bridge removed the app's \(controller), where the model has no screen; route "
          + "through the model or present the view controller"
      case .reusedViewController(let controller):
        "UIKit cannot show \(controller) a second time; the bridge shows a ScreenViewController "
          + "instead: return a new view controller from the factory"
      case .cannotPush(let controller):
        "UIKit cannot push \(controller), a navigation controller; the bridge shows a "
          + "ScreenViewController instead"
      }
    }
  }
}
