/// What a tab bar shows for a view controller that is one of its tabs: a title, an image and
/// a badge.
///
/// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor
open class UITabBarItem {
  /// The title; a view controller's ``UIViewController/title`` sets it.
  open var title: String?

  /// The image.
  open var image: UIImage?

  /// The image while the tab is selected.
  open var selectedImage: UIImage?

  /// The text of the badge on the tab, `nil` for none.
  open var badgeValue: String?

  /// A number the app identifies the item by.
  open var tag = 0

  /// Creates an item with `title`, `image` and `tag`.
  public init(title: String?, image: UIImage?, tag: Int) {
    (self.title, self.image, self.tag) = (title, image, tag)
  }

  /// Creates an item with `title`, `image` and `selectedImage`.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    (self.title, self.image, self.selectedImage) = (title, image, selectedImage)
  }
}
