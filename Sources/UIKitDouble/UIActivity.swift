/// A service a share sheet offers (the double's subset: its type).
///
/// https://developer.apple.com/documentation/uikit/uiactivity
@MainActor
open class UIActivity {
  /// The identifier of a kind of activity.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public let rawValue: String

    /// Creates the type identified by `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates the type identified by `rawValue`.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// Creates an activity.
  public init() {}

  /// The activity's type; `nil` by default.
  open var activityType: ActivityType? { nil }
}
