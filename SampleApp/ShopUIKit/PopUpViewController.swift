import Wayfinder
import WayfinderUIKit

/// The pop-up that fades in (the bridge drives `FadeTransitionAnimator`).
@MainActor
final class PopUpViewController: ScreenViewController {
  /// The message shown.
  var message: String { screen?.content.first ?? "" }
}
