import Wayfinder

/// Logs the user out: ends the session, then refreshes what the screens show.
@MainActor
protocol LogoutRoute {
  /// Logs out: drops the services of the session scope, so that the next resolve makes new ones
  /// (a logged-out session), and refreshes the screens that show session state.
  func logOut()
}

extension LogoutRoute where Self: Router {
  func logOut() {
    // The router holds the app's container; resetting it there drops the session's services for
    // every screen. What outlives the session reaches the new one through a provider.
    container.reset(.session)
    root?.window?.refreshScreens()
  }
}

extension DefaultRouter: LogoutRoute {}
