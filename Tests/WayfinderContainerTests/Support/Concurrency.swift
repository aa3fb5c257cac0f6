import Foundation

/// Polls `condition` until it holds or `timeout` seconds pass; returns whether it held.
///
/// Tests wait with it instead of blocking without a deadline, so that a bug shows up as a failed
/// expectation rather than a hung test run.
func waitUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
  let deadline = Date(timeIntervalSinceNow: timeout)
  while !condition() {
    if Date() > deadline { return false }
    Thread.sleep(forTimeInterval: 0.000_1)
  }
  return true
}

/// Starts `count` threads that each run `body` with their index; returns a semaphore signalled
/// once per finished thread.
func startThreads(
  _ count: Int, _ body: @escaping @Sendable (Int) -> Void
) -> DispatchSemaphore {
  let finished = DispatchSemaphore(value: 0)
  for index in 0..<count {
    Thread {
      body(index)
      finished.signal()
    }.start()
  }
  return finished
}

/// Waits for `count` signals of `finished`, `timeout` seconds in all; returns whether all came.
func waitForThreads(
  _ finished: DispatchSemaphore, count: Int, timeout: TimeInterval = 20
) -> Bool {
  let deadline = DispatchTime.now() + timeout
  for _ in 0..<count where finished.wait(timeout: deadline) == .timedOut {
    return false
  }
  return true
}

/// A thread-safe list of values, in the order they were added.
final class SharedList<Element: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var elements: [Element] = []

  var values: [Element] { lock.withLock { elements } }

  func append(_ element: Element) {
    lock.withLock { elements.append(element) }
  }
}
