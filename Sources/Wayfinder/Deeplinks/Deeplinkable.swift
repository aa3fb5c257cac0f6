public import Foundation

/// What opens a URL inside the app, such as ``DeeplinkRouter`` (the article's `Deeplinkable`).
@MainActor
public protocol Deeplinkable: AnyObject {
  /// Opens `url`, asking for `transition` (the handler decides whether to use it); returns
  /// whether the link was handled or waits for a guard's flow.
  @discardableResult
  func route(to url: URL, as transition: Transition) -> Bool
}
