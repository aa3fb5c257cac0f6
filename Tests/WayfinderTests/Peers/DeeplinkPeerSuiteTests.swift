import Foundation
import Testing
import Wayfinder

// The deeplink matchers' own test files of two peers, case by case, as tests of
// `DeeplinkMatcher` and `DeeplinkRouter`: URLNavigator (devxoul/URLNavigator, Tests/URLMatcherTests
// and Tests/URLNavigatorTests/NavigatorTests.swift) and Crossroad (giginet/Crossroad,
// Tests/CrossroadTests), with the issues of their trackers about URL matching. Each test names the
// peer's file and case, and says where Wayfinder's documented rule differs. The rules
// DeeplinkURLRulesTests took from these peers already (letter case of scheme, host and path,
// literal hosts, ports in patterns, log-safe messages, `String` and `URL`) are not repeated.
//
// Left out, with no counterpart in Wayfinder: URLNavigator's `normalizeURL`, `replaceRegex` and
// `URLPathComponent` internals (tested here through what they match), its view-controller
// factories, and `valueConverters` that return a value of another kind than the segment (a
// Wayfinder type converts its own text); Crossroad's `parameter(matchesIn:)` regular expressions,
// dynamic member lookup, comma-separated lists and sets (`[Int](from: "1,2,3")`), `URL` as a
// parameter type, `OpenURLOption`, and `accepting:` policies and groups (Wayfinder writes a
// pattern's scheme and host instead).

/// The reason `matcher` refuses `url`, or `nil` when it matches.
private func refusal<Destination>(
  _ url: String, in matcher: DeeplinkMatcher<Destination>
) -> DeeplinkError.Reason? {
  if case .failure(let error) = matcher.match(url) { error.reason } else { nil }
}

/// A matcher of `Int` destinations (each pattern's index) for `patterns`, in order.
private func makeMatcher(
  _ patterns: [String], origins: [String] = []
) throws -> DeeplinkMatcher<Int> {
  var matcher = try DeeplinkMatcher<Int>(origins: origins)
  for (index, pattern) in patterns.enumerated() { try matcher.register(pattern, to: index) }
  return matcher
}

/// URLNavigator's `greeting` converter as an app type: a name of letters, greeted.
private struct Greeting: LosslessStringConvertible, Sendable {
  let name: String

  init?(_ description: String) {
    guard !description.isEmpty, description.allSatisfy(\.isLetter) else { return nil }
    name = description
  }

  var description: String { "Hello, \(name)!" }
}

/// Crossroad's `Region` and `PokemonType` as an app type: a case named by its text.
private enum PokemonType: String, LosslessStringConvertible, Sendable {
  case fire, grass, water

  init?(_ description: String) { self.init(rawValue: description) }

  var description: String { rawValue }
}

// MARK: - URLNavigator

@Suite struct URLNavigatorSuiteTests {
  // URLMatcherTests.test_returns_nil_when_there_is_no_candidates: a matcher without patterns
  // refuses the URL, and says that no pattern has its scheme.
  @Test func aMatcherWithoutPatternsRefusesTheScheme() {
    #expect(refusal("myapp://user/1", in: DeeplinkMatcher<Int>()) == .unknownScheme("myapp"))
  }

  // URLMatcherTests.test_returns_nil_for_unmatched_scheme.
  @Test func anotherSchemeIsRefused() throws {
    let matcher = try makeMatcher(["yourapp://user/:id"])
    #expect(refusal("myapp://user/1", in: matcher) == .unknownScheme("myapp"))
  }

  // URLMatcherTests.test_returns_nil_for_totally_unmatched_url: no pattern shares a segment with
  // the path, so none is named as the nearest.
  @Test func aTotallyUnmatchedPathNamesNoNearestPattern() throws {
    let matcher = try makeMatcher(["myapp://comment/:id"])
    #expect(refusal("myapp://user/1", in: matcher) == .noMatch(path: "/user/1", nearest: nil))
  }

  // URLMatcherTests.test_returns_nil_for_partially_unmatched_url: a pattern longer than the path
  // does not match; it is named as the nearest.
  @Test func aPartiallyMatchingLongerPatternIsTheNearest() throws {
    let matcher = try makeMatcher(["myapp://user/:id/hello"])
    #expect(
      refusal("myapp://user/1", in: matcher)
        == .noMatch(path: "/user/1", nearest: "myapp://user/:id/hello"))
  }

  // URLMatcherTests.test_returns_nil_for_an_unmatched_value_type: URLNavigator writes
  // `<int:id>`, Wayfinder `:id<Int>`; the refusal says which parameter did not convert.
  @Test func aValueOfAnotherTypeIsRefusedWithTheParameter() throws {
    let matcher = try makeMatcher(["myapp://user/:id<Int>"])
    #expect(
      refusal("myapp://user/devxoul", in: matcher)
        == .invalidParameter(
          name: "id", text: "devxoul", expectedType: "Int", pattern: "myapp://user/:id<Int>"))
  }

  // URLMatcherTests.test_returns_a_result_for_totally_matching_url, and PR #120 (issue #111):
  // a literal segment wins over a parameter, in either order of registration.
  @Test(arguments: [
    ["myapp://hello/:name", "myapp://hello/world"], ["myapp://hello/world", "myapp://hello/:name"],
  ])
  func aLiteralWinsOverAParameter(patterns: [String]) throws {
    let match = try makeMatcher(patterns).match("myapp://hello/world").get()
    #expect(match.pattern == "myapp://hello/world")
    #expect(match.parameters.isEmpty)
  }

  // URLMatcherTests.test_returns_a_result_for_the_longest_matching_url: URLNavigator counts the
  // literal segments of the candidates; Wayfinder compares segment by segment from the left,
  // where a literal wins over a parameter and a parameter over a wildcard (`*path`, URLNavigator's
  // `<path:path>`).
  @Test func aLiteralSegmentWinsOverAWildcard() throws {
    let matcher = try makeMatcher(["myapp://*path", "myapp://hello/:name"])
    let match = try matcher.match("myapp://hello/world").get()
    #expect(match.pattern == "myapp://hello/:name")
    #expect(match.parameters == ["name": "world"])
    #expect(try matcher.match("myapp://bye/world").get().parameters == ["path": "bye/world"])
  }

  // URLMatcherTests.test_returns_a_result_with_an_url_value_for_matching_url.
  @Test func theShorterPatternMatchesTheShorterPath() throws {
    let match = try makeMatcher(["myapp://user/:id/hello", "myapp://user/:id"])
      .match("myapp://user/1").get()
    #expect(match.pattern == "myapp://user/:id")
    #expect(match.parameters.entries.map(\.name) == ["id"])
    #expect(match.parameters["id"] == "1")
  }

  // URLMatcherTests.test_returns_a_result_with_an_string_type_url_value_for_matching_url:
  // `<string:id>` is `:id<String>`, an untyped parameter, whose text converts when it is read.
  @Test func aStringParameterKeepsDigitsAsText() throws {
    let match = try makeMatcher(["myapp://user/:id<String>"]).match("myapp://user/123").get()
    #expect(match.pattern == "myapp://user/:id<String>")
    #expect(try match.parameters.value(named: "id", as: String.self) == "123")
    #expect(try match.parameters.value(named: "id", as: Int.self) == 123)
  }

  // URLMatcherTests.test_returns_a_result_with_an_int_type_url_value_for_matching_url.
  @Test func anIntParameterComesBackAsAnInt() throws {
    let match = try makeMatcher(["myapp://user/:id<Int>"]).match("myapp://user/123").get()
    #expect(match.pattern == "myapp://user/:id<Int>")
    #expect(try match.parameters.value(named: "id", as: Int.self) == 123)
  }

  // URLMatcherTests.test_returns_a_result_with_a_float_type_url_value_for_matching_url:
  // Wayfinder's floating-point type is `Double`; the text still reads as a `Float`.
  @Test func aDoubleParameterComesBackAsADouble() throws {
    let match = try makeMatcher(["myapp://user/:id<Double>"]).match("myapp://user/123.456").get()
    #expect(try match.parameters.value(named: "id", as: Double.self) == 123.456)
    #expect(try match.parameters.value(named: "id", as: Float.self) == 123.456)
  }

  // URLMatcherTests.test_returns_a_result_with_a_uuid_type_url_value_for_matching_url, in upper
  // and lower case.
  @Test(arguments: [
    "621425B8-42D1-4AB4-9A58-1E69D708A84B", "621425b8-42d1-4ab4-9a58-1e69d708a84b",
  ])
  func aUUIDParameterComesBackAsAUUID(text: String) throws {
    let match = try makeMatcher(["myapp://user/:id<UUID>"]).match("myapp://user/\(text)").get()
    #expect(
      try match.parameters.value(named: "id", as: UUID.self)
        == UUID(uuidString: "621425B8-42D1-4AB4-9A58-1E69D708A84B"))
    #expect(match.parameters["id"] == text)
  }

  // URLMatcherTests.test_returns_a_result_with_a_custom_type_url_value_for_matching_url:
  // `valueConverters["greeting"]` is an app type registered with `registerParameterType`, whose
  // failing initializer makes the segment not match, as a converter returning `nil` does.
  @Test func anAppTypeConvertsTheSegment() throws {
    var matcher = DeeplinkMatcher<Int>()
    try matcher.registerParameterType(Greeting.self)
    try matcher.register("myapp://hello/:name<Greeting>", to: 1)
    let match = try matcher.match("myapp://hello/devxoul").get()
    #expect(match.pattern == "myapp://hello/:name<Greeting>")
    #expect(
      try match.parameters.value(named: "name", as: Greeting.self).description
        == "Hello, devxoul!")
    #expect(
      refusal("myapp://hello/42", in: matcher)
        == .invalidParameter(
          name: "name", text: "42", expectedType: "Greeting",
          pattern: "myapp://hello/:name<Greeting>"))
  }

  // URLMatcherTests.test_returns_a_result_with_multiple_url_values_for_matching_url.
  @Test func everyParameterIsCapturedInOrder() throws {
    let match = try makeMatcher(["myapp://user/:id", "myapp://user/:id/:object"])
      .match("myapp://user/1/posts").get()
    #expect(match.pattern == "myapp://user/:id/:object")
    #expect(match.parameters == ["id": "1", "object": "posts"])
  }

  // URLMatcherTests.test_returns_a_result_with_ignoring_a_query_string: the query does not take
  // part in the match unless the pattern declares it; its items are still handed over.
  @Test func aQueryThePatternDoesNotDeclareIsIgnored() throws {
    let match = try makeMatcher(["myapp://alert"]).match("myapp://alert?title=hello&message=world")
      .get()
    #expect(match.pattern == "myapp://alert")
    #expect(match.parameters.isEmpty)
    #expect(
      match.queryItems == [
        DeeplinkQueryItem(name: "title", value: "hello"),
        DeeplinkQueryItem(name: "message", value: "world"),
      ])
  }

  // Issue #97 ("How to handle query items in URL?", `/test?p=<int:p>`): URLNavigator's patterns
  // have no query; Wayfinder declares query parameters in the pattern.
  @Test func aPatternDeclaresItsQueryParameters() throws {
    let matcher = try makeMatcher(["myapp://test?p=:p<Int>"])
    let match = try matcher.match("myapp://test?p=12345").get()
    #expect(try match.parameters.value(named: "p", as: Int.self) == 12345)
    #expect(
      refusal("myapp://test", in: matcher)
        == .missingQueryParameter(key: "p", pattern: "myapp://test?p=:p<Int>"))
  }

  // URLMatcherTests.test_returns_a_result_with_a_path_type_url_value: `https://<path:url>` takes
  // the host too; a Wayfinder host is literal (DeeplinkURLRulesTests refuses `https://*url`), so
  // the wildcard takes the path under a custom scheme, or under a literal host.
  @Test func aWildcardTakesTheRestOfThePathWithoutTheQuery() throws {
    let matcher = try makeMatcher(["myapp://*url", "https://google.com/*url"])
    let custom = try matcher.match("myapp://google.com/search?q=URLNavigator").get()
    #expect(custom.parameters == ["url": "google.com/search"])
    #expect(custom.queryItems == [DeeplinkQueryItem(name: "q", value: "URLNavigator")])
    let web = try matcher.match("https://google.com/search?q=URLNavigator").get()
    #expect(web.parameters == ["url": "search"])
  }

  // URLMatcherTests.test_returns_a_result_with_a_path_url_value_ending_with_trailing_slash: one
  // trailing slash is ignored, before a query too.
  @Test func aWildcardLeavesOutOneTrailingSlash() throws {
    let matcher = try makeMatcher(["myapp://*url"])
    let match = try matcher.match("myapp://google.com/search/?q=URLNavigator").get()
    #expect(match.parameters == ["url": "google.com/search"])
  }

  // URLMatcherTests.test_returns_nil_when_there_is_no_candidates_using_path (issue #109): an
  // empty string is a malformed URL, and a wildcard takes one segment or more, so it does not
  // match the path it ends.
  @Test func anEmptyURLIsMalformedAndAWildcardIsNeverEmpty() throws {
    #expect(
      refusal("", in: try makeMatcher(["myapp://anything/*url"]))
        == .malformedURL(reason: "the URL is empty"))
    #expect(
      refusal("http://host/anything", in: try makeMatcher(["http://host/anything/*url"]))
        == .noMatch(path: "/anything", nearest: "http://host/anything/*url"))
  }

  // URLMatcherTests.test_returns_same_candidate (issue #109): the order of registration does not
  // change the pattern that matches.
  @Test(arguments: [
    ["http://host/anything/*url", "http://host/anything"],
    ["http://host/anything", "http://host/anything/*url"],
  ])
  func theOrderOfRegistrationDoesNotChooseThePattern(patterns: [String]) throws {
    let matcher = try makeMatcher(patterns)
    #expect(try matcher.match("http://host/anything").get().pattern == "http://host/anything")
    #expect(
      try matcher.match("http://host/anything/else").get().pattern == "http://host/anything/*url")
  }

  // URLMatcherTests.test_returns_nil_when_there_is_another_url_in_the_path (issue #123): a URL
  // in the path gives an empty segment, which makes the URL malformed; percent-encoded, it is
  // one segment, decoded.
  @Test func aURLInThePathTravelsPercentEncoded() throws {
    let matcher = try makeMatcher(["myapp://browser/:url"])
    #expect(
      refusal("myapp://browser/http://google.fr", in: matcher)
        == .malformedURL(reason: "path segment 3 is empty (a double slash)"))
    let match = try matcher.match("myapp://browser/http%3A%2F%2Fgoogle.fr").get()
    #expect(match.parameters == ["url": "http://google.fr"])
  }

  // URLMatcherInternalTests.test_normalizeURL_removes_redundant_slashes_and_query_parameters_and_
  // hashbangs: URLNavigator collapses `myapp:///////user///<id>//hello/??/#abc=/def`; Wayfinder
  // reads `myapp:///user` as `myapp://user`, ignores one trailing slash, the query and the
  // fragment, and refuses the empty segments of the other slashes.
  @Test func redundantSlashesAreRefusedButOneTrailingSlashQueryAndFragmentAreNot() throws {
    let matcher = try makeMatcher(["myapp://user/:id/hello"])
    for url in ["myapp:///user/1/hello", "myapp://user/1/hello/??/#abc=/def", "myapp:user/1/hello"]
    {
      #expect(try matcher.match(url).get().parameters == ["id": "1"])
    }
    #expect(
      refusal("myapp:///////user///1//hello/??/#abc=/def", in: matcher)
        == .malformedURL(reason: "path segment 1 is empty (a double slash)"))
    #expect(
      refusal("myapp://user/1/hello//", in: matcher)
        == .malformedURL(reason: "path segment 4 is empty (a double slash)"))
  }

  // URLMatcherInternalTests.test_normalizeURL_does_not_change_anything_if_there_is_nothing_to_
  // normalize (`https://`) and PR #29 (matching the root path): `https://` has no host; a custom
  // scheme's root path is `/` under an origin, or the scheme alone.
  @Test func theRootPathMatchesTheSchemeAlone() throws {
    #expect(
      refusal("https://", in: try makeMatcher(["https://host/x"]))
        == .malformedURL(reason: "the host is empty"))
    let matcher = try makeMatcher(["/"], origins: ["myapp://", "https://host"])
    for url in ["myapp://", "myapp:", "myapp:///", "https://host", "https://host/", "myapp://?a=1"]
    {
      #expect(try matcher.match(url).get().pattern == "/")
    }
  }

  // URLMatcherInternalTests.test_pathComponents_returns_proper_path_components: the pattern's
  // parameters are named in order, untyped and typed.
  @Test func aPatternsParametersAreNamedInOrder() throws {
    let match = try makeMatcher(["myapp://foo/bar/:name/:id<Int>"]).match("myapp://foo/bar/kim/7")
      .get()
    #expect(match.parameters.names == ["name", "id"])
    #expect(try match.parameters.value(named: "id", as: Int.self) == 7)
  }

  // URLPathComponentTests.test_placeholder_equatable and test_plain_equatable: URLNavigator
  // compares placeholders by type and key; Wayfinder compares patterns by the URLs they match,
  // so two parameters of one type conflict whatever their names, and a literal `id` is not the
  // parameter `:id`.
  @Test func patternsConflictByWhatTheyMatchNotByNames() throws {
    var matcher = try makeMatcher(["myapp://user/:id<Int>", "myapp://user/id", "myapp://user/:id"])
    #expect(
      throws: DeeplinkPatternError.conflict(
        "myapp://user/:name<Int>", existing: "myapp://user/:id<Int>")
    ) {
      try matcher.register("myapp://user/:name<Int>", to: 9)
    }
    #expect(try matcher.match("myapp://user/id").get().pattern == "myapp://user/id")
    #expect(try matcher.match("myapp://user/7").get().pattern == "myapp://user/:id<Int>")
    #expect(try matcher.match("myapp://user/kim").get().pattern == "myapp://user/:id")
  }

  // URLConvertibleTests.test_urlValue_returns_an_URL_instance_from_unicode_string: a literal
  // segment in Hangul matches the URL written in Hangul or percent-encoded.
  @Test(arguments: ["https://xoul.kr/한글", "https://xoul.kr/%ED%95%9C%EA%B8%80"])
  func aUnicodeSegmentMatchesWrittenOrEncoded(url: String) throws {
    let matcher = try makeMatcher(["https://xoul.kr/한글/:word"])
    #expect(try matcher.match(url + "/%EC%95%88").get().parameters == ["word": "안"])
    #expect(try matcher.match(url + "/안").get().parameters == ["word": "안"])
  }

  // URLConvertibleTests.test_queryParameters_when_there_is_no_query_string_return_empty_dict and
  // …_when_there_is_an_empty_query_string_returns_empty_dict, and test_queryItems_when_there_is_
  // no_query_string_returns_nil: Wayfinder hands over no items in both cases.
  @Test(arguments: ["https://xoul.kr", "https://xoul.kr?", "https://xoul.kr/?"])
  func noQueryAndAnEmptyQueryGiveNoItems(url: String) throws {
    let match = try makeMatcher(["https://xoul.kr"]).match(url).get()
    #expect(match.queryItems.isEmpty)
  }

  // URLConvertibleTests.test_queryParameters_when_there_is_a_query_string and
  // test_queryItems_when_there_is_a_query_string: items are percent-decoded and kept in order
  // with their duplicates; a URL as a value keeps its `/`, `?` and `:`. Two rules differ:
  // Wayfinder reads `+` as a space, as forms send it (URLNavigator keeps it), and a key given
  // twice takes its first value (URLNavigator its last).
  @Test func queryItemsAreDecodedInOrderAndAKeyTakesItsFirstValue() throws {
    let matcher = try makeMatcher(["https://xoul.kr?int=:int<Int>&greeting=:greeting&url=:url"])
    let match = try matcher.match(
      "https://xoul.kr?key=this%20is%20a%20value&greeting=hello+world!&int=12&int=34"
        + "&url=https://foo/bar?hello=world"
    ).get()
    #expect(
      match.queryItems == [
        DeeplinkQueryItem(name: "key", value: "this is a value"),
        DeeplinkQueryItem(name: "greeting", value: "hello world!"),
        DeeplinkQueryItem(name: "int", value: "12"),
        DeeplinkQueryItem(name: "int", value: "34"),
        DeeplinkQueryItem(name: "url", value: "https://foo/bar?hello=world"),
      ])
    #expect(try match.parameters.value(named: "int", as: Int.self) == 12)
    #expect(match.parameters["greeting"] == "hello world!")
    #expect(match.parameters["url"] == "https://foo/bar?hello=world")
    let plus = try matcher.match("https://xoul.kr?int=1&greeting=hello%2Bworld!&url=x").get()
    #expect(plus.parameters["greeting"] == "hello+world!")
  }

  // The trackers' reports on URL matching (trailing slashes, encoded slashes, fragments, query
  // items without a value, ports): a literal segment written `a%2Fb` matches the encoded slash
  // only; a fragment is ignored even when it holds a `?`; an item without `=` gives a required
  // untyped parameter the empty text; an http(s) URL's port is ignored, one that is not a number
  // makes it malformed.
  @Test func theTrackersURLReportsHold() throws {
    let matcher = try makeMatcher([
      "myapp://a%2Fb", "myapp://debug?verbose=:verbose", "myapp://item/:id", "https://host/x",
    ])
    #expect(try matcher.match("myapp://a%2fb/").get().destination == 0)
    #expect(refusal("myapp://a/b", in: matcher) == .noMatch(path: "/a/b", nearest: nil))
    #expect(try matcher.match("myapp://debug?verbose").get().parameters == ["verbose": ""])
    let fragment = try matcher.match("myapp://item/7#reviews?page=2").get()
    #expect(fragment.parameters == ["id": "7"])
    #expect(fragment.queryItems.isEmpty)
    #expect(try matcher.match("https://host:8443/x").get().destination == 3)
    #expect(
      refusal("https://host:port/x", in: matcher)
        == .malformedURL(reason: "the port after the host is not a number"))
  }

  // NavigatorTests.test_viewController_returns_nil_for_not_matching_url_when_there_is_a_
  // registered_view_controller: URLNavigator looks `/article/123` up without a scheme; Wayfinder
  // matches whole URLs, so a path alone is malformed.
  @Test func aPathWithoutSchemeIsMalformed() throws {
    #expect(
      refusal("/article/123", in: try makeMatcher(["myapp://article/:id<Int>"]))
        == .malformedURL(reason: "it does not start with a scheme such as \"shop:\""))
  }

  // NavigatorTests.test_viewController_returns_nil_for_not_matching_factory_…,
  // test_viewController_returns_matching_view_controller_…: URLNavigator's factory returns `nil`
  // for `myapp://article/-1`; a Wayfinder handler throws, and the link is refused with that error.
  @MainActor
  @Test func aHandlerThatThrowsRefusesTheLink() throws {
    let deeplinks = try DeeplinkRouter(window: Window())
    var opened: [Int] = []
    try deeplinks.register("myapp://article/:id<Int>") { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      guard id > 0 else { throw ArticleNotFound(id: id) }
      opened.append(id)
    }
    #expect(deeplinks.handle("myapp://article/123").description == "handled (opened)")
    #expect(
      deeplinks.handle("myapp://article/-1").error
        == DeeplinkError(
          url: "myapp://article/-1", reason: .handlerFailed(ArticleNotFound(id: -1))))
    #expect(
      deeplinks.handle("myapp://article/hello").error?.reason
        == .invalidParameter(
          name: "id", text: "hello", expectedType: "Int", pattern: "myapp://article/:id<Int>"))
    #expect(opened == [123])
  }
}

/// The article a link names does not exist.
private struct ArticleNotFound: Error, CustomStringConvertible {
  let id: Int
  var description: String { "no article \(id)" }
}

// MARK: - Crossroad

@Suite struct CrossroadSuiteTests {
  // PatternTests.testParsePattern, the patterns Crossroad accepts: a universal link, a custom
  // scheme, a path-only pattern (one pattern for every origin, Crossroad's issue #31 and PR #35)
  // and a parameter as a custom scheme's first component. Crossroad
  // also accepts `pokemons/:id` and `aaaaaaaaaaa` as paths; a Wayfinder path-only pattern starts
  // with `/`, and `http://localhost:3000/:id` names a port (a URL's port is ignored instead).
  @Test func thePatternsCrossroadParsesMatchTheirURLs() throws {
    let matcher = try makeMatcher(
      [
        "https://pokedex.com/pokemons/:id", "pokedex://pokemons/:id", "/moves/:id", "pokedex://:id",
        "http://localhost/:id", "/",
      ],
      origins: ["pokedex://", "https://pokedex.com"])
    let cases: [(url: String, pattern: Int, id: String?)] = [
      ("https://pokedex.com/pokemons/25", 0, "25"), ("pokedex://pokemons/25", 1, "25"),
      ("https://pokedex.com/moves/3", 2, "3"), ("pokedex://moves/3", 2, "3"),
      ("POKEDEX://Pikachu", 3, "Pikachu"), ("http://localhost:3000/25", 4, "25"),
      ("pokedex://", 5, nil), ("https://pokedex.com/", 5, nil),
    ]
    for (url, pattern, id) in cases {
      let match = try matcher.match(url).get()
      #expect(match.destination == pattern, "\(url)")
      #expect(match.parameters["id"] == id, "\(url)")
    }
  }

  // PatternTests.testParsePattern, the patterns Crossroad refuses (and one it accepts that
  // Wayfinder refuses): each refusal is typed and says what is wrong.
  @Test(arguments: [
    ("///////////////", "path segment 1 is empty (a double slash)"),
    ("/////aaaaaa/////", "path segment 1 is empty (a double slash)"),
    ("http://", "the host is empty"),
    ("http://localhost:3000/:id", "a pattern cannot name a port"),
  ])
  func aMalformedPatternIsRefusedWithItsReason(pattern: String, reason: String) throws {
    var matcher = try DeeplinkMatcher<Int>(origins: ["pokedex://"])
    #expect(throws: DeeplinkPatternError.invalidPattern(pattern, reason: reason)) {
      try matcher.register(pattern, to: 1)
    }
    #expect(matcher.patterns.isEmpty)
  }

  // PatternTests.testParsePattern, the relative patterns: Crossroad reads `pokemons/:id` and
  // `aaaaaaaaaaa` as paths and refuses `aaaaaa//////////aaaaa`; a Wayfinder pattern starts with a
  // scheme or `/`, so all three are refused, and the reason says the scheme is missing (it said
  // "the scheme is not followed by \":\"", reading the first word as a scheme).
  @Test(arguments: ["pokemons/:id", "aaaaaaaaaaa", "aaaaaa//////////aaaaa"])
  func aRelativePatternIsRefused(pattern: String) throws {
    var matcher = try DeeplinkMatcher<Int>(origins: ["pokedex://"])
    let reason = "it does not start with a scheme such as \"shop:\""
    #expect(throws: DeeplinkPatternError.invalidPattern(pattern, reason: reason)) {
      try matcher.register(pattern, to: 1)
    }
    #expect(matcher.patterns.isEmpty)
    guard case .failure(let error) = matcher.match(pattern) else {
      Issue.record("\(pattern) matched as a URL")
      return
    }
    #expect(error.reason == .malformedURL(reason: reason))
  }

  // URLNavigator writes a parameter `<id>` (`myapp://user/<int:id>`): in a Wayfinder pattern it
  // would be a literal no URL from `URL(string:)` has (it encodes `<` as `%3C`), so the pattern is
  // refused with the spelling to use.
  @Test(arguments: ["myapp://user/<id>", "myapp://user/<int:id>", "/user/a>b"])
  func aURLNavigatorParameterIsRefusedWithTheWayfinderSpelling(pattern: String) throws {
    var matcher = try DeeplinkMatcher<Int>(origins: ["myapp://"])
    #expect {
      try matcher.register(pattern, to: 1)
    } throws: { error in
      guard case .invalidPattern(pattern, let reason) = error as? DeeplinkPatternError else {
        return false
      }
      return reason.contains("a parameter is written :name or :name<Type> (not <name>)")
        && reason.contains("%3C or %3E")
    }
    try matcher.register("myapp://user/%3Cid%3E", to: 2)
    #expect(try matcher.match("myapp://user/%3Cid%3E").get().destination == 2)
  }

  // ParserTests.testURLParser: an untyped argument reads as an `Int` (`context.argument(named:)`
  // is `parameters.value(named:as:)`).
  @Test func anUntypedArgumentReadsAsAnInt() throws {
    let match = try makeMatcher(["pokedex://pokemons/:pokedexID"]).match("pokedex://pokemons/25")
      .get()
    #expect(try match.parameters.value(named: "pokedexID", as: Int.self) == 25)
  }

  // ParserTests.testPatternCase, the cases DeeplinkURLRulesTests does not cover: a pattern with
  // no path matches its origin alone, and a URL of another host is refused as such (Crossroad's
  // PR #39 fixed a parser that ignored the host).
  @Test func anotherHostIsRefusedAndAnOriginAloneMatches() throws {
    let matcher = try makeMatcher(
      ["http://my-awesome-pokedex.com", "http://my-awesome-pokedex.com/pokemons/:id", "pokedex://"])
    #expect(try matcher.match("http://my-awesome-pokedex.com").get().destination == 0)
    #expect(try matcher.match("HTTP://MY-AWESOME-POKEDEX.COM/pokemons/1").get().destination == 1)
    #expect(try matcher.match("pokedex://").get().destination == 2)
    #expect(
      refusal("http://totally-different-url.com/pokemons/100", in: matcher)
        == .unknownHost("totally-different-url.com", scheme: "http"))
  }

  // ContextTests.testArguments: reading an argument as another type, or one the link lacks,
  // throws a typed reason (Crossroad's `couldNotParse` and `keyNotFound`).
  @Test func readingAnArgumentWrongThrowsATypedReason() throws {
    let pattern = "pokedex://searches/:pokedexID/:name"
    let match = try makeMatcher([pattern]).match("pokedex://searches/25/Pikachu").get()
    #expect(try match.parameters.value(named: "pokedexID", as: Int.self) == 25)
    #expect(try match.parameters.value(named: "name", as: String.self) == "Pikachu")
    #expect(
      throws: DeeplinkError.Reason.invalidParameter(
        name: "name", text: "Pikachu", expectedType: "Int", pattern: pattern)
    ) {
      try match.parameters.value(named: "name", as: Int.self)
    }
    #expect(
      throws: DeeplinkError.Reason.missingParameter(
        name: "unknown_key", available: ["pokedexID", "name"])
    ) {
      try match.parameters.value(named: "unknown_key", as: Int.self)
    }
  }

  // ContextTests.testParameters and testSubscriptParameter: query parameters by key, an app
  // type among them, and a key the URL lacks is absent. Crossroad looks keys up ignoring case
  // (`NaMe`); a Wayfinder pattern's key is compared as written, so `NaMe=` is another item.
  @Test func queryParametersAreReadByTheirKey() throws {
    var matcher = DeeplinkMatcher<Int>()
    try matcher.registerParameterType(PokemonType.self)
    let pattern = "pokedex://searches?name=:name&type=:type<PokemonType>&moves=:moves?"
    try matcher.register(pattern, to: 1)
    let match = try matcher.match("pokedex://searches?name=Pikachu&type=water&name2=Mewtwo").get()
    #expect(match.parameters["name"] == "Pikachu")
    #expect(try match.parameters.value(named: "type", as: PokemonType.self) == .water)
    #expect(match.parameters["moves"] == nil)
    #expect(match.queryItems.map(\.name) == ["name", "type", "name2"])
    #expect(
      refusal("pokedex://searches?NaMe=Pikachu&type=water", in: matcher)
        == .missingQueryParameter(key: "name", pattern: pattern))
  }

  // ContextTests.testRequiredQueryParameters: a required query parameter the URL lacks, or whose
  // value does not convert, refuses the URL; Crossroad reports both as missing, Wayfinder says
  // which.
  @Test func aRequiredQueryParameterMissingOrUnconvertibleIsRefused() throws {
    let pattern = "pokedex://searches?name=:name<Int>"
    let matcher = try makeMatcher([pattern])
    #expect(
      refusal("pokedex://searches?foo=1", in: matcher)
        == .missingQueryParameter(key: "name", pattern: pattern))
    #expect(
      refusal("pokedex://searches?name=Pikachu", in: matcher)
        == .invalidParameter(name: "name", text: "Pikachu", expectedType: "Int", pattern: pattern)
    )
  }

  // ParsableTests.testWithPrimitives and testWithEnum: the built-in types convert what Swift's
  // initializers convert, an app enum its cases (`faily` is not one).
  @Test func builtInAndAppTypesConvertTheirText() throws {
    var matcher = DeeplinkMatcher<Int>()
    try matcher.registerParameterType(PokemonType.self)
    try matcher.register(
      "pokedex://p/:int<Int>/:double<Double>/:bool<Bool>/:text/:type<PokemonType>", to: 1)
    let match = try matcher.match("pokedex://p/10/10.0/false/pok%C3%A8ball/fire").get()
    #expect(try match.parameters.value(named: "int", as: Int.self) == 10)
    #expect(try match.parameters.value(named: "int", as: Int64.self) == 10)
    #expect(try match.parameters.value(named: "double", as: Double.self) == 10)
    #expect(try match.parameters.value(named: "double", as: Float.self) == 10)
    #expect(try match.parameters.value(named: "bool", as: Bool.self) == false)
    #expect(match.parameters["text"] == "pokèball")
    #expect(try match.parameters.value(named: "type", as: PokemonType.self) == .fire)
    #expect(
      refusal("pokedex://p/10/10.0/false/x/faily", in: matcher)
        == .invalidParameter(
          name: "type", text: "faily", expectedType: "PokemonType",
          pattern: "pokedex://p/:int<Int>/:double<Double>/:bool<Bool>/:text/:type<PokemonType>"))
  }

  // RouterTests.testCanRespond and testCanRespondWithCapitalCase: a custom scheme's first
  // component ignores case (in the pattern too), later segments do not; a parameter keeps the
  // URL's case. Crossroad's relative URLs (`static`, `foo/bar`) are malformed in Wayfinder, which
  // reads whole URLs.
  @Test(arguments: [
    [
      "foobar://static", "foobar://foo/bar", "foobar://SPAM/HAM", "foobar://:keyword",
      "foobar://foo/:keyword",
    ],
    [
      "FOOBAR://STATIC", "FOOBAR://FOO/BAR", "FOOBAR://SPAM/HAM", "FOOBAR://:keyword",
      "FOOBAR://FOO/:keyword",
    ],
  ])
  func aCustomSchemesFirstComponentIgnoresCase(patterns: [String]) throws {
    let matcher = try makeMatcher(patterns)
    let isLowercase = patterns[0].hasPrefix("foobar")
    let matching: [(url: String, pattern: Int, keyword: String?)] = [
      ("foobar://static", 0, nil), ("foobar://sTATic", 0, nil), ("foobar://foo", 3, "foo"),
      ("FOOBAR://FOO", 3, "FOO"), ("foobar://foo/10000", 4, "10000"),
      ("foobar://FOO/10000", 4, "10000"), ("foobar://SPAM/HAM", 2, nil),
      ("foobar://spam/HAM", 2, nil),
    ]
    for (url, pattern, keyword) in matching {
      let match = try matcher.match(url).get()
      #expect(match.destination == pattern, "\(url)")
      #expect(match.parameters["keyword"] == keyword, "\(url)")
    }
    // The lowercase patterns have the literal `bar`, the uppercase ones `BAR`: the other is a keyword.
    #expect(try matcher.match("FOOBAR://FOO/bar").get().destination == (isLowercase ? 1 : 4))
    #expect(try matcher.match("foobar://foo/BAR").get().destination == (isLowercase ? 4 : 1))
    for url in ["foobar://aaa/bbb", "foobar://spam/ham", "foobar://SPAM/ham"] {
      guard case .noMatch = refusal(url, in: matcher) else {
        Issue.record("\(url) is not refused as unmatched")
        continue
      }
    }
    #expect(refusal("notfoobar://aaa/bbb", in: matcher) == .unknownScheme("notfoobar"))
    for url in ["static", "foo", "foo/bar", "foo/10000", "aaa/bbb", "spam/ham"] {
      guard case .malformedURL = refusal(url, in: matcher) else {
        Issue.record("\(url) is not refused as malformed")
        continue
      }
    }
  }

  // RouterTests.testCanRespondWithURLPrefix and testCanRespondWithoutPrefixWithURLPrefix: under
  // an http(s) host every path segment keeps its case, path-only patterns or not. Crossroad's
  // `static` without a slash is `/static` in Wayfinder.
  @Test(arguments: ["https://example.com", ""])
  func underAHostEveryPathSegmentKeepsItsCase(prefix: String) throws {
    let matcher = try makeMatcher(
      ["/static", "/foo/bar", "/SPAM/HAM", "/:keyword", "/foo/:keyword"].map { prefix + $0 },
      origins: ["https://example.com"])
    let matching: [(url: String, pattern: Int)] = [
      ("https://example.com/static", 0), ("https://example.com/foo", 3),
      ("https://example.com/foo/bar", 1), ("https://example.com/foo/10000", 4),
      ("https://example.com/SPAM/HAM", 2), ("HTTPS://EXAMPLE.COM/static", 0),
    ]
    for (url, pattern) in matching {
      #expect(try matcher.match(url).get().destination == pattern, "\(url)")
    }
    for url in [
      "https://example.com/FOO/10000", "https://example.com/aaa/bbb",
      "https://example.com/spam/ham",
    ] {
      guard case .noMatch = refusal(url, in: matcher) else {
        Issue.record("\(url) is not refused as unmatched")
        continue
      }
    }
    #expect(refusal("nothttps://example.com/aaa/bbb", in: matcher) == .unknownScheme("nothttps"))
  }

  // RouterTests.testCanRespondWithRelativePath and testCanRespondWithoutPrefix: a path-only
  // pattern's first segment is a custom scheme's first component, which ignores case.
  @Test func aPathOnlyPatternsFirstSegmentIgnoresCaseUnderACustomScheme() throws {
    let matcher = try makeMatcher(
      ["/static", "/foo/bar", "/SPAM/HAM", "/:keyword", "/foo/:keyword"], origins: ["foobar://"])
    #expect(try matcher.match("FOOBAR://FOO/BAR").get().destination == 4)
    #expect(try matcher.match("foobar://FOO/bar").get().destination == 1)
    #expect(try matcher.match("foobar://spam/HAM").get().destination == 2)
    #expect(try matcher.match("foobar://FOO/10000").get().parameters == ["keyword": "10000"])
    guard case .noMatch = refusal("foobar://spam/ham", in: matcher) else {
      Issue.record("foobar://spam/ham is not refused as unmatched")
      return
    }
  }

  // RouterTests.testCanRespondWithNoPathComponents: `/` matches a custom scheme alone and a host
  // with or without its slash, not another scheme.
  @Test func theRootPatternMatchesEachOriginAlone() throws {
    let matcher = try makeMatcher(["/"], origins: ["foobar://", "https://example.com"])
    for url in ["foobar://", "https://example.com", "https://example.com/"] {
      #expect(try matcher.match(url).get().pattern == "/")
    }
    #expect(refusal("http://example.com/", in: matcher) == .unknownScheme("http"))
  }

  // RouterTests.testHandle and testHandleWithURLPrefix, testHandleWithoutPrefix,
  // testHandleWithSlashPrefix, testHandleCapitalCasedHostKeyword: the handler gets the URL as
  // handed over, the path parameters and the query items.
  @MainActor
  @Test func theHandlerGetsTheURLItsArgumentsAndItsQuery() throws {
    let deeplinks = try DeeplinkRouter(window: Window(), origins: ["foobar://"])
    var links: [(url: String, parameters: DeeplinkParameters, items: [DeeplinkQueryItem])] = []
    try deeplinks.register("/static", "/foo/bar", "/:pokemonName", "/foo/:pokemonName/:keyword2") {
      link in
      links.append((link.url, link.parameters, link.queryItems))
    }
    for url in [
      "foobar://static", "foobar://foo/bar?param0=123", "FOOBAR://HOGE",
      "foobar://foo/hoge/fuga",
    ] {
      #expect(deeplinks.handle(url).description == "handled (opened)", "\(url)")
    }
    #expect(
      links.map(\.url) == [
        "foobar://static", "foobar://foo/bar?param0=123", "FOOBAR://HOGE", "foobar://foo/hoge/fuga",
      ])
    #expect(
      links.map(\.parameters) == [
        [:], [:], ["pokemonName": "HOGE"], ["pokemonName": "hoge", "keyword2": "fuga"],
      ])
    #expect(links[1].items == [DeeplinkQueryItem(name: "param0", value: "123")])
    for url in ["foobar://spam/ham", "notfoobar://static", "static", "foo/bar?param0=123"] {
      #expect(!deeplinks.handle(url).isAccepted, "\(url)")
    }
    #expect(links.count == 4)
  }

  // RouterTests.testHandlerWithSamePatterns (and …WithURLPrefix, …WithoutPrefix): Crossroad
  // registers `foo/:id` and `foo/:pokemonName` and falls through to the second when the first
  // handler throws; in Wayfinder they conflict (one path, one pattern), and a typed parameter
  // chooses between them.
  @Test func twoParametersAtOnePlaceConflictAndATypeTellsThemApart() throws {
    var matcher = try makeMatcher(["foobar://foo/:id"])
    #expect(
      throws: DeeplinkPatternError.conflict(
        "foobar://foo/:pokemonName", existing: "foobar://foo/:id")
    ) {
      try matcher.register("foobar://foo/:pokemonName", to: 1)
    }
    let typed = try makeMatcher(["foobar://foo/:id<Int>", "foobar://foo/:pokemonName"])
    #expect(try typed.match("foobar://foo/42").get().parameters == ["id": "42"])
    #expect(try typed.match("FOOBAR://FOO/BAR").get().parameters == ["pokemonName": "BAR"])
  }

  // RouterTests.testHandleReturnsFalse (and …WithURLPrefix, …WithoutPrefix,
  // …WithoutPrefixWithURLPrefix): a handler that throws refuses the link. Crossroad then tries
  // the next route that matches (`/foo/:pokemonName` for `foo/bar`); Wayfinder does not, since the
  // steps the handler took stay done.
  @MainActor
  @Test func aHandlerThatThrowsRefusesWithoutTryingAnotherPattern() throws {
    let deeplinks = try DeeplinkRouter(window: Window(), origins: ["https://example.com"])
    var handled: [String] = []
    try deeplinks.register("/foo/bar") { _ in
      handled.append("foo/bar")
      throw PokemonFainted()
    }
    try deeplinks.register("/foo/:pokemonName") { link in
      handled.append(link.parameters["pokemonName"] ?? "")
    }
    #expect(
      deeplinks.handle("https://example.com/foo/bar").error?.reason
        == .handlerFailed(PokemonFainted()))
    #expect(deeplinks.handle("https://example.com/foo/Pikachu").isAccepted)
    #expect(handled == ["foo/bar", "Pikachu"])
  }

  // RouterTests.testWithUserInfo (and its three variants): Crossroad hands the caller's
  // `userInfo` to the handler; Wayfinder hands over where the link came from and the transition
  // asked for.
  @MainActor
  @Test func theHandlerGetsTheSourceAndTransitionOfTheCall() throws {
    let deeplinks = try DeeplinkRouter(window: Window(), origins: ["foobar://"])
    var seen: [(DeeplinkSource, Transition?)] = []
    try deeplinks.register("/static") { link in seen.append((link.source, link.transition)) }
    deeplinks.handle("foobar://static", as: .modal, from: .pushNotification(id: "42"))
    #expect(!deeplinks.handle("static", from: .custom("widget")).isAccepted)
    #expect(seen.map(\.0) == [.pushNotification(id: "42")])
    #expect(seen.map(\.1) == [.modal])
  }

  // Router_AcceptanceTests.testAcceptOnly, testAcceptOnlyWithGroup,
  // testAcceptOnlyWithGroupWithAnotherUniversalLink, and DSLTests.testDSL and testGroupedDSL:
  // Crossroad restricts a path to some origins with `accepting:`; Wayfinder writes the origin in
  // the pattern. Another host is refused as unknown, a malformed scheme as malformed.
  @Test func aPatternWithItsOriginAcceptsOnlyThatOrigin() throws {
    let matcher = try makeMatcher(
      [
        "https://my-awesome-pokedex.com/pokemons/:id", "https://another-pokedex.com/moves/:id",
        "pokedex://pokemons", "/",
      ],
      origins: ["pokedex://", "https://my-awesome-pokedex.com", "https://another-pokedex.com"])
    #expect(try matcher.match("https://my-awesome-pokedex.com/pokemons/:id").get().destination == 0)
    #expect(try matcher.match("https://another-pokedex.com/moves/:id").get().destination == 1)
    #expect(try matcher.match("pokedex://pokemons").get().destination == 2)
    for url in ["pokedex://", "https://my-awesome-pokedex.com/", "https://another-pokedex.com/"] {
      #expect(try matcher.match(url).get().destination == 3, "\(url)")
    }
    for url in [
      "pokedex://pokemons/:id", "pokedex://moves/:id", "https://my-awesome-pokedex.com/moves/:id",
      "https://another-pokedex.com/pokemons/:id", "https://my-awesome-pokedex.com/pokemons",
    ] {
      guard case .noMatch = refusal(url, in: matcher) else {
        Issue.record("\(url) is not refused as unmatched")
        continue
      }
    }
    #expect(
      refusal("https://invalid-pokedex.com/", in: matcher)
        == .unknownHost("invalid-pokedex.com", scheme: "https"))
    guard case .malformedURL = refusal("invalid_scheme://", in: matcher) else {
      Issue.record("invalid_scheme:// is not refused as malformed")
      return
    }
  }

  // Router_ValidationTests.testValidateForDuplicatedRoute,
  // testValidateForDuplicatedRouteWithAcceptPolicy and
  // testValidateForDuplicatedRouteWithSamePathAndNotIntercectedAcceptPolicy: one path under one
  // origin takes one pattern; under two origins it is two paths. A path-only pattern covers every
  // origin, so a full pattern of one of them conflicts with it.
  @Test func aDuplicatedRouteConflictsUnderOneOriginOnly() throws {
    var matcher = try DeeplinkMatcher<Int>(
      origins: ["pokedex://", "https://my-awesome-pokedex.com"])
    try matcher.register("/hoge/fuga", to: 1)
    #expect(throws: DeeplinkPatternError.conflict("/hoge/fuga", existing: "/hoge/fuga")) {
      try matcher.register("/hoge/fuga", to: 2)
    }
    #expect(
      throws: DeeplinkPatternError.conflict("pokedex://hoge/fuga", existing: "/hoge/fuga")
    ) {
      try matcher.register("pokedex://hoge/fuga", to: 3)
    }
    try matcher.register("pokedex://piyo/fuga", to: 4)
    try matcher.register("https://my-awesome-pokedex.com/piyo/fuga", to: 5)
    #expect(try matcher.match("pokedex://piyo/fuga").get().destination == 4)
    #expect(try matcher.match("https://my-awesome-pokedex.com/piyo/fuga").get().destination == 5)
  }

  // Router_ValidationTests.testValidateForUnknownSchemeContainsPattern and
  // testValidateForAcceptingUnknownScheme: Crossroad refuses a pattern whose scheme is not among
  // its link sources; Wayfinder's origins only serve path-only patterns, and a full pattern
  // brings its own scheme.
  @Test func aFullPatternBringsItsOwnScheme() throws {
    let matcher = try makeMatcher(
      ["pokedex://hoge/fuga"], origins: ["https://my-awesome-pokedex.com"])
    #expect(try matcher.match("pokedex://hoge/fuga").get().destination == 0)
  }

  // Router_ValidationTests.testValidateForUniversalLinkURLIsInvalid, …IsFileURL, …ContainsPath
  // and testValidateForSchemeIsWellKnown: an origin is `scheme://` or `http(s)://host`;
  // `https://` alone has no host.
  @Test(arguments: [
    ("/invalid", "it does not start with a scheme such as \"shop:\""),
    (
      "file://fileURL",
      "an origin is \"scheme://\" or \"https://host\", without path, query or port"
    ),
    (
      "https://my-awesome-pokedex.com/path",
      "an origin is \"scheme://\" or \"https://host\", without path, query or port"
    ),
    ("https://", "the host is empty"),
  ])
  func anInvalidOriginIsRefusedWithItsReason(origin: String, reason: String) {
    #expect(throws: DeeplinkPatternError.invalidOrigin(origin, reason: reason)) {
      _ = try DeeplinkMatcher<Int>(origins: [origin])
    }
  }

  // Router_ValidationTests.testValidateForSchemeContainsSlash: `poke/dex` is no scheme.
  @Test func anOriginWhoseSchemeHasASlashIsRefused() {
    let reason = "it does not start with a scheme such as \"shop:\""
    #expect(throws: DeeplinkPatternError.invalidOrigin("poke/dex://", reason: reason)) {
      _ = try DeeplinkMatcher<Int>(origins: ["poke/dex://"])
    }
  }

  // Router_ValidationTests.testValidateForUniversalLinkURLContainsSlash: an origin's trailing
  // slash is dropped, and origins are kept normalized.
  @Test func anOriginWithATrailingSlashIsTheHost() throws {
    let matcher = try DeeplinkMatcher<Int>(
      origins: ["https://my-awesome-pokedex.com/", "POKEDEX://"])
    #expect(matcher.origins == ["https://my-awesome-pokedex.com", "pokedex://"])
  }
}

/// A handler's own failure.
private struct PokemonFainted: Error, CustomStringConvertible {
  var description: String { "the Pokémon fainted" }
}
