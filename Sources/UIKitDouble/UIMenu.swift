/// A menu of actions and submenus, such as a bar button item's `menu`.
///
/// https://developer.apple.com/documentation/uikit/uimenu
@MainActor
open class UIMenu: UIMenuElement {
  /// The actions and submenus, in order.
  public let children: [UIMenuElement]

  /// Creates a menu titled `title` holding `children`.
  public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
    self.children = children
    super.init(title: title, image: image)
  }
}
