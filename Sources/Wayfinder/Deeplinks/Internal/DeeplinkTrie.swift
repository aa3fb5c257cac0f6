import Foundation

/// The non-generic core of ``DeeplinkMatcher``: a trie of path segments per origin, whose node
/// `n` ends pattern `nodes[n].pattern`, the matcher's destination of the same index.
///
/// Literal edges of every node live in one dictionary; a node lists its parameter and wildcard
/// children in precedence order. A match walks the trie depth-first, literal edge first, and
/// backtracks; only a refused URL scans the patterns to say why (``refusal(_:_:_:_:)``).
struct DeeplinkTrie: Sendable {
  /// Where patterns apply: a custom scheme (`shop://`) or an http(s) scheme and host.
  struct Origin: Hashable, Sendable {
    var scheme: String
    var host: String?
    var text: String { "\(scheme)://\(host ?? "")" }
  }

  /// A type patterns name in `:name<Type>`; types are tried by rank, then name.
  struct ParameterType: Sendable {
    var name: String
    var rank: Int
    var convert: @Sendable (String) -> (any Sendable)?
  }

  /// What a segment of a pattern matches; a literal is percent-decoded.
  enum Step: Hashable, Sendable {
    case literal(String)
    case parameter(type: Int?)
    case wildcard
  }

  /// A query parameter: `key=:name<Type>`, optional with a trailing `?`.
  struct QueryParameter: Sendable {
    var key: String
    var name: String
    var type: Int?
    var isRequired: Bool
  }

  /// A registered pattern: its text, the names of its path parameters and its query.
  struct Pattern: Sendable {
    var text: String
    var names: [String]
    var query: [QueryParameter]
  }

  /// A literal edge out of `node`.
  struct Edge: Hashable, Sendable {
    var node: Int
    var segment: String
  }

  /// A node: the pattern it ends, and its parameter and wildcard children in precedence order.
  struct Node: Sendable {
    var pattern: Int?
    var children: [(step: Step, node: Int)] = []
  }

  /// What a match found: the pattern's index, and what the URL gave it.
  struct Found {
    var pattern: Int
    var parameters: DeeplinkParameters
    var queryItems: [DeeplinkQueryItem]
  }

  var maximumURLLength = 8_192
  var maximumSegmentCount = 64
  private(set) var defaultOrigins: [Origin] = []
  private(set) var patterns: [Pattern] = []
  private(set) var types: [ParameterType] = [
    .init(name: "Bool", rank: 0) { Bool($0) }, .init(name: "Int", rank: 1) { Int($0) },
    .init(name: "UUID", rank: 2) { UUID(uuidString: $0) },
    .init(name: "Double", rank: 3) { Double($0) },
  ]
  private var roots: [Origin: Int] = [:]
  private var nodes: [Node] = []
  private var edges: [Edge: Int] = [:]

  // MARK: - Registration

  /// Adds `text` (`scheme://` or `http(s)://host`) to the origins of path-only patterns.
  mutating func addDefaultOrigin(_ text: String) throws(DeeplinkPatternError) {
    let shape = "an origin is \"scheme://\" or \"https://host\", without path, query or port"
    let url: DeeplinkURL
    do {
      url = try DeeplinkURL(text, isPattern: true, segmentLimit: 0)
    } catch {
      switch error {
      case .malformed(let reason): throw .invalidOrigin(text, reason: reason)
      case .tooManySegments: throw .invalidOrigin(text, reason: shape)
      case .nonLiteralHost(let host): throw .nonLiteralHost(text, host: host)
      }
    }
    guard url.query == nil, !url.hasPort else { throw .invalidOrigin(text, reason: shape) }
    let origin = Origin(scheme: url.scheme, host: url.host)
    if !defaultOrigins.contains(origin) { defaultOrigins.append(origin) }
  }

  /// Makes `name` usable as `:name<Type>`, matching the segments `convert` converts.
  mutating func registerParameterType(
    named name: String, convert: @escaping @Sendable (String) -> (any Sendable)?
  ) throws(DeeplinkPatternError) {
    guard Self.isIdentifier(name.utf8) else {
      throw .invalidParameterTypeName(
        name, reason: "a type name is ASCII letters, digits and \"_\", not starting with a digit")
    }
    guard name != "String", !types.contains(where: { $0.name == name }) else {
      throw .invalidParameterTypeName(name, reason: "a parameter type has that name already")
    }
    types.append(ParameterType(name: name, rank: 4, convert: convert))
  }

  /// Adds every pattern in `texts`, or none when one is invalid or matches exactly the URLs of
  /// a registered pattern or an earlier one in `texts` (nodes added stay, unused).
  mutating func register(_ texts: [String]) throws(DeeplinkPatternError) {
    var ends: [Int] = []
    let (count, knownRoots) = (patterns.count, roots)
    do throws(DeeplinkPatternError) {
      for text in texts {
        let (pattern, origin, steps) = try parse(text)
        for origin in origin.map({ [$0] }) ?? defaultOrigins {
          var node = root(of: origin)
          for step in Self.steps(steps, under: origin) { node = child(of: node, step) }
          if let existing = nodes[node].pattern {
            throw .conflict(text, existing: patterns[existing].text)
          }
          nodes[node].pattern = patterns.count
          ends.append(node)
        }
        patterns.append(pattern)
      }
    } catch {
      for node in ends { nodes[node].pattern = nil }
      patterns.removeLast(patterns.count - count)
      roots = knownRoots
      throw error
    }
  }

  /// `steps` as they are walked under `origin`: a custom scheme's first segment is the URL's
  /// host, which compares ignoring case.
  static func steps(_ steps: [Step], under origin: Origin) -> [Step] {
    guard origin.host == nil, case .literal(let first)? = steps.first else { return steps }
    return [.literal(first.lowercased())] + steps.dropFirst()
  }

  private mutating func root(of origin: Origin) -> Int {
    if let root = roots[origin] { return root }
    nodes.append(Node())
    roots[origin] = nodes.count - 1
    return nodes.count - 1
  }

  /// The child of `node` for `step`, added when missing, in precedence order.
  private mutating func child(of node: Int, _ step: Step) -> Int {
    if case .literal(let segment) = step {
      if let next = edges[Edge(node: node, segment: segment)] { return next }
      nodes.append(Node())
      edges[Edge(node: node, segment: segment)] = nodes.count - 1
      return nodes.count - 1
    }
    if let next = nodes[node].children.first(where: { $0.step == step }) { return next.node }
    nodes.append(Node())
    let index = nodes[node].children.firstIndex { precedes(step, $0.step) }
    nodes[node].children.insert((step, nodes.count - 1), at: index ?? nodes[node].children.count)
    return nodes.count - 1
  }

  /// Whether a parameter or wildcard `a` is tried before `b`: typed by rank and type name, then
  /// untyped, then a wildcard.
  private func precedes(_ a: Step, _ b: Step) -> Bool {
    switch (a, b) {
    case (.parameter(let s?), .parameter(let t?)):
      (types[s].rank, types[s].name) < (types[t].rank, types[t].name)
    case (.parameter(_?), _), (.parameter(nil), .wildcard): true
    default: false
    }
  }

  // MARK: - Matching

  /// The pattern `url` matches, with its parameters, or why none does.
  func match(_ url: String) throws(DeeplinkError.Reason) -> Found {
    let length = url.utf8.count
    guard length <= maximumURLLength else {
      throw .urlTooLong(length: length, limit: maximumURLLength)
    }
    let parts: DeeplinkURL
    do {
      parts = try DeeplinkURL(url, segmentLimit: maximumSegmentCount)
    } catch {
      switch error {
      case .malformed(let reason): throw .malformedURL(reason: reason)
      case .tooManySegments(let count):
        throw .tooManySegments(count: count, limit: maximumSegmentCount)
      case .nonLiteralHost(let host):
        throw .malformedURL(reason: "the host \"\(host)\" is not literal")
      }
    }
    let origin = Origin(scheme: parts.scheme, host: parts.host)
    guard let root = roots[origin] else {
      if let host = parts.host, roots.keys.contains(where: { $0.scheme == parts.scheme }) {
        throw .unknownHost(host, scheme: parts.scheme)
      }
      throw .unknownScheme(parts.scheme)
    }
    var path: [String] = []
    path.reserveCapacity(parts.segments.count)
    for segment in parts.segments {
      let text = String(decoding: parts.bytes[segment], as: UTF8.self)
      guard let decoded = parts.hasEscape ? text.percentDecoded() : text else {
        throw .malformedURL(
          reason: "path segment \(path.count + 1) has invalid percent-encoding or is not UTF-8")
      }
      path.append(decoded)
    }
    let queryItems = try Self.queryItems(parts.query)
    var key = path
    if origin.host == nil, let first = key.first { key[0] = first.lowercased() }
    var values: [(text: String, value: (any Sendable)?)] = []
    if let (pattern, query) = search(from: root, key, path, 0, &values, queryItems) {
      let names = patterns[pattern].names
      let entries = zip(names, values).map {
        DeeplinkParameters.Entry(name: $0, text: $1.text, value: $1.value)
      }
      return Found(
        pattern: pattern,
        parameters: DeeplinkParameters(storage: entries + query, pattern: patterns[pattern].text),
        queryItems: queryItems)
    }
    throw refusal(origin, key, path, queryItems)
  }

  /// The pattern the segments `key` (as compared; `path` as captured) lead to from `node`,
  /// depth-first and in precedence order, with its query parameters; the values captured are
  /// appended to `values`.
  private func search(
    from node: Int, _ key: [String], _ path: [String], _ depth: Int,
    _ values: inout [(text: String, value: (any Sendable)?)], _ queryItems: [DeeplinkQueryItem]
  ) -> (Int, [DeeplinkParameters.Entry])? {
    guard depth < key.count else {
      guard let pattern = nodes[node].pattern else { return nil }
      return (try? query(of: pattern, queryItems, score: 0)).map { (pattern, $0) }
    }
    if let next = edges[Edge(node: node, segment: key[depth])],
      let found = search(from: next, key, path, depth + 1, &values, queryItems)
    {
      return found
    }
    for (step, child) in nodes[node].children {
      switch step {
      case .wildcard:
        guard let pattern = nodes[child].pattern,
          let query = try? query(of: pattern, queryItems, score: 0)
        else { continue }
        values.append((path[depth...].joined(separator: "/"), nil))
        return (pattern, query)
      case .parameter(let type):
        var value: (any Sendable)?
        if let type {
          guard let converted = types[type].convert(path[depth]) else { continue }
          value = converted
        }
        values.append((path[depth], value))
        if let found = search(from: child, key, path, depth + 1, &values, queryItems) {
          return found
        }
        values.removeLast()
      case .literal: continue
      }
    }
    return nil
  }

  /// The query parameters of pattern `index` in `queryItems`, or the miss (scoring `score`)
  /// of the first required one that is missing or a value that does not convert.
  private func query(of index: Int, _ queryItems: [DeeplinkQueryItem], score: Int)
    throws(Miss) -> [DeeplinkParameters.Entry]
  {
    let pattern = patterns[index]
    var entries: [DeeplinkParameters.Entry] = []
    for parameter in pattern.query {
      let text = queryItems.first { $0.name == parameter.key }.map { $0.value ?? "" }
      // An optional typed parameter with an empty value (`?page=`) is absent.
      guard let text, !(text.isEmpty && parameter.type != nil && !parameter.isRequired) else {
        guard !parameter.isRequired else {
          throw Miss(
            score: score,
            reason: .missingQueryParameter(key: parameter.key, pattern: pattern.text))
        }
        continue
      }
      let value = try convert(text, parameter.type, parameter.name, pattern.text, score: score)
      entries.append(.init(name: parameter.name, text: text, value: value))
    }
    return entries
  }

  /// How far a pattern got with a URL: a dead end after `d` segments scores `2d`, a typed value
  /// that does not convert at segment `d` `2d + 1`, a query that fails a matched path `2n + 2`.
  private struct Miss: Error {
    var score: Int
    var reason: DeeplinkError.Reason?
  }

  /// `text` converted to the type `type` (`nil`: untyped), or the miss that says it does not.
  private func convert(_ text: String, _ type: Int?, _ name: String, _ pattern: String, score: Int)
    throws(Miss) -> (any Sendable)?
  {
    guard let type else { return nil }
    guard let value = types[type].convert(text) else {
      throw Miss(
        score: score,
        reason: .invalidParameter(
          name: name, text: text, expectedType: types[type].name, pattern: pattern))
    }
    return value
  }

  /// Why no pattern matches: the reason of the pattern of `origin` that got furthest along
  /// the path (the shortest, then the first in alphabetical order), found by trying each.
  private func refusal(
    _ origin: Origin, _ key: [String], _ path: [String], _ queryItems: [DeeplinkQueryItem]
  ) -> DeeplinkError.Reason {
    var best: (miss: Miss, count: Int, text: String)?
    for (index, pattern) in patterns.enumerated() {
      guard let (_, patternOrigin, steps) = try? parse(pattern.text),
        patternOrigin.map({ $0 == origin }) ?? defaultOrigins.contains(origin)
      else { continue }
      let miss = attempt(Self.steps(steps, under: origin), index, key, path, queryItems)
      if let best,
        miss.score < best.miss.score
          || (miss.score == best.miss.score
            && (best.count, best.text) <= (steps.count, pattern.text))
      {
        continue
      }
      best = (miss, steps.count, pattern.text)
    }
    if let reason = best?.miss.reason { return reason }
    // A pattern that shares no segment with the path is not near it.
    let nearest = best.flatMap { $0.miss.score > 0 ? $0.text : nil }
    return .noMatch(path: "/" + path.joined(separator: "/"), nearest: nearest)
  }

  /// How far pattern `index`, whose segments are `steps`, gets with the URL.
  private func attempt(
    _ steps: [Step], _ index: Int, _ key: [String], _ path: [String],
    _ queryItems: [DeeplinkQueryItem]
  ) -> Miss {
    var names = patterns[index].names.makeIterator()
    for (depth, step) in steps.enumerated() {
      guard depth < key.count else { return Miss(score: 2 * depth) }
      switch step {
      case .literal(let text): guard key[depth] == text else { return Miss(score: 2 * depth) }
      case .parameter(let type):
        let name = names.next() ?? ""
        do {
          _ = try convert(path[depth], type, name, patterns[index].text, score: 2 * depth + 1)
        } catch { return error }
      case .wildcard: return missOfQuery(index, queryItems, depth: key.count)
      }
    }
    guard steps.count == key.count else { return Miss(score: 2 * steps.count) }
    return missOfQuery(index, queryItems, depth: key.count)
  }

  private func missOfQuery(_ index: Int, _ queryItems: [DeeplinkQueryItem], depth: Int) -> Miss {
    do {
      _ = try query(of: index, queryItems, score: 2 * depth + 2)
      return Miss(score: 2 * depth + 2)
    } catch { return error }
  }

  /// The decoded items of `query`, `+` read as a space.
  private static func queryItems(_ query: [(name: String, value: String?)]?)
    throws(DeeplinkError.Reason) -> [DeeplinkQueryItem]
  {
    var items: [DeeplinkQueryItem] = []
    for item in query ?? [] {
      guard let name = item.name.percentDecoded(plusAsSpace: true) else {
        throw .malformedURL(reason: "the query key \"\(item.name)\" is not decodable")
      }
      let value = item.value.map { $0.percentDecoded(plusAsSpace: true) }
      if value == .some(nil) {
        throw .malformedURL(reason: "the value of the query key \"\(name)\" is not decodable")
      }
      items.append(DeeplinkQueryItem(name: name, value: value ?? nil))
    }
    return items
  }
}
