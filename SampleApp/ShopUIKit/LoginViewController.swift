import Wayfinder
import WayfinderUIKit

/// The login form, shown as a sheet the user may swipe down (which cancels the login).
@MainActor
final class LoginViewController: ScreenViewController {
  /// The user tapped "Log in".
  func logIn() throws {
    try triggerAction("Log in")
  }
}
