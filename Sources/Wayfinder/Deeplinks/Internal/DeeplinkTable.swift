import Foundation

/// The non-generic core of ``DeeplinkMatcher``: origins, parameter types, patterns, and the
/// index that finds the patterns a URL may match.
///
/// Pattern `i` is the matcher's destination `i`.
/// The index is one dictionary: an origin and a first literal segment lead to the list of the
/// patterns that start with it, in precedence order (the patterns that start with a parameter
/// have their own list). A match looks its first segment up and tries the list, then the
/// parameter list, until a pattern matches; each try that fails scores how far it got, so a
/// refusal names the reason of the furthest one at no extra cost.
@usableFromInline
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

  /// A registered pattern, as written, and where its parts are in ``segments`` and ``queries``
  /// (`Int32`: a matcher of 10,000 patterns holds 160 KiB less).
  struct Pattern: Sendable {
    var text: String
    var segments: Range<Int32>
    var query: Range<Int32>
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

  /// What a match found: the pattern's index and text, and what the URL gave it.
  @usableFromInline
  struct Found {
    @usableFromInline var pattern: Int
    @usableFromInline var text: String
    @usableFromInline var parameters: DeeplinkParameters
    @usableFromInline var queryItems: [DeeplinkQueryItem]
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
  /// The types patterns can name, indexed by ``Segment/parameter(name:type:)``.
  private(set) var types: [ParameterType] = [
    .init(name: "Bool", rank: 0) { Bool($0) }, .init(name: "Int", rank: 1) { Int($0) },
    .init(name: "UUID", rank: 2) { UUID(uuidString: $0) },
    .init(name: "Double", rank: 3) { Double($0) },
  ]
  /// The origins of the registered patterns, indexed by ``Key/origin``.
  private var origins: [Origin] = []
  /// The segments and query parameters of every pattern, in ranges (``Pattern``).
  var segments: [Segment] = []
  var queries: [QueryParameter] = []
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

  /// Parses every pattern in `texts` and adds it, unless it matches exactly the URLs of a
  /// registered pattern or an earlier one: then removes what it added and throws.
  @usableFromInline
  mutating func register(_ texts: [String]) throws(DeeplinkPatternError) {
    let counts = (patterns.count, segments.count, queries.count, links.count, origins.count)
    var added: [(key: Key, previous: Int32?)] = []  // The links added, in order.
    do {
      for text in texts {
        let (pattern, origin) = try parse(text)
        patterns.append(pattern)
        for index in 0..<(origin == nil ? defaultOrigins.count : 1) {
          added.append(try insert(pattern, under: origin ?? defaultOrigins[index]))
        }
      }
    } catch {
      for (offset, link) in added.enumerated().reversed() {
        let next = links[counts.3 + offset].next
        if let previous = link.previous {
          links[Int(previous)].next = next
        } else {
          lists[link.key] = next
        }
      }
      patterns.removeLast(patterns.count - counts.0)
      segments.removeLast(segments.count - counts.1)
      queries.removeLast(queries.count - counts.2)
      links.removeLast(links.count - counts.3)
      origins.removeLast(origins.count - counts.4)
      throw error
    }
  }

  /// Links the last pattern, `pattern`, into the list of its first segment under `origin`,
  /// before the first pattern it precedes; returns the list's key and the link before it.
  private mutating func insert(_ pattern: Pattern, under origin: Origin)
    throws(DeeplinkPatternError) -> (key: Key, previous: Int32?)
  {
    if !origins.contains(origin) { origins.append(origin) }
    let first = firstLiteral(of: pattern, under: origin)
    let key = Key(origin: Int32(origins.firstIndex(of: origin) ?? 0), first: first)
    var previous: Int32?
    var next = lists[key]
    while let current = next {
      let other = patterns[Int(links[Int(current)].pattern)]
      switch precedes(segments(of: pattern), segments(of: other), after: first) {
      case nil: throw .conflict(pattern.text, existing: other.text)
      case true?: break
      case false?:
        previous = current
        next = links[Int(current)].next
        continue
      }
      break
    }
    let link = Int32(links.count)
    links.append(Link(pattern: Int32(patterns.count - 1), next: next))
    if let previous { links[Int(previous)].next = link } else { lists[key] = link }
    return (key, previous)
  }

  /// The key of the list `pattern` joins under `origin`: its first segment when literal, which
  /// under a custom scheme is the URL's host and compares ignoring case.
  private func firstLiteral(of pattern: Pattern, under origin: Origin) -> String? {
    guard case .literal(let text)? = segments(of: pattern).first else { return nil }
    return origin.host == nil ? text.lowercased() : text
  }

  private func segments(of pattern: Pattern) -> ArraySlice<Segment> {
    segments[Int(pattern.segments.lowerBound)..<Int(pattern.segments.upperBound)]
  }

  /// Whether a pattern with segments `a` is tried before one with `b`; `nil` when they match
  /// exactly the same URLs (a conflict).
  ///
  /// They share a list (`first` is the literal they start with, if any). The first position
  /// where they differ decides (a literal, then typed parameters by rank and type name, then an
  /// untyped parameter, then a wildcard), else the shorter comes first.
  private func precedes(
    _ a: ArraySlice<Segment>, _ b: ArraySlice<Segment>,
    after first: String?
  ) -> Bool? {
    var (i, j) = first == nil ? (a.startIndex, b.startIndex) : (a.startIndex + 1, b.startIndex + 1)
    while i < a.endIndex, j < b.endIndex {
      let (x, y) = (a[i], b[j])
      switch (x, y) {
      case (.literal(let s), .literal(let t)) where s != t: return s < t
      case (.parameter(_, let s?), .parameter(_, let t?)) where s != t:
        let (u, v) = (types[Int(s)], types[Int(t)])
        return (u.rank, u.name) < (v.rank, v.name)
      case _ where kind(x) != kind(y): return kind(x) < kind(y)
      default: (i, j) = (i + 1, j + 1)
      }
    }
    return a.count == b.count ? nil : a.count < b.count
  }

  /// The order of kinds of segment at one position.
  private func kind(_ segment: Segment) -> Int {
    switch segment {
    case .literal: 0
    case .parameter(_, _?): 1
    case .parameter: 2
    case .wildcard: 3
    }
  }

  // MARK: - Matching

  /// The pattern `url` matches, tried in precedence order, with its parameters; or why none
  /// does: the reason of the pattern that got furthest (the shortest one, then the first in
  /// alphabetical order).
  @usableFromInline
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
    guard
      let origin = origins.firstIndex(where: { $0.scheme == parts.scheme && $0.host == parts.host })
    else {
      if let host = parts.host, origins.contains(where: { $0.scheme == parts.scheme }) {
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
    // Under a custom scheme the first segment is the URL's host, which compares ignoring case.
    let first = path.first.map { first in
      parts.host != nil
        || !parts.bytes[parts.segments[0]].contains {
          $0 >= 0x80 || (0x41...0x5A).contains($0) || $0 == 0x25
        }
        ? first : first.lowercased()
    }
    var best: (miss: Miss, pattern: Int)?
    // The patterns that start with the first segment, then those that start with a parameter.
    var key = Key(origin: Int32(origin), first: first)
    while true {
      var next = lists[key]
      while let link = next {
        let pattern = Int(links[Int(link)].pattern)
        next = links[Int(link)].next
        do {
          let parameters = try attempt(
            pattern, path, from: key.first == nil ? 0 : 1, queryItems: queryItems)
          return Found(
            pattern: pattern, text: patterns[pattern].text, parameters: parameters,
            queryItems: queryItems)
        } catch {
          if best.map({ isBetter(error, pattern, than: $0) }) ?? true { best = (error, pattern) }
        }
      }
      guard key.first != nil else { break }
      key.first = nil
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
    _ index: Int, _ segments: [String], from start: Int, queryItems: [DeeplinkQueryItem]
  ) throws(Miss) -> DeeplinkParameters {
    let pattern = patterns[index]
    var entries: [DeeplinkParameters.Entry] = []
    entries.reserveCapacity(pattern.segments.count + pattern.query.count)
    var depth = start
    for segment in self.segments(of: pattern).dropFirst(start) {
      guard depth < segments.count else { throw Miss(score: 2 * depth) }
      switch segment {
      case .literal(let text):
        guard segments[depth] == text else { throw Miss(score: 2 * depth) }
      case .parameter(let name, let type):
        let value = try convert(
          segments[depth], to: type, name: name, of: pattern, score: 2 * depth + 1)
        entries.append(.init(name: name, text: segments[depth], value: value))
      case .wildcard(let name):
        var text = segments[depth]
        for segment in segments[(depth + 1)...] { text += "/" + segment }
        entries.append(.init(name: name, text: text))
        depth = segments.count - 1
      }
      depth += 1
    }
    guard depth == segments.count else { throw Miss(score: 2 * depth) }
    for parameter in queries[Int(pattern.query.lowerBound)..<Int(pattern.query.upperBound)] {
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
    _ text: String, to type: Int32?, name: String, of pattern: Pattern, score: Int
  ) throws(Miss) -> (any Sendable)? {
    guard let type = type.map({ types[Int($0)] }) else { return nil }
    guard let value = type.convert(text) else {
      throw Miss(
        score: score,
        reason: .invalidParameter(
          name: name, text: text, expectedType: type.name, pattern: pattern.text))
    }
    return value
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
