import Foundation

/// The one lock type of the module: a mutual-exclusion lock that threads can also wait on.
///
/// It wraps `NSCondition`, which is portable, does not raise the platform floor and is understood
/// by ThreadSanitizer (which reports false races on `Synchronization.Mutex` on Linux).
final class Lock: @unchecked Sendable {
  /// The lock of every container's registrations, shared instances and waits.
  ///
  /// One lock for the whole module keeps the rules simple: it is held only for short reads and
  /// writes of that state, never while a factory runs.
  static let containers = Lock()

  private let condition = NSCondition()

  /// Runs `body` while holding the lock.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    condition.lock()
    defer { condition.unlock() }
    return try body()
  }

  /// Releases the lock until another thread calls ``wakeAll()``, then takes it again; call it
  /// only while holding the lock, and check again what you waited for (wake-ups can be spurious).
  func wait() {
    condition.wait()
  }

  /// Wakes every thread waiting in ``wait()``; call it while holding the lock.
  func wakeAll() {
    condition.broadcast()
  }
}
