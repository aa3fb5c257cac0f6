/// A titled action and the handler that runs when the user chooses it: a bar button item's
/// `primaryAction`, or an entry of a ``UIMenu``.
///
/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction: UIMenuElement {
  /// How an action looks and behaves in a menu.
  public struct Attributes: OptionSet, Sendable {
    /// The attributes as bits.
    public let rawValue: UInt
    /// Creates attributes from their raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown, but the user cannot choose it.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown as destroying data.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// How the action looks and behaves.
  open var attributes: Attributes

  /// What runs when the user chooses the action.
  let handler: @MainActor (UIAction) -> Void

  /// Creates an action titled `title` that runs `handler`.
  public init(
    title: String = "", image: UIImage? = nil, attributes: Attributes = [],
    handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.attributes = attributes
    self.handler = handler
    super.init(title: title, image: image)
  }
}
