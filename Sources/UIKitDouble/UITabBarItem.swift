/// What a tab bar shows for a view controller that is one of its tabs: a title, an image and
/// a badge.
///
/// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor
open class UITabBarItem {
  /// The title, which a view controller's ``UIViewController/title`` sets.
  ///
  /// A system item keeps its own (see ``init(tabBarSystemItem:tag:)``).
  open var title: String? {
    get { storedTitle }
    set { if systemItem == nil { storedTitle = newValue } }
  }

  /// The image; a system item keeps its own (see ``init(tabBarSystemItem:tag:)``).
  open var image: UIImage? {
    get { storedImage }
    set { if systemItem == nil { storedImage = newValue } }
  }

  private var storedTitle: String?
  private var storedImage: UIImage?

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

  /// Creates a system item (`.favorites`, `.search`…) with `tag`, whose title and image do not
  /// change: assigning them is ignored.
  ///
  /// "You can't change the title and image properties of an item this method creates."
  /// (`init(tabBarSystemItem:tag:)`:
  /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(tabbarsystemitem:tag:))
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    (self.systemItem, self.tag) = (systemItem, tag)
  }

  /// Creates an item with `title`, `image` and `tag`.
  public init(title: String?, image: UIImage?, tag: Int) {
    (storedTitle, storedImage, self.tag) = (title, image, tag)
  }

  /// Creates an item with `title`, `image` and `selectedImage`.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    (storedTitle, storedImage, storedSelectedImage) = (title, image, selectedImage)
  }
}
