import Foundation
import Testing
import Wayfinder

@Suite struct DeeplinkParametersTests {
  @Test func typedValuesConvert() throws {
    let matcher = try ShopDeeplinks.matcher()
    let product = try matcher.match("shop://product/42").get()
    #expect(try product.parameters.value(named: "id", as: Int.self) == 42)
    #expect(try product.parameters.value(named: "id", as: String.self) == "42")
    let order = try matcher.match("shop://order/e621e1f8-c36c-495a-93fc-0c247a3e6e5f").get()
    let token: UUID = try order.parameters.value(named: "token")
    #expect(token == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
  }

  @Test func optionalQueryParameters() throws {
    let matcher = try ShopDeeplinks.matcher()
    let withoutPage = try matcher.match("shop://search?q=shoes&utm=x").get()
    #expect(try withoutPage.parameters.valueIfPresent(named: "page", as: Int.self) == nil)
    #expect(withoutPage.parameters["query"] == "shoes")
    #expect(
      withoutPage.queryItems == [.init(name: "q", value: "shoes"), .init(name: "utm", value: "x")])
    let withPage = try matcher.match("shop://search?q=shoes&page=3").get()
    #expect(try withPage.parameters.valueIfPresent(named: "page", as: Int.self) == 3)
  }

  @Test func conversionFailureNamesParameterAndText() throws {
    let match = try ShopDeeplinks.matcher().match("shop://product/blue").get()
    // The same reason as the matcher's refusal of a typed segment, naming the pattern.
    #expect(
      throws: DeeplinkError.Reason.invalidParameter(
        name: "slug", text: "blue", expectedType: "Int", pattern: "/product/:slug")
    ) {
      try match.parameters.value(named: "slug", as: Int.self)
    }
    #expect(
      throws: DeeplinkError.Reason.invalidParameter(
        name: "slug", text: "blue", expectedType: "UUID", pattern: "/product/:slug")
    ) {
      try match.parameters.value(named: "slug", as: UUID.self)
    }
    let error = DeeplinkError.Reason.invalidParameter(
      name: "slug", text: "blue", expectedType: "Int", pattern: "/product/:slug")
    #expect(error.description.contains("\"slug\"") && error.description.contains("\"blue\""))
    // Parameters made by hand name no pattern.
    let literal: DeeplinkParameters = ["slug": "blue"]
    #expect(throws: DeeplinkError.Reason.self) {
      try literal.value(named: "slug", as: Int.self)
    }
    #expect(
      DeeplinkError.Reason.invalidParameter(
        name: "slug", text: "blue", expectedType: "Int", pattern: ""
      ).description == #"parameter "slug" expects Int but the URL has "blue""#)
  }

  @Test func missingParameterListsTheAvailableOnes() throws {
    let match = try ShopDeeplinks.matcher().match("shop://product/42").get()
    #expect(throws: DeeplinkError.Reason.missingParameter(name: "sku", available: ["id"])) {
      try match.parameters.value(named: "sku", as: Int.self)
    }
    #expect(
      DeeplinkError.Reason.missingParameter(name: "sku", available: ["id"]).description
        == #"the deeplink has no parameter "sku"; it has "id""#)
  }

  @Test func literalParametersAndDescription() {
    let parameters: DeeplinkParameters = ["id": "42", "ref": "mail"]
    #expect(parameters.names == ["id", "ref"])
    #expect(parameters.contains("ref"))
    #expect(!parameters.isEmpty)
    #expect(parameters.description == "[id=\"42\", ref=\"mail\"]")
  }

  @Test func foundationURLOverloadMatchesTheString() throws {
    let matcher = try ShopDeeplinks.matcher()
    let url = try #require(URL(string: "https://shop.example.com/product/7"))
    #expect(try matcher.match(url).get().parameters.value(named: "id", as: Int.self) == 7)
  }

  @Test func refusalMessagesNameWhatWasAsked() {
    #expect(
      DeeplinkError.Reason.noMatch(path: "/a", nearest: "shop://b").description
        == "no deeplink pattern matches the path \"/a\"; the nearest pattern is \"shop://b\""
    )
    #expect(DeeplinkError.Reason.unknownScheme("mail").description.contains("\"mail\""))
    #expect(
      DeeplinkError.Reason.unknownHost("evil.example", scheme: "https").description.contains(
        "evil.example")
    )
    #expect(
      DeeplinkError(
        url: "shop://x",
        reason: .invalidParameter(name: "id", text: "x", expectedType: "Int", pattern: "p")
      ).description
        == "Cannot open the deeplink \"shop://x\": parameter \"id\" of \"p\" expects Int but the URL has \"x\""
    )
  }

  @Test func matcherIsSharedAcrossTasks() async throws {
    let matcher = try ShopDeeplinks.matcher()
    let ids = await withTaskGroup(of: Int?.self) { group in
      for id in 0..<32 {
        group.addTask {
          try? matcher.match("shop://product/\(id)").get().parameters.value(named: "id")
        }
      }
      var ids: [Int] = []
      for await id in group { if let id { ids.append(id) } }
      return ids.sorted()
    }
    #expect(ids == Array(0..<32))
  }

  @Test func limitsAreConfigurable() throws {
    var matcher = try ShopDeeplinks.matcher()
    matcher.maximumURLLength = 20
    #expect(
      throws: DeeplinkError(
        url: "shop://product/123456", reason: .urlTooLong(length: 21, limit: 20))
    ) {
      try matcher.match("shop://product/123456").get()
    }
    matcher.maximumSegmentCount = 2
    #expect(
      throws: DeeplinkError(url: "shop://a/b/c", reason: .tooManySegments(count: 3, limit: 2))
    ) {
      try matcher.match("shop://a/b/c").get()
    }
  }
}
