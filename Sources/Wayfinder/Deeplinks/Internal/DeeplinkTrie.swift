import Foundation

/// The non-generic core of ``DeeplinkMatcher``: a trie of path segments per origin.
///
/// Nodes live in an array and literal edges in one dictionary; a node lists its parameter and
/// wildcard children in precedence order and may end a pattern (the matcher's destination of
/// the same index). A match walks it depth-first, literal edge first, and backtracks; only a
/// refused URL tries the patterns one by one to say why (``refusal(_:_:)``).
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

  /// A registered pattern: its text, where its path parameters' names start in ``names``, and
  /// its query.
  struct Pattern: Sendable {
    var text: String
    var firstName: Int
    var query: [QueryParameter] = []
  }

  struct Edge: Hashable, Sendable {
    var node: Int
    var segment: String
  }

  /// What a node's non-literal child captures.
  enum Capture: Equatable, Sendable {
    case parameter(type: Int?)
    case wildcard
  }

  struct Node: Sendable {
    var pattern: Int?
    var children: [(capture: Capture, node: Int)] = []
  }

  var maximumURLLength = 8_192
  var maximumSegmentCount = 64
  private(set) var defaultOrigins: [Origin] = []
  private(set) var patterns: [Pattern] = []
  /// The names of every pattern's path parameters, one pattern after the other (one array for
  /// all: an array per pattern held a fifth of the matcher's memory).
  private(set) var names: [String] = []
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
    guard url.queryRange == nil, !url.hasPort else { throw .invalidOrigin(text, reason: shape) }
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
    let (count, nameCount, rootCount) = (patterns.count, names.count, roots.count)
    do throws(DeeplinkPatternError) {
      for text in texts {
        let parsed = try parse(text)
        patterns.append(Pattern(text: text, firstName: names.count, query: parsed.query))
        names += parsed.names
        for origin in parsed.origin.map({ [$0] }) ?? defaultOrigins {
          var node = root(of: origin)
          for (depth, step) in parsed.steps.enumerated() {
            node = child(of: node, Self.step(step, at: depth, under: origin))
          }
          if let existing = nodes[node].pattern {
            throw .conflict(text, existing: patterns[existing].text)
          }
          nodes[node].pattern = patterns.count - 1
          ends.append(node)
        }
      }
    } catch {
      for node in ends { nodes[node].pattern = nil }
      patterns.removeLast(patterns.count - count)
      names.removeLast(names.count - nameCount)
      roots.removeLast(roots.count - rootCount)
      throw error
    }
  }

  /// `step`, at `depth`, as it is compared under `origin`: a custom scheme's first segment is
  /// its host, which ignores case.
  static func step(_ step: Step, at depth: Int, under origin: Origin) -> Step {
    guard depth == 0, origin.host == nil, case .literal(let host) = step else { return step }
    return .literal(host.lowercased())
  }

  /// The root node of `origin`, added when missing.
  private mutating func root(of origin: Origin) -> Int {
    if let root = roots.first(where: { $0.origin == origin }) { return root.node }
    roots.append((origin, nodes.count))
    nodes.append(Node())
    return nodes.count - 1
  }

  /// The child of `node` for `step`, added when missing; parameters and wildcards in precedence
  /// order: built-in types, then app types by name, then untyped, then a wildcard.
  private mutating func child(of node: Int, _ step: Step) -> Int {
    let capture: Capture
    switch step {
    case .literal(let segment):
      let edge = Edge(node: node, segment: segment)
      if let next = edges[edge] { return next }
      edges[edge] = nodes.count
      nodes.append(Node())
      return nodes.count - 1
    case .parameter(let type): capture = .parameter(type: type)
    case .wildcard: capture = .wildcard
    }
    if let next = nodes[node].children.first(where: { $0.capture == capture }) {
      return next.node
    }
    let index = nodes[node].children.firstIndex { other in
      switch (capture, other.capture) {
      case (.parameter(let s?), .parameter(let t?)):
        (min(s, 4), types[s].name) < (min(t, 4), types[t].name)
      case (.parameter(_?), _), (.parameter(nil), .wildcard): true
      default: false
      }
    }
    nodes[node].children.insert((capture, nodes.count), at: index ?? nodes[node].children.count)
    nodes.append(Node())
    return nodes.count - 1
  }

  // MARK: - Matching

  /// A URL being matched: its segments as compared (`key`: a custom scheme's host in
  /// lowercase) and as captured (`path`), its query items, and what the walk captured so far.
  struct Walk {
    var key: [String]
    var path: [String]
    var items: [DeeplinkQueryItem]
    var captured: [DeeplinkParameters.Entry] = []
  }

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
    var walk = Walk(key: [], path: try parts.decodedSegments(), items: try parts.queryItems())
    walk.key = walk.path
    if origin.host == nil, let host = parts.segments.first,
      parts.hasEscape || DeeplinkURL.mayChangeWhenLowercased(parts.bytes[host])
    {
      walk.key[0] = walk.key[0].lowercased()
    }
    guard let index = search(root, 0, &walk) else { throw refusal(origin, walk) }
    let pattern = patterns[index]
    for offset in walk.captured.indices where walk.captured[offset].name.isEmpty {
      walk.captured[offset].name = names[pattern.firstName + offset]
    }
    return (index, DeeplinkParameters(storage: walk.captured, pattern: pattern.text), walk.items)
  }

  /// The pattern the segments of `walk` from `depth` lead to from `node`, in precedence order;
  /// appends what it captures (path values without their names, then the query parameters).
  private func search(_ node: Int, _ depth: Int, _ walk: inout Walk) -> Int? {
    guard depth < walk.key.count else { return end(nodes[node].pattern, &walk) }
    if let next = edges[Edge(node: node, segment: walk.key[depth])],
      let found = search(next, depth + 1, &walk)
    {
      return found
    }
    for (capture, child) in nodes[node].children {
      let text = walk.path[depth]
      switch capture {
      case .wildcard:
        // Not `joined(separator:)`, which cost a third of a match.
        var rest = text
        for segment in walk.path[(depth + 1)...] { rest += "/" + segment }
        walk.captured.append(.init(name: "", text: rest))
        if let found = end(nodes[child].pattern, &walk) { return found }
      case .parameter(let type):
        let value: (any Sendable)?
        do { value = try convert(text, type) } catch { continue }
        walk.captured.append(.init(name: "", text: text, value: value))
        if let found = search(child, depth + 1, &walk) { return found }
      }
      walk.captured.removeLast()
    }
    return nil
  }

  /// `pattern`, when the walk ends there and its query fits, with the query's parameters
  /// appended.
  private func end(_ pattern: Int?, _ walk: inout Walk) -> Int? {
    guard let pattern else { return nil }
    if patterns[pattern].query.isEmpty { return pattern }
    guard let entries = try? query(of: pattern, walk.items) else { return nil }
    walk.captured += entries
    return pattern
  }

  /// The query parameters of pattern `index` in `items`, or the miss, scoring `score`, of a
  /// required one that is missing or a value that does not convert.
  func query(of index: Int, _ items: [DeeplinkQueryItem], score: Int = 0)
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
  func convert(
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
}
