public import Foundation

/// Matches URL strings against registered patterns and yields the destination and typed
/// parameters of the one pattern that matches, or the reason none does.
///
/// ```swift
/// var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://", "https://shop.example.com"])
/// try matcher.register("/product/:id<Int>", to: .product)
/// try matcher.register("shop://search?q=:query&page=:page<Int>?", to: .search)
///
/// if case .success(let match) = matcher.match("https://shop.example.com/product/42") {
///   let id = try match.parameters.value(named: "id", as: Int.self)  // 42
/// }
/// ```
///
/// ## Patterns
///
/// - `shop://first/second`: a custom scheme, whose first component (the URL's host) is the first
///   segment; `https://host/first` (or `http`): a literal host in its ASCII form
///   (`xn--bcher-kva.example`, as `URL` gives it), the URL's port ignored; `/first/second`:
///   path-only, under every origin of ``init(origins:)``.
/// - A literal segment matches itself, both percent-decoded; `:name` matches one segment,
///   `:name<Type>` one that converts to `Int`, `Double`, `Bool`, `UUID`, `String` or a type of
///   ``registerParameterType(_:named:)``; `*name`, last, the rest (one segment or more),
///   joined with `/`, as text (a wildcard takes no type).
/// - `?key=:name` (or `:name<Type>`) is a required query parameter, optional with a trailing
///   `?` (an optional typed one with an empty value, `?page=`, is absent); a key the URL gives
///   twice takes its first value, and the URL's other items are ignored. Only query parameters
///   are optional: `/product/:id?` is refused (register `/product` and `/product/:id`).
///
/// Scheme and host ignore case, and so does a custom scheme's first component
/// (`shop:/product/42`, `shop:product/42` and `shop:///product/42` read as `shop://product/42`).
/// One trailing slash and a fragment are ignored; empty segments, spaces and control characters
/// (ASCII or not, such as U+00A0 and U+2028), user information in an http(s) URL
/// (`https://me@shop.example.com`) and invalid escapes make a URL malformed. (A custom scheme's
/// first component is a segment: `shop://me@product/42` has the segment `me@product`.)
///
/// Segments and query items are percent-decoded. In a query, `+` is a space, as forms send it,
/// so a `+` in a value travels as `%2B` (`URLComponents.queryItems` leaves `+` as it is: set
/// `percentEncodedQueryItems`); in a path, `+` is itself.
///
/// ## Precedence
///
/// At each segment from the left a literal wins over typed parameters (`Bool`, `Int`, `UUID`,
/// `Double`, then app types by name), then an untyped one, then a wildcard; a pattern whose
/// later segments or query parameters do not fit (a required one missing, or a value that does
/// not convert to its type, even an optional one's) gives way to the next. Two patterns
/// whose paths match the same URLs conflict, whatever their queries: a path takes one pattern
/// (``DeeplinkPatternError/conflict(_:existing:)``). A
/// refused URL gets the reason of the pattern that got furthest along its path.
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

  /// Creates an empty matcher whose path-only patterns apply to every origin in `origins`
  /// (`"shop://"`, `"https://shop.example.com"`).
  ///
  /// - Throws: ``DeeplinkPatternError/invalidOrigin(_:reason:)`` for an invalid origin, or
  ///   ``DeeplinkPatternError/nonLiteralHost(_:host:)`` for a host that is not literal
  ///   (`https://*.example.com`).
  public init(origins: [String]) throws(DeeplinkPatternError) {
    for origin in origins { try table.addDefaultOrigin(origin) }
  }

  /// The origins path-only patterns apply to, normalized (`shop://`, `https://shop.example.com`).
  public var origins: [String] { table.defaultOrigins.map(\.text) }

  /// The registered patterns, in registration order, as written.
  public var patterns: [String] { table.patterns.map(\.text) }

  /// Makes an app type usable in patterns as `:name<TypeName>`: a segment matches when
  /// `Value(text)` succeeds.
  ///
  /// - Throws: ``DeeplinkPatternError/invalidParameterTypeName(_:reason:)`` when the name (by
  ///   default the type's) is not an identifier or is taken, or when the matcher has 32,763
  ///   types of the app's already.
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
    // Inlinable so that appending to `destinations` is specialized for the app's type: looking
    // up `[Destination]` at run time cost 3 % of a registration.
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
