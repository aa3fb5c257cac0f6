import Foundation
import Testing
import Wayfinder

/// Deeplinks as an app developer uses them, from the README, the article
/// <doc:HandlingDeeplinks> and the doc comments of the deeplink types, through the public API
/// only: a matcher with an enum destination, then a router in a window.
@MainActor
@Suite struct DeeplinkUserRoundTests {
  // MARK: - The matcher: pattern forms

  @Test func aCustomSchemePatternReadsItsFirstComponentAsTheFirstSegment() throws {
    var matcher = DeeplinkMatcher<ShopLink>()
    try matcher.register("shop://settings/profile", to: .settings)
    for url in [
      "shop://settings/profile", "shop:/settings/profile", "shop:settings/profile",
      "shop:///settings/profile",
    ] {
      #expect(try matcher.match(url).get().destination == .settings, "\(url)")
    }
    #expect(matcher.match("shop://profile/settings").error?.reason.isNoMatch == true)
  }

  @Test func anHTTPSHostMatchesWithOrWithoutAPortInTheURL() throws {
    var matcher = DeeplinkMatcher<ShopLink>()
    try matcher.register("https://shop.example.com/p/:id<Int>", to: .product)
    try matcher.register("http://legacy.example.com/p/:id<Int>", to: .legacy)
    for url in [
      "https://shop.example.com/p/3", "https://shop.example.com:8443/p/3",
      "https://shop.example.com:443/p/3",
    ] {
      let match = try matcher.match(url).get()
      #expect(match.destination == .product, "\(url)")
      #expect(try match.parameters.value(named: "id", as: Int.self) == 3)
    }
    #expect(try matcher.match("http://legacy.example.com:8080/p/1").get().destination == .legacy)
    // The scheme is part of the origin: http is not https.
    #expect(
      matcher.match("http://shop.example.com/p/3").error?.reason
        == .unknownHost("shop.example.com", scheme: "http"))
  }

  @Test func aPathOnlyPatternServesEveryOriginAndNoOther() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(
      origins: ["SHOP://", "https://Shop.Example.com", "http://shop.example.com"])
    #expect(matcher.origins == ["shop://", "https://shop.example.com", "http://shop.example.com"])
    try matcher.register("/product/:id<Int>", to: .product)
    #expect(matcher.patterns == ["/product/:id<Int>"])
    for url in [
      "shop://product/42", "https://shop.example.com/product/42",
      "http://shop.example.com/product/42", "https://shop.example.com:8443/product/42",
    ] {
      let match = try matcher.match(url).get()
      #expect(match.pattern == "/product/:id<Int>")
      #expect(try match.parameters.value(named: "id", as: Int.self) == 42, "\(url)")
    }
    #expect(
      matcher.match("https://other.example.com/product/42").error?.reason
        == .unknownHost("other.example.com", scheme: "https"))
    #expect(matcher.match("mail://product/42").error?.reason == .unknownScheme("mail"))
  }

  @Test func typedParametersConvertAndComeBackAsTheirType() throws {
    var matcher = DeeplinkMatcher<ShopLink>()
    try matcher.registerParameterType(Sku.self)
    try matcher.register(
      "shop://all/:i<Int>/:d<Double>/:b<Bool>/:u<UUID>/:s<String>/:sku<Sku>/:plain", to: .product)
    let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    let match = try matcher.match("shop://all/-7/2.5/true/\(uuid)/text/SKU-12/free").get()
    let parameters = match.parameters
    #expect(try parameters.value(named: "i", as: Int.self) == -7)
    #expect(try parameters.value(named: "d", as: Double.self) == 2.5)
    #expect(try parameters.value(named: "b", as: Bool.self) == true)
    #expect(try parameters.value(named: "u", as: UUID.self) == UUID(uuidString: uuid))
    #expect(try parameters.value(named: "s", as: String.self) == "text")
    #expect(try parameters.value(named: "sku", as: Sku.self) == Sku("SKU-12"))
    #expect(parameters["plain"] == "free")
    #expect(parameters.names == ["i", "d", "b", "u", "s", "sku", "plain"])
    // A typed segment that does not convert is no match for it.
    #expect(
      matcher.match("shop://all/-7/2.5/yes/\(uuid)/text/SKU-12/free").error?.reason
        == .invalidParameter(
          name: "b", text: "yes", expectedType: "Bool", pattern: match.pattern))
    #expect(
      matcher.match("shop://all/-7/2.5/true/\(uuid)/text/12/free").error?.reason
        == .invalidParameter(
          name: "sku", text: "12", expectedType: "Sku", pattern: match.pattern))
  }

  @Test func requiredAndOptionalQueryParameters() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/search?q=:query&page=:page<Int>?", to: .search)

    let first = try matcher.match("shop://search?q=shoes").get()
    #expect(first.parameters["query"] == "shoes")
    #expect(try first.parameters.valueIfPresent(named: "page", as: Int.self) == nil)

    let second = try matcher.match("shop://search?utm=mail&page=2&q=shoes&debug").get()
    #expect(try second.parameters.valueIfPresent(named: "page", as: Int.self) == 2)
    #expect(second.parameters.entries.map(\.name) == ["query", "page"])
    #expect(
      second.queryItems == [
        DeeplinkQueryItem(name: "utm", value: "mail"), DeeplinkQueryItem(name: "page", value: "2"),
        DeeplinkQueryItem(name: "q", value: "shoes"), DeeplinkQueryItem(name: "debug", value: nil),
      ])

    #expect(
      matcher.match("shop://search?page=2").error?.reason
        == .missingQueryParameter(key: "q", pattern: "/search?q=:query&page=:page<Int>?"))
    #expect(
      matcher.match("shop://search?q=shoes&page=two").error?.reason
        == .invalidParameter(
          name: "page", text: "two", expectedType: "Int",
          pattern: "/search?q=:query&page=:page<Int>?"))
  }

  @Test func aWildcardTakesTheRestOfThePathJoinedWithSlashes() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/files/*path", to: .files)
    let match = try matcher.match("shop://files/docs/2024/report%20final.pdf").get()
    #expect(match.parameters["path"] == "docs/2024/report final.pdf")
    #expect(try matcher.match("shop://files/one").get().parameters["path"] == "one")
  }

  @Test func theRootPatternMatchesAnOriginWithOrWithoutItsSlash() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://", "https://shop.example.com"])
    try matcher.register("/", to: .settings)
    try matcher.register("/files/*path", to: .files)
    for url in ["shop://", "shop:", "https://shop.example.com", "https://shop.example.com/?a=1"] {
      #expect(try matcher.match(url).get().destination == .settings, "\(url)")
    }
    // A wildcard takes one segment or more: its parent path alone is no match for it.
    #expect(
      matcher.match("shop://files/").error?.reason
        == .noMatch(path: "/files", nearest: "/files/*path"))
  }

  @Test func pathsThatMatchTheSameURLsConflictHoweverTheyAreSpelled() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/tag/:name<String>", to: .productSlug)
    try matcher.register("/caf%C3%A9", to: .cafe)
    try matcher.register("/files/*path", to: .files)
    #expect(throws: DeeplinkPatternError.conflict("/tag/:other", existing: "/tag/:name<String>")) {
      try matcher.register("/tag/:other", to: .search)
    }
    #expect(throws: DeeplinkPatternError.conflict("shop://caf\u{E9}", existing: "/caf%C3%A9")) {
      try matcher.register("shop://caf\u{E9}", to: .search)
    }
    #expect(throws: DeeplinkPatternError.conflict("shop://FILES/*rest", existing: "/files/*path")) {
      try matcher.register("shop://FILES/*rest", to: .search)
    }
    #expect(matcher.patterns == ["/tag/:name<String>", "/caf%C3%A9", "/files/*path"])
  }

  @Test func aRouterRefusesAnOriginThatIsNotSchemeOrLiteralHost() {
    let window = Window()
    #expect(throws: DeeplinkPatternError.self) {
      _ = try DeeplinkRouter(window: window, origins: ["shop://product/1"])
    }
    #expect {
      _ = try DeeplinkRouter(window: window, origins: ["https://*.example.com"])
    } throws: { error in
      (error as? DeeplinkPatternError)
        == .nonLiteralHost("https://*.example.com", host: "*.example.com")
    }
  }

  // MARK: - The matcher: precedence

  @Test func aLiteralBeatsTypedBeatsUntypedBeatsAWildcardWhateverTheOrder() throws {
    let patterns: [(String, ShopLink)] = [
      ("/item/*rest", .files), ("/item/:slug", .productSlug), ("/item/:sku<Sku>", .code),
      ("/item/:id<Int>", .product), ("/item/new", .productNew),
    ]
    for order in [patterns, patterns.reversed()] {
      var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
      try matcher.registerParameterType(Sku.self)
      for (pattern, link) in order { try matcher.register(pattern, to: link) }
      #expect(try matcher.match("shop://item/new").get().destination == .productNew)
      #expect(try matcher.match("shop://item/42").get().destination == .product)
      #expect(try matcher.match("shop://item/SKU-1").get().destination == .code)
      #expect(try matcher.match("shop://item/blue").get().destination == .productSlug)
      #expect(try matcher.match("shop://item/a/b").get().destination == .files)
    }
  }

  @Test func builtInTypesGoBoolIntUUIDDoubleThenAppTypesByName() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://"])
    try matcher.registerParameterType(Zeta.self)
    try matcher.registerParameterType(Alpha.self)
    for pattern in [
      "/v/:x<Zeta>", "/v/:x<Double>", "/v/:x<Alpha>", "/v/:x<UUID>", "/v/:x<Int>", "/v/:x<Bool>",
    ] {
      try matcher.register(pattern, to: pattern)
    }
    #expect(try matcher.match("shop://v/true").get().destination == "/v/:x<Bool>")
    #expect(try matcher.match("shop://v/12").get().destination == "/v/:x<Int>")
    #expect(
      try matcher.match("shop://v/E621E1F8-C36C-495A-93FC-0C247A3E6E5F").get().destination
        == "/v/:x<UUID>")
    #expect(try matcher.match("shop://v/1.5").get().destination == "/v/:x<Double>")
    // Both app types take any text: the first by name wins.
    #expect(try matcher.match("shop://v/word").get().destination == "/v/:x<Alpha>")
  }

  @Test func aPatternWhoseLaterSegmentsOrQueryDoNotFitGivesWayToTheNext() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/item/:id<Int>/reviews", to: .reviews)
    try matcher.register("/item/:slug/photos", to: .productSlug)
    try matcher.register("/find/:id<Int>?q=:q", to: .search)
    try matcher.register("/find/:name", to: .productSlug)

    let photos = try matcher.match("shop://item/42/photos").get()
    #expect(photos.destination == .productSlug)
    #expect(photos.parameters == ["slug": "42"])
    #expect(try matcher.match("shop://item/42/reviews").get().destination == .reviews)
    #expect(try matcher.match("shop://find/42?q=a").get().destination == .search)
    let fallback = try matcher.match("shop://find/42").get()
    #expect(fallback.destination == .productSlug)
    #expect(fallback.parameters == ["name": "42"])
  }

  @Test func twoPatternsWithTheSamePathConflictWhateverTheirQueries() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/product/:id<Int>", to: .product)
    #expect(
      throws: DeeplinkPatternError.conflict(
        "/product/:n<Int>?ref=:ref", existing: "/product/:id<Int>")
    ) {
      try matcher.register("/product/:n<Int>?ref=:ref", to: .productSlug)
    }
    #expect(
      throws: DeeplinkPatternError.conflict("shop://product/:x<Int>", existing: "/product/:id<Int>")
    ) {
      try matcher.register("shop://product/:x<Int>", to: .productSlug)
    }
    #expect(matcher.patterns == ["/product/:id<Int>"])
  }

  @Test func aRefusedURLGetsTheReasonOfThePatternThatGotFurthest() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/product/:id<Int>/reviews", to: .reviews)
    try matcher.register("/product/new", to: .productNew)
    #expect(
      matcher.match("shop://product/abc/reviews").error?.reason
        == .invalidParameter(
          name: "id", text: "abc", expectedType: "Int", pattern: "/product/:id<Int>/reviews"))
    #expect(
      matcher.match("shop://product/42/photos").error?.reason
        == .noMatch(path: "/product/42/photos", nearest: "/product/:id<Int>/reviews"))
    #expect(
      matcher.match("shop://cart").error?.reason == .noMatch(path: "/cart", nearest: nil))
  }

  // MARK: - The matcher: case, encoding, trailing slash, fragment

  @Test func schemeHostAndACustomSchemesFirstSegmentIgnoreCaseTheRestDoesNot() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://", "https://shop.example.com"])
    try matcher.register("/product/:slug", to: .productSlug)
    #expect(try matcher.match("SHOP://PRODUCT/Blue").get().parameters["slug"] == "Blue")
    #expect(
      try matcher.match("HTTPS://SHOP.EXAMPLE.COM/product/Blue").get().destination == .productSlug)
    // Under http(s), the first segment is a path segment: it keeps its case.
    #expect(
      matcher.match("https://shop.example.com/Product/Blue").error?.reason
        == .noMatch(path: "/Product/Blue", nearest: nil))
  }

  @Test func segmentsAndQueriesArePercentDecodedAndAPlusIsASpaceOnlyInTheQuery() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/caf\u{E9}/:name", to: .cafe)
    try matcher.register("/search?q=:query", to: .search)
    let cafe = try matcher.match("shop://caf%C3%A9/a%20b+c%2Fd").get()
    #expect(cafe.destination == .cafe)
    #expect(cafe.parameters["name"] == "a b+c/d")
    #expect(try matcher.match("shop://caf\u{E9}/x").get().destination == .cafe)

    let search = try matcher.match("shop://search?q=red+shoes%26more%2B1&x=%3D").get()
    #expect(search.parameters["query"] == "red shoes&more+1")
    #expect(search.queryItems.last == DeeplinkQueryItem(name: "x", value: "="))
  }

  @Test func oneTrailingSlashAndAFragmentAreIgnored() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/product/:id<Int>", to: .product)
    try matcher.register("/search?q=:query", to: .search)
    for url in [
      "shop://product/42/", "shop://product/42#reviews", "shop://product/42/#reviews",
    ] {
      #expect(try matcher.match(url).get().parameters == ["id": "42"], "\(url)")
    }
    #expect(try matcher.match("shop://search/?q=a#top").get().parameters == ["query": "a"])
    #expect(
      matcher.match("shop://product/42//").error?.reason
        == .malformedURL(reason: "path segment 3 is empty (a double slash)"))
  }

  @Test func aURLAndItsTextGiveTheSameMatch() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://", "https://shop.example.com"])
    try matcher.register("/product/:id<Int>", to: .product)
    try matcher.register("/search?q=:query&page=:page<Int>?", to: .search)
    for text in [
      "shop://product/42", "https://shop.example.com:8443/product/42/#x",
      "shop://search?q=red%20shoes&page=2", "shop://product/abc", "mail://x",
    ] {
      let url = try #require(URL(string: text))
      #expect(matcher.match(url) == matcher.match(text), "\(text)")
    }

    var components = URLComponents()
    components.scheme = "https"
    components.host = "shop.example.com"
    components.port = 8443
    components.path = "/search"
    components.queryItems = [URLQueryItem(name: "q", value: "red shoes & socks")]
    let built = try #require(components.url)
    let match = try matcher.match(built).get()
    #expect(match.parameters["query"] == "red shoes & socks")
    #expect(matcher.match(built) == matcher.match(built.absoluteString))

    var custom = URLComponents()
    custom.scheme = "shop"
    custom.host = "product"
    custom.path = "/42"
    #expect(try matcher.match(try #require(custom.url)).get().destination == .product)
  }

  @Test func aPlusInAQueryValueIsSentEscaped() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/search?q=:query", to: .search)
    // `URLComponents.queryItems` leaves `+` as it is, and a query reads it as a space; the
    // percent-encoded items carry it.
    var plain = try #require(URLComponents(string: "shop://search"))
    plain.queryItems = [URLQueryItem(name: "q", value: "1+1")]
    #expect(try matcher.match(try #require(plain.url)).get().parameters["query"] == "1 1")
    #expect(try matcher.match("shop://search?q=1+1").get().parameters["query"] == "1 1")
    var components = try #require(URLComponents(string: "shop://search"))
    components.percentEncodedQueryItems = [URLQueryItem(name: "q", value: "1%2B1")]
    let url = try #require(components.url)
    #expect(try matcher.match(url).get().parameters["query"] == "1+1")
  }

  // MARK: - The matcher: limits

  @Test func theDefaultLimitsAre8192BytesAnd64Segments() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/files/*path", to: .files)
    #expect(matcher.maximumURLLength == 8_192)
    #expect(matcher.maximumSegmentCount == 64)

    let prefix = "shop://files/"
    let longest = prefix + String(repeating: "a", count: 8_192 - prefix.utf8.count)
    #expect(try matcher.match(longest).get().destination == .files)
    #expect(
      matcher.match(longest + "a").error?.reason == .urlTooLong(length: 8_193, limit: 8_192))
    // Bytes, not characters: "é" is two.
    #expect(
      matcher.match(String(longest.dropLast()) + "\u{E9}").error?.reason
        == .urlTooLong(length: 8_193, limit: 8_192))

    let sixtyFour = "shop://files" + String(repeating: "/s", count: 63)
    #expect(try matcher.match(sixtyFour).get().destination == .files)
    #expect(
      matcher.match(sixtyFour + "/s").error?.reason == .tooManySegments(count: 65, limit: 64))
    let longPattern = String(repeating: "/s", count: 65)
    #expect(throws: DeeplinkPatternError.self) { try matcher.register(longPattern, to: .files) }
    #expect(matcher.patterns == ["/files/*path"])
  }

  // MARK: - Errors, as logged

  @Test func everyMatcherRefusalReadsAsASentence() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://", "https://shop.example.com"])
    try matcher.register("/product/:id<Int>", to: .product)
    try matcher.register("/search?q=:query", to: .search)
    matcher.maximumURLLength = 40
    matcher.maximumSegmentCount = 4
    let expected: [(String, String)] = [
      (
        "shop://product/42 x",
        "the URL is malformed: it contains a space or control character at offset 17"
      ),
      (
        "https://me@shop.example.com/x",
        #"the URL is malformed: user information ("user@") is not accepted in the host"#
      ),
      (
        "shop://product/%zz",
        "the URL is malformed: path segment 2 has invalid percent-encoding or is not UTF-8"
      ),
      (
        "shop://product/" + String(repeating: "1", count: 30),
        "the URL is 45 bytes long; deeplinks are limited to 40 bytes"
      ),
      ("shop://a/b/c/d/e", "the URL's path has 5 segments; deeplinks are limited to 4"),
      ("mail://product/1", #"no deeplink pattern is registered for the scheme "mail""#),
      (
        "https://Evil.example/product/1",
        #"no deeplink pattern is registered for the host "evil.example" (scheme "https")"#
      ),
      (
        "shop://product",
        #"no deeplink pattern matches the path "/product"; the nearest pattern is "/product/:id<Int>""#
      ),
      (
        "shop://product/abc",
        #"parameter "id" of "/product/:id<Int>" expects Int but the URL has "abc""#
      ),
      (
        "shop://search?page=1",
        #"the URL matches "/search?q=:query" but lacks its required query parameter "q""#
      ),
    ]
    for (url, reason) in expected {
      let error = try #require(matcher.match(url).error, "\(url)")
      #expect(error.url == url)
      #expect(error.reason.description == reason, "\(url)")
      #expect(error.description == "Cannot open the deeplink \"\(url)\": \(reason)")
    }
  }

  @Test func controlCharactersFromTheURLAreEscapedInMessages() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/product/:id<Int>", to: .product)
    try matcher.register("/search?q=:query", to: .search)

    let newline = try #require(matcher.match("shop://product/4%0A2").error)
    #expect(
      newline.description
        == #"Cannot open the deeplink "shop://product/4%0A2": parameter "id" of "/product/:id<Int>" expects Int but the URL has "4\u{A}2""#
    )
    let raw = try #require(matcher.match("shop://product/1\r\nFAKE: entry").error)
    #expect(
      raw.description
        == #"Cannot open the deeplink "shop://product/1\u{D}\u{A}FAKE: entry": the URL is malformed: it contains a space or control character at offset 16"#
    )
    #expect(!raw.description.contains("\n"))
    let separator = try #require(matcher.match("shop://product/1\u{2028}x").error)
    #expect(separator.description.contains(#"1\u{2028}x"#))
    let path = try #require(matcher.match("shop://cart/%1B%5B31m").error)
    #expect(path.reason.description.contains(#""/cart/\u{1B}[31m""#))
  }

  @Test func aParameterAHandlerDoesNotHaveIsNamedWithTheOnesItHas() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/product/:id<Int>/:tab", to: .product)
    let parameters = try matcher.match("shop://product/042/reviews").get().parameters
    #expect(try parameters.value(named: "id", as: Int.self) == 42)
    #expect(try parameters.value(named: "id", as: String.self) == "042")
    #expect(
      throws: DeeplinkError.Reason.missingParameter(name: "sku", available: ["id", "tab"])
    ) { try parameters.value(named: "sku", as: Int.self) }
    #expect(
      DeeplinkError.Reason.missingParameter(name: "sku", available: ["id", "tab"]).description
        == #"the deeplink has no parameter "sku"; it has "id", "tab""#)
    #expect(
      throws: DeeplinkError.Reason.invalidParameter(
        name: "tab", text: "reviews", expectedType: "Int", pattern: "/product/:id<Int>/:tab")
    ) { try parameters.value(named: "tab", as: Int.self) }
    #expect(parameters.description == #"[id="042", tab="reviews"]"#)
    let handMade: DeeplinkParameters = ["note": "a\nb"]
    #expect(handMade.description == #"[note="a\u{A}b"]"#)
  }

  @Test func everyRegistrationErrorReadsAsASentenceAndLeavesTheMatcherAsItWas() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/product/:id<Int>", to: .product)

    // Each refused registration leaves the patterns as they were, and the corrected one works.
    let invalid = try #require(
      registrationError { try matcher.register("/product/:id<Int", to: .productSlug) })
    #expect(invalid.description.hasPrefix(#"The deeplink pattern "/product/:id<Int" is invalid: "#))
    #expect(matcher.patterns == ["/product/:id<Int>"])

    let unknownType = try #require(
      registrationError { try matcher.register("/code/:c<Sku>", to: .code) })
    #expect(unknownType == .unknownParameterType("Sku", pattern: "/code/:c<Sku>"))
    #expect(
      unknownType.description
        == #"The deeplink pattern "/code/:c<Sku>" uses the parameter type "Sku", which is not registered; call registerParameterType(_:named:) first."#
    )
    try matcher.registerParameterType(Sku.self)
    try matcher.register("/code/:c<Sku>", to: .code)
    #expect(try matcher.match("shop://code/SKU-3").get().destination == .code)

    let conflict = try #require(
      registrationError { try matcher.register("/product/:n<Int>", to: .productSlug) })
    #expect(
      conflict.description
        == #"The deeplink pattern "/product/:n<Int>" matches the same URLs as "/product/:id<Int>", which is already registered."#
    )

    let batch = try #require(
      registrationError { try matcher.register(["/a", "/b", "/a"], to: .settings) })
    #expect(batch == .conflict("/a", existing: "/a"))
    #expect(matcher.patterns == ["/product/:id<Int>", "/code/:c<Sku>"])
    #expect(matcher.match("shop://a").error != nil)
    try matcher.register(["/a", "/b"], to: .settings)
    #expect(try matcher.match("shop://b").get().destination == .settings)

    let typeName = try #require(
      registrationError { try matcher.registerParameterType(Sku.self) })
    #expect(
      typeName.description
        == #"The parameter type name "Sku" cannot be registered: a parameter type has that name already."#
    )
    try matcher.registerParameterType(Sku.self, named: "Sku2")
    try matcher.register("/code2/:c<Sku2>", to: .code)

    var bare = DeeplinkMatcher<ShopLink>()
    let missing = try #require(registrationError { try bare.register("/product", to: .product) })
    #expect(
      missing.description
        == #"The deeplink pattern "/product" has no scheme and the matcher has no default origins; write "scheme://…" or create the matcher with init(origins:)."#
    )
    #expect(bare.patterns.isEmpty)
    try bare.register("shop://product", to: .product)
    #expect(bare.patterns == ["shop://product"])

    let host = try #require(
      registrationError { try bare.register("https://*.example.com/x", to: .legacy) })
    #expect(host == .nonLiteralHost("https://*.example.com/x", host: "*.example.com"))
    #expect(bare.patterns == ["shop://product"])

    #expect(throws: DeeplinkPatternError.self) {
      _ = try DeeplinkMatcher<ShopLink>(origins: ["shop://x/y"])
    }
    let origin = DeeplinkPatternError.invalidOrigin("shop://x/y", reason: "why")
    #expect(origin.description == #"The deeplink origin "shop://x/y" is invalid: why."#)
  }

  // MARK: - The router: handlers, targets, errors

  /// The article's example with the types of <doc:GettingStarted>, as the documentation tests
  /// write them (`openProduct(id:using:)`), and the output the article prints.
  @Test func theArticlesExamplePrintsWhatTheArticleShows() throws {
    typealias Docs = DocumentationExampleTests
    let window = Window()
    var printed: [String] = []
    try window.setRoot { router in
      try NavigationContainer(
        root: Docs.ProductScreen(viewModel: Docs.ProductViewModel(id: 1, router: router)))
    }
    window.context.addObserver { event in printed.append(event.description) }
    let deeplinks = try DeeplinkRouter(
      window: window, origins: ["shop://", "https://shop.example.com"])
    try deeplinks.register("/product/:id<Int>", target: .screen(named: "product")) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: (any Docs.ProductRoute & Router).self)
        .openProduct(id: id, using: link.transition(or: .push))
    }
    var deeplinkEvents: [DeeplinkEvent] = []
    window.context.addObserver { event in
      if let deeplink = event.feature(as: DeeplinkEvent.self) { deeplinkEvents.append(deeplink) }
    }

    switch deeplinks.handle("shop://product/abc") {
    case .refused(let error):
      #expect(
        "\(error)"
          == #"Cannot open the deeplink "shop://product/abc": parameter "id" of "/product/:id<Int>" expects Int but the URL has "abc""#
      )
    default: Issue.record("expected a refusal")
    }
    printed.removeAll()
    #expect("\(deeplinks.handle("shop://product/42"))" == "handled (opened)")
    #expect(
      printed == [
        "deeplink matched shop://product/42 (/product/:id<Int>)",
        #"opened ProductScreen "Product 42" from NavigationContainer of ProductScreen "Product 1" (push, system.push 350ms)"#,
        #"deeplink handled shop://product/42, showing ProductScreen "Product 42""#,
      ])
    #expect(
      "\(deeplinks.handle("https://shop.example.com/product/42"))"
        == #"handled (focused existing ProductScreen "Product 42")"#)
    #expect("\(deeplinks.handle("shop://product/042"))".hasPrefix("handled (focused existing"))
    #expect(deeplinkEvents.count == 7)
    #expect(deeplinks.route(to: try #require(URL(string: "shop://product/7")), as: .modal))
    #expect(window.topmostScreen?.modalPresentationRoot?.title == "Product 7")
    try window.checkInvariants()
  }

  @Test func theArticlesProductLinkOpensThenFocusesTheShownProduct() throws {
    let app = try ArticleApp()
    #expect(app.deeplinks.handle("shop://product/42").description == "handled (opened)")
    #expect(app.window.topmostScreen?.title == "Product 42")
    #expect(app.productHandlerRuns == 1)

    for url in [
      "https://shop.example.com/product/42", "shop://product/042", "shop://product/42?ref=mail",
    ] {
      #expect(
        app.deeplinks.handle(url).description
          == #"handled (focused existing ItemScreen "Product 42")"#, "\(url)")
    }
    #expect(app.productHandlerRuns == 1, "the handler does not run for a shown screen")
    #expect(app.shop.navigationContainer?.stack.map(\.title) == ["Shop", "Product 42"])
    #expect(app.deeplinks.handle("shop://product/7").description == "handled (opened)")
    #expect(app.productHandlerRuns == 2)
    try app.window.checkInvariants()
  }

  @Test func aTargetFocusesAScreenWhoseIdentityTheLinkCoversNotOneWithMoreParameters() throws {
    let app = try ArticleApp()
    try app.deeplinks.register(
      "/variant/:id<Int>/:color?size=:size?", target: .screen(named: "variant")
    ) { link in
      try link.router(as: DefaultRouter.self).open(.push) { router in
        let screen = ItemScreen(viewModel: ItemViewModel(name: link.url, router: router))
        screen.identity = ScreenIdentity(
          "variant", parameters: ["id": "\(try link.parameters.value(named: "id", as: Int.self))"])
        return screen
      }
    }
    #expect(app.deeplinks.handle("shop://variant/1/red").description == "handled (opened)")
    // The screen is `variant?id=1`: a link with more parameters reaches it.
    #expect(
      app.deeplinks.handle("shop://variant/01/blue?size=L").description
        == #"handled (focused existing ItemScreen "shop://variant/1/red")"#)

    app.shop.itemRouter.open(.push) { router in
      let screen = ItemScreen(viewModel: ItemViewModel(name: "Red 2", router: router))
      screen.identity = ScreenIdentity(
        "variant", parameters: ["id": "2", "color": "red", "x": "1"])
      return screen
    }
    // A screen whose identity has a parameter the link lacks is another screen.
    #expect(app.deeplinks.handle("shop://variant/2/red").description == "handled (opened)")
    #expect(app.window.topmostScreen?.title == "shop://variant/2/red")
    try app.window.checkInvariants()
  }

  @Test func aTargetedLinkBringsAScreenInAnotherTabToTheTop() throws {
    let app = try ArticleApp()
    app.shop.itemRouter.openProduct(id: 0, as: .push)
    #expect(app.deeplinks.handle("shop://product/0").description.hasPrefix("handled (focused"))
    try app.selectTab(1)
    #expect(app.window.topmostScreen?.title == "Wishlist")
    #expect(
      app.deeplinks.handle("shop://product/0").description
        == #"handled (focused existing ItemScreen "Product 0")"#)
    #expect(app.window.topmostScreen?.title == "Product 0")
    #expect(app.tabs.selectedIndex == 0)
    try app.window.checkInvariants()
  }

  @Test func theHandlerDismissesASheetThenRoutesFromBelowIt() throws {
    let app = try ArticleApp()
    app.shop.itemRouter.route(to: Screen(title: "System sheet"), as: .modal)
    #expect(app.deeplinks.handle("shop://product/5", as: .modal).description == "handled (opened)")
    #expect(app.tabs.presentedScreen?.title == "Product 5")
    #expect(app.tabs.presentedScreen?.presentedScreen == nil)
    try app.window.checkInvariants()
  }

  @Test func aHandlerThatThrowsOrARouteThatFailsRefusesTheLink() throws {
    let app = try ArticleApp()
    let thrown = try #require(app.deeplinks.handle("shop://broken").error)
    #expect(
      thrown.description
        == #"Cannot open the deeplink "shop://broken": its handler failed: product 7 is out of stock"#
    )
    guard case .handlerFailed(let error) = thrown.reason else {
      Issue.record("expected handlerFailed, got \(thrown.reason)")
      return
    }
    #expect(error is OutOfStock)

    let routed = try #require(app.deeplinks.handle("shop://tab/9").error)
    guard case .handlerFailed(let failure) = routed.reason else {
      Issue.record("expected handlerFailed, got \(routed.reason)")
      return
    }
    #expect(failure is RoutingError)

    let conformance = try #require(app.deeplinks.handle("shop://checkout").error)
    #expect(
      conformance.reason.description
        == #"the router DefaultRouter of ItemScreen "Shop" does not conform to CheckoutRoute; add the conformance (extension DefaultRouter: CheckoutRoute {})"#
    )
    let parameter = try #require(app.deeplinks.handle("shop://typo/1").error)
    #expect(parameter.reason == .missingParameter(name: "identifier", available: ["id"]))
    #expect(app.window.render() == ArticleApp.initialTree)
  }

  @Test func theHandlerGetsTheTransitionTheParametersAndTheSource() throws {
    let app = try ArticleApp()
    var seen: Deeplink?
    try app.deeplinks.register("/promo/:code?ref=:ref?") { link in seen = link }
    app.deeplinks.handle(
      "shop://promo/SPRING?ref=mail&x=1", as: .fade, from: .pushNotification(id: "n1"))
    let link = try #require(seen)
    #expect(link.url == "shop://promo/SPRING?ref=mail&x=1")
    #expect(link.pattern == "/promo/:code?ref=:ref?")
    #expect(link.parameters == ["code": "SPRING", "ref": "mail"])
    #expect(link.queryItems.map(\.name) == ["ref", "x"])
    #expect(link.transition == .fade)
    #expect(link.transition(or: .push) == .fade)
    #expect(link.source == .pushNotification(id: "n1"))
    #expect(link.window === app.window)
    #expect(link.topmostScreen === app.shop)

    app.deeplinks.handle("shop://promo/X")
    #expect(seen?.transition == nil)
    #expect(seen?.transition(or: .push) == .push)
    #expect(seen?.source == .inApp)
    #expect(
      [
        DeeplinkSource.inApp, .universalLink, .customScheme, .pushNotification(id: "abc"),
        .pushNotification(id: nil), .custom("widget"),
      ].map(\.description)
        == [
          "in-app", "universal link", "custom scheme", "push notification abc",
          "push notification", "widget",
        ])
  }

  @Test func routeToAsAnswersWithABoolAsTheArticleSays() throws {
    let app = try ArticleApp()
    let opener: any Deeplinkable = app.deeplinks
    let url = try #require(URL(string: "https://shop.example.com/product/3"))
    #expect(opener.route(to: url, as: .modal))
    #expect(app.tabs.presentedScreen?.title == "Product 3")
    #expect(!opener.route(to: try #require(URL(string: "shop://nowhere")), as: .push))
    #expect(app.deeplinks.route(to: try #require(URL(string: "shop://orders/1")), as: .push))
    #expect(app.deeplinks.pendingURL == "shop://orders/1", "a pending link counts as accepted")
  }

  @Test func aTargetedLinkFocusesAProductUnderASheetOrDeeperInItsStack() throws {
    let app = try ArticleApp()
    app.shop.itemRouter.openProduct(id: 42, as: .push)
    let product = try #require(app.window.topmostScreen as? ItemScreen)
    product.itemRouter.openProduct(id: 43, as: .push)
    let deeper = try #require(app.window.topmostScreen as? ItemScreen)
    deeper.itemRouter.openProduct(id: 44, as: .modal)
    #expect(app.tabs.presentedScreen?.title == "Product 44")

    #expect(
      app.deeplinks.handle("shop://product/42").description
        == #"handled (focused existing ItemScreen "Product 42")"#)
    #expect(app.window.topmostScreen === product)
    #expect(app.tabs.presentedScreen == nil)
    #expect(app.productHandlerRuns == 0)
    try app.window.checkInvariants()
  }

  @Test func dismissPresentedScreensClosesEverySheetAboveTheRoot() throws {
    let app = try ArticleApp()
    app.shop.itemRouter.openProduct(id: 1, as: .modal)
    let first = try #require(app.window.topmostScreen as? ItemScreen)
    first.itemRouter.openProduct(id: 2, as: .modal)
    #expect(app.window.topmostScreen?.title == "Product 2")
    #expect(app.deeplinks.handle("shop://product/3").description == "handled (opened)")
    #expect(app.tabs.presentedScreen == nil)
    #expect(app.shop.navigationContainer?.stack.map(\.title) == ["Shop", "Product 3"])
    try app.window.checkInvariants()
  }

  @Test func aResultHandlerThatFailsWhenTheLinkClosesItsScreenDoesNotRefuseTheLink() throws {
    let app = try ArticleApp()
    let shopRouter = app.shop.itemRouter
    shopRouter.open(.modal, returning: Int.self) { router in
      ItemScreen(viewModel: ItemViewModel(name: "Picker", router: router))
    } onResult: { [weak shopRouter] _ in
      shopRouter?.selectTab(at: 9)
    }
    #expect(app.tabs.presentedScreen?.title == "Picker")
    app.events.clear()
    let result = app.deeplinks.handle("shop://product/5")
    #expect(result.description == "handled (opened)")
    #expect(app.window.topmostScreen?.title == "Product 5")
    #expect(app.events.events.contains { $0.error != nil }, "the result handler's own failure")
    try app.window.checkInvariants()
  }

  @Test func foundationReencodesWhatTheTextWouldBeRefusedFor() throws {
    var matcher = try DeeplinkMatcher<ShopLink>(origins: ["shop://"])
    try matcher.register("/tag/:name", to: .productSlug)
    for (text, encoded) in [
      ("shop://tag/a b", "shop://tag/a%20b"), ("shop://tag/%zz", "shop://tag/%25zz"),
    ] {
      #expect(
        matcher.match(text).error?.reason.description.hasPrefix("the URL is malformed") == true)
      let url = URL(string: text)
      #expect(url?.absoluteString == encoded, "\(text)")
    }
    #expect(matcher.match("shop://tag/a\u{A0}b").error != nil)
    #expect(
      matcher.match("shop://me@tag/x").error?.reason
        == .noMatch(path: "/me@tag/x", nearest: nil), "a custom scheme's first segment")
  }

  // MARK: - The router: guards

  @Test func guardsAllowOrDenyAndTheRoutersOwnGoFirst() throws {
    let app = try ArticleApp()
    var order: [String] = []
    app.deeplinks.addGuard(
      DeeplinkGuard("router") { _ in
        order.append("router")
        return .allow
      })
    try app.deeplinks.register(
      "/allowed",
      guards: [
        DeeplinkGuard("own") { _ in
          order.append("own")
          return .allow
        }
      ]
    ) { _ in order.append("handler") }
    #expect(app.deeplinks.handle("shop://allowed").description == "handled (opened)")
    #expect(order == ["router", "own", "handler"])
    #expect(app.deeplinks.guards.map(\.name) == ["router"])

    let denied = try #require(app.deeplinks.handle("shop://admin").error)
    #expect(
      denied.description
        == #"Cannot open the deeplink "shop://admin": the guard "staff only" denied it: admin links are disabled"#
    )
    #expect(denied.reason == .denied(guardName: "staff only", reason: "admin links are disabled"))
    #expect(app.window.render() == ArticleApp.initialTree)
  }

  @Test func theArticlesSignInFlowThatSucceedsContinuesTheLinkFromTheTop() throws {
    let app = try ArticleApp()
    var final: DeeplinkResult?
    let first = app.deeplinks.handle("shop://orders/12") { final = $0 }
    #expect(first.description == #"pending (guard "signed in")"#)
    #expect(app.deeplinks.pendingURL == "shop://orders/12")
    let login = try app.loginScreen()

    login.viewModel.signIn()

    #expect(final?.description == "handled (opened)")
    #expect(app.deeplinks.pendingURL == nil)
    #expect(app.window.topmostScreen?.title == "Order 12")
    #expect(app.tabs.presentedScreen == nil)
    #expect(app.deeplinks.handle("shop://orders/13").description == "handled (opened)")
    try app.window.checkInvariants()
  }

  @Test func theArticlesSignInFlowThatFailsAbandonsTheLink() throws {
    let app = try ArticleApp()
    var final: DeeplinkResult?
    app.deeplinks.handle("shop://orders/12") { final = $0 }

    try app.loginScreen().viewModel.fail()

    #expect(
      final?.description
        == #"abandoned: Cannot open the deeplink "shop://orders/12": the flow of the guard "signed in" did not succeed: the user did not sign in"#
    )
    #expect(app.window.render() == ArticleApp.initialTree)
    #expect(app.deeplinks.pendingURL == nil)
  }

  @Test func theArticlesSignInFlowCancelledByItsOwnButtonAbandonsTheLink() throws {
    let app = try ArticleApp()
    var final: DeeplinkResult?
    app.deeplinks.handle("shop://orders/12") { final = $0 }

    try app.loginScreen().viewModel.cancel()

    #expect(final?.error?.reason == .flowFailed(guardName: "signed in", SignInCancelled()))
    #expect(app.window.render() == ArticleApp.initialTree)
    #expect(app.deeplinks.pendingURL == nil)
  }

  @Test func theArticlesSignInFlowSwipedAwayHearsCancelledAndAbandonsTheLink() throws {
    let app = try ArticleApp()
    var final: DeeplinkResult?
    app.deeplinks.handle("shop://orders/12") { final = $0 }

    app.window.followUserClose(of: try app.loginScreen())

    if case .abandoned(let error) = final {
      #expect(error.reason == .flowFailed(guardName: "signed in", SignInCancelled()))
    } else {
      Issue.record("expected the link abandoned, got \(String(describing: final))")
    }
    #expect(app.window.render() == ArticleApp.initialTree)
    #expect(app.deeplinks.pendingURL == nil)
    // The next link starts the flow again.
    #expect(app.deeplinks.handle("shop://orders/1").description == #"pending (guard "signed in")"#)
    #expect(app.loginFlowsStarted == 2)
  }

  @Test func theSignInFlowDismissesASheetFirstAndTheLinkContinuesFromTheTop() throws {
    let app = try ArticleApp()
    app.shop.itemRouter.openProduct(id: 3, as: .modal)
    #expect(app.deeplinks.handle("shop://orders/8").description == #"pending (guard "signed in")"#)
    #expect(
      app.tabs.presentedScreen is ArticleLoginScreen, "the product sheet made way for the login")

    try app.loginScreen().viewModel.signIn()

    #expect(app.shop.navigationContainer?.stack.map(\.title) == ["Shop", "Order 8"])
    #expect(app.tabs.presentedScreen == nil)
    try app.window.checkInvariants()
  }

  @Test func aFlowThatThrowsAbandonsTheLinkWithItsError() throws {
    let app = try ArticleApp()
    app.deeplinks.addGuard(
      DeeplinkGuard("consent") { _ in .requireFlow { _, _ in throw OutOfStock() } })
    var final: DeeplinkResult?
    let result = app.deeplinks.handle("shop://product/1") { final = $0 }
    #expect(result.error?.reason == .flowFailed(guardName: "consent", OutOfStock()))
    #expect(
      final?.description
        == #"abandoned: Cannot open the deeplink "shop://product/1": the flow of the guard "consent" did not succeed: product 7 is out of stock"#
    )
    #expect(app.deeplinks.pendingURL == nil)
    #expect(app.productHandlerRuns == 0)
  }

  @Test func aHandlerCanBeTestedWithAHandMadeDeeplink() throws {
    let app = try ArticleApp()
    let link = Deeplink(
      url: "shop://product/9", pattern: "/product/:id<Int>", parameters: ["id": "9"],
      transition: .modal, window: app.window)
    #expect(
      link.screenIdentity(named: "product") == ScreenIdentity("product", parameters: ["id": "9"]))
    #expect(link.source == .inApp)
    #expect(link.router === app.shop.itemRouter)
    try link.router(as: (any ProductRoute & Router).self).openProduct(
      id: try link.parameters.value(named: "id", as: Int.self), as: link.transition(or: .push))
    #expect(app.tabs.presentedScreen?.title == "Product 9")
    link.dismissPresentedScreens()
    #expect(app.tabs.presentedScreen == nil)
    link.dismissPresentedScreens()  // Nothing presented: nothing happens.
    #expect(app.window.render() == ArticleApp.initialTree)
  }

  @Test func aLinkThatWaitedAndIsThenDeniedOrFailsIsRefused() throws {
    let app = try ArticleApp()
    let vip = Session()  // Signed in to the VIP club.
    try app.deeplinks.register(
      "/vip/:id<Int>",
      guards: [
        app.signedIn,
        DeeplinkGuard("vip") { _ in vip.isSignedIn ? .allow : .deny(reason: "not a VIP") },
      ]
    ) { _ in throw OutOfStock() }
    var final: DeeplinkResult?
    #expect(app.deeplinks.handle("shop://vip/1") { final = $0 }.description.hasPrefix("pending"))
    try app.loginScreen().viewModel.signIn()
    #expect(
      final?.description
        == #"refused: Cannot open the deeplink "shop://vip/1": the guard "vip" denied it: not a VIP"#
    )
    #expect(
      app.events.lines.last
        == #"deeplink refused shop://vip/1: the guard "vip" denied it: not a VIP"#)

    vip.isSignedIn = true
    app.session.isSignedIn = false
    app.deeplinks.handle("shop://vip/2") { final = $0 }
    try app.loginScreen().viewModel.signIn()
    #expect(final?.error?.reason == .handlerFailed(OutOfStock()))
    #expect(final?.description.hasPrefix("refused: ") == true)
  }

  @Test func aNewerLinkSupersedesThePendingOne() throws {
    let app = try ArticleApp()
    var first: DeeplinkResult?
    app.deeplinks.handle("shop://orders/1") { first = $0 }
    var second: DeeplinkResult?
    app.deeplinks.handle("shop://orders/2") { second = $0 }
    #expect(first?.error?.reason == .superseded(by: "shop://orders/2"))
    #expect(
      first?.description
        == #"abandoned: Cannot open the deeplink "shop://orders/1": the newer deeplink "shop://orders/2" replaced it"#
    )
    #expect(second == nil)
    #expect(app.loginFlowsStarted == 1, "the same guard's flow on screen is waited for")

    try app.loginScreen().viewModel.signIn()
    #expect(second?.description == "handled (opened)")
    #expect(app.window.topmostScreen?.title == "Order 2")

    // A newer link without a guard abandons the pending one, and opens.
    let signedOut = try ArticleApp()
    var pending: DeeplinkResult?
    signedOut.deeplinks.handle("shop://orders/1") { pending = $0 }
    #expect(signedOut.deeplinks.handle("shop://product/8").description == "handled (opened)")
    #expect(pending?.error?.reason == .superseded(by: "shop://product/8"))
    #expect(signedOut.deeplinks.pendingURL == nil)
  }

  @Test func aNewerLinkWithAnotherGuardsFlowReplacesTheFlowOnScreen() throws {
    let app = try ArticleApp()
    try app.deeplinks.register(
      "/terms",
      guards: [
        DeeplinkGuard("consent") { _ in
          .requireFlow { link, completion in
            link.dismissPresentedScreens()
            try link.router(as: (any Router).self).open(.modal, returning: Bool.self) { router in
              ItemScreen(viewModel: ItemViewModel(name: "Consent", router: router))
            } onResult: { result in
              completion(result.value == true ? .success(()) : .failure(SignInCancelled()))
            }
          }
        }
      ]
    ) { link in
      try link.router(as: DefaultRouter.self).open(.push) { router in
        ItemScreen(viewModel: ItemViewModel(name: "Terms", router: router))
      }
    }
    var first: DeeplinkResult?
    app.deeplinks.handle("shop://orders/1") { first = $0 }
    var second: DeeplinkResult?
    #expect(
      app.deeplinks.handle("shop://terms") { second = $0 }.description
        == #"pending (guard "consent")"#)
    #expect(first?.error?.reason == .superseded(by: "shop://terms"))
    #expect(app.tabs.presentedScreen?.title == "Consent", "the login made way for the consent")
    #expect(app.deeplinks.pendingURL == "shop://terms")

    let consent = try #require(app.tabs.presentedScreen as? ItemScreen)
    let consentRouter = try #require(consent.router as? ResultRouter<Bool>)
    consentRouter.finish(with: true)
    #expect(second?.description == "handled (opened)")
    #expect(app.window.topmostScreen?.title == "Terms")
    #expect(first?.error?.reason == .superseded(by: "shop://terms"), "reported once")
    try app.window.checkInvariants()
  }

  @Test func cancelPendingLinkGivesItUpAndSigningInLaterOpensNothing() throws {
    let app = try ArticleApp()
    var final: DeeplinkResult?
    app.deeplinks.handle("shop://orders/4") { final = $0 }
    app.deeplinks.cancelPendingLink()
    #expect(
      final?.description
        == #"abandoned: Cannot open the deeplink "shop://orders/4": it was cancelled"#)
    #expect(app.deeplinks.pendingURL == nil)

    try app.loginScreen().viewModel.signIn()
    #expect(app.window.topmostScreen?.title == "Shop")
    app.deeplinks.cancelPendingLink()  // Nothing pending: nothing happens.
    #expect(final?.error?.reason == .cancelled)
  }

  @Test func handleAndWaitReturnsTheFinalResultForATextAndAURL() async throws {
    let app = try ArticleApp()
    #expect(await app.deeplinks.handleAndWait("shop://product/1").description == "handled (opened)")
    // In async code `handle(_:)` stays a plain call that says at once what became of the link.
    #expect(app.deeplinks.handle("shop://product/1").description.hasPrefix("handled (focused"))
    let url = try #require(URL(string: "shop://orders/5"))
    let task = Task { await app.deeplinks.handleAndWait(url, from: .universalLink) }
    var waited = 0
    while app.deeplinks.pendingURL == nil, waited < 1_000 {
      await Task.yield()
      waited += 1
    }
    try app.loginScreen().viewModel.signIn()
    #expect(await task.value.description == "handled (opened)")
    #expect(app.window.topmostScreen?.title == "Order 5")
  }

  @Test func cancellingTheWaitingTaskGivesUpTheLink() async throws {
    let app = try ArticleApp()
    let task = Task { await app.deeplinks.handleAndWait("shop://orders/5") }
    var waited = 0
    while app.deeplinks.pendingURL == nil, waited < 1_000 {
      await Task.yield()
      waited += 1
    }
    #expect(app.deeplinks.pendingURL == "shop://orders/5")
    task.cancel()
    let result = await task.value
    #expect(
      result.description
        == #"abandoned: Cannot open the deeplink "shop://orders/5": it was cancelled"#)
    #expect(app.deeplinks.pendingURL == nil)
  }

  // MARK: - The router: events

  @Test func observersReceiveEachStepAsADeeplinkEvent() throws {
    let app = try ArticleApp()
    app.deeplinks.handle("shop://product/42")
    app.deeplinks.handle("shop://product/abc")
    app.deeplinks.handle("shop://orders/1")
    app.deeplinks.cancelPendingLink()
    let events = app.events.events.compactMap { $0.feature(as: DeeplinkEvent.self) }
    #expect(
      events == [
        .matched(url: "shop://product/42", pattern: "/product/:id<Int>"),
        .handled(
          url: "shop://product/42", screen: ScreenInfo(typeName: "ItemScreen", title: "Product 42")),
        .refused(
          url: "shop://product/abc",
          reason: #"parameter "id" of "/product/:id<Int>" expects Int but the URL has "abc""#),
        .matched(url: "shop://orders/1", pattern: "/orders/:id<Int>"),
        .pending(url: "shop://orders/1", guardName: "signed in"),
        .abandoned(url: "shop://orders/1", reason: "it was cancelled"),
      ])
    #expect(
      app.events.lines.prefix(3) == [
        "deeplink matched shop://product/42 (/product/:id<Int>)",
        #"opened ItemScreen "Product 42" from ItemScreen "Shop" (push, system.push 350ms)"#,
        #"deeplink handled shop://product/42, showing ItemScreen "Product 42""#,
      ])
    app.events.clear()
    app.deeplinks.handle("shop://x\u{1B}[2J")
    #expect(app.events.lines.first?.hasPrefix(#"deeplink refused shop://x\u{1B}[2J: "#) == true)
  }
}

// MARK: - The app of the tests

/// The destinations of the matcher tests.
enum ShopLink: Hashable, Sendable {
  case product, productNew, productSlug, reviews, search, files, code, settings, legacy, cafe
}

extension Result where Failure == DeeplinkError {
  /// The error of a refusal, `nil` for a match.
  fileprivate var error: DeeplinkError? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

extension DeeplinkError.Reason {
  fileprivate var isNoMatch: Bool {
    if case .noMatch = self { return true }
    return false
  }
}

/// The error `body` throws, `nil` when it throws none.
private func registrationError(_ body: () throws -> Void) -> DeeplinkPatternError? {
  do {
    try body()
    return nil
  } catch {
    return error as? DeeplinkPatternError
  }
}

/// An app parameter type: `SKU-` and digits.
private struct Sku: LosslessStringConvertible, Sendable, Equatable {
  let number: Int
  init?(_ description: String) {
    guard description.hasPrefix("SKU-"), let number = Int(description.dropFirst(4)) else {
      return nil
    }
    self.number = number
  }
  var description: String { "SKU-\(number)" }
}

/// App types that take any text, to show that app types go by name.
private struct Alpha: LosslessStringConvertible, Sendable {
  let description: String
  init?(_ description: String) { self.description = description }
}

private struct Zeta: LosslessStringConvertible, Sendable {
  let description: String
  init?(_ description: String) { self.description = description }
}

/// The article's sign-in outcome when the user backs out.
private struct SignInCancelled: Error, CustomStringConvertible {
  var description: String { "the user did not sign in" }
}

/// The article's login view model: it ends the flow through its result router.
@MainActor
private final class ArticleLoginViewModel {
  let router: ResultRouter<Bool>
  let session: Session
  init(router: ResultRouter<Bool>, session: Session) {
    self.router = router
    self.session = session
  }
  func signIn() {
    session.isSignedIn = true
    router.finish(with: true)
  }
  func fail() { router.finish(with: false) }
  func cancel() { router.cancel() }
}

@MainActor
private final class ArticleLoginScreen: Screen {
  let viewModel: ArticleLoginViewModel
  init(viewModel: ArticleLoginViewModel) {
    self.viewModel = viewModel
    super.init(title: "Login", model: viewModel)
  }
}

/// The article's app: tabs Shop and Wishlist, its product link and its sign-in guard.
@MainActor
private final class ArticleApp {
  static let initialTree = DeeplinkRouterTests.initialTree
  let window = Window()
  let events: EventLog
  let session = Session()
  let tabs: TabContainer
  let shop: ItemScreen
  let deeplinks: DeeplinkRouter
  private(set) var productHandlerRuns = 0
  private(set) var loginFlowsStarted = 0

  init() throws {
    events = EventLog(context: window.context)
    var made: [ItemScreen] = []
    tabs = try window.setRoot { router in
      let shop = try router.makeScreen {
        ItemScreen(viewModel: ItemViewModel(name: "Shop", router: $0))
      }
      let wishlist = try router.makeScreen {
        ItemScreen(viewModel: ItemViewModel(name: "Wishlist", router: $0))
      }
      made = [shop, wishlist]
      return try TabContainer(tabs: [
        NavigationContainer(root: shop), NavigationContainer(root: wishlist),
      ])
    }
    shop = try #require(made.first)
    deeplinks = try DeeplinkRouter(
      window: window, origins: ["shop://", "https://shop.example.com"])
    try registerLinks()
    events.clear()
  }

  /// The article's guard; the app is referred to unowned (it owns the router that keeps it).
  var signedIn: DeeplinkGuard {
    let session = session
    return DeeplinkGuard("signed in") { [unowned self] _ in
      if session.isSignedIn { return .allow }
      return .requireFlow { [unowned self] link, completion in
        loginFlowsStarted += 1
        link.dismissPresentedScreens()
        try link.router(as: (any Router).self).open(.modal, returning: Bool.self) { router in
          ArticleLoginScreen(viewModel: ArticleLoginViewModel(router: router, session: session))
        } onResult: { result in
          completion(result.value == true ? .success(()) : .failure(SignInCancelled()))
        }
      }
    }
  }

  private func registerLinks() throws {
    try deeplinks.register("/product/:id<Int>", target: .screen(named: "product")) {
      [unowned self] link in
      productHandlerRuns += 1
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: (any ProductRoute & Router).self)
        .openProduct(id: id, as: link.transition(or: .push))
    }
    try deeplinks.register("/orders/:id<Int>", guards: [signedIn]) { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      try link.router(as: DefaultRouter.self).open(.push) { router in
        ItemScreen(viewModel: ItemViewModel(name: "Order \(id)", router: router))
      }
    }
    try deeplinks.register("/typo/:id<Int>") { link in
      _ = try link.parameters.value(named: "identifier", as: Int.self)
    }
    try deeplinks.register("/checkout") { link in
      try link.router(as: (any CheckoutRoute).self).openCheckout()
    }
    try deeplinks.register("/broken") { _ in throw OutOfStock() }
    try deeplinks.register("/tab/:index<Int>") { link in
      try link.router(as: (any Router).self).selectTab(
        at: link.parameters.value(named: "index", as: Int.self))
    }
    try deeplinks.register(
      "/admin",
      guards: [DeeplinkGuard("staff only") { _ in .deny(reason: "admin links are disabled") }]
    ) { _ in }
  }

  /// The login screen on top, or a test failure.
  func loginScreen() throws -> ArticleLoginScreen {
    try #require(window.topmostScreen as? ArticleLoginScreen)
  }

  /// Selects the tab at `index`, as a tap on the tab bar would.
  func selectTab(_ index: Int) throws {
    var outcome: Result<Void, RoutingError>?
    shop.itemRouter.selectTab(at: index) { outcome = $0 }
    try #require(outcome).get()
  }
}
