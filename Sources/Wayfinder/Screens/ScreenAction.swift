/// A named action a ``Screen`` offers: the headless stand-in for a button.
@MainActor
public struct ScreenAction {
  /// The action's title, unique on its screen.
  public let title: String

  /// The code that runs when the action is triggered.
  let handler: @MainActor () -> Void
}
