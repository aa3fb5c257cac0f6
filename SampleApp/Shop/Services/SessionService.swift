/// Who is logged in during one session.
///
/// Main-actor state: the screens read it, the login flow changes it. It lives in the session
/// scope (`.scoped(.session)`): logging out drops it with the scope, and the next resolve makes a
/// new, logged-out one (see `LogoutRoute`). So whatever outlives a session must not keep one;
/// it asks for the current one through a `Provider`, as `WishlistStore` does.
@MainActor
public final class SessionService {
  /// The e-mail of the logged-in user, or `nil`.
  public private(set) var userEmail: String?

  /// Creates a logged-out session.
  public init() {}

  /// Whether someone is logged in.
  public var isLoggedIn: Bool { userEmail != nil }

  /// Logs in with the sample's credentials (any e-mail, the password `"secret"`).
  ///
  /// - Throws: ``ShopError/invalidCredentials``.
  public func logIn(email: String, password: String) throws(ShopError) {
    guard !email.isEmpty, password == "secret" else { throw .invalidCredentials }
    userEmail = email
  }
}
