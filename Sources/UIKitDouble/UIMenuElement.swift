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

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }
}
