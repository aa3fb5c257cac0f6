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

  /// Whether the back button is hidden while this item is on top.
  open var hidesBackButton = false

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

  /// The bar button items on both sides.
  var barButtonItems: [UIBarButtonItem] {
    (leftBarButtonItems ?? []) + (rightBarButtonItems ?? [])
  }
}
