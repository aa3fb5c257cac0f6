/// An alert or action sheet the app presents itself: a title, a message and buttons.
///
/// It is presented like any view controller, with a custom presentation that leaves the
/// presenter on screen and that the user cannot swipe down. When the user taps a button
/// (``UIKitUser/tap(_:in:)``) UIKit dismisses the alert, then runs the action's handler; an
/// alert can also be dismissed by the app (for example from a timer,
/// ``DoubleRunLoop/perform(after:_:)``). UIAlertController: "After configuring the alert
/// controller with the actions and style you want, present it using the
/// present(_:animated:completion:) method. UIKit displays alerts and action sheets modally over
/// your app's content." … "When a person taps that action, the alert controller executes the
/// block you provided when creating the action object."
/// (https://developer.apple.com/documentation/uikit/uialertcontroller) The documentation does
/// not say when, relative to the alert's dismissal, the block runs; UIKit runs it once the
/// alert is gone, and so does the double (a handler may present at once).
@MainActor
open class UIAlertController: UIViewController {
  /// Whether the alert shows as an alert or as an action sheet.
  public enum Style: Int, Sendable {
    /// An action sheet, shown from the bottom of the screen.
    case actionSheet = 0
    /// An alert, shown in the middle of the screen.
    case alert = 1
  }

  /// The message below the title.
  open var message: String?

  /// How the alert shows.
  public private(set) var preferredStyle: Style = .alert

  /// The buttons, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []

  /// Creates an alert titled `title` with `message`.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = .custom
  }

  /// Adds a button.
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// The text fields, in the order they were added; `nil` when there are none.
  public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

  private var fields: [UITextField] = []

  /// Adds a text field, which `configurationHandler` configures (a placeholder, secure entry);
  /// a test types in it by setting its `text`.
  ///
  /// "You can add a text field only if the preferredStyle property is set to
  /// UIAlertController.Style.alert." (`addTextField(configurationHandler:)`:
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addtextfield(configurationhandler:))
  /// UIKit raises for an action sheet; the double logs and adds nothing.
  open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      DoubleRunLoop.main.warn(
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
      return
    }
    let field = UITextField()
    configurationHandler?(field)
    fields.append(field)
  }

  /// The action the alert emphasizes (the one Return triggers); one of its actions.
  ///
  /// "The action object you assign to this property must have already been added to the alert
  /// controller's list of actions." (`preferredAction`:
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredaction) UIKit
  /// raises for another; the double logs it and keeps the former value.
  open var preferredAction: UIAlertAction? {
    didSet {
      guard let preferredAction, !actions.contains(where: { $0 === preferredAction }) else {
        return
      }
      DoubleRunLoop.main.warn(
        "The preferred action of \(doubleDescription) must be one of its actions (addAction(_:) first)."
      )
      self.preferredAction = oldValue
    }
  }
}
