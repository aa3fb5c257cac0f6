import WayfinderContainer

extension Scope {
  /// The services of one session: made on first use, dropped together on logout
  /// (`container.reset(.session)`), so the next session starts from new ones.
  static let session = Scope("session")
}
