/// A change to a window's hierarchy that a router asks for: the one way the hierarchy changes.
///
/// Every router call builds one and hands it to its ``RoutingContext``, which checks it, carries
/// it out, and reports it as one event (or one `failed` event, leaving the hierarchy as it was).
/// Test doubles record them instead (`RecordingRouter`).
@MainActor
package enum RoutingRequest {
  /// Open `screen` from the router's root with `transition`.
  case open(Screen, Transition)
  /// Close the router's root by undoing its transition.
  case close
  /// Dismiss the modal presentation containing the router's root.
  case dismiss
  /// Close everything above the router's root.
  case focus
  /// Select the tab at `index` of the tab container holding the router's root.
  case selectTab(index: Int)
  /// Pop every screen above the bottom of the navigation stack holding the router's root.
  case popToRoot(animated: Bool)
  /// Replace the router's root (and what was pushed after it) with `screen`.
  case popAndPush(Screen, animated: Bool)
  /// Replace the navigation stack holding the router's root with `screens`.
  case setStack([Screen], animated: Bool)
  /// Dismiss every presentation above `screen` (the router's root when `nil`).
  case dismissAll(downTo: Screen?, animated: Bool)
  /// Make `screen` the root of `window`; the old hierarchy leaves the window.
  case replaceRoot(in: Window, with: Screen)
  /// Follow what the user already did in the UI (a swipe back, a sheet swiped down): close
  /// `screen` — pop it with what was pushed after it, or end the presentation it is — whether or
  /// not it has a router of its own.
  case closeShown(Screen)
  /// Follow a tab the user already selected in the UI.
  case selectShownTab(index: Int, in: TabContainer)
}
