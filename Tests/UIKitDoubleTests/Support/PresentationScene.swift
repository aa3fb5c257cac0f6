import UIKitDouble

/// A shown window whose root is a tracked view controller "Root"; every appearance has ended
/// and the journal is empty.
@MainActor
final class PresentationScene {
  let journal = Journal()
  let root: TrackedViewController
  let window: UIWindow

  init() {
    root = TrackedViewController("Root", journal: journal)
    window = Stage.window(root: root)
    _ = journal.take()
  }

  /// Presents `controller` from the root, animated, and plays the presentation to its end.
  func show(_ controller: UIViewController) {
    root.present(controller, animated: true)
    DoubleRunLoop.main.runUntilIdle()
  }

  /// A tracked sheet titled "Sheet", presented from the root and dismissed again.
  func sheetShownAndDismissed() -> TrackedViewController {
    let sheet = TrackedViewController("Sheet", journal: journal)
    show(sheet)
    hide()
    return sheet
  }

  /// Dismisses what the root presents, animated, and plays the dismissal to its end.
  func hide() {
    root.dismiss(animated: true)
    DoubleRunLoop.main.runUntilIdle()
  }
}
