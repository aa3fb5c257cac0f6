/// The bar of a tab bar controller: the double keeps its settings and draws nothing.
///
/// https://developer.apple.com/documentation/uikit/uitabbar
@MainActor
open class UITabBar: UIView {
  /// Whether the bar is translucent.
  open var isTranslucent = true

  /// The color of the tabs that are not selected; `nil` for the system's gray.
  ///
  /// https://developer.apple.com/documentation/uikit/uitabbar/unselecteditemtintcolor
  open var unselectedItemTintColor: UIColor?
}
