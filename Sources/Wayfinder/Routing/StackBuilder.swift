/// Lists the screens of a new navigation stack for ``Router/setStack(animated:build:completion:)``.
///
/// Each screen is either kept from the current stack or built with its own router, as a route
/// would build it: a new bottom screen's router gets the current bottom's transition
/// (``Transition/empty`` for a tab's stack, the presentation's transition for a presented one),
/// the others a push.
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

  /// The screens built here, with their routers: when the request fails, each goes back to
  /// having no router.
  private var built: [(router: DefaultRouter, screen: Screen)] = []

  private let router: any Router
  /// The stack being replaced; `nil` when the root is on none (the request then fails, or a test
  /// double records it).
  private let navigation: NavigationContainer?
  private let animator: (any Animator)?

  init(router: any Router, navigation: NavigationContainer?, animator: (any Animator)?) {
    self.router = router
    self.navigation = navigation
    self.animator = animator
  }

  /// Keeps `screen`, which must be on the stack being replaced, at the next position.
  ///
  /// A kept screen that moves onto the bottom takes the old bottom's transition (a presented
  /// stack's bottom dismisses it); one that moves off the bottom becomes a push, so its
  /// `close()` still undoes its place. That takes a router of its own: a bottom screen built
  /// inside its stack (`makeScreen { router in try NavigationContainer(root: …) }`) routes
  /// through the stack's router, so once it moves up its ``Screen/router`` is `nil`: only a
  /// stack operation of a screen below it (``Router/popToRoot(animated:completion:)``) removes it.
  ///
  /// - Throws: ``HierarchyError/notInStack(_:)``.
  public func keep(_ screen: Screen) throws(RoutingError) {
    if let navigation, navigation.index(of: screen) == nil {
      throw RoutingError("keep \(ScreenInfo(screen))", .notInStack(ScreenInfo(screen)))
    }
    screens.append(screen)
  }

  /// Builds a screen with a new router and lists it at the next position.
  ///
  /// - Returns: The screen.
  /// - Throws: ``RoutingError/Reason/buildFailed(_:)`` when `build` throws.
  @discardableResult
  public func push<S: Screen>(build: @MainActor (DefaultRouter) throws -> S) throws(RoutingError)
    -> S
  {
    try push(router: DefaultRouter.self, build: build)
  }

  /// Builds a screen whose router is a `routerType` and lists it at the next position.
  ///
  /// See ``push(build:)``.
  @discardableResult
  public func push<R: DefaultRouter, S: Screen>(
    router routerType: R.Type, build: @MainActor (R) throws -> S
  ) throws(RoutingError) -> S {
    let transition: Transition
    if screens.isEmpty {
      // The new bottom takes over the current bottom's transition (a presented stack's bottom
      // closes by dismissing it).
      transition =
        navigation?.bottomTransition
        ?? router.rootTransition
    } else {
      transition = .push(animator: animator)
    }
    let made = try router.makeScreenAndRouter(transition, router: routerType, build: build)
    built.append((made.router, made.screen))
    screens.append(made.screen)
    return made.screen
  }

  /// Gives the screens built here back their state before the request: no router.
  func disownBuiltScreens() {
    for (router, screen) in built { router.disown(screen) }
  }
}
