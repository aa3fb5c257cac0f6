/// How the login flow ended.
enum LoginOutcome: Equatable {
  /// The user logged in (or signed up) with this e-mail.
  case loggedIn(email: String)
  /// The user closed the login flow.
  case cancelled
}
