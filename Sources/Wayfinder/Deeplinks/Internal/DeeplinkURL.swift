/// A URL or pattern split into scheme, host, path segments and query in one pass over its
/// bytes, or why it cannot be.
///
/// Not `URLComponents`: it accepts spaces and user information, gives no reasons, and alone
/// costs about as much as a whole match.
struct DeeplinkURL {
  enum Failure: Error {
    case malformed(String)
    /// A pattern's or origin's host is not literal (`*.example.com`, `:host`).
    case nonLiteralHost(String)
  }

  let bytes: [UInt8]
  /// The scheme, in lowercase.
  let scheme: String
  /// The host of an http(s) URL, in lowercase; `nil` under other schemes, whose component
  /// after `//` is the first path segment (`shop://product/42`).
  let host: String?
  let hasPort: Bool
  /// The path segments in ``bytes``, still percent-encoded, without one trailing slash.
  let segments: [Range<Int>]
  /// The query, after `?` and before any `#`, still percent-encoded; `nil` without `?`.
  let queryRange: Range<Int>?

  /// Splits `text`; a pattern's host is literal and it has no fragment, a `pathOnly` text has
  /// no scheme (`/product/:id?ref=:ref`).
  init(_ text: String, isPattern: Bool = false, pathOnly: Bool = false) throws(Failure) {
    let bytes = Array(text.utf8)
    // One pass over an ASCII text; the first non-ASCII byte sends it to the scalars' categories.
    if let index = bytes.firstIndex(where: { $0 <= 0x20 || $0 >= 0x7F }),
      let offset = bytes[index] < 0x80 ? index : Self.spaceOrControlOffset(in: text)
    {
      throw .malformed("it contains a space or control character at offset \(offset)")
    }
    if isPattern, bytes.contains(UInt8(ascii: "#")) {
      throw .malformed("a pattern cannot contain a fragment (\"#\")")
    }
    var origin: (scheme: String, host: String?, hasPort: Bool, pathStart: Int) = ("", nil, false, 0)
    if !pathOnly { origin = try Self.splitOrigin(bytes, isPattern: isPattern) }
    var start = origin.pathStart
    if start < bytes.count, bytes[start] == UInt8(ascii: "/") { start += 1 }
    var end = bytes.count
    var segments: [Range<Int>] = []
    segments.reserveCapacity(8)  // Growing the array one segment at a time cost a tenth of a match.
    for index in start..<max(start, bytes.count) {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/") {
        segments.append(start..<index)
        start = index + 1
      } else if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
        end = index
        break
      }
    }
    if !segments.isEmpty || start < end {
      segments.append(start..<end)
      if segments.count > 1, segments[segments.count - 1].isEmpty { segments.removeLast() }
      if let empty = segments.firstIndex(where: { $0.isEmpty }) {
        throw .malformed("path segment \(empty + 1) is empty (a double slash)")
      }
    }
    var queryRange: Range<Int>?
    if end < bytes.count, bytes[end] == UInt8(ascii: "?") {
      queryRange =
        (end + 1)..<(bytes[(end + 1)...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count)
    }
    (self.bytes, scheme, host, hasPort) = (bytes, origin.scheme, origin.host, origin.hasPort)
    (self.segments, self.queryRange) = (segments, queryRange)
  }

  /// The query's items, split at `&` and their first `=`, still percent-encoded; `nil` without
  /// `?`.
  ///
  /// Not `split(separator:)` and `map`, which cost 1,400 instructions for `?ref=:ref`.
  var query: [(name: ArraySlice<UInt8>, value: ArraySlice<UInt8>?)]? {
    guard let range = queryRange else { return nil }
    var items: [(name: ArraySlice<UInt8>, value: ArraySlice<UInt8>?)] = []
    var start = range.lowerBound
    for end in range.lowerBound...range.upperBound
    where end == range.upperBound || bytes[end] == UInt8(ascii: "&") {
      defer { start = end + 1 }
      guard start < end else { continue }  // `a=1&&b=2` has two items
      let item = bytes[start..<end]
      let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? end
      items.append((item[..<equals], equals < end ? item[(equals + 1)...] : nil))
    }
    return items
  }

  /// The path segments, percent-decoded, or why one cannot be.
  func decodedSegments() throws(DeeplinkError.Reason) -> [String] {
    try segments.indices.map { index throws(DeeplinkError.Reason) in
      guard let decoded = bytes[segments[index]].percentDecoded() else {
        throw .malformedURL(
          reason: "path segment \(index + 1) has invalid percent-encoding or is not UTF-8")
      }
      return decoded
    }
  }

  /// The query's items, percent-decoded (`+` as a space), or why one cannot be.
  func queryItems() throws(DeeplinkError.Reason) -> [DeeplinkQueryItem] {
    try (query ?? []).map { item throws(DeeplinkError.Reason) in
      guard let name = item.name.percentDecoded(plusAsSpace: true) else {
        throw .malformedURL(reason: "the query key \"\(Self.text(item.name))\" is not decodable")
      }
      let value = item.value.map { $0.percentDecoded(plusAsSpace: true) }
      if value == .some(nil) {
        throw .malformedURL(reason: "the value of the query key \"\(name)\" is not decodable")
      }
      return DeeplinkQueryItem(name: name, value: value ?? nil)
    }
  }

  /// The scheme and, for http(s), the host of `bytes`, whether it names a port, and where the
  /// path starts.
  private static func splitOrigin(_ bytes: [UInt8], isPattern: Bool) throws(Failure) -> (
    scheme: String, host: String?, hasPort: Bool, pathStart: Int
  ) {
    guard let first = bytes.first else { throw .malformed("the URL is empty") }
    // A relative text (`product/42`) has no scheme, rather than a scheme without its colon.
    guard Self.isLetter(first), let colon = bytes.firstIndex(where: { !Self.isSchemeByte($0) }),
      bytes[colon] == UInt8(ascii: ":")
    else { throw .malformed("it does not start with a scheme such as \"shop:\"") }
    let scheme = Self.lowercased(bytes[..<colon])
    let hasAuthority =
      bytes.count > colon + 2 && bytes[colon + 1] == UInt8(ascii: "/")
      && bytes[colon + 2] == UInt8(ascii: "/")
    let start = hasAuthority ? colon + 3 : colon + 1
    guard scheme == "http" || scheme == "https" else { return (scheme, nil, false, start) }
    guard hasAuthority else { throw .malformed("an \(scheme) URL needs \"//\" followed by a host") }
    let authority = bytes[start...].prefix {
      $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#")
    }
    guard !authority.contains(UInt8(ascii: "@")) else {
      throw .malformed("user information (\"user@\") is not accepted in the host")
    }
    if isPattern, !Self.isLiteralHost(authority) { throw .nonLiteralHost(Self.text(authority)) }
    var (host, hasPort) = (authority, false)
    // A port is the digits after the last colon, unless that colon is in an IPv6 literal.
    if !(authority.first == UInt8(ascii: "[") && authority.last == UInt8(ascii: "]")),
      let colon = authority.lastIndex(of: UInt8(ascii: ":"))
    {
      guard authority[(colon + 1)...].allSatisfy(Self.isDigit) else {
        throw .malformed("the port after the host is not a number")
      }
      host = authority[..<colon]
      hasPort = true
    }
    guard !host.isEmpty else { throw .malformed("the host is empty") }
    // `URL` gives an internationalized host in its ASCII form: a pattern's host is written so.
    if isPattern, host.contains(where: { $0 >= 0x80 }) {
      throw .malformed(
        "write the host \"\(Self.text(host))\" in its ASCII form (xn--…), as URL gives it")
    }
    return (scheme, Self.lowercased(host), hasPort, authority.endIndex)
  }

  /// The UTF-8 offset of the first space, control character or line or paragraph separator in
  /// `text` (U+0020, U+0085, U+00A0, U+2028, U+3000…), if any.
  private static func spaceOrControlOffset(in text: String) -> Int? {
    var offset = 0
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .spaceSeparator, .lineSeparator, .paragraphSeparator: return offset
      default: offset += UTF8.width(scalar)
      }
    }
    return nil
  }

  static func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// The text of `bytes` in lowercase; lowercasing only text that needs it saves a tenth of a
  /// match.
  static func lowercased(_ bytes: ArraySlice<UInt8>) -> String {
    mayChangeWhenLowercased(bytes) ? text(bytes).lowercased() : text(bytes)
  }

  /// Whether `bytes` hold an uppercase ASCII letter or a non-ASCII byte, which lowercasing may
  /// change.
  static func mayChangeWhenLowercased(_ bytes: some Sequence<UInt8>) -> Bool {
    bytes.contains { $0 >= 0x80 || (0x41...0x5A).contains($0) }
  }

  /// Whether a pattern's authority is a literal host with an optional port: no `*`, `<`, `>`,
  /// nor a colon followed by anything but digits outside `[…]`.
  private static func isLiteralHost(_ authority: ArraySlice<UInt8>) -> Bool {
    guard !authority.contains(where: { $0 == 0x2A || $0 == 0x3C || $0 == 0x3E }) else {
      return false
    }
    let address = authority.first == UInt8(ascii: "[") ? authority.drop { $0 != 0x5D } : authority
    return address.drop { $0 != UInt8(ascii: ":") }.dropFirst().allSatisfy(isDigit)
  }

  static func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) }

  static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E  // + - .
  }
}
