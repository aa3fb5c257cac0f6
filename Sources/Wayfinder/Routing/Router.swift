public import WayfinderContainer

/// A router: routes from a root screen, which it does not own, and remembers the transition
/// that opened that root (the article's `Router`).
///
/// Feature routes are protocols with a default implementation constrained to `Router`:
///
/// ```swift
/// @MainActor protocol ProductRoute {
///   func openProduct(id: Int)
/// }
///
/// extension ProductRoute where Self: Router {
///   func openProduct(id: Int) { openProduct(id: id, as: .push) }
///
///   func openProduct(id: Int, as transition: Transition) {
///     open(transition) { router in
///       ProductScreen(viewModel: ProductViewModel(id: id, router: router))
///     }
///   }
/// }
///
/// extension DefaultRouter: ProductRoute {}
/// ```
///
/// The requirements are the article's (the root and the transition that opened it) plus what
/// routing needs (the shared context and the dependency container). Everything else —
/// ``open(_:build:completion:)``, ``close(completion:)``, ``focus(completion:)``, the stack
/// operations — is an extension that hands a request to the ``context``.
@MainActor
public protocol Router: Routable {
  /// The screen this router routes from; not owned, so it is `nil` once the screen is freed.
  var root: Screen? { get }

  /// The transition that opened ``root``, undone by `close()`.
  var rootTransition: Transition { get }

  /// What this router shares with the other routers of its window: the observers, and the place
  /// requests are carried out.
  var context: RoutingContext { get }

  /// The dependency container the routes resolve what they build from; child routers inherit
  /// it from the router that opened them.
  var container: Container { get }
}
