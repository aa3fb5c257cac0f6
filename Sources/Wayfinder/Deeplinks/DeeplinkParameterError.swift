/// Why ``DeeplinkParameters`` could not produce a parameter's value.
public enum DeeplinkParameterError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The match has no parameter with that name; `available` lists the names it has.
  case missing(name: String, available: [String])

  /// The parameter's text does not convert to the requested type.
  case conversionFailed(name: String, text: String, expectedType: String)

  /// A one-sentence message naming the parameter and, for a failed conversion, its text.
  public var description: String {
    switch self {
    case .missing(let name, let available):
      "The deeplink has no parameter \"\(name)\"; it has "
        + (available.isEmpty ? "none" : available.map { "\"\($0)\"" }.joined(separator: ", "))
        + "."
    case .conversionFailed(let name, let text, let expectedType):
      "The deeplink parameter \"\(name)\" has the text \"\(text.escapedForMessage)\", which is "
        + "not a valid "
        + "\(expectedType)."
    }
  }

  /// The matcher refusal that corresponds to this error for the pattern `pattern`, or `nil` for
  /// ``missing(name:available:)``, which is a programming mistake rather than a bad link.
  public func refusal(pattern: String) -> DeeplinkRefusal? {
    switch self {
    case .missing: nil
    case .conversionFailed(let name, let text, let expectedType):
      .invalidParameter(name: name, text: text, expectedType: expectedType, pattern: pattern)
    }
  }
}
