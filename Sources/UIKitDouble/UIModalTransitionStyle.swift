/// How a modal presentation animates, with UIKit's raw values.
///
/// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle
public enum UIModalTransitionStyle: Int, Sendable {
  /// The presented view slides up from the bottom.
  case coverVertical = 0
  /// The views flip around the vertical axis.
  case flipHorizontal = 1
  /// The views cross-fade.
  case crossDissolve = 2
  /// A corner of the presenting view curls up.
  case partialCurl = 3
}
