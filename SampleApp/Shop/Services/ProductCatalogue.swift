/// The products the shop sells, looked up by identifier.
public struct ProductCatalogue: Sendable {
  /// Every product, in display order.
  public let products: [Product]

  private let byID: [Int: Product]

  /// Creates a catalogue of `products`.
  public init(products: [Product]) {
    self.products = products
    self.byID = Dictionary(products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The product with `id`.
  ///
  /// - Throws: ``ShopError/unknownProduct(id:)``.
  public func product(id: Int) throws(ShopError) -> Product {
    guard let product = byID[id] else { throw .unknownProduct(id: id) }
    return product
  }

  /// The sample's catalogue: three products that link to each other.
  public static let sample = ProductCatalogue(products: [
    Product(
      id: 42, name: "Walking Boots", priceInCents: 8_950, relatedIDs: [7], department: "Footwear"),
    Product(
      id: 7, name: "Wool Socks", priceInCents: 1_250, relatedIDs: [42, 13], department: "Footwear"),
    Product(id: 13, name: "Trail Map", priceInCents: 600, relatedIDs: [], department: "Maps"),
  ])
}
