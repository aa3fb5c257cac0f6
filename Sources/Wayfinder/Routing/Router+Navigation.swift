extension Router {
  /// Closes everything presented or pushed above the root, so the root is on top again
  /// (Marshroute's "focus on current module").
  ///
  /// Pops the screens pushed after the root (and after each container holding it), selects the
  /// tab holding it, and dismisses what is presented above it. Observers receive a `focused`
  /// event; when the root is gone or not shown they receive a `failed` event instead.
  func focusOnRoot(completion: RoutingCompletion?) {
    switch shownRoot(for: "focus on the root of \(type(of: self))") {
    case .failure(let error):
      finish(.failure(error), transition: nil, completion: completion)
    case .success(let root):
      let tracker = context.leakTracker
      tracker.beginBatch()
      var screen = root
      while let parent = screen.container {
        if let navigation = parent as? NavigationContainer {
          // `screen` is on this stack (its container is `navigation`), so this cannot fail.
          _ = try? navigation.pop(to: screen)
        } else if let tabs = parent as? TabContainer {
          _ = try? tabs.selectTab(screen)
        }
        screen = parent
      }
      if screen.presentedScreen != nil {
        screen.dismissPresentedScreen(tracker: tracker)
      }
      if context.hasObservers {
        context.notify(RoutingEvent(action: .focused, screen: ScreenInfo(root)))
      }
      tracker.endBatch()
      completion?(.success(()))
    }
  }

  /// Selects the tab at `index` of the tab container holding the root.
  ///
  /// Fails with ``RoutingError/Reason/noTabContainer(_:)`` when the root is not inside a tab
  /// container, or ``RoutingError/Reason/tabIndexOutOfRange(index:count:)``; the selection is
  /// unchanged then.
  func selectTabOfRoot(at index: Int, completion: RoutingCompletion?) {
    func request() -> String { "select tab \(index)" }
    switch shownRoot(for: request()) {
    case .failure(let error):
      finish(.failure(error), transition: .tabSelection, completion: completion)
    case .success(let root):
      guard let tabs = root.tabContainer else {
        let error = RoutingError(request(), .noTabContainer(ScreenInfo(root)))
        finish(.failure(error), transition: .tabSelection, completion: completion)
        return
      }
      do {
        try tabs.selectTab(at: index)
      } catch {
        finish(
          .failure(RoutingError(request(), error.reason)), transition: .tabSelection,
          completion: completion)
        return
      }
      if context.hasObservers, let tab = tabs.selectedTab {
        context.notify(
          RoutingEvent(
            action: .selectedTab, screen: ScreenInfo(tab), source: ScreenInfo(root),
            transition: .tabSelection))
      }
      completion?(.success(()))
    }
  }

  /// The root when it is alive and shown, or the error naming `request`.
  func shownRoot(for request: @autoclosure () -> String) -> Result<Screen, RoutingError> {
    guard let root else { return .failure(RoutingError(request(), .rootDeallocated)) }
    guard root.isShown else {
      return .failure(RoutingError(request(), .notShown(ScreenInfo(root))))
    }
    return .success(root)
  }

  /// Reports a failure to the observers, then hands the result to `completion`.
  func finish(
    _ result: Result<Void, RoutingError>, transition: TransitionKind?,
    completion: RoutingCompletion?
  ) {
    if case .failure(let error) = result {
      context.notify(.failed(error, transition: transition))
    }
    completion?(result)
  }
}
