/// The completion of a routing request: success, or the ``RoutingError`` that stopped it.
public typealias RoutingCompletion = @MainActor (Result<Void, RoutingError>) -> Void

/// Something that can route to a screen with a transition (the article's `Routable`).
@MainActor
public protocol Routable: AnyObject {
  /// Opens `screen` from this router's root with `transition`.
  ///
  /// Fire-and-forget: when the request cannot be carried out, observers receive a `failed`
  /// event and `completion` receives the error; the hierarchy is unchanged.
  func route(to screen: Screen, as transition: Transition, completion: RoutingCompletion?)
}

extension Routable {
  /// Opens `screen` from this router's root with `transition`; failures go to the observers.
  public func route(to screen: Screen, as transition: Transition) {
    route(to: screen, as: transition, completion: nil)
  }
}
