/// The percent-encoding of names, keys, values and styles in a ``ScreenPath``.
enum PathEscaping {
  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// Whether `byte` is written as itself: `ALPHA / DIGIT / "-" / "." / "_" / "~"`.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  /// `text` with every byte that is not unreserved (nor a space, when allowed) written as
  /// `%XX`.
  static func encode(_ text: String, allowingSpace: Bool = false) -> String {
    if text.utf8.allSatisfy(isUnreserved) { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 3)
    for byte in text.utf8 {
      if isUnreserved(byte) || (allowingSpace && byte == UInt8(ascii: " ")) {
        bytes.append(byte)
      } else {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The value of an uppercase hex digit, or `nil`.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
