import Foundation

/// A thread-safe set of object identities, to count distinct instances seen by many threads.
///
/// It uses `NSLock`, which ThreadSanitizer on Linux understands (it reports false races on
/// `Synchronization.Mutex`).
final class IdentitySet: @unchecked Sendable {
  private let lock = NSLock()
  private var identities: Set<ObjectIdentifier> = []

  var count: Int { lock.withLock { identities.count } }

  func insert(_ identity: ObjectIdentifier) {
    _ = lock.withLock { identities.insert(identity) }
  }
}
