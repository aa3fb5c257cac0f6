/// An image, named: the double draws nothing, so an image is the name it was made from.
///
/// https://developer.apple.com/documentation/uikit/uiimage
@MainActor
open class UIImage {
  /// The name the image was made from (a system symbol's or an asset's).
  public let name: String

  /// The system symbol named `name` (the double has every symbol).
  public init?(systemName name: String) {
    self.name = name
  }

  /// The asset named `name` (the double has every asset).
  public init?(named name: String) {
    self.name = name
  }
}
