/// A headless tab container, the stand-in for `UITabBarController`.
///
/// The container owns its tabs strongly and shows exactly one of them, the selected tab. Selecting
/// an index that does not exist throws ``RoutingError/Reason/tabIndexOutOfRange(index:count:)``
/// and leaves the selection as it was.
///
/// Like ``NavigationContainer``'s, these operations send no routing events; routers do
/// (``Router/selectTab(at:completion:)``, ``TabTransition``).
@MainActor
public final class TabContainer: Screen {
  /// The tabs, in display order.
  public private(set) var tabs: [Screen]

  /// The index of the selected tab; `0` when there are no tabs.
  public private(set) var selectedIndex: Int

  /// Creates a tab container with `tabs`, selecting `selectedIndex`.
  ///
  /// - Throws: ``RoutingError/Reason/alreadyInHierarchy(_:)`` or
  ///   ``RoutingError/Reason/duplicateScreen(_:)`` for a tab that cannot be placed, and
  ///   ``RoutingError/Reason/tabIndexOutOfRange(index:count:)`` for a selection outside the tabs.
  public init(tabs: [Screen], selectedIndex: Int = 0, title: String = "") throws(RoutingError) {
    try Self.validate(tabs, selecting: selectedIndex, in: nil)
    self.tabs = tabs
    self.selectedIndex = selectedIndex
    super.init(title: title)
    for tab in tabs { tab.container = self }
  }

  /// Clears the tabs' references to this container.
  isolated deinit {
    for tab in tabs where tab.containerLink.refers(to: self) { tab.containerLink = nil }
  }

  /// The tabs, in display order.
  override public var children: [Screen] { tabs }

  /// The selected tab.
  override public var visibleChild: Screen? {
    tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
  }

  /// The selected tab, or `nil` when there are no tabs.
  public var selectedTab: Screen? { visibleChild }

  /// Selects the tab at `index`.
  ///
  /// - Throws: ``RoutingError/Reason/tabIndexOutOfRange(index:count:)``; the selection is
  ///   unchanged.
  public func selectTab(at index: Int) throws(RoutingError) {
    guard tabs.indices.contains(index) else {
      throw RoutingError(
        "select tab \(index) of \(ScreenInfo(self))",
        .tabIndexOutOfRange(index: index, count: tabs.count))
    }
    selectedIndex = index
  }

  /// Selects the tab `tab`, which must be one of this container's tabs.
  ///
  /// - Throws: ``RoutingError/Reason/notATab(_:)``; the selection is unchanged.
  public func selectTab(_ tab: Screen) throws(RoutingError) {
    guard tab.container === self, let index = tabs.firstIndex(where: { $0 === tab }) else {
      throw RoutingError("select \(ScreenInfo(tab))", .notATab(ScreenInfo(tab)))
    }
    selectedIndex = index
  }

  /// Replaces the tabs and the selection, and returns the tabs that left.
  ///
  /// Tabs already in this container may stay; any other screen must be in no hierarchy.
  ///
  /// - Throws: as ``init(tabs:selectedIndex:title:)``; nothing changes.
  @discardableResult
  public func setTabs(_ newTabs: [Screen], selectedIndex: Int = 0) throws(RoutingError) -> [Screen]
  {
    try Self.validate(newTabs, selecting: selectedIndex, in: self)
    let kept = Set(newTabs.map(ObjectIdentifier.init))
    let removed = tabs.filter { !kept.contains(ObjectIdentifier($0)) }
    let tracker = window?.context.leakTracker
    tabs = newTabs
    self.selectedIndex = selectedIndex
    for tab in newTabs { tab.container = self }
    detach(removed, tracker: tracker)
    return removed
  }

  /// Checks that `tabs` can be placed in `container` (or a new container) with that selection.
  private static func validate(
    _ tabs: [Screen], selecting index: Int, in container: TabContainer?
  ) throws(RoutingError) {
    let request = "set \(tabs.count) tabs"
    var seen = Set<ObjectIdentifier>()
    for tab in tabs {
      guard seen.insert(ObjectIdentifier(tab)).inserted else {
        throw RoutingError(request, .duplicateScreen(ScreenInfo(tab)))
      }
      let isOwnTab = container != nil && tab.container === container
      guard isOwnTab || !tab.isInHierarchy else {
        throw RoutingError(request, .alreadyInHierarchy(ScreenInfo(tab)))
      }
      if let container, container.isDescendant(of: tab) {
        throw RoutingError(request, .wouldContainItself(ScreenInfo(tab)))
      }
    }
    guard tabs.isEmpty ? index == 0 : tabs.indices.contains(index) else {
      throw RoutingError(request, .tabIndexOutOfRange(index: index, count: tabs.count))
    }
  }
}
