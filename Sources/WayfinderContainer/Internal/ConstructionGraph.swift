#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which threads are making which shared instances, and which entry each thread waits for: the
/// wait-for graph that turns a cycle of singleton (or weak) registrations resolved on several
/// threads into a ``ResolutionError`` instead of a deadlock.
///
/// A thread that makes a shared instance holds its entry's creation lock while the factory runs,
/// and a factory that resolves another shared service may have to wait for that entry's lock. With
/// singleton `A` needing `B` and `B` needing `A`, a thread making `A` and a thread making `B` would
/// each wait for the other forever. So, before a thread blocks on a creation lock that another
/// thread holds, it records the wait here and follows the graph: the entry's builder, the entry
/// that builder waits for, that entry's builder, … If the walk comes back to the waiting thread,
/// blocking would deadlock: the thread throws ``ResolutionError/Reason/cycle`` instead, and its
/// failure unwinds its own factories, which releases their locks so the other threads go on.
///
/// Only slow paths use the graph, under one global lock: making a shared instance (twice: when it
/// starts and when it ends) and waiting for a creation lock that is taken. Resolving a singleton
/// that exists, a transient, or a weak instance that is alive and not contended never touches it.
///
/// Every change and every walk happens under the lock, so a walk sees a consistent graph: a
/// recorded builder holds its entry's lock, and a recorded waiter is blocked on (or about to block
/// on) its entry's lock. A cycle found is therefore a real deadlock, never a false alarm. Of the
/// threads that close a cycle, the last one to record its wait sees every edge and reports it.
final class ConstructionGraph: @unchecked Sendable {
  /// What one thread is doing in the graph.
  private struct ThreadState {
    /// The entries the thread is making, outermost first.
    var building: [AnyEntry] = []
    /// The entry whose creation lock the thread waits for.
    var waitingFor: AnyEntry?
  }

  /// The graph of the process.
  static let shared = ConstructionGraph()

  /// Guards `threads` and every entry's `builder`.
  private let lock = Lock()
  /// The threads that make or wait for an entry, by ``currentThread``.
  private var threads: [UInt: ThreadState] = [:]

  private init() {}

  /// The identity of the current thread; unique among running threads.
  static var currentThread: UInt {
    #if canImport(Glibc)
      UInt(pthread_self())
    #else
      UInt(bitPattern: pthread_self())
    #endif
  }

  /// Records that the current thread makes `entry`, whose creation lock it holds.
  func beginBuilding(_ entry: AnyEntry) {
    let thread = Self.currentThread
    lock.withLock {
      entry.builder = thread
      threads[thread, default: ThreadState()].building.append(entry)
    }
  }

  /// Records that the current thread stopped making `entry`; call it before releasing the lock.
  func endBuilding(_ entry: AnyEntry) {
    let thread = Self.currentThread
    lock.withLock {
      entry.builder = 0
      _ = threads[thread]?.building.popLast()
      removeIfIdle(thread)
    }
  }

  /// Records that the current thread is about to block on `entry`'s creation lock.
  ///
  /// - Throws: ``ResolutionError/Reason/cycle`` when blocking would deadlock (nothing is
  ///   recorded then). The chain starts with `entry` and follows the services that the other
  ///   threads of the cycle are making, up to the one that the current thread is making.
  func beginWaiting(for entry: AnyEntry) throws(ResolutionError) {
    let thread = Self.currentThread
    let found = lock.withLock { () -> [ServiceKey]? in
      if let found = cycle(from: entry, to: thread) { return found }
      threads[thread, default: ThreadState()].waitingFor = entry
      return nil
    }
    if let found {
      var error = ResolutionError(.cycle, key: entry.key)
      error.chain = found
      throw error
    }
  }

  /// Records that the current thread no longer waits (it acquired the lock, or gave up).
  func endWaiting() {
    let thread = Self.currentThread
    lock.withLock {
      threads[thread]?.waitingFor = nil
      removeIfIdle(thread)
    }
  }

  /// The chain of services from `entry` back to one that `thread` is making, or `nil` when
  /// `thread` waiting for `entry` closes no cycle; the lock must be held.
  ///
  /// Each step adds the entries that the builder of the current entry is making, from that entry
  /// on (a factory of one needed the next), then moves to the entry the builder waits for.
  private func cycle(from entry: AnyEntry, to thread: UInt) -> [ServiceKey]? {
    var chain: [ServiceKey] = []
    var current = entry
    // Every step visits another thread, so a walk longer than that would be a bug; stop it.
    for _ in 0...threads.count {
      let builder = current.builder
      if builder == thread {
        chain.append(current.key)
        return chain
      }
      guard builder != 0, let state = threads[builder] else { return nil }
      let start = state.building.firstIndex { $0 === current } ?? state.building.endIndex
      chain += state.building[start...].map(\.key)
      guard let next = state.waitingFor else { return nil }
      current = next
    }
    return nil
  }

  /// Forgets `thread` when it neither makes nor waits for anything; the lock must be held.
  private func removeIfIdle(_ thread: UInt) {
    if let state = threads[thread], state.building.isEmpty, state.waitingFor == nil {
      threads[thread] = nil
    }
  }
}
