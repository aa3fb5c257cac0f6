/// Why a deeplink was not carried out: the URL and the ``Reason``; the ``description`` is the
/// sentence to log (`Cannot open the deeplink "shop://product/abc": parameter "id" of …`).
public struct DeeplinkError: Error, Hashable, CustomStringConvertible {
  /// Why a deeplink was refused or abandoned; text from the URL (and the names and reasons the
  /// app gives) is quoted with its control characters escaped (`\u{A}`), so a link cannot
  /// forge lines in a log.
  public enum Reason: Error, Hashable, CustomStringConvertible {
    /// The string is not a URL the matcher reads; `reason` says why.
    case malformedURL(reason: String)
    /// The URL is longer (in UTF-8 bytes) than ``DeeplinkMatcher/maximumURLLength``.
    case urlTooLong(length: Int, limit: Int)
    /// The path has more segments than ``DeeplinkMatcher/maximumSegmentCount``.
    case tooManySegments(count: Int, limit: Int)
    /// No pattern is registered for the scheme (lowercased).
    case unknownScheme(String)
    /// Patterns exist for the http(s) scheme, but none for the host (lowercased).
    case unknownHost(String, scheme: String)
    /// No pattern matches the path; `nearest` got furthest along it.
    case noMatch(path: String, nearest: String?)
    /// A typed parameter's text does not convert.
    case invalidParameter(name: String, text: String, expectedType: String, pattern: String)
    /// The path matched `pattern`, but the URL lacks its required query parameter `key`.
    case missingQueryParameter(key: String, pattern: String)
    /// A handler asked for a parameter the link does not have.
    case missingParameter(name: String, available: [String])
    /// Neither the topmost screen nor its containers have a router, or there is no root; also
    /// a shown screen a link targets (``DeeplinkRouter/Target``) with no router, as `topmost`.
    case noRouter(topmost: ScreenInfo?)
    /// The router to route from does not conform to the route protocol a handler asked for.
    case missingConformance(route: String, router: String, root: ScreenInfo?)
    /// A guard denied the link.
    case denied(guardName: String, reason: String)
    /// The handler threw `error`, or a route it called failed; steps done before stay done.
    case handlerFailed(any Error)
    /// The flow a guard ran before the link (such as sign-in) failed or was cancelled.
    case flowFailed(guardName: String, any Error)
    /// The screens of a guard's flow left the window without the flow reporting.
    case flowClosed(guardName: String)
    /// A newer link (`url`) arrived while this one was pending and replaced it.
    case superseded(by: String)
    /// ``DeeplinkRouter/cancelPendingLink()`` gave the pending link up, or the task of
    /// ``DeeplinkRouter/handleAndWait(_:as:from:)-(String,_,_)`` was cancelled.
    case cancelled
    /// Why, as a clause.
    public var description: String {
      switch self {
      case .malformedURL(let reason): "the URL is malformed: \(reason.escapedForMessage)"
      case .urlTooLong(let length, let limit):
        "the URL is \(length) bytes long; deeplinks are limited to \(limit) bytes"
      case .tooManySegments(let count, let limit):
        "the URL's path has \(count) segments; deeplinks are limited to \(limit)"
      case .unknownScheme(let scheme):
        "no deeplink pattern is registered for the scheme \"\(scheme.escapedForMessage)\""
      case .unknownHost(let host, let scheme):
        "no deeplink pattern is registered for the host \"\(host.escapedForMessage)\" "
          + "(scheme \"\(scheme.escapedForMessage)\")"
      case .noMatch(let path, let nearest):
        "no deeplink pattern matches the path \"\(path.escapedForMessage)\""
          + (nearest.map { "; the nearest pattern is \"\($0)\"" } ?? "")
      case .invalidParameter(let name, let text, let expectedType, let pattern):
        "parameter \"\(name)\"" + (pattern.isEmpty ? "" : " of \"\(pattern)\"")
          + " expects \(expectedType) but the URL has \"\(text.escapedForMessage)\""
      case .missingQueryParameter(let key, let pattern):
        "the URL matches \"\(pattern)\" but lacks its required query parameter \"\(key.escapedForMessage)\""
      case .missingParameter(let name, let available):
        "the deeplink has no parameter \"\(name.escapedForMessage)\"; it has "
          + (available.isEmpty
            ? "none" : available.map { "\"\($0.escapedForMessage)\"" }.joined(separator: ", "))
      case .noRouter(let topmost?):
        "no router to route from: the topmost screen \(topmost) has none, nor do the "
          + "containers it is in (it was presented without a router of its own)"
      case .noRouter(nil): "no router to route from: the window has no root"
      case .missingConformance(let route, let router, let root):
        "the router \(router)" + (root.map { " of \($0)" } ?? "")
          + " does not conform to \(route); add the conformance (extension \(router): "
          + "\(route.hasPrefix("any ") ? String(route.dropFirst(4)) : route) {})"
      case .denied(let guardName, let reason):
        "the guard \"\(guardName.escapedForMessage)\" denied it: \(reason.escapedForMessage)"
      case .handlerFailed(let error): "its handler failed: \(error)"
      case .flowFailed(let guardName, let error):
        "the flow of the guard \"\(guardName.escapedForMessage)\" did not succeed: \(error)"
      case .flowClosed(let guardName):
        "the flow of the guard \"\(guardName.escapedForMessage)\" closed without a result"
      case .superseded(let url): "the newer deeplink \"\(url.escapedForMessage)\" replaced it"
      case .cancelled: "it was cancelled"
      }
    }

    /// Whether both read the same: each case's text names its values, an error by its description.
    public static func == (lhs: Reason, rhs: Reason) -> Bool { lhs.description == rhs.description }
    /// Hashes the description.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
  }

  /// The URL as it was handed over.
  public let url: String
  /// Why it was not carried out.
  public let reason: Reason
  /// Creates an error for `url` and `reason`.
  public init(url: String, reason: Reason) { (self.url, self.reason) = (url, reason) }

  /// `Cannot open the deeplink "<url>": <reason>`, control characters escaped.
  public var description: String {
    "Cannot open the deeplink \"\(url.escapedForMessage)\": \(reason)"
  }
}
