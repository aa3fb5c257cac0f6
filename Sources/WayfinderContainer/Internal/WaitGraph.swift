/// Which resolutions wait for which shared instances: what turns singleton (or weak, or scoped)
/// registrations that need each other, made on several threads at once, into a
/// ``ResolutionError`` instead of a deadlock.
///
/// A resolution that finds a shared instance being made by another resolution waits for it. With
/// singleton `A` needing `B` and `B` needing `A`, thread 1 making `A` and thread 2 making `B` would
/// each wait for the other forever. So before a resolution waits, it follows the graph: the
/// entry's builder, the entry that builder waits for, that entry's builder, … If the walk comes
/// back to the resolution that is about to wait, waiting would deadlock: it throws
/// ``ResolutionError/Reason/cycle`` instead, and its failure unwinds its own factories, which ends
/// their builds so the other threads go on.
///
/// Everything here is guarded by ``Lock/containers``, like every entry's ``Entry/builder``.
final class WaitGraph: @unchecked Sendable {
  /// One resolution waiting for a shared instance.
  private struct Wait {
    /// The entry whose instance it waits for.
    let entry: Entry
    /// The frame of the factory that asked for it: the services this resolution is making.
    let asker: ResolutionFrame?
  }

  /// The graph of the process.
  static let shared = WaitGraph()

  /// The waiting resolutions, by the identity of their ``ResolutionFrame/root``.
  private var waits: [ObjectIdentifier: Wait] = [:]

  private init() {}

  /// Records that `frame`'s resolution waits for the instance of `frame.entry`, unless that
  /// would deadlock; the lock must be held.
  ///
  /// - Returns: `nil` when the wait was recorded, or the chain of the cycle that waiting would
  ///   close: it starts with the awaited service and follows the services the other resolutions
  ///   are making, up to the one that `frame`'s resolution is making.
  func beginWaiting(_ frame: ResolutionFrame) -> [ServiceKey]? {
    let waiter = frame.root
    var chain: [ServiceKey] = []
    var awaited = frame.entry
    // Every step visits another waiting resolution, so a longer walk would be a bug: stop it.
    for _ in 0...waits.count {
      guard let builder = awaited.builder else { break }
      if builder === waiter {
        return chain + [awaited.key]
      }
      guard let wait = waits[ObjectIdentifier(builder)] else { break }
      chain += wait.asker?.keys(from: awaited) ?? [awaited.key]
      awaited = wait.entry
    }
    waits[ObjectIdentifier(waiter)] = Wait(entry: frame.entry, asker: frame.outer)
    return nil
  }

  /// Records that `frame`'s resolution no longer waits; the lock must be held.
  func endWaiting(_ frame: ResolutionFrame) {
    waits[ObjectIdentifier(frame.root)] = nil
  }
}
