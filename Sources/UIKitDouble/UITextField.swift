/// A text field, such as one of an alert's: its text and how it is typed in.
///
/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIView {
  /// The text typed in (a test sets it, as the user would type it).
  open var text: String?

  /// The text shown while the field is empty.
  open var placeholder: String?

  /// Whether the text is hidden as it is typed (a password).
  open var isSecureTextEntry = false

  /// The keyboard the field asks for; the double has no keyboard and keeps the value.
  ///
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
  open var keyboardType = UIKeyboardType.default

  /// Which letters the keyboard capitalizes; the double keeps the value.
  ///
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
}
