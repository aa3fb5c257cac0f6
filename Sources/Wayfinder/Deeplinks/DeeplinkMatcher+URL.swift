public import Foundation

extension DeeplinkMatcher {
  /// Matches a Foundation `URL` by its exact text, `url.absoluteString`; see
  /// ``match(_:)-(String)``.
  ///
  /// `match(url)` always answers as `match(url.absoluteString)` does: the same string scanner
  /// reads it, so a malformed percent-escape is refused by both. Note that `URL(string:)` may
  /// already have rewritten the text it was given: recent Foundation versions percent-encode
  /// invalid escapes and spaces (`"shop://x?%zz=1"` becomes `"shop://x?%25zz=1"`), which the
  /// matcher then accepts. To refuse such links, match the string as it arrived.
  public func match(_ url: URL) -> Result<DeeplinkMatch<Destination>, DeeplinkRefusal> {
    match(url.absoluteString)
  }
}
