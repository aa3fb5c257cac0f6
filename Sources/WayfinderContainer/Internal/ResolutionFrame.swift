/// One service being made on the current thread: the resolving thread's own resolution stack.
///
/// Each factory runs with its frame as ``current``, so every resolve it makes — through its
/// ``Resolver``, a captured container, a ``Lazy`` or a ``Provider`` — sees the services it is
/// nested in. That is how a cycle is found (the service is already on the stack), how deep a
/// resolution is, and which resolution builds or waits for a shared instance (``root``).
///
/// `current` is a task-local value: `withValue` works in synchronous code too, and the frames of
/// one thread are invisible to other threads. A task started inside a factory inherits the
/// frames, like any task-local value.
final class ResolutionFrame: Sendable {
  /// The innermost service being made by the current thread or task, or `nil` outside factories.
  @TaskLocal static var current: ResolutionFrame?

  /// The registration being resolved.
  let entry: Entry
  /// The frame of the factory that asked for this service; `nil` for an outermost resolve.
  let outer: ResolutionFrame?
  /// How many factories enclose this one: 0 for an outermost resolve.
  let depth: Int
  /// The outermost frame of the stack, which stands for the resolving thread; `nil` when this
  /// frame is the outermost one.
  private let outermost: ResolutionFrame?

  /// Makes the frame of `entry` resolved inside `outer`.
  init(entry: Entry, outer: ResolutionFrame?) {
    self.entry = entry
    self.outer = outer
    depth = outer.map { $0.depth + 1 } ?? 0
    outermost = outer?.root
  }

  /// The outermost frame: the same object for every frame of one resolution stack.
  var root: ResolutionFrame {
    outermost ?? self
  }

  /// Whether `entry` is being made by this frame or one that encloses it.
  func contains(_ entry: Entry) -> Bool {
    var frame: ResolutionFrame? = self
    while let current = frame {
      if current.entry === entry { return true }
      frame = current.outer
    }
    return false
  }

  /// The keys from the frame of `entry` (or the outermost one) to this frame, outermost first.
  func keys(from entry: Entry) -> [ServiceKey] {
    var keys: [ServiceKey] = []
    var frame: ResolutionFrame? = self
    while let current = frame {
      keys.append(current.entry.key)
      if current.entry === entry { break }
      frame = current.outer
    }
    return keys.reversed()
  }
}
