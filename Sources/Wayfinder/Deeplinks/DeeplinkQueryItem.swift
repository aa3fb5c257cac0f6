/// One decoded `key=value` item of a URL's query.
public struct DeeplinkQueryItem: Sendable, Hashable {
  /// The decoded key.
  public var name: String
  /// The decoded value; `nil` for an item without `=` (`?debug`).
  public var value: String?
  /// Creates an item.
  public init(name: String, value: String?) { (self.name, self.value) = (name, value) }
}
