public import Foundation

/// The object that manages a view controller's presentation, and carries the delegate told
/// about sheets the user dismissed.
///
/// For a `.custom` presentation, the presented view controller's transitioning delegate may
/// supply its own subclass (`presentationController(forPresented:presenting:source:)`); the
/// double calls its transition hooks (``presentationTransitionWillBegin()`` and the others) as
/// the presentation and dismissal begin and end, and lays out nothing.
///
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor
open class UIPresentationController {
  /// The view controller being presented.
  public unowned let presentedViewController: UIViewController

  /// The view controller given as the presenter when the presentation controller was made, then
  /// the one that carried out its latest presentation.
  weak var knownPresenter: UIViewController?

  /// The delegate told when the user dismisses the sheet; held weakly, as in UIKit.
  public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// Creates the presentation controller of `presentedViewController`, presented by
  /// `presentingViewController` (UIKit's designated initializer, which subclasses override).
  ///
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    knownPresenter = presentingViewController
  }

  /// The view controller presenting ``presentedViewController``: the one that carries out the
  /// presentation while it is presented, else the one that carried out its latest presentation
  /// (a sheet's delegate reads it in `presentationControllerDidDismiss(_:)`), else the one given
  /// when it was made.
  ///
  /// UIKit declares it non-optional; it is implicitly unwrapped here, so that app code reading it
  /// as UIKit's (`presentationController.presentingViewController.title`) compiles, while the
  /// double can make a presentation controller before there is a presenter (reading it then
  /// traps, as a `nil` non-optional would).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var presentingViewController: UIViewController! {
    presentedViewController.presentingViewController ?? knownPresenter
  }

  /// The view the presentation takes place in, while a presentation or dismissal runs or the
  /// view controller is presented.
  open internal(set) var containerView: UIView?

  /// The view that is presented: the presented view controller's.
  open var presentedView: UIView? { presentedViewController.view }

  /// Where the presented view sits in ``containerView``: its bounds unless a subclass says
  /// otherwise (the double lays nothing out and keeps what the subclass answers).
  ///
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presenter's views leave the window when the presentation ends; `false` by
  /// default.
  ///
  /// The double asks it of a custom presentation's presentation controller (the other styles
  /// decide it themselves): a subclass that answers `true` makes the presenter disappear, as a
  /// full-screen presentation does. "The default implementation of this method returns false."
  ///
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
  open var shouldRemovePresentersView: Bool { false }

  /// Called as the presentation begins (a subclass adds its dimming view here).
  ///
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitionwillbegin()
  open func presentationTransitionWillBegin() {}

  /// Called when the presentation has ended; `completed` is `false` when it was cancelled.
  ///
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitiondidend(_:)
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// Called as the dismissal begins (the app's, or the user's swipe).
  ///
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitionwillbegin()
  open func dismissalTransitionWillBegin() {}

  /// Called when the dismissal has ended; `completed` is `false` when it was cancelled.
  ///
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Called before the container view lays out its subviews; the double never lays out, so it
  /// never calls it.
  ///
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()
  open func containerViewWillLayoutSubviews() {}

  /// Called after the container view laid out its subviews; never called by the double.
  ///
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewdidlayoutsubviews()
  open func containerViewDidLayoutSubviews() {}
}
