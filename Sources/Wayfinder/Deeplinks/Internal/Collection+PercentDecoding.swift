extension Collection<UInt8> {
  /// The UTF-8 text with its `%XX` escapes decoded (`+` as a space when `plusAsSpace`), or
  /// `nil` when an escape is malformed or decodes to bytes that are not UTF-8: the kit's one
  /// percent decoder.
  ///
  /// Not `removingPercentEncoding`, which on Linux turns `%A9` into U+FFFD and costs about a
  /// microsecond even for plain text.
  func percentDecoded(plusAsSpace: Bool = false) -> String? {
    guard contains(where: { $0 == 0x25 || (plusAsSpace && $0 == 0x2B) }) else {
      return String(decoding: self, as: UTF8.self)
    }
    var bytes: [UInt8] = []
    var iterator = makeIterator()
    while let byte = iterator.next() {
      if byte == UInt8(ascii: "%") {
        guard let high = iterator.next().flatMap(hexValue),
          let low = iterator.next().flatMap(hexValue)
        else { return nil }
        bytes.append(high << 4 | low)
      } else {
        bytes.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
      }
    }
    // Not `String(validating:as:)` (iOS 18): decoding repairs what is not UTF-8.
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }
}

private func hexValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
    (byte | 0x20) - UInt8(ascii: "a") + 10
  default: nil
  }
}
