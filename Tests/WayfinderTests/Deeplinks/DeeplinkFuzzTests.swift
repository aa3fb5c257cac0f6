import Testing
import Wayfinder
import WayfinderSeededRandom

@Suite struct DeeplinkFuzzTests {
  private static let alphabet = Array(
    "abcXYZ019:/?#&=%+-._~*@[]<> \u{E9}\u{1F6CD}\u{0}\n".unicodeScalars
  )

  private static let validLinks = [
    "shop://product/42", "https://shop.example.com/product/42?ref=mail#top",
    "shop://search?q=red+shoes&page=2", "shop://order/E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
    "shop://caf%C3%A9/Zo%C3%AB", "shop://files/a/b/c", "http://legacy.example.com:8080/p/5",
  ]

  @Test func randomBytesAndMutationsNeverCrash() throws {
    let matcher = try ShopDeeplinks.matcher()
    let patterns = Set(matcher.patterns)
    var generator = SplitMix64(seed: 0x5EED)
    var matches = 0
    var refusals = 0
    for round in 0..<100_000 {
      let url: String
      if round.isMultiple(of: 2) {
        // Random bytes, repaired to a String the way any decoder of untrusted data would.
        let length = Int.random(in: 0...48, using: &generator)
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
        url = String(decoding: bytes, as: UTF8.self)
      } else {
        url = generator.mutate(
          Self.validLinks[round / 2 % Self.validLinks.count], edits: 1...4,
          alphabet: Self.alphabet)
      }
      switch matcher.match(url) {
      case .success(let match):
        matches += 1
        if !patterns.contains(match.pattern) {
          Issue.record("round \(round): \(url.debugDescription) matched unknown \(match.pattern)")
        }
      case .failure(let refusal):
        refusals += 1
        if refusal.description.isEmpty {
          Issue.record("round \(round): empty refusal for \(url.debugDescription)")
        }
      }
    }
    #expect(matches + refusals == 100_000)
    #expect(matches > 1_000, "mutations of valid links should often still match")
    #expect(refusals > 50_000)
  }
}
