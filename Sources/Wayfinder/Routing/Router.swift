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
///   func openProduct(id: Int, as transition: some Transition) {
///     open(transition) { router in
///       ProductScreen(viewModel: ProductViewModel(id: id, router: router))
///     }
///   }
/// }
///
/// extension DefaultRouter: ProductRoute {}
/// ```
@MainActor
public protocol Router: Routable {
  /// The screen this router routes from; not owned, so it is `nil` once the screen is freed.
  var root: Screen? { get }

  /// The transition that opened ``root``, undone by `close()`.
  var rootTransition: any Transition { get }

  /// What this router shares with the other routers of its window: observers, leak tracker.
  var context: RoutingContext { get }

  /// The dependency container the routes resolve what they build from; child routers inherit
  /// it from the router that opened them.
  var container: Container { get }

  /// Closes everything presented or pushed above the root, so the root is on top again.
  ///
  func focus(completion: RoutingCompletion?)

  /// Selects the tab at `index` of the tab container holding the root.
  ///
  func selectTab(at index: Int, completion: RoutingCompletion?)

  /// Pops every screen above the bottom of the navigation stack holding the root.
  ///
  /// A requirement (with a default implementation) so that test doubles can record it.
  func popToRoot(animated: Bool, completion: RoutingCompletion?)

  /// Replaces the root (and what was pushed after it) with a new screen, in one step.
  ///
  /// A requirement (with a default implementation) so that test doubles can record it.
  func popAndPush<S: Screen>(
    animated: Bool, build: (DefaultRouter) throws -> S,
    completion: (@MainActor (Result<S, RoutingError>) -> Void)?)

  /// Replaces the whole navigation stack holding the root with the screens `build` lists.
  ///
  /// A requirement (with a default implementation) so that test doubles can record it.
  func setStack(
    animated: Bool, build: (StackBuilder) throws -> Void, completion: RoutingCompletion?)

  /// Dismisses every modal presentation above `screen` (the root when `nil`) in one step.
  ///
  /// A requirement (with a default implementation) so that test doubles can record it.
  func dismissAll(downTo screen: Screen?, animated: Bool, completion: RoutingCompletion?)
}

extension Router {
  /// Closes everything above the root; failures go to the observers.
  public func focus() {
    focus(completion: nil)
  }

  /// Selects the tab at `index` of the tab container holding the root; failures go to the
  /// observers.
  public func selectTab(at index: Int) {
    selectTab(at: index, completion: nil)
  }

  /// The default ``focus(completion:)``.
  public func focus(completion: RoutingCompletion?) {
    focusOnRoot(completion: completion)
  }

  /// The default ``selectTab(at:completion:)``.
  public func selectTab(at index: Int, completion: RoutingCompletion?) {
    selectTabOfRoot(at: index, completion: completion)
  }
}
