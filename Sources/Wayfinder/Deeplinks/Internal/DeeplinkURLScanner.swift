/// The pieces of a URL or pattern string, split by ``DeeplinkURLScanner`` without Foundation.
struct DeeplinkURLParts: Sendable {
  /// The scheme, lowercased (`shop`, `https`).
  var scheme: String
  /// The host of an `http`/`https` URL, lowercased; `nil` for custom schemes.
  var host: String?
  /// Whether the authority carried a port (`:8080`), which is ignored when matching.
  var hasPort = false
  /// The raw (still percent-encoded) path segments.
  ///
  /// For a custom scheme the first component after `//` is the first segment.
  var segments: [String] = []
  /// The raw text after `?` and before `#`, if any.
  var query: String?
}

/// Why a string could not be split into URL parts.
enum DeeplinkURLScanFailure: Error, Equatable {
  /// The string is not a well-formed URL; the text says why.
  case malformed(String)
  /// The path has more segments than the limit.
  case tooManySegments(count: Int, limit: Int)
  /// A pattern's or origin's host is not literal (`*.example.com`, `:host`); the text is the host.
  case nonLiteralHost(String)
}

/// Splits URL and pattern strings into scheme, host, path segments and query, byte by byte.
///
/// The scanner never asks Foundation's URL parser anything, never traps on any input and does
/// work linear in the length of the string.
enum DeeplinkURLScanner {
  /// Splits `text` into its parts or says why it cannot.
  ///
  /// With `isPattern`, the host of an http(s) pattern or origin must be literal: no `*`, no
  /// `<` or `>` and no `:` followed by a name.
  static func split(
    _ text: String,
    isPattern: Bool = false,
    maximumSegmentCount: Int
  ) -> Result<DeeplinkURLParts, DeeplinkURLScanFailure> {
    let bytes = Array(text.utf8)
    if let failure = firstForbiddenByte(bytes) { return .failure(failure) }
    guard let first = bytes.first else { return .failure(.malformed("the URL is empty")) }
    guard isLetter(first) else {
      return .failure(.malformed("it does not start with a scheme such as \"shop:\""))
    }
    let schemeEnd = bytes.firstIndex { !isSchemeByte($0) } ?? bytes.count
    guard schemeEnd < bytes.count, bytes[schemeEnd] == colon else {
      return .failure(.malformed("the scheme is not followed by \":\""))
    }
    var parts = DeeplinkURLParts(scheme: string(bytes[..<schemeEnd]).lowercased())
    var index = schemeEnd + 1
    let hasAuthority = bytes[index...].starts(with: [slash, slash])
    if parts.scheme == "http" || parts.scheme == "https" {
      guard hasAuthority else {
        return .failure(.malformed("an \(parts.scheme) URL needs \"//\" followed by a host"))
      }
      index += 2
      let end = bytes[index...].firstIndex { $0 == slash || $0 == question || $0 == hash }
      let authority = bytes[index..<(end ?? bytes.count)]
      switch splitAuthority(authority, isPattern: isPattern) {
      case .success(let (host, hasPort)):
        parts.host = host
        parts.hasPort = hasPort
      case .failure(let failure):
        return .failure(failure)
      }
      index = authority.endIndex
      if index < bytes.count, bytes[index] == slash { index += 1 }
    } else {
      // `shop://product/42`: the authority is the first path segment. `shop:///product/42` has an
      // empty authority and means the same, as does `shop:/product/42`.
      if hasAuthority { index += 2 }
      if index < bytes.count, bytes[index] == slash { index += 1 }
    }
    switch splitPathAndQuery(bytes[index...], maximumSegmentCount: maximumSegmentCount) {
    case .success(let (segments, query)):
      parts.segments = segments
      parts.query = query
      return .success(parts)
    case .failure(let failure):
      return .failure(failure)
    }
  }

  /// Splits a path-only pattern (`/product/:id?ref=:ref`) into segments and query.
  static func splitPath(
    _ text: String,
    maximumSegmentCount: Int
  ) -> Result<(segments: [String], query: String?), DeeplinkURLScanFailure> {
    let bytes = Array(text.utf8)
    if let failure = firstForbiddenByte(bytes) { return .failure(failure) }
    let start = bytes.first == slash ? 1 : 0
    return splitPathAndQuery(bytes[start...], maximumSegmentCount: maximumSegmentCount)
  }

  private static func splitAuthority(
    _ authority: ArraySlice<UInt8>,
    isPattern: Bool
  ) -> Result<(host: String, hasPort: Bool), DeeplinkURLScanFailure> {
    if authority.contains(at) {
      return .failure(.malformed("user information (\"user@\") is not accepted in the host"))
    }
    let isIPv6 = authority.first == openBracket && authority.last == closeBracket
    if isPattern, !isLiteralHost(authority) {
      return .failure(.nonLiteralHost(string(authority)))
    }
    var host = authority
    var hasPort = false
    // A port is the digits after the last colon, unless that colon is inside an IPv6 literal.
    if !isIPv6, let colonIndex = authority.lastIndex(of: colon) {
      guard authority[(colonIndex + 1)...].allSatisfy(isDigit) else {
        return .failure(.malformed("the port after the host is not a number"))
      }
      host = authority[..<colonIndex]
      hasPort = true
    }
    guard !host.isEmpty else { return .failure(.malformed("the host is empty")) }
    return .success((string(host).lowercased(), hasPort))
  }

  /// Whether a pattern's authority is a literal host with an optional port: no wildcard (`*`),
  /// no type brackets and no parameter (`:name`, a colon followed by something else than digits).
  private static func isLiteralHost(_ authority: ArraySlice<UInt8>) -> Bool {
    if authority.contains(where: { $0 == star || $0 == lessThan || $0 == greaterThan }) {
      return false
    }
    // The colons of an IPv6 literal (`[fe80::1]`) are not a port's.
    var rest = authority[...]
    if authority.first == openBracket, let close = authority.firstIndex(of: closeBracket) {
      rest = authority[(close + 1)...]
    }
    guard let colonIndex = rest.firstIndex(of: colon) else { return true }
    return rest[(colonIndex + 1)...].allSatisfy(isDigit)
  }

  private static func splitPathAndQuery(
    _ bytes: ArraySlice<UInt8>,
    maximumSegmentCount: Int
  ) -> Result<(segments: [String], query: String?), DeeplinkURLScanFailure> {
    let pathEnd = bytes.firstIndex { $0 == question || $0 == hash } ?? bytes.endIndex
    let path = bytes[..<pathEnd]
    var segments: [String] = []
    if !path.isEmpty {
      var pieces = path.split(separator: slash, omittingEmptySubsequences: false)
      // One trailing slash is allowed (`shop://cart/`); any other empty segment is not.
      if pieces.count > 1, pieces.last?.isEmpty == true { pieces.removeLast() }
      if let empty = pieces.firstIndex(where: \.isEmpty) {
        return .failure(.malformed("path segment \(empty + 1) is empty (a double slash)"))
      }
      guard pieces.count <= maximumSegmentCount else {
        return .failure(.tooManySegments(count: pieces.count, limit: maximumSegmentCount))
      }
      segments = pieces.map(string)
    }
    var query: String?
    if pathEnd < bytes.endIndex, bytes[pathEnd] == question {
      let queryEnd = bytes[pathEnd...].firstIndex(of: hash) ?? bytes.endIndex
      query = string(bytes[(pathEnd + 1)..<queryEnd])
    }
    return .success((segments, query))
  }

  private static func firstForbiddenByte(_ bytes: [UInt8]) -> DeeplinkURLScanFailure? {
    guard let offset = bytes.firstIndex(where: { $0 <= space || $0 == delete }) else { return nil }
    return .malformed("it contains a space or control character at offset \(offset)")
  }

  private static func string(_ bytes: ArraySlice<UInt8>) -> String {
    // The input is valid UTF-8 and the slice is cut at ASCII delimiters, so it stays valid.
    String(decoding: bytes, as: UTF8.self)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }

  private static let slash = UInt8(ascii: "/")
  private static let colon = UInt8(ascii: ":")
  private static let question = UInt8(ascii: "?")
  private static let hash = UInt8(ascii: "#")
  private static let at = UInt8(ascii: "@")
  private static let star = UInt8(ascii: "*")
  private static let lessThan = UInt8(ascii: "<")
  private static let greaterThan = UInt8(ascii: ">")
  private static let openBracket = UInt8(ascii: "[")
  private static let closeBracket = UInt8(ascii: "]")
  private static let space = UInt8(ascii: " ")
  private static let delete: UInt8 = 0x7F
}
