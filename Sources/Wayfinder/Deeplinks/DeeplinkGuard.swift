/// A condition a deeplink must meet before its handler runs, such as "signed in": let it
/// through, deny it, or run another flow first (sign-in) and continue when that succeeds.
///
/// ```swift
/// let signedIn = DeeplinkGuard("signed in") { link in
///   session.isSignedIn ? .allow : .requireFlow { link, completion in
///     try link.router(as: (any LoginRoute).self).openLogin { signedIn in
///       completion(signedIn ? .success(()) : .failure(LoginCancelled()))
///     }
///   }
/// }
/// ```
///
/// A guard is a `Sendable` value that can be made anywhere (a constant, a function that is not
/// on the main actor); its check and its flow run on the main actor.
public struct DeeplinkGuard: Sendable {
  /// Reports how a guard's flow ended: success lets the link continue, failure abandons it.
  public typealias FlowCompletion = @MainActor (Result<Void, any Error>) -> Void

  /// Runs a guard's flow for a link and calls the completion once, now or later; throwing, or a
  /// route call that fails while the flow runs and before it reports (its screen could not
  /// open), fails the flow.
  ///
  /// Call the completion once, whatever becomes of the flow's screens. A flow that opens its
  /// screen for a result (`open(_:returning:)`) gets that for free: closed without a result, by
  /// its own Cancel or by the user's swipe, the screen hands back `.cancelled`, and the flow
  /// decides. A flow that reports by hand must report when it closes its own screens (its Cancel
  /// button): until then the link waits (``DeeplinkRouter/cancelPendingLink()`` gives it up).
  /// When its screens leave otherwise and it has not reported once the change is on screen
  /// (the user swiped them away, or something below them closed), the link is abandoned with
  /// ``DeeplinkError/Reason/flowClosed(guardName:)``. The flow's screens are those it opened
  /// before it returned: a flow that opens them later (after an `await`) cannot be told from
  /// the user's own navigation, so it opens them for a result or reports when they close.
  public typealias Flow = @MainActor (Deeplink, @escaping FlowCompletion) throws -> Void

  /// What a guard decides for a link; `Sendable`, so that an app keeps a decision as a constant
  /// or computes it off the main actor.
  public enum Decision: Sendable {
    /// The condition holds: go on with the next guard, then the handler.
    case allow
    /// The link must not be opened; `reason` ends up in the refusal.
    case deny(reason: String)
    /// Run `flow` first; the link continues when it succeeds.
    case requireFlow(Flow)
  }

  /// The guard's name, for results, events and messages (`signed in`).
  public let name: String
  /// Decides for a link.
  let check: @MainActor (Deeplink) -> Decision
  /// Creates a guard named `name` that decides with `check`.
  public init(_ name: String, check: @escaping @MainActor (Deeplink) -> Decision) {
    self.name = name
    self.check = check
  }
}
