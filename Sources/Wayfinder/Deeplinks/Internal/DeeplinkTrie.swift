/// The non-generic core of ``DeeplinkMatcher``: default origins, parameter types, registered
/// patterns, the segment trie and the matching walk.
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

  /// What the trie keeps of a registered pattern.
  struct Registered: Sendable {
    /// The pattern as written.
    var text: String
    /// The number of path segments, which orders the nearest-pattern candidates.
    var segmentCount: Int32
    /// The pattern's entries in ``pathCaptures``.
    var pathCaptures: Range<Int32>
    /// The pattern's entries in ``queryCaptures``.
    var queryCaptures: Range<Int32>
  }

  /// A path parameter or wildcard a pattern captures.
  struct PathCapture: Sendable {
    /// The parameter name.
    var name: String
    /// The segment it captures (the first one, for a wildcard).
    var position: Int32
    /// Whether it captures every segment from ``position`` on, joined with `/`.
    var isWildcard: Bool
  }

  /// A query parameter a pattern captures.
  struct QueryCapture: Sendable {
    /// The key looked up in the URL's query.
    var key: String
    /// The parameter name.
    var name: String
    /// The index of its type in the type table, `nil` when untyped.
    var type: Int?
    /// Whether a URL without the key fails the pattern.
    var isRequired: Bool
  }

  /// The largest URL examined, in UTF-8 bytes.
  var maximumURLLength = 8_192
  /// The most path segments a URL or pattern may have.
  var maximumSegmentCount = 64
  /// The origins path-only patterns are compiled under.
  private(set) var defaultOrigins: [DeeplinkOrigin] = []
  /// The registered patterns, in registration order.
  private(set) var patterns: [Registered] = []

  private var pathCaptures: [PathCapture] = []
  private var queryCaptures: [QueryCapture] = []
  private var nodes: [DeeplinkTrieNode] = []
  private var roots: [DeeplinkOrigin: Int] = [:]
  private var schemes: Set<String> = []
  private var types = DeeplinkParameterType.builtIn
  private var typeIndices: [String: Int] = [:]

  /// Creates an empty trie that knows the built-in parameter types.
  init() {
    for (index, type) in types.enumerated() { typeIndices[type.name] = index }
  }

  // MARK: - Registration

  /// Adds `text` (`scheme://` or `http(s)://host`) to the default origins.
  mutating func addDefaultOrigin(_ text: String) throws(DeeplinkPatternError) {
    let parts: DeeplinkURLParts
    switch DeeplinkURLScanner.split(text, isPattern: true, maximumSegmentCount: 1) {
    case .success(let split): parts = split
    case .failure(.malformed(let reason)): throw .invalidOrigin(text, reason: reason)
    case .failure(.nonLiteralHost(let host)): throw .nonLiteralHost(text, host: host)
    case .failure(.tooManySegments): throw .invalidOrigin(text, reason: "an origin has no path")
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

  /// Makes `name` usable as `:name<Type>`, matching segments that `convert` converts.
  mutating func registerParameterType(
    named name: String,
    convert: @escaping @Sendable (String) -> (any Sendable)?
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
      DeeplinkParameterType(name: name, rank: DeeplinkParameterType.appTypeRank, convert: convert)
    )
  }

  /// Parses and checks every pattern in `texts`, then inserts them all, or throws and changes
  /// nothing.
  mutating func register(_ texts: [String]) throws(DeeplinkPatternError) {
    var parsed: [DeeplinkPattern] = []
    parsed.reserveCapacity(texts.count)
    // Patterns of one batch that match the same URLs conflict too; a batch of one has no other.
    var batchShapes: [String: String] = [:]
    for text in texts {
      let pattern: DeeplinkPattern
      switch DeeplinkPattern.parse(
        text,
        defaultOrigins: defaultOrigins,
        typeIndex: { typeIndices[$0] },
        maximumSegmentCount: maximumSegmentCount
      ) {
      case .success(let success): pattern = success
      case .failure(let error): throw error
      }
      for origin in pattern.origins {
        let segments = pattern.segments(under: origin)
        if let existing = registeredPattern(ending: segments, under: origin) {
          throw .conflict(text, existing: patterns[existing].text)
        }
        guard texts.count > 1 else { continue }
        let shape = pattern.shapeKey(for: origin)
        if let earlier = batchShapes[shape] { throw .conflict(text, existing: earlier) }
        batchShapes[shape] = text
      }
      parsed.append(pattern)
    }
    for pattern in parsed {
      insert(pattern)
    }
  }

  /// The registered pattern that ends where a pattern with `segments` would end under
  /// `origin`, if any.
  private func registeredPattern(
    ending segments: [DeeplinkPattern.Segment], under origin: DeeplinkOrigin
  ) -> Int? {
    guard var node = roots[origin] else { return nil }
    for segment in segments {
      switch segment {
      case .literal(let text):
        guard let child = nodes[node].literalChild(text) else { return nil }
        node = child
      case .parameter(_, let type):
        guard let edge = nodes[node].parameters.first(where: { $0.type == type }) else {
          return nil
        }
        node = edge.child
      case .wildcard:
        return nodes[node].wildcardPattern
      }
    }
    return nodes[node].terminalPattern
  }

  private mutating func insert(_ pattern: DeeplinkPattern) {
    let index = patterns.count
    let firstPathCapture = pathCaptures.count
    for (position, segment) in pattern.segments.enumerated() {
      switch segment {
      case .literal: break
      case .parameter(let name, _):
        pathCaptures.append(PathCapture(name: name, position: Int32(position), isWildcard: false))
      case .wildcard(let name):
        pathCaptures.append(PathCapture(name: name, position: Int32(position), isWildcard: true))
      }
    }
    let firstQueryCapture = queryCaptures.count
    for query in pattern.query {
      queryCaptures.append(
        QueryCapture(
          key: query.key,
          name: query.name,
          type: query.type,
          isRequired: query.isRequired
        )
      )
    }
    patterns.append(
      Registered(
        text: pattern.text,
        segmentCount: Int32(pattern.segments.count),
        pathCaptures: Int32(firstPathCapture)..<Int32(pathCaptures.count),
        queryCaptures: Int32(firstQueryCapture)..<Int32(queryCaptures.count)
      )
    )
    for origin in pattern.origins {
      var node: Int
      if let root = roots[origin] {
        node = root
      } else {
        node = makeNode(representative: index)
        roots[origin] = node
        schemes.insert(origin.scheme)
      }
      updateRepresentative(of: node, with: index)
      for segment in pattern.segments(under: origin) {
        switch segment {
        case .literal(let text):
          if let child = nodes[node].literalChild(text) {
            node = child
          } else {
            let child = makeNode(representative: index)
            nodes[node].addLiteralChild(text, child)
            node = child
          }
        case .parameter(_, let type):
          if let edge = nodes[node].parameters.first(where: { $0.type == type }) {
            node = edge.child
          } else {
            let child = makeNode(representative: index)
            let position =
              nodes[node].parameters.firstIndex { precedes(type, $0.type) }
              ?? nodes[node].parameters.count
            nodes[node].parameters.insert(.init(type: type, child: child), at: position)
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

  /// Whether a parameter of type `type` is tried before one of type `other` (`nil`: untyped,
  /// which comes last).
  private func precedes(_ type: Int?, _ other: Int?) -> Bool {
    guard let type else { return false }
    guard let other else { return true }
    return types[type].precedes(types[other])
  }

  private mutating func makeNode(representative: Int) -> Int {
    nodes.append(DeeplinkTrieNode(representative: representative))
    return nodes.count - 1
  }

  /// Keeps, as the node's nearest pattern, the one with the fewest segments, then by its text.
  private mutating func updateRepresentative(of node: Int, with pattern: Int) {
    let current = patterns[nodes[node].representative]
    let candidate = patterns[pattern]
    if (candidate.segmentCount, candidate.text) < (current.segmentCount, current.text) {
      nodes[node].representative = pattern
    }
  }

  // MARK: - Matching

  /// Scans `url`, finds the most specific matching pattern, or says why there is none.
  @usableFromInline
  func match(_ url: String) -> Result<Found, DeeplinkRefusal> {
    let length = url.utf8.count
    guard length <= maximumURLLength else {
      return .failure(.urlTooLong(length: length, limit: maximumURLLength))
    }
    let parts: DeeplinkURLParts
    switch DeeplinkURLScanner.split(url, maximumSegmentCount: maximumSegmentCount) {
    case .success(let split): parts = split
    case .failure(.malformed(let reason)): return .failure(.malformedURL(reason: reason))
    case .failure(.tooManySegments(let count, let limit)):
      return .failure(.tooManySegments(count: count, limit: limit))
    case .failure(.nonLiteralHost(let host)):
      return .failure(.malformedURL(reason: "the host \"\(host)\" is not literal"))
    }
    guard let root = roots[DeeplinkOrigin(scheme: parts.scheme, host: parts.host)] else {
      if let host = parts.host, schemes.contains(parts.scheme) {
        return .failure(.unknownHost(host, scheme: parts.scheme))
      }
      return .failure(.unknownScheme(parts.scheme))
    }
    var segments: [String] = []
    for (index, raw) in parts.segments.enumerated() {
      guard let decoded = PercentDecoding.decode(raw) else {
        return .failure(
          .malformedURL(
            reason: "path segment \(index + 1) has invalid percent-encoding or is not UTF-8"
          )
        )
      }
      segments.append(decoded)
    }
    let queryItems: [DeeplinkQueryItem]
    switch Self.queryItems(parts.query) {
    case .success(let items): queryItems = items
    case .failure(let refusal): return .failure(refusal)
    }
    // Under a custom scheme the first segment is the URL's host in `shop://product/42`, which
    // compares case-insensitively.
    let firstSegment = parts.host == nil ? segments.first?.lowercased() : segments.first
    return walk(from: root, segments: segments, firstSegment: firstSegment, queryItems: queryItems)
  }

  /// The text of the pattern registered at `index`.
  @usableFromInline
  func patternText(at index: Int) -> String {
    patterns[index].text
  }

  /// Walks the trie depth first, in precedence order, with an explicit stack that holds one
  /// frame per segment (so no input can exhaust the call stack); each node is entered at most
  /// once.
  private func walk(
    from root: Int,
    segments: [String],
    firstSegment: String?,
    queryItems: [DeeplinkQueryItem]
  ) -> Result<Found, DeeplinkRefusal> {
    var best = BestAttempt(node: root)
    var stack = [MatchFrame(node: root, value: nil)]
    stack.reserveCapacity(segments.count + 1)
    while let frame = stack.last {
      let depth = stack.count - 1
      let node = nodes[frame.node]
      if frame.stage == 0 {
        best.consider(2 * depth, nil, node: frame.node)
        if depth == segments.count {
          if let pattern = node.terminalPattern {
            switch accept(pattern, segments: segments, stack: stack, queryItems: queryItems) {
            case .success(let found): return .success(found)
            case .failure(let refusal): best.consider(2 * depth + 2, refusal, node: frame.node)
            }
          }
          stack.removeLast()
          continue
        }
      }
      // Stages: 0 the static child, 1...n the parameter children in order, n + 1 the wildcard.
      let segment = segments[depth]
      var stage = frame.stage
      var next: MatchFrame?
      while next == nil, stage <= node.parameters.count + 1 {
        let current = stage
        stage += 1
        if current == 0 {
          let key = depth == 0 ? firstSegment ?? segment : segment
          next = node.literalChild(key).map { MatchFrame(node: $0, value: nil) }
        } else if current <= node.parameters.count {
          let edge = node.parameters[current - 1]
          guard let type = edge.type else {
            next = MatchFrame(node: edge.child, value: nil)
            continue
          }
          if let value = types[type].convert(segment) {
            next = MatchFrame(node: edge.child, value: value)
          } else if 2 * depth + 1 > best.score {
            let representative = patterns[nodes[edge.child].representative]
            best.consider(
              2 * depth + 1,
              .invalidParameter(
                name: parameterName(in: representative, at: depth),
                text: segment,
                expectedType: types[type].name,
                pattern: representative.text
              ),
              node: frame.node
            )
          }
        } else if let pattern = node.wildcardPattern {
          switch accept(pattern, segments: segments, stack: stack, queryItems: queryItems) {
          case .success(let found): return .success(found)
          case .failure(let refusal):
            best.consider(2 * segments.count + 2, refusal, node: frame.node)
          }
        }
      }
      stack[depth].stage = stage
      if let next {
        stack.append(next)
      } else {
        stack.removeLast()
      }
    }
    if let refusal = best.refusal { return .failure(refusal) }
    return .failure(
      .noMatch(
        path: "/" + segments.joined(separator: "/"),
        // A pattern that shares no segment with the path is not near it.
        nearest: best.node == root ? nil : patterns[nodes[best.node].representative].text
      )
    )
  }

  /// Captures the parameters of pattern `index`, whose path matched along `stack`, or refuses
  /// the URL's query.
  private func accept(
    _ index: Int,
    segments: [String],
    stack: [MatchFrame],
    queryItems: [DeeplinkQueryItem]
  ) -> Result<Found, DeeplinkRefusal> {
    let pattern = patterns[index]
    var parameters: [DeeplinkParameters.Entry] = []
    parameters.reserveCapacity(pattern.pathCaptures.count + pattern.queryCaptures.count)
    for capture in pathCaptures[Self.indices(pattern.pathCaptures)] {
      let position = Int(capture.position)
      if capture.isWildcard {
        let text = segments[position...].joined(separator: "/")
        parameters.append(.init(name: capture.name, text: text))
      } else {
        // The frame above a segment's position holds the value its typed edge converted.
        let value = stack[position + 1].value
        parameters.append(.init(name: capture.name, text: segments[position], value: value))
      }
    }
    for capture in queryCaptures[Self.indices(pattern.queryCaptures)] {
      let text = queryItems.first { $0.name == capture.key }.map { $0.value ?? "" }
      // An optional typed parameter with an empty value (`?page=`) is absent.
      guard let text, !(text.isEmpty && capture.type != nil && !capture.isRequired) else {
        if capture.isRequired {
          return .failure(.missingQueryParameter(key: capture.key, pattern: pattern.text))
        }
        continue
      }
      var value: (any Sendable)?
      if let type = capture.type {
        guard let converted = types[type].convert(text) else {
          return .failure(
            .invalidParameter(
              name: capture.name,
              text: text,
              expectedType: types[type].name,
              pattern: pattern.text
            )
          )
        }
        value = converted
      }
      parameters.append(.init(name: capture.name, text: text, value: value))
    }
    return .success(
      Found(
        pattern: index,
        parameters: DeeplinkParameters(storage: parameters),
        queryItems: queryItems
      )
    )
  }

  /// The name of the path parameter at `position` in `pattern`.
  private func parameterName(in pattern: Registered, at position: Int) -> String {
    let captures = pathCaptures[Self.indices(pattern.pathCaptures)]
    return captures.first { $0.position == position }?.name ?? ""
  }

  /// `range` as array indices.
  private static func indices(_ range: Range<Int32>) -> Range<Int> {
    Int(range.lowerBound)..<Int(range.upperBound)
  }

  private static func queryItems(_ query: String?) -> Result<[DeeplinkQueryItem], DeeplinkRefusal> {
    guard let query, !query.isEmpty else { return .success([]) }
    var items: [DeeplinkQueryItem] = []
    for raw in query.split(separator: "&", omittingEmptySubsequences: true) {
      let equals = raw.firstIndex(of: "=")
      let rawName = equals.map { raw[..<$0] } ?? raw
      guard let name = PercentDecoding.decode(String(rawName), plusAsSpace: true) else {
        return .failure(
          .malformedURL(reason: "the query key \"\(rawName)\" is not decodable")
        )
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
  /// The value the typed edge into this node converted the segment to, if any.
  var value: (any Sendable)?
  /// The next branch to try: 0 enters the node and tries the static child, then come the
  /// parameter children in order and the wildcard.
  var stage = 0
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
