import Wayfinder

/// What the routing context waits on for a bridge: how far UIKit shows the model of its window.
///
/// It is apart from the bridge so that it can outlive one let go without ``UIKitBridge/stop()``
/// (a scene that disconnected): every UIKit callback the bridge queued (the end of a transition,
/// of the turn, a timer) holds it, so work waiting for its window waits until the first of them
/// comes and says the bridge is done (``finish()``), not until another window's bridge shows a
/// change of its own. Once no callback holds it, it is freed, and nothing waits for it.
@MainActor
final class BridgeDisplay: HierarchyDisplay {
  /// The bridge it stands for, until the bridge is freed.
  weak var bridge: UIKitBridge?

  /// The window the bridge shows, known after the window is freed.
  let shownWindow: ObjectIdentifier?

  /// The context that waits on it (weakly: a timer that holds this display does not keep the
  /// context past its window).
  private weak var context: RoutingContext?

  /// The last change of the model that UIKit shows.
  var shownChange: Int

  init(window: Window, shownChange: Int) {
    self.shownWindow = ObjectIdentifier(window)
    self.context = window.context
    self.shownChange = shownChange
  }

  /// UIKit shows every change up to `change`: completions waiting for them run.
  func didShow(change: Int) {
    guard change > shownChange else { return }
    shownChange = change
    context?.displayDidShow()
  }

  /// The bridge keeps the model as it is, which UIKit does not show yet.
  func modelWillChange() {
    bridge?.keepModelBeforeChange()
  }

  /// The bridge stopped, or was let go and a callback it queued came: nothing waits for it any
  /// more, and what waited runs now, in order.
  func finish() {
    context?.detachDisplay(self)
  }
}
