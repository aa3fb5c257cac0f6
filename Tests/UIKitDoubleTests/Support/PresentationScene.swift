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
}
