/// The keyboard a text field asks for, with UIKit's raw values; the double has no keyboard.
///
/// https://developer.apple.com/documentation/uikit/uikeyboardtype
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default` = 0
  /// Letters, digits and punctuation.
  case asciiCapable = 1
  /// Digits and punctuation.
  case numbersAndPunctuation = 2
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A keyboard for URLs (UIKit's name).
  case URL = 3
  /// Digits only.
  case numberPad = 4
  /// A telephone keypad.
  case phonePad = 5
  /// A keypad for a name and phone number.
  case namePhonePad = 6
  /// A keyboard for email addresses.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// A keyboard for social network handles.
  case twitter = 9
  /// A keyboard for web searches.
  case webSearch = 10
  /// Digits on an ASCII keyboard.
  case asciiCapableNumberPad = 11
}
