/// What a navigation bar shows while a view controller is the top of its navigation
/// controller: a title and bar button items.
///
/// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor
open class UINavigationItem {
  /// The title; a view controller's ``UIViewController/title`` sets it.
  open var title: String?

  /// A line of text above the title.
  open var prompt: String?

  /// The title the back button shows for this item when another is pushed over it.
  open var backButtonTitle: String?

  /// How the back button shows its title when another item is pushed over this one.
  ///
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttondisplaymode-swift.property
  open var backButtonDisplayMode = BackButtonDisplayMode.default

  /// How a back button shows its title, with UIKit's raw values.
  ///
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttondisplaymode-swift.enum
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The title, or "Back" when it does not fit.
    case `default` = 0
    /// "Back", or no title when it does not fit.
    case generic = 1
    /// No title, only the chevron.
    case minimal = 2
  }

  /// The item the back button shows for this item when another is pushed over it, in place of
  /// one made from ``backButtonTitle`` or the title.
  ///
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/backbarbuttonitem
  open var backBarButtonItem: UIBarButtonItem?

  /// A view shown in place of the title; the double keeps it.
  ///
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/titleview
  open var titleView: UIView?

  /// Whether the back button is hidden while this item is on top.
  open var hidesBackButton = false

  /// Whether the leading items show next to the back button instead of replacing it.
  open var leftItemsSupplementBackButton = false

  /// When the title shows large.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the item below in the stack does.
    case automatic = 0
    /// Always large, when the bar prefers large titles.
    case always = 1
    /// Never large.
    case never = 2
    /// Inline with the bar's items (iOS 17).
    case inline = 3
  }

  /// When the title shows large.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

  /// The items on the leading side, leading first.
  open var leftBarButtonItems: [UIBarButtonItem]?

  /// The items on the trailing side, trailing first.
  open var rightBarButtonItems: [UIBarButtonItem]?

  /// Creates an item titled `title`.
  public init(title: String) {
    self.title = title
  }

  init(title: String?) {
    self.title = title
  }

  /// The first item on the leading side.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first item on the trailing side.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Hides or shows the back button.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Sets the first item on the leading side.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the first item on the trailing side.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the items on the leading side.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the items on the trailing side.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Whether the navigation bar shows the back button while this item is on top (and an item is
  /// below it): it is not hidden, and no leading items replace it.
  var showsBackButton: Bool {
    !hidesBackButton && (leftItemsSupplementBackButton || (leftBarButtonItems ?? []).isEmpty)
  }

  /// The bar button items on both sides.
  var barButtonItems: [UIBarButtonItem] {
    (leftBarButtonItems ?? []) + (rightBarButtonItems ?? [])
  }
}
