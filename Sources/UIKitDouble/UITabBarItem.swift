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

  /// The image while the tab is selected: ``image`` when none was set.
  ///
  /// "If nil, the item uses the value in image instead." (`selectedImage`:
  /// https://developer.apple.com/documentation/uikit/uitabbaritem/selectedimage)
  open var selectedImage: UIImage? {
    get { storedSelectedImage ?? image }
    set { storedSelectedImage = newValue }
  }

  private var storedSelectedImage: UIImage?

  /// The text of the badge on the tab, `nil` for none.
  open var badgeValue: String?

  /// The badge's background color; `nil` for the system's red.
  ///
  /// https://developer.apple.com/documentation/uikit/uitabbaritem/badgecolor
  open var badgeColor: UIColor?

  /// A number the app identifies the item by.
  open var tag = 0

  /// The system items, with UIKit's raw values.
  public enum SystemItem: Int, Sendable {
    case more = 0
    case favorites = 1
    case featured = 2
    case topRated = 3
    case recents = 4
    case contacts = 5
    case history = 6
    case bookmarks = 7
    case search = 8
    case downloads = 9
    case mostRecent = 10
    case mostViewed = 11
  }

  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?

  /// Creates an item without title or image, as `UITabBarItem()` does.
  public init() {}

  /// Creates a system item (`.favorites`, `.search`…) with `tag`.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    (self.systemItem, self.tag) = (systemItem, tag)
  }

  /// Creates an item with `title`, `image` and `tag`.
  public init(title: String?, image: UIImage?, tag: Int) {
    (self.title, self.image, self.tag) = (title, image, tag)
  }

  /// Creates an item with `title`, `image` and `selectedImage`.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    (self.title, self.image, storedSelectedImage) = (title, image, selectedImage)
  }
}
