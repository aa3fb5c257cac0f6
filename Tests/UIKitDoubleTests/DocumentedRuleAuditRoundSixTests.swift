import Foundation
import Testing
import UIKitDouble

/// The sixth audit of the double against UIKit's documented rules: the tab bar controller, its
/// items, and modal presentation.
///
/// Each test cites Apple's page and quotes it.
@MainActor
@Suite struct DocumentedRuleAuditRoundSixTests {
  // MARK: - Presentation context

  // definesPresentationContext: "The default value for this property is false. Some
  // system-provided view controllers, such as UINavigationController, change the default value
  // to true."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext)
  @Test func aNavigationControllerDefinesThePresentationContextByDefault() {
    #expect(!UIViewController().definesPresentationContext)
    #expect(!UITabBarController().definesPresentationContext)
    #expect(UINavigationController().definesPresentationContext)
    #expect(
      UINavigationController(rootViewController: UIViewController()).definesPresentationContext)
  }

  // definesPresentationContext: "When a context-based presentation occurs, UIKit starts at the
  // presenting view controller and walks up the view controller hierarchy. If it finds a view
  // controller whose value for this property is true, it asks that view controller to present
  // the new view controller." With the navigation controller's default, a tab's navigation
  // controller is found before the tab bar controller, and the tab bar stays.
  @Test func aCurrentContextPresentationInATabsNavigationControllerCoversOnlyThatTab() {
    let content = UIViewController.titled("Content")
    let navigation = UINavigationController(rootViewController: content)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController.titled("Other")]
    let window = Stage.window(root: tabs)
    let covering = UIViewController.titled("Covering")
    covering.modalPresentationStyle = .currentContext
    content.present(covering, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(covering.presentingViewController === navigation)
    #expect(tabs.presentedViewController == nil)
    #expect(tabs.isOnScreen)
    #expect(!content.isOnScreen)
    #expect(covering.isOnScreen)
    #expect(covering.view.window === window)
  }

  // providesPresentationContextTransitionStyle: "When the value of this property is false, UIKit
  // uses the transition style of the presented view controller. The default value of this
  // property is false."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/providespresentationcontexttransitionstyle)
  @Test func aViewControllerProvidesNoContextTransitionStyleByDefault() {
    let controller = UIViewController()
    #expect(!controller.providesPresentationContextTransitionStyle)
    controller.providesPresentationContextTransitionStyle = true
    #expect(controller.providesPresentationContextTransitionStyle)
  }

  // MARK: - Containers

  // tabBarController: "If the view controller or one of its ancestors is a child of a tab bar
  // controller, this property contains the owning tab bar controller. This property is nil if
  // the view controller is not embedded inside a tab bar controller."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller)
  // navigationController: "This property is nil if the view controller is not embedded inside a
  // navigation controller."
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller)
  @Test func aContainerIsNotItsOwnAncestor() {
    let content = UIViewController.titled("Content")
    let navigation = UINavigationController(rootViewController: content)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    #expect(tabs.tabBarController == nil)
    #expect(navigation.navigationController == nil)
    #expect(navigation.tabBarController === tabs)
    #expect(content.navigationController === navigation)
    #expect(content.tabBarController === tabs)
  }

  // UINavigationController.show(_:sender:): "This method pushes vc onto the navigation stack in
  // a similar way as the pushViewController(_:animated:) method."
  // (https://developer.apple.com/documentation/uikit/uinavigationcontroller/show(_:sender:))
  @Test func aNavigationControllerShowsByPushingOntoItsOwnStack() {
    let navigation = UINavigationController(rootViewController: UIViewController.titled("A"))
    let window = Stage.window(root: navigation)
    let shown = UIViewController.titled("B")
    navigation.show(shown, sender: nil)
    DoubleRunLoop.main.runUntilIdle()
    #expect(navigation.topViewController === shown)
    #expect(navigation.presentedViewController == nil)
    #expect(shown.view.window === window)
  }

  // MARK: - UITabBarItem

  // UITabBarItem.selectedImage: "If nil, the item uses the value in image instead."
  // (https://developer.apple.com/documentation/uikit/uitabbaritem/selectedimage)
  // init(title:image:selectedImage:): "If you don't provide selectedImage, the item uses image
  // for both selection states."
  // (https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:))
  @Test func anItemWithoutASelectedImageUsesItsImage() {
    let house = UIImage(systemName: "house")
    let filled = UIImage(systemName: "house.fill")
    let item = UITabBarItem(title: "Home", image: house, tag: 0)
    #expect(item.selectedImage === house)
    item.selectedImage = filled
    #expect(item.selectedImage === filled)
    item.selectedImage = nil
    #expect(item.selectedImage === house)
    let both = UITabBarItem(title: "Home", image: house, selectedImage: nil)
    #expect(both.selectedImage === house)
    #expect(UITabBarItem().selectedImage == nil)
  }
}

extension DocumentedRuleAuditRoundSixTests {
  // UISheetPresentationController.prefersPageSizing: "The default value is true. The default
  // value indicates the sheet uses UIModalPresentationStyle.pageSheet behavior, in which the
  // sheet width follows the readable width."
  // (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferspagesizing)
  @Test func aSheetPrefersPageSizingByDefaultAndKeepsItsOtherSettings() throws {
    let controller = UIViewController()
    let sheet = try #require(controller.sheetPresentationController)
    #expect(sheet.prefersPageSizing)
    #expect(sheet.sourceView == nil)
    sheet.prefersPageSizing = false
    let anchor = UIView()
    sheet.sourceView = anchor
    sheet.invalidateDetents()
    #expect(!sheet.prefersPageSizing)
    #expect(sheet.sourceView === anchor)
  }

  // UITabBarItem.init(tabBarSystemItem:tag:): "You can't change the title and image properties of
  // an item this method creates."
  // (https://developer.apple.com/documentation/uikit/uitabbaritem/init(tabbarsystemitem:tag:))
  // UIViewController.title: "If the view controller has a valid navigation item or tab-bar item,
  // assigning a value to this property updates the title text of those objects." (not of a
  // system item's).
  @Test func aSystemItemKeepsItsTitleAndImage() {
    let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
    let (title, image) = (item.title, item.image)
    item.title = "Faves"
    item.image = UIImage(systemName: "star")
    #expect(item.title == title)
    #expect(item.image === image)
    let controller = UIViewController()
    controller.tabBarItem = item
    controller.title = "Favorites screen"
    #expect(controller.tabBarItem.title == title)
    #expect(item.systemItem == .favorites && item.tag == 1)
    let plain = UITabBarItem(title: "Home", image: nil, tag: 0)
    plain.title = "Start"
    #expect(plain.title == "Start")
  }

  // UITabBarController.isTabBarHidden: "Determines if the active tab bar is currently hidden.
  // … The default value for this property is NO."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/istabbarhidden)
  // setTabBarHidden(_:animated:): "Changes the active tab bar's visibility with an option to
  // animate the change."
  @Test func theTabBarIsShownByDefaultAndCanBeHidden() {
    let tabs = UITabBarController()
    #expect(!tabs.isTabBarHidden)
    tabs.setTabBarHidden(true, animated: true)
    #expect(tabs.isTabBarHidden)
    tabs.isTabBarHidden = false
    #expect(!tabs.isTabBarHidden)
  }

  // setViewControllers(_:animated:): "When changing the view controllers, the tab bar controller
  // remembers the view controller object that was previously selected and attempts to reselect
  // it. If the selected view controller is no longer present, it attempts to select the view
  // controller at the same index in the array as the previous selection. If that index is
  // invalid, it selects the view controller at index 0."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:))
  // selectedIndex: "if the selected view controller is currently the More navigation controller,
  // this property contains the value NSNotFound."
  // (https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex)
  @Test func replacingTheTabsWhileTheMoreListIsSelectedSelectsTheFirstTabOnceMoreIsGone() {
    let tabs = UITabBarController()
    tabs.viewControllers = (0..<7).map { UIViewController.titled("T\($0)") }
    let window = Stage.window(root: tabs)
    tabs.selectedIndex = 2
    tabs.selectedViewController = tabs.moreNavigationController
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == NSNotFound)
    let more = (0..<7).map { UIViewController.titled("M\($0)") }
    tabs.viewControllers = more
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedViewController === tabs.moreNavigationController)
    let fewer = (0..<3).map { UIViewController.titled("U\($0)") }
    tabs.viewControllers = fewer
    DoubleRunLoop.main.runUntilIdle()
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === fewer[0])
    #expect(fewer[0].view.window === window)
  }

  /// A custom presentation controller covering the presenter's content entirely.
  private final class CoveringPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
  }

  /// Supplies a ``CoveringPresentationController``, or the default one when `covers` is false.
  @MainActor
  private final class CustomPresentation: UIViewControllerTransitioningDelegate {
    let covers: Bool

    init(of controller: UIViewController, covers: Bool) {
      self.covers = covers
      controller.modalPresentationStyle = .custom
      controller.transitioningDelegate = self
    }

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      covers
        ? CoveringPresentationController(presentedViewController: presented, presenting: presenting)
        : nil
    }
  }

  // UIPresentationController.shouldRemovePresentersView: "A Boolean value indicating whether the
  // presenting view controller's view should be removed when the presentation animations
  // finish. … The default implementation of this method returns false."
  // (https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview)
  @Test func aCustomPresentationRemovesThePresentersViewOnlyWhenItsControllerSaysSo() {
    let journal = Journal()
    let root = TrackedViewController("Root", journal: journal)
    let window = Stage.window(root: root)
    _ = journal.take()
    let covering = TrackedViewController("Covering", journal: journal)
    let coveringDelegate = CustomPresentation(of: covering, covers: true)
    root.present(covering, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(covering.transitioningDelegate === coveringDelegate)
    #expect(
      journal.take() == [
        "Root willDisappear", "Covering willAppear", "Root didDisappear", "Covering didAppear",
      ])
    #expect(root.viewIfLoaded?.window == nil)
    covering.dismiss(animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(
      journal.take() == [
        "Covering willDisappear", "Root willAppear", "Covering didDisappear", "Root didAppear",
      ])
    #expect(root.view.window === window)
    let overlay = TrackedViewController("Overlay", journal: journal)
    let overlayDelegate = CustomPresentation(of: overlay, covers: false)
    root.present(overlay, animated: false)
    DoubleRunLoop.main.runUntilIdle()
    #expect(overlay.transitioningDelegate === overlayDelegate)
    #expect(journal.take() == ["Overlay willAppear", "Overlay didAppear"])
    #expect(root.view.window === window)
  }

  // UITabBar.selectedItem: "If you change the value of this property, the tab bar selects the
  // corresponding item and updates the tab bar's appearance accordingly. Set the property to nil
  // to clear the selection. … The default value for this property is nil."
  // (https://developer.apple.com/documentation/uikit/uitabbar/selecteditem)
  @Test func aTabBarOfItsOwnSelectsTheItemAssigned() {
    let bar = UITabBar()
    let items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem()]
    bar.items = items
    #expect(bar.selectedItem == nil)
    bar.selectedItem = items[1]
    #expect(bar.selectedItem === items[1])
    bar.selectedItem = nil
    #expect(bar.selectedItem == nil)
  }
}
