internal import WayfinderRuntimeShims

extension Unmanaged {
  /// Whether the instance's deinitialization has begun: it may still be queued on the main
  /// actor (a screen, container or window released on another thread), in which case the
  /// links that name it are not cleared yet and must read as `nil`.
  var isDeinitializing: Bool {
    swift_isDeallocating(toOpaque())
  }

  /// The instance, retained, or `nil` when its deinitialization has begun.
  ///
  /// Atomic, as a weak reference's load: an instance another thread is releasing for the last
  /// time is either retained before that release (and stays alive) or not returned at all.
  var retainedIfAlive: Instance? {
    guard swift_tryRetain(toOpaque()) != nil else { return nil }
    return takeRetainedValue()
  }
}
