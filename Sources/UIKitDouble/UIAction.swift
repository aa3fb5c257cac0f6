/// A titled action and the handler that runs when the user chooses it: a bar button item's
/// `primaryAction`, or an entry of a ``UIMenu``.
///
/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction: UIMenuElement {
  /// How the action looks and behaves.
  open var attributes: Attributes

  /// Whether the action shows a checkmark in its menu; the app sets it (the double keeps it).
  ///
  /// https://developer.apple.com/documentation/uikit/uiaction/state
  open var state: State

  /// What runs when the user chooses the action.
  let handler: @MainActor (UIAction) -> Void

  /// Creates an action titled `title` that runs `handler`, with UIKit's labels and defaults.
  ///
  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:subtitle:image:selectedimage:identifier:discoverabilitytitle:attributes:state:handler:)
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    attributes: Attributes = [], state: State = .off,
    handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
    self.subtitle = subtitle
  }
}

/// The closure an action runs when the user chooses it.
///
/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void
