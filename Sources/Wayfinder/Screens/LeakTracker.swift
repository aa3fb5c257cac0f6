/// Remembers screens that left a window's hierarchy, weakly, so survivors can be reported.
///
/// Only the screen is referenced (weakly); when it survives, the report names its view model and
/// router as they are then. Dead records are dropped in amortized constant time: the list is
/// compacted whenever it grows to twice the number of records alive at the last compaction, so
/// memory stays proportional to the screens actually alive, however many were opened and closed.
@MainActor
final class LeakTracker {
  /// A screen that left the hierarchy.
  private struct Record {
    weak var screen: Screen?
  }

  @exclusivity(unchecked) private var records: [Record] = []
  @exclusivity(unchecked) private var compactionThreshold = 64

  /// Records `screen` and every screen below it as removed from the hierarchy.
  ///
  /// Every place a screen leaves a window's hierarchy calls this once the hierarchy is
  /// consistent again, so it is also where the routers that asked for it (a ``ResultRouter``
  /// waiting for its result) learn that their root left: they are told after every removed
  /// screen is recorded.
  func recordRemoval(of screen: Screen) {
    if screen.presentedScreen == nil && screen.children.isEmpty {
      append(screen)
      if screen.reportsRemoval { (screen.router as? any RemovalObserving)?.rootDidLeaveHierarchy() }
    } else {
      var observers: [any RemovalObserving] = []
      screen.forEachInSubtree { removed in
        append(removed)
        if removed.reportsRemoval, let observer = removed.router as? any RemovalObserving {
          observers.append(observer)
        }
      }
      for observer in observers { observer.rootDidLeaveHierarchy() }
    }
  }

  private func append(_ screen: Screen) {
    if records.count >= compactionThreshold {
      records.removeAll { $0.screen == nil }
      compactionThreshold = max(64, records.count * 2)
    }
    records.append(Record(screen: screen))
  }

  /// The removed screens still alive and not shown again, with their view model and router.
  func survivors() -> [LeakedScreen] {
    records.compactMap { record in
      guard let screen = record.screen, !screen.isShown else { return nil }
      return LeakedScreen(
        screen: ScreenInfo(screen),
        modelType: screen.model.map { String(describing: type(of: $0)) },
        routerType: screen.router.map { String(describing: type(of: $0)) })
    }
  }
}
