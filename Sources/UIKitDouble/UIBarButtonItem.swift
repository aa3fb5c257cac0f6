public import Foundation

/// A button of a navigation bar (``UINavigationItem``): a title or image, and the action it
/// runs when the user taps it (``UIKitUser/tap(_:of:)``).
///
/// The double has the initializers without target and action (there are no selectors on
/// Linux): `primaryAction` is UIKit's own way since iOS 14.
///
/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor
open class UIBarButtonItem {
  /// How a titled item looks.
  public enum Style: Int, Sendable {
    /// A plain button.
    case plain = 0
    /// A button for the action that completes the task (iOS 17: `done`).
    case done = 2
  }

  /// The system items, with UIKit's raw values.
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case flexibleSpace = 5
    case fixedSpace = 6
    case compose = 7
    case reply = 8
    case action = 9
    case organize = 10
    case bookmarks = 11
    case search = 12
    case refresh = 13
    case stop = 14
    case camera = 15
    case trash = 16
    case play = 17
    case pause = 18
    case rewind = 19
    case fastForward = 20
    case undo = 21
    case redo = 22
    case close = 24
  }

  /// A space that grows to fill a toolbar.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// A space of fixed `width`.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// The width of a fixed space.
  open var width: CGFloat = 0

  /// The item's title.
  open var title: String?

  /// The item's image.
  open var image: UIImage?

  /// How the item looks.
  open var style: Style = .plain

  /// The system item it was made as, if any.
  public let systemItem: SystemItem?

  /// Whether the user can tap it.
  open var isEnabled = true

  /// The name UI tests find the item by; the double keeps it.
  ///
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  open var accessibilityIdentifier: String?

  /// What VoiceOver reads for the item; the double keeps it.
  ///
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  open var accessibilityLabel: String?

  /// Whether the item is hidden from its bar; a hidden item cannot be tapped.
  ///
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/ishidden
  open var isHidden = false

  /// The color of the item's title and image; `nil` takes the bar's.
  ///
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/tintcolor
  open var tintColor: UIColor?

  /// What runs when the user taps it.
  ///
  /// "When you assign a new value to this property, the title and image of the item update to
  /// match the primary action's title and image." (`primaryAction`:
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction) A system
  /// item keeps its look.
  open var primaryAction: UIAction? {
    didSet {
      guard let primaryAction, systemItem == nil else { return }
      title = primaryAction.title
      image = primaryAction.image
    }
  }

  /// The menu the item shows when tapped (without a primary action) or long-pressed.
  open var menu: UIMenu?

  /// Creates an item showing `title` or `image` that runs `primaryAction` when tapped (its
  /// title and image, when the item has none), or shows `menu`.
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.title = title ?? primaryAction.map(\.title)
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
    systemItem = nil
  }

  /// Creates a system item (`.close`, `.done`…) that runs `primaryAction` when tapped, or
  /// shows `menu`.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }
}

/// Bar button items are equal when they are the same object, as `NSObject`'s `isEqual(_:)`
/// decides for UIKit's: apps write `rightBarButtonItems?.contains(item)`.
extension UIBarButtonItem: Hashable {
  /// Whether `lhs` and `rhs` are the same item.
  nonisolated public static func == (lhs: UIBarButtonItem, rhs: UIBarButtonItem) -> Bool {
    lhs === rhs
  }

  /// Hashes the item's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
