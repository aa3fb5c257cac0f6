/// How a presented view controller is shown (the subset the bridge uses).
public enum UIModalPresentationStyle: Int, Sendable {
  /// The system picks a style: a page sheet here.
  case automatic = -2
  /// Not a modal presentation: what a push's or pop's transition coordinator reports.
  ///
  /// "…or `UIModalPresentationStyle.none` if the transition is not a modal presentation or
  /// dismissal." (`UIViewControllerTransitionCoordinatorContext.presentationStyle`:
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/presentationstyle)
  case none = -1
  /// Covers the screen; the user cannot swipe it down.
  case fullScreen = 0
  /// A card the user can swipe down.
  case pageSheet = 1
  /// A centred card the user can swipe down.
  case formSheet = 2
  /// Covers the view of the view controller that defines the presentation context (see
  /// `UIViewController.definesPresentationContext`), whose views leave once it has ended.
  ///
  /// "The views belonging to the presenting view controller are removed after the
  /// presentation completes." (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext)
  case currentContext = 3
  /// A custom presentation driven by the transitioning delegate.
  case custom = 4
  /// Covers the screen, leaving the presenter's views in place; cannot be swiped down.
  case overFullScreen = 5
  /// Covers the view of the view controller that defines the presentation context, leaving the
  /// views beneath in place.
  ///
  /// "The views beneath the presented content are not removed from the view hierarchy when the
  /// presentation finishes." (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext)
  case overCurrentContext = 6
  /// A popover pointing at a bar button item or a view; on an iPhone, the double's device, a
  /// form sheet the user can swipe down.
  ///
  /// "In iOS 13 and later, for horizontally or vertically compact environments, this option
  /// behaves the same as UIModalPresentationStyle.formSheet."
  /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover)
  case popover = 7
}

extension UIModalPresentationStyle {
  /// Whether the presenter's views leave the window once the presentation ends.
  ///
  /// UIModalPresentationStyle.fullScreen: "The views belonging to the presenting view controller
  /// are removed after the presentation completes."
  /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen)
  /// UIModalPresentationStyle.overFullScreen: "The views beneath the presented content are not
  /// removed from the view hierarchy when the presentation finishes."
  /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen)
  /// A sheet leaves the presenter visible behind it, and a custom presentation keeps the
  /// presenter's view: UIPresentationController, `shouldRemovePresentersView`: "The default
  /// implementation of this method returns false."
  /// (https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview)
  /// `.currentContext` hides the view controller that defines the context, as `.fullScreen`
  /// hides the window's root. A custom presentation asks its presentation controller (see
  /// `UIViewController.removesPresentersView`).
  var hidesPresenter: Bool { self == .fullScreen || self == .currentContext }

  /// Whether the presentation covers only the view controller that defines the presentation
  /// context.
  var isContextual: Bool { self == .currentContext || self == .overCurrentContext }

  /// Whether the presentation is a sheet, which the user can swipe down (a popover is one on an
  /// iPhone).
  var isSheet: Bool {
    switch self {
    case .automatic, .pageSheet, .formSheet, .popover: true
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .none: false
    }
  }
}
