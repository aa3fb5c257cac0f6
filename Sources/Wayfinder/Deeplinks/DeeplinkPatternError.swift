/// Why a ``DeeplinkMatcher`` rejected a pattern, an origin or a parameter type at registration.
public enum DeeplinkPatternError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The pattern's syntax is wrong; `reason` says where and how.
  case invalidPattern(String, reason: String)
  /// The pattern names a parameter type (`:id<ProductID>`) that is not registered.
  case unknownParameterType(String, pattern: String)
  /// The pattern's path matches exactly the URLs of a registered pattern's path (queries aside).
  case conflict(String, existing: String)
  /// The pattern is path-only (`/product/:id`) but the matcher has no default origins.
  case missingOrigins(String)
  /// A default origin is not `scheme://` or `http(s)://host`.
  case invalidOrigin(String, reason: String)
  /// A parameter type name is not an identifier, or is already taken.
  case invalidParameterTypeName(String, reason: String)
  /// The http(s) host of a pattern or origin (the first value) is a wildcard or a parameter.
  case nonLiteralHost(String, host: String)
  /// A one-sentence message naming the pattern and the mistake, control characters escaped.
  public var description: String {
    let message =
      switch self {
      case .invalidPattern(let pattern, let reason):
        "The deeplink pattern \"\(pattern)\" is invalid: \(reason)."
      case .unknownParameterType(let type, let pattern):
        "The deeplink pattern \"\(pattern)\" uses the parameter type \"\(type)\", which is not "
          + "registered; call registerParameterType(_:named:) first."
      case .conflict(let pattern, let existing):
        "The deeplink pattern \"\(pattern)\" matches the same URLs as \"\(existing)\", "
          + "which is already registered."
      case .missingOrigins(let pattern):
        "The deeplink pattern \"\(pattern)\" has no scheme and the matcher has no default origins; "
          + "write \"scheme://…\" or create the matcher with init(origins:)."
      case .invalidOrigin(let origin, let reason):
        "The deeplink origin \"\(origin)\" is invalid: \(reason)."
      case .invalidParameterTypeName(let name, let reason):
        "The parameter type name \"\(name)\" cannot be registered: \(reason)."
      case .nonLiteralHost(let text, let host):
        "The deeplink pattern or origin \"\(text)\" has the host \"\(host)\", but a host is "
          + "literal: wildcards, wildcard subdomains and parameters are not supported there; "
          + "register each host."
      }
    return message.escapedForMessage
  }
}
