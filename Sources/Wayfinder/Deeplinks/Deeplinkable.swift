public import Foundation

/// Something that can open a URL inside the app (the article's `Deeplinkable`).
///
/// ``DeeplinkRouter`` conforms; a view model or the app delegate can hold an
/// `any Deeplinkable` and stay unaware of patterns, guards and handlers.
@MainActor
public protocol Deeplinkable: AnyObject {
  /// Opens `url`, asking for `transition` (the handler decides whether to use it).
  ///
  /// - Returns: Whether the link was handled, or accepted and waiting for a guard's flow
  ///   (such as sign-in) to finish.
  @discardableResult
  func route(to url: URL, as transition: Transition) -> Bool
}
