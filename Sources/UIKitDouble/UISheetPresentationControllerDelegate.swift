/// The delegate of a sheet's presentation controller: learns what any presentation controller's
/// delegate learns, and when the user drags the sheet to another detent.
///
/// Assign it to the sheet's `delegate` (``UIPresentationController/delegate``), as in UIKit.
///
/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The user dragged the sheet to another detent; its `selectedDetentIdentifier` is the new one.
  ///
  /// "The system calls this method after a sheet's selectedDetentIdentifier changes in response
  /// to user interaction. The system doesn't call this after you change selectedDetentIdentifier
  /// programmatically." (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:))
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Does nothing by default.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
