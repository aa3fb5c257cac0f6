extension UIViewController {
  /// The window the view is in: from just after `viewWillAppear(_:)` until just before
  /// `viewDidDisappear(_:)`.
  var windowOfView: UIWindow? {
    appearanceState == .disappeared ? nil : appearanceWindow
  }

  /// This view controller and the children whose views are shown with it (a navigation
  /// controller's top, a tab bar controller's selected tab), outermost first.
  var shownSubtree: [UIViewController] {
    var result: [UIViewController] = [self]
    var next = shownChild
    while let child = next {
      result.append(child)
      next = child.shownChild
    }
    return result
  }

  /// Starts the view's appearance (`viewWillAppear(_:)`) or disappearance
  /// (`viewWillDisappear(_:)`), unless it is already on its way there; `window` is the window
  /// it arrives in (`nil`: the one it is leaving).
  func startAppearance(_ appearing: Bool, animated: Bool, in window: UIWindow?) {
    appearanceAnimated = animated
    switch (appearing, appearanceState) {
    case (true, .disappeared), (true, .disappearing):
      // UIKit loads a view before it appears: `viewDidLoad()` comes before `viewWillAppear(_:)`.
      _ = view
      viewWillAppear(animated)
      appearanceState = .appearing
      appearanceWindow = window ?? appearanceWindow
      appearanceWillBegin()
    case (false, .appeared), (false, .appearing):
      viewWillDisappear(animated)
      appearanceState = .disappearing
    default:
      break
    }
  }

  /// Ends an appearance (`viewDidAppear(_:)`) or disappearance (`viewDidDisappear(_:)`) that is
  /// under way.
  func endAppearance() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(appearanceAnimated)
      appearanceDidEnd()
    case .disappearing:
      appearanceState = .disappeared
      appearanceWindow = nil
      viewDidDisappear(appearanceAnimated)
    case .appeared, .disappeared:
      break
    }
  }

  /// The window that shows this view controller's tree, if any (its outermost ancestor is the
  /// window's root).
  var treeWindow: UIWindow? {
    var controller = self
    while let next = controller.parent ?? controller.ownPresenter {
      controller = next
    }
    guard let window = controller.hostingWindow, window.rootViewController === controller else {
      return nil
    }
    return window
  }

  /// Brings the appearance of the views in this view controller's window up to date with its
  /// tree, and answers the view controllers whose appearance started changing.
  @discardableResult
  func updateWindowAppearance(animated: Bool) -> [UIViewController] {
    treeWindow?.updateAppearance(animated: animated) ?? []
  }

  /// Ends the appearances of `controllers` that are under way, disappearances first.
  static func endAppearances(of controllers: [UIViewController]) {
    for controller in controllers where controller.appearanceState == .disappearing {
      controller.endAppearance()
    }
    for controller in controllers where controller.appearanceState == .appearing {
      controller.endAppearance()
    }
  }
}
