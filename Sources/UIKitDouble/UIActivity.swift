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

extension UIActivity.ActivityType {
  /// Sends with AirDrop.
  public static let airDrop = Self("com.apple.UIKit.activity.AirDrop")
  /// Copies to the pasteboard.
  public static let copyToPasteboard = Self("com.apple.UIKit.activity.CopyToPasteboard")
  /// Sends by mail.
  public static let mail = Self("com.apple.UIKit.activity.Mail")
  /// Sends in Messages.
  public static let message = Self("com.apple.UIKit.activity.Message")
  /// Prints.
  public static let print = Self("com.apple.UIKit.activity.Print")
  /// Adds to Safari's Reading List.
  public static let addToReadingList = Self("com.apple.UIKit.activity.AddToReadingList")
  /// Assigns to a contact.
  public static let assignToContact = Self("com.apple.UIKit.activity.AssignToContact")
  /// Saves to the photo library.
  public static let saveToCameraRoll = Self("com.apple.UIKit.activity.SaveToCameraRoll")
}
