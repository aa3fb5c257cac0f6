/// A menu of actions and submenus, such as a bar button item's `menu`.
///
/// https://developer.apple.com/documentation/uikit/uimenu
@MainActor
open class UIMenu: UIMenuElement {
  /// The actions and submenus, in order.
  public let children: [UIMenuElement]

  /// How the menu shows.
  public let options: Options

  /// How a menu shows (inline, as a single choice…), with UIKit's bits; the double keeps them.
  ///
  /// https://developer.apple.com/documentation/uikit/uimenu/options
  public struct Options: OptionSet, Sendable {
    /// The options as bits.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown inside its parent menu, with separators, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Shown as destroying data.
    public static let destructive = Options(rawValue: 1 << 1)
    /// Its actions are a single choice: choosing one turns the others off.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// Shown as a row of images.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// Creates a menu titled `title` holding `children`, with UIKit's labels and defaults.
  ///
  /// https://developer.apple.com/documentation/uikit/uimenu/init(title:subtitle:image:identifier:options:preferredelementsize:children:)
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, options: Options = [],
    children: [UIMenuElement] = []
  ) {
    self.children = children
    self.options = options
    super.init(title: title, image: image)
    self.subtitle = subtitle
  }
}
