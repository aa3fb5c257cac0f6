/// What results report to the window's observers (see ``FeatureEvent``).
public enum ResultEvent: FeatureEvent {
  /// The screen opened for a result returned it to the screen that opened it: finished, or
  /// cancelled (closed any other way).
  case returned(screen: ScreenInfo, presenter: ScreenInfo?, cancelled: Bool)

  /// `finished LoginScreen "Login" for ProductScreen "Wool Socks"`.
  public var description: String {
    switch self {
    case .returned(let screen, let presenter, let cancelled):
      let head = cancelled ? "cancelled" : "finished"
      return ([head, screen.description] + (presenter.map { ["for \($0)"] } ?? []))
        .joined(separator: " ")
    }
  }
}
