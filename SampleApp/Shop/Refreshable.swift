/// A screen that recomputes its content and actions from its view model before it is shown.
@MainActor
protocol Refreshable {
  /// Recomputes the content and actions.
  func refresh()
}
