import Wayfinder

extension Window {
  /// Refreshes every screen of the window that recomputes its content (`Refreshable`), hidden
  /// tabs included, so that each shows what its view model says now.
  func refreshScreens() {
    for screen in screensFromTop {
      (screen as? any Refreshable)?.refresh()
    }
  }
}
