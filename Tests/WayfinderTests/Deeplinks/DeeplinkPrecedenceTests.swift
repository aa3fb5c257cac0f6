import Testing
import Wayfinder
import WayfinderSeededRandom

@Suite struct DeeplinkPrecedenceTests {
  private static let patterns = [
    "shop://x/lit", "shop://x/:a<Int>", "shop://x/:b<Double>", "shop://x/:c<Bool>",
    "shop://x/:d<UUID>", "shop://x/:e<ProductCode>", "shop://x/:f", "shop://x/*g",
    "shop://a/:id<Int>/b", "shop://a/:name/c", "shop://m/lit/x", "shop://m/:p/y",
  ]

  private static let expectations: [(url: String, pattern: String)] = [
    ("shop://x/lit", "shop://x/lit"),
    ("shop://x/1", "shop://x/:a<Int>"),
    ("shop://x/1.5", "shop://x/:b<Double>"),
    ("shop://x/true", "shop://x/:c<Bool>"),
    ("shop://x/E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "shop://x/:d<UUID>"),
    ("shop://x/P-7", "shop://x/:e<ProductCode>"),
    ("shop://x/zzz", "shop://x/:f"),
    ("shop://x/a/b", "shop://x/*g"),
    ("shop://a/1/b", "shop://a/:id<Int>/b"),
    ("shop://a/1/c", "shop://a/:name/c"),  // backtracks out of the typed branch
    ("shop://m/lit/x", "shop://m/lit/x"),
    ("shop://m/lit/y", "shop://m/:p/y"),  // backtracks out of the static branch
  ]

  @Test(arguments: 0..<24)
  func winnerDoesNotDependOnRegistrationOrder(seed: Int) throws {
    var generator = SplitMix64(seed: UInt64(seed))
    var matcher = DeeplinkMatcher<String>()
    try matcher.registerParameterType(ProductCode.self)
    for pattern in Self.patterns.shuffled(using: &generator) {
      try matcher.register(pattern, to: pattern)
    }
    for (url, pattern) in Self.expectations {
      let match = try matcher.match(url).get()
      #expect(match.pattern == pattern, "\(url) with seed \(seed)")
      #expect(match.destination == pattern)
    }
  }

  @Test(arguments: 0..<8)
  func shopTableAnswersTheSameInAnyOrder(seed: Int) throws {
    var generator = SplitMix64(seed: 1_000 + UInt64(seed))
    let reference = try ShopDeeplinks.matcher()
    let shuffled = try ShopDeeplinks.matcher(
      order: ShopDeeplinks.patterns.shuffled(using: &generator)
    )
    for url in [
      "shop://product/42", "shop://product/new", "shop://product/x", "shop://product",
      "shop://wishlist/product/abc", "shop://nothing/here", "shop://search?page=x",
    ] {
      let expected = reference.match(url).map(\.pattern)
      #expect(shuffled.match(url).map(\.pattern) == expected, "\(url)")
    }
  }
}
