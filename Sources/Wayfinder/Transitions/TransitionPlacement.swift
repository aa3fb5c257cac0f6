/// Where a ``Transition`` places a screen, relative to the screen it is opened from, and how
/// closing it undoes that.
public enum TransitionPlacement: Hashable, Sendable {
  /// Pushed onto the nearest navigation container of the source; closing pops it and what was
  /// pushed after it.
  case push
  /// Presented modally by the source's outermost container, optionally wrapped in a new
  /// navigation container; closing dismisses that presentation.
  case modal(inNavigation: Bool)
  /// Shown by selecting the tab that holds it; a tab cannot be closed.
  case tab
  /// Made the root of the source's window; a root cannot be closed.
  case root
  /// Already placed by its container (a tab); opening only checks it was placed, and it cannot
  /// be closed.
  case container
}
