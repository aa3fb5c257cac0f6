/// Which letters a keyboard capitalizes, with UIKit's raw values; the double keeps the value.
///
/// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
public enum UITextAutocapitalizationType: Int, Sendable {
  /// None.
  case none = 0
  /// The first letter of each word.
  case words = 1
  /// The first letter of each sentence.
  case sentences = 2
  /// Every letter.
  case allCharacters = 3
}
