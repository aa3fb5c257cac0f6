extension String {
  /// The text with control, format and separator characters escaped as `\u{…}` (and `\` as
  /// `\\`), so text from a URL cannot forge or hide lines in a log.
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
