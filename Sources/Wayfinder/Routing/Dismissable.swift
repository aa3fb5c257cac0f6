/// Something that can dismiss the modal presentation it is in (the article's `Dismissable`).
///
/// The one requirement is what the article's protocol has, so a hand-written mock that
/// implements only `dismiss()` conforms, and a view model's call reaches it through
/// `any Routes`. The form that reports the outcome is ``Router/dismiss(completion:)``.
@MainActor
public protocol Dismissable: AnyObject {
  /// Dismisses the modal presentation that contains the root screen, whatever transition opened
  /// the root (a screen pushed inside a presented navigation container dismisses the whole
  /// container). Failures go to the observers.
  func dismiss()
}
