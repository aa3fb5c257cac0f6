import Foundation
import Testing
import UIKitDouble

/// Tab bar controllers: the More navigation controller, what code and taps select, and who
/// hears of it.
@MainActor
@Suite struct TabBarTests {
  /// A shown tab bar controller with `count` plain tabs titled "0", "1", …, its delegate a spy.
  @MainActor
  private final class TabScene {
    let journal = Journal()
    let spy: TabSpy
    let tabs = UITabBarController()
    let window: UIWindow

    init(_ count: Int) {
      spy = TabSpy(journal)
      tabs.setViewControllers(
        (0..<count).map { UIViewController.titled("\($0)") }, animated: false)
      tabs.delegate = spy
      window = Stage.window(root: tabs)
    }
  }

  @Test func withMoreThanFiveTabsTheMoreListShowsAndSelectedIndexIsNotFound() throws {
    let scene = TabScene(7)
    #expect(UIKitUser.tapMore(in: scene.tabs))
    #expect(scene.tabs.selectedIndex == NSNotFound)
    #expect(scene.tabs.selectedViewController === scene.tabs.moreNavigationController)
    #expect(scene.journal.take() == ["shouldSelect More", "didSelect More"])
    #expect(scene.tabs.viewControllers?.count == 7, "More is not one of the view controllers")
    #expect(scene.tabs.moreNavigationController.viewControllers.count == 1)
  }

  @Test func settingTheTabsMakesThemAllCustomizable() {
    // "Changing the value of the viewControllers property (either directly or using the
    // setViewControllers(_:animated:) method) also changes the value of this property."
    // (UITabBarController.customizableViewControllers)
    let scene = TabScene(6)
    scene.tabs.customizableViewControllers = []
    let tabs = (0..<6).map { _ in UIViewController() }
    scene.tabs.viewControllers = tabs
    #expect(scene.tabs.customizableViewControllers?.count == 6)
    #expect(
      zip(scene.tabs.customizableViewControllers ?? [], tabs).allSatisfy { $0 === $1 })
  }

  @Test func aTabBeyondTheFourthIsShownThroughMore() {
    let scene = TabScene(7)
    scene.tabs.selectedIndex = 5
    DoubleRunLoop.main.runUntilIdle()
    let sixth = scene.tabs.viewControllers?[5]
    #expect(scene.tabs.selectedIndex == 5)
    #expect(scene.tabs.selectedViewController === sixth)
    #expect(scene.tabs.moreNavigationController.topViewController === sixth)
    #expect(sixth?.navigationController === scene.tabs.moreNavigationController)
    #expect(sixth?.tabBarController === scene.tabs)
    #expect(sixth?.isOnScreen == true)
    #expect(sixth?.view.window === scene.window)
    #expect(scene.journal.take().isEmpty, "code never tells the delegate")
    scene.tabs.selectedIndex = 1
    DoubleRunLoop.main.runUntilIdle()
    #expect(sixth?.view.window == nil)
    #expect(sixth?.tabBarController === scene.tabs)
  }

  @Test func tappingATabBeyondTheFourthGoesThroughTheMoreList() {
    let scene = TabScene(6)
    #expect(UIKitUser.tapTab(in: scene.tabs, at: 4))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.tabs.selectedIndex == 4)
    #expect(
      scene.tabs.moreNavigationController.topViewController === scene.tabs.viewControllers?[4])
    #expect(scene.journal.take() == ["shouldSelect More", "didSelect More"])
  }

  @Test func goingBackFromATabShownThroughMoreShowsTheMoreList() throws {
    let scene = TabScene(7)
    #expect(UIKitUser.tapTab(in: scene.tabs, at: 4))
    DoubleRunLoop.main.runUntilIdle()
    let fifth = try #require(scene.tabs.viewControllers?[4])
    #expect(UIKitUser.swipeBack(in: scene.tabs.moreNavigationController))
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.tabs.selectedIndex == NSNotFound, "the More list is what is selected")
    #expect(scene.tabs.selectedViewController === scene.tabs.moreNavigationController)
    #expect(fifth.parent === scene.tabs, "still one of the tabs")
    #expect(!fifth.isOnScreen)
    #expect(UIKitUser.pickInMoreList(in: scene.tabs, at: 4), "the user can pick it again")
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.tabs.selectedIndex == 4 && fifth.isOnScreen)
  }

  @Test func aCancelledSwipeBackInMoreKeepsTheTabSelected() throws {
    let scene = TabScene(7)
    scene.tabs.selectedIndex = 5
    DoubleRunLoop.main.runUntilIdle()
    let gesture = try #require(UIKitUser.beginSwipeBack(in: scene.tabs.moreNavigationController))
    gesture.cancel()
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.tabs.selectedIndex == 5)
    #expect(scene.tabs.viewControllers?[5].isOnScreen == true)
    scene.tabs.selectedIndex = 1
    DoubleRunLoop.main.runUntilIdle()
    #expect(scene.tabs.selectedIndex == 1, "leaving a More tab for a tab bar tab shows that tab")
  }

  @Test func fiveTabsNeedNoMore() {
    let scene = TabScene(5)
    #expect(!UIKitUser.tapMore(in: scene.tabs))
    #expect(UIKitUser.tapTab(in: scene.tabs, at: 4))
    #expect(scene.tabs.selectedIndex == 4)
    #expect(scene.journal.take() == ["shouldSelect 4", "didSelect 4"])
  }

  @Test func settingTheTabsKeepsTheSelectedViewControllerObject() {
    let scene = TabScene(3)
    let selected = scene.tabs.viewControllers?[2]
    scene.tabs.selectedIndex = 2
    let others = [UIViewController.titled("new")] + (scene.tabs.viewControllers ?? [])
    scene.tabs.setViewControllers(others, animated: false)
    #expect(scene.tabs.selectedViewController === selected)
    #expect(scene.tabs.selectedIndex == 3)
    scene.tabs.setViewControllers(
      [UIViewController.titled("a"), UIViewController.titled("b")], animated: true)
    #expect(scene.tabs.selectedIndex == 0, "gone, and its index is no longer valid")
  }

  @Test func onlyAUsersTapAsksAndTellsTheDelegate() {
    let scene = TabScene(3)
    scene.tabs.selectedIndex = 1
    scene.tabs.selectedViewController = scene.tabs.viewControllers?[2]
    #expect(scene.journal.take().isEmpty)
    DoubleRunLoop.main.runUntilIdle()
    scene.spy.allowsSelection = false
    #expect(!UIKitUser.tapTab(in: scene.tabs, at: 0))
    #expect(scene.tabs.selectedIndex == 2)
    scene.spy.allowsSelection = true
    #expect(UIKitUser.tapTab(in: scene.tabs, at: 0))
    #expect(scene.tabs.selectedIndex == 0)
    #expect(scene.journal.take() == ["shouldSelect 0", "shouldSelect 0", "didSelect 0"])
  }

  @Test func tappingTheSelectedNavigationTabPopsItToItsRoot() {
    DoubleRunLoop.main.reset()
    let journal = Journal()
    let spy = TabSpy(journal)
    let navigation = UINavigationController(rootViewController: UIViewController.titled("Root"))
    navigation.title = "Nav"
    navigation.pushViewController(UIViewController.titled("Deep"), animated: false)
    let tabs = UITabBarController()
    tabs.setViewControllers([navigation, UIViewController.titled("Other")], animated: false)
    tabs.delegate = spy
    let window = Stage.window(root: tabs)
    #expect(UIKitUser.tapTab(in: tabs, at: 0))
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.viewControllers.map(\.title) == ["Root"])
    #expect(journal.take() == ["shouldSelect Nav", "didSelect Nav"])
    _ = window
  }

  @Test func anIndexOrViewControllerThatIsNoTabIsLoggedAndIgnored() {
    let scene = TabScene(2)
    scene.tabs.selectedIndex = 7
    scene.tabs.selectedViewController = UIViewController.titled("Stranger")
    #expect(scene.tabs.selectedIndex == 0)
    #expect(
      DoubleRunLoop.main.log == [
        "selectedIndex 7 is out of range for <UITabBarController>.",
        #"selectedViewController <UIViewController "Stranger"> is not a tab of <UITabBarController>."#,
      ])
  }
}
