extension DeeplinkTrie {
  /// A pattern's text, parsed.
  struct ParsedPattern {
    /// The names of the path parameters, in order.
    var names: some Sequence<String> {
      steps.lazy.compactMap {
        switch $0 {
        case .literal: nil
        case .parameter(let name, _), .wildcard(let name): name
        }
      }
    }

    var steps: [Step] = []
    /// `nil` for a path-only pattern (`/product/:id`), which applies to every default origin.
    var origin: Origin?
    var query: [QueryParameter] = []
  }

  /// Parses `text`, of at most `segmentLimit` segments, into its steps, origin, parameter names
  /// and query.
  func parse(_ text: String, segmentLimit: Int) throws(DeeplinkPatternError) -> ParsedPattern {
    func invalid(_ reason: String) -> DeeplinkPatternError { .invalidPattern(text, reason: reason) }
    let pathOnly = text.utf8.first == UInt8(ascii: "/")
    if pathOnly, defaultOrigins.isEmpty { throw .missingOrigins(text) }
    let url: DeeplinkURL
    do {
      url = try DeeplinkURL(text, isPattern: true, pathOnly: pathOnly)
    } catch {
      switch error {
      case .malformed(let reason): throw invalid(reason)
      case .nonLiteralHost(let host): throw .nonLiteralHost(text, host: host)
      }
    }
    guard url.segments.count <= segmentLimit else {
      throw invalid("it has \(url.segments.count) segments; the limit is \(segmentLimit)")
    }
    guard !url.hasPort else { throw invalid("a pattern cannot name a port") }
    var pattern = ParsedPattern()
    pattern.steps.reserveCapacity(url.segments.count)
    /// Parses `name` or `name<Type>` (the bytes after `:`), a name not used before.
    func parameter(_ spec: ArraySlice<UInt8>, at place: @autoclosure () -> String)
      throws(DeeplinkPatternError) -> (String, Int16?)
    {
      let open = spec.firstIndex(of: UInt8(ascii: "<")) ?? spec.endIndex
      let name = DeeplinkURL.text(spec[..<open])
      var type: Int16?
      if open < spec.endIndex {
        let typeBytes = spec[open...].dropFirst().dropLast()
        guard spec.last == UInt8(ascii: ">") else {
          throw invalid("\(place()): a parameter type must be written as :name<Type>")
        }
        let typeName = DeeplinkURL.text(typeBytes)
        guard Self.isIdentifier(typeBytes) else {
          throw invalid("\(place()): \"\(typeName)\" is not a type name")
        }
        if typeName != "String" {
          // The built-in names compared before hashing: 1.4 % of a registration.
          let builtIn = Self.builtInTypes.firstIndex { $0.name == typeName }.map(Int16.init)
          guard let index = builtIn ?? typeIndexes[typeName] else {
            throw .unknownParameterType(typeName, pattern: text)
          }
          type = index
        }
      }
      guard Self.isIdentifier(spec[..<open]) else {
        throw invalid(
          "\(place()): \"\(name)\" is not a parameter name "
            + "(letters, digits and \"_\", not starting with a digit)")
      }
      guard !pattern.names.contains(name), !pattern.query.contains(where: { $0.name == name })
      else { throw invalid("the parameter name \"\(name)\" is used twice") }
      return (name, type)
    }
    for (index, range) in url.segments.enumerated() {
      let raw = url.bytes[range]
      var place: String { "segment \(index + 1) (\"\(DeeplinkURL.text(raw))\")" }
      if raw.first == UInt8(ascii: ":") {
        let (name, type) = try parameter(raw.dropFirst(), at: place)
        pattern.steps.append(.parameter(name: name, type: type))
      } else if raw.first == UInt8(ascii: "*") {
        guard index == url.segments.count - 1 else {
          throw invalid("\(place): a wildcard must be the last segment")
        }
        guard !raw.contains(UInt8(ascii: "<")) else {
          throw invalid("\(place): a wildcard captures text and takes no type")
        }
        pattern.steps.append(.wildcard(name: try parameter(raw.dropFirst(), at: place).0))
      } else if raw.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) {
        throw invalid(
          "\(place): a parameter is written :name or :name<Type> (not <name>); "
            + "write a literal \"<\" or \">\" as %3C or %3E")
      } else if raw.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "*") }) {
        throw invalid(
          "\(place): a parameter (\":name\" or \"*name\") must be a whole segment; "
            + "write a literal \":\" or \"*\" as %3A or %2A")
      } else {
        guard let decoded = raw.percentDecoded() else {
          throw invalid("\(place): invalid percent-encoding")
        }
        pattern.steps.append(.literal(decoded))
      }
    }
    let query = url.query
    if query?.isEmpty == true {
      throw invalid(
        "a \"?\" must be followed by query parameters (key=:name); a path parameter cannot "
          + "be optional: register the pattern with and without it")
    }
    for item in query ?? [] {
      var place: String {
        let value = item.value.map { "=" + DeeplinkURL.text($0) } ?? ""
        return "query item \"\(DeeplinkURL.text(item.name))\(value)\""
      }
      guard var value = item.value, let key = item.name.percentDecoded(plusAsSpace: true),
        !key.isEmpty
      else { throw invalid("\(place): write a query parameter as key=:name or key=:name<Type>") }
      let isRequired = value.last != UInt8(ascii: "?")
      if !isRequired { value = value.dropLast() }
      guard value.first == UInt8(ascii: ":") else {
        throw invalid("\(place): the value must be a parameter such as \":\(key)\"")
      }
      guard !pattern.query.contains(where: { $0.key == key }) else {
        throw invalid("the query key \"\(key)\" is used twice")
      }
      let (name, type) = try parameter(value.dropFirst(), at: place)
      pattern.query.append(QueryParameter(key: key, name: name, type: type, isRequired: isRequired))
    }
    if !pathOnly { pattern.origin = Origin(scheme: url.scheme, host: url.host) }
    return pattern
  }

  /// Whether `text` (UTF-8) is a name: ASCII letters, digits and `_`, not starting with a digit.
  static func isIdentifier(_ text: some Collection<UInt8>) -> Bool {
    guard let first = text.first, !DeeplinkURL.isDigit(first) else { return false }
    return text.allSatisfy {
      DeeplinkURL.isLetter($0) || DeeplinkURL.isDigit($0) || $0 == UInt8(ascii: "_")
    }
  }
}
