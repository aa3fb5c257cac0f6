/// Pushes a screen onto the source's navigation container; closing pops exactly that screen.
///
/// The navigation container is the nearest one the source is in (or is), as UIKit's
/// `navigationController`. Closing a screen in the middle of a stack removes it and the screens
/// pushed after it; the screens below stay.
public struct PushTransition: Transition {
  private let storage: AnimatorStorage?

  /// Creates a push transition with the system push animation.
  public init() {
    self.storage = AnimatorStorage.push
  }

  /// Creates a push transition.
  ///
  /// - Parameter animator: The animator; `nil` for no animation.
  public init(animator: (any Animator)?) {
    self.storage = AnimatorStorage.make(animator)
  }

  /// The animator, the system push by default; `nil` for no animation.
  public var animator: (any Animator)? { storage?.animator }

  /// ``TransitionKind/push``.
  public var kind: TransitionKind { .push }

  /// Pushes `screen` onto the navigation container of `source`.
  ///
  /// - Throws: ``RoutingError/Reason/noNavigationContainer(_:)`` or
  ///   ``RoutingError/Reason/alreadyInHierarchy(_:)``.
  public func open(_ screen: Screen, from source: Screen) throws(RoutingError) {
    func request() -> String { "push \(ScreenInfo(screen)) from \(ScreenInfo(source))" }
    guard let navigation = source.navigationContainer else {
      throw RoutingError(request(), .noNavigationContainer(ScreenInfo(source)))
    }
    do {
      try navigation.push(screen)
    } catch {
      throw RoutingError(request(), error.reason)
    }
  }

  /// Pops `screen` and everything pushed after it.
  ///
  /// - Throws: ``RoutingError/Reason/notInStack(_:)`` when `screen` is not on a navigation stack,
  ///   or ``RoutingError/Reason/cannotPopRoot(_:)`` when it is the stack's root.
  public func close(_ screen: Screen) throws(RoutingError) {
    guard let navigation = screen.container as? NavigationContainer else {
      throw RoutingError("pop \(ScreenInfo(screen))", .notInStack(ScreenInfo(screen)))
    }
    do {
      try navigation.close(screen)
    } catch {
      throw RoutingError("pop \(ScreenInfo(screen))", error.reason)
    }
  }
}
