/// Why a ``DeeplinkRouter`` did not carry out a deeplink: the URL and the reason.
///
/// Its ``description`` is the sentence to log, in the shape of ``RoutingError``:
/// `Cannot open the deeplink "shop://product/abc": parameter "id" of "shop://product/:id<Int>"
/// expects Int but the URL has "abc"`.
public struct DeeplinkError: Error, CustomStringConvertible {
  /// Why a deeplink was refused or abandoned.
  public enum Reason: Sendable, CustomStringConvertible {
    /// The matcher refused the URL: nothing matched (naming the nearest pattern), a parameter
    /// did not convert (naming it and its text), an unknown scheme or host, a malformed URL.
    case unmatched(DeeplinkRefusal)

    /// A guard denied the link.
    case denied(guardName: String, reason: String)

    /// The handler threw `error`, or a route it called failed with a ``RoutingError``.
    ///
    /// Steps the handler completed before the failure stay done: a link that selected a tab
    /// and then failed to push leaves the tab selected.
    case handlerFailed(any Error)

    /// The flow a guard ran before the link (such as sign-in) failed or was cancelled.
    case flowFailed(guardName: String, any Error)

    /// The screens a guard's flow opened left the window without the flow reporting (something
    /// below them closed, say), so it never will.
    case flowClosed(guardName: String)

    /// A newer link (`url`) arrived while this one was pending and replaced it.
    case superseded(by: String)

    /// ``DeeplinkRouter/cancelPendingLink()`` gave the pending link up.
    case cancelled

    /// Why, as a clause.
    public var description: String {
      switch self {
      case .unmatched(let refusal):
        Self.clause(refusal.description)
      case .denied(let guardName, let reason):
        "the guard \"\(guardName)\" denied it: \(reason)"
      case .handlerFailed(let error):
        "its handler failed: \(error)"
      case .flowFailed(let guardName, let error):
        "the flow of the guard \"\(guardName)\" did not succeed: \(error)"
      case .flowClosed(let guardName):
        "the flow of the guard \"\(guardName)\" closed without a result"
      case .superseded(let url):
        "the newer deeplink \"\(url.escapedForMessage)\" replaced it"
      case .cancelled:
        "it was cancelled while pending"
      }
    }

    /// A matcher sentence as a clause: first letter lowercased, final period dropped.
    private static func clause(_ sentence: String) -> String {
      var text = sentence
      if text.hasSuffix(".") { text.removeLast() }
      guard let first = text.first else { return text }
      return first.lowercased() + text.dropFirst()
    }
  }

  /// The URL as it was handed to the router.
  public let url: String

  /// Why it was not carried out.
  public let reason: Reason

  /// Creates an error for `url` and `reason`.
  public init(url: String, reason: Reason) {
    self.url = url
    self.reason = reason
  }

  /// `Cannot open the deeplink "<url>": <reason>`, with the URL's control and other
  /// non-printing characters escaped (`\u{A}` for a line feed).
  public var description: String {
    "Cannot open the deeplink \"\(url.escapedForMessage)\": \(reason)"
  }
}
