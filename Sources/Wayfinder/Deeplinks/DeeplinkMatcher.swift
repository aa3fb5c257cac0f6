public import Foundation

/// Matches URL strings against registered patterns and yields the destination and typed
/// parameters of the one pattern that matches, or the reason none does.
///
/// ```swift
/// var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://", "https://shop.example.com"])
/// try matcher.register("/product/:id<Int>", to: .product)
/// let match = try matcher.match("https://shop.example.com/product/42").get()  // id 42
/// ```
///
/// A literal segment wins over a parameter, which wins over a wildcard, and a path takes one
/// pattern: <doc:HandlingDeeplinks#Pattern-syntax> and <doc:HandlingDeeplinks#Precedence>.
public struct DeeplinkMatcher<Destination> {
  @usableFromInline var table = DeeplinkTrie()
  @usableFromInline var destinations: [Destination] = []

  /// The largest URL, in UTF-8 bytes, that the matcher examines (8,192 by default).
  public var maximumURLLength: Int {
    get { table.maximumURLLength }
    set { table.maximumURLLength = newValue }
  }

  /// The most path segments a URL (and a pattern) may have (64 by default).
  public var maximumSegmentCount: Int {
    get { table.maximumSegmentCount }
    set { table.maximumSegmentCount = newValue }
  }

  /// Creates an empty matcher; patterns must then spell out their scheme (and host).
  public init() {}

  /// Creates an empty matcher whose path-only patterns apply to every origin in `origins`.
  ///
  /// - Throws: ``DeeplinkPatternError/invalidOrigin(_:reason:)`` for an invalid origin, or
  ///   ``DeeplinkPatternError/nonLiteralHost(_:host:)`` for `https://*.example.com`.
  public init(origins: [String]) throws(DeeplinkPatternError) {
    for origin in origins { try table.addDefaultOrigin(origin) }
  }

  /// The origins path-only patterns apply to, normalized (`shop://`, `https://shop.example.com`).
  public var origins: [String] { table.defaultOrigins.map(\.text) }
  /// The registered patterns, in registration order, as written.
  public var patterns: [String] { table.patterns.map(\.text) }

  /// Makes an app type usable in patterns as `:name<TypeName>`, matching when `Value(text)` does.
  ///
  /// - Throws: ``DeeplinkPatternError/invalidParameterTypeName(_:reason:)`` for a name (the
  ///   type's by default) that is not an identifier or is taken, or past 32,763 app types.
  public mutating func registerParameterType<Value: LosslessStringConvertible & Sendable>(
    _ type: Value.Type, named name: String? = nil
  ) throws(DeeplinkPatternError) {
    try table.registerParameterType(named: name ?? String(describing: type)) { Value($0) }
  }

  /// Registers `pattern` for `destination`.
  ///
  /// - Throws: ``DeeplinkPatternError``; the matcher is unchanged then.
  @inlinable
  public mutating func register(_ pattern: String, to destination: Destination)
    throws(DeeplinkPatternError)
  {
    // Inlinable, so that appending is specialized for the app's type (3 % of a registration).
    try table.register(pattern)
    destinations.append(destination)
  }

  /// Registers several patterns for one `destination`, all or none.
  ///
  /// - Throws: ``DeeplinkPatternError`` for the first invalid or conflicting pattern.
  public mutating func register(_ patterns: [String], to destination: Destination)
    throws(DeeplinkPatternError)
  {
    try table.register(patterns)
    destinations.append(contentsOf: repeatElement(destination, count: patterns.count))
  }

  /// The match of the pattern `url` matches first by precedence, or why none does.
  @inlinable
  public func match(_ url: String) -> Result<DeeplinkMatch<Destination>, DeeplinkError> {
    // Inlinable so that it is specialized for the app's `Destination`: unspecialized, looking
    // up the generic types at run time cost 13% of a match at 1,000 patterns (10,114 → 8,793
    // instructions), where the budget (1,000 ns, 0.46 of 82465d1's time) was at its edge.
    do {
      let found = try table.match(url)
      return .success(
        DeeplinkMatch(
          pattern: found.text, destination: destinations[found.pattern],
          parameters: found.parameters, queryItems: found.queryItems))
    } catch {
      return .failure(DeeplinkError(url: url, reason: error))
    }
  }

  /// Matches `url.absoluteString` (which `URL(string:)` may have re-encoded).
  public func match(_ url: URL) -> Result<DeeplinkMatch<Destination>, DeeplinkError> {
    match(url.absoluteString)
  }
}

extension DeeplinkMatcher: Sendable where Destination: Sendable {}
