/// A screen built the way a route would open it, not attached yet (Marshroute's peek and pop).
///
/// Made by ``Router/preview(_:build:)``: the screen, its view model and its router exist and
/// can be shown as a peek, but nothing is in the hierarchy. ``commit(completion:)`` runs the
/// transition from the router that made the preview (the pop); ``cancel()`` drops everything
/// it built. Dropping an uncommitted preview frees it all as well.
///
/// ```swift
/// let preview = try router.preview(.push) { router in
///   ProductScreen(viewModel: ProductViewModel(id: 42, router: router))
/// }
/// peek(preview.screen)
/// if userPressedHarder { try preview.commit() } else { preview.cancel() }
/// ```
///
/// The preview holds the router that made it weakly, so a pending preview never keeps the
/// presenting screen alive.
@MainActor
public final class Preview<S: Screen> {
  /// Where a preview is in its life.
  public enum State: Hashable, Sendable {
    /// Built, neither committed nor cancelled.
    case pending
    /// Shown: the hierarchy owns the screen now.
    case committed
    /// Dropped: what it built is freed once nothing else holds it.
    case cancelled
  }

  /// Where the preview is in its life.
  public private(set) var state: State = .pending

  /// The screen while pending (held strongly).
  private var pendingScreen: S?

  /// The screen once committed (held weakly: the hierarchy owns it).
  private weak var committedScreen: S?

  /// The router that made the preview and routes the commit.
  private weak var source: (any Router)?

  /// How the screen opens on commit.
  private let transition: Transition

  /// The context the failures are reported to.
  private let context: RoutingContext

  /// The screen, for errors once it is gone.
  private let info: ScreenInfo

  init(screen: S, source: any Router, transition: Transition) {
    self.pendingScreen = screen
    self.source = source
    self.transition = transition
    self.context = source.context
    self.info = ScreenInfo(screen)
  }

  /// The previewed screen: held by the preview while pending, by the hierarchy once committed
  /// (`nil` when it has since been freed), `nil` after ``cancel()``.
  public var screen: S? { pendingScreen ?? committedScreen }

  /// Runs the transition from the router that made the preview, showing the screen.
  ///
  /// Fire-and-forget like ``Routable/route(to:as:completion:)``: observers receive the `opened`
  /// event or a `failed` one, and `completion` the outcome. When routing fails — the router that
  /// made the preview or its root is gone (``RoutingError/Reason/rootDeallocated``), the
  /// transition refuses — the hierarchy is unchanged and the preview stays pending, so it can be
  /// committed again or cancelled.
  ///
  /// - Throws: ``PreviewError/committed(_:)`` or ``PreviewError/cancelled(_:)`` when the preview
  ///   is not pending any more; nothing happens then.
  public func commit(completion: RoutingCompletion? = nil) throws(PreviewError) {
    try checkPending()
    route(completion: completion)
  }

  /// Throws unless the preview is pending.
  private func checkPending() throws(PreviewError) {
    switch state {
    case .committed: throw .committed(info)
    case .cancelled: throw .cancelled(info)
    case .pending: break
    }
  }

  /// Routes the pending screen from the router that made the preview.
  private func route(completion: RoutingCompletion?) {
    guard let source, let screen = pendingScreen else {
      let error = RoutingError("commit the preview of \(info)", .rootDeallocated)
      context.fail(error, transition: transition.name, completion: completion)
      return
    }
    source.route(to: screen, as: transition) { [self] result in
      if case .success = result {
        committedScreen = screen
        pendingScreen = nil
        state = .committed
      }
      completion?(result)
    }
  }

  /// Runs the transition, and returns once the screen is shown.
  ///
  /// - Throws: ``PreviewError/committed(_:)`` or ``PreviewError/cancelled(_:)`` when the preview
  ///   is not pending, or ``PreviewError/routing(_:)`` with the error that stopped it (see
  ///   ``commit(completion:)``); the hierarchy is unchanged.
  public func commitAndWait() async throws(PreviewError) {
    try checkPending()
    let result = await withCheckedContinuation { continuation in
      route { continuation.resume(returning: $0) }
    }
    if case .failure(let error) = result { throw .routing(error) }
  }

  /// Drops the screen, so it, its view model and its router are freed.
  ///
  /// They are freed unless something else holds them; committing afterwards fails. Cancelling
  /// a committed preview changes nothing: close the screen through its router instead.
  public func cancel() {
    guard state == .pending else { return }
    pendingScreen = nil
    state = .cancelled
  }
}
