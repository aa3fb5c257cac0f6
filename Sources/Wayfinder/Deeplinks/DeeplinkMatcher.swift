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
/// Patterns are indexed by origin and first segment when registered, so a match tries only the
/// patterns that start like the URL. The matcher is a value: copy it, share it across threads
/// (it is `Sendable` when `Destination` is), register everything at launch.
///
/// ## Pattern syntax
///
/// - `scheme://first/second` — a custom scheme, whose first component (technically the URL's
///   host) is the first path segment: `shop://product/42`, `shop:///product/42` and
///   `shop:/product/42` all match `shop://product/:id`.
/// - `https://host/first/second` (or `http`) — the host must equal the URL's; a URL's port is
///   ignored, a pattern cannot name one, and the host is literal (no `*` nor `:host`).
/// - `/first/second` — path-only, registered under every origin given to ``init(origins:)``.
/// - A static segment matches itself (both percent-decoded). `:name` matches one segment;
///   `:name<Type>` one that converts to `Int`, `Double`, `Bool`, `UUID`, `String` (untyped) or
///   a type registered with ``registerParameterType(_:named:)``. `*name`, only last, matches one
///   or more segments, captured decoded and joined with `/`.
/// - `?key=:name` (or `:name<Type>`) — a required query parameter exposed as `name`, optional
///   with a trailing `?` (`?page=:page<Int>?`); items are joined with `&`, and items a pattern
///   does not declare are ignored (and kept in ``DeeplinkMatch/queryItems``).
/// - Names are ASCII letters, digits and `_`, not starting with a digit, unique in a pattern.
///
/// ## URL rules
///
/// - Any string gets a match or a ``DeeplinkError``, never a crash. The scheme and host are
///   case-insensitive, and so is a custom scheme's first component (`SHOP://Product/42` matches
///   `shop://product/:id`); other segments, values and query keys are not.
/// - One trailing slash is ignored; any other empty segment, a space or control character, user
///   information (`user@`) and invalid or non-UTF-8 escapes make the URL malformed. A fragment
///   is ignored.
/// - Each path segment is percent-decoded after splitting (`%2F` is a slash in a value); query
///   keys and values too, with `+` as a space. Text compares by canonical equivalence.
/// - The first of repeated query keys counts; an optional typed query parameter with an empty
///   value (`?page=`) is absent.
///
/// ## Precedence and conflicts
///
/// The winner does not depend on registration order: at each segment from the left, a static
/// segment wins over typed parameters (`Bool`, `Int`, `UUID`, `Double`, then app types by name),
/// which win over an untyped one, which wins over a wildcard; a pattern whose later segments or
/// required query parameters do not fit gives way to the next. So `shop://product/new` beats
/// `shop://product/:id<Int>`, which beats `shop://product/:slug`, then `shop://product/*rest`.
/// Two patterns that match exactly the same URLs (same origin and, segment by segment, the same
/// text, parameter type — names and query parameters do not count — or wildcard) conflict:
/// registering the second throws ``DeeplinkPatternError/conflict(_:existing:)``.
///
/// ## Refusals
///
/// A refused URL says why (``DeeplinkError/Reason``). When its scheme and host are known, it is
/// the reason of the pattern that got furthest along its path: a typed value that does not
/// convert, a missing query parameter, or no match, naming the nearest pattern. URLs longer
/// than ``maximumURLLength`` bytes or with more than ``maximumSegmentCount`` segments are
/// refused first. A typed value is converted once, while matching; the match keeps it.
public struct DeeplinkMatcher<Destination> {
  private var table = DeeplinkTrie()
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
  /// A segment matches when `Value(text)` succeeds (`registerParameterType(ProductID.self)`,
  /// then `"shop://product/:id<ProductID>"`). App types are tried after the built-in ones, by
  /// name.
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
    try table.register([pattern])
    destinations.append(destination)
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
          pattern: table.patterns[found.pattern].text, destination: destinations[found.pattern],
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
