import Foundation
import Testing
import Wayfinder
import WayfinderSeededRandom

@Suite struct ScreenPathGrammarTests {
  static let sample = ScreenPath(
    root: .tabs(
      [
        .stack([ScreenIdentity("shop")]),
        .stack([ScreenIdentity("wishlist"), ScreenIdentity("product", parameters: ["id": "42"])]),
      ], selectedIndex: 1),
    presentations: [
      .init(
        style: "modal in navigation",
        node: .stack([ScreenIdentity("login"), ScreenIdentity("sign-up")]))
    ])

  @Test func writesTheCanonicalForm() {
    #expect(
      Self.sample.description
        == "tabs(nav(shop),*nav(wishlist/product?id=42))/[modal in navigation]nav(login/sign-up)")
  }

  @Test func escapesEveryReservedByteAndOrdersParameters() throws {
    let identity = ScreenIdentity(
      "search results",
      parameters: ["q": "a&b=c/d?e,f(g)*[h]%", "é": "ünï", "A": "", "b-._~": "~._-"])
    let path = ScreenPath(
      root: .screen(identity),
      presentations: [.init(style: "my card", node: .screen(ScreenIdentity("x")))])
    let text = path.description
    #expect(
      text
        == "search%20results?%C3%A9=%C3%BCn%C3%AF&A=&b-._~=~._-&q=a%26b%3Dc%2Fd%3Fe%2Cf%28g%29%2A%5Bh%5D%25"
        + "/[my card]x")
    #expect(try ScreenPath(parsing: text) == path)
  }

  @Test func screensMayBeNamedLikeContainers() throws {
    let path = ScreenPath(
      root: .stack([ScreenIdentity("nav"), ScreenIdentity("tabs", parameters: ["nav(": "tabs("])]))
    #expect(path.description == "nav(nav/tabs?nav%28=tabs%28)")
    #expect(try ScreenPath(parsing: path.description) == path)
  }

  static let malformed: [(String, Int, String)] = [
    ("", 0, #"a screen name, "nav(" or "tabs(""#),
    ("nav()", 4, #"a screen name, "nav(" or "tabs(""#),
    ("nav(a", 5, #""/" and a screen, or ")" closing the stack"#),
    ("nav(a/)", 6, #"a screen name, "nav(" or "tabs(""#),
    ("tabs(a,b)", 8, #""*" marking the selected tab"#),
    ("tabs(*a,*b)", 9, #"a tab not marked "*" (one tab is)"#),
    ("a?", 2, "a parameter name"),
    ("a?k", 3, #""=" after the parameter name"#),
    ("a?k=1&k=2", 6, "parameters in ascending order of their names, each once"),
    ("a?b=1&a=2", 6, "parameters in ascending order of their names, each once"),
    ("a b", 1, #""/[" starting a presentation, or the end"#),
    ("a/b", 1, #""/[" starting a presentation, or the end"#),
    ("a/[]b", 3, "a presentation style"),
    ("a/[modal", 8, #""]" closing the presentation style"#),
    ("a%2", 1, #"two uppercase hex digits after "%" in a screen name"#),
    ("a%2f", 1, #"two uppercase hex digits after "%" in a screen name"#),
    ("%41", 0, #""A" written as itself, not percent-encoded"#),
    ("a/[x%20y]b", 4, #"" " written as itself, not percent-encoded"#),
    ("%FF", 3, "percent-encoded bytes forming valid UTF-8 in a screen name"),
    // A stray continuation byte (the fuzz target found it when Foundation decoded escapes).
    ("cC3%A9?ab=", 6, "percent-encoded bytes forming valid UTF-8 in a screen name"),
    ("é", 0, #"a screen name, "nav(" or "tabs(""#),
  ]

  @Test(arguments: malformed)
  func refusesMalformedTextWithWhereAndWhat(text: String, offset: Int, expected: String) {
    #expect(throws: ScreenPathError.malformed(text: text, offset: offset, expected: expected)) {
      try ScreenPath(parsing: text)
    }
    #expect(ScreenPath(text) == nil)
  }

  @Test func refusesTabsNestedTooDeeply() throws {
    let depth = ScreenPath.maximumNestingDepth
    let ok = String(repeating: "tabs(*", count: depth) + "a" + String(repeating: ")", count: depth)
    #expect(try ScreenPath(parsing: ok).description == ok)
    let deep = "tabs(*" + ok + ")"
    #expect(throws: ScreenPathError.self) { try ScreenPath(parsing: deep) }
  }

  @Test func codableThroughTheString() throws {
    let data = try JSONEncoder().encode(["path": Self.sample])
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.contains(#""tabs(nav(shop),*nav(wishlist\/product?id=42))"#))
    let decoded = try JSONDecoder().decode([String: ScreenPath].self, from: data)
    #expect(decoded["path"] == Self.sample)
    let bad = Data(#"{"path":"tabs("}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([String: ScreenPath].self, from: bad)
    }
  }

  @Test func losslessStringConvertible() {
    #expect(ScreenPath(Self.sample.description) == Self.sample)
  }

  /// Random bytes, random grammar tokens and mutations of valid paths never trap; every string
  /// accepted is canonical (reads back to itself).
  @Test func fuzzedTextNeverTrapsAndAcceptedTextIsCanonical() throws {
    var random = SplitMix64(seed: 0x5EED)
    let tokens = [
      "tabs(", "nav(", "*", ",", ")", "/", "/[", "]", "?", "&", "=", "%", "%2", "%20", "%C3%A9",
      "%FF", "a", "b", "modal", "modal in navigation", "id", "42", " ", "é", "(", "[",
    ]
    let seeds = [
      Self.sample.description, "tabs(*a,nav(b/c?x=1&y=2))/[fade]d/[modal]nav(e)",
      "a?k=%25%26", "tabs()",
    ]
    var accepted = 0
    for round in 0..<4000 {
      var text: String
      switch round % 3 {
      case 0:
        let count = Int(random.next() % 24)
        var bytes: [UInt8] = []
        for _ in 0..<count { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
        text = String(decoding: bytes, as: UTF8.self)
      case 1:
        text = ""
        for _ in 0..<Int(random.next() % 12) {
          text += tokens[Int(random.next() % UInt64(tokens.count))]
        }
      default:
        var bytes = Array(seeds[Int(random.next() % UInt64(seeds.count))].utf8)
        for _ in 0...Int(random.next() % 3) {
          let index = Int(random.next() % UInt64(bytes.count + 1))
          switch random.next() % 3 {
          case 0 where index < bytes.count: bytes.remove(at: index)
          case 1:
            let token = tokens[Int(random.next() % UInt64(tokens.count))]
            bytes.insert(contentsOf: Array(token.utf8), at: index)
          default:
            if index < bytes.count { bytes[index] = UInt8(truncatingIfNeeded: random.next()) }
          }
        }
        text = String(decoding: bytes, as: UTF8.self)
      }
      if let path = try? ScreenPath(parsing: text) {
        accepted += 1
        #expect(path.description == text)
        #expect(try ScreenPath(parsing: path.description) == path)
      }
    }
    #expect(accepted > 100)
  }
}
