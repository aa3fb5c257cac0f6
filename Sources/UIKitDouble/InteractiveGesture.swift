/// A gesture the user is in the middle of (a back swipe, a sheet swipe): the transition runs
/// interactively until the test lets go with ``finish()`` (past the threshold) or ``cancel()``
/// (before it).
///
/// A double-only test hook; see ``UIKitUser``.
///
/// UIPercentDrivenInteractiveTransition, `cancel()`: "your gesture recognizer or event-handling
/// code would call this method when interactions suggest that the user wants to cancel or abort
/// the view controller transition."
/// (https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/cancel())
/// After either call the rest of the transition animates on ``DoubleRunLoop``'s clock and ends
/// there.
@MainActor
public final class InteractiveGesture {
  private let transition: DoubleTransition

  init(_ transition: DoubleTransition) {
    self.transition = transition
  }

  /// The transition's coordinator, as the view controllers taking part see it.
  public var transitionCoordinator: any UIViewControllerTransitionCoordinator { transition }

  /// Whether the user still holds the gesture.
  public var isHeld: Bool { transition.isInteractive }

  /// The user lets go past the threshold: the transition completes.
  ///
  /// Answers `false` (and does nothing) when the user already let go.
  @discardableResult
  public func finish() -> Bool {
    guard isHeld else { return false }
    transition.finishInteraction(cancelled: false)
    return true
  }

  /// The user lets go before the threshold: the transition is undone.
  ///
  /// Answers `false` (and does nothing) when the user already let go.
  @discardableResult
  public func cancel() -> Bool {
    guard isHeld else { return false }
    transition.finishInteraction(cancelled: true)
    return true
  }
}
