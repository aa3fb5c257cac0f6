/// The presentation controller of a sheet: the heights it may rest at (its detents) and how it
/// looks.
///
/// A view controller presented as a sheet (`.automatic`, `.pageSheet`, `.formSheet`) has one as
/// its ``UIViewController/sheetPresentationController``; the double keeps the settings and
/// draws nothing.
///
/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
@MainActor
open class UISheetPresentationController: UIPresentationController {
  /// A height a sheet rests at.
  @MainActor
  public final class Detent {
    /// The name of a detent.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      /// The name.
      public let rawValue: String
      /// Creates an identifier from its name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// About half the screen's height.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The full height.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// The detent's name.
    public let identifier: Identifier

    private init(_ identifier: Identifier) {
      self.identifier = identifier
    }

    /// About half the screen's height.
    public static func medium() -> Detent { Detent(.medium) }

    /// The full height.
    public static func large() -> Detent { Detent(.large) }
  }

  /// The heights the sheet may rest at, smallest first (by default, the full height).
  ///
  /// "This array must contain at least one element." (`detents`:
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents) An
  /// empty array is logged and the former detents kept.
  open var detents: [Detent] = [.large()] {
    didSet {
      guard detents.isEmpty else { return }
      DoubleRunLoop.main.warn("The detents of a sheet must contain at least one detent.")
      detents = oldValue
    }
  }

  /// The detent the sheet rests at, `nil` for the smallest.
  open var selectedDetentIdentifier: Detent.Identifier?

  /// The largest detent at which what is below the sheet is not dimmed.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?

  /// Whether the sheet shows a grabber at its top.
  open var prefersGrabberVisible = false

  /// Whether scrolling the sheet's content to its edge makes the sheet larger.
  open var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Changes the sheet's settings; the double animates nothing.
  open func animateChanges(_ changes: () -> Void) {
    changes()
  }
}
