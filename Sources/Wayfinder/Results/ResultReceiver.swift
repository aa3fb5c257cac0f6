/// Where a ``ResultRouter`` delivers its result: the presenter's handler, the presenting router
/// held weakly, and the snapshots for the ``ResultEvent``.
@MainActor
struct ResultReceiver<Output> {
  /// The router that opened the screen; the result is dropped once it or its root is gone.
  weak var presenter: (any Router)?

  /// The presenter's root when the screen was opened, for events.
  let presenterInfo: ScreenInfo?

  /// The screen whose result this is, for events.
  let screenInfo: ScreenInfo

  /// Whether the result is dropped once the presenter is gone (`false` for `await`, which must
  /// resume exactly once and receives ``RouteResult/cancelled`` instead, or the failure when
  /// the screen could not open).
  let dropsWithoutPresenter: Bool

  /// The presenter's handler.
  let handler: @MainActor (RouteResult<Output>) -> Void

  /// Hands `result` to the handler when the presenter is still there, reporting it to
  /// `context`'s observers (failures were reported when they happened).
  ///
  /// The handler is app code of its own: the routing calls it makes are not the outcome of the
  /// request that delivered the result (a deeplink that finished a screen is not refused
  /// because the presenter's next step failed). A result dropped because the presenter is gone
  /// is reported to the context's watchers (``RoutingContext/HierarchyNews/recheck``),
  /// so that a deeplink waiting for it does not wait forever.
  func deliver(_ result: RouteResult<Output>, context: RoutingContext) {
    let presenterIsAlive = presenter?.root != nil
    guard presenterIsAlive || !dropsWithoutPresenter else {
      context.tellWatchers { .recheck }
      return
    }
    // A screen that could not open failed, whoever waits: `await` hears why (this router's
    // root already gone, say), not that a screen that never showed was cancelled.
    let delivered = presenterIsAlive || result.error != nil ? result : .cancelled
    if delivered.error == nil {
      context.notifyIfObserved {
        RoutingEvent(
          ResultEvent.returned(
            screen: screenInfo, presenter: presenterInfo, cancelled: delivered.isCancelled),
          screen: screenInfo, source: presenterInfo)
      }
    }
    context.runSideEffect { handler(delivered) }
  }
}
