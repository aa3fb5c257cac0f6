public import Foundation

/// What a custom sheet detent's resolver is told when it computes its height.
///
/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
  /// The largest height a detent may have (the `.large()` detent's).
  var maximumDetentValue: CGFloat { get }
}
