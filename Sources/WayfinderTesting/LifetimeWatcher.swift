/// Watches objects weakly and tells which are still alive: the check that screens, view models
/// and routers were freed.
///
/// ```swift
/// let watcher = LifetimeWatcher()
/// do {
///   let screen = …
///   watcher.watch(screen, as: "product screen")
///   watcher.watch(screen.model, as: "product view model")
///   // close the screen
/// }
/// #expect(watcher.survivors.isEmpty)
/// ```
public final class LifetimeWatcher {
  private struct Entry {
    weak var object: AnyObject?
    let name: String
  }

  private var entries: [Entry] = []

  /// Creates a watcher that watches nothing yet.
  public init() {}

  /// Watches `object` (ignored when `nil`), naming it `name` in ``survivors``.
  public func watch(_ object: AnyObject?, as name: String? = nil) {
    guard let object else { return }
    entries.append(Entry(object: object, name: name ?? String(describing: type(of: object))))
  }

  /// How many objects are watched.
  public var count: Int { entries.count }

  /// The names of the watched objects still alive, in the order they were watched.
  public var survivors: [String] {
    entries.compactMap { $0.object == nil ? nil : $0.name }
  }

  /// Whether every watched object has been freed.
  public var allFreed: Bool { entries.allSatisfy { $0.object == nil } }
}
