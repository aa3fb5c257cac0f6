import Foundation

/// A thread-safe counter for factories that count their calls.
///
/// It uses `NSLock` rather than `Synchronization.Atomic`, which would raise the platform floor.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() {
    add(1)
  }

  func add(_ amount: Int) {
    lock.withLock { count += amount }
  }
}
