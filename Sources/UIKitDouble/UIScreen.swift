public import Foundation

/// The device's screen: its size, for code that sizes a window from it.
///
/// https://developer.apple.com/documentation/uikit/uiscreen
@MainActor
public final class UIScreen {
  /// The screen: an iPhone's, 393 by 852 points at scale 3.
  public static let main = UIScreen()

  /// The screen's bounds, in points.
  public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)

  /// Pixels per point.
  public let scale: CGFloat = 3
}
