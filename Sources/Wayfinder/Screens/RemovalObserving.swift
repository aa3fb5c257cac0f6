/// A router told when its root leaves a window's hierarchy (its root has
/// ``Screen/reportsRemoval`` set).
@MainActor
protocol RemovalObserving: AnyObject {
  /// Called once the root and everything removed with it have left the hierarchy.
  func rootDidLeaveHierarchy()
}
