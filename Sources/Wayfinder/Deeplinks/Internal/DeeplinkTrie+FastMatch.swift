// The match fast path: the same walk as `DeeplinkTrie.matchByStrings(_:)`, over the URL's UTF-8
// bytes. Segments are ranges of the input (or of a scratch buffer holding the decoded path),
// static segments are found by hashing their bytes, and a `String` is made only for a typed
// parameter's check and for the captured values.
//
// The fast path answers only successes it is sure of. It returns `nil` for anything unusual (an
// IPv6 host, user information, a non-ASCII query, …) and for every URL that does not match; the
// `String`-based walk then gives the answer and the refusal. So the rules live in one place and
// the two paths cannot disagree on a refusal.

extension DeeplinkTrie {
  /// A root with its origin as lowercase bytes.
  struct FastOrigin: Sendable {
    /// The scheme, lowercase.
    var scheme: [UInt8]
    /// The host, lowercase, for http(s); `nil` for a custom scheme.
    var host: [UInt8]?
    /// The root node.
    var root: Int
  }

  /// One path segment, as a range of the path buffer.
  struct FastSegment {
    /// The first byte.
    var start: Int
    /// One past the last byte.
    var end: Int
    /// Whether every byte is ASCII.
    var isASCII: Bool
  }

  /// Matches the UTF-8 `bytes` of a URL, or returns `nil` when the `String`-based walk must
  /// answer.
  func fastMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Found? {
    let count = bytes.count
    guard count > 0, count <= maximumURLLength else { return nil }
    var index = 0
    while index < count {
      let byte = bytes[index]
      if byte <= Byte.space || byte == Byte.delete { return nil }
      index += 1
    }
    guard Byte.isLetter(bytes[0]) else { return nil }
    index = 1
    while index < count, Byte.isSchemeByte(bytes[index]) { index += 1 }
    guard index < count, bytes[index] == Byte.colon else { return nil }
    let scheme = 0..<index
    index += 1
    let hasAuthority =
      index + 1 < count && bytes[index] == Byte.slash && bytes[index + 1] == Byte.slash
    let root: Int
    if Self.isWebScheme(bytes, scheme) {
      guard hasAuthority else { return nil }
      index += 2
      let start = index
      var lastColon = -1
      while index < count {
        let byte = bytes[index]
        if byte == Byte.slash || byte == Byte.question || byte == Byte.hash { break }
        if byte == Byte.at || byte == Byte.openBracket { return nil }
        if byte == Byte.colon { lastColon = index }
        index += 1
      }
      var hostEnd = index
      if lastColon >= 0 {
        var position = lastColon + 1
        while position < index {
          guard Byte.isDigit(bytes[position]) else { return nil }
          position += 1
        }
        hostEnd = lastColon
      }
      guard hostEnd > start, let found = originRoot(bytes, scheme: scheme, host: start..<hostEnd)
      else { return nil }
      root = found
      if index < count, bytes[index] == Byte.slash { index += 1 }
    } else {
      guard let found = originRoot(bytes, scheme: scheme, host: nil) else { return nil }
      root = found
      if hasAuthority {
        index += 2
        if index < count, bytes[index] == Byte.slash { index += 1 }
      } else if index < count, bytes[index] == Byte.slash {
        index += 1
      }
    }
    let pathStart = index
    var pathEnd = index
    while pathEnd < count, bytes[pathEnd] != Byte.question, bytes[pathEnd] != Byte.hash {
      pathEnd += 1
    }
    var query = pathEnd..<pathEnd
    if pathEnd < count, bytes[pathEnd] == Byte.question {
      var queryEnd = pathEnd + 1
      while queryEnd < count, bytes[queryEnd] != Byte.hash { queryEnd += 1 }
      query = (pathEnd + 1)..<queryEnd
    }
    var queryItems: [DeeplinkQueryItem] = []
    if !query.isEmpty {
      guard let items = Self.queryItems(bytes, query) else { return nil }
      queryItems = items
    }
    // A path of n bytes without empty segments has at most (n + 1) / 2 segments.
    let limit = min(maximumSegmentCount, (pathEnd - pathStart + 1) / 2)
    let capacity = max(1, limit)
    return withUnsafeTemporaryAllocation(of: FastSegment.self, capacity: capacity) { buffer in
      var segmentCount = 0
      var hasEscapes = false
      if pathEnd > pathStart {
        var segmentStart = pathStart
        var high: UInt8 = 0
        var position = pathStart
        while position <= pathEnd {
          if position == pathEnd || bytes[position] == Byte.slash {
            if position == segmentStart {
              // An empty segment is allowed only as the single trailing slash.
              if position != pathEnd || segmentCount == 0 { return nil }
            } else {
              guard segmentCount < limit else { return nil }
              buffer.initializeElement(
                at: segmentCount,
                to: FastSegment(start: segmentStart, end: position, isASCII: high < 0x80)
              )
              segmentCount += 1
            }
            segmentStart = position + 1
            high = 0
          } else {
            let byte = bytes[position]
            high |= byte
            if byte == Byte.percent { hasEscapes = true }
          }
          position += 1
        }
      }
      let segments = UnsafeMutableBufferPointer(rebasing: buffer[..<segmentCount])
      guard hasEscapes else {
        return walk(root, path: bytes, segments: UnsafeBufferPointer(segments), query: queryItems)
      }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: pathEnd - pathStart) {
        scratch in
        guard Self.decode(segments, of: bytes, into: scratch) else { return nil }
        return walk(
          root,
          path: UnsafeBufferPointer(scratch),
          segments: UnsafeBufferPointer(segments),
          query: queryItems
        )
      }
    }
  }

  /// The walk of ``matchByStrings(_:)`` without the bookkeeping for refusals.
  private func walk(
    _ root: Int,
    path: UnsafeBufferPointer<UInt8>,
    segments: UnsafeBufferPointer<FastSegment>,
    query: [DeeplinkQueryItem]
  ) -> Found? {
    nodes.withUnsafeBufferPointer { nodes in
      withUnsafeTemporaryAllocation(of: FastFrame.self, capacity: segments.count + 1) { stack in
        stack.initializeElement(at: 0, to: FastFrame(node: root, stage: 0))
        var count = 1
        while count > 0 {
          let depth = count - 1
          let frame = stack[depth]
          if depth == segments.count {
            if let pattern = nodes[frame.node].terminalPattern,
              let found = accept(pattern, path: path, segments: segments, query: query)
            {
              return found
            }
            count -= 1
            continue
          }
          let segment = segments[depth]
          let text = UnsafeBufferPointer(rebasing: path[segment.start..<segment.end])
          var stage = frame.stage
          var next: Int?
          let typedEnd = 1 + nodes[frame.node].typed.count
          while next == nil, stage <= typedEnd + 1 {
            let current = stage
            stage += 1
            if current == 0 {
              next = literalChild(
                of: frame.node, in: nodes, segment: text, isASCII: segment.isASCII)
            } else if current < typedEnd {
              let edge = nodes[frame.node].typed[current - 1]
              if types[edge.type].accepts(String(decoding: text, as: UTF8.self)) {
                next = edge.child
              }
            } else if current == typedEnd {
              next = nodes[frame.node].untyped
            } else if let pattern = nodes[frame.node].wildcardPattern,
              let found = accept(pattern, path: path, segments: segments, query: query)
            {
              return found
            }
          }
          stack[depth].stage = stage
          if let next {
            stack.initializeElement(at: count, to: FastFrame(node: next, stage: 0))
            count += 1
          } else {
            count -= 1
          }
        }
        return nil
      }
    }
  }

  /// The child of `node` for the static segment `segment`.
  private func literalChild(
    of node: Int,
    in nodes: UnsafeBufferPointer<DeeplinkTrieNode>,
    segment: UnsafeBufferPointer<UInt8>,
    isASCII: Bool
  ) -> Int? {
    if isASCII {
      if let child = literalIndex.child(of: node, segment: segment) { return child }
      // An ASCII segment can still equal a non-ASCII literal by canonical equivalence
      // ("\u{212A}" is "K").
      guard nodes[node].hasNonASCIILiteral else { return nil }
    }
    guard !nodes[node].literals.isEmpty else { return nil }
    return nodes[node].literals[String(decoding: segment, as: UTF8.self)]
  }

  /// The parameters of pattern `index`, whose path matched, or `nil` when the query fails it.
  private func accept(
    _ index: Int,
    path: UnsafeBufferPointer<UInt8>,
    segments: UnsafeBufferPointer<FastSegment>,
    query: [DeeplinkQueryItem]
  ) -> Found? {
    let captures = captures[index]
    guard !captures.path.isEmpty || !captures.query.isEmpty else {
      return Found(pattern: index, parameters: DeeplinkParameters(storage: []), queryItems: query)
    }
    var parameters: [DeeplinkParameters.Entry] = []
    parameters.reserveCapacity(captures.path.count + captures.query.count)
    for capture in captures.path {
      let start = segments[capture.position].start
      let end =
        capture.isWildcard ? segments[segments.count - 1].end : segments[capture.position].end
      // The path buffer holds the decoded segments joined with "/", so a wildcard's text is
      // one range.
      parameters.append(
        DeeplinkParameters.Entry(
          name: capture.name,
          text: String(decoding: UnsafeBufferPointer(rebasing: path[start..<end]), as: UTF8.self)
        )
      )
    }
    for capture in captures.query {
      guard let item = query.first(where: { $0.name == capture.key }) else {
        if capture.isRequired { return nil }
        continue
      }
      let text = item.value ?? ""
      if let type = capture.type, !types[type].accepts(text) { return nil }
      parameters.append(DeeplinkParameters.Entry(name: capture.name, text: text))
    }
    return Found(
      pattern: index,
      parameters: DeeplinkParameters(storage: parameters),
      queryItems: query
    )
  }

  /// The root for the lowercase-compared scheme and host.
  private func originRoot(
    _ bytes: UnsafeBufferPointer<UInt8>,
    scheme: Range<Int>,
    host: Range<Int>?
  ) -> Int? {
    for origin in fastOrigins where Self.equalsLowercased(bytes, scheme, origin.scheme) {
      switch (host, origin.host) {
      case (nil, nil): return origin.root
      case (.some(let host), .some(let originHost)):
        if Self.equalsLowercased(bytes, host, originHost) { return origin.root }
      default: continue
      }
    }
    return nil
  }

  /// Decodes the escapes of `segments` into `scratch`, joined with `/`, and points the segments
  /// at their decoded bytes; `false` for an invalid escape or a segment that is not UTF-8.
  private static func decode(
    _ segments: UnsafeMutableBufferPointer<FastSegment>,
    of bytes: UnsafeBufferPointer<UInt8>,
    into scratch: UnsafeMutableBufferPointer<UInt8>
  ) -> Bool {
    var written = 0
    for index in segments.indices {
      if index > 0 {
        scratch.initializeElement(at: written, to: Byte.slash)
        written += 1
      }
      let start = written
      var high: UInt8 = 0
      var position = segments[index].start
      let end = segments[index].end
      while position < end {
        var byte = bytes[position]
        if byte == Byte.percent {
          guard position + 2 < end,
            let upper = Byte.hexValue(bytes[position + 1]),
            let lower = Byte.hexValue(bytes[position + 2])
          else { return false }
          byte = upper << 4 | lower
          position += 3
        } else {
          position += 1
        }
        scratch.initializeElement(at: written, to: byte)
        written += 1
        high |= byte
      }
      if high >= 0x80 {
        let decoded = UnsafeBufferPointer(rebasing: scratch[start..<written])
        guard String(validating: decoded, as: UTF8.self) != nil else { return false }
      }
      segments[index] = FastSegment(start: start, end: written, isASCII: high < 0x80)
    }
    return true
  }

  /// The decoded items of the ASCII query in `range`, or `nil` when it is not ASCII or an item
  /// does not decode.
  private static func queryItems(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ range: Range<Int>
  ) -> [DeeplinkQueryItem]? {
    var items: [DeeplinkQueryItem] = []
    var itemStart = range.lowerBound
    var position = range.lowerBound
    while position <= range.upperBound {
      if position == range.upperBound || bytes[position] == Byte.ampersand {
        if position > itemStart {
          var equals = itemStart
          while equals < position, bytes[equals] != Byte.equals { equals += 1 }
          guard let name = decodeQueryText(bytes, itemStart..<equals) else { return nil }
          var value: String?
          if equals < position {
            guard let decoded = decodeQueryText(bytes, (equals + 1)..<position) else { return nil }
            value = decoded
          }
          items.append(DeeplinkQueryItem(name: name, value: value))
        }
        itemStart = position + 1
      } else if bytes[position] >= 0x80 {
        return nil
      }
      position += 1
    }
    return items
  }

  /// A query key or value, decoded with `+` as a space.
  private static func decodeQueryText(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ range: Range<Int>
  ) -> String? {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    let text = String(decoding: slice, as: UTF8.self)
    guard slice.contains(where: { $0 == Byte.percent || $0 == Byte.plus }) else { return text }
    return PercentDecoding.decode(text, plusAsSpace: true)
  }

  private static func isWebScheme(_ bytes: UnsafeBufferPointer<UInt8>, _ scheme: Range<Int>) -> Bool
  {
    guard scheme.count == 4 || scheme.count == 5 else { return false }
    let http: [UInt8] = [0x68, 0x74, 0x74, 0x70, 0x73]  // "https"
    for index in scheme where bytes[index] | 0x20 != http[index - scheme.lowerBound] {
      return false
    }
    return true
  }

  /// Whether the bytes in `range`, with ASCII letters lowercased, equal `lowercase`.
  private static func equalsLowercased(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ range: Range<Int>,
    _ lowercase: [UInt8]
  ) -> Bool {
    guard range.count == lowercase.count else { return false }
    var offset = 0
    for index in range {
      let byte = bytes[index]
      let lowered = byte >= Byte.upperA && byte <= Byte.upperZ ? byte | 0x20 : byte
      guard lowered == lowercase[offset] else { return false }
      offset += 1
    }
    return true
  }
}

/// One level of the fast walk's explicit stack.
private struct FastFrame {
  /// The trie node at this level.
  var node: Int
  /// The next branch to try, as in the `String`-based walk.
  var stage: Int
}

/// The bytes the fast path looks for.
private enum Byte {
  static let slash = UInt8(ascii: "/")
  static let colon = UInt8(ascii: ":")
  static let question = UInt8(ascii: "?")
  static let hash = UInt8(ascii: "#")
  static let at = UInt8(ascii: "@")
  static let openBracket = UInt8(ascii: "[")
  static let percent = UInt8(ascii: "%")
  static let plus = UInt8(ascii: "+")
  static let ampersand = UInt8(ascii: "&")
  static let equals = UInt8(ascii: "=")
  static let space = UInt8(ascii: " ")
  static let delete: UInt8 = 0x7F
  static let upperA = UInt8(ascii: "A")
  static let upperZ = UInt8(ascii: "Z")

  static func isLetter(_ byte: UInt8) -> Bool {
    let lowered = byte | 0x20
    return lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z")
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == plus || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
