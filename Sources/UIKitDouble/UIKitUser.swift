/// The double's test hooks: what a user does in UIKit without the app's code, each changing
/// the double's state and calling the delegates as UIKit does.
///
/// A finger reaches only what is on screen and still: each hook answers `nil` or `false` (and
/// changes nothing) when the view controller is not on screen, when a transition runs on it,
/// or when the run loop is not idle. One exception, as on a device: a sheet can be swiped down
/// while a push or pop animates inside it (see ``beginSwipeDown(_:)``). The gestures are interactive: ``beginSwipeBack(in:)`` and
/// ``beginSwipeDown(_:)`` start the transition and hand back an ``InteractiveGesture`` that the
/// test finishes or cancels; the one-shot forms begin and finish at once, the rest of the
/// animation running on ``DoubleRunLoop``'s clock.
@MainActor
public enum UIKitUser {
  /// Starts a back swipe in `navigationController`: the top view controller is popped at once
  /// (through `popViewController(animated:)`, as UIKit does, so that a subclass's override sees
  /// the call even if the swipe is then cancelled) and the transition is interactive until the
  /// gesture is finished or cancelled (see ``UINavigationController`` for what UIKit shows
  /// meanwhile).
  ///
  /// `nil` when there is nothing to pop, the finger cannot reach it, the
  /// `interactivePopGestureRecognizer` is disabled or its delegate's
  /// `gestureRecognizerShouldBegin(_:)` answers `false`, or the navigation controller's delegate
  /// answers an animator for the pop: the edge swipe drives only the system animation (see
  /// ``UINavigationController``; ``tapBackButton(in:)`` still pops).
  public static func beginSwipeBack(in navigationController: UINavigationController)
    -> InteractiveGesture?
  {
    guard canTouch(navigationController) else { return nil }
    if let gesture = navigationController.interactivePopGestureRecognizer {
      guard gesture.isEnabled, gesture.delegate?.gestureRecognizerShouldBegin(gesture) ?? true
      else { return nil }
    }
    return navigationController.beginInteractivePop().map(InteractiveGesture.init)
  }

  /// Swipes back in `navigationController`: a back swipe that finishes (see
  /// ``beginSwipeBack(in:)``); `didShow` comes when the rest of the animation ends.
  ///
  /// For a tab shown through More, swipe in the tab bar controller's
  /// `moreNavigationController`, which shows it (back to the More list from its bottom).
  @discardableResult
  public static func swipeBack(in navigationController: UINavigationController) -> Bool {
    beginSwipeBack(in: navigationController)?.finish() ?? false
  }

  /// Taps the back button of `navigationController`: pops its top view controller, animated
  /// (with the delegate's animator, if it answers one).
  ///
  /// `false` when there is nothing to pop, the navigation bar is hidden, the top view
  /// controller's navigation item shows no back button (`hidesBackButton`, or leading items
  /// that replace it: "the presence of custom left bar button items causes the Back button to
  /// be removed" unless `leftItemsSupplementBackButton`), or the finger cannot reach it.
  @discardableResult
  public static func tapBackButton(in navigationController: UINavigationController) -> Bool {
    guard canTouch(navigationController), !navigationController.isNavigationBarHidden,
      navigationController.viewControllers.count > 1,
      navigationController.topViewController?.navigationItem.showsBackButton == true
    else { return false }
    return navigationController.popViewController(animated: true) != nil
  }

  /// Picks the entry at `index` in the back button's long-press menu: pops to that view
  /// controller in one animated step.
  @discardableResult
  public static func popFromBackMenu(
    in navigationController: UINavigationController, to index: Int
  ) -> Bool {
    let stack = navigationController.viewControllers
    guard canTouch(navigationController), stack.indices.contains(index), index < stack.count - 1
    else { return false }
    navigationController.popToViewController(stack[index], animated: true)
    return true
  }

  /// Starts swiping down the sheet `viewController`, the topmost presented view controller (or
  /// a view controller shown inside it, such as the top of a presented navigation controller).
  ///
  /// The presentation controller's delegate is asked `presentationControllerShouldDismiss(_:)`;
  /// a sheet that refuses (that answer, or `isModalInPresentation` on the presented view
  /// controller or on what it shows) calls `presentationControllerDidAttemptToDismiss(_:)` and
  /// answers `nil`. Otherwise
  /// the dismissal starts interactively and the delegate hears
  /// `presentationControllerWillDismiss(_:)`; `presentationControllerDidDismiss(_:)` comes only
  /// if the gesture finishes, once the dismissal's animation has ended. Full-screen and custom
  /// presentations cannot be swiped down.
  ///
  /// The swipe may begin while a push or pop animates inside the sheet (the finger is on the
  /// sheet, not on the navigation bar): the navigation controller then leaves the window before
  /// its transition ends, and its delegate never hears `didShow` for it.
  public static func beginSwipeDown(_ viewController: UIViewController) -> InteractiveGesture? {
    // The presented view controller is the outermost container of the one the finger is on: its
    // style decides whether it is a sheet, and it is "the view controller" whose
    // `isModalInPresentation` prevents "the interactive dismissal of the view controller".
    let presented = viewController.presentationContext
    guard let presenter = viewController.presentingViewController,
      viewController.presentedViewController == nil, !presenter.isInPresentationTransition,
      let window = viewController.treeWindow, !window.isHidden,
      presented.modalPresentationStyle.isSheet,
      let controller = viewController.presentationController
    else { return nil }
    let delegate = controller.delegate
    guard !presented.shownSubtree.contains(where: \.isModalInPresentation),
      delegate?.presentationControllerShouldDismiss(controller) ?? true
    else {
      delegate?.presentationControllerDidAttemptToDismiss(controller)
      return nil
    }
    let dismissal = presenter.startDismissal(animated: true, interactive: true) { completed in
      guard completed else { return }
      controller.delegate?.presentationControllerDidDismiss(controller)
    }
    guard let dismissal else { return nil }
    delegate?.presentationControllerWillDismiss(controller)
    return InteractiveGesture(dismissal)
  }

  /// Swipes down the sheet `viewController`: a swipe that finishes (see
  /// ``beginSwipeDown(_:)``).
  @discardableResult
  public static func swipeDown(_ viewController: UIViewController) -> Bool {
    beginSwipeDown(viewController)?.finish() ?? false
  }

  /// Drags the sheet `viewController`, the topmost presented view controller, to its detent
  /// `identifier`: the sheet's `selectedDetentIdentifier` becomes `identifier`, then its
  /// delegate, when it is a ``UISheetPresentationControllerDelegate``, hears
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`.
  ///
  /// `false` (and nothing changes) when `identifier` is not one of the sheet's detents or is the
  /// one it rests at already (`selectedDetentIdentifier`, else the smallest), or when the finger
  /// cannot reach the sheet.
  @discardableResult
  public static func dragSheet(
    _ viewController: UIViewController,
    to identifier: UISheetPresentationController.Detent.Identifier
  ) -> Bool {
    guard let presenter = viewController.presentingViewController,
      viewController.presentedViewController == nil, !presenter.isInPresentationTransition,
      let window = viewController.treeWindow, !window.isHidden, DoubleRunLoop.main.isIdle,
      let sheet = viewController.sheetPresentationController,
      sheet.detents.contains(where: { $0.identifier == identifier }),
      (sheet.selectedDetentIdentifier ?? sheet.detents.first?.identifier) != identifier
    else { return false }
    sheet.selectedDetentIdentifier = identifier
    (sheet.delegate as? any UISheetPresentationControllerDelegate)?
      .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
    return true
  }

  /// Taps the tab at `index` of `tabBarController`'s view controllers (see ``UITabBarController``
  /// for what a tap on the selected tab does).
  ///
  /// With more than five tabs, a tab from index 4 on is reached as a user does: a tap on More, then
  /// on its row in the More list.
  @discardableResult
  public static func tapTab(in tabBarController: UITabBarController, at index: Int) -> Bool {
    guard canTouch(tabBarController) else { return false }
    guard tabBarController.isReachedThroughMore(index) else {
      return tabBarController.userTappedTab(at: index)
    }
    return tabBarController.userTappedMore() && tabBarController.userPickedInMoreList(index)
  }

  /// Taps the More tab of `tabBarController` (more than five tabs): the More list shows, and
  /// `selectedIndex` is `NSNotFound`.
  @discardableResult
  public static func tapMore(in tabBarController: UITabBarController) -> Bool {
    canTouch(tabBarController) && tabBarController.userTappedMore()
  }

  /// Picks the tab at `index` (4 or more) in the More list of `tabBarController`, which shows
  /// it (after ``tapMore(in:)``): the tab is pushed on the More navigation controller, whose
  /// delegate hears of it; the tab bar's delegate hears nothing (it is no tap in the tab bar).
  @discardableResult
  public static func pickInMoreList(in tabBarController: UITabBarController, at index: Int)
    -> Bool
  {
    canTouch(tabBarController) && tabBarController.userPickedInMoreList(index)
  }

  /// Taps the button titled `actionTitle` of `alert`, the topmost presented view controller: UIKit
  /// dismisses the alert and, once it is gone, runs the action's handler.
  ///
  /// `false` when there is no such enabled action or the alert cannot be reached.
  @discardableResult
  public static func tap(_ actionTitle: String, in alert: UIAlertController) -> Bool {
    guard let presenter = alert.presentingViewController, alert.presentedViewController == nil,
      !presenter.isInPresentationTransition, alert.isInWindowHierarchy,
      DoubleRunLoop.main.isIdle,
      let action = alert.actions.first(where: { $0.title == actionTitle && $0.isEnabled })
    else { return false }
    presenter.startDismissal(animated: true, interactive: false) { _ in action.handler?(action) }
    return true
  }

  /// Taps `item`, one of the bar button items of `viewController`'s navigation item in the
  /// navigation bar, or one of its `toolbarItems` in the toolbar: runs the item's primary
  /// action (the `editButtonItem`'s toggles editing).
  ///
  /// `false` when the item is not one of them, is disabled (or its action is), hidden
  /// (`isHidden`) or has no action,
  /// or when the bar cannot be reached: `viewController` is not the top of a navigation
  /// controller on screen whose bar (or toolbar, `isToolbarHidden`) is shown.
  @discardableResult
  public static func tap(_ item: UIBarButtonItem, of viewController: UIViewController) -> Bool {
    guard let navigation = viewController.navigationController,
      navigation.topViewController === viewController,
      canTouch(navigation), item.isEnabled, !item.isHidden, let action = item.primaryAction,
      !action.attributes.contains(.disabled)
    else { return false }
    let inBar =
      !navigation.isNavigationBarHidden
      && viewController.navigationItem.barButtonItems.contains { $0 === item }
    let inToolbar =
      !navigation.isToolbarHidden && (viewController.toolbarItems ?? []).contains { $0 === item }
    guard inBar || inToolbar else { return false }
    action.handler(action)
    return true
  }

  private static func canTouch(_ controller: UIViewController) -> Bool {
    guard controller.isOnScreen, DoubleRunLoop.main.isIdle else { return false }
    if let navigation = controller as? UINavigationController, navigation.isInTransition {
      return false
    }
    return true
  }
}
