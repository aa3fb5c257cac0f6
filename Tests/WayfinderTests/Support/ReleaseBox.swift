import Dispatch

/// Holds an object until `release()` drops it, on whatever thread calls it.
final class ReleaseBox: @unchecked Sendable {
  private(set) var object: AnyObject?

  init(_ object: AnyObject) { self.object = object }

  func release() { object = nil }

  /// Drops the object on another thread while the main actor blocks, so that a main-actor
  /// deinit it triggers is queued rather than run.
  @MainActor
  func releaseOnAnotherThreadWhileTheMainActorWaits() {
    let released = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      self.release()
      released.signal()
    }
    released.wait()
  }
}
