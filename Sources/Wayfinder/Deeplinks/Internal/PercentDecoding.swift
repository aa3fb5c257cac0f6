/// Percent-decoding of path segments and query items, without Foundation.
enum PercentDecoding {
  /// Decodes `%XX` escapes (and `+` as a space when `plusAsSpace`), or returns `nil` when an
  /// escape is malformed or the decoded bytes are not valid UTF-8.
  static func decode(_ text: String, plusAsSpace: Bool = false) -> String? {
    let percent = UInt8(ascii: "%")
    let plus = UInt8(ascii: "+")
    var needsWork = false
    for byte in text.utf8 where byte == percent || (plusAsSpace && byte == plus) {
      needsWork = true
      break
    }
    guard needsWork else { return text }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      if byte == percent {
        guard let high = iterator.next().flatMap(hexValue),
          let low = iterator.next().flatMap(hexValue)
        else { return nil }
        decoded.append(high << 4 | low)
      } else if plusAsSpace && byte == plus {
        decoded.append(UInt8(ascii: " "))
      } else {
        decoded.append(byte)
      }
    }
    return String(validating: decoded, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
