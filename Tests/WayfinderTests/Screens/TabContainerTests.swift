import Testing

// The container's mutators are internal: routers are the public way to select a tab.
@testable import Wayfinder

@MainActor
@Suite struct TabContainerTests {
  let shop = Screen(title: "Shop")
  let wishlist = Screen(title: "Wishlist")
  let tabs: TabContainer

  init() throws {
    tabs = try TabContainer(tabs: [shop, wishlist])
  }

  @Test func theFirstTabIsSelectedAndEveryTabNamesItsContainer() {
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedTab === shop)
    #expect(shop.container === tabs && wishlist.container === tabs)
    #expect(wishlist.tabContainer === tabs)
  }

  @Test func selectingByIndexAndByScreen() throws {
    try tabs.selectTab(at: 1)
    #expect(tabs.selectedTab === wishlist)
    try tabs.selectTab(shop)
    #expect(tabs.selectedIndex == 0)
  }

  @Test(arguments: [-1, 2, 99])
  func selectingAnIndexOutOfRangeFailsAndKeepsTheSelection(index: Int) throws {
    try tabs.selectTab(at: 1)
    let error = #expect(throws: HierarchyError.self) { try tabs.selectTab(at: index) }
    #expect(
      error?.description
        == "tab index \(index) is out of range (there are 2 tabs)"
    )
    #expect(tabs.selectedIndex == 1)
  }

  @Test func selectingAScreenThatIsNotATabFails() {
    let stranger = Screen(title: "Stranger")
    let error = #expect(throws: HierarchyError.self) { try tabs.selectTab(stranger) }
    #expect(error == .notATab(ScreenInfo(stranger)))
    #expect(tabs.selectedIndex == 0)
  }

  @Test func invalidTabsAreRejectedWithoutChange() throws {
    let loose = Screen(title: "Loose")
    let duplicate = #expect(throws: HierarchyError.self) { try TabContainer(tabs: [loose, loose]) }
    #expect(duplicate == .duplicateScreen(ScreenInfo(loose)))
    let outOfRange = #expect(throws: HierarchyError.self) {
      try TabContainer(tabs: [loose], selectedIndex: 3)
    }
    #expect(outOfRange == .tabIndexOutOfRange(index: 3, count: 1))
    let placed = #expect(throws: HierarchyError.self) { try TabContainer(tabs: [shop]) }
    #expect(placed == .alreadyInHierarchy(ScreenInfo(shop)))
    #expect(tabs.tabs.map(\.title) == ["Shop", "Wishlist"])
    #expect(shop.container === tabs)
  }

  @Test func oneTabIsSingular() throws {
    let single = try TabContainer(tabs: [Screen(title: "Only")])
    let error = #expect(throws: HierarchyError.self) { try single.selectTab(at: 1) }
    #expect(error?.description == "tab index 1 is out of range (there is 1 tab)")
  }
}
