/// Remembers screens that left a window's hierarchy, so that whatever survives can be reported
/// with its view model and router (Marshroute's retain-cycle check).
///
/// Each record holds the screen, its view model and its router weakly. Dead records are dropped
/// whenever the list grows to twice the number alive at the last compaction, so memory stays
/// proportional to what is alive, however many screens were opened and closed.
@MainActor
final class LeakTracker {
  /// A screen that left the hierarchy, with its view model and router.
  private struct Record {
    weak var screen: Screen?
    weak var model: AnyObject?
    weak var router: AnyObject?
    let screenType: Screen.Type
    let title: String

    var isDead: Bool { screen == nil && model == nil && router == nil }
  }

  private var records: [Record] = []
  private var compactionThreshold = 64

  /// Records `screen` as removed from the hierarchy.
  func record(_ screen: Screen) {
    if records.count >= compactionThreshold {
      records.removeAll { $0.isDead }
      compactionThreshold = max(64, records.count * 2)
    }
    records.append(
      Record(
        screen: screen, model: screen.model, router: screen.routerStorage,
        screenType: type(of: screen), title: screen.title))
  }

  /// The removed screens of which the screen, its view model or its router is still alive, and
  /// which are not shown again; a screen removed several times is listed once, by the window it
  /// left last.
  func survivors(in window: Window) -> [LeakedScreen] {
    var listed = Set<ObjectIdentifier>()
    var survivors: [LeakedScreen] = []
    for record in records.reversed() {
      if let screen = record.screen {
        guard !screen.isShown, screen.departedWindow === window,
          listed.insert(ObjectIdentifier(screen)).inserted
        else { continue }
        survivors.append(
          LeakedScreen(
            screen: ScreenInfo(screen), isScreenAlive: true, modelType: typeName(screen.model),
            routerType: typeName(screen.routerStorage)))
      } else if record.model != nil || record.router != nil {
        survivors.append(
          LeakedScreen(
            screen: ScreenInfo(typeName: String(describing: record.screenType), title: record.title),
            isScreenAlive: false, modelType: typeName(record.model),
            routerType: typeName(record.router)))
      }
    }
    return survivors.reversed()
  }

  private func typeName(_ object: AnyObject?) -> String? {
    object.map { String(describing: type(of: $0)) }
  }
}
