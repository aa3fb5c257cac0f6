/// A condition a deeplink must meet before its handler runs, such as "signed in": let it
/// through, deny it, or run another flow first (sign-in) and continue when that succeeds.
///
/// ```swift
/// DeeplinkGuard("signed in") { _ in session.isSignedIn ? .allow : .requireFlow(signIn) }
/// ```
///
/// A `Sendable` value, made anywhere (a constant, a function off the main actor); its check and
/// its flow run on the main actor. <doc:HandlingDeeplinks#Guard-a-link> writes a whole flow.
public struct DeeplinkGuard: Sendable {
  /// Reports how a guard's flow ended: success lets the link continue, failure abandons it.
  public typealias FlowCompletion = @MainActor (Result<Void, any Error>) -> Void

  /// Runs a guard's flow, which calls the completion once, now or later, also when it closes its
  /// own screens; throwing, or a route call failing while it runs and before it reports, fails it
  /// (<doc:HandlingDeeplinks#Guard-a-link> says what happens when its screens leave).
  public typealias Flow = @MainActor (Deeplink, @escaping FlowCompletion) throws -> Void

  /// What a guard decides for a link; `Sendable`, to keep as a constant or make off the main actor.
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
    (self.name, self.check) = (name, check)
  }
}
