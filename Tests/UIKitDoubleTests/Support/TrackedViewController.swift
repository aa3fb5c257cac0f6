import Foundation
import UIKitDouble

/// A view controller that records its appearance callbacks, with whether its view was in a
/// window and whether it was moving or being presented or dismissed at the time.
@MainActor
final class TrackedViewController: UIViewController {
  private let journal: Journal
  /// Whether `view.window` was set in each callback, by callback name.
  private(set) var windowSeen: [String: Bool] = [:]
  /// The flags seen in each callback: moving to/from parent, being presented/dismissed.
  private(set) var flagsSeen: [String: [String]] = [:]

  init(_ title: String, journal: Journal) {
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewWillAppear(_ animated: Bool) { note("willAppear") }
  override func viewDidAppear(_ animated: Bool) { note("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }

  private func note(_ callback: String) {
    journal.record("\(title ?? "?") \(callback)")
    windowSeen[callback] = view.window != nil
    var flags: [String] = []
    if isMovingToParent { flags.append("movingToParent") }
    if isMovingFromParent { flags.append("movingFromParent") }
    if isBeingPresented { flags.append("beingPresented") }
    if isBeingDismissed { flags.append("beingDismissed") }
    flagsSeen[callback] = flags
  }
}
