/// A pattern string parsed into origins, path segments and query parameters.
struct DeeplinkPattern: Sendable {
  /// One path segment of a pattern.
  enum Segment: Sendable, Equatable {
    /// A static segment, percent-decoded, compared exactly.
    case literal(String)
    /// `:name` (untyped, `type` is `nil`) or `:name<Type>`, `type` being the type's index in
    /// the trie's table of parameter types.
    case parameter(name: String, type: Int?)
    /// `*name`: one or more trailing segments.
    case wildcard(name: String)
  }

  /// One query parameter of a pattern (`key=:name<Type>`, optional with a trailing `?`).
  struct QueryParameter: Sendable, Equatable {
    /// The key looked up in the URL's query.
    var key: String
    /// The parameter name the match exposes the value under.
    var name: String
    /// The type's index in the trie's table of parameter types, or `nil` when untyped.
    var type: Int?
    /// Whether a URL without the key is refused.
    var isRequired: Bool
  }

  /// The pattern as written.
  var text: String
  /// The origins the pattern is compiled under.
  var origins: [DeeplinkOrigin]
  /// The path segments.
  var segments: [Segment]
  /// The query parameters.
  var query: [QueryParameter]

  /// The segments as compiled under `origin`: under a custom scheme, a static first segment
  /// (the URL's host in `shop://product/42`) is lowercased, as URLs' first segments are when
  /// matched.
  func segments(under origin: DeeplinkOrigin) -> [Segment] {
    guard origin.host == nil, case .literal(let first) = segments.first,
      first.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
    else { return segments }
    return [.literal(first.lowercased())] + segments.dropFirst()
  }

  /// The key that identifies the set of URLs a pattern matches under one origin; two patterns
  /// with the same key conflict.
  ///
  /// Its parts are separated by a byte no pattern contains.
  func shapeKey(for origin: DeeplinkOrigin) -> String {
    var key = origin.scheme + "\u{0}" + (origin.host ?? "")
    for segment in segments(under: origin) {
      switch segment {
      case .literal(let text): key += "\u{0}=" + text
      case .parameter(_, let type): key += "\u{0}:" + (type.map(String.init) ?? "")
      case .wildcard: key += "\u{0}*"
      }
    }
    return key
  }

  /// Parses `text`, looking every parameter type up with `typeIndex`.
  ///
  /// A pattern that starts with `/` is compiled under every one of `defaultOrigins`.
  static func parse(
    _ text: String,
    defaultOrigins: [DeeplinkOrigin],
    typeIndex: (String) -> Int?,
    maximumSegmentCount: Int
  ) -> Result<DeeplinkPattern, DeeplinkPatternError> {
    func invalid(_ reason: String) -> Result<DeeplinkPattern, DeeplinkPatternError> {
      .failure(.invalidPattern(text, reason: reason))
    }
    if text.utf8.contains(UInt8(ascii: "#")) {
      return invalid("a pattern cannot contain a fragment (\"#\")")
    }
    let origins: [DeeplinkOrigin]
    let rawSegments: [String]
    let rawQuery: String?
    if text.hasPrefix("/") {
      guard !defaultOrigins.isEmpty else { return .failure(.missingOrigins(text)) }
      switch DeeplinkURLScanner.splitPath(text, maximumSegmentCount: maximumSegmentCount) {
      case .success(let parts):
        origins = defaultOrigins
        rawSegments = parts.segments
        rawQuery = parts.query
      case .failure(let failure):
        return invalid(reason(failure))
      }
    } else {
      switch DeeplinkURLScanner.split(
        text, isPattern: true, maximumSegmentCount: maximumSegmentCount)
      {
      case .success(let parts):
        if parts.hasPort { return invalid("a pattern cannot name a port") }
        origins = [DeeplinkOrigin(scheme: parts.scheme, host: parts.host)]
        rawSegments = parts.segments
        rawQuery = parts.query
      case .failure(.nonLiteralHost(let host)):
        return .failure(.nonLiteralHost(text, host: host))
      case .failure(let failure):
        return invalid(reason(failure))
      }
    }
    var segments: [Segment] = []
    segments.reserveCapacity(rawSegments.count)
    // A pattern names a few parameters: a list is cheaper than a set (no hashing).
    var names: [String] = []
    for (index, raw) in rawSegments.enumerated() {
      func position() -> String { "segment \(index + 1) (\"\(raw)\")" }
      if raw.hasPrefix(":") {
        switch parseParameter(raw.dropFirst(), typeIndex: typeIndex) {
        case .success(let parameter):
          guard !names.contains(parameter.name) else {
            return invalid("the parameter name \"\(parameter.name)\" is used twice")
          }
          names.append(parameter.name)
          segments.append(.parameter(name: parameter.name, type: parameter.type))
        case .failure(.unknownType(let type)):
          return .failure(.unknownParameterType(type, pattern: text))
        case .failure(.malformed(let problem)):
          return invalid("\(position()): \(problem)")
        }
      } else if raw.hasPrefix("*") {
        let name = String(raw.dropFirst())
        guard isIdentifier(name) else {
          return invalid("\(position()): a wildcard needs a name such as \"*rest\"")
        }
        guard index == rawSegments.count - 1 else {
          return invalid("\(position()): a wildcard must be the last segment")
        }
        guard !names.contains(name) else {
          return invalid("the parameter name \"\(name)\" is used twice")
        }
        names.append(name)
        segments.append(.wildcard(name: name))
      } else {
        if raw.utf8.contains(UInt8(ascii: ":")) || raw.utf8.contains(UInt8(ascii: "*")) {
          return invalid(
            "\(position()): a parameter (\":name\" or \"*name\") must be a whole segment; "
              + "write a literal \":\" or \"*\" as %3A or %2A"
          )
        }
        guard let decoded = PercentDecoding.decode(raw) else {
          return invalid("\(position()): invalid percent-encoding")
        }
        segments.append(.literal(decoded))
      }
    }
    var query: [QueryParameter] = []
    var keys: [String] = []
    for item in (rawQuery ?? "").split(separator: "&", omittingEmptySubsequences: true) {
      func position() -> String { "query item \"\(item)\"" }
      guard let equals = item.firstIndex(of: "="),
        let key = PercentDecoding.decode(String(item[..<equals]), plusAsSpace: true),
        !key.isEmpty
      else {
        return invalid("\(position()): write a query parameter as key=:name or key=:name<Type>")
      }
      var value = item[item.index(after: equals)...]
      let isRequired = !value.hasSuffix("?")
      if !isRequired { value = value.dropLast() }
      guard value.hasPrefix(":") else {
        return invalid("\(position()): the value must be a parameter such as \":\(key)\"")
      }
      switch parseParameter(value.dropFirst(), typeIndex: typeIndex) {
      case .success(let parameter):
        guard !names.contains(parameter.name) else {
          return invalid("the parameter name \"\(parameter.name)\" is used twice")
        }
        guard !keys.contains(key) else {
          return invalid("the query key \"\(key)\" is used twice")
        }
        names.append(parameter.name)
        keys.append(key)
        query.append(
          QueryParameter(
            key: key,
            name: parameter.name,
            type: parameter.type,
            isRequired: isRequired
          )
        )
      case .failure(.unknownType(let type)):
        return .failure(.unknownParameterType(type, pattern: text))
      case .failure(.malformed(let problem)):
        return invalid("\(position()): \(problem)")
      }
    }
    return .success(
      DeeplinkPattern(text: text, origins: origins, segments: segments, query: query)
    )
  }

  private enum ParameterFailure: Error {
    case malformed(String)
    case unknownType(String)
  }

  /// Parses `name` or `name<Type>` (the text after the colon).
  private static func parseParameter(
    _ text: Substring,
    typeIndex: (String) -> Int?
  ) -> Result<(name: String, type: Int?), ParameterFailure> {
    var name = text
    var type: Int?
    if let open = text.firstIndex(of: "<") {
      guard text.hasSuffix(">") else {
        return .failure(.malformed("a parameter type must be written as :name<Type>"))
      }
      name = text[..<open]
      let typeName = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
      guard isIdentifier(typeName) else {
        return .failure(.malformed("\"\(typeName)\" is not a type name"))
      }
      if typeName != DeeplinkParameterType.stringName {
        guard let index = typeIndex(typeName) else { return .failure(.unknownType(typeName)) }
        type = index
      }
    }
    guard isIdentifier(String(name)) else {
      return .failure(
        .malformed(
          "\"\(name)\" is not a parameter name (letters, digits and \"_\", not starting with a digit)"
        )
      )
    }
    return .success((String(name), type))
  }

  /// Whether `text` is a name: ASCII letters, digits and `_`, not starting with a digit.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return false }
    return text.utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: "_")
    }
  }

  private static func reason(_ failure: DeeplinkURLScanFailure) -> String {
    switch failure {
    case .malformed(let reason): reason
    case .tooManySegments(let count, let limit): "it has \(count) segments; the limit is \(limit)"
    case .nonLiteralHost(let host): "the host \"\(host)\" is not literal"
    }
  }
}
