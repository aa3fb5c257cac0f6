import Foundation

/// The non-generic core of ``DeeplinkMatcher``: its origins, parameter types and patterns, and
/// the index that finds the patterns a URL may match. Pattern `i` is the matcher's destination
/// `i`.
///
/// The index is one dictionary: an origin and a first literal segment lead to the list of the
/// patterns that start with it, in precedence order (the patterns that start with a parameter
/// have their own list). A match looks its first segment up and tries the list, then the
/// parameter list, until a pattern matches; each try that fails scores how far it got, so a
/// refusal names the reason of the furthest one at no extra cost.
struct DeeplinkTable: Sendable {
  /// Where patterns apply: a custom scheme (`shop://`) or an http(s) scheme and host.
  struct Origin: Hashable, Sendable {
    var scheme: String
    var host: String?
    /// `shop://`, `https://shop.example.com`.
    var text: String { "\(scheme)://\(host ?? "")" }
  }

  /// A type patterns name in `:name<Type>`, and how a segment converts to it.
  struct ParameterType: Sendable {
    var name: String
    /// Types are tried by rank, then name: `Bool`, `Int`, `UUID`, `Double`, then the app's.
    var rank: Int
    var convert: @Sendable (String) -> (any Sendable)?
  }

  /// A registered pattern, as written, and its parts in ``segments`` and ``queries``.
  struct Pattern: Sendable {
    var text: String
    var segments: Range<Int>
    var query: Range<Int>
  }

  /// The patterns of one origin that start with the literal `first` (`nil`: with a parameter,
  /// or with no segment at all).
  struct Key: Hashable {
    var origin: Int32
    var first: String?
  }

  /// A pattern in the list of a key, and the next one.
  struct Link {
    var pattern: Int32
    var next: Int32?
  }

  /// What a match found: the pattern's index and what the URL gave it.
  struct Found {
    var pattern: Int
    var parameters: DeeplinkParameters
    var queryItems: [DeeplinkQueryItem]
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
  private var types: [ParameterType] = [
    .init(name: "Bool", rank: 0) { Bool($0) }, .init(name: "Int", rank: 1) { Int($0) },
    .init(name: "UUID", rank: 2) { UUID(uuidString: $0) },
    .init(name: "Double", rank: 3) { Double($0) },
  ]
  /// The origins of the registered patterns, indexed by ``Key/origin``.
  private var origins: [Origin] = []
  private var segments: [DeeplinkPattern.Segment] = []
  private var queries: [DeeplinkPattern.QueryParameter] = []
  private var lists: [Key: Int32] = [:]
  private var links: [Link] = []

  // MARK: - Registration

  /// Adds `text` (`scheme://` or `http(s)://host`) to the origins of path-only patterns.
  mutating func addDefaultOrigin(_ text: String) throws(DeeplinkPatternError) {
    let url: DeeplinkURL
    let shape = "an origin is \"scheme://\" or \"https://host\", without path, query or port"
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
    let origin = Origin(scheme: String(url.scheme), host: url.host.map(String.init))
    if !defaultOrigins.contains(origin) { defaultOrigins.append(origin) }
  }

  /// Makes `name` usable as `:name<Type>`, matching the segments `convert` converts.
  mutating func registerParameterType(
    named name: String, convert: @escaping @Sendable (String) -> (any Sendable)?
  ) throws(DeeplinkPatternError) {
    guard DeeplinkPattern.isIdentifier(name) else {
      throw .invalidParameterTypeName(
        name, reason: "a type name is ASCII letters, digits and \"_\", not starting with a digit")
    }
    guard name != "String", !types.contains(where: { $0.name == name }) else {
      throw .invalidParameterTypeName(name, reason: "a parameter type has that name already")
    }
    types.append(ParameterType(name: name, rank: 4, convert: convert))
  }

  /// Parses every pattern in `texts` and checks it against the registered ones and the ones
  /// before it, then adds them all; or throws and changes nothing.
  mutating func register(_ texts: [String]) throws(DeeplinkPatternError) {
    var parsed: [(text: String, pattern: DeeplinkPattern)] = []
    for text in texts {
      let pattern = try DeeplinkPattern(
        text, defaultOrigins: defaultOrigins, types: types, segmentLimit: maximumSegmentCount)
      for origin in pattern.origins {
        let first = firstLiteral(of: pattern.segments, under: origin)
        var rivals: [(text: String, segments: ArraySlice<DeeplinkPattern.Segment>)] = []
        if let index = origins.firstIndex(of: origin) {
          rivals = list(Key(origin: Int32(index), first: first)).map {
            (patterns[$0].text, segments[patterns[$0].segments])
          }
        }
        for other in parsed where other.pattern.origins.contains(origin) {
          if firstLiteral(of: other.pattern.segments, under: origin) == first {
            rivals.append((other.text, other.pattern.segments[...]))
          }
        }
        if let rival = rivals.first(where: { precedes($0.segments, pattern.segments, after: first) == nil }) {
          throw .conflict(text, existing: rival.text)
        }
      }
      parsed.append((text, pattern))
    }
    for (text, pattern) in parsed { insert(text, pattern) }
  }

  private mutating func insert(_ text: String, _ pattern: DeeplinkPattern) {
    let index = Int32(patterns.count)
    patterns.append(
      Pattern(
        text: text, segments: segments.count..<segments.count + pattern.segments.count,
        query: queries.count..<queries.count + pattern.query.count))
    segments += pattern.segments
    queries += pattern.query
    for origin in pattern.origins {
      if !origins.contains(origin) { origins.append(origin) }
      let first = firstLiteral(of: pattern.segments, under: origin)
      let key = Key(origin: Int32(origins.firstIndex(of: origin) ?? 0), first: first)
      // The new pattern goes before the first one it precedes.
      var previous: Int32?
      var next = lists[key]
      while let current = next {
        let other = patterns[Int(links[Int(current)].pattern)]
        if precedes(pattern.segments, segments[other.segments], after: first) == true { break }
        previous = current
        next = links[Int(current)].next
      }
      links.append(Link(pattern: index, next: next))
      let link = Int32(links.count - 1)
      if let previous { links[Int(previous)].next = link } else { lists[key] = link }
    }
  }

  /// The patterns in the list of `key`, in order.
  private func list(_ key: Key) -> [Int] {
    guard let head = lists[key] else { return [] }
    return sequence(first: head) { links[Int($0)].next }.map { Int(links[Int($0)].pattern) }
  }

  /// The first segment of a pattern when it is literal: its key. Under a custom scheme it is
  /// the URL's host, which compares ignoring case.
  private func firstLiteral(of segments: [DeeplinkPattern.Segment], under origin: Origin)
    -> String?
  {
    guard case .literal(let text)? = segments.first else { return nil }
    return origin.host == nil ? String(DeeplinkURL.lowercased(text.utf8[...])) : text
  }

  /// Whether a pattern with segments `a` is tried before one with `b` in the list they share
  /// (`first` is the literal they both start with, if any): the first position where they
  /// differ decides (a literal, then typed parameters by rank and type name, then an untyped
  /// parameter, then a wildcard), else the shorter comes first. `nil` when they match exactly
  /// the same URLs: a conflict.
  private func precedes(
    _ a: some Collection<DeeplinkPattern.Segment>, _ b: some Collection<DeeplinkPattern.Segment>,
    after first: String?
  ) -> Bool? {
    let skip = first == nil ? 0 : 1
    for (x, y) in zip(a.dropFirst(skip), b.dropFirst(skip)) where rank(x) != rank(y) {
      return rank(x) < rank(y)
    }
    return a.count == b.count ? nil : a.count < b.count
  }

  private func rank(_ segment: DeeplinkPattern.Segment) -> (Int, Int, String) {
    switch segment {
    case .literal(let text): (0, 0, text)
    case .parameter(_, let type?): (1, types[type].rank, types[type].name)
    case .parameter: (2, 0, "")
    case .wildcard: (3, 0, "")
    }
  }

  // MARK: - Matching

  /// The pattern `url` matches, tried in precedence order, with its parameters; or why none
  /// does: the reason of the pattern that got furthest (the shortest one, then the first in
  /// alphabetical order).
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
      case .nonLiteralHost(let host): throw .malformedURL(reason: "the host \"\(host)\" is not literal")
      }
    }
    guard
      let origin = origins.firstIndex(where: {
        $0.scheme == parts.scheme && ($0.host ?? "") == (parts.host ?? "")
      })
    else {
      if let host = parts.host, origins.contains(where: { $0.scheme == parts.scheme }) {
        throw .unknownHost(String(host), scheme: String(parts.scheme))
      }
      throw .unknownScheme(String(parts.scheme))
    }
    var path = parts.segments
    for (index, segment) in path.enumerated() where segment.utf8.contains(UInt8(ascii: "%")) {
      guard let decoded = segment.percentDecoded() else {
        throw .malformedURL(
          reason: "path segment \(index + 1) has invalid percent-encoding or is not UTF-8")
      }
      path[index] = Substring(decoded)
    }
    let queryItems = try Self.queryItems(parts.query)
    let first = path.first.map {
      parts.host == nil ? String(DeeplinkURL.lowercased($0.utf8)) : String($0)
    }
    var best: (miss: Miss, pattern: Int)?
    for key in first == nil ? [nil] : [first, nil] {
      var next = lists[Key(origin: Int32(origin), first: key)]
      while let link = next {
        let pattern = Int(links[Int(link)].pattern)
        next = links[Int(link)].next
        do {
          let parameters = try attempt(
            pattern, path, from: key == nil ? 0 : 1, queryItems: queryItems)
          return Found(pattern: pattern, parameters: parameters, queryItems: queryItems)
        } catch {
          if best.map({ isBetter(error, pattern, than: $0) }) ?? true { best = (error, pattern) }
        }
      }
    }
    if let reason = best?.miss.reason { throw reason }
    throw .noMatch(
      path: "/" + path.joined(separator: "/"),
      // A pattern that shares no segment with the path is not near it.
      nearest: best.flatMap { $0.miss.score > 0 ? patterns[$0.pattern].text : nil })
  }

  private func isBetter(_ miss: Miss, _ pattern: Int, than best: (miss: Miss, pattern: Int))
    -> Bool
  {
    if miss.score != best.miss.score { return miss.score > best.miss.score }
    let (this, other) = (patterns[pattern], patterns[best.pattern])
    return (this.segments.count, this.text) < (other.segments.count, other.text)
  }

  /// Matches pattern `index` against the URL's decoded `segments` from `start` (the first
  /// segment was matched by the key), then its query parameters against `queryItems`.
  private func attempt(
    _ index: Int, _ segments: [Substring], from start: Int, queryItems: [DeeplinkQueryItem]
  ) throws(Miss) -> DeeplinkParameters {
    let pattern = patterns[index]
    var entries: [DeeplinkParameters.Entry] = []
    var depth = start
    for segment in self.segments[pattern.segments].dropFirst(start) {
      guard depth < segments.count else { throw Miss(score: 2 * depth) }
      switch segment {
      case .literal(let text):
        guard segments[depth] == text else { throw Miss(score: 2 * depth) }
      case .parameter(let name, let type):
        let text = String(segments[depth])
        let value = try convert(text, to: type, name: name, of: pattern, score: 2 * depth + 1)
        entries.append(.init(name: name, text: text, value: value))
      case .wildcard(let name):
        entries.append(.init(name: name, text: segments[depth...].joined(separator: "/")))
        depth = segments.count - 1
      }
      depth += 1
    }
    guard depth == segments.count else { throw Miss(score: 2 * depth) }
    for parameter in queries[pattern.query] {
      let text = queryItems.first { $0.name == parameter.key }.map { $0.value ?? "" }
      // An optional typed parameter with an empty value (`?page=`) is absent.
      guard let text, !(text.isEmpty && parameter.type != nil && !parameter.isRequired) else {
        guard !parameter.isRequired else {
          throw Miss(
            score: 2 * depth + 2,
            reason: .missingQueryParameter(key: parameter.key, pattern: pattern.text))
        }
        continue
      }
      let value = try convert(
        text, to: parameter.type, name: parameter.name, of: pattern, score: 2 * depth + 2)
      entries.append(.init(name: parameter.name, text: text, value: value))
    }
    return DeeplinkParameters(storage: entries, pattern: pattern.text)
  }

  /// `text` converted to the parameter type `type` (`nil` for an untyped parameter), or the
  /// miss that says it does not convert.
  private func convert(
    _ text: String, to type: Int?, name: String, of pattern: Pattern, score: Int
  ) throws(Miss) -> (any Sendable)? {
    guard let type else { return nil }
    guard let value = types[type].convert(text) else {
      throw Miss(
        score: score,
        reason: .invalidParameter(
          name: name, text: text, expectedType: types[type].name, pattern: pattern.text))
    }
    return value
  }

  /// The decoded `key=value` items of `query`, `+` read as a space.
  private static func queryItems(_ query: Substring?) throws(DeeplinkError.Reason)
    -> [DeeplinkQueryItem]
  {
    var items: [DeeplinkQueryItem] = []
    for raw in (query ?? "").split(separator: "&") {
      let equals = raw.firstIndex(of: "=")
      let rawName = raw[..<(equals ?? raw.endIndex)]
      guard let name = rawName.percentDecoded(plusAsSpace: true) else {
        throw .malformedURL(reason: "the query key \"\(rawName)\" is not decodable")
      }
      var value: String?
      if let equals {
        value = raw[raw.index(after: equals)...].percentDecoded(plusAsSpace: true)
        if value == nil {
          throw .malformedURL(reason: "the value of the query key \"\(name)\" is not decodable")
        }
      }
      items.append(DeeplinkQueryItem(name: name, value: value))
    }
    return items
  }
}
