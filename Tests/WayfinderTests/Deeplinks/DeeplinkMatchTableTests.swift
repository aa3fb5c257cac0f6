import Testing
import Wayfinder

/// One row of the URL table: a URL and what the shop matcher must answer.
struct DeeplinkTableRow: Sendable, CustomTestStringConvertible {
  /// The expected answer.
  enum Expected: Sendable {
    /// A match of the pattern registered with `destination`, with these `name=text` parameters.
    case match(String, [String])
    /// A refusal for this reason.
    case refusal(DeeplinkError.Reason)
  }

  let url: String
  let expected: Expected

  init(_ url: String, _ expected: Expected) {
    self.url = url
    self.expected = expected
  }

  var testDescription: String {
    url.count > 60 ? String(url.prefix(60)) + "… (\(url.utf8.count) bytes)" : url
  }
}

private let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
private let longSlug = String(repeating: "x", count: 7_000)

private func match(_ destination: String, _ parameters: String...) -> DeeplinkTableRow.Expected {
  .match(destination, parameters)
}

private func refusal(_ refusal: DeeplinkError.Reason) -> DeeplinkTableRow.Expected {
  .refusal(refusal)
}

private let rows: [DeeplinkTableRow] = [
  // Custom scheme: the first component is a path segment.
  .init("shop://product/42", match("product", "id=42")),
  .init("SHOP://product/42", match("product", "id=42")),
  .init("shop:///product/42", match("product", "id=42")),
  .init("shop:/product/42", match("product", "id=42")),
  .init("shop:product/42", match("product", "id=42")),
  .init("shop://product/42/", match("product", "id=42")),
  .init("shop://product/-5", match("product", "id=-5")),
  .init("shop://product/%34%32", match("product", "id=42")),
  .init("shop://product/42#reviews", match("product", "id=42")),
  .init("shop://product/42?utm_source=mail", match("product", "id=42")),
  // Universal links on several hosts, case-insensitive scheme and host.
  .init("https://shop.example.com/product/42", match("product", "id=42")),
  .init("https://www.shop.example.com/product/42", match("product", "id=42")),
  .init("HTTPS://Shop.Example.COM/product/42", match("product", "id=42")),
  .init("https://shop.example.com:443/product/42", match("product", "id=42")),
  .init("http://legacy.example.com/p/5", match("legacy", "id=5")),
  .init("http://LEGACY.example.com:8080/p/5", match("legacy", "id=5")),
  // Precedence: static, typed, untyped, wildcard.
  .init("shop://product/new", match("productNew")),
  .init("shop://product/blue-shoes", match("productSlug", "slug=blue-shoes")),
  .init("shop://product/99999999999999999999", match("productSlug", "slug=99999999999999999999")),
  .init("shop://product/42/reviews", match("reviews", "id=42")),
  .init("shop://wishlist/product/7", match("wishlistProduct", "id=7")),
  // Empty paths.
  .init("shop://", match("home")),
  .init("shop:", match("home")),
  .init("https://shop.example.com", match("home")),
  .init("https://shop.example.com/", match("home")),
  // Query parameters.
  .init("shop://search?q=shoes", match("search", "query=shoes")),
  .init("shop://search?q=red+shoes&page=2", match("search", "query=red shoes", "page=2")),
  .init("shop://search?page=2&q=a%26b", match("search", "query=a&b", "page=2")),
  .init("shop://search?q=", match("search", "query=")),
  .init("shop://search?q=first&q=second", match("search", "query=first")),
  .init(
    "shop://search",
    refusal(.missingQueryParameter(key: "q", pattern: "/search?q=:query&page=:page<Int>?"))
  ),
  .init(
    "shop://search?page=1",
    refusal(.missingQueryParameter(key: "q", pattern: "/search?q=:query&page=:page<Int>?"))
  ),
  .init(
    "shop://search?q=x&page=two",
    refusal(
      .invalidParameter(
        name: "page",
        text: "two",
        expectedType: "Int",
        pattern: "/search?q=:query&page=:page<Int>?"
      )
    )
  ),
  .init(
    "shop://product/42?q=%ZZ",
    refusal(.malformedURL(reason: "the value of the query key \"q\" is not decodable"))),
  // Wildcards and percent-decoding.
  .init("shop://search/shoes/red", match("searchRest", "rest=shoes/red")),
  .init("shop://search/a%2Fb", match("searchRest", "rest=a/b")),
  .init("shop://files/a/b/c.txt", match("files", "path=a/b/c.txt")),
  .init("shop://files/a/b%2Fc/d", match("files", "path=a/b/c/d")),
  .init("shop://product/%34%32/", match("product", "id=42")),
  .init(
    "https://shop.example.com:443/search?q=a%20b+c&page=3",
    match("search", "query=a b c", "page=3")),
  .init("shop://files", refusal(.noMatch(path: "/files", nearest: "/files/*path"))),
  .init("shop://files/", refusal(.noMatch(path: "/files", nearest: "/files/*path"))),
  // Typed parameters.
  .init("shop://order/\(uuid)", match("order", "token=\(uuid)")),
  .init("shop://order/\(uuid.lowercased())", match("order", "token=\(uuid.lowercased())")),
  .init(
    "shop://order/not-a-uuid",
    refusal(
      .invalidParameter(
        name: "token",
        text: "not-a-uuid",
        expectedType: "UUID",
        pattern: "/order/:token<UUID>"
      )
    )
  ),
  .init("shop://code/P-123", match("code", "code=P-123")),
  .init(
    "shop://code/123",
    refusal(
      .invalidParameter(
        name: "code",
        text: "123",
        expectedType: "ProductCode",
        pattern: "/code/:code<ProductCode>"
      )
    )
  ),
  .init(
    "shop://wishlist/product/abc",
    refusal(
      .invalidParameter(
        name: "id",
        text: "abc",
        expectedType: "Int",
        pattern: "/wishlist/product/:id<Int>"
      )
    )
  ),
  .init("shop://flag/true", match("flag", "on=true")),
  .init(
    "shop://flag/yes",
    refusal(
      .invalidParameter(
        name: "on", text: "yes", expectedType: "Bool", pattern: "shop://flag/:on<Bool>")
    )
  ),
  .init("shop://price/9.99", match("price", "amount=9.99")),
  .init(
    "shop://price/cheap",
    refusal(
      .invalidParameter(
        name: "amount",
        text: "cheap",
        expectedType: "Double",
        pattern: "shop://price/:amount<Double>"
      )
    )
  ),
  // Unicode.
  .init("shop://caf\u{E9}/Zo\u{EB}", match("cafe", "name=Zo\u{EB}")),
  .init("shop://caf%C3%A9/Zo%C3%AB", match("cafe", "name=Zo\u{EB}")),
  .init("shop://cafe%CC%81/x", match("cafe", "name=x")),
  .init("shop://product/\u{1F6CD}\u{FE0F}", match("productSlug", "slug=\u{1F6CD}\u{FE0F}")),
  .init(
    "https://b\u{FC}cher.example/x", refusal(.unknownHost("b\u{FC}cher.example", scheme: "https"))),
  // Nothing matched: the nearest pattern.
  // A custom scheme's first component is the URL's host: case-insensitive, the rest is not.
  .init("shop://Product/42", match("product", "id=42")),
  .init("SHOP://PRODUCT/42", match("product", "id=42")),
  .init("shop:/Product/42", match("product", "id=42")),
  .init("shop://product/New", match("productSlug", "slug=New")),
  .init(
    "shop://product/42/Reviews",
    refusal(.noMatch(path: "/product/42/Reviews", nearest: "/product/:id<Int>"))),
  .init(
    "https://shop.example.com/Product/42", refusal(.noMatch(path: "/Product/42", nearest: nil))),
  .init("shop://unknown/path", refusal(.noMatch(path: "/unknown/path", nearest: nil))),
  .init("shop://product", refusal(.noMatch(path: "/product", nearest: "/product/:id<Int>"))),
  .init(
    "shop://product/42/reviews/extra",
    refusal(.noMatch(path: "/product/42/reviews/extra", nearest: "/product/:id<Int>/reviews"))
  ),
  .init(
    "shop://product/42/other",
    refusal(.noMatch(path: "/product/42/other", nearest: "/product/:id<Int>"))
  ),
  .init(
    "http://legacy.example.com/q/5",
    refusal(.noMatch(path: "/q/5", nearest: nil))
  ),
  // Unknown schemes and hosts.
  .init("mail://product/42", refusal(.unknownScheme("mail"))),
  .init("ftp://shop.example.com/product/42", refusal(.unknownScheme("ftp"))),
  .init(
    "http://shop.example.com/product/42", refusal(.unknownHost("shop.example.com", scheme: "http"))),
  .init(
    "https://evil.example.com/product/42",
    refusal(.unknownHost("evil.example.com", scheme: "https"))),
  // Malformed.
  .init("", refusal(.malformedURL(reason: "the URL is empty"))),
  .init(
    "product/42",
    refusal(.malformedURL(reason: "it does not start with a scheme such as \"shop:\""))),
  .init(
    "://product",
    refusal(.malformedURL(reason: "it does not start with a scheme such as \"shop:\""))),
  .init(
    "42://x", refusal(.malformedURL(reason: "it does not start with a scheme such as \"shop:\""))),
  .init(
    "shop://product//42", refusal(.malformedURL(reason: "path segment 2 is empty (a double slash)"))
  ),
  .init(
    "https://shop.example.com//product/42",
    refusal(.malformedURL(reason: "path segment 1 is empty (a double slash)"))
  ),
  .init(
    "shop:////product", refusal(.malformedURL(reason: "path segment 1 is empty (a double slash)"))),
  .init(
    "shop://product/%ZZ",
    refusal(.malformedURL(reason: "path segment 2 has invalid percent-encoding or is not UTF-8"))
  ),
  .init(
    "shop://product/%C3",
    refusal(.malformedURL(reason: "path segment 2 has invalid percent-encoding or is not UTF-8"))
  ),
  .init(
    "shop://product/%A9",
    refusal(.malformedURL(reason: "path segment 2 has invalid percent-encoding or is not UTF-8"))
  ),
  .init(
    "shop://product/42?ref=%A9",
    refusal(.malformedURL(reason: "the value of the query key \"ref\" is not decodable"))),
  .init(
    "shop://product/4 2",
    refusal(.malformedURL(reason: "it contains a space or control character at offset 16"))
  ),
  .init(
    "shop://product/42\n",
    refusal(.malformedURL(reason: "it contains a space or control character at offset 17"))),
  .init(
    "\u{0}", refusal(.malformedURL(reason: "it contains a space or control character at offset 0"))),
  // Beyond ASCII: a C1 control, a no-break space, a line separator and an ideographic space,
  // after a non-ASCII letter (2 bytes), so the offsets count bytes.
  .init(
    "shop://product/\u{E9}\u{85}",
    refusal(.malformedURL(reason: "it contains a space or control character at offset 17"))),
  .init(
    "shop://product/\u{E9}\u{A0}1",
    refusal(.malformedURL(reason: "it contains a space or control character at offset 17"))),
  .init(
    "shop://product/1\u{2028}",
    refusal(.malformedURL(reason: "it contains a space or control character at offset 16"))),
  .init(
    "shop://product/\u{3000}\n",
    refusal(.malformedURL(reason: "it contains a space or control character at offset 15"))),
  .init(
    "https://shop.example.com@evil.com/product/42",
    refusal(.malformedURL(reason: "user information (\"user@\") is not accepted in the host"))
  ),
  .init(
    "https:shop.example.com/product/42",
    refusal(.malformedURL(reason: "an https URL needs \"//\" followed by a host"))
  ),
  .init("https://", refusal(.malformedURL(reason: "the host is empty"))),
  .init("https://:80/x", refusal(.malformedURL(reason: "the host is empty"))),
  .init(
    "https://shop.example.com:abc/product",
    refusal(.malformedURL(reason: "the port after the host is not a number"))
  ),
  // Limits.
  .init("shop://product/\(longSlug)", match("productSlug", "slug=\(longSlug)")),
  .init(
    "shop://search/" + String(repeating: "a", count: 10_000),
    refusal(.urlTooLong(length: 10_014, limit: 8_192))
  ),
  .init(
    "shop://files/" + String(repeating: "a/", count: 70),
    refusal(.tooManySegments(count: 71, limit: 64))
  ),
  .init(
    "shop://files/" + String(repeating: "a/", count: 63),
    match("files", "path=" + Array(repeating: "a", count: 63).joined(separator: "/"))
  ),
]

@Suite struct DeeplinkMatchTableTests {
  @Test func tableHasAtLeastSixtyRows() {
    #expect(rows.count >= 60)
  }

  @Test(arguments: rows)
  func matchesOrRefuses(_ row: DeeplinkTableRow) throws {
    let matcher = try ShopDeeplinks.matcher()
    let result = matcher.match(row.url)
    switch (row.expected, result) {
    case (.match(let destination, let parameters), .success(let match)):
      #expect(match.destination == destination)
      #expect(match.parameters.entries.map { "\($0.name)=\($0.text)" } == parameters)
    case (.refusal(let expected), .failure(let refusal)):
      #expect(refusal == DeeplinkError(url: row.url, reason: expected))
      #expect(!refusal.description.isEmpty)
    case (.match(let destination, _), .failure(let refusal)):
      Issue.record("expected a match of \(destination), got the refusal: \(refusal)")
    case (.refusal(let expected), .success(let match)):
      Issue.record("expected the refusal \(expected), got a match of \(match.pattern)")
    }
  }

  /// A static segment compares by canonical equivalence: the Kelvin sign (U+212A) is "K".
  @Test(arguments: ["shop://kelvin/K", "shop://kelvin/%E2%84%AA", "shop://kelvin/\u{212A}"])
  func staticSegmentsCompareByCanonicalEquivalence(url: String) throws {
    var matcher = try ShopDeeplinks.matcher()
    try matcher.register("shop://kelvin/\u{212A}", to: "kelvin")
    #expect(try matcher.match(url).get().destination == "kelvin")
  }
}
