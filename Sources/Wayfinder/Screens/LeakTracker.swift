/// Remembers screens that left a window's hierarchy, weakly, so survivors can be reported.
///
/// Dead records are dropped in amortized constant time: the list is compacted whenever it grows
/// to twice the number of records that were alive at the last compaction, so memory stays
/// proportional to the screens actually alive, however many were opened and closed.
@MainActor
final class LeakTracker {
  /// A screen that left the hierarchy, with the objects it owned.
  private struct Record {
    weak var screen: Screen?
    weak var model: AnyObject?
    weak var router: (any Router)?
    let screenType: Screen.Type
    let title: String
  }

  private var records: [Record] = []
  private var compactionThreshold = 64

  /// Records `screen` and every screen below it as removed from the hierarchy.
  func recordRemoval(of screen: Screen) {
    if screen.children.isEmpty && screen.presentedScreen == nil {
      append(screen)
    } else {
      screen.forEachInSubtree(append)
    }
  }

  private func append(_ screen: Screen) {
    if records.count >= compactionThreshold {
      records.removeAll { $0.screen == nil && $0.model == nil && $0.router == nil }
      compactionThreshold = max(64, records.count * 2)
    }
    records.append(
      Record(
        screen: screen, model: screen.model, router: screen.router, screenType: type(of: screen),
        title: screen.title))
  }

  /// The removed screens of which anything is still alive and which are not shown again.
  func survivors() -> [LeakedScreen] {
    records.compactMap { record in
      if let screen = record.screen, screen.isShown { return nil }
      guard record.screen != nil || record.model != nil || record.router != nil else { return nil }
      return LeakedScreen(
        screen: ScreenInfo(typeName: String(describing: record.screenType), title: record.title),
        isScreenAlive: record.screen != nil,
        modelType: record.model.map { String(describing: type(of: $0)) },
        routerType: record.router.map { String(describing: type(of: $0)) })
    }
  }
}
