public import Foundation

/// A color: the double draws nothing, so a color is its components, and a system color its
/// name as well.
///
/// https://developer.apple.com/documentation/uikit/uicolor
public final class UIColor: Sendable, Equatable, CustomStringConvertible {
  /// The red, green, blue and alpha components, from 0 to 1 (a system color's light
  /// appearance).
  public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  /// The system color's name (`systemBackground`), `nil` for a color made from components.
  public let systemName: String?

  /// Creates a color from its red, green, blue and alpha components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    systemName = nil
  }

  /// Creates a gray of brightness `white`.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  private init(_ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) {
    (self.red, self.green, self.blue, alpha) = (red, green, blue, 1)
    systemName = name
  }

  /// The same color with `alpha`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether both have the same components and system name.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha, lhs.systemName)
      == (rhs.red, rhs.green, rhs.blue, rhs.alpha, rhs.systemName)
  }

  /// `UIColor.systemBlue`, or the components.
  public var description: String {
    systemName.map { "UIColor.\($0)" } ?? "UIColor(\(red), \(green), \(blue), \(alpha))"
  }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Gray.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// The background of a screen.
  public static let systemBackground = UIColor("systemBackground", 1, 1, 1)
  /// The background of content layered over the screen's.
  public static let secondarySystemBackground = UIColor(
    "secondarySystemBackground", 0.95, 0.95, 0.97)
  /// The background of grouped content.
  public static let systemGroupedBackground = UIColor("systemGroupedBackground", 0.95, 0.95, 0.97)
  /// Primary text.
  public static let label = UIColor("label", 0, 0, 0)
  /// Secondary text.
  public static let secondaryLabel = UIColor("secondaryLabel", 0.24, 0.24, 0.26)
  /// The system's blue, the default tint.
  public static let systemBlue = UIColor("systemBlue", 0, 0.48, 1)
  /// The system's red.
  public static let systemRed = UIColor("systemRed", 1, 0.23, 0.19)
  /// The system's green.
  public static let systemGreen = UIColor("systemGreen", 0.2, 0.78, 0.35)
  /// The system's orange.
  public static let systemOrange = UIColor("systemOrange", 1, 0.58, 0)
  /// The system's gray.
  public static let systemGray = UIColor("systemGray", 0.56, 0.56, 0.58)
  /// The system's yellow.
  public static let systemYellow = UIColor("systemYellow", 1, 0.8, 0)
  /// The system's pink.
  public static let systemPink = UIColor("systemPink", 1, 0.18, 0.33)
  /// The system's purple.
  public static let systemPurple = UIColor("systemPurple", 0.69, 0.32, 0.87)
  /// The system's indigo.
  public static let systemIndigo = UIColor("systemIndigo", 0.35, 0.34, 0.84)
  /// The system's teal.
  public static let systemTeal = UIColor("systemTeal", 0.19, 0.69, 0.78)
  /// The system's brown.
  public static let systemBrown = UIColor("systemBrown", 0.64, 0.52, 0.37)
  /// The lightest of the system's grays.
  public static let systemGray6 = UIColor("systemGray6", 0.95, 0.95, 0.97)
  /// Tertiary text.
  public static let tertiaryLabel = UIColor("tertiaryLabel", 0.24, 0.24, 0.26)
  /// Separator lines.
  public static let separator = UIColor("separator", 0.24, 0.24, 0.26)
  /// The background of content layered over secondary backgrounds.
  public static let tertiarySystemBackground = UIColor("tertiarySystemBackground", 1, 1, 1)
  /// The background of content layered over a grouped background.
  public static let secondarySystemGroupedBackground = UIColor(
    "secondarySystemGroupedBackground", 1, 1, 1)
  /// Dark gray.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Light gray.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// Orange.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Yellow.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The app's tint color (UIKit's name).
  public static let tintColor = UIColor("tintColor", 0, 0.48, 1)
}
