import Foundation
import Testing
import UIKitDouble

/// The view controller API apps write against beyond presentation and appearance: a custom root
/// view (`loadView()`), the navigation item with its bar button items, and the tab bar item.
@MainActor
@Suite struct ViewControllerAPITests {
  @Test func loadViewMakesTheRootViewBeforeViewDidLoad() {
    let controller = CustomViewController()
    #expect(!controller.isViewLoaded)
    #expect(controller.view === controller.custom)
    #expect(controller.calls == ["loadView", "viewDidLoad"])
    _ = controller.view
    #expect(controller.calls == ["loadView", "viewDidLoad"], "a view loads once")
  }

  @Test func aLoadViewThatAssignsNothingGetsAPlainView() {
    let controller = SilentLoadViewController()
    #expect(controller.view.superview == nil)
    #expect(controller.isViewLoaded)
  }

  @Test func theTitleSetsTheNavigationAndTabBarItemsTitles() {
    let controller = UIViewController()
    controller.title = "Shop"
    #expect(controller.navigationItem.title == "Shop")
    #expect(controller.tabBarItem.title == "Shop")
    controller.title = "Wishlist"
    #expect(controller.navigationItem.title == "Wishlist")
    #expect(controller.tabBarItem.title == "Wishlist")
    controller.navigationItem.title = "Only the bar"
    #expect(controller.title == "Wishlist")
    controller.tabBarItem = UITabBarItem(
      title: "Saved", image: UIImage(systemName: "heart"), tag: 2)
    #expect(controller.tabBarItem.image?.name == "heart")
    controller.tabBarItem.badgeValue = "3"
    #expect(controller.tabBarItem.badgeValue == "3")
  }

  @Test func theSingleBarButtonItemIsTheFirstOfItsSide() {
    let item = UINavigationItem(title: "Product")
    let close = UIBarButtonItem(systemItem: .close)
    let share = UIBarButtonItem(title: "Share")
    item.rightBarButtonItems = [close, share]
    #expect(item.rightBarButtonItem === close)
    item.leftBarButtonItem = share
    #expect(item.leftBarButtonItems?.count == 1)
    item.rightBarButtonItem = nil
    #expect(item.rightBarButtonItems == nil)
    let titled = UIBarButtonItem(primaryAction: UIAction(title: "Done") { _ in })
    #expect(titled.title == "Done", "an item without a title takes its action's")
  }

  @Test func tappingABarButtonItemRunsItsActionOnlyWhenTheBarCanBeReached() {
    let scene = NavigationScene(["A", "B"])
    let (bottom, top) = (scene.controllers[0], scene.controllers[1])
    var taps: [String] = []
    let close = UIBarButtonItem(
      systemItem: .close, primaryAction: UIAction { _ in taps.append("close") })
    let below = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in taps.append("edit") })
    top.navigationItem.rightBarButtonItem = close
    bottom.navigationItem.rightBarButtonItem = below
    #expect(UIKitUser.tap(close, of: top))
    #expect(!UIKitUser.tap(below, of: bottom), "not the top view controller")
    #expect(!UIKitUser.tap(below, of: top), "not one of its items")
    close.isEnabled = false
    #expect(!UIKitUser.tap(close, of: top), "disabled")
    close.isEnabled = true
    close.primaryAction?.attributes = .disabled
    #expect(!UIKitUser.tap(close, of: top), "its action is disabled")
    close.primaryAction?.attributes = []
    scene.navigation.setNavigationBarHidden(true, animated: false)
    #expect(!UIKitUser.tap(close, of: top), "the bar is hidden")
    scene.navigation.setNavigationBarHidden(false, animated: false)
    scene.navigation.pushViewController(UIViewController(), animated: true)
    #expect(!UIKitUser.tap(close, of: top), "a push is under way")
    DoubleRunLoop.main.runUntilIdle()
    #expect(taps == ["close"])
  }
}

/// The rest of the API apps write in `viewDidLoad()`: colors, the navigation bar, menus, alert
/// text fields and sheet detents.
@MainActor
@Suite struct ViewAndBarAPITests {
  @Test func viewsKeepTheirColors() {
    let view = UIView()
    #expect(view.backgroundColor == nil)
    view.backgroundColor = .systemBackground
    #expect(view.backgroundColor == .systemBackground)
    #expect(view.backgroundColor != .white, "a system color is not its components")
    view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(view.tintColor == .red)
    #expect(UIColor.black.withAlphaComponent(0.5) == UIColor(white: 0, alpha: 0.5))
    #expect(UIColor.systemBlue.description == "UIColor.systemBlue")
  }

  @Test func aViewTakesItsTintFromTheNearestViewThatSetsOne() {
    let (outer, inner) = (UIView(), UIView())
    outer.addSubview(inner)
    #expect(inner.tintColor == .systemBlue)
    outer.tintColor = .systemRed
    #expect(inner.tintColor == .systemRed)
    inner.tintColor = .systemGreen
    #expect(inner.tintColor == .systemGreen && outer.tintColor == .systemRed)
  }

  @Test func assigningAPrimaryActionGivesTheItemItsTitleAndImage() {
    let item = UIBarButtonItem(title: "Old")
    item.primaryAction = UIAction(title: "New", image: UIImage(systemName: "star")) { _ in }
    #expect(item.title == "New")
    #expect(item.image?.name == "star")
    let close = UIBarButtonItem(systemItem: .close)
    close.primaryAction = UIAction(title: "Dismiss") { _ in }
    #expect(close.title == nil, "a system item keeps its look")
  }

  @Test func theNavigationBarAndItemKeepTheirSettings() {
    let scene = NavigationScene(["A"])
    let top = scene.controllers[0]
    top.navigationController?.navigationBar.prefersLargeTitles = true
    top.navigationItem.largeTitleDisplayMode = .never
    let add = UIBarButtonItem(systemItem: .add)
    top.navigationItem.setRightBarButton(add, animated: true)
    top.navigationItem.setLeftBarButtonItems([UIBarButtonItem(title: "Edit")], animated: false)
    top.navigationItem.leftItemsSupplementBackButton = true
    #expect(scene.navigation.navigationBar.prefersLargeTitles)
    #expect(top.navigationItem.largeTitleDisplayMode == .never)
    #expect(top.navigationItem.rightBarButtonItem === add)
    #expect(top.navigationItem.leftBarButtonItem?.title == "Edit")
  }

  @Test func aBarButtonItemMayShowAMenuOfActions() {
    let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
    let menu = UIMenu(title: "More", children: [UIAction(title: "Share") { _ in }, delete])
    let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: menu)
    #expect(item.menu?.children.map(\.title) == ["Share", "Delete"])
    #expect((item.menu?.children.last as? UIAction)?.attributes == .destructive)
    #expect(item.primaryAction == nil)
  }

  @Test func anAlertTakesTextFieldsAndAnActionSheetRefusesThem() {
    DoubleRunLoop.main.reset()
    let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
    #expect(alert.textFields == nil)
    alert.addTextField { $0.placeholder = "Email" }
    alert.addTextField { $0.isSecureTextEntry = true }
    #expect(alert.textFields?.map(\.placeholder) == ["Email", nil])
    #expect(alert.textFields?.last?.isSecureTextEntry == true)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addTextField()
    #expect(sheet.textFields == nil)
    #expect(DoubleRunLoop.main.log.count == 1)
  }

  /// On an iPhone a popover is a form sheet with a popover presentation controller.
  ///
  /// The controller keeps where the popover points; the popover is presented over the root and
  /// swiped down by the user, whose swipe its delegate hears. Other styles have none.
  @Test func aPopoverIsAFormSheetWithAPopoverPresentationControllerOnAnIPhone() {
    DoubleRunLoop.main.reset()
    let window = UIWindow()
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let popover = UIViewController()
    #expect(UIViewController().popoverPresentationController == nil)
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = root.view
    popover.popoverPresentationController?.permittedArrowDirections = .up
    #expect(popover.popoverPresentationController?.sourceView === root.view)
    #expect(popover.popoverPresentationController?.permittedArrowDirections == .up)
    #expect(popover.sheetPresentationController == nil)
    let delegate = DismissalRecorder()
    popover.presentationController?.delegate = delegate
    root.present(popover, animated: true)
    DoubleRunLoop.main.runUntilIdle()
    #expect(root.presentedViewController === popover)
    #expect(root.view.window != nil, "a sheet leaves the presenter's views")
    #expect(UIKitUser.swipeDown(popover))
    DoubleRunLoop.main.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(delegate.dismissed == 1)
    #expect(DoubleRunLoop.main.log == [])
  }

  @Test func theRestOfThePresentationAndScreenSettingsCompileAndKeepTheirValues() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    #expect(window.bounds.size == UIScreen.main.bounds.size)
    let details = UIViewController()
    details.modalTransitionStyle = .crossDissolve
    details.preferredContentSize = CGSize(width: 320, height: 480)
    #expect(details.modalTransitionStyle.rawValue == 2)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    if let popover = sheet.popoverPresentationController {
      popover.barButtonItem = UIBarButtonItem.flexibleSpace()
    }
    #expect(sheet.popoverPresentationController == nil, "no popover for an iPhone's action sheet")
    let tab = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
    #expect(tab.systemItem == .favorites && tab.tag == 3)
    #expect(UIBarButtonItem.fixedSpace(12).width == 12)
  }

  @Test func aPreferredActionMustBeOneOfTheAlertsAndASheetKeepsADetent() throws {
    DoubleRunLoop.main.reset()
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    let delete = UIAlertAction(title: "Delete", style: .destructive)
    alert.preferredAction = delete
    #expect(alert.preferredAction == nil, "not added yet")
    alert.addAction(delete)
    alert.preferredAction = delete
    #expect(alert.preferredAction === delete)
    let sheet = try #require(UIViewController().sheetPresentationController)
    sheet.detents = [.medium()]
    sheet.detents = []
    #expect(sheet.detents.map(\.identifier) == [.medium], "at least one detent")
    #expect(DoubleRunLoop.main.log.count == 2)
  }

  @Test func aSheetHasASheetPresentationControllerWithDetents() throws {
    let sheet = UIViewController()
    let controller = try #require(sheet.sheetPresentationController)
    #expect(controller.detents.map(\.identifier) == [.large], "the full height by default")
    controller.detents = [.medium(), .large()]
    controller.prefersGrabberVisible = true
    #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    #expect(cover.sheetPresentationController == nil, "a full-screen cover is no sheet")
    #expect(cover.presentationController != nil)
  }
}

/// A view controller that makes its own root view in `loadView()`.
@MainActor
private final class CustomViewController: UIViewController {
  let custom = UIView()
  var calls: [String] = []

  override func loadView() {
    calls.append("loadView")
    view = custom
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
  }
}

/// A view controller whose `loadView()` forgets to assign a view.
@MainActor
private final class SilentLoadViewController: UIViewController {
  override func loadView() {}
}

/// Counts the user's dismissals its presentation controller reports.
@MainActor
private final class DismissalRecorder: UIAdaptivePresentationControllerDelegate {
  var dismissed = 0

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    dismissed += 1
  }
}
