extension Router {
  /// Closes the root by undoing ``rootTransition`` and reports the outcome: pops a pushed screen
  /// (and what was pushed after it), dismisses a presented one.
  ///
  /// A screen that a route made for the bottom of a navigation container it wrapped around it
  /// (`open(.modal) { router in try NavigationContainer(root: router.makeScreen { … }) }`) closes
  /// that container, as the container's router would.
  ///
  /// A failure (the root is gone or not shown, the transition cannot be undone) reaches the
  /// observers as well; the hierarchy is unchanged then.
  public func close(completion: RoutingCompletion?) {
    context.perform(.close, by: self, completion: completion)
  }

  /// Dismisses the modal presentation containing the root and reports the outcome.
  ///
  /// A screen pushed inside a presented navigation container dismisses the whole container.
  /// Fails with ``HierarchyError/notPresented(_:)`` when the root is in no presentation.
  public func dismiss(completion: RoutingCompletion?) {
    context.perform(.dismiss, by: self, completion: completion)
  }

  /// Closes everything presented or pushed above the root, so the root is on top again
  /// (Marshroute's "focus on current module").
  ///
  /// Pops the screens pushed after the root (and after each container holding it; when the root
  /// is a navigation container built around its bottom screen, the screens pushed above that
  /// one), selects the tab holding it, and dismisses what is presented above it. Observers
  /// receive a `focused` event; when the root is gone or not shown, a `failed` event.
  public func focus(completion: RoutingCompletion? = nil) {
    context.perform(.focus, by: self, completion: completion)
  }

  /// Selects the tab at `index` of the tab container holding the root.
  ///
  /// Fails with ``RoutingError/Reason/noTabContainer(_:)`` when the root is not inside a tab
  /// container, or ``HierarchyError/tabIndexOutOfRange(index:count:)``; the selection is
  /// unchanged then.
  public func selectTab(at index: Int, completion: RoutingCompletion? = nil) {
    context.perform(.selectTab(index: index), by: self, completion: completion)
  }
}
