/// An object that drives a custom transition from the user's gesture (a custom interactive pop).
///
/// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
///
/// The double declares it so that code passing one along (a delegate's
/// `navigationController(_:interactionControllerFor:)`) compiles and can be tested; it never
/// starts one: custom interactive transitions are checked on a device.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the transition, driven by the user's gesture from here on.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}
