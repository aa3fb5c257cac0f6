/// How a presented view controller is shown (the subset the bridge uses).
public enum UIModalPresentationStyle: Int, Sendable {
  /// The system picks a style: a page sheet here.
  case automatic = -2
  /// Covers the screen; the user cannot swipe it down.
  case fullScreen = 0
  /// A card the user can swipe down.
  case pageSheet = 1
  /// A centred card the user can swipe down.
  case formSheet = 2
  /// A custom presentation driven by the transitioning delegate.
  case custom = 4
  /// Covers the screen, leaving the presenter's views in place; cannot be swiped down.
  case overFullScreen = 5
}
