public import WayfinderContainer

/// What a new router is made with; only the kit creates one.
///
/// Routers are created by ``Router/open(_:build:completion:)``, ``Router/makeScreen(_:build:)``
/// and ``Window/setRoot(build:)``, which hand the new router to the closure that builds its
/// screen. A subclass of ``DefaultRouter`` inherits its `required init(configuration:)`.
@MainActor
public struct RouterConfiguration {
  /// The transition that will open the router's root.
  public let rootTransition: Transition

  /// The context the router shares with its window.
  public let context: RoutingContext

  /// The container the router resolves from, inherited from the router that opens it.
  public let container: Container
}
