import Wayfinder
import WayfinderUIKit

/// The catalogue: a list of products; tapping one runs the screen's "Open …" action.
@MainActor
final class ShopViewController: ScreenViewController {
  /// The rows of the list: the screen's actions that open a product.
  var rows: [String] {
    (screen?.actions ?? []).map(\.title).filter { $0.hasPrefix("Open ") }
  }

  /// The user tapped the row at `index`.
  func didSelectRow(at index: Int) throws {
    let rows = rows
    guard rows.indices.contains(index) else { return }
    try triggerAction(rows[index])
  }
}
