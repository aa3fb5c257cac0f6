/// Lists the screens of a new navigation stack for ``Router/setStack(animated:build:completion:)``.
///
/// Each screen is either kept from the current stack or built with its own router, as a route
/// would build it: a new bottom screen's router gets the current bottom's transition
/// (``EmptyTransition`` for a tab's stack, the presentation's transition for a presented one),
/// the others ``PushTransition``.
///
/// ```swift
/// router.setStack { stack in
///   try stack.keep(home)
///   try stack.push { router in ProductScreen(viewModel: ProductViewModel(id: 7, router: router)) }
/// }
/// ```
@MainActor
public final class StackBuilder {
  /// The screens listed so far, bottom first.
  public private(set) var screens: [Screen] = []

  private let router: any Router
  private let target: Target
  private let animator: (any Animator)?

  /// What the builder lists screens for.
  private enum Target {
    /// A navigation stack: kept screens must be on it, and a new bottom screen's router takes
    /// its bottom's transition.
    case stack(NavigationContainer)
    /// No stack (a test double that records the screens): any screen may be kept, and a new
    /// bottom screen's router gets `bottomTransition`.
    case recording(bottomTransition: any Transition)
  }

  init(router: any Router, navigation: NavigationContainer, animator: (any Animator)?) {
    self.router = router
    self.target = .stack(navigation)
    self.animator = animator
  }

  /// Creates a builder for a test double with no stack (`RecordingRouter`): it keeps any
  /// screen, and a new bottom screen's router gets `bottomTransition` (the double's root
  /// stands for the current bottom).
  package init(
    recordingFor router: any Router, bottomTransition: any Transition, animator: (any Animator)?
  ) {
    self.router = router
    self.target = .recording(bottomTransition: bottomTransition)
    self.animator = animator
  }

  /// Checks the listed screens as replacing a stack with them would, for a builder with no
  /// stack: the list is not empty and names no screen twice.
  ///
  /// - Throws: ``RoutingError/Reason/emptyStack`` or ``RoutingError/Reason/duplicateScreen(_:)``.
  package func checkRecordedScreens() throws(RoutingError) {
    _ = try NavigationContainer.checkStack(screens, request: "replace the navigation stack")
  }

  /// Keeps `screen`, which must be on the stack being replaced, at the next position.
  ///
  /// - Throws: ``RoutingError/Reason/notInStack(_:)``.
  public func keep(_ screen: Screen) throws(RoutingError) {
    if case .stack(let navigation) = target, navigation.index(of: screen) == nil {
      throw RoutingError("keep \(ScreenInfo(screen))", .notInStack(ScreenInfo(screen)))
    }
    screens.append(screen)
  }

  /// Builds a screen with a new router and lists it at the next position.
  ///
  /// - Returns: The screen.
  /// - Throws: ``RoutingError/Reason/buildFailed(_:)`` when `build` throws.
  @discardableResult
  public func push<S: Screen>(build: (DefaultRouter) throws -> S) throws(RoutingError) -> S {
    try push(router: DefaultRouter.self, build: build)
  }

  /// Builds a screen whose router is a `routerType` and lists it at the next position.
  ///
  /// See ``push(build:)``.
  @discardableResult
  public func push<R: DefaultRouter, S: Screen>(
    router routerType: R.Type, build: (R) throws -> S
  ) throws(RoutingError) -> S {
    let screen: S
    if screens.isEmpty {
      // The new bottom takes over the current bottom's transition (a presented stack's bottom
      // closes by dismissing it).
      let bottomTransition: any Transition
      switch target {
      case .stack(let navigation):
        bottomTransition = navigation.rootScreen.router?.rootTransition ?? EmptyTransition()
      case .recording(let transition):
        bottomTransition = transition
      }
      screen = try router.makeScreen(bottomTransition, router: routerType, build: build)
    } else {
      screen = try router.makeScreen(
        PushTransition(animator: animator), router: routerType, build: build)
    }
    screens.append(screen)
    return screen
  }
}
