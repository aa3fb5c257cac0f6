public import WayfinderContainer

/// The wishlists of the shop's accounts: it shows and changes the one of whoever is logged in.
///
/// The store lives as long as the app (a singleton) and stands in for the shop's server, which
/// keeps each account's wishlist: logging out and in again shows the same list, and the next
/// user sees only theirs. The session does not live as long: it belongs to the session scope,
/// which a logout drops. So the store asks for the current session each time, through a
/// `Provider`:
///
/// ```swift
/// try container.registerMainActor(WishlistStore.self, lifetime: .singleton) { r in
///   WishlistStore(session: r.provider(), catalogue: try r.resolve())
/// }
/// ```
///
/// A `SessionService` resolved once would be the first session for ever: after a logout it
/// would still say its user is logged in, and it would keep that session alive. A `Lazy` would
/// do the same (it resolves once and keeps what it got), and the container itself would hide
/// what the store needs.
@MainActor
public final class WishlistStore {
  private let session: Provider<SessionService>
  private let catalogue: ProductCatalogue
  private var productsByOwner: [String: [Product]] = [:]

  /// Creates a store with no wishlists, for the sessions `session` provides and the products of
  /// `catalogue`.
  public init(session: Provider<SessionService>, catalogue: ProductCatalogue) {
    self.session = session
    self.catalogue = catalogue
  }

  /// The e-mail of the user whose wishlist the store shows: whoever the current session has
  /// logged in, or `nil`.
  ///
  /// A session that the container cannot make counts as nobody logged in; the app graph's
  /// `validate()` test proves that it can.
  public var owner: String? {
    (try? session.instance)?.userEmail
  }

  /// The owner's wished-for products, oldest first; none when nobody is logged in.
  public var products: [Product] {
    owner.flatMap { productsByOwner[$0] } ?? []
  }

  /// The identifiers of ``products``.
  public var productIDs: [Int] { products.map(\.id) }

  /// Adds product `id` to the owner's wishlist unless it is there already; returns whether it
  /// was added.
  ///
  /// - Throws: ``ShopError/notLoggedIn`` when nobody is logged in,
  ///   ``ShopError/unknownProduct(id:)`` when the catalogue has no such product; the wishlist is
  ///   then unchanged.
  @discardableResult
  public func add(_ id: Int) throws(ShopError) -> Bool {
    guard let owner else { throw .notLoggedIn }
    let product = try catalogue.product(id: id)
    guard !contains(id) else { return false }
    productsByOwner[owner, default: []].append(product)
    return true
  }

  /// Whether product `id` is on the owner's wishlist.
  public func contains(_ id: Int) -> Bool { productIDs.contains(id) }
}
