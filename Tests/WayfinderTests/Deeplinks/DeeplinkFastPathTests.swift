import Testing

@testable import Wayfinder

/// The byte-level fast path must give exactly the `String`-based walk's answer for every URL it
/// answers (it hands everything else to that walk).
@Suite struct DeeplinkFastPathTests {
  private static let alphabet = Array(
    "abcKXYZ019:/?#&=%+-._~*@[]<> \u{E9}\u{301}\u{212A}\u{1F6CD}\u{0}\n".unicodeScalars
  )

  private static let seeds = [
    "shop://product/42", "https://shop.example.com/product/42?ref=mail#top",
    "shop://search?q=red+shoes&page=2", "shop://order/E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
    "shop://caf%C3%A9/Zo%C3%AB", "shop://files/a/b%2Fc/d", "http://legacy.example.com:8080/p/5",
    "shop://kelvin/K", "shop://code/P-7", "shop://search/a/b?q=x", "HTTPS://WWW.Shop.Example.com/",
    "shop://product/42/reviews/", "shop:product/new", "shop://flag/true", "shop://price/1.5",
  ]

  /// Both answers, as comparable text.
  private static func answers(_ trie: DeeplinkTrie, _ url: String) -> (fast: String?, slow: String)
  {
    func text(_ found: DeeplinkTrie.Found) -> String {
      "\(found.pattern) \(found.parameters) \(found.queryItems)"
    }
    var bytes = url
    let fast = bytes.withUTF8 { trie.fastMatch($0) }.map(text)
    let slow: String
    switch trie.matchByStrings(url) {
    case .success(let found): slow = text(found)
    case .failure(let refusal): slow = "refused: \(refusal)"
    }
    return (fast, slow)
  }

  private static func matcher() throws -> DeeplinkMatcher<String> {
    var matcher = try ShopDeeplinks.matcher()
    // A literal that is canonically equivalent to ASCII: the Kelvin sign is "K".
    try matcher.register("shop://kelvin/\u{212A}", to: "kelvin")
    return matcher
  }

  @Test func mutatedLinksGetTheSameAnswerFromBothPaths() throws {
    let trie = try Self.matcher().trie
    var generator = SplitMix64(seed: 0xFA57)
    var fastAnswers = 0
    for round in 0..<20_000 {
      let url = generator.mutate(
        Self.seeds[round % Self.seeds.count], edits: 0...3, alphabet: Self.alphabet)
      let (fast, slow) = Self.answers(trie, url)
      if let fast {
        fastAnswers += 1
        #expect(fast == slow, "\(url.debugDescription)")
      }
    }
    #expect(fastAnswers > 5_000, "the fast path should answer most valid links")
  }

  @Test(arguments: [
    ("shop://kelvin/K", "kelvin"),
    ("shop://kelvin/%E2%84%AA", "kelvin"),
    ("shop://files/a/b%2Fc/d", "files"),
    ("shop://product/%34%32/", "product"),
    ("https://shop.example.com:443/search?q=a%20b+c&page=3", "search"),
  ])
  func fastPathAnswersUsualShapes(url: String, destination: String) throws {
    let matcher = try Self.matcher()
    var bytes = url
    let found = try #require(bytes.withUTF8 { matcher.trie.fastMatch($0) })
    #expect(matcher.destinations[found.pattern] == destination)
    #expect(Self.answers(matcher.trie, url).slow.hasPrefix("\(found.pattern) "))
  }
}
