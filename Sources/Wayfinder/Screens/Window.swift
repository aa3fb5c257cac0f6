public import WayfinderContainer

/// The headless window: owns the root screen and knows the topmost screen.
///
/// A window is where a hierarchy lives. Its ``context`` carries what every router opened in it
/// shares: the observers and the leak tracker.
///
/// ```swift
/// let window = Window()
/// window.context.addObserver { event in print(event) }
/// try window.setRoot { router in
///   try NavigationContainer(root: HomeScreen(viewModel: HomeViewModel(router: router)))
/// }
/// print(window.render())
/// ```
@MainActor
public final class Window {
  /// The root screen, or `nil` before one is set.
  @exclusivity(unchecked) public private(set) var root: Screen?

  /// What the routers opened in this window share: observers and the leak tracker.
  public let context: RoutingContext

  /// The dependency container handed to the root router, and inherited by every router opened
  /// from it.
  public let container: Container

  /// Creates an empty window.
  ///
  /// - Parameters:
  ///   - container: The container the routes resolve from; an empty one by default.
  ///   - context: The context its routers share; a new one by default.
  public init(container: Container = Container(), context: RoutingContext = RoutingContext()) {
    self.container = container
    self.context = context
  }

  /// Clears the root's reference to this window.
  isolated deinit {
    if let root, root.hostingWindowLink.refers(to: self) { root.hostingWindowLink = nil }
  }

  /// The screen on top of everything, or `nil` when there is no root.
  ///
  /// Follows presentations from the root and descends into the visible child of each container.
  public var topmostScreen: Screen? { root?.topmostScreen }

  /// Replaces the root with `screen`; the old hierarchy leaves the window.
  ///
  /// - Throws: ``RoutingError/Reason/alreadyInHierarchy(_:)`` when `screen` is already in a
  ///   hierarchy (this window's root included); nothing changes.
  public func replaceRoot(with screen: Screen) throws(RoutingError) {
    guard !screen.isInHierarchy else {
      throw RoutingError(
        "make \(ScreenInfo(screen)) the root", .alreadyInHierarchy(ScreenInfo(screen)))
    }
    let old = root
    old?.hostingWindow = nil
    root = screen
    screen.hostingWindow = self
    if let old { context.leakTracker.recordRemoval(of: old) }
  }

  /// Builds a screen with a new root router and makes it the root of the window.
  ///
  /// The router's transition is ``RootTransition``; observers receive an `opened` event.
  ///
  /// - Parameter build: Builds the root screen from its router (typically a tab or navigation
  ///   container whose content has its own routers, made with ``Router/makeScreen(_:build:)``).
  /// - Returns: The new root.
  /// - Throws: ``RoutingError/Reason/buildFailed(_:)`` when `build` throws, or any error of
  ///   ``replaceRoot(with:)``; the window is unchanged and observers receive a `failed` event.
  @discardableResult
  public func setRoot<S: Screen>(
    build: (DefaultRouter) throws -> S
  ) throws(RoutingError) -> S {
    let transition = RootTransition()
    let router = DefaultRouter(
      configuration: RouterConfiguration(
        rootTransition: transition, context: context, container: container))
    let screen: S
    do {
      screen = try router.adopt(build(router))
      try replaceRoot(with: screen)
    } catch {
      let failure = RoutingError.wrapping(error, request: "set the window's root")
      context.notify(.failed(failure, transition: transition.kind))
      throw failure
    }
    if context.hasObservers {
      context.notify(
        RoutingEvent(
          action: .opened, screen: ScreenInfo(screen), source: nil, transition: transition))
    }
    return screen
  }

  /// The screens that left this window's hierarchy but are still alive, or whose view model is.
  ///
  /// Call it after closing screens and dropping your own references: a non-empty list names a
  /// retain cycle or a forgotten reference. A surviving screen is listed with the view model and
  /// router it holds; a view model that something else shared when its screen left is listed
  /// even after the screen is freed. (A router kept alive on its own after its screen and view
  /// model are freed is not listed: it does not own its screen, so it keeps nothing shown
  /// alive.) The check is deterministic, with no timer: objects are freed as soon as the last
  /// reference goes.
  public func leakedScreens() -> [LeakedScreen] {
    context.leakTracker.survivors()
  }
}
