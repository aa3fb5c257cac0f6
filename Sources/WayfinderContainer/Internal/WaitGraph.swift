/// Which threads wait for which shared instances: what turns singleton (or weak, or scoped)
/// registrations that need each other, made on several threads at once, into a
/// ``ResolutionError`` instead of a deadlock.
///
/// A thread that finds a shared instance being made by another thread waits for it. With
/// singleton `A` needing `B` and `B` needing `A`, thread 1 making `A` and thread 2 making `B` would
/// each wait for the other forever. So before a thread waits, it follows the graph: the entry's
/// builder, the entry that builder waits for, that entry's builder, … If the walk comes back to
/// the thread that is about to wait, waiting would deadlock: it throws
/// ``ResolutionError/Reason/cycle`` instead, and its failure unwinds its own factories, which ends
/// their builds so the other threads go on.
///
/// Everything here is guarded by ``Lock/containers``, like every entry's ``Entry/builder``.
final class WaitGraph: @unchecked Sendable {
  /// One thread waiting for a shared instance.
  private struct Wait {
    /// The entry whose instance it waits for.
    let entry: Entry
    /// A copy of the thread's ``ResolutionStack`` when it started waiting: what it is making.
    let stack: [Entry]
  }

  /// The graph of the process.
  static let shared = WaitGraph()

  /// The waiting threads, by ``ResolutionStack/currentThread``.
  private var waits: [UInt: Wait] = [:]

  private init() {}

  /// Records that `thread`, whose resolution stack is `stack`, waits for the instance of
  /// `entry`, unless that would deadlock; the lock must be held.
  ///
  /// - Returns: `nil` when the wait was recorded, or the chain of the cycle that waiting would
  ///   close: it starts with the awaited service and follows the services the other threads are
  ///   making, up to the one that `thread` is making.
  func beginWaiting(for entry: Entry, thread: UInt, stack: [Entry]) -> [ServiceKey]? {
    var chain: [ServiceKey] = []
    var awaited = entry
    // Every step visits another waiting thread, so a longer walk would be a bug: stop it.
    for _ in 0...waits.count {
      guard let builder = awaited.builder else { break }
      if builder == thread {
        return chain + [awaited.key]
      }
      guard let wait = waits[builder] else { break }
      let start = wait.stack.firstIndex { $0 === awaited } ?? wait.stack.endIndex
      chain += start < wait.stack.endIndex ? wait.stack[start...].map(\.key) : [awaited.key]
      awaited = wait.entry
    }
    waits[thread] = Wait(entry: entry, stack: stack)
    return nil
  }

  /// Records that `thread` no longer waits; the lock must be held.
  func endWaiting(thread: UInt) {
    waits[thread] = nil
  }
}
