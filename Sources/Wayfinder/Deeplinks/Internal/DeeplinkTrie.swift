/// The non-generic core of ``DeeplinkMatcher``: default origins, parameter types, parsed patterns,
/// the segment trie and the matching walk.
///
/// Pattern `i` belongs to the matcher's destination `i`. Keeping this core non-generic lets the
/// compiler specialize it fully, whatever the app's destination type is.
@usableFromInline
struct DeeplinkTrie: Sendable {
  /// What a successful walk found: the pattern's index and the captured values.
  @usableFromInline
  struct Found {
    /// The index of the matched pattern in ``patterns``.
    @usableFromInline var pattern: Int
    /// The captured parameters.
    @usableFromInline var parameters: DeeplinkParameters
    /// The URL's decoded query items.
    @usableFromInline var queryItems: [DeeplinkQueryItem]
  }

  /// The largest URL examined, in UTF-8 bytes.
  var maximumURLLength = 8_192
  /// The most path segments a URL or pattern may have.
  var maximumSegmentCount = 64
  /// The origins path-only patterns are compiled under.
  private(set) var defaultOrigins: [DeeplinkOrigin] = []
  /// The registered patterns, in registration order.
  private(set) var patterns: [DeeplinkPattern] = []

  private(set) var nodes: [DeeplinkTrieNode] = []
  private var roots: [DeeplinkOrigin: Int] = [:]
  private var customSchemeRoots: [String: Int] = [:]
  private var schemes: Set<String> = []
  private var shapes: [[String]: Int] = [:]
  private(set) var types: [DeeplinkParameterType] = []
  private var typeIndices: [String: Int] = [:]

  /// Creates an empty trie that knows the built-in parameter types.
  init() {
    for type in DeeplinkParameterType.builtIn.values.sorted(by: { $0.precedes($1) }) {
      typeIndices[type.name] = types.count
      types.append(type)
    }
  }

  // MARK: - Registration

  /// Adds `text` (`scheme://` or `http(s)://host`) to the default origins.
  mutating func addDefaultOrigin(_ text: String) throws(DeeplinkPatternError) {
    let parts: DeeplinkURLParts
    switch DeeplinkURLScanner.split(text, maximumSegmentCount: maximumSegmentCount) {
    case .success(let split): parts = split
    case .failure(.malformed(let reason)): throw .invalidOrigin(text, reason: reason)
    case .failure(.tooManySegments):
      throw .invalidOrigin(text, reason: "an origin has no path")
    }
    guard parts.segments.isEmpty, parts.query == nil, !parts.hasPort else {
      throw .invalidOrigin(
        text,
        reason: "an origin is \"scheme://\" or \"https://host\", without path, query or port"
      )
    }
    let origin = DeeplinkOrigin(scheme: parts.scheme, host: parts.host)
    if !defaultOrigins.contains(origin) { defaultOrigins.append(origin) }
  }

  /// Makes `name` usable as `:name<Type>`, matching segments that `accepts` approves.
  mutating func registerParameterType(
    named name: String,
    accepts: @escaping @Sendable (String) -> Bool
  ) throws(DeeplinkPatternError) {
    guard DeeplinkPattern.isIdentifier(name) else {
      throw .invalidParameterTypeName(
        name,
        reason: "a type name is ASCII letters, digits and \"_\", not starting with a digit"
      )
    }
    guard typeIndices[name] == nil, name != DeeplinkParameterType.stringName else {
      throw .invalidParameterTypeName(name, reason: "a parameter type has that name already")
    }
    typeIndices[name] = types.count
    types.append(
      DeeplinkParameterType(name: name, rank: DeeplinkParameterType.appTypeRank, accepts: accepts)
    )
  }

  /// Parses and checks every pattern in `texts`, then inserts them all, or throws and changes
  /// nothing.
  mutating func register(_ texts: [String]) throws(DeeplinkPatternError) {
    var parsed: [DeeplinkPattern] = []
    var newShapes: [[String]: String] = [:]
    for text in texts {
      let pattern: DeeplinkPattern
      switch DeeplinkPattern.parse(
        text,
        defaultOrigins: defaultOrigins,
        isKnownType: { typeIndices[$0] != nil },
        maximumSegmentCount: maximumSegmentCount
      ) {
      case .success(let success): pattern = success
      case .failure(let error): throw error
      }
      for origin in pattern.origins {
        let shape = pattern.shapeKey(for: origin)
        if let existing = shapes[shape] {
          throw .conflict(text, existing: patterns[existing].text)
        }
        if let earlier = newShapes[shape] { throw .conflict(text, existing: earlier) }
        newShapes[shape] = text
      }
      parsed.append(pattern)
    }
    for pattern in parsed {
      insert(pattern)
    }
  }

  private mutating func insert(_ pattern: DeeplinkPattern) {
    let index = patterns.count
    patterns.append(pattern)
    for origin in pattern.origins {
      shapes[pattern.shapeKey(for: origin)] = index
      schemes.insert(origin.scheme)
      var node: Int
      if let root = roots[origin] {
        node = root
      } else {
        node = makeNode()
        roots[origin] = node
        if origin.host == nil { customSchemeRoots[origin.scheme] = node }
      }
      updateRepresentative(of: node, with: index)
      for segment in pattern.segments {
        switch segment {
        case .literal(let text):
          if let child = nodes[node].literals[text] {
            node = child
          } else {
            let child = makeNode()
            nodes[node].literals[text] = child
            node = child
          }
        case .parameter(_, nil):
          if let child = nodes[node].untyped {
            node = child
          } else {
            let child = makeNode()
            nodes[node].untyped = child
            node = child
          }
        case .parameter(_, .some(let typeName)):
          let type = typeIndices[typeName] ?? 0
          if let edge = nodes[node].typed.first(where: { $0.type == type }) {
            node = edge.child
          } else {
            let child = makeNode()
            let position =
              nodes[node].typed.firstIndex { types[type].precedes(types[$0.type]) }
              ?? nodes[node].typed.count
            nodes[node].typed.insert(.init(type: type, child: child), at: position)
            node = child
          }
        case .wildcard:
          nodes[node].wildcardPattern = index
          continue
        }
        updateRepresentative(of: node, with: index)
      }
      if case .wildcard = pattern.segments.last {
      } else {
        nodes[node].terminalPattern = index
      }
    }
  }

  private mutating func makeNode() -> Int {
    nodes.append(DeeplinkTrieNode())
    return nodes.count - 1
  }

  /// Keeps, as the node's nearest pattern, the one with the fewest segments, then by its text.
  private mutating func updateRepresentative(of node: Int, with pattern: Int) {
    let current = nodes[node].representative
    if current < 0
      || (patterns[pattern].segments.count, patterns[pattern].text)
        < (patterns[current].segments.count, patterns[current].text)
    {
      nodes[node].representative = pattern
    }
  }

  // MARK: - Matching

  /// Scans `url`, finds the most specific matching pattern, or says why there is none.
  @usableFromInline
  func match(_ url: String) -> Result<Found, DeeplinkRefusal> {
    matchByStrings(url)
  }

  /// The text of the pattern registered at `index`.
  @usableFromInline
  func patternText(at index: Int) -> String {
    patterns[index].text
  }

  /// Matches `url` by the `String`-based walk, which defines the rules and every refusal.
  func matchByStrings(_ url: String) -> Result<Found, DeeplinkRefusal> {
    let length = url.utf8.count
    guard length <= maximumURLLength else {
      return .failure(.urlTooLong(length: length, limit: maximumURLLength))
    }
    var parts: DeeplinkURLParts
    switch DeeplinkURLScanner.split(url, maximumSegmentCount: maximumSegmentCount) {
    case .success(let split): parts = split
    case .failure(.malformed(let reason)): return .failure(.malformedURL(reason: reason))
    case .failure(.tooManySegments(let count, let limit)):
      return .failure(.tooManySegments(count: count, limit: limit))
    }
    let root =
      parts.host == nil
      ? customSchemeRoots[parts.scheme]
      : roots[DeeplinkOrigin(scheme: parts.scheme, host: parts.host)]
    guard let root else {
      if let host = parts.host, schemes.contains(parts.scheme) {
        return .failure(.unknownHost(host, scheme: parts.scheme))
      }
      return .failure(.unknownScheme(parts.scheme))
    }
    for index in parts.segments.indices where parts.pathHasEscapes {
      guard let decoded = PercentDecoding.decode(parts.segments[index]) else {
        return .failure(
          .malformedURL(
            reason: "path segment \(index + 1) has invalid percent-encoding or is not UTF-8"
          )
        )
      }
      parts.segments[index] = decoded
    }
    let queryItems: [DeeplinkQueryItem]
    switch Self.queryItems(parts.query) {
    case .success(let items): queryItems = items
    case .failure(let refusal): return .failure(refusal)
    }
    return walk(from: root, segments: parts.segments, queryItems: queryItems)
  }

  /// Walks the trie depth first, in precedence order, with an explicit stack.
  private func walk(
    from root: Int,
    segments: [String],
    queryItems: [DeeplinkQueryItem]
  ) -> Result<Found, DeeplinkRefusal> {
    var best = BestAttempt(node: root)
    // The stack never holds more than one frame per segment plus the root.
    let found: Found? = withUnsafeTemporaryAllocation(
      of: MatchFrame.self,
      capacity: segments.count + 1
    ) { stack in
      stack.initializeElement(at: 0, to: MatchFrame(node: root, stage: 0))
      var count = 1
      while count > 0 {
        let depth = count - 1
        let frame = stack[depth]
        if frame.stage == 0 {
          best.consider(2 * depth, nil, node: frame.node)
          if depth == segments.count {
            if let pattern = nodes[frame.node].terminalPattern {
              switch accept(pattern, segments: segments, queryItems: queryItems) {
              case .success(let found): return found
              case .failure(let refusal): best.consider(2 * depth + 2, refusal, node: frame.node)
              }
            }
            count -= 1
            continue
          }
        }
        let segment = segments[depth]
        var stage = frame.stage
        var next: Int?
        let typedEnd = 1 + nodes[frame.node].typed.count
        while next == nil, stage <= typedEnd + 1 {
          let current = stage
          stage += 1
          if current == 0 {
            next = nodes[frame.node].literals[segment]
          } else if current < typedEnd {
            let edge = nodes[frame.node].typed[current - 1]
            if types[edge.type].accepts(segment) {
              next = edge.child
            } else if 2 * depth + 1 > best.score {
              let representative = patterns[nodes[edge.child].representative]
              best.consider(
                2 * depth + 1,
                .invalidParameter(
                  name: Self.parameterName(in: representative, at: depth),
                  text: segment,
                  expectedType: types[edge.type].name,
                  pattern: representative.text
                ),
                node: frame.node
              )
            }
          } else if current == typedEnd {
            next = nodes[frame.node].untyped
          } else if let pattern = nodes[frame.node].wildcardPattern {
            switch accept(pattern, segments: segments, queryItems: queryItems) {
            case .success(let found): return found
            case .failure(let refusal):
              best.consider(2 * segments.count + 2, refusal, node: frame.node)
            }
          }
        }
        stack[depth].stage = stage
        if let next {
          stack.initializeElement(at: count, to: MatchFrame(node: next, stage: 0))
          count += 1
        } else {
          count -= 1
        }
      }
      return nil
    }
    if let found { return .success(found) }
    if let refusal = best.refusal { return .failure(refusal) }
    let nearest = nodes[best.node].representative
    return .failure(
      .noMatch(
        path: "/" + segments.joined(separator: "/"),
        nearest: nearest < 0 ? nil : patterns[nearest].text
      )
    )
  }

  /// Captures the parameters of `pattern`, whose path matched, or refuses the URL's query.
  private func accept(
    _ index: Int,
    segments: [String],
    queryItems: [DeeplinkQueryItem]
  ) -> Result<Found, DeeplinkRefusal> {
    let pattern = patterns[index]
    var parameters: [DeeplinkParameters.Entry] = []
    parameters.reserveCapacity(pattern.parameterCount)
    for (position, segment) in pattern.segments.enumerated() {
      switch segment {
      case .literal: break
      case .parameter(let name, _):
        parameters.append(.init(name: name, text: segments[position]))
      case .wildcard(let name):
        parameters.append(.init(name: name, text: segments[position...].joined(separator: "/")))
      }
    }
    for query in pattern.query {
      guard let item = queryItems.first(where: { $0.name == query.key }) else {
        if query.isRequired {
          return .failure(.missingQueryParameter(key: query.key, pattern: pattern.text))
        }
        continue
      }
      let text = item.value ?? ""
      if let typeName = query.type, let type = typeIndices[typeName], !types[type].accepts(text) {
        return .failure(
          .invalidParameter(
            name: query.name,
            text: text,
            expectedType: typeName,
            pattern: pattern.text
          )
        )
      }
      parameters.append(.init(name: query.name, text: text))
    }
    return .success(
      Found(
        pattern: index,
        parameters: DeeplinkParameters(storage: parameters),
        queryItems: queryItems
      )
    )
  }

  private static func parameterName(in pattern: DeeplinkPattern, at position: Int) -> String {
    guard position < pattern.segments.count,
      case .parameter(let name, _) = pattern.segments[position]
    else { return "" }
    return name
  }

  private static func queryItems(_ query: String?) -> Result<[DeeplinkQueryItem], DeeplinkRefusal> {
    guard let query, !query.isEmpty else { return .success([]) }
    var items: [DeeplinkQueryItem] = []
    for raw in query.split(separator: "&", omittingEmptySubsequences: true) {
      let equals = raw.firstIndex(of: "=")
      let rawName = equals.map { raw[..<$0] } ?? raw
      guard let name = PercentDecoding.decode(String(rawName), plusAsSpace: true) else {
        return .failure(.malformedURL(reason: "the query key \"\(rawName)\" is not decodable"))
      }
      var value: String?
      if let equals {
        let rawValue = raw[raw.index(after: equals)...]
        guard let decoded = PercentDecoding.decode(String(rawValue), plusAsSpace: true) else {
          return .failure(
            .malformedURL(reason: "the value of the query key \"\(name)\" is not decodable")
          )
        }
        value = decoded
      }
      items.append(DeeplinkQueryItem(name: name, value: value))
    }
    return .success(items)
  }
}

/// One level of the trie walk's explicit stack.
private struct MatchFrame {
  /// The trie node at this level.
  var node: Int
  /// The next branch to try: 0 enters the node and tries the literal child, then come the typed
  /// children in order, the untyped child and the wildcard.
  var stage: Int
}

/// The refusal for the attempt that got furthest during a walk.
///
/// A dead end after `d` segments scores `2d`, a parameter that fails to convert at segment `d`
/// scores `2d + 1`, a complete path whose pattern refuses the query scores `2n + 2`. The first
/// attempt wins ties, so the most specific branch (precedence order) is reported.
private struct BestAttempt {
  /// The best score so far.
  var score = -1
  /// The refusal of the best attempt; `nil` when it was a dead end (reported as no match).
  var refusal: DeeplinkRefusal?
  /// The node where the best attempt stopped, whose nearest pattern a no-match names.
  var node: Int

  init(node: Int) {
    self.node = node
  }

  mutating func consider(_ score: Int, _ refusal: DeeplinkRefusal?, node: Int) {
    guard score > self.score else { return }
    self.score = score
    self.refusal = refusal
    self.node = node
  }
}
