extension RoutingRequest {
  /// The name of the transition reported on the request's events.
  func transitionName(by router: any Router) -> String? {
    switch self {
    case .open(_, let transition): transition.name
    case .close, .dismiss: router.rootTransition.name
    case .focus: nil
    case .selectTab, .selectShownTab: Transition.selectTab.name
    case .popToRoot, .popAndPush, .setStack: Transition.push.name
    case .dismissAll: Transition.modal.name
    case .closeShown(let screen): Self.openingTransition(of: screen)?.name
    case .replaceRoot: Transition.root.name
    }
  }

  /// The window the request changes, read before it is carried out (a close takes the root out
  /// of it); `nil` when the router's root is in none.
  func window(by router: any Router) -> Window? {
    switch self {
    case .replaceRoot(let window, _): window
    case .closeShown(let screen): screen.window
    case .selectShownTab(_, let tabs): tabs.window
    default: router.root?.window
    }
  }

  /// Checks the request against the hierarchy, carries it out from `router`'s root and sends
  /// its event to `context`'s observers, if any; returns the screens that left the hierarchy.
  ///
  /// - Throws: the ``RoutingError`` that stops it, before anything changes.
  func perform(by router: any Router, in context: RoutingContext) throws(RoutingError)
    -> [Screen]
  {
    switch self {
    case .open(let screen, let transition):
      return try open(screen, with: transition, by: router, in: context)
    case .close:
      return try close(by: router, in: context)
    case .dismiss:
      return try dismiss(by: router, in: context)
    case .focus:
      return try focus(by: router, in: context)
    case .selectTab(let index):
      return try selectTab(at: index, by: router, in: context)
    case .popToRoot(let animated):
      return try popToRoot(animated: animated, by: router, in: context)
    case .popAndPush(let screen, let animated):
      return try popAndPush(screen, animated: animated, by: router, in: context)
    case .setStack(let screens, let animated):
      return try setStack(screens, animated: animated, by: router, in: context)
    case .dismissAll(let screen, let animated):
      return try dismissAll(downTo: screen, animated: animated, by: router, in: context)
    case .closeShown(let screen):
      return try closeShown(screen, in: context)
    case .selectShownTab(let index, let tabs):
      return try selectShownTab(at: index, in: tabs, context: context)
    case .replaceRoot(let window, let screen):
      try screen.checkMadeIn(context, for: "make \(ScreenInfo(screen)) the window's root")
      let old = try hierarchy("make \(ScreenInfo(screen)) the window's root") {
        () throws(HierarchyError) in try window.replaceRoot(with: screen)
      }
      context.notifyIfObserved {
        RoutingEvent(action: .opened, screen: ScreenInfo(screen), source: nil, transition: .root)
      }
      return old.map { [$0] } ?? []
    }
  }

  // MARK: - Requests

  private func open(
    _ screen: Screen, with transition: Transition, by router: any Router,
    in context: RoutingContext
  ) throws(RoutingError) -> [Screen] {
    func request() -> String {
      Self.describeOpening(ScreenInfo(screen).description, transition, from: router)
    }
    guard let root = router.root else { throw RoutingError(request(), .rootDeallocated) }
    var removed: [Screen] = []
    switch transition.placement {
    case .push, .modal, .root: try screen.checkMadeIn(context, for: request())
    case .tab, .container: break
    }
    switch transition.placement {
    case .push:
      // The stack first, then whether it is shown: one walk up the hierarchy instead of two.
      guard let navigation = root.navigationContainer, navigation.isShown else {
        try checkShown(root, for: request())
        throw RoutingError(request(), .noNavigationContainer(ScreenInfo(root)))
      }
      try hierarchy(request()) { () throws(HierarchyError) in try navigation.push(screen) }
    case .modal(let inNavigation):
      try checkShown(root, for: request())
      try hierarchy(request()) { () throws(HierarchyError) in
        try root.checkCanPresent(screen)
        try root.present(inNavigation ? NavigationContainer(root: screen) : screen)
      }
    case .tab:
      try checkShown(root, for: request())
      // A tab of this window: selecting another window's tab from here would change a
      // hierarchy this router's observers do not follow.
      guard let tabs = screen.container as? TabContainer, tabs.window === root.window else {
        throw RoutingError(request(), .notATab(ScreenInfo(screen)))
      }
      try hierarchy(request()) { () throws(HierarchyError) in try tabs.selectTab(screen) }
    case .root:
      guard let window = root.window else {
        throw RoutingError(request(), .notShown(ScreenInfo(root)))
      }
      let old = try hierarchy(request()) { () throws(HierarchyError) in
        try window.replaceRoot(with: screen)
      }
      removed = old.map { [$0] } ?? []
    case .container:
      try checkShown(root, for: request())
      guard screen.isInHierarchy, screen.window === root.window else {
        throw RoutingError(request(), .notPlaced(ScreenInfo(screen)))
      }
    }
    Self.noteOpening(screen, with: transition)
    context.notifyIfObserved {
      RoutingEvent(
        action: .opened, screen: ScreenInfo(screen), source: ScreenInfo(root),
        transition: transition.name, animator: transition.animator?.info)
    }
    return removed
  }

  private func close(by router: any Router, in context: RoutingContext) throws(RoutingError)
    -> [Screen]
  {
    let transition = router.rootTransition
    guard let root = router.root else {
      throw RoutingError("close the root of \(type(of: router))", .rootDeallocated)
    }
    func request() -> String { "close \(ScreenInfo(root))" }
    let removed: [Screen]
    switch transition.placement {
    case .push:
      // The stack first, then whether it is shown: one walk up the hierarchy instead of two.
      guard let navigation = root.container as? NavigationContainer, navigation.isShown else {
        try checkShown(root, for: request())
        throw RoutingError(request(), .notInStack(ScreenInfo(root)))
      }
      removed = try hierarchy(request()) { () throws(HierarchyError) in
        try navigation.remove(root)
      }
    case .modal:
      try checkShown(root, for: request())
      let dismissed = try hierarchy(request()) { () throws(HierarchyError) in
        try root.dismissOwnPresentation()
      }
      removed = [dismissed]
    case .tab, .root, .container:
      // The bottom screen of a stack that a route wrapped around it (`makeScreen` inside
      // `NavigationContainer(root:)`) closes with its stack, as the stack's router would.
      if let stackRouter = wrappingStackRouter(of: root, placement: transition.placement) {
        return try close(by: stackRouter, in: context)
      }
      try checkShown(root, for: request())
      throw RoutingError(request(), .notClosable(ScreenInfo(root), placement: transition.placement))
    }
    context.notifyIfObserved {
      RoutingEvent(
        action: .closed, screen: ScreenInfo(root), transition: transition.name,
        animator: transition.animator?.info)
    }
    return removed
  }

  private func dismiss(by router: any Router, in context: RoutingContext) throws(RoutingError)
    -> [Screen]
  {
    let root = try shownRoot(of: router, doing: "dismiss")
    guard let presented = root.modalPresentationRoot, let host = presented.presentingScreen else {
      throw RoutingError("dismiss \(ScreenInfo(root))", .notPresented(ScreenInfo(root)))
    }
    // A presented navigation container that a transition wrapped around the screen has no router
    // of its own: its bottom screen's router opened the presentation.
    let opener = (presented.ownRouter ?? presented.children.first?.ownRouter)?.rootTransition
    let name = opener?.name ?? router.rootTransition.name
    let removed = host.dismissPresentedScreen().map { [$0] } ?? []
    context.notifyIfObserved {
      RoutingEvent(
        action: .dismissed, screen: ScreenInfo(root), transition: name,
        animator: (opener?.animator)?.info)
    }
    return removed
  }

  private func focus(by router: any Router, in context: RoutingContext) throws(RoutingError)
    -> [Screen]
  {
    let root = try shownRoot(of: router, doing: "focus on")
    // A stack a route built around its bottom screen (whose router is the stack's) shows that
    // screen again, as `popAndPush` replaces it.
    var removed = (root as? NavigationContainer)?.popToRoot() ?? []
    var screen = root
    while let parent = screen.container {
      if let navigation = parent as? NavigationContainer {
        // `screen` is on this stack (its container is `navigation`), so neither call fails.
        removed += (try? navigation.pop(to: screen)) ?? []
      } else if let tabs = parent as? TabContainer {
        try? tabs.selectTab(screen)
      }
      screen = parent
    }
    if let dismissed = screen.dismissPresentedScreen() { removed.append(dismissed) }
    context.notifyIfObserved {
      RoutingEvent(action: .focused, screen: ScreenInfo(root))
    }
    return removed
  }

  private func selectTab(at index: Int, by router: any Router, in context: RoutingContext)
    throws(RoutingError)
    -> [Screen]
  {
    func request() -> String { "select tab \(index)" }
    let root = try shownRoot(of: router, for: request())
    guard let tabs = root.tabContainer else {
      throw RoutingError(request(), .noTabContainer(ScreenInfo(root)))
    }
    try hierarchy(request()) { () throws(HierarchyError) in try tabs.selectTab(at: index) }
    context.notifyIfObserved {
      RoutingEvent(
        action: .selectedTab, screen: tabs.selectedTab.map(ScreenInfo.init),
        source: ScreenInfo(root), transition: Transition.selectTab.name)
    }
    return []
  }

  private func dismissAll(
    downTo screen: Screen?, animated: Bool, by router: any Router, in context: RoutingContext
  ) throws(RoutingError) -> [Screen] {
    let root = try shownRoot(of: router, for: "dismiss everything presented")
    let target = screen ?? root
    func request() -> String { "dismiss everything presented above \(ScreenInfo(target))" }
    guard target.window === root.window else {
      throw RoutingError(request(), .notShown(ScreenInfo(target)))
    }
    let host = target.presentationHost
    guard let presented = host.presentedScreen else {
      throw RoutingError(request(), .notPresenting(ScreenInfo(host)))
    }
    var count = 1
    var next = presented.presentedScreen
    while let layer = next {
      count += 1
      next = layer.presentedScreen
    }
    let removed = host.dismissPresentedScreen().map { [$0] } ?? []
    context.notifyIfObserved {
      RoutingEvent(
        action: .dismissedAll(count: count), screen: ScreenInfo(target),
        transition: Transition.modal.name,
        animator: (animated ? SystemAnimator.modal : nil)?.info)
    }
    return removed
  }

  private func closeShown(_ screen: Screen, in context: RoutingContext) throws(RoutingError)
    -> [Screen]
  {
    func request() -> String { "close \(ScreenInfo(screen))" }
    try checkShown(screen, for: request())
    let opener = Self.openingTransition(of: screen)
    let removed: [Screen]
    let name: String
    if let navigation = screen.container as? NavigationContainer,
      navigation.rootScreen !== screen
    {
      removed = try hierarchy(request()) { () throws(HierarchyError) in
        try navigation.remove(screen)
      }
      name = opener?.name ?? Transition.push.name
    } else if screen.presentingScreen != nil
      || screen.rootedStack?.presentingScreen != nil
    {
      let dismissed = try hierarchy(request()) { () throws(HierarchyError) in
        try screen.dismissOwnPresentation()
      }
      removed = [dismissed]
      name = opener?.name ?? Transition.modal.name
    } else {
      throw RoutingError(
        request(), .notClosable(ScreenInfo(screen), placement: opener?.placement ?? .container))
    }
    context.notifyIfObserved {
      RoutingEvent(
        action: .closed, screen: ScreenInfo(screen), transition: name,
        animator: opener?.animator?.info)
    }
    return removed
  }

  private func selectShownTab(
    at index: Int, in tabs: TabContainer, context: RoutingContext
  ) throws(RoutingError) -> [Screen] {
    func request() -> String { "select tab \(index) of \(ScreenInfo(tabs))" }
    try checkShown(tabs, for: request())
    try hierarchy(request()) { () throws(HierarchyError) in try tabs.selectTab(at: index) }
    context.notifyIfObserved {
      RoutingEvent(
        action: .selectedTab, screen: tabs.selectedTab.map(ScreenInfo.init),
        transition: Transition.selectTab.name)
    }
    return []
  }

  // MARK: - Helpers

  /// The transition that opened `screen`: its router's, or for a navigation container a route
  /// wrapped around its bottom screen, that screen's router's.
  static func openingTransition(of screen: Screen) -> Transition? {
    if let router = screen.router { return router.rootTransition }
    return (screen as? NavigationContainer)?.rootScreen.router?.rootTransition
  }

  /// The router of the navigation container that `root` is the bottom of, when its container
  /// placed `root` and that router can close the whole stack (it pushed or presented it).
  private func wrappingStackRouter(
    of root: Screen, placement: Transition.Placement
  ) -> DefaultRouter? {
    guard placement == .container, let stackRouter = root.rootedStack?.ownRouter else {
      return nil
    }
    switch stackRouter.rootTransition.placement {
    case .push, .modal: return stackRouter
    case .tab, .root, .container: return nil
    }
  }

  /// Throws ``RoutingError/Reason/notShown(_:)`` naming `request` unless `root` is shown.
  private func checkShown(
    _ root: Screen, for request: @autoclosure () -> String
  ) throws(RoutingError) {
    guard root.isShown else { throw RoutingError(request(), .notShown(ScreenInfo(root))) }
  }

  /// The router's root when it is alive and shown, or the error naming the request as `verb`
  /// and the root (`dismiss ProductScreen "Product 42"`), or the router's type when the root is
  /// gone.
  private func shownRoot(of router: any Router, doing verb: String) throws(RoutingError) -> Screen {
    guard let root = router.root else {
      throw RoutingError("\(verb) the root of \(type(of: router))", .rootDeallocated)
    }
    try checkShown(root, for: "\(verb) \(ScreenInfo(root))")
    return root
  }

  /// The router's root when it is alive and shown, or the error naming `request`.
  private func shownRoot(
    of router: any Router, for request: @autoclosure () -> String
  ) throws(RoutingError) -> Screen {
    guard let root = router.root else { throw RoutingError(request(), .rootDeallocated) }
    try checkShown(root, for: request())
    return root
  }

  /// The shown root and the navigation container it is on, or the error naming `request`.
  func navigation(
    of router: any Router, for request: @autoclosure () -> String
  ) throws(RoutingError) -> (Screen, NavigationContainer) {
    let root = try shownRoot(of: router, for: request())
    guard let navigation = root.navigationContainer else {
      throw RoutingError(request(), .noNavigationContainer(ScreenInfo(root)))
    }
    return (root, navigation)
  }

  /// Runs a change of the screen model, wrapping the rule it breaks into a ``RoutingError``.
  @discardableResult
  func hierarchy<T>(
    _ request: @autoclosure () -> String, _ change: () throws(HierarchyError) -> T
  ) throws(RoutingError) -> T {
    do {
      return try change()
    } catch {
      throw RoutingError(request(), .hierarchy(error))
    }
  }

  static func pushAnimator(_ animated: Bool) -> (any Animator)? {
    animated ? SystemAnimator.push : nil
  }

  /// Gives `screen`'s own router the transition that opened it, whatever the router was made
  /// with (`makeScreen` then `route(to:as:)`, or a router subclass that changed the
  /// transition), so that its `close()` undoes it; a recorded request does too.
  static func noteOpening(_ screen: Screen, with transition: Transition) {
    guard let own = screen.ownRouter, own.rootTransition != transition else { return }
    switch transition.placement {
    case .push, .modal, .root: own.rootTransition = transition
    case .tab, .container: break
    }
  }

  /// What opening `what` from `router`'s root is called in an error message:
  /// `push ProductScreen "Product 42" from ShopScreen "Shop"`,
  /// `present PopUpScreen "Sale" from ShopScreen "Shop" (fade)`, `make HomeScreen the root`.
  static func describeOpening(
    _ what: String, _ transition: Transition, from router: any Router
  ) -> String {
    let source = router.root.map { " from \(ScreenInfo($0))" } ?? ""
    // The transition in brackets, unless the verb says it already: a custom animator's name
    // (`fade`) or the kind (`modal in navigation`, `card`).
    let detail =
      transition.goesByAnimatorName ? transition.animator?.name ?? transition.name : transition.name
    switch transition.placement {
    case .push where transition.name == Transition.push.name: return "push \(what)\(source)"
    case .push: return "push \(what)\(source) (\(detail))"
    case .modal: return "present \(what)\(source) (\(detail))"
    case .root: return "make \(what) the root"
    case .tab, .container: return "open \(what)\(source) (\(detail))"
    }
  }
}
