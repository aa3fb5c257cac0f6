public import Foundation

/// The system share sheet: a sheet the app presents itself and the user swipes down (or
/// completes) without the app's code.
///
/// When the user swipes it down, or the app dismisses it (itself or with what presents it),
/// UIKit dismisses it and then calls ``completionWithItemsHandler`` with no activity and
/// `completed` false:
/// UIActivityViewController.CompletionWithItemsHandler, "A completion handler to execute after
/// the activity view controller is dismissed." … "Upon the completion of an activity, or the
/// dismissal of the activity view controller, the view controller's completion block is
/// executed."
/// (https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/completionwithitemshandler-swift.typealias)
@MainActor
open class UIActivityViewController: UIViewController {
  /// What the handler receives: the chosen activity, whether it completed, the items it
  /// returned, and its error.
  public typealias CompletionWithItemsHandler =
    @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

  /// The items to share.
  let activityItems: [Any]

  /// Runs after the sheet is dismissed, by the user or by the app.
  open var completionWithItemsHandler: CompletionWithItemsHandler?

  /// The services the sheet does not offer; the double keeps the list (it shows no services).
  ///
  /// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/excludedactivitytypes
  open var excludedActivityTypes: [UIActivity.ActivityType]?

  /// Creates a share sheet for `activityItems`, offering `applicationActivities` too.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    super.init(nibName: nil, bundle: nil)
  }

  /// Unavailable in the double (no storyboards).
  public required init?(coder: NSCoder) {
    return nil
  }

  override func didEndDismissal() {
    completionWithItemsHandler?(nil, false, nil, nil)
  }
}
