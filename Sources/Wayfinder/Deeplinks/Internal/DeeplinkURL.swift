/// A URL or pattern split into scheme, host, path segments and query, or the reason it cannot
/// be: one pass over the bytes, any input, no trap.
///
/// Foundation's `URLComponents` does not give the same answers (it accepts spaces and user
/// information and gives no reasons) and alone costs about as much as a whole match.
struct DeeplinkURL {
  /// Why a string is not a URL (or pattern) the matcher reads.
  enum Failure: Error {
    /// The text says what is wrong.
    case malformed(String)
    /// The path has this many segments, more than the limit.
    case tooManySegments(Int)
    /// A pattern's or origin's host is not literal (`*.example.com`, `:host`).
    case nonLiteralHost(String)
  }

  /// The scheme, in lowercase.
  var scheme: Substring
  /// The host of an `http` or `https` URL, in lowercase; `nil` under other schemes, where the
  /// component after `//` is the first path segment (`shop://product/42`).
  var host: Substring?
  /// Whether the host is followed by a port, which matching ignores.
  var hasPort = false
  /// The path segments, still percent-encoded, without one trailing empty segment.
  var segments: [Substring] = []
  /// The text after `?` and before `#`.
  var query: Substring?

  /// Splits `text`; a pattern's (`isPattern`) host must be literal. A `pathOnly` text is a path
  /// and query (`/product/:id?ref=:ref`), without scheme.
  init(_ text: String, isPattern: Bool = false, pathOnly: Bool = false, segmentLimit: Int)
    throws(Failure)
  {
    let bytes = text.utf8[...]
    var rest = bytes
    scheme = ""
    if let bad = bytes.firstIndex(where: { $0 <= 0x20 || $0 == 0x7F }) {
      let offset = bytes.distance(from: bytes.startIndex, to: bad)
      throw .malformed("it contains a space or control character at offset \(offset)")
    }
    if !pathOnly { try splitOrigin(of: &rest, isPattern: isPattern) }
    if rest.first == UInt8(ascii: "/") { rest = rest.dropFirst() }
    let path = rest.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
    if !path.isEmpty {
      var start = path.startIndex
      for index in path.indices where path[index] == UInt8(ascii: "/") {
        segments.append(Substring(path[start..<index]))
        start = path.index(after: index)
      }
      segments.append(Substring(path[start...]))
      if segments.count > 1, segments.last == "" { segments.removeLast() }
      if let empty = segments.firstIndex(of: "") {
        throw .malformed("path segment \(empty + 1) is empty (a double slash)")
      }
      guard segments.count <= segmentLimit else { throw .tooManySegments(segments.count) }
    }
    if path.endIndex < rest.endIndex, rest[path.endIndex] == UInt8(ascii: "?") {
      query = Substring(rest[path.endIndex...].dropFirst().prefix { $0 != UInt8(ascii: "#") })
    }
  }

  /// Reads the scheme and, for `http` and `https`, the host off the start of `rest`.
  private mutating func splitOrigin(of rest: inout Substring.UTF8View, isPattern: Bool)
    throws(Failure)
  {
    let bytes = rest
    guard let first = bytes.first else { throw .malformed("the URL is empty") }
    guard Self.isLetter(first) else {
      throw .malformed("it does not start with a scheme such as \"shop:\"")
    }
    guard let colon = bytes.firstIndex(where: { !Self.isSchemeByte($0) }),
      bytes[colon] == UInt8(ascii: ":")
    else { throw .malformed("the scheme is not followed by \":\"") }
    scheme = Self.lowercased(bytes[..<colon])
    rest = bytes[bytes.index(after: colon)...]
    let hasAuthority = rest.starts(with: "//".utf8)
    if hasAuthority { rest = rest.dropFirst(2) }
    if scheme == "http" || scheme == "https" {
      guard hasAuthority else { throw .malformed("an \(scheme) URL needs \"//\" followed by a host") }
      let authority = rest.prefix { !"/?#".utf8.contains($0) }
      guard !authority.contains(UInt8(ascii: "@")) else {
        throw .malformed("user information (\"user@\") is not accepted in the host")
      }
      if isPattern, !Self.isLiteralHost(authority) {
        throw .nonLiteralHost(String(Substring(authority)))
      }
      var host = authority
      // A port is the digits after the last colon, unless that colon is in an IPv6 literal.
      if !(authority.first == UInt8(ascii: "[") && authority.last == UInt8(ascii: "]")),
        let colon = authority.lastIndex(of: UInt8(ascii: ":"))
      {
        guard authority[colon...].dropFirst().allSatisfy(Self.isDigit) else {
          throw .malformed("the port after the host is not a number")
        }
        host = authority[..<colon]
        hasPort = true
      }
      guard !host.isEmpty else { throw .malformed("the host is empty") }
      self.host = Self.lowercased(host)
      rest = rest[authority.endIndex...]
    }
  }

  /// `text` in lowercase; itself when it has no uppercase letter (nor any non-ASCII one).
  static func lowercased(_ text: Substring.UTF8View) -> Substring {
    text.allSatisfy { $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
      ? Substring(text) : Substring(Substring(text).lowercased())
  }

  /// Whether a pattern's authority is a literal host with an optional port: no wildcard, no
  /// type brackets, no parameter (a colon followed by anything but digits, outside `[…]`).
  private static func isLiteralHost(_ authority: Substring.UTF8View) -> Bool {
    guard !authority.contains(where: { "*<>".utf8.contains($0) }) else { return false }
    let afterAddress =
      authority.first == UInt8(ascii: "[") ? authority.drop { $0 != UInt8(ascii: "]") } : authority
    return afterAddress.drop { $0 != UInt8(ascii: ":") }.dropFirst().allSatisfy(isDigit)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || "+-.".utf8.contains(byte)
  }
}
