import Wayfinder

extension Scenario {
  /// Narrates state restoration: the app saves what `session` shows as it leaves the foreground,
  /// then a new app (the relaunch) restores it; returns the new app's session.
  ///
  /// - Throws: the error that kept the app from saving or restoring its window.
  func relaunch(after session: ShopSession, output: (String) -> Void) throws -> ShopSession {
    let saved = try session.app.savedState()
    output("")
    output("The user leaves the app, which saves what its window shows.")
    output("The system ends the app; the user opens it again, and it restores the window:")
    let relaunched = ShopSession(app: try ShopApp())
    try relaunched.app.restore(saved)
    for line in relaunched.takeEvents() { output("  \(line)") }
    output(
      relaunched.window.render().split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
    return relaunched
  }
}
