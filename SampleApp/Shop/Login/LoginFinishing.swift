import Wayfinder

/// How the login flow ends: it closes and hands its outcome to whoever opened it.
@MainActor
protocol LoginFinishing {
  /// Closes the login flow and reports `outcome` to the screen that opened it, once.
  func finishLogin(with outcome: LoginOutcome)
}

// The login screen's router is a `ResultRouter<LoginOutcome>` (see `LoginRoute`): finishing is
// the kit's `finish(with:)`, cancelling its `cancel()`. Closing the flow any other way (back, a
// link that dismisses it) delivers `.cancelled` too, exactly once.
extension ResultRouter: LoginFinishing where Output == LoginOutcome {
  func finishLogin(with outcome: LoginOutcome) {
    switch outcome {
    case .loggedIn: finish(with: outcome)
    case .cancelled: cancel()
    }
  }
}
