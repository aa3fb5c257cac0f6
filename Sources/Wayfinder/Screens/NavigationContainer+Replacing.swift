extension NavigationContainer {
  /// Replaces the top screen with `screen` in one step (pop and push), and returns the screen
  /// that left.
  ///
  /// On a stack holding only its root, the root is replaced. A presentation the old top asked
  /// for is dismissed with it.
  ///
  /// - Throws: ``RoutingError/Reason/alreadyInHierarchy(_:)`` when `screen` is in a hierarchy
  ///   (this stack included), or ``RoutingError/Reason/wouldContainItself(_:)``; the stack is
  ///   unchanged.
  @discardableResult
  public func replaceTop(with screen: Screen) throws(RoutingError) -> Screen {
    let top = topScreen
    guard !screen.isInHierarchy else {
      throw RoutingError(
        "replace \(ScreenInfo(top)) with \(ScreenInfo(screen))",
        .alreadyInHierarchy(ScreenInfo(screen)))
    }
    try setStack(stack.dropLast() + [screen])
    return top
  }
}
