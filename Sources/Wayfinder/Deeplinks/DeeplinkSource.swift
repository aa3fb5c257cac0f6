/// Where a deeplink came from (``Deeplink/source``):
/// `deeplinks.handle(url, from: .pushNotification(id: notification.identifier))`.
public enum DeeplinkSource: Hashable, Sendable, CustomStringConvertible {
  /// A link inside the app (a button, a message).
  case inApp
  /// A universal link (`NSUserActivity` of type web browsing).
  case universalLink
  /// A URL with the app's custom scheme, opened by another app (`scene(_:openURLContexts:)`).
  case customScheme
  /// A push notification, with its identifier when there is one.
  case pushNotification(id: String?)
  /// Any other origin the app names (a widget, a Siri shortcut, a QR code).
  case custom(String)
  /// `in-app`, `universal link`, `push notification abc`, or the custom name.
  public var description: String {
    switch self {
    case .inApp: "in-app"
    case .universalLink: "universal link"
    case .customScheme: "custom scheme"
    case .pushNotification(let id): id.map { "push notification \($0)" } ?? "push notification"
    case .custom(let name): name
    }
  }
}
