import Testing
import Wayfinder

@Suite struct DeeplinkRegistrationTests {
  private static let conflicts: [(first: String, second: String)] = [
    ("shop://cart", "shop://cart"),
    ("shop://product/:id", "shop://product/:name"),
    ("shop://product/:id", "shop://product/:name<String>"),
    ("shop://product/:id<Int>", "shop://product/:number<Int>"),
    ("shop://search/*a", "shop://search/*b"),
    ("shop://search?q=:q", "shop://search"),
    ("https://SHOP.example.com/a", "https://shop.example.com/a"),
    ("SHOP://a/b", "shop://a/b/"),
    ("shop://Cart", "shop://cart"),
    ("shop://caf%C3%A9", "shop://caf\u{E9}"),
    ("shop://product/:id", "/product/:x"),
  ]

  @Test(arguments: conflicts)
  func conflictingPatternIsRejectedNamingBoth(first: String, second: String) throws {
    var matcher = try DeeplinkMatcher<Int>(origins: ["shop://"])
    try matcher.register(first, to: 1)
    #expect(throws: DeeplinkPatternError.conflict(second, existing: first)) {
      try matcher.register(second, to: 2)
    }
    let message = DeeplinkPatternError.conflict(second, existing: first).description
    #expect(message.contains(first) && message.contains(second))
    #expect(matcher.patterns == [first])
  }

  private static let compatible: [(first: String, second: String)] = [
    ("shop://product/:id<Int>", "shop://product/:slug"),
    ("shop://product/:id<Int>", "shop://product/:price<Double>"),
    ("shop://search", "shop://search/*rest"),
    ("http://h.example/a", "https://h.example/a"),
    ("https://a.example/x", "https://b.example/x"),
    ("shop://a/:x/b", "shop://a/:y/c"),
  ]

  @Test(arguments: compatible)
  func overlappingButDistinctPatternsCoexist(first: String, second: String) throws {
    var matcher = DeeplinkMatcher<Int>()
    try matcher.register(first, to: 1)
    try matcher.register(second, to: 2)
    #expect(matcher.patterns == [first, second])
  }

  @Test func batchRegistrationIsAllOrNothing() throws {
    var matcher = DeeplinkMatcher<Int>()
    #expect(throws: DeeplinkPatternError.conflict("shop://a", existing: "shop://a")) {
      try matcher.register(["shop://b", "shop://a", "shop://a"], to: 1)
    }
    #expect(matcher.patterns.isEmpty)
    #expect(throws: DeeplinkError(url: "shop://b", reason: .unknownScheme("shop"))) {
      try matcher.match("shop://b").get()
    }
  }

  @Test func aRefusedBatchLeavesTheListsItJoinedAsTheyWere() throws {
    var matcher = try DeeplinkMatcher<Int>(origins: ["shop://", "https://shop.example.com"])
    try matcher.register(["/p/:id<Int>", "/p/x"], to: 1)
    let before = ["shop://p/7", "shop://p/x", "shop://p/abc", "https://shop.example.com/p/q/1"]
      .map { matcher.match($0).map(\.pattern) }
    #expect(throws: DeeplinkPatternError.conflict("/p/:n<Int>", existing: "/p/:id<Int>")) {
      try matcher.register(["/p/:s", "/p/q/:n", "shop://new/:a", "/p/:n<Int>"], to: 2)
    }
    #expect(matcher.patterns == ["/p/:id<Int>", "/p/x"])
    let after = ["shop://p/7", "shop://p/x", "shop://p/abc", "https://shop.example.com/p/q/1"]
      .map { matcher.match($0).map(\.pattern) }
    #expect(after == before)
    #expect(
      throws: DeeplinkError(url: "shop://new/1", reason: .noMatch(path: "/new/1", nearest: nil))
    ) {
      try matcher.match("shop://new/1").get()
    }
    try matcher.register(["/p/:s", "/p/q/:n"], to: 3)
    #expect(try matcher.match("shop://p/abc").get().pattern == "/p/:s")
  }

  @Test func severalSchemesAndHostsForOneRoute() throws {
    var matcher = DeeplinkMatcher<String>()
    try matcher.register(
      ["shop://product/:id<Int>", "myshop://item/:id<Int>", "https://shop.example.com/p/:id<Int>"],
      to: "product"
    )
    for url in ["shop://product/1", "MyShop://item/1", "https://shop.example.com/p/1"] {
      let match = try matcher.match(url).get()
      #expect(match.destination == "product")
      #expect(try match.parameters.value(named: "id", as: Int.self) == 1)
    }
  }

  private static let invalid: [(pattern: String, error: DeeplinkPatternError)] = [
    ("", .invalidPattern("", reason: "the URL is empty")),
    (
      "shop://product//x",
      .invalidPattern("shop://product//x", reason: "path segment 2 is empty (a double slash)")
    ),
    ("shop://p/:id<Money>", .unknownParameterType("Money", pattern: "shop://p/:id<Money>")),
    ("/p", .missingOrigins("/p")),
    (
      "https://h.example:8080/p",
      .invalidPattern("https://h.example:8080/p", reason: "a pattern cannot name a port")
    ),
  ]

  @Test(arguments: invalid)
  func invalidPatternIsRejectedWithReason(pattern: String, error: DeeplinkPatternError) {
    var matcher = DeeplinkMatcher<Int>()
    #expect(throws: error) { try matcher.register(pattern, to: 0) }
    #expect(error.description.contains(pattern))
  }

  @Test(
    arguments: [
      "shop://product/:", "shop://product/:1id", "shop://product/:id<>", "shop://product/:id<Int",
      "shop://p/*", "shop://p/*rest/x", "shop://p/a:b", "shop://p/:id/:id", "shop://p#frag",
      "shop://p?q", "shop://p?q=x", "shop://p?q=:a&q=:b", "shop://p/%ZZ", "shop://p/:a b",
      "shop://p/:x?x=:x",
    ]
  )
  func malformedPatternIsInvalid(pattern: String) {
    var matcher = DeeplinkMatcher<Int>()
    do {
      try matcher.register(pattern, to: 0)
      Issue.record("\(pattern) was accepted")
    } catch {
      guard case .invalidPattern(let text, let reason) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(text == pattern)
      #expect(!reason.isEmpty)
    }
    #expect(matcher.patterns.isEmpty)
  }

  @Test(arguments: ["Int", "String", "UUID", "9x", "Product ID", ""])
  func reservedOrInvalidTypeNamesAreRejected(name: String) {
    var matcher = DeeplinkMatcher<Int>()
    #expect(throws: DeeplinkPatternError.self) {
      try matcher.registerParameterType(ProductCode.self, named: name)
    }
  }

  @Test func typeNameDefaultsToTheTypeAndCannotBeTakenTwice() throws {
    var matcher = DeeplinkMatcher<Int>()
    try matcher.registerParameterType(ProductCode.self)
    #expect(throws: DeeplinkPatternError.self) {
      try matcher.registerParameterType(ProductCode.self)
    }
    try matcher.register("shop://code/:code<ProductCode>", to: 1)
    let match = try matcher.match("shop://code/P-9").get()
    #expect(try match.parameters.value(named: "code", as: ProductCode.self).number == 9)
  }

  @Test func aMatcherTakesAtMost32763AppTypes() throws {
    var matcher = DeeplinkMatcher<Int>()
    for index in 0..<32_763 {
      try matcher.registerParameterType(ProductCode.self, named: "T\(index)")
    }
    #expect {
      try matcher.registerParameterType(ProductCode.self, named: "OneTooMany")
    } throws: { error in
      guard case .invalidParameterTypeName(let name, let reason)? = error as? DeeplinkPatternError
      else { return false }
      return name == "OneTooMany" && reason.contains("32763 types")
    }
    // The types registered before the refusal still work, the last one included.
    try matcher.register("shop://code/:code<T32762>", to: 1)
    #expect(
      try matcher.match("shop://code/P-7").get().parameters.value(
        named: "code", as: ProductCode.self
      ).number == 7)
    #expect(throws: DeeplinkPatternError.self) {
      try matcher.register("shop://other/:code<OneTooMany>", to: 2)
    }
  }

  @Test func aLowerSegmentLimitKeepsTheNearestPatternOfARefusal() throws {
    var matcher = try DeeplinkMatcher<Int>(origins: ["shop://"])
    try matcher.register("/a/b/c", to: 1)
    matcher.maximumSegmentCount = 2
    let error = try #require(throws: DeeplinkError.self) { try matcher.match("shop://a/b").get() }
    #expect(error.reason == .noMatch(path: "/a/b", nearest: "/a/b/c"))
    #expect(throws: DeeplinkPatternError.self) { try matcher.register("/x/y/z", to: 2) }
  }

  @Test(arguments: ["shop://x/y", "https://", "https://h.example:80", "https://h.example?q=1"])
  func invalidOriginIsRejected(origin: String) {
    #expect(throws: DeeplinkPatternError.self) {
      _ = try DeeplinkMatcher<Int>(origins: [origin])
    }
  }

  @Test func originsAreNormalized() throws {
    let matcher = try DeeplinkMatcher<Int>(origins: [
      "SHOP:", "https://Shop.Example.com", "shop://",
    ])
    #expect(matcher.origins == ["shop://", "https://shop.example.com"])
  }
}
