/// The token returned by ``RoutingContext/addObserver(_:)``; cancelling it removes the observer.
@MainActor
public final class RoutingObservation {
  private weak var context: RoutingContext?
  private let id: Int

  init(context: RoutingContext, id: Int) {
    self.context = context
    self.id = id
  }

  /// Removes the observer, so later events do not reach it.
  ///
  /// Cancelling twice does nothing more.
  public func cancel() {
    context?.removeObserver(id: id)
    context = nil
  }
}
