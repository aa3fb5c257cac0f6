/// The products the user wishes for.
@MainActor
public final class WishlistStore {
  /// The wished-for product identifiers, oldest first.
  public private(set) var productIDs: [Int] = []

  /// Creates an empty wishlist.
  public init() {}

  /// Adds `id` unless it is there already; returns whether it was added.
  @discardableResult
  public func add(_ id: Int) -> Bool {
    guard !productIDs.contains(id) else { return false }
    productIDs.append(id)
    return true
  }

  /// Whether `id` is on the wishlist.
  public func contains(_ id: Int) -> Bool { productIDs.contains(id) }
}
