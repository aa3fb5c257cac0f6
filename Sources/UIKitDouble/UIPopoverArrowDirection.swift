/// The directions a popover's arrow may point, with UIKit's bits; the double shows no
/// popovers and keeps the value.
///
/// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// The directions as bits.
  public let rawValue: UInt

  /// Creates directions from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}
