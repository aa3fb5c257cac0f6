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
/// if userPressedHarder { preview.commit() } else { preview.cancel() }
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
  private let transition: any Transition

  /// The context the failures are reported to.
  private let context: RoutingContext

  /// The screen, for errors once it is gone.
  private let info: ScreenInfo

  init(screen: S, source: any Router, transition: any Transition) {
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
  /// event or a `failed` one. When it fails — the router that made the preview or its root is
  /// gone (``RoutingError/Reason/rootDeallocated``), the transition refuses, or the preview was
  /// committed (``RoutingError/Reason/previewCommitted(_:)``) or cancelled
  /// (``RoutingError/Reason/previewCancelled(_:)``) already — the hierarchy is unchanged, and a
  /// pending preview stays pending so it can be committed again or cancelled.
  public func commit(completion: RoutingCompletion? = nil) {
    let request = "commit the preview of \(info)"
    let failure: RoutingError?
    switch state {
    case .committed: failure = RoutingError(request, .previewCommitted(info))
    case .cancelled: failure = RoutingError(request, .previewCancelled(info))
    case .pending: failure = source == nil ? RoutingError(request, .rootDeallocated) : nil
    }
    guard failure == nil, let source, let screen = pendingScreen else {
      let error = failure ?? RoutingError(request, .rootDeallocated)
      context.notify(.failed(error, transition: transition.kind))
      completion?(.failure(error))
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
  /// - Throws: the ``RoutingError`` that stopped it (see ``commit(completion:)``); the
  ///   hierarchy is unchanged.
  public func commit() async throws(RoutingError) {
    let result = await withCheckedContinuation { continuation in
      commit { continuation.resume(returning: $0) }
    }
    try result.get()
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
