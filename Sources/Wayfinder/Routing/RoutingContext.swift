/// What the routers of one window share: the observers and the leak tracker.
///
/// Every router opened from a window's root router (and every child of those) carries the same
/// context, so an observer added here sees every routing event of the window — the hook for
/// analytics, logging and transcripts.
@MainActor
public final class RoutingContext {
  /// An observer and the token that removes it.
  private struct Observer {
    let id: Int
    let handler: @MainActor (RoutingEvent) -> Void
  }

  @exclusivity(unchecked) private var observers: [Observer] = []
  private var nextObserverID = 0

  /// The tracker of screens that left the hierarchy, for ``Window/leakedScreens()``.
  let leakTracker = LeakTracker()

  /// Creates a context with no observers.
  public init() {}

  /// Whether any observer is registered; event construction is skipped when none is.
  public var hasObservers: Bool { !observers.isEmpty }

  /// Registers `handler` to receive every routing event, in order, synchronously.
  ///
  /// - Returns: A token whose ``RoutingObservation/cancel()`` removes the observer. Discarding
  ///   the token keeps the observer registered for the context's lifetime.
  @discardableResult
  public func addObserver(
    _ handler: @escaping @MainActor (RoutingEvent) -> Void
  ) -> RoutingObservation {
    nextObserverID += 1
    observers.append(Observer(id: nextObserverID, handler: handler))
    return RoutingObservation(context: self, id: nextObserverID)
  }

  /// Sends `event` to every observer, in registration order.
  ///
  /// Routers call this for every event; custom routers and transitions may call it too.
  public func notify(_ event: RoutingEvent) {
    for observer in observers {
      observer.handler(event)
    }
  }

  /// Removes the observer registered with `id`.
  func removeObserver(id: Int) {
    observers.removeAll { $0.id == id }
  }
}
