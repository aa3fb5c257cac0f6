/// A titled action and the handler that runs when the user chooses it, such as a bar button
/// item's `primaryAction`.
///
/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction {
  /// The action's title.
  open var title: String

  /// The action's image.
  open var image: UIImage?

  /// What runs when the user chooses the action.
  let handler: @MainActor (UIAction) -> Void

  /// Creates an action titled `title` that runs `handler`.
  public init(
    title: String = "", image: UIImage? = nil,
    handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.handler = handler
  }
}
