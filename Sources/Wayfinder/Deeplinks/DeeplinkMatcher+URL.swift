public import Foundation

extension DeeplinkMatcher {
  /// Matches a Foundation `URL` by its absolute string; see ``match(_:)-(String)``.
  public func match(_ url: URL) -> Result<DeeplinkMatch<Destination>, DeeplinkRefusal> {
    match(url.absoluteString)
  }
}
