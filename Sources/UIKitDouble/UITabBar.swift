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

  /// The tab bar controller whose bar this is, if any.
  weak var controller: UITabBarController?

  private var ownItems: [UITabBarItem]?

  /// The items the bar shows, in order: for a tab bar controller's bar, its tabs' `tabBarItem`s
  /// (apps set a badge through `tabBar.items?[1].badgeValue`), which only the controller may
  /// change.
  ///
  /// "Directly modifying a tab bar managed by a tab bar controller is not allowed", UIKit's
  /// exception; the double logs the assignment and keeps the items
  /// (https://developer.apple.com/documentation/uikit/uitabbar/items).
  open var items: [UITabBarItem]? {
    get { controller?.barItems ?? ownItems }
    set {
      guard controller == nil else {
        DoubleRunLoop.main.warn(
          "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
        return
      }
      ownItems = newValue
    }
  }

  /// The item of the selected tab: the More item while the More list, or a tab shown through
  /// it, is selected.
  ///
  /// A bar of its own (no tab bar controller) keeps the item assigned, `nil` by default: "If you
  /// change the value of this property, the tab bar selects the corresponding item … The default
  /// value for this property is nil." (`selectedItem`:
  /// https://developer.apple.com/documentation/uikit/uitabbar/selecteditem) A tab bar
  /// controller's bar logs the assignment and keeps its selection, as for ``items``.
  open var selectedItem: UITabBarItem? {
    get {
      guard let controller else { return ownSelectedItem }
      guard let selected = controller.selectedViewController else { return nil }
      let index = controller.viewControllers?.firstIndex { $0 === selected }
      if index.map(controller.isReachedThroughMore) ?? controller.hasMore {
        return controller.moreNavigationController.tabBarItem
      }
      return selected.tabBarItem
    }
    set {
      guard controller == nil else {
        DoubleRunLoop.main.warn(
          "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
        return
      }
      ownSelectedItem = newValue
    }
  }

  private weak var ownSelectedItem: UITabBarItem?
}
