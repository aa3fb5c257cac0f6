import Foundation

/// The non-generic core of ``DeeplinkMatcher``: a trie of path segments per origin.
///
/// Nodes live in an array and literal edges in one dictionary; a node's parameter and wildcard
/// children form a list in precedence order, and a node may end a pattern (the matcher's
/// destination of the same index). A match walks it depth-first, literal edge first, and
/// backtracks; only a refused URL tries the patterns one by one to say why (``refusal(_:_:)``).
///
/// Nodes, edges and patterns refer to each other by `Int32` indexes, a node links its
/// non-literal children instead of keeping an array of them, and parameter names are stored
/// once: with `Int` indexes, an array per node and a `String` per name, a matcher of 10,000
/// patterns held 3,414 KiB (`deeplink.memory.10000`, budget 2,000); it holds 1,873.
@usableFromInline struct DeeplinkTrie: Sendable {
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

  /// What a segment of a pattern matches; a literal is percent-decoded, and a type is an index
  /// in ``types`` (`nil`: untyped).
  enum Step: Hashable, Sendable {
    case literal(String)
    case parameter(name: String, type: Int16?)
    case wildcard(name: String)
  }

  /// A query parameter: `key=:name<Type>`, optional with a trailing `?`.
  struct QueryParameter: Sendable {
    var key: String
    var name: String
    var type: Int16?
    var isRequired: Bool
  }

  /// A registered pattern: its text, and where its path parameters' names start in ``names``
  /// and its query parameters in ``queries`` (they end where the next pattern's start).
  struct Pattern: Sendable {
    var text: String
    var firstName: Int32
    var firstQuery: Int32
  }

  struct Edge: Hashable, Sendable {
    var node: Int32
    var segment: String
  }

  /// What a node captures: nothing when a literal edge leads to it.
  enum Capture: Equatable, Sendable {
    case literal
    case parameter(type: Int16?)
    case wildcard
  }

  /// A node of the trie; `-1` stands for none.
  struct Node: Sendable {
    /// The pattern that ends here.
    var pattern: Int32 = -1
    var capture = Capture.literal
    /// The first of the parameter and wildcard children; the others follow through `next`.
    var firstChild: Int32 = -1
    /// The next parameter or wildcard child of this node's parent.
    var next: Int32 = -1
  }

  var maximumURLLength = 8_192
  var maximumSegmentCount = 64
  private(set) var defaultOrigins: [Origin] = []
  private(set) var patterns: [Pattern] = []
  /// The names of every pattern's path parameters, one pattern after the other, as indexes in
  /// ``nameTable``.
  private var names: [Int32] = []
  /// Every name of a path parameter, once, and its index there.
  private var nameTable: [String] = []
  private var nameIndexes: [String: Int32] = [:]
  /// The query parameters of every pattern, one pattern after the other.
  private var queries: [QueryParameter] = []
  /// The built-in types, in precedence order; app types follow them in ``types``.
  static let builtInTypes: [ParameterType] = [
    .init(name: "Bool") { Bool($0) }, .init(name: "Int") { Int($0) },
    .init(name: "UUID") { UUID(uuidString: $0) }, .init(name: "Double") { Double($0) },
  ]
  private(set) var types = builtInTypes
  /// The index of each type in ``types``, by name.
  private(set) var typeIndexes = Dictionary(
    uniqueKeysWithValues: builtInTypes.indices.map { (builtInTypes[$0].name, Int16($0)) })
  /// The root node of each origin (a few: a list is quicker to search than to hash).
  private var roots: [(origin: Origin, node: Int32)] = []
  private var nodes: [Node] = []
  private var edges: [Edge: Int32] = [:]

  // MARK: - Registration

  /// Adds `text` (`scheme://` or `http(s)://host`) to the origins of path-only patterns.
  mutating func addDefaultOrigin(_ text: String) throws(DeeplinkPatternError) {
    let shape = "an origin is \"scheme://\" or \"https://host\", without path, query or port"
    let url: DeeplinkURL
    do {
      url = try DeeplinkURL(text, isPattern: true)
    } catch {
      switch error {
      case .malformed(let reason): throw .invalidOrigin(text, reason: reason)
      case .nonLiteralHost(let host): throw .nonLiteralHost(text, host: host)
      }
    }
    guard url.segments.isEmpty, url.queryRange == nil, !url.hasPort else {
      throw .invalidOrigin(text, reason: shape)
    }
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
    guard name != "String", typeIndexes[name] == nil else {
      throw .invalidParameterTypeName(name, reason: "a parameter type has that name already")
    }
    guard types.count < Int16.max else {
      throw .invalidParameterTypeName(
        name,
        reason:
          "a matcher takes at most \(Int(Int16.max) - Self.builtInTypes.count) types besides "
          + "the built-in ones")
    }
    typeIndexes[name] = Int16(types.count)
    types.append(ParameterType(name: name, convert: convert))
  }

  /// Adds the pattern `text`, unless it is invalid or matches exactly the URLs of another.
  @usableFromInline mutating func register(_ text: String) throws(DeeplinkPatternError) {
    try register(CollectionOfOne(text))
  }

  /// How many entries each table holds: a refused batch is undone back to its size before.
  struct Size: Equatable {
    var patterns, names, nameTable, queries, roots, nodes, edges: Int
  }

  var size: Size {
    Size(
      patterns: patterns.count, names: names.count, nameTable: nameTable.count,
      queries: queries.count, roots: roots.count, nodes: nodes.count, edges: edges.count)
  }

  /// Adds every pattern in `texts`, or none when one is invalid or matches exactly the URLs of
  /// another.
  mutating func register(_ texts: some Collection<String>) throws(DeeplinkPatternError) {
    let before = size
    do throws(DeeplinkPatternError) {
      for text in texts {
        let parsed = try parse(text, segmentLimit: maximumSegmentCount)
        patterns.append(
          Pattern(text: text, firstName: Int32(names.count), firstQuery: Int32(queries.count)))
        for name in parsed.names { names.append(nameIndex(name)) }
        queries += parsed.query
        if let origin = parsed.origin {
          try add(parsed.steps, under: origin, text: text)
        } else {
          for origin in defaultOrigins { try add(parsed.steps, under: origin, text: text) }
        }
      }
    } catch {
      undo(to: before)
      throw error
    }
  }

  /// Takes away everything added since the trie had `size`, scanning the nodes and edges: a
  /// refused batch is rare, and so no registration pays for bookkeeping.
  private mutating func undo(to size: Size) {
    /// `node`, or the first node after it in its list of children that was there before.
    func kept(_ node: Int32) -> Int32 {
      var node = node
      while node >= size.nodes { node = nodes[Int(node)].next }
      return node
    }
    for node in 0..<size.nodes {
      if nodes[node].pattern >= size.patterns { nodes[node].pattern = -1 }
      nodes[node].firstChild = kept(nodes[node].firstChild)
      nodes[node].next = kept(nodes[node].next)
    }
    nodes.removeLast(nodes.count - size.nodes)
    for edge in edges.filter({ $0.value >= size.nodes }).keys { edges[edge] = nil }
    for name in nameTable[size.nameTable...] { nameIndexes[name] = nil }
    nameTable.removeLast(nameTable.count - size.nameTable)
    patterns.removeLast(patterns.count - size.patterns)
    names.removeLast(names.count - size.names)
    queries.removeLast(queries.count - size.queries)
    roots.removeLast(roots.count - size.roots)
  }

  /// Marks the node `steps` lead to under `origin` as the end of the last pattern, `text`.
  private mutating func add(_ steps: [Step], under origin: Origin, text: String)
    throws(DeeplinkPatternError)
  {
    var node = root(of: origin)
    for (depth, step) in steps.enumerated() {
      node = child(of: node, Self.step(step, at: depth, under: origin))
    }
    let existing = Int(nodes[node].pattern)
    if existing >= 0 { throw .conflict(text, existing: patterns[existing].text) }
    nodes[node].pattern = Int32(patterns.count - 1)
  }

  /// `step`, at `depth`, as it is compared under `origin` (see ``lowercasedHost(_:under:)``).
  static func step(_ step: Step, at depth: Int, under origin: Origin) -> Step {
    guard depth == 0, case .literal(let segment) = step,
      let host = lowercasedHost(segment, under: origin)
    else { return step }
    return .literal(host)
  }

  /// The decoded first `segment` as it is compared under `origin`, when that differs from it: a
  /// custom scheme's first segment is its host, which ignores case.
  static func lowercasedHost(_ segment: String, under origin: Origin) -> String? {
    guard origin.host == nil, DeeplinkURL.mayChangeWhenLowercased(segment.utf8) else { return nil }
    return segment.lowercased()
  }

  /// The index of `name` in ``nameTable``, added when missing.
  private mutating func nameIndex(_ name: String) -> Int32 {
    if let index = nameIndexes[name] { return index }
    nameIndexes[name] = Int32(nameTable.count)
    nameTable.append(name)
    return Int32(nameTable.count - 1)
  }

  /// The name of path parameter `offset` of `pattern`.
  func name(_ offset: Int, of pattern: Pattern) -> String {
    nameTable[Int(names[Int(pattern.firstName) + offset])]
  }

  /// The root node of `origin`, added when missing.
  private mutating func root(of origin: Origin) -> Int {
    if let root = roots.first(where: { $0.origin == origin }) { return Int(root.node) }
    roots.append((origin, Int32(nodes.count)))
    nodes.append(Node())
    return nodes.count - 1
  }

  /// The child of `node` for `step`, added when missing; parameters and wildcards in precedence
  /// order: built-in types, then app types by name, then untyped, then a wildcard.
  private mutating func child(of node: Int, _ step: Step) -> Int {
    let capture: Capture
    switch step {
    case .literal(let segment):
      // One lookup instead of a lookup and an insert: 6 % of a registration.
      let next = Int(
        Self.value(&edges[Edge(node: Int32(node), segment: segment), default: Int32(nodes.count)]))
      if next == nodes.count { nodes.append(Node()) }
      return next
    case .parameter(_, let type): capture = .parameter(type: type)
    case .wildcard: capture = .wildcard
    }
    // Finds the first child the new one precedes (`child`; -1 at the end), and the one before.
    var (previous, child) = (-1, Int(nodes[node].firstChild))
    while child >= 0 {
      if nodes[child].capture == capture { return child }
      if precedes(capture, nodes[child].capture) { break }
      (previous, child) = (child, Int(nodes[child].next))
    }
    nodes.append(Node(capture: capture, next: Int32(child)))
    if previous < 0 {
      nodes[node].firstChild = Int32(nodes.count - 1)
    } else {
      nodes[previous].next = Int32(nodes.count - 1)
    }
    return nodes.count - 1
  }

  /// `value`, taken `inout`: through `edges[edge, default: new]` it stores `new` when the edge
  /// is missing, in the same lookup.
  private static func value(_ value: inout Int32) -> Int32 { value }

  /// Whether a child capturing `capture` is tried before one capturing `other`: built-in types
  /// first, then app types by name, then untyped parameters, then a wildcard.
  private func precedes(_ capture: Capture, _ other: Capture) -> Bool {
    let builtIn = Self.builtInTypes.count  // built-in types by their place, app types by name
    return switch (capture, other) {
    case (.parameter(let s?), .parameter(let t?)):
      (min(Int(s), builtIn), types[Int(s)].name) < (min(Int(t), builtIn), types[Int(t)].name)
    case (.parameter(_?), _), (.parameter(nil), .wildcard): true
    default: false
    }
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

  /// The pattern `url` matches (its index and text), with its parameters and query items, or
  /// why none does.
  @usableFromInline func match(_ url: String) throws(DeeplinkError.Reason) -> (
    pattern: Int, text: String, parameters: DeeplinkParameters, queryItems: [DeeplinkQueryItem]
  ) {
    let length = url.utf8.count
    guard length <= maximumURLLength else {
      throw .urlTooLong(length: length, limit: maximumURLLength)
    }
    let parts: DeeplinkURL
    do {
      parts = try DeeplinkURL(url)
    } catch {
      switch error {
      case .malformed(let reason), .nonLiteralHost(let reason): throw .malformedURL(reason: reason)
      }
    }
    guard parts.segments.count <= maximumSegmentCount else {
      throw .tooManySegments(count: parts.segments.count, limit: maximumSegmentCount)
    }
    let origin = Origin(scheme: parts.scheme, host: parts.host)
    guard let root = roots.first(where: { $0.origin == origin })?.node else {
      if let host = parts.host, roots.contains(where: { $0.origin.scheme == parts.scheme }) {
        throw .unknownHost(host, scheme: parts.scheme)
      }
      throw .unknownScheme(parts.scheme)
    }
    let path = try parts.decodedSegments()
    var walk = Walk(key: path, path: path, items: try parts.queryItems())
    if let first = path.first, let host = Self.lowercasedHost(first, under: origin) {
      walk.key[0] = host
    }
    guard let index = search(Int(root), 0, &walk) else { throw refusal(origin, walk) }
    let pattern = patterns[index]
    for offset in walk.captured.indices where walk.captured[offset].name.isEmpty {
      walk.captured[offset].name = name(offset, of: pattern)
    }
    let parameters = DeeplinkParameters(storage: walk.captured, pattern: pattern.text)
    return (index, pattern.text, parameters, walk.items)
  }

  /// The pattern the segments of `walk` from `depth` lead to from `node`, in precedence order;
  /// appends what it captures (path values without their names, then the query parameters).
  private func search(_ node: Int, _ depth: Int, _ walk: inout Walk) -> Int? {
    guard depth < walk.key.count else { return end(nodes[node].pattern, &walk) }
    if let next = edges[Edge(node: Int32(node), segment: walk.key[depth])],
      let found = search(Int(next), depth + 1, &walk)
    {
      return found
    }
    var child = Int(nodes[node].firstChild)
    while child >= 0 {
      defer { child = Int(nodes[child].next) }
      let text = walk.path[depth]
      switch nodes[child].capture {
      case .literal: continue
      case .wildcard:
        // Not `joined(separator:)`, which cost a third of a match with a wildcard.
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
  private func end(_ pattern: Int32, _ walk: inout Walk) -> Int? {
    let pattern = Int(pattern)
    guard pattern >= 0, let entries = try? query(of: pattern, walk.items) else { return nil }
    walk.captured += entries
    return pattern
  }

  /// The query parameters of pattern `index` in `items`, or the miss, scoring `score`, of a
  /// required one that is missing or a value that does not convert.
  func query(of index: Int, _ items: [DeeplinkQueryItem], score: Int = 0)
    throws(Miss) -> [DeeplinkParameters.Entry]
  {
    let pattern = patterns[index]
    let end = index + 1 < patterns.count ? Int(patterns[index + 1].firstQuery) : queries.count
    var entries: [DeeplinkParameters.Entry] = []
    for parameter in queries[Int(pattern.firstQuery)..<end] {
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
    _ text: String, _ type: Int16?, _ name: String = "", _ pattern: String = "", score: Int = 0
  ) throws(Miss) -> (any Sendable)? {
    guard let type else { return nil }
    guard let value = types[Int(type)].convert(text) else {
      throw Miss(
        score: score,
        reason: .invalidParameter(
          name: name, text: text, expectedType: types[Int(type)].name, pattern: pattern))
    }
    return value
  }
}
