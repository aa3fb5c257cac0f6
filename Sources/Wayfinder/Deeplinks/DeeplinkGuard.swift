/// A condition a deeplink must meet before its handler runs (RouteComposer's interceptor), such
/// as "signed in".
///
/// A guard's check looks at the link and decides: let it through, deny it, or run another flow
/// first (open the sign-in screen). The flow reports back through its completion, later, when
/// the user finishes or cancels; the ``DeeplinkRouter`` then runs the link against whatever is
/// on top at that moment, or abandons it with ``DeeplinkError/Reason/flowFailed(guardName:_:)``.
///
/// ```swift
/// let signedIn = DeeplinkGuard("signed in") { link in
///   if session.isSignedIn { return .allow }
///   return .requireFlow { link, completion in
///     // A login route that reports whether the user signed in: `(Bool) -> Void`.
///     try link.router(as: (any LoginRoute).self).openLogin { signedIn in
///       completion(signedIn ? .success(()) : .failure(LoginCancelled()))
///     }
///   }
/// }
/// try deeplinks.register("shop://orders", guards: [signedIn]) { link in … }
/// ```
@MainActor
public struct DeeplinkGuard {
  /// Reports how a guard's flow ended: success lets the link continue, failure abandons it.
  public typealias FlowCompletion = @MainActor (Result<Void, any Error>) -> Void

  /// Runs a guard's flow for a link; calls the completion once, now or later.
  ///
  /// A flow that throws before it starts fails at once, like a completion with that error.
  public typealias Flow = @MainActor (Deeplink, @escaping FlowCompletion) throws -> Void

  /// What a guard decides for a link.
  public enum Decision {
    /// The condition holds: go on with the next guard, then the handler.
    case allow
    /// The link must not be opened; `reason` ends up in the refusal.
    case deny(reason: String)
    /// Run `flow` first; the link continues when it succeeds.
    case requireFlow(Flow)
  }

  /// The guard's name, used in results, events and messages (`signed in`).
  public let name: String

  /// Decides for a link.
  let check: @MainActor (Deeplink) -> Decision

  /// Creates a guard named `name` that decides with `check`.
  public init(_ name: String, check: @escaping @MainActor (Deeplink) -> Decision) {
    self.name = name
    self.check = check
  }
}
