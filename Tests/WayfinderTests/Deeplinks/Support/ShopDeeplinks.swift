import Wayfinder

/// An app-declared parameter type: `P-` followed by digits.
struct ProductCode: LosslessStringConvertible, Sendable, Equatable {
  /// The digits after `P-`.
  let number: Int

  init?(_ description: String) {
    guard description.hasPrefix("P-"), let number = Int(description.dropFirst(2)), number >= 0
    else { return nil }
    self.number = number
  }

  var description: String { "P-\(number)" }
}

/// The shop app's deeplink table used across the deeplink tests.
enum ShopDeeplinks {
  /// The patterns and the destination label each is registered with.
  static let patterns: [(pattern: String, destination: String)] = [
    ("/", "home"),
    ("/product/:id<Int>", "product"),
    ("/product/new", "productNew"),
    ("/product/:slug", "productSlug"),
    ("/product/:id<Int>/reviews", "reviews"),
    ("/wishlist/product/:id<Int>", "wishlistProduct"),
    ("/search?q=:query&page=:page<Int>?", "search"),
    ("/search/*rest", "searchRest"),
    ("/order/:token<UUID>", "order"),
    ("/code/:code<ProductCode>", "code"),
    ("/caf\u{E9}/:name", "cafe"),
    ("/files/*path", "files"),
    ("http://legacy.example.com/p/:id<Int>", "legacy"),
    ("shop://flag/:on<Bool>", "flag"),
    ("shop://price/:amount<Double>", "price"),
  ]

  /// The origins path-only patterns apply to.
  static let origins = ["shop://", "https://shop.example.com", "https://WWW.shop.example.com"]

  /// A matcher with every pattern registered in the given order.
  static func matcher(
    order: [(pattern: String, destination: String)] = patterns
  ) throws -> DeeplinkMatcher<String> {
    var matcher = try DeeplinkMatcher<String>(origins: origins)
    try matcher.registerParameterType(ProductCode.self)
    for (pattern, destination) in order {
      try matcher.register(pattern, to: destination)
    }
    return matcher
  }
}
