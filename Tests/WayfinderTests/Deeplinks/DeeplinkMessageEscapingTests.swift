import Testing
import Wayfinder

/// Messages quote the app's text as they quote the URL's: a control character in a pattern, a
/// guard's name or reason, or a decoded query key shows as `\u{…}`, so no message spans lines.
@MainActor
@Suite struct DeeplinkMessageEscapingTests {
  @Test func aPatternRefusedForAControlCharacterIsQuotedEscaped() {
    var matcher = DeeplinkMatcher<Int>()
    #expect {
      try matcher.register("shop://a\nb", to: 1)
    } throws: { error in
      let message = String(describing: error)
      return !message.contains("\n") && message.contains("\"shop://a\\u{A}b\"")
    }
    #expect {
      try matcher.registerParameterType(Int.self, named: "Line\u{2028}Break")
    } throws: { error in
      let message = String(describing: error)
      return !message.contains("\u{2028}") && message.contains("Line\\u{2028}Break")
    }
    let origin = DeeplinkPatternError.invalidOrigin("shop://\r", reason: "r").description
    #expect(origin == "The deeplink origin \"shop://\\u{D}\" is invalid: r.")
  }

  @Test func aDecodedQueryKeyOfThePatternIsQuotedEscaped() throws {
    var matcher = DeeplinkMatcher<Int>()
    try matcher.register("shop://p?a%0Ab=:x", to: 1)
    let error = try #require(matcher.match("shop://p").failure)
    #expect(
      error.reason.description
        == "the URL matches \"shop://p?a%0Ab=:x\" but lacks its required query parameter "
        + "\"a\\u{A}b\"")
  }

  @Test func aGuardsNameAndReasonAreQuotedEscaped() {
    let denied = DeeplinkError.Reason.denied(guardName: "signed\nin", reason: "log\nout")
    #expect(denied.description == "the guard \"signed\\u{A}in\" denied it: log\\u{A}out")
    let closed = DeeplinkError.Reason.flowClosed(guardName: "a\tb").description
    #expect(closed == "the flow of the guard \"a\\u{9}b\" closed without a result")
    #expect(DeeplinkResult.pending(guardName: "x\ny").description == "pending (guard \"x\\u{A}y\")")
    let event = DeeplinkEvent.pending(url: "shop://a", guardName: "x\ny").description
    #expect(event == "deeplink pending shop://a (guard \"x\\u{A}y\")")
    let missing = DeeplinkError.Reason.missingParameter(name: "i\nd", available: ["a\nb"])
    #expect(
      missing.description == "the deeplink has no parameter \"i\\u{A}d\"; it has \"a\\u{A}b\"")
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
