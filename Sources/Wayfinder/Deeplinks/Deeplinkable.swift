public import Foundation

/// Something that can open a URL inside the app (the article's `Deeplinkable`), such as
/// ``DeeplinkRouter``.
@MainActor
public protocol Deeplinkable: AnyObject {
  /// Opens `url`, asking for `transition` (the handler decides whether to use it).
  ///
  /// - Returns: Whether the link was handled or waits for a guard's flow.
  @discardableResult
  func route(to url: URL, as transition: Transition) -> Bool
}
