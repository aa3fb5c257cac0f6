extension Screen {
  /// Checks that `screen` could be presented from this screen, without changing anything.
  func checkCanPresent(_ screen: Screen) throws(HierarchyError) {
    guard !screen.isInHierarchy else { throw .alreadyInHierarchy(ScreenInfo(screen)) }
    guard !wouldBeInside(screen) else { throw .wouldContainItself(ScreenInfo(screen)) }
    let host = presentationHost
    if let presented = host.presentedScreen {
      throw .alreadyPresenting(host: ScreenInfo(host), presented: ScreenInfo(presented))
    }
  }

  /// Presents `screen` modally from this screen's presentation host.
  ///
  /// - Throws: as ``checkCanPresent(_:)``; nothing changes then.
  func present(_ screen: Screen) throws(HierarchyError) {
    try checkCanPresent(screen)
    let host = presentationHost
    host.presentedScreen = screen
    screen.presentingScreen = host
    screen.presentationSource = self
  }

  /// Removes the screen this screen presents, with everything it presents in turn, and returns
  /// it; `nil` when nothing is presented.
  @discardableResult
  func dismissPresentedScreen() -> Screen? {
    guard let presented = presentedScreen else { return nil }
    presentedScreen = nil
    presented.presentingScreen = nil
    presented.presentationSource = nil
    return presented
  }

  /// Dismisses the presentation this screen is in, and returns the dismissed screen.
  ///
  /// The screen is presented itself, or is the root of a presented navigation container.
  ///
  /// - Throws: ``HierarchyError/notPresented(_:)``.
  func dismissOwnPresentation() throws(HierarchyError) -> Screen {
    let presented: Screen
    if presentingScreen != nil {
      presented = self
    } else if let navigation = rootedStack, navigation.presentingScreen != nil {
      presented = navigation
    } else {
      throw .notPresented(ScreenInfo(self))
    }
    return presented.presentingScreen?.dismissPresentedScreen() ?? presented
  }

  /// Detaches `removed` (children this container just dropped) from the hierarchy, together with
  /// the presentation any of them asked for, and returns everything that left.
  func detach(_ removed: [Screen]) -> [Screen] {
    for screen in removed { screen.container = nil }
    let host = presentationHost
    if let presented = host.presentedScreen, let source = presented.presentationSource,
      removed.contains(where: { source.isDescendant(of: $0) }),
      let dismissed = host.dismissPresentedScreen()
    {
      return removed + [dismissed]
    }
    return removed
  }
}
