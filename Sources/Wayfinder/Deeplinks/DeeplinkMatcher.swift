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
/// Patterns are compiled once into a segment trie, so a match costs time proportional to the
/// number of path segments, not to the number of patterns. The matcher is a value: copy it, share
/// it across threads (it is `Sendable` when `Destination` is), register everything at launch.
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
/// - `/first/second` — a path-only pattern, compiled under every origin given to
///   ``init(origins:)``: one pattern for `shop://` and several universal-link hosts. To give one
///   route several explicit patterns, use ``register(_:to:)-([String],_)``.
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
/// - URLs are scanned by the matcher itself (not Foundation's URL parser): any string gets a
///   match or a ``DeeplinkRefusal``, never a crash.
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
/// - Refusal messages quote URL text with control and other non-printing characters escaped.
///
/// ## Precedence
///
/// When several patterns match a URL, the winner does not depend on registration order. At each
/// segment, from left to right, the matcher tries a static segment first, then typed parameters
/// (ordered `Bool`, `Int`, `UUID`, `Double`, then app types by name), then an untyped parameter,
/// then a wildcard. If a branch fails further down (or its pattern lacks a required query
/// parameter), the matcher backtracks to the next branch. So `shop://product/new` beats
/// `shop://product/:id<Int>`, which beats `shop://product/:slug`, which beats
/// `shop://product/*rest`.
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
/// A refused URL says why: see ``DeeplinkRefusal``. Work per URL is bounded: URLs longer than
/// ``maximumURLLength`` bytes or with more than ``maximumSegmentCount`` path segments are refused
/// before matching, and matching uses an explicit stack (no recursion) that visits each trie node
/// at most once. A typed parameter's text is converted once, while matching; the match keeps the
/// value (see ``DeeplinkParameters``).
public struct DeeplinkMatcher<Destination> {
  @usableFromInline var trie = DeeplinkTrie()
  @usableFromInline var destinations: [Destination] = []

  /// The largest URL, in UTF-8 bytes, that the matcher examines (8,192 by default).
  ///
  /// Longer URLs are refused with ``DeeplinkRefusal/urlTooLong(length:limit:)``.
  public var maximumURLLength: Int {
    get { trie.maximumURLLength }
    set { trie.maximumURLLength = newValue }
  }

  /// The most path segments a URL (and a pattern) may have (64 by default).
  ///
  /// URLs with more are refused with ``DeeplinkRefusal/tooManySegments(count:limit:)``.
  public var maximumSegmentCount: Int {
    get { trie.maximumSegmentCount }
    set { trie.maximumSegmentCount = newValue }
  }

  /// Creates an empty matcher; patterns must then spell out their scheme (and host).
  public init() {}

  /// Creates an empty matcher whose path-only patterns (`/product/:id`) apply to every origin in
  /// `origins`.
  ///
  /// An origin is a custom scheme (`"shop://"`) or an http(s) scheme with a host
  /// (`"https://shop.example.com"`); scheme and host are case-insensitive.
  ///
  /// - Throws: ``DeeplinkPatternError/invalidOrigin(_:reason:)`` for an origin with a path,
  ///   query, port or no host.
  public init(origins: [String]) throws(DeeplinkPatternError) {
    for origin in origins {
      try trie.addDefaultOrigin(origin)
    }
  }

  /// The origins path-only patterns apply to, normalized (`shop://`, `https://shop.example.com`).
  public var origins: [String] { trie.defaultOrigins.map(\.text) }

  /// The registered patterns, in registration order, as written.
  public var patterns: [String] { trie.patterns.map(\.text) }

  /// Makes an app type usable in patterns as `:name<TypeName>`.
  ///
  /// A segment matches the typed parameter when `Value(text)` succeeds. App types are tried after
  /// the built-in types, in the order of their names. The match keeps the converted value, so
  /// `value(named:as:)` of ``DeeplinkParameters`` returns it without calling `Value(text)` again.
  ///
  /// ```swift
  /// struct ProductID: LosslessStringConvertible, Sendable { … }
  /// try matcher.registerParameterType(ProductID.self)  // named "ProductID"
  /// try matcher.register("shop://product/:id<ProductID>", to: .product)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type; its failable `init?(_ description: String)` decides what matches.
  ///   - name: The name patterns use; by default the type's name.
  /// - Throws: ``DeeplinkPatternError/invalidParameterTypeName(_:reason:)`` when the name is not
  ///   an identifier or is already taken (the built-in names included).
  public mutating func registerParameterType<Value: LosslessStringConvertible & Sendable>(
    _ type: Value.Type,
    named name: String? = nil
  ) throws(DeeplinkPatternError) {
    try trie.registerParameterType(named: name ?? String(describing: type)) { Value($0) }
  }

  /// Registers `pattern` for `destination`.
  ///
  /// - Throws: ``DeeplinkPatternError`` when the pattern is invalid, names an unknown type, is
  ///   path-only without default origins, or conflicts with a registered pattern. The matcher is
  ///   unchanged then.
  public mutating func register(
    _ pattern: String,
    to destination: Destination
  ) throws(DeeplinkPatternError) {
    try register([pattern], to: destination)
  }

  /// Registers several patterns (several schemes or hosts, say) for one `destination`, all or
  /// none.
  ///
  /// - Throws: ``DeeplinkPatternError`` for the first pattern that is invalid or conflicts with a
  ///   registered pattern or an earlier one in `patterns`. The matcher is unchanged then.
  public mutating func register(
    _ patterns: [String],
    to destination: Destination
  ) throws(DeeplinkPatternError) {
    try trie.register(patterns)
    destinations.append(contentsOf: repeatElement(destination, count: patterns.count))
  }

  /// Matches `url` against the registered patterns.
  ///
  /// - Returns: The match of the most specific pattern (see the type's precedence rules), or the
  ///   reason the URL was refused.
  @inlinable
  public func match(_ url: String) -> Result<DeeplinkMatch<Destination>, DeeplinkRefusal> {
    // Inlinable so the app's module specializes it for its destination type: no generic
    // metadata lookups per match. The work is in the non-generic trie.
    switch trie.match(url) {
    case .success(let found):
      .success(
        DeeplinkMatch(
          pattern: trie.patternText(at: found.pattern),
          destination: destinations[found.pattern],
          parameters: found.parameters,
          queryItems: found.queryItems
        )
      )
    case .failure(let refusal):
      .failure(refusal)
    }
  }
}

extension DeeplinkMatcher: Sendable where Destination: Sendable {}
