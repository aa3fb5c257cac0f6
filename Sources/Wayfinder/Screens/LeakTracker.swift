/// Remembers screens that left a window's hierarchy, with their view models and routers, weakly,
/// so that whatever survives can be reported.
///
/// Dead records are dropped in amortized constant time: the list is compacted whenever it grows
/// to twice the number of records alive at the last compaction, so memory stays proportional to
/// what is actually alive, however many screens were opened and closed.
@MainActor
final class LeakTracker {
  /// A screen that left the hierarchy, with the objects it owned.
  private struct Record {
    weak var screen: Screen?
    weak var model: AnyObject?
    weak var router: (any Router)?
    let screenType: Screen.Type
    let title: String

    var isDead: Bool { screen == nil && model == nil && router == nil }
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
      records.removeAll { $0.isDead }
      compactionThreshold = max(64, records.count * 2)
    }
    records.append(
      Record(
        screen: screen, model: screen.model, router: screen.router, screenType: type(of: screen),
        title: screen.title))
  }

  /// The removed screens of which the screen, its view model or its router is still alive, and
  /// which are not shown again.
  func survivors() -> [LeakedScreen] {
    records.compactMap { record in
      if let screen = record.screen, screen.isShown { return nil }
      guard !record.isDead else { return nil }
      let info =
        record.screen.map(ScreenInfo.init)
        ?? ScreenInfo(typeName: String(describing: record.screenType), title: record.title)
      return LeakedScreen(
        screen: info, isScreenAlive: record.screen != nil,
        modelType: record.model.map { String(describing: type(of: $0)) },
        routerType: record.router.map { String(describing: type(of: $0)) })
    }
  }
}
