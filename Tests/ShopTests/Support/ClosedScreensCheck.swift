import Wayfinder
import WayfinderTesting

@testable import WayfinderSampleShop

/// Watches every screen of a window, with its view model and router, before a step, so that
/// after the step a test can tell which screens left the hierarchy and check that exactly those
/// were freed (and the others were not).
///
/// ```swift
/// let check = ClosedScreensCheck(window)
/// session.run(.back)
/// #expect(check.closedScreens() == [#"ProductScreen "Wool Socks""#])
/// #expect(check.survivorsOutsideTheHierarchy().isEmpty)
/// ```
@MainActor
struct ClosedScreensCheck {
  private struct Watched {
    weak var screen: Screen?
    let label: String
  }

  private let window: Window
  private let watcher = LifetimeWatcher()
  private var watched: [Watched] = []

  init(_ window: Window) {
    self.window = window
    for (index, screen) in window.screensFromTop.enumerated() {
      let label = ScreenInfo(screen).label
      watched.append(Watched(screen: screen, label: label))
      watcher.watch(screen, as: "\(index) \(label)")
      watcher.watch(screen.model, as: "\(index) \(label) view model")
      watcher.watch(screen.router, as: "\(index) \(label) router")
    }
  }

  private func closedIndices() -> [Int] {
    let shown = window.screensFromTop
    return watched.indices.filter { index in
      guard let screen = watched[index].screen else { return true }
      return !shown.contains { $0 === screen }
    }
  }

  /// The labels of the watched screens no longer in the window's hierarchy, sorted.
  func closedScreens() -> [String] {
    closedIndices().map { watched[$0].label }.sorted()
  }

  /// What is still alive among the screens that left the hierarchy, their view models and
  /// routers: empty when every closed screen was freed.
  func survivorsOutsideTheHierarchy() -> [String] {
    let prefixes = closedIndices().map { "\($0) " }
    return watcher.survivors.filter { name in prefixes.contains { name.hasPrefix($0) } }
  }

  /// How many objects are watched (screens, view models and routers).
  var watchedCount: Int { watcher.count }
}
