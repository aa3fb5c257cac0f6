#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock over a `pthread_mutex_t`, the one lock type of the module.
///
/// `pthread_mutex_t` is used rather than `Synchronization.Mutex` because ThreadSanitizer on Linux
/// understands it (it reports false races on `Mutex`), and rather than `NSLock` because it is
/// cheaper and keeps Foundation out of the module. A lock made with `detectsReentrancy` is an
/// error-checking mutex: locking it again from the thread that holds it fails instead of
/// deadlocking. Locks of entries being made are also tracked by the ``ConstructionGraph``, which
/// reports cycles across threads; reentrancy detection is the last line of defence behind it.
@usableFromInline
final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Makes an unlocked lock; `detectsReentrancy` makes it an error-checking mutex.
  init(detectsReentrancy: Bool = false) {
    mutex = .allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    let kind = detectsReentrancy ? PTHREAD_MUTEX_ERRORCHECK : PTHREAD_MUTEX_NORMAL
    pthread_mutexattr_settype(&attributes, Int32(kind))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Acquires the lock, blocking while another thread holds it.
  ///
  /// Returns `false` without acquiring it when the lock detects reentrancy and the current thread
  /// already holds it.
  func lock() -> Bool {
    pthread_mutex_lock(mutex) == 0
  }

  /// Acquires the lock if no thread (the current one included) holds it; returns whether it did.
  func tryLock() -> Bool {
    pthread_mutex_trylock(mutex) == 0
  }

  /// Releases the lock; only the thread that acquired it may call this.
  func unlock() {
    pthread_mutex_unlock(mutex)
  }

  /// Runs `body` while holding the lock.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
