/// The pieces of a URL or pattern string, split by ``DeeplinkURLScanner`` without Foundation.
struct DeeplinkURLParts: Sendable {
  /// The scheme, lowercased (`shop`, `https`).
  var scheme: String
  /// The host of an `http`/`https` URL, lowercased; `nil` for custom schemes.
  var host: String?
  /// Whether the authority carried a port (`:8080`), which is ignored when matching.
  var hasPort: Bool
  /// The raw (still percent-encoded) path segments.
  ///
  /// For a custom scheme the first component after `//` is the first segment.
  var segments: [String]
  /// The raw text after `?` and before `#`, if any.
  var query: String?
  /// Whether the path contains a `%` escape, so its segments need percent-decoding.
  var pathHasEscapes = true
}

/// Why a string could not be split into URL parts.
enum DeeplinkURLScanFailure: Error, Equatable {
  /// The string is not a well-formed URL; the text says why.
  case malformed(String)
  /// The path has more segments than the limit.
  case tooManySegments(count: Int, limit: Int)
}

/// Splits URL strings into scheme, host, path segments and query, byte by byte.
///
/// The scanner never asks Foundation's URL parser anything, never traps on any input and does
/// work linear in the length of the string.
enum DeeplinkURLScanner {
  /// The schemes whose authority is a real host; every other scheme is a custom app scheme.
  static let webSchemes: Set<String> = ["http", "https"]

  /// Splits `text` into its parts or says why it cannot.
  static func split(
    _ text: String,
    maximumSegmentCount: Int
  ) -> Result<DeeplinkURLParts, DeeplinkURLScanFailure> {
    var text = text
    return text.withUTF8 { split($0, maximumSegmentCount: maximumSegmentCount) }
  }

  /// Splits a path-only pattern (`/product/:id?ref=:ref`) into segments and query.
  static func splitPath(
    _ text: String,
    maximumSegmentCount: Int
  ) -> Result<(segments: [String], query: String?), DeeplinkURLScanFailure> {
    var text = text
    return text.withUTF8 { bytes in
      if let failure = firstForbiddenByte(bytes) { return .failure(failure) }
      var index = 0
      if index < bytes.count, bytes[index] == slash { index += 1 }
      return splitPathAndQuery(bytes, from: index, maximumSegmentCount: maximumSegmentCount)
    }
  }

  private static func split(
    _ bytes: UnsafeBufferPointer<UInt8>,
    maximumSegmentCount: Int
  ) -> Result<DeeplinkURLParts, DeeplinkURLScanFailure> {
    if let failure = firstForbiddenByte(bytes) { return .failure(failure) }
    let count = bytes.count
    guard count > 0 else { return .failure(.malformed("the URL is empty")) }
    guard isLetter(bytes[0]) else {
      return .failure(.malformed("it does not start with a scheme such as \"shop:\""))
    }
    var index = 1
    while index < count, isSchemeByte(bytes[index]) { index += 1 }
    guard index < count, bytes[index] == colon else {
      return .failure(.malformed("the scheme is not followed by \":\""))
    }
    let scheme = lowercasedASCII(bytes, 0..<index)
    index += 1
    let hasAuthority =
      index + 1 < count && bytes[index] == slash && bytes[index + 1] == slash
    var host: String?
    var hasPort = false
    if webSchemes.contains(scheme) {
      guard hasAuthority else {
        return .failure(.malformed("an \(scheme) URL needs \"//\" followed by a host"))
      }
      index += 2
      let start = index
      while index < count, bytes[index] != slash, bytes[index] != question, bytes[index] != hash {
        index += 1
      }
      switch splitAuthority(bytes, start..<index) {
      case .success(let authority):
        host = authority.host
        hasPort = authority.hasPort
      case .failure(let failure):
        return .failure(failure)
      }
      if index < count, bytes[index] == slash { index += 1 }
    } else if hasAuthority {
      // `shop://product/42`: the authority is the first path segment. `shop:///product/42` has an
      // empty authority and means the same.
      index += 2
      if index < count, bytes[index] == slash { index += 1 }
    } else if index < count, bytes[index] == slash {
      index += 1
    }
    var pathHasEscapes = false
    var scan = index
    while scan < count, bytes[scan] != question, bytes[scan] != hash {
      if bytes[scan] == percent { pathHasEscapes = true }
      scan += 1
    }
    switch splitPathAndQuery(bytes, from: index, maximumSegmentCount: maximumSegmentCount) {
    case .success(let rest):
      return .success(
        DeeplinkURLParts(
          scheme: scheme,
          host: host,
          hasPort: hasPort,
          segments: rest.segments,
          query: rest.query,
          pathHasEscapes: pathHasEscapes
        )
      )
    case .failure(let failure):
      return .failure(failure)
    }
  }

  private static func splitAuthority(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ range: Range<Int>
  ) -> Result<(host: String, hasPort: Bool), DeeplinkURLScanFailure> {
    var hostEnd = range.upperBound
    var hasPort = false
    for index in range {
      if bytes[index] == at {
        return .failure(.malformed("user information (\"user@\") is not accepted in the host"))
      }
    }
    // A port is the digits after the last colon, unless that colon is inside an IPv6 literal.
    var colonIndex: Int?
    for index in range where bytes[index] == colon { colonIndex = index }
    if let colonIndex {
      let port = (colonIndex + 1)..<range.upperBound
      if port.allSatisfy({ isDigit(bytes[$0]) }) {
        hostEnd = colonIndex
        hasPort = true
      } else if bytes[range.lowerBound] != openBracket
        || bytes[range.upperBound - 1] != closeBracket
      {
        return .failure(.malformed("the port after the host is not a number"))
      }
    }
    guard hostEnd > range.lowerBound else { return .failure(.malformed("the host is empty")) }
    return .success((lowercasedASCII(bytes, range.lowerBound..<hostEnd), hasPort))
  }

  private static func splitPathAndQuery(
    _ bytes: UnsafeBufferPointer<UInt8>,
    from start: Int,
    maximumSegmentCount: Int
  ) -> Result<(segments: [String], query: String?), DeeplinkURLScanFailure> {
    let count = bytes.count
    var pathEnd = start
    while pathEnd < count, bytes[pathEnd] != question, bytes[pathEnd] != hash { pathEnd += 1 }
    var segments: [String] = []
    if pathEnd > start {
      var segmentStart = start
      var index = start
      while index <= pathEnd {
        if index == pathEnd || bytes[index] == slash {
          if index == segmentStart {
            // An empty segment is allowed only as the single trailing slash.
            if index != pathEnd || segments.isEmpty {
              return .failure(
                .malformed("path segment \(segments.count + 1) is empty (a double slash)")
              )
            }
          } else {
            guard segments.count < maximumSegmentCount else {
              var total = segments.count
              var previous = slash
              for byte in bytes[segmentStart..<pathEnd] {
                if byte != slash && previous == slash { total += 1 }
                previous = byte
              }
              return .failure(.tooManySegments(count: total, limit: maximumSegmentCount))
            }
            segments.append(string(bytes, segmentStart..<index))
          }
          segmentStart = index + 1
        }
        index += 1
      }
    }
    var query: String?
    if pathEnd < count, bytes[pathEnd] == question {
      var queryEnd = pathEnd + 1
      while queryEnd < count, bytes[queryEnd] != hash { queryEnd += 1 }
      query = string(bytes, (pathEnd + 1)..<queryEnd)
    }
    return .success((segments, query))
  }

  private static func firstForbiddenByte(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> DeeplinkURLScanFailure? {
    var offset = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte <= space || byte == delete {
        return .malformed("it contains a space or control character at offset \(offset)")
      }
      offset += 1
    }
    return nil
  }

  private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    // The input is valid UTF-8 and the range is cut at ASCII delimiters, so it stays valid.
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private static func lowercasedASCII(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ range: Range<Int>
  ) -> String {
    var hasUppercase = false
    for index in range where bytes[index] >= upperA && bytes[index] <= upperZ {
      hasUppercase = true
    }
    guard hasUppercase else { return string(bytes, range) }
    let lowered = bytes[range].map { $0 >= upperA && $0 <= upperZ ? $0 + 32 : $0 }
    return String(decoding: lowered, as: UTF8.self)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= upperA && byte <= upperZ) || (byte >= lowerA && byte <= lowerZ)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == plus || byte == minus || byte == dot
  }

  private static let slash = UInt8(ascii: "/")
  private static let colon = UInt8(ascii: ":")
  private static let question = UInt8(ascii: "?")
  private static let hash = UInt8(ascii: "#")
  private static let at = UInt8(ascii: "@")
  private static let openBracket = UInt8(ascii: "[")
  private static let closeBracket = UInt8(ascii: "]")
  private static let plus = UInt8(ascii: "+")
  private static let percent = UInt8(ascii: "%")
  private static let minus = UInt8(ascii: "-")
  private static let dot = UInt8(ascii: ".")
  private static let space = UInt8(ascii: " ")
  private static let delete: UInt8 = 0x7F
  private static let zero = UInt8(ascii: "0")
  private static let nine = UInt8(ascii: "9")
  private static let upperA = UInt8(ascii: "A")
  private static let upperZ = UInt8(ascii: "Z")
  private static let lowerA = UInt8(ascii: "a")
  private static let lowerZ = UInt8(ascii: "z")
}
