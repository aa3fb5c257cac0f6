/// Remembers screens that left a window's hierarchy, weakly, so that whatever survives can be
/// reported with its view model and router.
///
/// Each removed screen is held weakly. Its view model is held weakly too when something other
/// than the screen owns it at that moment (a closure, a service, a cycle): such a view model can
/// outlive its screen, and is reported even after the screen is freed. A view model that only
/// its screen owns dies with the screen, so it costs nothing to track. A surviving screen is
/// reported with the view model and router it still holds.
///
/// Dead records are dropped in amortized constant time: the list is compacted whenever it grows
/// to twice the number of records alive at the last compaction, so memory stays proportional to
/// what is actually alive, however many screens were opened and closed.
@MainActor
final class LeakTracker {
  /// A screen that left the hierarchy, and its view model when others own it too.
  private struct Record {
    weak var screen: Screen?
    weak var sharedModel: AnyObject?
    let screenType: Screen.Type
    let title: String

    var isDead: Bool { screen == nil && sharedModel == nil }
  }

  @exclusivity(unchecked) private var records: [Record] = []
  @exclusivity(unchecked) private var compactionThreshold = 64

  /// Records `screen` and every screen below it as removed from the hierarchy.
  ///
  /// Every place a screen leaves a window's hierarchy calls this once the hierarchy is
  /// consistent again, so it is also where the routers that asked for it (a ``ResultRouter``
  /// waiting for its result) learn that their root left: they are told after every removed
  /// screen is recorded.
  ///
  /// Inside a batch (a router's request, see ``beginBatch()``), the routers are told when the
  /// batch ends, after the request's own event, so observers see `closed` before the result it
  /// caused.
  func recordRemoval(of screen: Screen) {
    if screen.presentedScreen == nil && screen.children.isEmpty {
      append(screen)
      if screen.reportsRemoval, let observer = screen.router as? any RemovalObserving {
        notify(observer)
      }
    } else {
      var observers: [any RemovalObserving] = []
      screen.forEachInSubtree { removed in
        append(removed)
        if removed.reportsRemoval, let observer = removed.router as? any RemovalObserving {
          observers.append(observer)
        }
      }
      for observer in observers { notify(observer) }
    }
  }

  @exclusivity(unchecked) private var batchDepth = 0
  @exclusivity(unchecked) private var deferredObservers: [any RemovalObserving] = []

  /// Starts a batch: routers whose root leaves the hierarchy are told at ``endBatch()``.
  func beginBatch() {
    batchDepth += 1
  }

  /// Ends a batch; the outermost end tells the routers whose root left during it.
  func endBatch() {
    batchDepth -= 1
    guard batchDepth == 0, !deferredObservers.isEmpty else { return }
    let observers = deferredObservers
    deferredObservers.removeAll()
    for observer in observers { observer.rootDidLeaveHierarchy() }
  }

  private func notify(_ observer: any RemovalObserving) {
    if batchDepth > 0 {
      deferredObservers.append(observer)
    } else {
      observer.rootDidLeaveHierarchy()
    }
  }

  private func append(_ screen: Screen) {
    if records.count >= compactionThreshold {
      records.removeAll { $0.isDead }
      compactionThreshold = max(64, records.count * 2)
    }
    let isSolelyOwned = isKnownUniquelyReferenced(&screen.modelStorage)
    records.append(
      Record(
        screen: screen, sharedModel: isSolelyOwned ? nil : screen.modelStorage,
        screenType: type(of: screen), title: screen.title))
  }

  /// The removed screens of which the screen or a shared view model is still alive, and which
  /// are not shown again.
  func survivors() -> [LeakedScreen] {
    records.compactMap { record in
      if let screen = record.screen {
        guard !screen.isShown else { return nil }
        return LeakedScreen(
          screen: ScreenInfo(screen), isScreenAlive: true,
          modelType: screen.model.map { String(describing: type(of: $0)) },
          routerType: screen.router.map { String(describing: type(of: $0)) })
      }
      guard let model = record.sharedModel else { return nil }
      return LeakedScreen(
        screen: ScreenInfo(typeName: String(describing: record.screenType), title: record.title),
        isScreenAlive: false, modelType: String(describing: type(of: model)), routerType: nil)
    }
  }
}
