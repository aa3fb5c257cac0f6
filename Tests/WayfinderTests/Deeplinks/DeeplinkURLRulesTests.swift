import Foundation
import Testing
import Wayfinder

/// The URL rules taken from the peers' test suites and issue trackers (URLNavigator, Crossroad):
/// letter case, literal hosts, log-safe messages, empty optional values, `String` and `URL`.
@Suite struct DeeplinkURLRulesTests {
  @Test func schemeAndHostIgnoreCaseButThePathDoesNot() throws {
    var matcher = DeeplinkMatcher<String>()
    try matcher.register("shop://product/:id", to: "custom")
    try matcher.register("https://shop.example.com/product/:id", to: "web")
    #expect(try matcher.match("SHOP://Product/42").get().destination == "custom")
    #expect(try matcher.match("Shop://PRODUCT/42").get().parameters["id"] == "42")
    #expect(try matcher.match("HTTPS://SHOP.Example.COM/product/42").get().destination == "web")
    // Parameter values and every other segment keep their case.
    #expect(try matcher.match("SHOP://product/AbC").get().parameters["id"] == "AbC")
    #expect(
      throws: DeeplinkError(
        url: "https://shop.example.com/PRODUCT/42",
        reason: .noMatch(path: "/PRODUCT/42", nearest: nil))
    ) {
      try matcher.match("https://shop.example.com/PRODUCT/42").get()
    }
  }

  @Test func aCustomSchemePatternsHostIsCompiledInLowercase() throws {
    var matcher = DeeplinkMatcher<String>()
    try matcher.register("shop://Cart/Items", to: "cart")
    #expect(try matcher.match("shop://cart/Items").get().destination == "cart")
    #expect(throws: DeeplinkError.self) { try matcher.match("shop://cart/items").get() }
    #expect(
      throws: DeeplinkPatternError.conflict("shop://CART/Items", existing: "shop://Cart/Items")
    ) {
      try matcher.register("shop://CART/Items", to: "again")
    }
  }

  private static let nonLiteralHosts: [(pattern: String, host: String)] = [
    ("https://*url", "*url"),
    ("https://:host/x", ":host"),
    ("https://*.example.com/x", "*.example.com"),
    ("http://shop.*/x", "shop.*"),
    ("https://:host<String>.example.com/x", ":host<String>.example.com"),
  ]

  @Test(arguments: nonLiteralHosts)
  func aPatternsHostMustBeLiteral(pattern: String, host: String) {
    var matcher = DeeplinkMatcher<Int>()
    let expected = DeeplinkPatternError.nonLiteralHost(pattern, host: host)
    #expect(throws: expected) { try matcher.register(pattern, to: 1) }
    #expect(matcher.patterns.isEmpty)
    #expect(
      expected.description
        == "The deeplink pattern or origin \"\(pattern)\" has the host \"\(host)\", but a host is "
        + "literal: wildcards, wildcard subdomains and parameters are not supported there; "
        + "register each host."
    )
  }

  @Test(arguments: ["https://*.example.com", "https://*url", "http://:host"])
  func anOriginsHostMustBeLiteral(origin: String) {
    #expect {
      _ = try DeeplinkMatcher<Int>(origins: [origin])
    } throws: { error in
      guard case .nonLiteralHost(origin, _) = error as? DeeplinkPatternError else { return false }
      return "\(error)".contains("a host is literal")
    }
  }

  @Test func aLiteralHostWithAnIPv6AddressOrPortIsNotMistakenForAParameter() throws {
    var matcher = DeeplinkMatcher<Int>()
    try matcher.register("https://[fe80::1]/x", to: 1)
    #expect(try matcher.match("https://[FE80::1]:8443/x").get().destination == 1)
    for pattern in ["https://h.example:8080/p", "https://[fe80::2]:8080/p"] {
      #expect(
        throws: DeeplinkPatternError.invalidPattern(pattern, reason: "a pattern cannot name a port")
      ) {
        try matcher.register(pattern, to: 2)
      }
    }
  }

  @Test func messagesEscapeControlCharactersOfTheURL() throws {
    let matcher = try ShopDeeplinks.matcher()
    let refusal = try #require(
      matcher.match("shop://login%0A%5Bfake%5D%20deeplink%20handled").failureValue)
    #expect(
      refusal.reason.description
        == #"no deeplink pattern matches the path "/login\u{A}[fake] deeplink handled""#
    )
    let error = DeeplinkError(
      url: "shop://login\n[fake] deeplink handled\r\u{2028}\u{202E}\u{85}\\",
      reason: refusal.reason
    )
    #expect(
      error.description.hasPrefix(
        #"Cannot open the deeplink "shop://login\u{A}[fake] deeplink handled\u{D}\u{2028}"#
          + #"\u{202E}\u{85}\\": no deeplink pattern matches the path "/login\u{A}[fake]"#)
    )
    for text in [refusal.description, error.description] {
      #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }
    let parameter = try #require(matcher.match("shop://product/a%0Db").successValue)
    #expect(parameter.parameters.description == #"[slug="a\u{D}b"]"#)
    #expect(
      DeeplinkError.Reason.invalidParameter(
        name: "id", text: "1\n2", expectedType: "Int", pattern: ""
      ).description.contains(#""1\u{A}2""#)
    )
  }

  @Test(arguments: ["shop://search?q=shoes&page=", "shop://search?q=shoes&page"])
  func anEmptyOptionalTypedQueryParameterIsAbsent(url: String) throws {
    let match = try ShopDeeplinks.matcher().match(url).get()
    #expect(match.parameters.names == ["query"])
    #expect(try match.parameters.valueIfPresent(named: "page", as: Int.self) == nil)
  }

  @Test func anEmptyRequiredTypedQueryParameterIsStillRefused() throws {
    var matcher = DeeplinkMatcher<Int>()
    try matcher.register("shop://list?page=:page<Int>", to: 1)
    #expect(
      throws: DeeplinkError(
        url: "shop://list?page=",
        reason: .invalidParameter(
          name: "page", text: "", expectedType: "Int", pattern: "shop://list?page=:page<Int>"))
    ) {
      try matcher.match("shop://list?page=").get()
    }
  }

  @Test(arguments: [
    "shop://product/42", "SHOP://Product/42?ref=mail#top", "shop://search?q=%zz", "shop://x?%zz=1",
    "shop://product/%ZZ", "https://shop.example.com/search?q=a%20b", "shop://caf%C3%A9/Zo%C3%AB",
    "shop://product/4%2", "mail://x",
  ])
  func aURLIsMatchedByItsExactText(text: String) throws {
    let matcher = try ShopDeeplinks.matcher()
    let url = try #require(URL(string: text))
    #expect(matcher.match(url) == matcher.match(url.absoluteString))
    if url.absoluteString == text {
      #expect(matcher.match(url) == matcher.match(text))
    }
  }

  @Test func aMalformedEscapeIsRefusedInTheTextTheMatcherReads() throws {
    let matcher = try ShopDeeplinks.matcher()
    #expect(
      throws: DeeplinkError(
        url: "shop://product/1?%zz=1",
        reason: .malformedURL(reason: "the query key \"%zz\" is not decodable"))
    ) {
      try matcher.match("shop://product/1?%zz=1").get()
    }
    // Foundation rewrites the escape while building the URL; the matcher reads what it holds.
    let url = try #require(URL(string: "shop://product/1?%zz=1"))
    if url.absoluteString == "shop://product/1?%25zz=1" {
      let match = try matcher.match(url).get()
      #expect(match.queryItems == [DeeplinkQueryItem(name: "%zz", value: "1")])
    } else {
      #expect(matcher.match(url) == matcher.match(url.absoluteString))
    }
  }

  @Test func aTypedValueIsConvertedOnceWhileMatching() throws {
    var matcher = DeeplinkMatcher<String>()
    try matcher.registerParameterType(CountedCode.self)
    try matcher.register("shop://counted/:code<CountedCode>?also=:also<CountedCode>", to: "c")
    let before = CountedCode.conversions.value
    let match = try matcher.match("shop://counted/C-5?also=C-6").get()
    #expect(CountedCode.conversions.value - before == 2)
    for _ in 0..<3 {
      #expect(try match.parameters.value(named: "code", as: CountedCode.self).number == 5)
      #expect(try match.parameters.valueIfPresent(named: "also", as: CountedCode.self)?.number == 6)
    }
    #expect(CountedCode.conversions.value - before == 2)
    // Another type still converts the text.
    #expect(try match.parameters.value(named: "code", as: String.self) == "C-5")
  }

  @Test func builtInTypedValuesComeBackAsTheirType() throws {
    let matcher = try ShopDeeplinks.matcher()
    let match = try matcher.match("shop://product/42").get()
    #expect(try match.parameters.value(named: "id", as: Int.self) == 42)
    #expect(try match.parameters.value(named: "id", as: Double.self) == 42)
    let order = try matcher.match("shop://order/e621e1f8-c36c-495a-93fc-0c247a3e6e5f").get()
    #expect(
      try order.parameters.value(named: "token", as: UUID.self)
        == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
  }
}

/// A parameter type that counts its conversions: `C-` followed by digits.
private struct CountedCode: LosslessStringConvertible, Sendable {
  /// The conversions so far, from any thread.
  static let conversions = Counter()

  let number: Int

  init?(_ description: String) {
    Self.conversions.increment()
    guard description.hasPrefix("C-"), let number = Int(description.dropFirst(2)) else {
      return nil
    }
    self.number = number
  }

  var description: String { "C-\(number)" }
}

/// A thread-safe count.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// The count.
  var value: Int { lock.withLock { count } }

  /// Adds one.
  func increment() { lock.withLock { count += 1 } }
}

extension Result {
  /// The failure, if any.
  fileprivate var failureValue: Failure? {
    if case .failure(let failure) = self { failure } else { nil }
  }

  /// The success, if any.
  fileprivate var successValue: Success? {
    if case .success(let success) = self { success } else { nil }
  }
}
