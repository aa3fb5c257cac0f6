/// Matches URL strings against registered patterns and yields the destination and typed
/// parameters of the one pattern that matches, or the reason none does.
///
/// ```swift
/// var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://", "https://shop.example.com"])
/// try matcher.register("/product/:id<Int>", to: .product)
/// try matcher.register("shop://search?q=:query&page=:page<Int>?", to: .search)
///
/// if case .success(let match) = matcher.match("https://shop.example.com/product/42") {
///   let id = try match.parameters.value(named: "id", as: Int.self)  // 42
/// }
/// ```
///
/// Patterns are compiled once into a segment trie, so a match costs time proportional to the
/// number of path segments, not to the number of patterns. The matcher is a value: copy it, share
/// it across threads (it is `Sendable` when `Destination` is), register everything at launch.
///
/// ## Pattern syntax
///
/// - `scheme://first/second` — a custom scheme. The component after `//` (technically the URL's
///   host) is the first path segment: `shop://product/:id` has the segments `product` and `:id`,
///   and `shop://product/42`, `shop:///product/42` and `shop:/product/42` all match it.
/// - `https://host/first/second` (or `http`) — a web link: the host must equal the URL's host;
///   the path starts after it. A port in a URL is ignored; a pattern cannot name one.
/// - `/first/second` — a path-only pattern, compiled under every origin given to
///   ``init(origins:)``: one pattern for `shop://` and several universal-link hosts. To give one
///   route several explicit patterns, use ``register(_:to:)-([String],_)``.
/// - A static segment matches itself exactly (after percent-decoding both sides).
/// - `:name` — one segment, any text. `:name<Type>` — one segment that converts to `Type`:
///   `Int`, `Double`, `Bool`, `UUID`, `String` (the same as untyped), or a type the app registers
///   with ``registerParameterType(_:named:)``. A parameter takes a whole segment.
/// - `*name` — a wildcard: one or more trailing segments, captured as their decoded text joined
///   with `/`. Only as the last segment.
/// - `?key=:name`, `?key=:name<Type>` — a required query parameter, exposed under `name`;
///   a trailing `?` makes it optional (`?page=:page<Int>?`). Items are joined with `&`. Query
///   items a pattern does not declare are ignored (and kept in ``DeeplinkMatch/queryItems``).
/// - Names are ASCII letters, digits and `_`, not starting with a digit, unique in a pattern.
///
/// ## URL rules
///
/// - URLs are scanned by the matcher itself (not Foundation's URL parser): any string gets a
///   match or a ``DeeplinkRefusal``, never a crash.
/// - Letter case: the scheme and the host are case-insensitive; path segments (including a custom
///   scheme's first component) and query keys are case-sensitive.
/// - Trailing slash: one trailing slash is ignored (`shop://cart/` matches `shop://cart`).
///   An empty segment anywhere else (`shop://product//42`) makes the URL malformed.
/// - Percent-decoding: each path segment is decoded after the path is split, so `%2F` is a slash
///   inside a segment's value. Query keys and values are decoded too, with `+` as a space.
///   Invalid escapes and decoded bytes that are not UTF-8 make the URL malformed. Unicode text
///   compares by canonical equivalence (Swift `String` equality).
/// - User information (`https://user@host`) and spaces or control characters are refused.
///   A fragment (`#…`) is ignored. Repeated query keys: the first one is the parameter's value.
///
/// ## Precedence
///
/// When several patterns match a URL, the winner does not depend on registration order. At each
/// segment, from left to right, the matcher tries a static segment first, then typed parameters
/// (ordered `Bool`, `Int`, `UUID`, `Double`, then app types by name), then an untyped parameter,
/// then a wildcard. If a branch fails further down (or its pattern lacks a required query
/// parameter), the matcher backtracks to the next branch. So `shop://product/new` beats
/// `shop://product/:id<Int>`, which beats `shop://product/:slug`, which beats
/// `shop://product/*rest`.
///
/// ## Conflicts
///
/// Two patterns conflict when they match exactly the same URLs: they have the same origin and,
/// segment by segment, the same static text, the same parameter type (names do not count; `:id`
/// and `:name<String>` conflict) or both a wildcard. Query parameters do not distinguish
/// patterns. Registering a conflicting pattern throws ``DeeplinkPatternError/conflict(_:existing:)``
/// naming both. Patterns that merely overlap (`:id<Int>` and `:slug`) are resolved by precedence.
///
/// ## Refusals and limits
///
/// A refused URL says why: see ``DeeplinkRefusal``. Work per URL is bounded: URLs longer than
/// ``maximumURLLength`` bytes or with more than ``maximumSegmentCount`` path segments are refused
/// before matching, and matching uses an explicit stack (no recursion) that visits each trie node
/// at most once.
public struct DeeplinkMatcher<Destination> {
  /// A registered pattern with its destination.
  struct Entry {
    var pattern: DeeplinkPattern
    var destination: Destination

    /// Whether this entry is named before `other` as the nearest pattern.
    func isNearer(than other: Entry) -> Bool {
      (pattern.segments.count, pattern.text) < (other.pattern.segments.count, other.pattern.text)
    }
  }

  /// The largest URL, in UTF-8 bytes, that the matcher examines (8,192 by default).
  ///
  /// Longer URLs are refused with ``DeeplinkRefusal/urlTooLong(length:limit:)``.
  public var maximumURLLength = 8_192

  /// The most path segments a URL (and a pattern) may have (64 by default).
  ///
  /// URLs with more are refused with ``DeeplinkRefusal/tooManySegments(count:limit:)``.
  public var maximumSegmentCount = 64

  private var defaultOrigins: [DeeplinkOrigin] = []
  private var entries: [Entry] = []
  private var nodes: [DeeplinkTrieNode] = []
  private var roots: [DeeplinkOrigin: Int] = [:]
  private var schemes: Set<String> = []
  private var shapes: [[String]: Int] = [:]
  private var types: [DeeplinkParameterType] = []
  private var typeIndices: [String: Int] = [:]

  /// Creates an empty matcher; patterns must then spell out their scheme (and host).
  public init() {
    for type in DeeplinkParameterType.builtIn.values.sorted(by: { $0.precedes($1) }) {
      typeIndices[type.name] = types.count
      types.append(type)
    }
  }

  /// Creates an empty matcher whose path-only patterns (`/product/:id`) apply to every origin in
  /// `origins`.
  ///
  /// An origin is a custom scheme (`"shop://"`) or an http(s) scheme with a host
  /// (`"https://shop.example.com"`); scheme and host are case-insensitive.
  ///
  /// - Throws: ``DeeplinkPatternError/invalidOrigin(_:reason:)`` for an origin with a path,
  ///   query, port or no host.
  public init(origins: [String]) throws(DeeplinkPatternError) {
    self.init()
    for text in origins {
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
  }

  /// The origins path-only patterns apply to, normalized (`shop://`, `https://shop.example.com`).
  public var origins: [String] { defaultOrigins.map(\.text) }

  /// The registered patterns, in registration order, as written.
  public var patterns: [String] { entries.map(\.pattern.text) }

  /// Makes an app type usable in patterns as `:name<TypeName>`.
  ///
  /// A segment matches the typed parameter when `Value(text)` succeeds. App types are tried after
  /// the built-in types, in the order of their names.
  ///
  /// ```swift
  /// struct ProductID: LosslessStringConvertible { … }
  /// try matcher.registerParameterType(ProductID.self)  // named "ProductID"
  /// try matcher.register("shop://product/:id<ProductID>", to: .product)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type; its failable `init?(_ description: String)` decides what matches.
  ///   - name: The name patterns use; by default the type's name.
  /// - Throws: ``DeeplinkPatternError/invalidParameterTypeName(_:reason:)`` when the name is not
  ///   an identifier or is already taken (the built-in names included).
  public mutating func registerParameterType<Value: LosslessStringConvertible & SendableMetatype>(
    _ type: Value.Type,
    named name: String? = nil
  ) throws(DeeplinkPatternError) {
    let name = name ?? String(describing: type)
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
      DeeplinkParameterType(name: name, rank: DeeplinkParameterType.appTypeRank) {
        Value($0) != nil
      }
    )
  }

  /// Registers `pattern` for `destination`.
  ///
  /// - Throws: ``DeeplinkPatternError`` when the pattern is invalid, names an unknown type, is
  ///   path-only without default origins, or conflicts with a registered pattern. The matcher is
  ///   unchanged then.
  public mutating func register(
    _ pattern: String,
    to destination: Destination
  ) throws(DeeplinkPatternError) {
    try register([pattern], to: destination)
  }

  /// Registers several patterns (several schemes or hosts, say) for one `destination`, all or
  /// none.
  ///
  /// - Throws: ``DeeplinkPatternError`` for the first pattern that is invalid or conflicts with a
  ///   registered pattern or an earlier one in `patterns`. The matcher is unchanged then.
  public mutating func register(
    _ patterns: [String],
    to destination: Destination
  ) throws(DeeplinkPatternError) {
    var parsed: [DeeplinkPattern] = []
    var newShapes: [[String]: String] = [:]
    for text in patterns {
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
          throw .conflict(text, existing: entries[existing].pattern.text)
        }
        if let earlier = newShapes[shape] { throw .conflict(text, existing: earlier) }
        newShapes[shape] = text
      }
      parsed.append(pattern)
    }
    for pattern in parsed {
      insert(Entry(pattern: pattern, destination: destination))
    }
  }

  private mutating func insert(_ entry: Entry) {
    let index = entries.count
    entries.append(entry)
    for origin in entry.pattern.origins {
      shapes[entry.pattern.shapeKey(for: origin)] = index
      schemes.insert(origin.scheme)
      var node: Int
      if let root = roots[origin] {
        node = root
      } else {
        node = makeNode()
        roots[origin] = node
      }
      updateRepresentative(of: node, with: index)
      for segment in entry.pattern.segments {
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
      if case .wildcard = entry.pattern.segments.last {
      } else {
        nodes[node].terminalPattern = index
      }
    }
  }

  private mutating func makeNode() -> Int {
    nodes.append(DeeplinkTrieNode())
    return nodes.count - 1
  }

  private mutating func updateRepresentative(of node: Int, with entry: Int) {
    let current = nodes[node].representative
    if current < 0 || entries[entry].isNearer(than: entries[current]) {
      nodes[node].representative = entry
    }
  }

  // MARK: - Matching

  /// Matches `url` against the registered patterns.
  ///
  /// - Returns: The match of the most specific pattern (see the type's precedence rules), or the
  ///   reason the URL was refused.
  public func match(_ url: String) -> Result<DeeplinkMatch<Destination>, DeeplinkRefusal> {
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
    }
    guard let root = roots[DeeplinkOrigin(scheme: parts.scheme, host: parts.host)] else {
      if let host = parts.host, schemes.contains(parts.scheme) {
        return .failure(.unknownHost(host, scheme: parts.scheme))
      }
      return .failure(.unknownScheme(parts.scheme))
    }
    var segments: [String] = []
    segments.reserveCapacity(parts.segments.count)
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
    return match(segments: segments, queryItems: queryItems, root: root)
  }

  /// Walks the trie depth first in precedence order with an explicit stack.
  private func match(
    segments: [String],
    queryItems: [DeeplinkQueryItem],
    root: Int
  ) -> Result<DeeplinkMatch<Destination>, DeeplinkRefusal> {
    // The refusal for the attempt that got furthest: a dead end after `d` segments scores 2d, a
    // parameter that fails to convert at segment `d` scores 2d + 1, a complete path whose pattern
    // refuses the query scores 2n + 2. The first attempt wins ties (precedence order).
    var bestScore = -1
    var bestRefusal: DeeplinkRefusal?
    var deepestNode = root
    func consider(_ score: Int, _ refusal: @autoclosure () -> DeeplinkRefusal?, node: Int) {
      guard score > bestScore else { return }
      bestScore = score
      bestRefusal = refusal()
      deepestNode = node
    }

    var stack = [MatchFrame(node: root, stage: 0)]
    stack.reserveCapacity(segments.count + 1)
    while let frame = stack.last {
      let depth = stack.count - 1
      let node = nodes[frame.node]
      if frame.stage == 0 {
        consider(2 * depth, nil, node: frame.node)
        if depth == segments.count {
          if let entry = node.terminalPattern {
            switch accept(entries[entry], segments: segments, queryItems: queryItems) {
            case .success(let match): return .success(match)
            case .failure(let refusal): consider(2 * depth + 2, refusal, node: frame.node)
            }
          }
          stack.removeLast()
          continue
        }
      }
      let segment = segments[depth]
      var stage = frame.stage
      var next: Int?
      let typedEnd = 1 + node.typed.count
      while next == nil, stage <= typedEnd + 1 {
        let current = stage
        stage += 1
        if current == 0 {
          next = node.literals[segment]
        } else if current < typedEnd {
          let edge = node.typed[current - 1]
          let type = types[edge.type]
          if type.accepts(segment) {
            next = edge.child
          } else {
            let representative = entries[nodes[edge.child].representative].pattern
            consider(
              2 * depth + 1,
              .invalidParameter(
                name: Self.parameterName(in: representative, at: depth),
                text: segment,
                expectedType: type.name,
                pattern: representative.text
              ),
              node: frame.node
            )
          }
        } else if current == typedEnd {
          next = node.untyped
        } else if let entry = node.wildcardPattern {
          switch accept(entries[entry], segments: segments, queryItems: queryItems) {
          case .success(let match): return .success(match)
          case .failure(let refusal): consider(2 * segments.count + 2, refusal, node: frame.node)
          }
        }
      }
      stack[depth].stage = stage
      if let next {
        stack.append(MatchFrame(node: next, stage: 0))
      } else {
        stack.removeLast()
      }
    }
    if let bestRefusal { return .failure(bestRefusal) }
    let nearest = nodes[deepestNode].representative
    return .failure(
      .noMatch(
        path: "/" + segments.joined(separator: "/"),
        nearest: nearest < 0 ? nil : entries[nearest].pattern.text
      )
    )
  }

  /// Builds the match for `entry`, or refuses the URL's query.
  private func accept(
    _ entry: Entry,
    segments: [String],
    queryItems: [DeeplinkQueryItem]
  ) -> Result<DeeplinkMatch<Destination>, DeeplinkRefusal> {
    var parameters: [(name: String, text: String)] = []
    for (position, segment) in entry.pattern.segments.enumerated() {
      switch segment {
      case .literal: break
      case .parameter(let name, _): parameters.append((name, segments[position]))
      case .wildcard(let name):
        parameters.append((name, segments[position...].joined(separator: "/")))
      }
    }
    for query in entry.pattern.query {
      guard let item = queryItems.first(where: { $0.name == query.key }) else {
        if query.isRequired {
          return .failure(.missingQueryParameter(key: query.key, pattern: entry.pattern.text))
        }
        continue
      }
      let text = item.value ?? ""
      if let typeName = query.type, let type = typeIndices[typeName].map({ types[$0] }),
        !type.accepts(text)
      {
        return .failure(
          .invalidParameter(
            name: query.name,
            text: text,
            expectedType: typeName,
            pattern: entry.pattern.text
          )
        )
      }
      parameters.append((query.name, text))
    }
    return .success(
      DeeplinkMatch(
        pattern: entry.pattern.text,
        destination: entry.destination,
        parameters: DeeplinkParameters(parameters),
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

  private static func queryItems(
    _ query: String?
  ) -> Result<[DeeplinkQueryItem], DeeplinkRefusal> {
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

extension DeeplinkMatcher: Sendable where Destination: Sendable {}

extension DeeplinkMatcher.Entry: Sendable where Destination: Sendable {}

/// One level of the matcher's explicit depth-first stack.
private struct MatchFrame {
  /// The trie node at this level.
  var node: Int
  /// The next branch to try: 0 enters the node and tries the literal child, then come the typed
  /// children in order, the untyped child and the wildcard.
  var stage: Int
}
