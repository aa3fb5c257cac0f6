/// Makes a screen the root of the source's window; the old hierarchy leaves the window.
///
/// A root cannot be closed (there would be nothing to show): closing throws
/// ``RoutingError/Reason/notClosable(_:transition:)``; replace the root instead.
public struct RootTransition: Transition {
  /// The animator, none by default.
  public let animator: (any Animator)?

  /// Creates a root-replacement transition.
  public init(animator: (any Animator)? = nil) {
    self.animator = animator
  }

  /// ``TransitionKind/root``.
  public var kind: TransitionKind { .root }

  /// Makes `screen` the root of the window `source` is shown in.
  ///
  /// - Throws: ``RoutingError/Reason/notShown(_:)`` when `source` is in no window, or
  ///   ``RoutingError/Reason/alreadyInHierarchy(_:)``.
  public func open(_ screen: Screen, from source: Screen) throws(RoutingError) {
    func request() -> String { "make \(ScreenInfo(screen)) the root" }
    guard let window = source.window else {
      throw RoutingError(request(), .notShown(ScreenInfo(source)))
    }
    do {
      try window.replaceRoot(with: screen)
    } catch {
      throw RoutingError(request(), error.reason)
    }
  }

  /// Always throws: a root cannot be closed.
  public func close(_ screen: Screen) throws(RoutingError) {
    throw RoutingError(
      "close \(ScreenInfo(screen))", .notClosable(ScreenInfo(screen), transition: kind))
  }
}
