/// Remembers screens that left a window's hierarchy, so that whatever survives can be reported
/// with its view model and router (Marshroute's retain-cycle check).
///
/// Each record holds the screen weakly. When something besides the screen owns its view model at
/// that moment (a closure, a service, a cycle), the record also holds the view model and the
/// router weakly: they can outlive the screen, and are reported even after it is freed. A view
/// model only its screen owns dies with it, with the router it holds. A screen that left several
/// times is reported by its latest record. Records of what is freed, of a freed window, and the
/// older records of a kept screen that left again are dropped whenever the list grows to twice
/// the number kept at the last compaction, so memory stays proportional to what is alive,
/// however many screens were opened and closed, or shown again.
///
/// One tracker serves every window, whatever its context: a screen no router made can leave one
/// window and then another of another context, and only its latest record reports it.
@MainActor
final class LeakTracker {
  /// The tracker of every window.
  static let shared = LeakTracker()

  /// A screen that left the hierarchy.
  private struct Record {
    weak var screen: Screen?
    /// The window the screen left: windows that share a context each list their own.
    weak var window: Window?
    /// The view model and router, when they can outlive the screen.
    let owners: SharedOwners?
  }

  /// The view model and router of a removed screen that did not own its view model alone (a
  /// closure, a service or a cycle shares it), with what names the screen once it is freed.
  private final class SharedOwners {
    weak var model: AnyObject?
    weak var router: AnyObject?
    let screenType: Screen.Type
    let title: String

    init(model: AnyObject?, router: AnyObject?, screenType: Screen.Type, title: String) {
      self.model = model
      self.router = router
      self.screenType = screenType
      self.title = title
    }

    /// Whether the view model lives: a router kept on its own, its screen and view model freed,
    /// is not listed (as ``Window/leakedScreens()`` documents).
    var isAlive: Bool { model != nil }
  }

  /// The records, oldest first.
  private var records: [Record] = []

  /// The number of records kept, for tests of the memory bound.
  var recordCount: Int { records.count }
  private var compactionThreshold = 64

  /// Records `screen` as removed from the hierarchy of `window`.
  func record(_ screen: Screen, leaving window: Window?) {
    if records.count >= compactionThreshold { compact() }
    // A screen without a view model shares nothing: its router, kept on its own by something
    // else, is not listed (as ``Window/leakedScreens()`` documents).
    let isShared =
      screen.modelStorage != nil && !isKnownUniquelyReferenced(&screen.modelStorage)
    records.append(
      Record(
        screen: screen, window: window,
        owners: isShared
          ? SharedOwners(
            model: screen.model, router: screen.routerStorage, screenType: type(of: screen),
            title: screen.title) : nil))
  }

  /// The screens removed from `window` of which the screen, its view model or its router is
  /// still alive, and which are not shown again; a screen removed several times is listed once,
  /// by its latest record (in the window it left last).
  func survivors(in window: Window) -> [LeakedScreen] {
    var survivors: [LeakedScreen] = []
    var screensSeen: Set<ObjectIdentifier> = []
    for record in records.reversed() {
      if let screen = record.screen {
        // The latest record of a screen speaks for it, whichever window it names.
        guard screensSeen.insert(ObjectIdentifier(screen)).inserted, record.window === window,
          !screen.isShown
        else { continue }
        survivors.append(
          LeakedScreen(
            screen: ScreenInfo(screen), isScreenAlive: true, modelType: typeName(screen.model),
            routerType: typeName(screen.routerStorage)))
      } else if record.window === window, let owners = record.owners, owners.isAlive {
        survivors.append(
          LeakedScreen(
            screen: ScreenInfo(
              typeName: String(describing: owners.screenType), title: owners.title),
            isScreenAlive: false, modelType: typeName(owners.model),
            routerType: typeName(owners.router)))
      }
    }
    return survivors.reversed()
  }

  /// Drops the records no report can list: those whose screen, view model and router are all
  /// freed, the older records of a screen that left again, and those of a window that is freed.
  ///
  /// Loops rather than `removeAll(where:)`: a closure formed on the main actor checks the
  /// executor each time it is called, which cost more than the rest of recording.
  private func compact() {
    var kept: [Record] = []
    var screensSeen: Set<ObjectIdentifier> = []
    for record in records.reversed() {
      if let screen = record.screen {
        guard screensSeen.insert(ObjectIdentifier(screen)).inserted else { continue }
      } else if record.owners?.isAlive != true {
        continue
      }
      if record.window != nil { kept.append(record) }
    }
    records = kept.reversed()
    compactionThreshold = max(64, records.count * 2)
  }

  private func typeName(_ object: AnyObject?) -> String? {
    object.map { String(describing: type(of: $0)) }
  }
}
