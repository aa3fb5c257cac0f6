extension UIViewController {
  /// The window the view is in: from just after `viewWillAppear(_:)` until just before
  /// `viewDidDisappear(_:)`.
  var windowOfView: UIWindow? {
    appearanceState == .disappeared ? nil : appearanceWindow
  }

  /// This view controller and the children whose views are shown with it (a navigation
  /// controller's top, a tab bar controller's selected tab, the children added with
  /// ``addChild(_:)`` whose views are in its view), each before its children.
  ///
  /// A child that carries out a presentation (one that defines the presentation context) shows
  /// what it presents over it, and nothing of its own under a `.currentContext` presentation.
  var shownSubtree: [UIViewController] {
    let own =
      [self] + (shownChild.map { [$0] } ?? []).flatMap(\.shownSubtree)
      + forwardedSubtrees(all: false)
    // The window lays out what its root presents; a child lays out its own presentations.
    guard parent != nil, ownPresented != nil else { return own }
    var layers: [UIViewController] = []
    var next = ownPresented
    while let presented = next, !presented.dismissalUnderWay {
      layers.append(presented)
      next = presented.ownPresented
    }
    guard let lowest = layers.lastIndex(where: \.removesPresentersView) else {
      return own + layers.flatMap(\.shownSubtree)
    }
    return layers[lowest...].flatMap(\.shownSubtree)
  }

  /// Whether `child` is shown with this view controller: it is the shown child of a container,
  /// or a child added with ``addChild(_:)`` whose view is in this one's view.
  func shows(_ child: UIViewController) -> Bool {
    if shownChild === child { return true }
    guard let view = viewIfLoaded, let childView = child.viewIfLoaded, isContainer(of: child)
    else { return false }
    return childView.isDescendant(of: view)
  }

  /// Whether a window's tree manages the view controller's appearance: it is a window's root,
  /// presented, in a container, or on screen.
  var isInViewControllerHierarchy: Bool {
    parent != nil || ownPresenter != nil || hostingWindow != nil
      || appearanceState != .disappeared
  }

  /// Whether `child` was added to this view controller with ``addChild(_:)``.
  func isContainer(of child: UIViewController) -> Bool {
    containedChildren.contains { $0 === child }
  }

  /// Whether this view controller was added to its parent with ``addChild(_:)`` (not pushed on
  /// a stack or made a tab).
  var isContainedChild: Bool { parent?.isContainer(of: self) == true }

  /// The view controllers whose appearance follows this one's through containment: the shown
  /// subtrees of its children added with ``addChild(_:)``, those shown with it or, with `all`,
  /// every one; none when it does not forward appearance methods.
  func forwardedSubtrees(all: Bool) -> [UIViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods else { return [] }
    return containedChildren.filter { all || shows($0) }.flatMap(\.shownSubtree)
  }

  /// What the children that this view controller's containers tell themselves show while they
  /// are told they appear (``beginAppearanceTransition(_:animated:)``), anywhere in its tree,
  /// covered or not: a container that does not forward appearance methods decides when they
  /// appear, and they show what they hold as any view controller on screen does.
  var toldSubtrees: [UIViewController] {
    var found: [UIViewController] = []
    if !shouldAutomaticallyForwardAppearanceMethods {
      for child in containedChildren
      where child.appearanceState == .appearing || child.appearanceState == .appeared {
        found += child.shownSubtree.filter { $0 !== child }
      }
    }
    for child in children { found += child.toldSubtrees }
    if let presented = ownPresented { found += presented.toldSubtrees }
    return found
  }

  /// Brings the appearance of this child (added with ``addChild(_:)``) in line with its parent
  /// after its containment or its view changed (`formerParent`: the parent it just left).
  ///
  /// It starts appearing when it is shown with a parent that appears or is appearing, and
  /// disappearing otherwise; the change ends at once, or with the parent's appearance when that
  /// is under way. Only the child changes: the window's own update, which a container's
  /// transition may be about to make (a pushed view controller embeds its child when its view
  /// loads), is left alone.
  func containmentChanged(leaving formerParent: UIViewController? = nil) {
    guard let container = parent ?? formerParent,
      container.shouldAutomaticallyForwardAppearanceMethods
    else { return }
    let containerShown =
      container.appearanceState == .appearing || container.appearanceState == .appeared
    let shown = parent != nil && containerShown && container.shows(self)
    let subtree = shownSubtree
    for controller in subtree {
      controller.startAppearance(shown, animated: false, in: container.windowOfView)
    }
    if container.appearanceState == .appeared || parent == nil {
      UIViewController.endAppearances(of: subtree)
    }
  }

  /// Starts the view's appearance (`viewWillAppear(_:)`) or disappearance
  /// (`viewWillDisappear(_:)`), unless it is already on its way there; `window` is the window
  /// it arrives in (`nil`: the one it is leaving).
  ///
  /// The children added with ``addChild(_:)`` follow, after it, with what they show: those
  /// shown with it when it appears, all of them when it disappears.
  ///
  /// The window keeps the view controllers it shows (`tracked`), except those a container that
  /// does not forward appearance methods tells itself.
  func startAppearance(
    _ appearing: Bool, animated: Bool, in window: UIWindow?, tracked: Bool = true
  ) {
    appearanceAnimated = animated
    switch (appearing, appearanceState) {
    case (true, .disappeared), (true, .disappearing):
      // UIKit loads a view before it appears: `viewDidLoad()` comes before `viewWillAppear(_:)`.
      _ = view
      let arrivingIn = window ?? appearanceWindow
      // Noted in the window first: app code in `viewWillAppear(_:)` that changes the hierarchy
      // (a presentation) updates the window again, which must not start this appearance twice.
      if tracked, let arrivingIn, !arrivingIn.shown.contains(where: { $0 === self }) {
        arrivingIn.shown.append(self)
      }
      viewWillAppear(animated)
      appearanceState = .appearing
      appearanceWindow = arrivingIn
      // A window's root view returns to the window (at the back) after a full-screen
      // presentation took it out.
      if let arrivingIn, arrivingIn.rootViewController === self, view.superview !== arrivingIn {
        arrivingIn.insertSubview(view, at: 0)
      }
      // "…after the viewWillAppear(_:) call", with the view in the window.
      viewIsAppearing(animated)
      // "…and the superview lays out the view controller's view": the view lays out its
      // subviews, between the view controller's layout callbacks.
      viewWillLayoutSubviews()
      view.layoutSubviews()
      viewDidLayoutSubviews()
      appearanceWillBegin()
    case (false, .appeared), (false, .appearing):
      viewWillDisappear(animated)
      appearanceState = .disappearing
      // The window lets go at once: a child that left its parent is not kept alive.
      appearanceWindow?.shown.removeAll { $0 === self }
    default:
      return
    }
    for controller in forwardedSubtrees(all: !appearing) {
      controller.startAppearance(
        appearing, animated: animated, in: appearanceWindow, tracked: tracked)
    }
  }

  /// Ends an appearance (`viewDidAppear(_:)`) or disappearance (`viewDidDisappear(_:)`) that is
  /// under way.
  func endAppearance() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(appearanceAnimated)
      // A child of a custom container has moved once it appeared, even when an override of
      // `didMove(toParent:)` does not call `super`.
      if isContainedChild { movingToParent = false }
      appearanceDidEnd()
    case .disappearing:
      appearanceState = .disappeared
      appearanceWindow = nil
      // It leaves the window it was the root of (replaced, or under a full-screen
      // presentation), but stays in one that was only hidden.
      if let view = viewIfLoaded, let window = view.superview as? UIWindow,
        !(window.isHidden && window.rootViewController === self)
      {
        view.removeFromSuperview()
      }
      viewDidDisappear(appearanceAnimated)
    case .appeared, .disappeared:
      return
    }
    // A child added while this view controller's appearance was under way ends with it.
    for controller in forwardedSubtrees(all: true) { controller.endAppearance() }
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
