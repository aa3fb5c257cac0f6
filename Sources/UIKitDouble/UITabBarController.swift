/// The subset of `UITabBarController` the bridge uses: tabs and the selected one.
///
/// The rules, from Apple's documentation: setting `selectedIndex` or `viewControllers` from
/// code never calls the delegate; a tap on a tab asks `tabBarController(_:shouldSelect:)`, then
/// selects and calls `tabBarController(_:didSelect:)`; a tap on the selected tab, when it is a
/// navigation controller, pops it to its root.
///
/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
@MainActor
open class UITabBarController: UIViewController {
  /// The tabs' view controllers, in order.
  public private(set) var viewControllers: [UIViewController]?

  /// The index of the selected tab.
  open var selectedIndex: Int = 0

  /// The delegate told about tabs the user taps; held weakly.
  public weak var delegate: (any UITabBarControllerDelegate)?

  /// The tabs, in order.
  override open var children: [UIViewController] { viewControllers ?? [] }

  /// The selected tab's view controller.
  public var selectedViewController: UIViewController? {
    guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
    return viewControllers[selectedIndex]
  }

  /// Replaces the tabs, keeping the selected index when it is still valid.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    for controller in self.viewControllers ?? []
    where !(viewControllers ?? []).contains(where: { $0 === controller }) {
      controller.parent = nil
    }
    self.viewControllers = viewControllers
    for controller in viewControllers ?? [] { controller.parent = self }
    if !(viewControllers ?? []).indices.contains(selectedIndex) { selectedIndex = 0 }
  }

  /// The user tapped the tab at `index` (the double's test hook; see ``UIKitUser``).
  func userTappedTab(at index: Int) -> Bool {
    guard let viewControllers, viewControllers.indices.contains(index) else { return false }
    let tab = viewControllers[index]
    guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return false }
    if index == selectedIndex {
      if let navigation = tab as? UINavigationController, navigation.viewControllers.count > 1 {
        navigation.popToRootViewController(animated: true)
        return true
      }
      return false
    }
    selectedIndex = index
    delegate?.tabBarController(self, didSelect: tab)
    return true
  }
}
