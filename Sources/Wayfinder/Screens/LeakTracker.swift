/// Remembers screens that left a window's hierarchy, so that whatever survives can be reported
/// with its view model and router.
///
/// Each removed screen gets a record that does not own it: the screen holds the tracker and
/// clears its record when it is freed (``screenWillBeFreed(_:)``), which costs far less than a
/// weak reference (see `Screen`). Its view model is held weakly when something other than the
/// screen owns it at that moment (a closure, a service, a cycle): such a view model can
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
    /// The screen, until it is freed: the screen clears this itself. (`Unmanaged` rather than
    /// `unowned(unsafe)`: Swift 6.3.1 debug builds mishandle an optional `unowned(unsafe)`
    /// stored in a struct.)
    var screenReference: Unmanaged<Screen>?

    /// The screen, or `nil` once its deinitialization has begun.
    var screen: Screen? { screenReference?.retainedIfAlive }

    /// The view model others owned when the screen left; `nil` in the common case, so a record
    /// is two words that move without reference counting.
    var sharedModel: SharedModel?

    var isDead: Bool { screenReference == nil && sharedModel?.model == nil }
  }

  /// A view model that outlived its screen's removal, with what names the screen.
  private final class SharedModel {
    weak var model: AnyObject?
    let screenType: Screen.Type
    let title: String

    init(model: AnyObject, screenType: Screen.Type, title: String) {
      self.model = model
      self.screenType = screenType
      self.title = title
    }
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
    if let tracker = screen.removalTracker {
      // Removed before and shown again since: one record per screen, the newest.
      tracker.forget(screen, keepingSharedModel: false)
    }
    if records.count >= compactionThreshold { compact() }
    var sharedModel: SharedModel?
    if !isKnownUniquelyReferenced(&screen.modelStorage), let model = screen.modelStorage {
      sharedModel = SharedModel(model: model, screenType: type(of: screen), title: screen.title)
    }
    screen.removalTracker = self
    screen.removalRecordIndex = records.count
    records.append(Record(screenReference: .passUnretained(screen), sharedModel: sharedModel))
  }

  /// Drops the dead records and renumbers the living screens' records.
  ///
  /// A plain loop rather than `removeAll(where:)`: a main-actor closure checks its executor on
  /// every call.
  private func compact() {
    var kept = 0
    for index in records.indices where !records[index].isDead {
      let record = records[index]
      // Through the raw reference, without retaining: a screen whose deinit is queued
      // (released on another thread) is still allocated, and its deinit will look for its record
      // at this index. A retain here could make this thread's release the last one, running the
      // deinit before the record has moved.
      record.screenReference?._withUnsafeGuaranteedRef { $0.removalRecordIndex = kept }
      records[kept] = record
      kept += 1
    }
    records.removeSubrange(kept...)
    compactionThreshold = max(64, kept * 2)
  }

  /// Forgets `screen`, which is being freed: its record keeps only a view model that others
  /// still own.
  func screenWillBeFreed(_ screen: Screen) {
    forget(screen, keepingSharedModel: true)
  }

  /// Clears the record of `screen`, and of its shared view model unless `keepingSharedModel`.
  private func forget(_ screen: Screen, keepingSharedModel: Bool) {
    let index = screen.removalRecordIndex
    if index < records.count, records[index].screenReference.refers(to: screen) {
      records[index].screenReference = nil
      if !keepingSharedModel { records[index].sharedModel = nil }
    }
    screen.removalTracker = nil
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
      guard let shared = record.sharedModel, let model = shared.model else { return nil }
      return LeakedScreen(
        screen: ScreenInfo(typeName: String(describing: shared.screenType), title: shared.title),
        isScreenAlive: false, modelType: String(describing: type(of: model)), routerType: nil)
    }
  }
}
