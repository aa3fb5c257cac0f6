import UIKitDouble

/// Records what a transition coordinator's interaction handlers learn: one entry per change,
/// `true` when the user cancelled.
@MainActor
final class InteractionRecorder {
  private(set) var cancellations: [Bool] = []

  init(_ coordinator: any UIViewControllerTransitionCoordinator) {
    coordinator.notifyWhenInteractionChanges { [weak self] context in
      self?.cancellations.append(context.isCancelled)
    }
  }
}
