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
/// Patterns are indexed by origin and first segment once, when registered, so a match tries
/// only the patterns that start like the URL. The matcher is a value: copy it, share it across
/// threads (it is `Sendable` when `Destination` is), register everything at launch.
///
/// ## Pattern syntax
///
/// - `scheme://first/second` — a custom scheme. The component after `//` (technically the URL's
///   host) is the first path segment: `shop://product/:id` has the segments `product` and `:id`,
///   and `shop://product/42`, `shop:///product/42` and `shop:/product/42` all match it.
/// - `https://host/first/second` (or `http`) — a web link: the host must equal the URL's host;
///   the path starts after it. A port in a URL is ignored; a pattern cannot name one. The host
///   is literal: `https://*.example.com/x` or `https://:host/x` throws
///   ``DeeplinkPatternError/nonLiteralHost(_:host:)``.
/// - `/first/second` — a path-only pattern, registered under every origin given to
///   ``init(origins:)``. To give one route several explicit patterns, use
///   ``register(_:to:)-([String],_)``.
/// - A static segment matches itself exactly (after percent-decoding both sides).
/// - `:name` — one segment, any text. `:name<Type>` — one segment that converts to `Type`:
///   `Int`, `Double`, `Bool`, `UUID`, `String` (the same as untyped), or a type the app registers
///   with ``registerParameterType(_:named:)``. A parameter takes a whole segment.
/// - `*name` — a wildcard: one or more trailing segments, captured as their decoded text joined
///   with `/`. Only as the last segment.
/// - `?key=:name`, `?key=:name<Type>` — a required query parameter, exposed under `name`;
///   a trailing `?` makes it optional (`?page=:page<Int>?`). Items are joined with `&`. Query
///   items a pattern does not declare are ignored (and kept in ``DeeplinkMatch/queryItems``).
/// - Names are ASCII letters, digits and `_`, not starting with a digit, unique in a pattern.
///
/// ## URL rules
///
/// - URLs are read by the matcher itself, not by Foundation's URL parser: any string gets a
///   match or a ``DeeplinkError``, never a crash.
/// - Letter case: the scheme and the host are case-insensitive (RFC 3986 §3.1, §3.2.2), and so
///   is a custom scheme's first component, the host in `shop://product/42` (whichever way the
///   URL spells it): `SHOP://Product/42` matches `shop://product/:id`. The other path segments,
///   parameter values and query keys are case-sensitive.
/// - Trailing slash: one trailing slash is ignored (`shop://cart/` matches `shop://cart`).
///   An empty segment anywhere else (`shop://product//42`) makes the URL malformed.
/// - Percent-decoding: each path segment is decoded after the path is split, so `%2F` is a slash
///   inside a segment's value. Query keys and values are decoded too, with `+` as a space.
///   Invalid escapes and decoded bytes that are not UTF-8 make the URL malformed. Unicode text
///   compares by canonical equivalence (Swift `String` equality).
/// - User information (`https://user@host`) and spaces or control characters are refused.
///   A fragment (`#…`) is ignored. Repeated query keys: the first one is the parameter's value.
///   An optional typed query parameter with an empty value (`?page=`) is absent.
///
/// ## Precedence
///
/// When several patterns match a URL, the winner does not depend on registration order. At each
/// segment, from left to right, a static segment wins over typed parameters (ordered `Bool`,
/// `Int`, `UUID`, `Double`, then app types by name), which win over an untyped parameter, which
/// wins over a wildcard; a pattern whose later segments (or required query parameters) do not
/// fit gives way to the next. So `shop://product/new` beats `shop://product/:id<Int>`, which
/// beats `shop://product/:slug`, which beats `shop://product/*rest`.
///
/// ## Conflicts
///
/// Two patterns conflict when they match exactly the same URLs: they have the same origin and,
/// segment by segment, the same static text, the same parameter type (names do not count; `:id`
/// and `:name<String>` conflict) or both a wildcard. Query parameters do not distinguish
/// patterns. Registering a conflicting pattern throws ``DeeplinkPatternError/conflict(_:existing:)``
/// naming both. Patterns that merely overlap (`:id<Int>` and `:slug`) are resolved by precedence.
///
/// ## Refusals and limits
///
/// A refused URL says why (see ``DeeplinkError/Reason``): when its scheme and host are known,
/// the reason of the pattern that got furthest along its path — a typed value that does not
/// convert, a missing query parameter, or no match, naming the nearest pattern. URLs longer
/// than ``maximumURLLength`` bytes or with more than ``maximumSegmentCount`` path segments are
/// refused before matching. A typed parameter's text is converted once, while matching; the
/// match keeps the value (see ``DeeplinkParameters``).
public struct DeeplinkMatcher<Destination> {
  private var table = DeeplinkTable()
  private var destinations: [Destination] = []

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

  /// Creates an empty matcher whose path-only patterns (`/product/:id`) apply to every origin in
  /// `origins`: a custom scheme (`"shop://"`) or an http(s) scheme with a host
  /// (`"https://shop.example.com"`); scheme and host are case-insensitive.
  ///
  /// - Throws: ``DeeplinkPatternError/invalidOrigin(_:reason:)`` for an origin with a path,
  ///   query, port or no host.
  public init(origins: [String]) throws(DeeplinkPatternError) {
    for origin in origins { try table.addDefaultOrigin(origin) }
  }

  /// The origins path-only patterns apply to, normalized (`shop://`, `https://shop.example.com`).
  public var origins: [String] { table.defaultOrigins.map(\.text) }

  /// The registered patterns, in registration order, as written.
  public var patterns: [String] { table.patterns.map(\.text) }

  /// Makes an app type usable in patterns as `:name<TypeName>`.
  ///
  /// A segment matches the typed parameter when `Value(text)` succeeds. App types are tried after
  /// the built-in types, in the order of their names. The match keeps the converted value.
  ///
  /// ```swift
  /// struct ProductID: LosslessStringConvertible, Sendable { … }
  /// try matcher.registerParameterType(ProductID.self)  // named "ProductID"
  /// try matcher.register("shop://product/:id<ProductID>", to: .product)
  /// ```
  ///
  /// - Throws: ``DeeplinkPatternError/invalidParameterTypeName(_:reason:)`` when the name (by
  ///   default the type's) is not an identifier or is already taken, built-in names included.
  public mutating func registerParameterType<Value: LosslessStringConvertible & Sendable>(
    _ type: Value.Type, named name: String? = nil
  ) throws(DeeplinkPatternError) {
    try table.registerParameterType(named: name ?? String(describing: type)) { Value($0) }
  }

  /// Registers `pattern` for `destination`.
  ///
  /// - Throws: ``DeeplinkPatternError`` when the pattern is invalid, names an unknown type, is
  ///   path-only without default origins, or conflicts with a registered pattern. The matcher is
  ///   unchanged then.
  public mutating func register(_ pattern: String, to destination: Destination)
    throws(DeeplinkPatternError)
  {
    try register([pattern], to: destination)
  }

  /// Registers several patterns (several schemes or hosts, say) for one `destination`, all or
  /// none.
  ///
  /// - Throws: ``DeeplinkPatternError`` for the first pattern that is invalid or conflicts with a
  ///   registered pattern or an earlier one in `patterns`. The matcher is unchanged then.
  public mutating func register(_ patterns: [String], to destination: Destination)
    throws(DeeplinkPatternError)
  {
    try table.register(patterns)
    destinations.append(contentsOf: repeatElement(destination, count: patterns.count))
  }

  /// Matches `url` against the registered patterns.
  ///
  /// - Returns: The match of the pattern that wins by precedence, or why the URL was refused.
  public func match(_ url: String) -> Result<DeeplinkMatch<Destination>, DeeplinkError> {
    do {
      let found = try table.match(url)
      return .success(
        DeeplinkMatch(
          pattern: table.patterns[found.pattern].text,
          destination: destinations[found.pattern],
          parameters: found.parameters, queryItems: found.queryItems))
    } catch {
      return .failure(DeeplinkError(url: url, reason: error))
    }
  }

  /// Matches `url` by its text, `url.absoluteString`, so it always answers as that string does.
  ///
  /// Note that `URL(string:)` may already have rewritten the text it was given: recent
  /// Foundation versions percent-encode invalid escapes and spaces (`"shop://x?%zz=1"` becomes
  /// `"shop://x?%25zz=1"`), which the matcher then accepts. To refuse such links, match the
  /// string as it arrived.
  public func match(_ url: URL) -> Result<DeeplinkMatch<Destination>, DeeplinkError> {
    match(url.absoluteString)
  }
}

extension DeeplinkMatcher: Sendable where Destination: Sendable {}
