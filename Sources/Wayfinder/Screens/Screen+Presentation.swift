extension Screen {
  /// Presents `screen` modally from this screen's ``presentationHost``.
  ///
  /// - Throws: ``RoutingError/Reason/alreadyInHierarchy(_:)`` when `screen` is in a hierarchy, or
  ///   ``RoutingError/Reason/alreadyPresenting(host:presented:)`` when the host already presents a
  ///   screen (UIKit's rule: one presented screen per screen); nothing changes.
  public func present(_ screen: Screen) throws(RoutingError) {
    try checkCanPresent(screen)
    let host = presentationHost
    host.presentedScreen = screen
    screen.presentingScreen = host
    screen.presentationSource = self
  }

  /// Dismisses the screen this screen's ``presentationHost`` presents, with everything it
  /// presents in turn, and returns it.
  ///
  /// - Throws: ``RoutingError/Reason/notPresenting(_:)`` when nothing is presented.
  @discardableResult
  public func dismissPresentedScreen() throws(RoutingError) -> Screen {
    let host = presentationHost
    guard host.presentedScreen != nil else {
      throw RoutingError(
        "dismiss what \(ScreenInfo(self)) presents", .notPresenting(ScreenInfo(host)))
    }
    return host.dismissPresentedScreen(tracker: window?.context.leakTracker)
  }

  /// Removes the presented screen (known to exist) and reports it and its subtree as closed.
  @discardableResult
  func dismissPresentedScreen(tracker: LeakTracker?) -> Screen {
    guard let presented = presentedScreen else { return self }
    presentedScreen = nil
    presented.presentingScreen = nil
    presented.presentationSource = nil
    tracker?.recordRemoval(of: presented)
    return presented
  }

  /// The screen that holds this screen's modal presentation: the nearest presented screen among
  /// this screen and its containers, or `nil` when the screen is not inside a presentation.
  public var modalPresentationRoot: Screen? {
    var screen: Screen? = self
    while let current = screen {
      if current.presentingScreen != nil { return current }
      screen = current.container
    }
    return nil
  }
}

extension Screen {
  /// Detaches `removed` (children this container just dropped) from the hierarchy: dismisses
  /// the presentation any of them asked for, then reports them to the leak tracker.
  func detach(_ removed: [Screen], tracker: LeakTracker?) {
    for screen in removed { screen.container = nil }
    let host = presentationHost
    if let presented = host.presentedScreen, let source = presented.presentationSource,
      removed.contains(where: { source.isDescendant(of: $0) })
    {
      host.dismissPresentedScreen(tracker: tracker)
    }
    guard let tracker else { return }
    for screen in removed { tracker.recordRemoval(of: screen) }
  }

  /// Detaches one screen this container just dropped, as the array version
  /// does for several.
  ///
  /// A concrete twin kept for the hot path (closing the top screen): calling the generic one
  /// with `CollectionOfOne` measured about 220 more instructions per open-close cycle.
  func detach(_ removed: Screen, tracker: LeakTracker?) {
    removed.container = nil
    let host = presentationHost
    if let presented = host.presentedScreen, let source = presented.presentationSource,
      source.isDescendant(of: removed)
    {
      host.dismissPresentedScreen(tracker: tracker)
    }
    tracker?.recordRemoval(of: removed)
  }

  /// The router that opened this screen as a presentation: its own, or, for a navigation
  /// container that a transition wrapped around the screen, its root's.
  var presentationRouter: (any Router)? {
    router ?? children.first?.router
  }

  /// Checks that `screen` could be presented from this screen, without changing anything.
  func checkCanPresent(_ screen: Screen) throws(RoutingError) {
    func request() -> String { "present \(ScreenInfo(screen)) from \(ScreenInfo(self))" }
    guard !screen.isInHierarchy else {
      throw RoutingError(request(), .alreadyInHierarchy(ScreenInfo(screen)))
    }
    guard !screen.mayContain(self) else {
      throw RoutingError(request(), .wouldContainItself(ScreenInfo(screen)))
    }
    let host = presentationHost
    if let presented = host.presentedScreen {
      throw RoutingError(
        request(), .alreadyPresenting(host: ScreenInfo(host), presented: ScreenInfo(presented)))
    }
  }

  /// Dismisses the presentation this screen is: presented itself, or the root of a presented
  /// navigation container.
  func dismissOwnPresentation(request: @autoclosure () -> String) throws(RoutingError) {
    let presented: Screen
    if presentingScreen != nil {
      presented = self
    } else if let navigation = container as? NavigationContainer,
      navigation.presentingScreen != nil, navigation.rootScreen === self
    {
      presented = navigation
    } else {
      throw RoutingError(request(), .notPresented(ScreenInfo(self)))
    }
    presented.presentingScreen?.dismissPresentedScreen(tracker: window?.context.leakTracker)
  }
}
