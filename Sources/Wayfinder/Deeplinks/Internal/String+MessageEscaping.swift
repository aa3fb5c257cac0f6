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
