/// Reads the written form of a ``ScreenPath`` (see its grammar), refusing anything that is not
/// canonical.
struct ScreenPathParser {
  private let text: String
  private let bytes: [UInt8]
  private var position = 0

  init(_ text: String) {
    self.text = text
    self.bytes = Array(text.utf8)
  }

  /// Reads the whole text as a path.
  mutating func parsePath() throws(ScreenPathError) -> ScreenPath {
    let root = try parseNode(depth: 0)
    var presentations: [ScreenPath.Presentation] = []
    while position < bytes.count {
      try expect("/[", "\"/[\" starting a presentation, or the end")
      let style = try parseComponent(allowingSpace: true, what: "a presentation style")
      guard !style.isEmpty else { throw malformed("a presentation style") }
      try expect("]", "\"]\" closing the presentation style")
      presentations.append(ScreenPath.Presentation(style: style, node: try parseNode(depth: 0)))
    }
    return ScreenPath(root: root, presentations: presentations)
  }

  private mutating func parseNode(depth: Int) throws(ScreenPathError) -> ScreenPath.Node {
    if consume("tabs(") {
      guard depth < ScreenPath.maximumNestingDepth else {
        throw malformed(
          "at most \(ScreenPath.maximumNestingDepth) tab containers nested in each other")
      }
      return try parseTabs(depth: depth + 1)
    }
    if consume("nav(") {
      var screens = [try parseScreen()]
      while consume("/") { screens.append(try parseScreen()) }
      try expect(")", "\"/\" and a screen, or \")\" closing the stack")
      return .stack(screens)
    }
    return .screen(try parseScreen())
  }

  private mutating func parseTabs(depth: Int) throws(ScreenPathError) -> ScreenPath.Node {
    var tabs: [ScreenPath.Node] = []
    var selected: Int?
    if consume(")") { return .tabs([], selectedIndex: 0) }
    repeat {
      if consume("*") {
        guard selected == nil else { throw malformed("a tab not marked \"*\" (one tab is)") }
        selected = tabs.count
      }
      tabs.append(try parseNode(depth: depth))
    } while consume(",")
    guard let selected else { throw malformed("\"*\" marking the selected tab") }
    try expect(")", "\",\" and a tab, or \")\" closing the tabs")
    return .tabs(tabs, selectedIndex: selected)
  }

  private mutating func parseScreen() throws(ScreenPathError) -> ScreenIdentity {
    let name = try parseComponent(what: "a screen name")
    guard !name.isEmpty else { throw malformed("a screen name, \"nav(\" or \"tabs(\"") }
    var parameters: [String: String] = [:]
    guard consume("?") else { return ScreenIdentity(name) }
    var previousKey: ArraySlice<UInt8> = []
    repeat {
      let keyStart = position
      let key = try parseComponent(what: "a parameter name")
      let encodedKey = bytes[keyStart..<position]
      guard !key.isEmpty else { throw malformed("a parameter name") }
      guard parameters.isEmpty || previousKey.lexicographicallyPrecedes(encodedKey) else {
        position = keyStart
        throw malformed("parameters in ascending order of their names, each once")
      }
      previousKey = encodedKey
      try expect("=", "\"=\" after the parameter name")
      let value = try parseComponent(what: "a parameter value")
      guard parameters.updateValue(value, forKey: key) == nil else {
        position = keyStart
        throw malformed("parameter names that differ (this one equals an earlier one)")
      }
    } while consume("&")
    return ScreenIdentity(name, parameters: parameters)
  }

  /// Reads unreserved characters and percent-encoded bytes up to the next delimiter, and decodes
  /// them with the kit's percent decoder.
  private mutating func parseComponent(
    allowingSpace: Bool = false, what: String
  ) throws(ScreenPathError) -> String {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if PathEscaping.isUnreserved(byte) || (allowingSpace && byte == UInt8(ascii: " ")) {
        position += 1
      } else if byte == UInt8(ascii: "%") {
        guard position + 2 < bytes.count,
          let high = PathEscaping.hexValue(bytes[position + 1]),
          let low = PathEscaping.hexValue(bytes[position + 2])
        else {
          throw malformed("two uppercase hex digits after \"%\" in \(what)")
        }
        let value = high << 4 | low
        guard !PathEscaping.isUnreserved(value), !(allowingSpace && value == UInt8(ascii: " "))
        else {
          throw malformed("\"\(UnicodeScalar(value))\" written as itself, not percent-encoded")
        }
        position += 3
      } else {
        break
      }
    }
    guard let string = String(decoding: bytes[start..<position], as: UTF8.self).percentDecoded()
    else {
      throw malformed("percent-encoded bytes forming valid UTF-8 in \(what)")
    }
    return string
  }

  /// Consumes `literal` when the text continues with it.
  private mutating func consume(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard bytes.count - position >= count else { return false }
    let matches = literal.withUTF8Buffer { expected in
      expected.indices.allSatisfy { bytes[position + $0] == expected[$0] }
    }
    if matches { position += count }
    return matches
  }

  private mutating func expect(
    _ literal: StaticString, _ expectation: String
  ) throws(ScreenPathError) {
    guard consume(literal) else { throw malformed(expectation) }
  }

  private func malformed(_ expected: String) -> ScreenPathError {
    .malformed(text: text, offset: position, expected: expected)
  }
}
