/// A button of a ``UIAlertController``: a title, a style and the handler run when the user
/// taps it.
///
/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor
open class UIAlertAction {
  /// How an action's button looks.
  public enum Style: Int, Sendable {
    /// The default style.
    case `default` = 0
    /// Cancels the alert and leaves things unchanged.
    case cancel = 1
    /// Changes or deletes data.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?

  /// The button's style.
  public let style: Style

  /// Whether the button can be tapped.
  open var isEnabled = true

  /// What runs once the user tapped the button and the alert is gone.
  ///
  /// init(title:style:handler:): "A block to execute when the user selects the action."
  /// (https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:))
  let handler: (@MainActor (UIAlertAction) -> Void)?

  /// Creates an action titled `title`, whose `handler` runs when the user taps it.
  public init(
    title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
