/// The style of the status bar's content, with UIKit's raw values; the double draws no status
/// bar and keeps the value.
///
/// https://developer.apple.com/documentation/uikit/uistatusbarstyle
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark or light content, whichever suits the interface style.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}
