import Foundation
import Testing
import UIKitDouble

/// The fifth audit of the double against UIKit's documented rules: the tab bar controller and
/// its More list.
///
/// Each test cites Apple's page and quotes it. Where Apple documents no more than the outline,
/// the test says what UIKit does and where that is seen (UIKit's own declarations, Apple's
/// sample code).
@MainActor
@Suite struct DocumentedRuleAuditRoundFiveTests {
  /// A shown tab bar controller with seven tabs: tracked view controllers "T0"…"T6", except
  /// tab 5, a navigation controller "Nav5" whose stack is "Root5" and "Deep5".
  @MainActor
  private final class MoreScene {
    let journal = Journal()
    let tabs = UITabBarController()
    let plain: [TrackedViewController]
    let navigation: UINavigationController
    let root: TrackedViewController
    let deep: TrackedViewController
    let window: UIWindow

    init() {
      let journal = journal
      plain = (0..<7).map { TrackedViewController("T\($0)", journal: journal) }
      root = TrackedViewController("Root5", journal: journal)
      deep = TrackedViewController("Deep5", journal: journal)
      navigation = UINavigationController(rootViewController: root)
      navigation.title = "Nav5"
      navigation.pushViewController(deep, animated: false)
      var controllers: [UIViewController] = plain
      controllers[5] = navigation
      tabs.title = "Tabs"
      tabs.viewControllers = controllers
      window = Stage.window(root: tabs)
      _ = journal.take()
    }

    var more: UINavigationController { tabs.moreNavigationController }

    func settle() { DoubleRunLoop.main.runUntilIdle() }
  }

  // MARK: - Selection beyond the fourth tab

  // selectedIndex: "if the selected view controller is currently the More navigation
  // controller, this property contains the value NSNotFound."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex)
  // selectedViewController: "you can use this property to select any view controller in the
  // viewControllers property. This includes view controllers that are managed by the More
  // navigation controller and whose tabs are not visible in the tab bar. You can also use it to
  // select the More navigation controller itself."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller)
  @Test func selectingTheMoreNavigationControllerShowsTheList() {
    let scene = MoreScene()
    scene.tabs.selectedViewController = scene.navigation
    scene.settle()
    #expect(scene.tabs.selectedIndex == 5)
    scene.tabs.selectedViewController = scene.more
    scene.settle()
    #expect(scene.tabs.selectedIndex == NSNotFound)
    #expect(scene.tabs.selectedViewController === scene.more)
    #expect(scene.more.viewControllers.count == 1)
    #expect(scene.navigation.viewControllers.count == 2)
    #expect(scene.deep.parent === scene.navigation)
    #expect(scene.tabs.tabBar.selectedItem === scene.more.tabBarItem)
  }

  // tabBarController(_:shouldSelect:): "The tab bar controller calls this method in response to
  // the user tapping a tab bar item." (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:))
  // The More item is one: refused, the selection and the lent stack stay.
  @Test func aRefusedMoreTapKeepsTheTabShownThroughMore() {
    let scene = MoreScene()
    let spy = TabSpy(scene.journal)
    scene.tabs.delegate = spy
    scene.tabs.selectedIndex = 5
    scene.settle()
    spy.allowsSelection = false
    #expect(!UIKitUser.tapMore(in: scene.tabs))
    #expect(scene.tabs.selectedIndex == 5)
    #expect(scene.tabs.selectedViewController === scene.navigation)
    #expect(scene.journal.take().contains("shouldSelect More"))
  }

  // items: the tab bar of a tab bar controller shows "only the first four items plus the
  // standard More item" with six or more view controllers (UITabBarController overview:
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller); UITabBarItem.SystemItem
  // `.more`: "The more system item." (https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem/more)
  @Test func theBarShowsFourItemsAndTheSystemMoreItem() {
    let scene = MoreScene()
    let items = scene.tabs.tabBar.items ?? []
    #expect(items.count == 5)
    #expect(items.prefix(4).map(\.title) == ["T0", "T1", "T2", "T3"])
    #expect(items.last === scene.more.tabBarItem)
    #expect(scene.more.tabBarItem.systemItem == .more)
    scene.tabs.selectedIndex = 6
    scene.settle()
    #expect(scene.tabs.tabBar.selectedItem === scene.more.tabBarItem)
    scene.tabs.selectedIndex = 2
    scene.settle()
    #expect(scene.tabs.tabBar.selectedItem === scene.plain[2].tabBarItem)
  }

  // MARK: - Appearance through More

  // viewWillDisappear(_:): "This method is called in response to a view being removed from a
  // view hierarchy." (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:))
  // A plain tab shown through More that another selection takes off: it disappears, and it is
  // not left moving from its parent (it stays a tab).
  @Test func aPlainTabLeavingMoreDisappearsAndIsNotLeftMoving() {
    let scene = MoreScene()
    scene.tabs.selectedIndex = 4
    scene.settle()
    #expect(
      scene.journal.take() == [
        "T0 willDisappear", "T4 willAppear", "T0 didDisappear", "T4 didAppear",
      ])
    scene.tabs.selectedIndex = 0
    scene.settle()
    #expect(
      scene.journal.take() == [
        "T4 willDisappear", "T0 willAppear", "T4 didDisappear", "T0 didAppear",
      ])
    #expect(!scene.plain[4].isMovingFromParent && !scene.plain[4].isMovingToParent)
    #expect(scene.plain[4].parent === scene.tabs)
  }
}
