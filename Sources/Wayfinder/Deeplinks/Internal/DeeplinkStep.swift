/// The routing step of a link that passed its guards: focuses the screen it targets when that is
/// shown already, or runs its handler, and says whether that worked.
///
/// The route calls the handler makes report their outcome to the step (a failed one refuses the
/// link); failures of app code they trigger in turn (a result handler, an observer) are that
/// code's own and do not.
@MainActor
enum DeeplinkStep {
  /// Carries out `request` in its window.
  static func run(_ request: DeeplinkRequest) -> DeeplinkResult {
    let link = request.link
    var handling = DeeplinkResult.Handling.opened
    var thrown: (any Error)?
    let failures = link.window.context.collectingFailures {
      if let identity = request.registration.target?.identity(link),
        let existing = link.window.firstScreen(where: { isTarget($0.identity, of: identity) })
      {
        handling = .focusedExisting(ScreenInfo(existing))
        if let router = existing.router {
          router.focus()
        } else {
          thrown = DeeplinkHandlerError.noRouter(topmost: ScreenInfo(existing))
        }
      } else {
        do {
          try request.registration.handler(link)
        } catch {
          thrown = error
        }
      }
    }
    if let failure: any Error = failures.first ?? thrown {
      return .refused(DeeplinkError(url: link.url, reason: .handlerFailed(failure)))
    }
    return .handled(handling)
  }

  /// Whether a screen identified as `identity` is what a link targeting `target` leads to.
  ///
  /// It is when the names are the same and every parameter of the screen's identity has the
  /// same value in the target: the screen's identity says what tells it apart, and the link may
  /// carry more (a `ref` for analytics, a page).
  private static func isTarget(_ identity: ScreenIdentity?, of target: ScreenIdentity) -> Bool {
    guard let identity, identity.name == target.name else { return false }
    return identity.parameters.allSatisfy { target.parameters[$0.key] == $0.value }
  }
}
