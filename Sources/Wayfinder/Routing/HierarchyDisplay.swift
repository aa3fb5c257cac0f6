/// What puts a window's hierarchy on screen (the UIKit bridge), seen from the model: it says how
/// far it has shown the model's changes, so that completions run once their change is on screen.
///
/// Headless, no display is set and completions run as soon as the model has changed.
@MainActor
package protocol HierarchyDisplay: AnyObject {
  /// The number of the last change (``RoutingContext/changeCount``) that is on screen: every
  /// change up to it has been shown.
  var shownChange: Int { get }

  /// The model is about to change while work waits for the last change: a display that has not
  /// shown it yet keeps the model as it is, to run that work if it shows it on the way to a
  /// later change (a close, then an open in the same turn).
  func modelWillChange()

  /// The identifier of the window it shows, when the context is shared by several windows;
  /// `nil` (the default): every window of the context.
  ///
  /// An identifier, not the window: a display can outlive its window (a bridge let go, whose
  /// UIKit transition still runs), and it still shows only that window.
  var shownWindow: ObjectIdentifier? { get }
}

extension HierarchyDisplay {
  /// Does nothing: completions wait for the latest change.
  package func modelWillChange() {}

  /// Every window of the context.
  package var shownWindow: ObjectIdentifier? { nil }
}
