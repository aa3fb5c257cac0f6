import Foundation

/// The non-generic core of ``DeeplinkMatcher``: a trie of path segments per origin.
///
/// Nodes live in an array and literal edges in one dictionary; a node lists its parameter and
/// wildcard children in precedence order and may end a pattern (the matcher's destination of
/// the same index). A match walks it depth-first, literal edge first, and backtracks; only a
/// refused URL tries the patterns one by one to say why.
struct DeeplinkTrie: Sendable {
  /// A custom scheme (`shop://`) or an http(s) scheme and host.
  struct Origin: Hashable, Sendable {
    var scheme: String
    var host: String?
    var text: String { "\(scheme)://\(host ?? "")" }
  }

  /// A type patterns name in `:name<Type>`: the built-in ones first, in precedence order.
  struct ParameterType: Sendable {
    var name: String
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
    var names: [String] = []
    var query: [QueryParameter] = []
  }

  struct Edge: Hashable, Sendable {
    var node: Int
    var segment: String
  }

  struct Node: Sendable {
    var pattern: Int?
    var children: [(step: Step, node: Int)] = []
  }

  /// How far a pattern got with a URL: a dead end after `d` segments scores `2d`, a typed value
  /// that does not convert at segment `d` `2d + 1`, a query that fails a matched path `2n + 2`.
  struct Miss: Error {
    var score: Int
    var reason: DeeplinkError.Reason?
  }

  var maximumURLLength = 8_192
  var maximumSegmentCount = 64
  private(set) var defaultOrigins: [Origin] = []
  private(set) var patterns: [Pattern] = []
  private(set) var types: [ParameterType] = [
    .init(name: "Bool") { Bool($0) }, .init(name: "Int") { Int($0) },
    .init(name: "UUID") { UUID(uuidString: $0) }, .init(name: "Double") { Double($0) },
  ]
  /// The root node of each origin (a few: a list is quicker to search than to hash).
  private var roots: [(origin: Origin, node: Int)] = []
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
    types.append(ParameterType(name: name, convert: convert))
  }

  /// Adds every pattern in `texts`, or none when one is invalid or matches exactly the URLs of
  /// another (nodes added then stay, unused).
  mutating func register(_ texts: [String]) throws(DeeplinkPatternError) {
    var ends: [Int] = []
    let (count, rootCount) = (patterns.count, roots.count)
    do throws(DeeplinkPatternError) {
      for text in texts {
        let (pattern, origin, steps) = try parse(text)
        for origin in origin.map({ [$0] }) ?? defaultOrigins {
          var node = roots.first { $0.origin == origin }?.node ?? nodes.count
          if node == nodes.count {
            roots.append((origin, node))
            nodes.append(Node())
          }
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
      roots.removeLast(roots.count - rootCount)
      throw error
    }
  }

  /// `steps` under `origin`: a custom scheme's first segment is the host, which ignores case.
  static func steps(_ steps: [Step], under origin: Origin) -> [Step] {
    guard origin.host == nil, case .literal(let first)? = steps.first else { return steps }
    return [.literal(first.lowercased())] + steps.dropFirst()
  }

  /// The child of `node` for `step`, added when missing; parameters and wildcards in precedence
  /// order: built-in types, then app types by name, then untyped, then a wildcard.
  private mutating func child(of node: Int, _ step: Step) -> Int {
    if case .literal(let segment) = step {
      if let next = edges[Edge(node: node, segment: segment)] { return next }
      edges[Edge(node: node, segment: segment)] = nodes.count
    } else if let next = nodes[node].children.first(where: { $0.step == step }) {
      return next.node
    } else {
      let index = nodes[node].children.firstIndex { other in
        switch (step, other.step) {
        case (.parameter(let s?), .parameter(let t?)):
          (min(s, 4), types[s].name) < (min(t, 4), types[t].name)
        case (.parameter(_?), _), (.parameter(nil), .wildcard): true
        default: false
        }
      }
      nodes[node].children.insert((step, nodes.count), at: index ?? nodes[node].children.count)
    }
    nodes.append(Node())
    return nodes.count - 1
  }

  // MARK: - Matching

  /// The pattern `url` matches, with its parameters and query items, or why none does.
  func match(_ url: String) throws(DeeplinkError.Reason)
    -> (pattern: Int, parameters: DeeplinkParameters, queryItems: [DeeplinkQueryItem])
  {
    let length = url.utf8.count
    guard length <= maximumURLLength else {
      throw .urlTooLong(length: length, limit: maximumURLLength)
    }
    let parts: DeeplinkURL
    do {
      parts = try DeeplinkURL(url, segmentLimit: maximumSegmentCount)
    } catch {
      switch error {
      case .malformed(let reason), .nonLiteralHost(let reason): throw .malformedURL(reason: reason)
      case .tooManySegments(let count):
        throw .tooManySegments(count: count, limit: maximumSegmentCount)
      }
    }
    let origin = Origin(scheme: parts.scheme, host: parts.host)
    guard let root = roots.first(where: { $0.origin == origin })?.node else {
      if let host = parts.host, roots.contains(where: { $0.origin.scheme == parts.scheme }) {
        throw .unknownHost(host, scheme: parts.scheme)
      }
      throw .unknownScheme(parts.scheme)
    }
    var path: [String] = []
    path.reserveCapacity(parts.segments.count)
    for segment in parts.segments {
      let text = DeeplinkURL.text(parts.bytes[segment])
      guard let decoded = parts.hasEscape ? text.percentDecoded() : text else {
        throw .malformedURL(
          reason: "path segment \(path.count + 1) has invalid percent-encoding or is not UTF-8")
      }
      path.append(decoded)
    }
    var items: [DeeplinkQueryItem] = []
    for item in parts.query ?? [] {
      guard let name = item.name.percentDecoded(plusAsSpace: true) else {
        throw .malformedURL(reason: "the query key \"\(item.name)\" is not decodable")
      }
      let value = item.value.map { $0.percentDecoded(plusAsSpace: true) }
      if value == .some(nil) {
        throw .malformedURL(reason: "the value of the query key \"\(name)\" is not decodable")
      }
      items.append(DeeplinkQueryItem(name: name, value: value ?? nil))
    }
    var key = path
    // Under a custom scheme the first segment is the host, which compares ignoring case.
    if origin.host == nil, let first = parts.segments.first,
      DeeplinkURL.mayChangeWhenLowercased(parts.bytes[first]) || parts.hasEscape
    {
      key[0] = path[0].lowercased()
    }
    var values: [(text: String, value: (any Sendable)?)] = []
    guard let (index, query) = search(root, key, path, 0, &values, items) else {
      throw refusal(origin, key, path, items)
    }
    let pattern = patterns[index]
    let entries = zip(pattern.names, values).map {
      DeeplinkParameters.Entry(name: $0, text: $1.text, value: $1.value)
    }
    let parameters = DeeplinkParameters(
      storage: query.isEmpty ? entries : entries + query, pattern: pattern.text)
    return (index, parameters, items)
  }

  /// The pattern the segments `key` (as compared; `path` as captured) lead to from `node`, in
  /// precedence order, with its query parameters; appends the values captured to `values`.
  private func search(
    _ node: Int, _ key: [String], _ path: [String], _ depth: Int,
    _ values: inout [(text: String, value: (any Sendable)?)], _ items: [DeeplinkQueryItem]
  ) -> (Int, [DeeplinkParameters.Entry])? {
    guard depth < key.count else {
      return nodes[node].pattern.flatMap { end in (try? query(of: end, items)).map { (end, $0) } }
    }
    if let next = edges[Edge(node: node, segment: key[depth])],
      let found = search(next, key, path, depth + 1, &values, items)
    {
      return found
    }
    for (step, child) in nodes[node].children {
      if step == .wildcard {
        guard let end = nodes[child].pattern, let entries = try? query(of: end, items) else {
          continue
        }
        values.append((path[depth...].joined(separator: "/"), nil))
        return (end, entries)
      }
      guard case .parameter(let type) = step else { continue }
      let value: (any Sendable)?
      do { value = try convert(path[depth], type) } catch { continue }
      values.append((path[depth], value))
      if let found = search(child, key, path, depth + 1, &values, items) { return found }
      values.removeLast()
    }
    return nil
  }

  /// The query parameters of pattern `index` in `items`, or the miss, scoring `score`, of a
  /// required one that is missing or a value that does not convert.
  private func query(of index: Int, _ items: [DeeplinkQueryItem], score: Int = 0)
    throws(Miss) -> [DeeplinkParameters.Entry]
  {
    let pattern = patterns[index]
    var entries: [DeeplinkParameters.Entry] = []
    for parameter in pattern.query {
      // An optional typed parameter with an empty value (`?page=`) is absent.
      guard let text = items.first(where: { $0.name == parameter.key }).map({ $0.value ?? "" }),
        !(text.isEmpty && parameter.type != nil && !parameter.isRequired)
      else {
        if !parameter.isRequired { continue }
        throw Miss(
          score: score, reason: .missingQueryParameter(key: parameter.key, pattern: pattern.text))
      }
      let value = try convert(text, parameter.type, parameter.name, pattern.text, score: score)
      entries.append(.init(name: parameter.name, text: text, value: value))
    }
    return entries
  }

  /// `text` converted to `type` (`nil`: untyped, kept as text), or the miss saying it does not.
  private func convert(
    _ text: String, _ type: Int?, _ name: String = "", _ pattern: String = "", score: Int = 0
  ) throws(Miss) -> (any Sendable)? {
    guard let type else { return nil }
    guard let value = types[type].convert(text) else {
      throw Miss(
        score: score,
        reason: .invalidParameter(
          name: name, text: text, expectedType: types[type].name, pattern: pattern))
    }
    return value
  }

  /// Why no pattern matches: the reason of the pattern of `origin` that got furthest along the
  /// path (the shortest, then the first in alphabetical order).
  private func refusal(
    _ origin: Origin, _ key: [String], _ path: [String], _ items: [DeeplinkQueryItem]
  ) -> DeeplinkError.Reason {
    var best: (miss: Miss, count: Int, text: String)?
    for (index, pattern) in patterns.enumerated() {
      guard let (_, patternOrigin, steps) = try? parse(pattern.text),
        patternOrigin.map({ $0 == origin }) ?? defaultOrigins.contains(origin)
      else { continue }
      let miss = attempt(index, Self.steps(steps, under: origin), key, path, items)
      if let best,
        (miss.score, best.count, best.text) <= (best.miss.score, steps.count, pattern.text)
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
    _ index: Int, _ steps: [Step], _ key: [String], _ path: [String], _ items: [DeeplinkQueryItem]
  ) -> Miss {
    var names = patterns[index].names.makeIterator()
    var depth = 0
    for step in steps {
      guard depth < key.count else { return Miss(score: 2 * depth) }
      switch step {
      case .literal(let text): guard key[depth] == text else { return Miss(score: 2 * depth) }
      case .parameter(let type):
        do {
          _ = try convert(
            path[depth], type, names.next() ?? "", patterns[index].text,
            score: 2 * depth + 1)
        } catch { return error }
      case .wildcard: depth = key.count - 1
      }
      depth += 1
    }
    guard depth == key.count else { return Miss(score: 2 * depth) }
    do {
      _ = try query(of: index, items, score: 2 * depth + 2)
      return Miss(score: 2 * depth + 2)
    } catch { return error }
  }
}
