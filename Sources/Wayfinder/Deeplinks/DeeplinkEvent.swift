/// What a ``DeeplinkRouter`` reports to the window's observers (see ``FeatureEvent``).
public enum DeeplinkEvent: FeatureEvent {
  /// `url` matched the registered `pattern`.
  case matched(url: String, pattern: String)
  /// A guard runs another flow (`guardName`, such as sign-in) before `url` can be handled.
  case pending(url: String, guardName: String)
  /// `url` was handled; `screen` is the topmost screen after it.
  case handled(url: String, screen: ScreenInfo?)
  /// `url` was refused; `reason` is the clause of ``DeeplinkError/Reason``.
  case refused(url: String, reason: String)
  /// `url`, which waited (or was to wait) for a guard's flow, was given up; `reason` is the
  /// clause of ``DeeplinkError/Reason``.
  case abandoned(url: String, reason: String)
  /// `deeplink handled shop://product/42, showing ProductScreen "Product 42"`.
  public var description: String {
    switch self {
    case .matched(let url, let pattern): "deeplink matched \(url.escapedForMessage) (\(pattern))"
    case .pending(let url, let guardName):
      "deeplink pending \(url.escapedForMessage) (guard \"\(guardName.escapedForMessage)\")"
    case .handled(let url, let screen):
      "deeplink handled \(url.escapedForMessage)" + (screen.map { ", showing \($0)" } ?? "")
    case .refused(let url, let reason): "deeplink refused \(url.escapedForMessage): \(reason)"
    case .abandoned(let url, let reason): "deeplink abandoned \(url.escapedForMessage): \(reason)"
    }
  }
}
