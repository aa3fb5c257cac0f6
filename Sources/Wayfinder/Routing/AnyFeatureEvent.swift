/// A ``FeatureEvent`` of any type, as a ``RoutingEvent`` carries it.
public struct AnyFeatureEvent: Hashable, Sendable, CustomStringConvertible {
  /// The feature's event.
  public let base: any FeatureEvent

  /// Wraps `event`.
  public init(_ event: some FeatureEvent) {
    base = event
  }

  /// The feature event's own description.
  public var description: String { base.description }

  /// Whether both carry equal events of the same type.
  public static func == (lhs: AnyFeatureEvent, rhs: AnyFeatureEvent) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the event.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}
