public import Foundation

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
      /// Creates an identifier from its name, as apps name their custom detents
      /// (`Detent.Identifier("small")`).
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// About half the screen's height.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The full height.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// The detent's name.
    public let identifier: Identifier

    /// How a custom detent computes its height; `nil` for the system's detents.
    private let resolver: (@MainActor (any ResolutionContext) -> CGFloat?)?

    private init(
      _ identifier: Identifier,
      resolver: (@MainActor (any ResolutionContext) -> CGFloat?)? = nil
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// What a custom detent's resolver is told: the largest height a detent may have.
    ///
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
    public typealias ResolutionContext = UISheetPresentationControllerDetentResolutionContext

    /// A detent whose height `resolver` computes (`nil`: the detent is not available), named
    /// `identifier` (when `nil`, a unique name is made).
    ///
    /// "If you don't provide an identifier, the system generates a random one."
    /// (`custom(identifier:resolver:)`:
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:))
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping @MainActor (any ResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }

    /// The height of the detent in `context`: the whole height for `.large()`, half of it for
    /// `.medium()`, what its resolver answers for a custom detent.
    ///
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/resolvedvalue(in:)
    public func resolvedValue(in context: any ResolutionContext) -> CGFloat? {
      if let resolver { return resolver(context) }
      return identifier == .medium ? context.maximumDetentValue / 2 : context.maximumDetentValue
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

  /// The radius of the sheet's corners; `nil` for the system's.
  ///
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferredcornerradius
  open var preferredCornerRadius: CGFloat?

  /// Whether the sheet attaches to the screen's bottom edge in a compact height (landscape
  /// iPhone); the double keeps the value.
  ///
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersedgeattachedincompactheight
  open var prefersEdgeAttachedInCompactHeight = false

  /// Whether an edge-attached sheet is as wide as the presented view controller's
  /// `preferredContentSize`; the double keeps the value.
  ///
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/widthfollowspreferredcontentsizewhenedgeattached
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

  /// Whether scrolling the sheet's content to its edge makes the sheet larger.
  open var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Whether the sheet sizes itself for readable content (a page sheet's width) rather than for
  /// the presented view controller's `preferredContentSize` (a form sheet's); the double keeps
  /// the value.
  ///
  /// "The default value is true." (`prefersPageSizing`:
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferspagesizing)
  open var prefersPageSizing = true

  /// The view the sheet's presentation is anchored to, `nil` for none; the double keeps it.
  ///
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/sourceview
  open var sourceView: UIView?

  /// Asks the sheet to compute its custom detents' heights again; the double computes no
  /// heights, so it does nothing.
  ///
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/invalidatedetents()
  open func invalidateDetents() {}

  /// Changes the sheet's settings; the double animates nothing.
  open func animateChanges(_ changes: () -> Void) {
    changes()
  }
}
