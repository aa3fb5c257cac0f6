/// Why a ``DeeplinkMatcher`` refused a URL.
///
/// Every URL handed to ``DeeplinkMatcher/match(_:)-(String)`` ends in either a match or one of
/// these reasons; no input traps. The cases are the matcher's share of the reasons a deeplink can
/// be refused: a router that performs the match (and runs handlers, which can fail too) wraps this
/// type in its own error rather than adding cases here.
///
/// ```swift
/// switch matcher.match("shop://product/abc") {
/// case .success(let match): open(match)
/// case .failure(let refusal): log(refusal.description)
///   // Parameter "id" of "shop://product/:id<Int>" expects Int but the URL has "abc".
/// }
/// ```
public enum DeeplinkRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// The string is not a URL the matcher accepts; `reason` says what is wrong.
  ///
  /// Causes: no scheme, an empty host, user information (`user@`) in the host, a space or control
  /// character, an empty path segment (a double slash), invalid percent-encoding or percent-encoded
  /// bytes that are not UTF-8.
  case malformedURL(reason: String)

  /// The URL is longer (in UTF-8 bytes) than ``DeeplinkMatcher/maximumURLLength``.
  case urlTooLong(length: Int, limit: Int)

  /// The URL's path has more segments than ``DeeplinkMatcher/maximumSegmentCount``.
  case tooManySegments(count: Int, limit: Int)

  /// No pattern is registered for the URL's scheme (lowercased).
  case unknownScheme(String)

  /// Patterns exist for the http(s) scheme but none for the URL's host (lowercased).
  case unknownHost(String, scheme: String)

  /// No pattern matches the path; `nearest` is the pattern that shares the longest prefix with
  /// it (the shortest such pattern, then alphabetical), or `nil` when none shares its first
  /// segment.
  case noMatch(path: String, nearest: String?)

  /// The most specific pattern for the URL has a typed parameter whose text does not convert.
  case invalidParameter(name: String, text: String, expectedType: String, pattern: String)

  /// The pattern matched the path, but a required query parameter is absent.
  case missingQueryParameter(key: String, pattern: String)

  /// A one-sentence message naming what was asked and why it was refused.
  ///
  /// Text taken from the URL is quoted with its control and other non-printing characters
  /// escaped (`\u{A}` for a line feed), so a link cannot forge lines in a log.
  public var description: String {
    switch self {
    case .malformedURL(let reason):
      "The URL is malformed: \(reason.escapedForMessage)."
    case .urlTooLong(let length, let limit):
      "The URL is \(length) bytes long; deeplinks are limited to \(limit) bytes."
    case .tooManySegments(let count, let limit):
      "The URL's path has \(count) segments; deeplinks are limited to \(limit)."
    case .unknownScheme(let scheme):
      "No deeplink pattern is registered for the scheme \"\(scheme.escapedForMessage)\"."
    case .unknownHost(let host, let scheme):
      "No deeplink pattern is registered for the host \"\(host.escapedForMessage)\" (scheme \"\(scheme.escapedForMessage)\")."
    case .noMatch(let path, let nearest):
      if let nearest {
        "No deeplink pattern matches the path \"\(path.escapedForMessage)\"; the nearest pattern is \"\(nearest)\"."
      } else {
        "No deeplink pattern matches the path \"\(path.escapedForMessage)\"."
      }
    case .invalidParameter(let name, let text, let expectedType, let pattern):
      "Parameter \"\(name)\" of \"\(pattern)\" expects \(expectedType) "
        + "but the URL has \"\(text.escapedForMessage)\"."
    case .missingQueryParameter(let key, let pattern):
      "The URL matches \"\(pattern)\" but lacks its required query parameter \"\(key)\"."
    }
  }
}
