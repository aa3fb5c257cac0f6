import Foundation
import Testing
import Wayfinder

/// Deeplinks as an app developer uses them, second round: each promise of the doc comments and
/// of <doc:HandlingDeeplinks> read literally, at its edges, through the public API only.
@MainActor
@Suite struct DeeplinkUserRoundTwoTests {
  // MARK: - Typed parameters

  @Test func intParametersTakeWhatIntTakesAndRefuseAnOverflow() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://"])
    try matcher.register("/n/:i<Int>", to: "int")
    let pattern = "/n/:i<Int>"
    for (text, value) in [
      ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min), ("+1", 1),
      ("007", 7), ("-0", 0),
    ] {
      let match = try matcher.match("shop://n/\(text)").get()
      #expect(try match.parameters.value(named: "i", as: Int.self) == value, "\(text)")
      // The text stays as the URL has it.
      #expect(match.parameters["i"] == text)
    }
    for text in ["9223372036854775808", "1e3", "1.0", "0x10", "1_000", "%2B%2B1"] {
      let decoded = text.removingPercentEncoding ?? text
      #expect(
        matcher.match("shop://n/\(text)").error?.reason
          == .invalidParameter(name: "i", text: decoded, expectedType: "Int", pattern: pattern),
        "\(text)")
    }
  }

  @Test func doubleTakesExponentsBoolIsLowercaseAndUUIDIgnoresCase() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://"])
    try matcher.register("/d/:x<Double>", to: "double")
    try matcher.register("/b/:x<Bool>", to: "bool")
    try matcher.register("/u/:x<UUID>", to: "uuid")
    #expect(try matcher.match("shop://d/1e3").get().parameters.value(named: "x") == 1_000.0)
    #expect(try matcher.match("shop://d/-2.5E-1").get().parameters.value(named: "x") == -0.25)
    #expect(try matcher.match("shop://d/7").get().parameters.value(named: "x") == 7.0)
    #expect(try matcher.match("shop://b/false").get().parameters.value(named: "x") == false)
    for text in ["TRUE", "True", "1", "yes"] {
      #expect(
        matcher.match("shop://b/\(text)").error?.reason
          == .invalidParameter(name: "x", text: text, expectedType: "Bool", pattern: "/b/:x<Bool>"),
        "\(text)")
    }
    let upper = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    let lower = upper.lowercased()
    let fromLower = try matcher.match("shop://u/\(lower)").get()
    #expect(try fromLower.parameters.value(named: "x", as: UUID.self) == UUID(uuidString: upper))
    #expect(fromLower.parameters["x"] == lower)
    #expect(
      matcher.match("shop://u/\(upper.dropLast())").error?.reason
        == .invalidParameter(
          name: "x", text: String(upper.dropLast()), expectedType: "UUID", pattern: "/u/:x<UUID>"))
  }

  @Test func aConvertedValueReadAsAnotherTypeConvertsItsText() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://"])
    try matcher.register("/p/:i<Int>/:d<Double>?tag=:tag", to: "p")
    let parameters = try matcher.match("shop://p/+5/1e3?tag=x").get().parameters
    #expect(try parameters.value(named: "i", as: String.self) == "+5")
    #expect(try parameters.value(named: "i", as: Double.self) == 5.0)
    #expect(try parameters.value(named: "i", as: Int8.self) == 5)
    #expect(try parameters.value(named: "d", as: Double.self) == 1_000)
    #expect(
      throws: DeeplinkError.Reason.invalidParameter(
        name: "d", text: "1e3", expectedType: "Int", pattern: "/p/:i<Int>/:d<Double>?tag=:tag")
    ) { try parameters.value(named: "d", as: Int.self) }
    #expect(try parameters.valueIfPresent(named: "tag", as: String.self) == "x")
    #expect(try parameters.valueIfPresent(named: "missing", as: Int.self) == nil)
    #expect(try parameters.valueIfPresent(named: "missing", as: UUID.self) == nil)
    #expect(parameters.contains("tag"))
    #expect(!parameters.contains("missing"))
  }

  // MARK: - Query parameters

  @Test func anOptionalQueryParameterPresentEmptyOrAbsent() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://"])
    try matcher.register("/s?q=:q&ref=:ref?&page=:page<Int>?", to: "search")
    func parameters(_ url: String) throws -> DeeplinkParameters {
      try matcher.match(url).get().parameters
    }
    #expect(
      try parameters("shop://s?q=a&ref=mail&page=2") == ["q": "a", "ref": "mail", "page": "2"])
    // An untyped optional parameter with an empty value is present, and empty.
    #expect(try parameters("shop://s?q=a&ref=") == ["q": "a", "ref": ""])
    #expect(try parameters("shop://s?q=a&ref") == ["q": "a", "ref": ""])
    // A typed optional one with an empty value is absent.
    #expect(try parameters("shop://s?q=a&page=") == ["q": "a"])
    #expect(try parameters("shop://s?q=a").names == ["q"])
    // A required untyped parameter may be empty, not absent.
    #expect(try parameters("shop://s?q=") == ["q": ""])
    #expect(
      matcher.match("shop://s?Q=a").error?.reason
        == .missingQueryParameter(key: "q", pattern: "/s?q=:q&ref=:ref?&page=:page<Int>?"),
      "keys keep their case")
    // Keys are decoded before they are compared.
    #expect(try parameters("shop://s?%71=a") == ["q": "a"])
  }

  @Test func aDuplicatedQueryKeyGivesItsFirstValueAndEveryItemStays() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://"])
    try matcher.register("/s?q=:q&page=:page<Int>?", to: "search")
    let match = try matcher.match("shop://s?q=first&q=second&page=2&page=x").get()
    #expect(match.parameters == ["q": "first", "page": "2"])
    #expect(match.queryItems.map(\.value) == ["first", "second", "2", "x"])
    // The first value of a typed key decides, even when a later one would convert; an empty
    // first value of an optional typed key is absent.
    #expect(try matcher.match("shop://s?q=a&page=&page=2").get().parameters == ["q": "a"])
    #expect(
      matcher.match("shop://s?q=a&page=x&page=2").error?.reason
        == .invalidParameter(
          name: "page", text: "x", expectedType: "Int", pattern: "/s?q=:q&page=:page<Int>?"))
  }

  // MARK: - Wildcards

  @Test func aWildcardTakesOneSegmentOrMoreDecodedAndJoined() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://", "https://shop.example.com"])
    try matcher.register("/files/*path?v=:v<Int>?", to: "files")
    try matcher.register("/files", to: "folder")
    func path(_ url: String) throws -> String? { try matcher.match(url).get().parameters["path"] }
    #expect(try path("shop://files/a") == "a")
    #expect(try path("shop://files/a/b/") == "a/b", "one trailing slash is ignored")
    #expect(try path("shop://files/a%2Fb/c") == "a/b/c", "an encoded slash is decoded")
    #expect(try path("shop://files/%2F") == "/")
    #expect(try path("https://shop.example.com/files/a/b?v=3#top") == "a/b")
    #expect(try matcher.match("shop://files/a?v=3").get().parameters == ["path": "a", "v": "3"])
    #expect(try matcher.match("shop://files").get().destination == "folder")
    #expect(try matcher.match("shop://files/").get().destination == "folder")
    #expect(
      matcher.match("shop://files/a//b").error?.reason
        == .malformedURL(reason: "path segment 3 is empty (a double slash)"))
  }

  // MARK: - Origins and hosts

  @Test func everySpellingOfACustomSchemeReadsTheSamePath() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["Shop://"])
    try matcher.register("/product/:id<Int>", to: "product")
    for url in [
      "shop://product/1", "SHOP://PRODUCT/1", "Shop:/Product/1", "shop:product/1",
      "sHoP:///pRoDuCt/1", "shop://product/1/", "shop:product/1?x#y",
    ] {
      let match = try matcher.match(url).get()
      #expect(match.destination == "product", "\(url)")
      #expect(match.parameters == ["id": "1"], "\(url)")
    }
    // A custom scheme has no port: `product:80` is the first segment.
    #expect(
      matcher.match("shop://product:80/1").error?.reason
        == .noMatch(path: "/product:80/1", nearest: nil))
    #expect(matcher.match("shop:////product/1").error?.reason.isMalformed == true)
  }

  @Test func aLiteralHostIgnoresCaseAndPortButNotItsScheme() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://"])
    try matcher.register("https://Help.Example.COM/faq/:topic", to: "faq")
    for url in [
      "https://help.example.com/faq/returns", "HTTPS://HELP.EXAMPLE.COM/faq/returns",
      "https://help.example.com:8443/faq/returns", "https://help.example.com:/faq/returns",
    ] {
      #expect(try matcher.match(url).get().parameters == ["topic": "returns"], "\(url)")
    }
    #expect(
      matcher.match("https://help.example.com/FAQ/returns").error?.reason
        == .noMatch(path: "/FAQ/returns", nearest: nil), "the path keeps its case")
    #expect(
      matcher.match("https://shop.example.com/faq/returns").error?.reason
        == .unknownHost("shop.example.com", scheme: "https"))
    #expect(matcher.match("http://help.example.com/faq/x").error?.reason == .unknownScheme("http"))
    #expect(matcher.match("https:/help.example.com/faq/x").error?.reason.isMalformed == true)
    #expect(matcher.match("https://help.example.com:8x/faq/x").error?.reason.isMalformed == true)
  }

  // MARK: - Precedence and refusals

  @Test func precedenceHoldsAtEachSegmentAndALaterMisfitGivesWay() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://"])
    try matcher.register("/a/b/:y<Int>", to: "literal b, Int")
    try matcher.register("/a/:x/c", to: "untyped, literal c")
    try matcher.register("/a/:n<Int>/:m<Int>", to: "Int, Int")
    try matcher.register("/a/*rest", to: "wildcard")
    #expect(try matcher.match("shop://a/b/1").get().destination == "literal b, Int")
    // The literal `b` is tried first; its `Int` does not take `c`, so the next pattern does.
    let next = try matcher.match("shop://a/b/c").get()
    #expect(next.destination == "untyped, literal c")
    #expect(next.parameters == ["x": "b"])
    #expect(try matcher.match("shop://a/1/2").get().destination == "Int, Int")
    #expect(try matcher.match("shop://a/1/c").get().destination == "untyped, literal c")
    #expect(try matcher.match("shop://a/1/d").get().parameters == ["rest": "1/d"])
    #expect(try matcher.match("shop://a/1/2/3").get().parameters == ["rest": "1/2/3"])
    #expect(try matcher.match("shop://a/b").get().parameters == ["rest": "b"])
  }

  @Test func aRefusalNamesThePatternThatGotFurthestUnderTheURLsOrigin() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://"])
    try matcher.register("/shop/:id<Int>/reviews/:page<Int>", to: "reviews")
    try matcher.register("/shop/new/list", to: "list")
    try matcher.register("/shop/new/list/more?sort=:sort", to: "more")
    try matcher.register("https://other.example.com/shop/new/reviews/x", to: "elsewhere")
    #expect(
      matcher.match("shop://shop/new/reviews/x").error?.reason
        == .noMatch(path: "/shop/new/reviews/x", nearest: "/shop/new/list"))
    #expect(
      matcher.match("shop://shop/5/reviews/x").error?.reason
        == .invalidParameter(
          name: "page", text: "x", expectedType: "Int",
          pattern: "/shop/:id<Int>/reviews/:page<Int>"))
    #expect(
      matcher.match("shop://shop/new/list/more").error?.reason
        == .missingQueryParameter(key: "sort", pattern: "/shop/new/list/more?sort=:sort"))
    #expect(
      matcher.match("shop://shop/new/list/more/x").error?.reason
        == .noMatch(path: "/shop/new/list/more/x", nearest: "/shop/new/list/more?sort=:sort"))
    #expect(matcher.match("shop://cart").error?.reason == .noMatch(path: "/cart", nearest: nil))
    let error = try #require(matcher.match("shop://shop/new/reviews/x").error)
    #expect(
      error.description
        == #"Cannot open the deeplink "shop://shop/new/reviews/x": no deeplink pattern matches the path "/shop/new/reviews/x"; the nearest pattern is "/shop/new/list""#
    )
  }

  // MARK: - Messages

  @Test func messagesEscapeEveryControlFormatAndSeparatorCharacterAndBackslashes() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://"])
    try matcher.register("/n/:i<Int>", to: "int")
    try matcher.register("/s?q=:q", to: "search")
    // U+0085 (next line), U+202E (right-to-left override), U+2029 (paragraph separator).
    let path = try #require(matcher.match("shop://cart/a%C2%85b%E2%80%AEc%E2%80%A9d").error)
    #expect(path.reason.description.contains(#""/cart/a\u{85}b\u{202E}c\u{2029}d""#))
    // A backslash is doubled, so that the URL cannot spell an escape of its own.
    let forged = try #require(matcher.match("shop://n/%5Cu%7BA%7D").error)
    #expect(forged.reason.description.hasSuffix(#"but the URL has "\\u{A}""#))
    let raw = try #require(matcher.match(#"shop://cart/\u{A}"#).error)
    #expect(raw.description.contains(#""shop://cart/\\u{A}""#))
    let key = try #require(matcher.match("shop://s?q%0A=%zz").error)
    #expect(
      key.reason.description
        == #"the URL is malformed: the value of the query key "q\u{A}" is not decodable"#)
    let parameters = try matcher.match("shop://s?q=a%0D%0Ab%5C").get().parameters
    #expect(parameters.description == #"[q="a\u{D}\u{A}b\\"]"#)
    for error in [path, forged, raw, key] {
      #expect(!error.description.contains { $0.isNewline }, "\(error)")
    }
  }

  // MARK: - A URL and its text

  @Test func aURLThatFoundationKeepsAsWrittenMatchesAsItsText() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://", "https://shop.example.com"])
    try matcher.register("/product/:id<Int>", to: "product")
    try matcher.register("/search?q=:q&page=:page<Int>?", to: "search")
    try matcher.register("/caf%C3%A9/:name", to: "cafe")
    for text in [
      "shop:product/42", "SHOP://Product/42", "shop:///product/42",
      "https://SHOP.example.com:8443/product/42/?x=1#f", "shop://search?q=a+b&page=",
      "shop://search?q=a%2Bb&q=c", "shop://caf%C3%A9/x%2Fy", "shop://product/abc",
      "shop://product/99999999999999999999", "https://other.example.com/product/1",
    ] {
      let url = try #require(URL(string: text), "\(text)")
      #expect(url.absoluteString == text, "Foundation keeps \(text) as written")
      #expect(matcher.match(url) == matcher.match(text), "\(text)")
    }
  }

  @Test func aURLFoundationReencodesMatchesItsEncodedText() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://"])
    try matcher.register("/caf%C3%A9/:name", to: "cafe")
    try matcher.register("https://xn--bcher-kva.example/:name", to: "books")
    // A non-ASCII path and a space: the text is read as it is, the URL as re-encoded.
    let creme = try #require(URL(string: "shop://caf%C3%A9/cr\u{E8}me"))
    #expect(creme.absoluteString == "shop://caf%C3%A9/cr%C3%A8me")
    #expect(try matcher.match(creme).get().parameters == ["name": "cr\u{E8}me"])
    #expect(
      try matcher.match("shop://caf%C3%A9/cr\u{E8}me").get().parameters == ["name": "cr\u{E8}me"])
    let spaced = try #require(URL(string: "shop://caf%C3%A9/a b"))
    #expect(try matcher.match(spaced).get().parameters == ["name": "a b"])
    #expect(matcher.match("shop://caf%C3%A9/a b").error?.reason.isMalformed == true)
    // An internationalized host: `URL` gives it in its ASCII form, the text is refused.
    let books = try #require(URL(string: "https://b\u{FC}cher.example/novels"))
    #expect(books.absoluteString == "https://xn--bcher-kva.example/novels")
    #expect(try matcher.match(books).get().destination == "books")
    #expect(
      matcher.match("https://b\u{FC}cher.example/novels").error?.reason
        == .unknownHost("b\u{FC}cher.example", scheme: "https"))
    // A custom scheme's first component is the URL's host: `URL` may give it in its ASCII
    // form too, and the URL then matches as that text.
    let cafe = try #require(URL(string: "shop://caf\u{E9}/x"))
    #expect(try matcher.match("shop://caf\u{E9}/x").get().destination == "cafe")
    #expect(matcher.match(cafe) == matcher.match(cafe.absoluteString))
  }

  // MARK: - The router: targets

  @Test func aTargetComparesTypedParametersByValue() throws {
    let app = try DeeplinkShopApp()
    var runs = 0
    try app.deeplinks.register(
      "/order/:token<UUID>/:total<Double>", target: .screen(named: "order")
    ) { link in
      runs += 1
      let token = try link.parameters.value(named: "token", as: UUID.self)
      let total = try link.parameters.value(named: "total", as: Double.self)
      try link.router(as: DefaultRouter.self).open(.push) { router in
        let screen = ItemScreen(viewModel: ItemViewModel(name: "Order", router: router))
        screen.identity = ScreenIdentity(
          "order", parameters: ["token": token.uuidString, "total": "\(total)"])
        return screen
      }
    }
    let token = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    #expect(app.deeplinks.handle("shop://order/\(token)/2.5").description == "handled (opened)")
    try app.selectTab(1)
    for url in [
      "shop://order/\(token.lowercased())/2.50", "shop://order/\(token)/25e-1",
      "shop://order/\(token)/+2.5",
    ] {
      #expect(
        app.deeplinks.handle(url).description == #"handled (focused existing ItemScreen "Order")"#,
        "\(url)")
    }
    #expect(runs == 1)
    #expect(app.tabs.selectedIndex == 0)
    #expect(app.deeplinks.handle("shop://order/\(token)/2.6").description == "handled (opened)")
    #expect(runs == 2)
    try app.window.checkInvariants()
  }

  @Test func aTargetThatComputesNoIdentityRunsTheHandler() throws {
    let app = try DeeplinkShopApp()
    var runs = 0
    try app.deeplinks.register(
      "/cart?fresh=:fresh<Bool>?",
      target: .screen { link in
        (try? link.parameters.valueIfPresent(named: "fresh", as: Bool.self)) == true
          ? nil : ScreenIdentity("cart")
      }
    ) { link in
      runs += 1
      try link.router(as: DefaultRouter.self).open(.push) { router in
        let screen = ItemScreen(viewModel: ItemViewModel(name: "Cart \(runs)", router: router))
        screen.identity = ScreenIdentity("cart")
        return screen
      }
    }
    #expect(app.deeplinks.handle("shop://cart").description == "handled (opened)")
    #expect(
      app.deeplinks.handle("shop://cart?fresh=false").description
        == #"handled (focused existing ItemScreen "Cart 1")"#)
    #expect(app.deeplinks.handle("shop://cart?fresh=true").description == "handled (opened)")
    #expect(runs == 2)
    #expect(app.window.topmostScreen?.title == "Cart 2")
  }

  @Test func guardsRunBeforeAShownScreenIsFocused() throws {
    let app = try DeeplinkShopApp()
    app.shop.itemRouter.openProduct(id: 3, as: .push)
    try app.selectTab(1)
    let open = Session()  // Whether the shop is open.
    app.deeplinks.addGuard(
      DeeplinkGuard("maintenance") { _ in
        open.isSignedIn ? .allow : .deny(reason: "down for a while")
      })
    let before = app.window.render()
    #expect(
      app.deeplinks.handle("shop://product/3").error?.reason
        == .denied(guardName: "maintenance", reason: "down for a while"))
    #expect(app.window.render() == before)
    open.isSignedIn = true
    #expect(app.deeplinks.handle("shop://product/3").description.hasPrefix("handled (focused"))
    #expect(app.window.topmostScreen?.title == "Product 3")
  }

  @Test func aShownTargetWithoutARouterRefusesTheLinkNamingIt() throws {
    let app = try DeeplinkShopApp()
    try app.deeplinks.register("/receipt/:id<Int>", target: .screen(named: "receipt")) { _ in }
    let receipt = Screen(title: "Receipt 4")
    receipt.identity = ScreenIdentity("receipt", parameters: ["id": "4"])
    app.shop.itemRouter.route(to: receipt, as: .modal)
    let error = try #require(app.deeplinks.handle("shop://receipt/004").error)
    #expect(error.reason == .noRouter(topmost: ScreenInfo(receipt)))
    #expect(
      error.description.hasPrefix(
        #"Cannot open the deeplink "shop://receipt/004": no router to route from: the topmost screen Screen "Receipt 4" has none"#
      ))
  }

  @Test func aTargetIsLookedForOnceTheGuardsFlowSucceeded() throws {
    let app = try DeeplinkShopApp()
    var runs = 0
    try app.deeplinks.register(
      "/account", target: .screen(named: "account"), guards: [app.signedIn]
    ) { link in
      runs += 1
      try link.router(as: DefaultRouter.self).open(.push) { router in
        let screen = ItemScreen(viewModel: ItemViewModel(name: "Account", router: router))
        screen.identity = ScreenIdentity("account")
        return screen
      }
    }
    var final: DeeplinkResult?
    #expect(app.deeplinks.handle("shop://account").description.hasPrefix("pending"))
    try app.loginScreen().triggerAction("Sign in")
    #expect(runs == 1)
    try app.selectTab(1)
    app.session.isSignedIn = false
    // Shown now, but the guard comes first: the flow runs, then the shown screen is focused.
    #expect(app.deeplinks.handle("shop://account") { final = $0 }.description.hasPrefix("pending"))
    #expect(app.loginFlowsStarted == 2)
    try app.loginScreen().triggerAction("Sign in")
    #expect(final?.description == #"handled (focused existing ItemScreen "Account")"#)
    #expect(runs == 1)
    #expect(app.window.topmostScreen?.title == "Account")
    try app.window.checkInvariants()
  }

  // MARK: - The router: handlers

  @Test func severalStepsInOneHandlerEachRouteFromTheTop() throws {
    let app = try DeeplinkShopApp()
    try app.deeplinks.register("/gift/:id<Int>") { link in
      let id = try link.parameters.value(named: "id", as: Int.self)
      link.dismissPresentedScreens()
      try link.router(as: (any Router).self).selectTab(at: 1)
      try link.router(as: (any ProductRoute).self).openProduct(id: id, as: .push)
      try link.router(as: DefaultRouter.self).open(.modal(inNavigation: true)) { router in
        ItemScreen(viewModel: ItemViewModel(name: "Gift note", router: router))
      }
      try link.router(as: DefaultRouter.self).open(.push) { router in
        ItemScreen(viewModel: ItemViewModel(name: "Wrapping", router: router))
      }
    }
    app.shop.itemRouter.openProduct(id: 1, as: .modal)
    #expect(app.deeplinks.handle("shop://gift/8").description == "handled (opened)")
    #expect(
      app.window.render() == """
        TabContainer
          tab 0: NavigationContainer
            ItemScreen "Shop"
          tab 1 (selected): NavigationContainer
            ItemScreen "Wishlist"
            ItemScreen "Product 8"
          presents: NavigationContainer
            ItemScreen "Gift note"
            ItemScreen "Wrapping"  <- top
        """)
    #expect(
      app.events.lines.last
        == #"deeplink handled shop://gift/8, showing ItemScreen "Wrapping""#)
    try app.window.checkInvariants()
  }

  @Test func theSourceReachesAGuardsFlowAndTheHandlerAfterIt() throws {
    let app = try DeeplinkShopApp()
    var sources: [String] = []
    let session = app.session  // Not the app, which owns the router that keeps the guard.
    app.deeplinks.addGuard(
      DeeplinkGuard("consent") { link in
        sources.append("check \(link.source)")
        return session.isSignedIn
          ? .allow
          : .requireFlow { link, completion in
            sources.append("flow \(link.source)")
            session.isSignedIn = true
            completion(.success(()))
          }
      })
    try app.deeplinks.register("/promo") { link in sources.append("handler \(link.source)") }
    let url = try #require(URL(string: "shop://promo"))
    #expect(
      app.deeplinks.handle(url, from: .pushNotification(id: "n1")).description
        == "handled (opened)")
    #expect(
      sources == [
        "check push notification n1", "flow push notification n1",
        "handler push notification n1",
      ])
    sources.removeAll()
    app.deeplinks.route(to: url, as: .push)
    #expect(sources == ["check in-app", "handler in-app"])
  }

  @Test func handleForTheTextAndForTheURLAgreeOnEveryOutcome() throws {
    for text in [
      "shop://product/42", "shop:product/42", "https://shop.example.com:8443/product/42#x",
      "shop://product/abc", "shop://nowhere", "mail://product/1", "shop://admin",
      "shop://broken", "shop://checkout", "shop://orders",
    ] {
      let byText = try DeeplinkShopApp()
      let byURL = try DeeplinkShopApp()
      let url = try #require(URL(string: text))
      let first = byText.deeplinks.handle(text)
      let second = byURL.deeplinks.handle(url)
      #expect(first.description == second.description, "\(text)")
      #expect(first.error == second.error, "\(text)")
      #expect(byText.window.render() == byURL.window.render(), "\(text)")
      #expect(byText.events.lines == byURL.events.lines, "\(text)")
    }
  }

  // MARK: - The router: guards

  @Test func aMatchedLinkThatIsDeniedOrFailsStillSupersedesThePendingOne() throws {
    for (newer, outcome) in [
      (
        "shop://admin",
        #"refused: Cannot open the deeplink "shop://admin": the guard "staff only" denied it: admin links are disabled"#
      ),
      (
        "shop://broken",
        #"refused: Cannot open the deeplink "shop://broken": its handler failed: product 7 is out of stock"#
      ),
      ("shop://product/3", "handled (opened)"),
    ] {
      let app = try DeeplinkShopApp()
      var first: DeeplinkResult?
      app.deeplinks.handle("shop://orders") { first = $0 }
      let login = try app.loginScreen()
      #expect(app.deeplinks.handle(newer).description == outcome)
      #expect(first?.error?.reason == .superseded(by: newer), "\(newer)")
      #expect(first?.description.hasPrefix("abandoned: ") == true)
      #expect(app.deeplinks.pendingURL == nil, "\(newer)")
      // The flow's screen stays; signing in now opens nothing for the abandoned link.
      try login.triggerAction("Sign in")
      #expect(app.window.firstScreen { $0.title == "Orders" } == nil, "\(newer)")
    }
    // A URL no pattern matches leaves the pending link alone.
    let app = try DeeplinkShopApp()
    var first: DeeplinkResult?
    app.deeplinks.handle("shop://orders") { first = $0 }
    #expect(app.deeplinks.handle("shop://nowhere").error?.reason.isNoMatch == true)
    #expect(first == nil)
    #expect(app.deeplinks.pendingURL == "shop://orders")
  }

  @Test func aLinkThatTookOverAFlowIsAbandonedWhenTheUserClosesIt() throws {
    let app = try DeeplinkShopApp()
    var first: DeeplinkResult?
    var second: DeeplinkResult?
    app.deeplinks.handle("shop://orders") { first = $0 }
    let login = try app.loginScreen()
    #expect(
      app.deeplinks.handle("shop://orders?again") { second = $0 }.description
        == #"pending (guard "signed in")"#)
    #expect(app.loginFlowsStarted == 1)
    #expect(first?.error?.reason == .superseded(by: "shop://orders?again"))

    let presented = try #require(app.tabs.presentedScreen)
    #expect(login.container === presented)
    app.window.followUserClose(of: presented)

    #expect(second?.error?.reason == .flowClosed(guardName: "signed in"))
    #expect(
      second?.description
        == #"abandoned: Cannot open the deeplink "shop://orders?again": the flow of the guard "signed in" closed without a result"#
    )
    #expect(app.deeplinks.pendingURL == nil)
    // The next link starts the flow again.
    #expect(app.deeplinks.handle("shop://orders").description == #"pending (guard "signed in")"#)
    #expect(app.loginFlowsStarted == 2)
  }

  @Test func eventsOfASupersededAndAFocusedLink() throws {
    let app = try DeeplinkShopApp()
    app.shop.itemRouter.openProduct(id: 2, as: .push)
    app.deeplinks.handle("shop://orders")
    app.events.clear()
    app.deeplinks.handle("shop://product/2")
    let events = app.events.events.compactMap { $0.feature(as: DeeplinkEvent.self) }
    #expect(
      events == [
        .matched(url: "shop://product/2", pattern: "/product/:id<Int>"),
        .abandoned(
          url: "shop://orders", reason: #"the newer deeplink "shop://product/2" replaced it"#),
        .handled(
          url: "shop://product/2", screen: ScreenInfo(typeName: "ItemScreen", title: "Product 2")),
      ])
  }

  @Test func aFlowWithoutScreensIsTakenOverAndItsLateReportContinuesTheNewerLink() throws {
    let app = try DeeplinkShopApp()
    var report: DeeplinkGuard.FlowCompletion?
    var flows = 0
    try app.deeplinks.register(
      "/voucher/:code",
      guards: [
        DeeplinkGuard("network") { _ in
          .requireFlow { _, completion in
            flows += 1
            report = completion  // Reports once a request ends; opens no screen.
          }
        }
      ]
    ) { link in
      let code = try link.parameters.value(named: "code", as: String.self)
      try link.router(as: DefaultRouter.self).open(.push) { router in
        ItemScreen(viewModel: ItemViewModel(name: "Voucher \(code)", router: router))
      }
    }
    var first: DeeplinkResult?
    var second: DeeplinkResult?
    app.deeplinks.handle("shop://voucher/A") { first = $0 }
    #expect(
      app.deeplinks.handle("shop://voucher/B") { second = $0 }.description
        == #"pending (guard "network")"#)
    #expect(flows == 1, "the flow already running is waited for")
    #expect(first?.error?.reason == .superseded(by: "shop://voucher/B"))
    let reportSuccess = try #require(report)
    reportSuccess(.success(()))
    #expect(second?.description == "handled (opened)")
    #expect(app.window.topmostScreen?.title == "Voucher B")
    #expect(app.window.firstScreen { $0.title == "Voucher A" } == nil)
  }

  @Test func theRoutersGuardFlowRunsBeforeTheRegistrationsAndEachIsNamedWhileItRuns() throws {
    let app = try DeeplinkShopApp()
    var reports: [String: DeeplinkGuard.FlowCompletion] = [:]
    func flowGuard(_ name: String) -> DeeplinkGuard {
      DeeplinkGuard(name) { _ in .requireFlow { _, completion in reports[name] = completion } }
    }
    app.deeplinks.addGuard(flowGuard("consent"))
    try app.deeplinks.register("/gift", guards: [flowGuard("age")]) { link in
      try link.router(as: DefaultRouter.self).open(.push) { router in
        ItemScreen(viewModel: ItemViewModel(name: "Gift", router: router))
      }
    }
    var final: DeeplinkResult?
    #expect(
      app.deeplinks.handle("shop://gift") { final = $0 }.description
        == #"pending (guard "consent")"#)
    #expect(reports.keys.sorted() == ["consent"])
    let consent = try #require(reports["consent"])
    consent(.success(()))
    #expect(reports.keys.sorted() == ["age", "consent"])
    #expect(final == nil)
    #expect(app.deeplinks.pendingURL == "shop://gift")
    let age = try #require(reports["age"])
    age(.success(()))
    #expect(final?.description == "handled (opened)")
    let events = app.events.events.compactMap { $0.feature(as: DeeplinkEvent.self) }
    #expect(
      events.map(\.description) == [
        "deeplink matched shop://gift (/gift)",
        #"deeplink pending shop://gift (guard "consent")"#,
        #"deeplink pending shop://gift (guard "age")"#,
        #"deeplink handled shop://gift, showing ItemScreen "Gift""#,
      ])
  }

  @Test func theIdentityATargetComparesHasThePatternsParametersByValueOnly() throws {
    let app = try DeeplinkShopApp()
    var identities: [ScreenIdentity] = []
    try app.deeplinks.register(
      "/item/:id<Int>/:flag<Bool>/*rest?size=:size<Double>?&note=:note?",
      target: .screen { link in
        identities.append(link.screenIdentity(named: "item"))
        return nil
      }
    ) { _ in }
    app.deeplinks.handle("shop://item/+042/true/a%2Fb/c?size=2.50&ref=mail&note=")
    app.deeplinks.handle("shop://item/7/false/x?size=")
    #expect(
      identities == [
        ScreenIdentity(
          "item",
          parameters: [
            "id": "42", "flag": "true", "rest": "a/b/c", "size": "2.5", "note": "",
          ]),
        ScreenIdentity("item", parameters: ["id": "7", "flag": "false", "rest": "x"]),
      ])
  }

  @Test func aMatcherIsAValue() throws {
    var matcher = try DeeplinkMatcher<String>(origins: ["shop://"])
    try matcher.register("/a", to: "a")
    var copy = matcher
    try copy.register("/b", to: "b")
    try copy.registerParameterType(ProductCode.self)
    try copy.register("/c/:c<ProductCode>", to: "c")
    copy.maximumSegmentCount = 1
    #expect(matcher.patterns == ["/a"])
    #expect(matcher.match("shop://b").error?.reason == .noMatch(path: "/b", nearest: nil))
    #expect(throws: DeeplinkPatternError.self) {
      try matcher.register("/c/:c<ProductCode>", to: "c")
    }
    #expect(matcher.maximumSegmentCount == 64)
    #expect(try copy.match("shop://b").get().destination == "b")
    #expect(copy.match("shop://c/P-1").error?.reason == .tooManySegments(count: 2, limit: 1))
  }

  // MARK: - The router: waiting

  @Test func cancellingASupersededWaitLeavesTheNewerLinkWaiting() async throws {
    let app = try DeeplinkShopApp()
    let first = Task { await app.deeplinks.handleAndWait("shop://orders?n=1") }
    var waited = 0
    while app.deeplinks.pendingURL == nil, waited < 1_000 {
      await Task.yield()
      waited += 1
    }
    var second: DeeplinkResult?
    app.deeplinks.handle("shop://orders?n=2") { second = $0 }
    first.cancel()
    let result = await first.value
    #expect(result.error?.reason == .superseded(by: "shop://orders?n=2"))
    for _ in 0..<10 { await Task.yield() }
    #expect(app.deeplinks.pendingURL == "shop://orders?n=2")
    try app.loginScreen().triggerAction("Sign in")
    #expect(second?.description == "handled (opened)")
  }

  @Test func aWaitForALinkHandledAtOnceOrRefusedReturnsAtOnce() async throws {
    let app = try DeeplinkShopApp()
    let url = try #require(URL(string: "shop://product/4"))
    #expect(await app.deeplinks.handleAndWait(url, as: .modal).description == "handled (opened)")
    #expect(app.tabs.presentedScreen?.title == "Product 4")
    let refused = await app.deeplinks.handleAndWait("shop://product/x", from: .universalLink)
    #expect(refused.error?.reason.isInvalidParameter == true)
    let cancelled = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await app.deeplinks.handleAndWait(url)
    }
    #expect(
      await cancelled.value.error == DeeplinkError(url: url.absoluteString, reason: .cancelled))
    #expect(app.tabs.presentedScreen?.title == "Product 4")
  }
}

extension Result where Failure == DeeplinkError {
  /// The error of a refusal, `nil` for a match.
  fileprivate var error: DeeplinkError? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

extension DeeplinkError.Reason {
  fileprivate var isMalformed: Bool {
    if case .malformedURL = self { return true }
    return false
  }

  fileprivate var isNoMatch: Bool {
    if case .noMatch = self { return true }
    return false
  }

  fileprivate var isInvalidParameter: Bool {
    if case .invalidParameter = self { return true }
    return false
  }
}
