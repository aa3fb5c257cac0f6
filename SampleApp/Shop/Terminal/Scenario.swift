import Wayfinder

/// The article's whole flow, run headlessly and narrated: each step prints what the user did,
/// the routing events and the screen tree (and, where it matters, what the topmost screen
/// shows), and the run ends with a summary line.
@MainActor
struct Scenario {
  /// A step: what the user does, said in words, and the command that does it.
  struct Step {
    let narration: String
    let command: SessionCommand
    /// Whether the narration prints what the topmost screen shows after the step, for steps
    /// that change what a screen shows without changing the tree.
    var showsScreen = false
  }

  /// The steps of the article's flow.
  static let article: [Step] = [
    Step(narration: "opens Walking Boots from the Shop tab", command: .tap("Open Walking Boots")),
    Step(narration: "opens the related Wool Socks", command: .tap("Open Wool Socks")),
    Step(
      narration: "adds the socks to the wishlist, which asks to log in first",
      command: .tap("Add to wishlist")),
    Step(narration: "chooses to sign up", command: .tap("Sign up")),
    Step(narration: "forgot the password after all", command: .tap("Forgot password")),
    Step(narration: "asks for a reset link", command: .tap("Reset password")),
    Step(narration: "closes the confirmation", command: .tap("OK")),
    Step(narration: "goes back to the sign-up form", command: .back),
    Step(
      narration: "creates the account, which finishes adding the socks",
      command: .tap("Create account")),
    Step(narration: "closes the confirmation", command: .tap("OK")),
    Step(narration: "adds a Siri shortcut for the socks", command: .tap("Add to Siri")),
    Step(narration: "confirms the shortcut in the system sheet", command: .tap("Add Shortcut")),
    Step(narration: "goes back to Walking Boots", command: .back),
    Step(narration: "switches to the Wishlist tab", command: .tab("Wishlist")),
    Step(narration: "opens the socks from the wishlist", command: .tap("Open Wool Socks")),
    Step(narration: "goes back to the wishlist", command: .back),
    Step(narration: "switches back to the Shop tab", command: .tab("Shop")),
    Step(
      narration: "taps a link to the socks in the wishlist",
      command: .open("shop://wishlist/product/7")),
    Step(
      narration: "taps a universal link to the Trail Map",
      command: .open("https://shop.example.com/product/13")),
    Step(
      narration: "taps a link to the Shop tab, which is already there",
      command: .open("shop://shop")),
    Step(
      narration: "taps a link to the wishlist", command: .open("shop://wishlist"),
      showsScreen: true),
    Step(
      narration: "logs out, which ends the session and empties the tab",
      command: .tap("Log out"), showsScreen: true),
    Step(
      narration: "taps a link that adds the Trail Map to the wishlist, which asks to log in again",
      command: .open("shop://wishlist/add/13")),
    Step(narration: "cancels the login, so nothing is added", command: .tap("Cancel")),
  ]

  let steps: [Step]

  /// Runs the steps on a fresh app and writes the narration to `output`; returns the number of
  /// leaked screens (0 when every closed screen was freed).
  @discardableResult
  func run(output: (String) -> Void) throws -> Int {
    let session = ShopSession(app: try ShopApp())
    output("Wayfinder sample: the shop from \"Clean, Simple and Composable Routing for iOS Apps\"")
    output("")
    output("The app starts on the Shop tab:")
    output(session.window.render())
    var failures = 0
    for (index, step) in steps.enumerated() {
      output("")
      output("Step \(index + 1): the user \(step.narration)")
      let result = session.run(step.command)
      switch result {
      case .success(let line): output("  \(line)")
      case .failure(let error):
        failures += 1
        output("  failed: \(error)")
      }
      for line in session.takeEvents() { output("  \(line)") }
      output(
        session.window.render().split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
      if step.showsScreen {
        output("  on screen:")
        for line in ScreenDescription.topmost(in: session.window) { output("    \(line)") }
      }
    }
    var leaks = session.window.leakedScreens()
    let relaunched = try relaunch(after: session, output: output)
    // The relaunched app's leak report covers the hierarchy it started with, which the restored
    // one replaced.
    leaks += relaunched.window.leakedScreens()
    let alive = relaunched.window.screensFromTop.count
    for leak in leaks { output("leaked: \(leak)") }
    output("")
    output(
      "Summary: steps: \(steps.count), failed steps: \(failures), screens alive: \(alive), leaks: \(leaks.count)"
    )
    return leaks.count + failures
  }
}
