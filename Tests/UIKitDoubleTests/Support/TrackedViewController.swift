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
  /// The containment calls heard, in order, with the parent passed and the parent at the
  /// time (`"willMove to Nav, parent nil"`); kept out of the journal.
  private(set) var movesSeen: [String] = []

  init(_ title: String, journal: Journal) {
    self.journal = journal
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Run (and journaled, as `"viewDidLoad"`) when the view has loaded.
  var onViewDidLoad: (() -> Void)?

  override func viewDidLoad() {
    guard let onViewDidLoad else { return }
    journal.record("\(title ?? "?") viewDidLoad")
    onViewDidLoad()
  }

  override func viewWillAppear(_ animated: Bool) { note("willAppear") }
  override func viewDidAppear(_ animated: Bool) { note("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    noteMove("willMove", parent)
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    noteMove("didMove", parent)
  }

  private func noteMove(_ call: String, _ parent: UIViewController?) {
    movesSeen.append("\(call) to \(Self.name(parent)), parent \(Self.name(self.parent))")
  }

  private static func name(_ controller: UIViewController?) -> String {
    controller.map { $0.title ?? String(describing: type(of: $0)) } ?? "nil"
  }

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
