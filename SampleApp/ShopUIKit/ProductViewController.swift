import Wayfinder
import WayfinderUIKit

/// A product's page: its details and the "Add to wishlist" bar button.
@MainActor
final class ProductViewController: ScreenViewController {
  /// The lines under the title.
  var details: [String] { screen?.content ?? [] }

  /// The user tapped the bar button.
  func addToWishlist() throws {
    try triggerAction("Add to wishlist")
  }
}
