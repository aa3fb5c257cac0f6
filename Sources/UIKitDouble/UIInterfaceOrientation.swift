/// An orientation of the app's interface, with UIKit's raw values; the double never rotates.
///
/// https://developer.apple.com/documentation/uikit/uiinterfaceorientation
public enum UIInterfaceOrientation: Int, Sendable {
  /// The orientation is not known.
  case unknown = 0
  /// Upright, the home indicator at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// On its side, the device turned counterclockwise.
  case landscapeRight = 3
  /// On its side, the device turned clockwise.
  case landscapeLeft = 4
}
