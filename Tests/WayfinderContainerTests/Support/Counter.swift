import Synchronization

/// A thread-safe counter for factories that count their calls.
final class Counter: Sendable {
  private let count = Atomic<Int>(0)

  var value: Int { count.load(ordering: .sequentiallyConsistent) }

  func increment() {
    add(1)
  }

  func add(_ amount: Int) {
    count.add(amount, ordering: .sequentiallyConsistent)
  }
}
