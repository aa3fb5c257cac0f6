import Foundation
import Testing
import Wayfinder

/// Patterns that read as something the matcher does not do are refused, not read another way.
@Suite struct DeeplinkMisreadPatternTests {
  /// A typed wildcard (`*path<Int>`) is refused instead of matching text that is not a number.
  @Test func aTypedWildcardIsRefused() throws {
    var matcher = try DeeplinkMatcher<Int>(origins: ["shop://"])
    #expect(
      throws: DeeplinkPatternError.invalidPattern(
        "/files/*path<Int>",
        reason: #"segment 2 ("*path<Int>"): a wildcard captures text and takes no type"#)
    ) {
      try matcher.register("/files/*path<Int>", to: 1)
    }
    #expect(matcher.patterns.isEmpty)
    try matcher.register("/files/*path", to: 2)
    #expect(try matcher.match("shop://files/abc/x").get().parameters["path"] == "abc/x")
  }

  /// `:id?` is not an optional path parameter: the `?` would start an empty query and the
  /// pattern would need the segment after all.
  @Test(arguments: ["/product/:id?", "shop://search?", "/product/:id?&"])
  func aQuestionMarkWithoutQueryParametersIsRefused(pattern: String) throws {
    var matcher = try DeeplinkMatcher<Int>(origins: ["shop://"])
    #expect {
      try matcher.register(pattern, to: 1)
    } throws: { error in
      guard case .invalidPattern(pattern, let reason)? = error as? DeeplinkPatternError else {
        return false
      }
      return reason.contains("a path parameter cannot be optional")
    }
    #expect(matcher.patterns.isEmpty)
  }

  /// A host that is not ASCII is refused in a pattern and an origin: `URL` gives it in its
  /// ASCII form, so no `URL` would reach the pattern; the ASCII form matches both ways.
  @Test func aNonASCIIHostIsRefusedAndItsASCIIFormMatchesTheURL() throws {
    var matcher = DeeplinkMatcher<Int>()
    #expect {
      try matcher.register("https://b\u{FC}cher.example/x", to: 1)
    } throws: { error in
      guard case .invalidPattern(_, let reason)? = error as? DeeplinkPatternError else {
        return false
      }
      return reason.contains("xn--")
    }
    #expect {
      _ = try DeeplinkMatcher<Int>(origins: ["https://b\u{FC}cher.example"])
    } throws: { error in
      guard case .invalidOrigin? = error as? DeeplinkPatternError else { return false }
      return true
    }
    try matcher.register("https://xn--bcher-kva.example/x", to: 2)
    #expect(try matcher.match("https://xn--bcher-kva.example/x").get().destination == 2)
    let url = try #require(URL(string: "https://xn--bcher-kva.example/x"))
    #expect(try matcher.match(url).get().destination == 2)
    #expect(matcher.patterns == ["https://xn--bcher-kva.example/x"])
  }

  /// An optional typed query parameter whose value does not convert makes its pattern give way,
  /// as the precedence rules say.
  @Test func anOptionalQueryValueThatDoesNotConvertGivesWay() throws {
    var matcher = try DeeplinkMatcher<Int>(origins: ["shop://"])
    try matcher.register("/s/:a?n=:n<Int>?", to: 1)
    try matcher.register("/s/*rest", to: 2)
    #expect(try matcher.match("shop://s/x?n=abc").get().destination == 2)
    #expect(try matcher.match("shop://s/x?n=4").get().destination == 1)
    #expect(try matcher.match("shop://s/x").get().destination == 1)
  }
}
