/// Who is logged in.
///
/// Main-actor state: the screens read it, the login flow changes it.
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

  /// Logs out.
  public func logOut() {
    userEmail = nil
  }
}
