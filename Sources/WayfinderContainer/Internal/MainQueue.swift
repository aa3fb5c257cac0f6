import Dispatch

/// Tells whether the current code runs on the main queue, where main-actor code runs.
///
/// `Thread.isMainThread` is not the test: on Linux, main-actor jobs can run on a thread that
/// drains the main queue without being the process's main thread. A value set on the main queue
/// with `setSpecific` is visible exactly to code that the main queue runs.
enum MainQueue {
  /// The key of the value set on the main queue.
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the main queue runs the current code, that is whether it is main-actor code.
  static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == true
  }
}
