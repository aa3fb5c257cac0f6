/// The bar of a navigation controller: the double keeps its settings and draws nothing.
///
/// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor
open class UINavigationBar: UIView {
  /// Whether titles show large where the navigation item allows it.
  open var prefersLargeTitles = false

  /// Whether the bar is translucent.
  open var isTranslucent = true
}
