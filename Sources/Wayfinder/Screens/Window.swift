public import WayfinderContainer

/// The headless window: owns the root screen and knows the topmost screen.
///
/// A window is where a hierarchy lives. Its ``context`` carries what every router opened in it
/// shares (the observers), and its ``container`` is where the routes resolve what they build.
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
  public private(set) var root: Screen?

  /// What the routers opened in this window share: the observers.
  public let context: RoutingContext

  /// The dependency container handed to the root router, and inherited by every router opened
  /// from it.
  public let container: Container

  /// Creates an empty window.
  ///
  /// - Parameters:
  ///   - container: The container the routes resolve from; an empty one by default.
  ///   - context: The context its routers share; a new one by default. Windows may share one,
  ///     so that one observer sees the routing of every scene.
  public init(container: Container = Container(), context: RoutingContext = RoutingContext()) {
    self.container = container
    self.context = context
  }

  /// The screen on top of everything, or `nil` when there is no root.
  ///
  /// Follows presentations from the root and descends into the visible child of each container.
  public var topmostScreen: Screen? { root?.topmostScreen }

  /// Makes `screen` the root and returns the old root, which has left the window.
  ///
  /// - Throws: ``HierarchyError/alreadyInHierarchy(_:)``; nothing changes then.
  @discardableResult
  func replaceRoot(with screen: Screen) throws(HierarchyError) -> Screen? {
    guard !screen.isInHierarchy else { throw .alreadyInHierarchy(ScreenInfo(screen)) }
    let old = root
    old?.hostingWindow = nil
    root = screen
    screen.hostingWindow = self
    return old
  }
}
