import Foundation

extension StringProtocol {
  /// The text with its `%XX` escapes decoded (and `+` read as a space when `plusAsSpace`), or
  /// `nil` when an escape is malformed or the decoded bytes are not UTF-8: the kit's one percent
  /// decoder (deeplinks and screen paths).
  ///
  /// Foundation's `removingPercentEncoding` decodes; it is asked only about text that has an
  /// escape, since it costs about a microsecond even for text without one.
  func percentDecoded(plusAsSpace: Bool = false) -> String? {
    let text = String(self)
    guard text.utf8.contains(where: { $0 == 0x25 || (plusAsSpace && $0 == 0x2B) }) else {
      return text  // No `%` nor `+`.
    }
    return (plusAsSpace ? text.replacingOccurrences(of: "+", with: " ") : text)
      .removingPercentEncoding
  }
}

extension String {
  /// The text with every character that could forge or hide text in a log escaped as
  /// `\u{…}`: control characters (`\n`, `\r`, C1 controls), format characters (such as
  /// bidirectional overrides), line and paragraph separators, and the backslash itself (`\\`).
  ///
  /// Used wherever a message quotes text that came from a URL, so a link such as
  /// `shop://login%0A[fake]` cannot add a line to a log.
  var escapedForMessage: String {
    var escaped = ""
    for scalar in unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned:
        escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default:
        if scalar == "\\" { escaped += "\\" }
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
