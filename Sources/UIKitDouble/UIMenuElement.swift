/// What a menu holds: an action (``UIAction``) or a submenu (``UIMenu``), with a title and an
/// image.
///
/// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor
open class UIMenuElement {
  /// The title shown.
  open var title: String

  /// The image shown.
  open var image: UIImage?

  /// A line of text below the title.
  open var subtitle: String?

  /// How an element looks and behaves in a menu.
  ///
  /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
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
    /// The menu stays open when the user chooses it.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark, with UIKit's raw values.
  ///
  /// https://developer.apple.com/documentation/uikit/uimenuelement/state
  public enum State: Int, Sendable {
    /// No checkmark.
    case off = 0
    /// A checkmark.
    case on = 1
    /// A dash: some of what it stands for is on.
    case mixed = 2
  }

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }
}
