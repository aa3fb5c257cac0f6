/// A product the shop sells.
public struct Product: Hashable, Sendable, Identifiable {
  /// The product's identifier, as in `shop://product/42`.
  public let id: Int

  /// The product's name.
  public let name: String

  /// The price in cents.
  public let priceInCents: Int

  /// The identifiers of related products, shown on the product's screen.
  public let relatedIDs: [Int]

  /// The department the product is sold in, whose tab lists it (see `ShopApp(departments:)`).
  public let department: String

  /// Creates a product.
  public init(
    id: Int, name: String, priceInCents: Int, relatedIDs: [Int] = [], department: String = ""
  ) {
    self.id = id
    self.name = name
    self.priceInCents = priceInCents
    self.relatedIDs = relatedIDs
    self.department = department
  }

  /// The price as text, such as `$12.50`.
  public var formattedPrice: String {
    let cents = priceInCents % 100
    return "$\(priceInCents / 100).\(cents < 10 ? "0" : "")\(cents)"
  }
}
