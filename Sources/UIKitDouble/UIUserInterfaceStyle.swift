/// Light or dark appearance, with UIKit's raw values; the double draws nothing and keeps the
/// value.
///
/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
  /// The system's style.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}
