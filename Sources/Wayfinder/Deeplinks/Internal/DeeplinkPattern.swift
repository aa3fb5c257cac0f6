/// A pattern string parsed into its origins, path segments and query parameters.
struct DeeplinkPattern: Sendable {
  /// One path segment of a pattern.
  enum Segment: Sendable, Equatable {
    /// A static segment, percent-decoded; compared by canonical equivalence (`String` ==).
    case literal(String)
    /// `:name` (`type` is `nil`) or `:name<Type>`, `type` being the index of its
    /// ``DeeplinkTable/ParameterType``.
    case parameter(name: String, type: Int?)
    /// `*name`: the one or more segments left, joined with `/`.
    case wildcard(name: String)
  }

  /// A query parameter: `key=:name<Type>`, optional with a trailing `?`.
  struct QueryParameter: Sendable {
    var key: String
    var name: String
    var type: Int?
    var isRequired: Bool
  }

  /// The origins the pattern applies to.
  var origins: [DeeplinkTable.Origin]
  var segments: [Segment] = []
  var query: [QueryParameter] = []

  /// Parses `text`; a path-only pattern (`/product/:id`) applies to every default origin.
  init(
    _ text: String, defaultOrigins: [DeeplinkTable.Origin],
    types: [DeeplinkTable.ParameterType], segmentLimit: Int
  ) throws(DeeplinkPatternError) {
    func invalid(_ reason: String) -> DeeplinkPatternError { .invalidPattern(text, reason: reason) }
    guard !text.utf8.contains(UInt8(ascii: "#")) else {
      throw invalid("a pattern cannot contain a fragment (\"#\")")
    }
    let pathOnly = text.hasPrefix("/")
    if pathOnly, defaultOrigins.isEmpty { throw .missingOrigins(text) }
    let url: DeeplinkURL
    do {
      url = try DeeplinkURL(text, isPattern: true, pathOnly: pathOnly, segmentLimit: segmentLimit)
    } catch {
      switch error {
      case .malformed(let reason): throw invalid(reason)
      case .tooManySegments(let count):
        throw invalid("it has \(count) segments; the limit is \(segmentLimit)")
      case .nonLiteralHost(let host): throw .nonLiteralHost(text, host: host)
      }
    }
    guard !url.hasPort else { throw invalid("a pattern cannot name a port") }
    origins =
      pathOnly ? defaultOrigins : [.init(scheme: String(url.scheme), host: url.host.map(String.init))]
    var names: [String] = []
    /// Parses `name` or `name<Type>` (the text after `:`) and checks that the name is new.
    func parameter(_ spec: Substring, at place: String) throws(DeeplinkPatternError) -> (
      String, Int?
    ) {
      var name = spec
      var type: Int?
      if let open = spec.firstIndex(of: "<") {
        guard spec.hasSuffix(">") else {
          throw invalid("\(place): a parameter type must be written as :name<Type>")
        }
        name = spec[..<open]
        let typeName = String(spec[open..<spec.index(before: spec.endIndex)].dropFirst())
        guard Self.isIdentifier(typeName) else {
          throw invalid("\(place): \"\(typeName)\" is not a type name")
        }
        if typeName != "String" {
          type = types.firstIndex { $0.name == typeName }
          if type == nil { throw .unknownParameterType(typeName, pattern: text) }
        }
      }
      guard Self.isIdentifier(name) else {
        throw invalid(
          "\(place): \"\(name)\" is not a parameter name "
            + "(letters, digits and \"_\", not starting with a digit)")
      }
      guard !names.contains(String(name)) else {
        throw invalid("the parameter name \"\(name)\" is used twice")
      }
      names.append(String(name))
      return (String(name), type)
    }
    for (index, raw) in url.segments.enumerated() {
      let place = "segment \(index + 1) (\"\(raw)\")"
      if raw.hasPrefix(":") {
        let (name, type) = try parameter(raw.dropFirst(), at: place)
        segments.append(.parameter(name: name, type: type))
      } else if raw.hasPrefix("*") {
        guard index == url.segments.count - 1 else {
          throw invalid("\(place): a wildcard must be the last segment")
        }
        segments.append(.wildcard(name: try parameter(raw.dropFirst(), at: place).0))
      } else if raw.contains(":") || raw.contains("*") {
        throw invalid(
          "\(place): a parameter (\":name\" or \"*name\") must be a whole segment; "
            + "write a literal \":\" or \"*\" as %3A or %2A")
      } else {
        guard let decoded = raw.percentDecoded() else {
          throw invalid("\(place): invalid percent-encoding")
        }
        segments.append(.literal(decoded))
      }
    }
    for item in (url.query ?? "").split(separator: "&") {
      let place = "query item \"\(item)\""
      guard let equals = item.firstIndex(of: "="),
        let key = item[..<equals].percentDecoded(plusAsSpace: true), !key.isEmpty
      else { throw invalid("\(place): write a query parameter as key=:name or key=:name<Type>") }
      var value = item[item.index(after: equals)...]
      let isRequired = !value.hasSuffix("?")
      if !isRequired { value = value.dropLast() }
      guard value.hasPrefix(":") else {
        throw invalid("\(place): the value must be a parameter such as \":\(key)\"")
      }
      guard !query.contains(where: { $0.key == key }) else {
        throw invalid("the query key \"\(key)\" is used twice")
      }
      let (name, type) = try parameter(value.dropFirst(), at: place)
      query.append(QueryParameter(key: key, name: name, type: type, isRequired: isRequired))
    }
  }

  /// Whether `text` is a name: ASCII letters, digits and `_`, not starting with a digit.
  static func isIdentifier(_ text: some StringProtocol) -> Bool {
    guard let first = text.utf8.first, !(0x30...0x39).contains(first) else { return false }
    return text.utf8.allSatisfy { byte in
      (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20) || byte == 0x5F
    }
  }
}
