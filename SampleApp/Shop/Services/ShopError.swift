/// The errors of the shop's services.
public enum ShopError: Error, Hashable, CustomStringConvertible {
  /// No product has this identifier.
  case unknownProduct(id: Int)
  /// The e-mail or password is wrong.
  case invalidCredentials
  /// The action needs a logged-in user, and nobody is logged in.
  case notLoggedIn

  /// A sentence for logs and the terminal.
  public var description: String {
    switch self {
    case .unknownProduct(let id): "there is no product \(id)"
    case .invalidCredentials: "the e-mail or password is wrong"
    case .notLoggedIn: "nobody is logged in"
    }
  }
}
