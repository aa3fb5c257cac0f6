/// Something that can close the screen it opened (the article's `Closable`).
///
/// The one requirement is what the article's protocol has, so a hand-written mock that
/// implements only `close()` conforms, and a view model's call reaches it through
/// `any Routes`. ``DefaultRouter`` closes its root by undoing the transition that opened it; the
/// form that reports the outcome is ``Router/close(completion:)``.
@MainActor
public protocol Closable: AnyObject {
  /// Closes the root screen by undoing the transition that opened it: pops a pushed screen (and
  /// what was pushed after it), dismisses a presented one. Failures go to the observers.
  func close()
}
