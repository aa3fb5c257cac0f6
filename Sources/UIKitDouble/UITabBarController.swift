import Foundation

/// The subset of `UITabBarController` the bridge uses: tabs, the selected one, and the More
/// navigation controller.
///
/// The rules, from Apple's documentation:
/// - Only a user's tap asks `tabBarController(_:shouldSelect:)` and calls
///   `tabBarController(_:didSelect:)`: "it is called only in response to user taps in the tab
///   bar and is not called when your code changes the tab bar contents programmatically", and
///   "the tab bar controller calls this method regardless of whether the selected view
///   controller changed." (tabBarController(_:didSelect:):
///   https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:))
///   A tap on the selected tab, when it is a navigation controller, pops it to its root: "User
///   taps always display the root view of the tab, regardless of which tab was previously
///   selected. This is true even if the tab was already selected." (UITabBarController:
///   https://developer.apple.com/documentation/uikit/uitabbarcontroller) A tap on another tab
///   shows that tab's stack as it was left, as devices do, not its root: a difference from the
///   sentence's first half, to check on a device.
/// - More than five view controllers: "view controllers at the end of the array are managed by
///   the More navigation controller, which is itself not included in this array."
///   (`viewControllers`: https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers)
///   The tab bar shows four tabs and More; a tab from index 4 on is shown pushed on
///   ``moreNavigationController`` above the More list. "if the selected view controller is
///   currently the More navigation controller, this property contains the value NSNotFound"
///   (`selectedIndex`: https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex).
///   UIKit moves the stack of a navigation controller shown through More into the More
///   navigation controller; the double pushes it whole (its own stack and delegate keep working)
///   and says so here, as a difference to check on a device.
/// - `setViewControllers(_:animated:)` removes the old tabs first (each hears
///   `willMove(toParent: nil)` and `didMove(toParent: nil)` in the call, as a child
///   `removeFromParent()` removes), then installs the new ones; it keeps the selected view
///   controller object when it is among the new ones (its index may change); otherwise the same
///   index when valid, else 0.
///   "If you change the value of this property at runtime, the tab bar controller removes all of
///   the old view controllers before installing the new ones" (`viewControllers`, as above).
/// - A change of the selection ends its `viewDidAppear(_:)` / `viewDidDisappear(_:)` on a later
///   turn.
@MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController]?
  private var storedIndex = 0
  private var showsMoreList = false
  private var storedMoreNavigationController: UINavigationController?

  /// The delegate told about tabs the user taps; held weakly.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The tabs' view controllers, in order; setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The tabs, in order.
  override open var children: [UIViewController] { tabs ?? [] }

  /// The tab bar (its settings: hidden, tint); the double draws nothing.
  open var tabBar: UITabBar { storedTabBar }

  private lazy var storedTabBar: UITabBar = {
    let bar = UITabBar()
    bar.controller = self
    return bar
  }()

  /// Whether the active tab bar is hidden (iOS 18); the double keeps the value.
  ///
  /// "The default value for this property is NO." (`isTabBarHidden`:
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/istabbarhidden)
  open var isTabBarHidden = false

  /// Sets ``isTabBarHidden``; the double animates nothing.
  ///
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/settabbarhidden(_:animated:)
  open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
    isTabBarHidden = hidden
  }

  /// The items the tab bar shows: the tabs' `tabBarItem`s, the first four and the More
  /// navigation controller's when there are more than five.
  var barItems: [UITabBarItem]? {
    guard let tabs else { return nil }
    let shown =
      hasMore ? Array(tabs.prefix(Self.tabsBeforeMore)) + [moreNavigationController] : tabs
    return shown.compactMap(\.tabBarItem)  // never `nil` when read
  }

  /// The tabs the user may rearrange from the More list's Edit button (kept; the double has no
  /// Edit button); setting ``viewControllers`` sets it to the same tabs, as UIKit does
  /// ("Changing the value of the viewControllers property … also changes the value of this
  /// property").
  open var customizableViewControllers: [UIViewController]?

  /// The navigation controller of the More list, shown in the fifth slot when there are more
  /// than five tabs; never part of ``viewControllers``.
  open var moreNavigationController: UINavigationController {
    if let storedMoreNavigationController { return storedMoreNavigationController }
    let list = UIViewController()
    list.title = "More"
    let more = UINavigationController(rootViewController: list)
    more.title = "More"
    more.moreOwner = self
    more.storedParent = self
    // UIKit's More item is the system item ("The more system item"), whose title and image the
    // system provides and no one changes.
    more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    storedMoreNavigationController = more
    return more
  }

  /// The index of the selected tab, `NSNotFound` while the More list itself is shown; setting it
  /// selects that tab (through More for a tab beyond the fourth).
  ///
  /// An index out of range is logged and ignored.
  open var selectedIndex: Int {
    get { showsMoreList ? NSNotFound : storedIndex }
    set {
      guard let tabs, tabs.indices.contains(newValue) else {
        DoubleRunLoop.main.warn(
          "selectedIndex \(newValue) is out of range for \(doubleDescription).")
        return
      }
      select(newValue)
    }
  }

  /// The selected tab's view controller, or ``moreNavigationController`` while the More list is
  /// shown; setting it to one of ``viewControllers`` (or to the More navigation controller) selects
  /// it.
  ///
  /// Any other view controller is logged and ignored.
  open var selectedViewController: UIViewController? {
    get {
      if showsMoreList { return moreNavigationController }
      guard let tabs, tabs.indices.contains(storedIndex) else { return nil }
      return tabs[storedIndex]
    }
    set {
      if let newValue, newValue === storedMoreNavigationController, hasMore {
        showMoreList()
      } else if let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) {
        select(index)
      } else {
        DoubleRunLoop.main.warn(
          "selectedViewController \(newValue?.doubleDescription ?? "nil") is not a tab of \(doubleDescription)."
        )
      }
    }
  }

  /// Replaces the tabs, keeping the selected view controller when it is still a tab.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let selected = showsMoreList ? nil : selectedViewController
    let newTabs = viewControllers ?? []
    let oldTabs = tabs ?? []
    let leaving = oldTabs.filter { controller in !newTabs.contains { $0 === controller } }
    // "The tab bar controller removes all of the old view controllers before installing the new
    // ones": each is removed as `removeFromParent()` removes a child, `didMove(toParent: nil)`
    // included, before the new ones hear `willMove(toParent:)`. A removed tab that was shown
    // disappears afterwards, still `isMovingFromParent`.
    for controller in leaving {
      controller.willMove(toParent: nil)
      controller.storedParent = nil
      controller.movingFromParent = true
      controller.didMove(toParent: nil)
    }
    tabs = viewControllers
    customizableViewControllers = viewControllers
    let joining = newTabs.filter { controller in !oldTabs.contains { $0 === controller } }
    for controller in joining { controller.willMove(toParent: self) }
    for controller in newTabs { controller.storedParent = self }
    for controller in joining { controller.didMove(toParent: self) }
    // "…remembers the view controller object that was previously selected and attempts to
    // reselect it. If the selected view controller is no longer present, it attempts to select
    // the view controller at the same index in the array as the previous selection. If that index
    // is invalid, it selects the view controller at index 0." (`setViewControllers(_:animated:)`)
    // The More list stays selected while there is a More tab; when it goes, the previous index
    // was `NSNotFound`, so index 0 is selected.
    if let selected, let index = newTabs.firstIndex(where: { $0 === selected }) {
      storedIndex = index
    } else if !newTabs.indices.contains(storedIndex) || (showsMoreList && !hasMore) {
      storedIndex = 0
    }
    if !hasMore { showsMoreList = false }
    showSelection {
      for controller in leaving { controller.movingFromParent = false }
    }
  }

  // MARK: - Double internals

  /// Whether the tab bar shows the More tab (more than five tabs).
  var hasMore: Bool { (tabs?.count ?? 0) > 5 }

  /// How many tabs the tab bar shows before its More tab.
  static let tabsBeforeMore = 4

  /// Whether the tab at `index` of ``viewControllers`` is reached through the More list.
  func isReachedThroughMore(_ index: Int) -> Bool { hasMore && index >= Self.tabsBeforeMore }

  override var shownChild: UIViewController? {
    if hasMore, showsMoreList || isReachedThroughMore(storedIndex) {
      return moreNavigationController
    }
    return selectedViewController
  }

  /// The user tapped the tab at `index` of ``viewControllers`` in the tab bar (below 4 when the
  /// More tab shows).
  ///
  /// See the type's rules.
  func userTappedTab(at index: Int) -> Bool {
    guard let tabs, tabs.indices.contains(index), !isReachedThroughMore(index) else {
      return false
    }
    let tab = tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return false }
    if !showsMoreList, index == storedIndex {
      (tab as? UINavigationController)?.popToRootViewController(animated: true)
    } else {
      select(index)
    }
    delegate?.tabBarController(self, didSelect: tab)
    return true
  }

  /// The user tapped the More tab: the More list shows (popped back to it when a tab was shown
  /// through it).
  func userTappedMore() -> Bool {
    guard hasMore else { return false }
    let more = moreNavigationController
    guard delegate?.tabBarController(self, shouldSelect: more) ?? true else { return false }
    showMoreList()
    delegate?.tabBarController(self, didSelect: more)
    return true
  }

  /// The user picked the tab at `index` (4 or more) in the More list; the tab bar's delegate
  /// hears nothing (it is no tap in the tab bar).
  func userPickedInMoreList(_ index: Int) -> Bool {
    guard showsMoreList, let tabs, tabs.indices.contains(index), isReachedThroughMore(index) else {
      return false
    }
    select(index)
    return true
  }

  /// The More navigation controller's stack changed and its transition ended: when the user
  /// went back from a tab shown through More, the More list shows (`selectedIndex` is
  /// `NSNotFound`), and that tab is this tab bar controller's child again.
  func moreStackSettled() {
    guard !showsMoreList, isReachedThroughMore(storedIndex),
      moreNavigationController.viewControllers.count == 1
    else { return }
    showsMoreList = true
    for controller in tabs ?? [] where controller.parent == nil { controller.storedParent = self }
  }

  private func select(_ index: Int) {
    storedIndex = index
    showsMoreList = false
    showSelection()
  }

  private func showMoreList() {
    showsMoreList = true
    showSelection()
  }

  /// Puts the tab shown through More (if any) on the More navigation controller, and updates
  /// the appearance of the window's view controllers, ending it on a later turn.
  ///
  /// `then` runs once the appearance changes have ended (at once when there are none).
  private func showSelection(then: @escaping @MainActor () -> Void = {}) {
    if let more = storedMoreNavigationController ?? (hasMore ? moreNavigationController : nil),
      let list = more.viewControllers.first
    {
      var stack = [list]
      if !showsMoreList, let tabs, tabs.indices.contains(storedIndex),
        isReachedThroughMore(storedIndex)
      {
        stack.append(tabs[storedIndex])
      }
      more.replaceStackForMore(stack)
      for controller in tabs ?? [] where controller.parent == nil { controller.storedParent = self }
    }
    let changed = updateWindowAppearance(animated: false)
    guard !changed.isEmpty else { return then() }
    DoubleRunLoop.main.perform {
      UIViewController.endAppearances(of: changed)
      then()
    }
  }
}
