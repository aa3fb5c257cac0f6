/// A headless tab container, the stand-in for `UITabBarController`.
///
/// The container owns its tabs strongly and shows exactly one of them, the selected tab. Build
/// one with ``init(tabs:selectedIndex:title:)``; the selection then changes through routing
/// requests (``Router/selectTab(at:completion:)``, ``Transition/selectTab``), which observers see.
@MainActor
public final class TabContainer: Screen {
  /// The tabs, in display order.
  public private(set) var tabs: [Screen]

  /// The index of the selected tab; `0` when there are no tabs.
  public private(set) var selectedIndex: Int

  /// Creates a tab container with `tabs`, selecting `selectedIndex`.
  ///
  /// - Throws: ``HierarchyError/alreadyInHierarchy(_:)`` or ``HierarchyError/duplicateScreen(_:)``
  ///   for a tab that cannot be placed, and ``HierarchyError/tabIndexOutOfRange(index:count:)``
  ///   for a selection outside the tabs.
  public init(tabs: [Screen], selectedIndex: Int = 0, title: String = "") throws(HierarchyError) {
    try Self.validate(tabs, selecting: selectedIndex, in: nil)
    self.tabs = tabs
    self.selectedIndex = selectedIndex
    super.init(title: title)
    for tab in tabs { tab.container = self }
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
  /// - Throws: ``HierarchyError/tabIndexOutOfRange(index:count:)``; the selection is unchanged.
  func selectTab(at index: Int) throws(HierarchyError) {
    guard tabs.indices.contains(index) else {
      throw .tabIndexOutOfRange(index: index, count: tabs.count)
    }
    selectedIndex = index
  }

  /// Selects `tab`, which must be one of this container's tabs.
  ///
  /// - Throws: ``HierarchyError/notATab(_:)``; the selection is unchanged.
  func selectTab(_ tab: Screen) throws(HierarchyError) {
    guard tab.container === self, let index = tabs.firstIndex(where: { $0 === tab }) else {
      throw .notATab(ScreenInfo(tab))
    }
    selectedIndex = index
  }

  /// Checks that `tabs` can be placed in `container` (or a new container) with that selection.
  private static func validate(
    _ tabs: [Screen], selecting index: Int, in container: TabContainer?
  ) throws(HierarchyError) {
    var seen = Set<ObjectIdentifier>()
    for tab in tabs {
      guard seen.insert(ObjectIdentifier(tab)).inserted else {
        throw .duplicateScreen(ScreenInfo(tab))
      }
      let isOwnTab = container != nil && tab.container === container
      guard isOwnTab || !tab.isInHierarchy else { throw .alreadyInHierarchy(ScreenInfo(tab)) }
      if let container, container.isDescendant(of: tab) {
        throw .wouldContainItself(ScreenInfo(tab))
      }
    }
    guard tabs.isEmpty ? index == 0 : tabs.indices.contains(index) else {
      throw .tabIndexOutOfRange(index: index, count: tabs.count)
    }
  }
}
