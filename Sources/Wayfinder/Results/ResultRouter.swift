/// The router of a screen that returns a result to the screen that opened it (RGRoutable's
/// `onReturn`).
///
/// The presenter opens the screen with ``Router/open(_:returning:build:onResult:)`` (or its
/// `async` variant) and hands this router to the view model, which holds it as a
/// ``Finishable`` (so that a test hands it a mock) and ends the flow with ``finish(with:)``:
///
/// ```swift
/// enum LoginOutcome { case loggedIn(User), signedUp(User) }
///
/// @MainActor
/// final class LoginViewModel {
///   let router: any Finishable<LoginOutcome>
///   init(router: any Finishable<LoginOutcome>) { self.router = router }
///   func didLogIn(_ user: User) { router.finish(with: .loggedIn(user)) }
/// }
/// ```
///
/// Every open delivers exactly one ``RouteResult``, never two: ``RouteResult/finished(_:)``
/// after `finish`, ``RouteResult/cancelled`` as soon as the screen leaves the window's hierarchy
/// any other way (back, dismiss, a screen below closed, the root replaced). The result is never
/// handed to a presenter that is gone: once the presenting router or its root screen has been
/// freed, the callback is not called. A presenter that is there when the flow ends gets the
/// result even if it leaves before the close is on screen (in the same turn, under the UIKit
/// bridge), as it does headless.
///
/// A screen restored from a ``ScreenPath`` or made with ``Router/makeScreen(_:router:build:)``
/// has no presenter waiting; `finish` then only closes it.
@MainActor
open class ResultRouter<Output>: DefaultRouter, Finishable {
  /// Where the result goes; `nil` once delivered or when no presenter waits.
  private var receiver: ResultReceiver<Output>?

  /// Whether the flow has ended: `finish` or `cancel` was called, or the root left the
  /// hierarchy.
  private var hasEnded = false

  /// Whether the root was placed in the hierarchy when it was opened: once it is not shown any
  /// more, it left, and its presenter receives ``RouteResult/cancelled``.
  var wasPlaced = false

  /// Resumes an awaiting ``Router/openAndWait(_:returning:build:)`` with ``RouteResult/cancelled``
  /// when this router is freed before any result was delivered (the whole window was dropped, so
  /// no screen ever left a hierarchy).
  ///
  /// `nonisolated(unsafe)`: written on the main actor while the router is alive, read only by
  /// `deinit`, which runs after every other reference is gone.
  nonisolated(unsafe) private var resumeIfAbandoned: (@Sendable () -> Void)?

  /// Creates a router; only the kit has configurations to pass.
  public required init(configuration: RouterConfiguration) {
    super.init(configuration: configuration)
  }

  deinit {
    resumeIfAbandoned?()
  }

  /// Whether this router's result is still to be handed over: `true` until it is delivered or
  /// dropped, even when the presenter is gone (``finish(with:completion:)`` then drops it).
  public var isAwaitingResult: Bool { receiver != nil }

  /// Closes the root by undoing its transition, then hands `output` to the presenter.
  ///
  /// The root is closed first and the presenter receives the result once it is gone, so the
  /// presenter can route at once (push the next screen, present another). When the root cannot
  /// be closed, the observers and `completion` receive the error; the result is delivered
  /// anyway.
  ///
  /// The flow ends once: calling `finish` or ``cancel(completion:)`` again after the screen left
  /// (a double-tapped Done button), or after the user took it away (its presenter receives
  /// ``RouteResult/cancelled``), delivers nothing and closes nothing, and `completion` receives
  /// success; while the screen is still shown (its first close failed), it tries to close it
  /// again.
  ///
  /// - Parameters:
  ///   - output: The result.
  ///   - completion: Receives the outcome of closing the root.
  public func finish(with output: Output, completion: RoutingCompletion?) {
    end(with: .finished(output), completion: completion)
  }

  /// Closes the root, then hands `output` to the presenter; failures go to the observers.
  ///
  /// The same request as ``finish(with:completion:)``.
  public func finish(with output: Output) {
    finish(with: output, completion: nil)
  }

  /// Closes the root and hands ``RouteResult/cancelled`` to the presenter (the screen's own
  /// Cancel button).
  ///
  /// Like ``finish(with:completion:)``, it ends the flow once.
  ///
  /// - Parameter completion: Receives the outcome of closing the root.
  public func cancel(completion: RoutingCompletion?) {
    end(with: .cancelled, completion: completion)
  }

  /// Closes the root and hands ``RouteResult/cancelled`` to the presenter; failures go to the
  /// observers.
  ///
  /// The same request as ``cancel(completion:)``.
  public func cancel() {
    cancel(completion: nil)
  }

  /// Closes the root and delivers `result` once it is gone, unless the flow has ended and the
  /// root is no longer shown.
  private func end(with result: RouteResult<Output>, completion: RoutingCompletion?) {
    // Taken away already (by the user, or from below), maybe before the watcher heard of it
    // (an observer of the close that finishes): it is cancelled.
    if wasPlaced, root?.isShown == false { hasEnded = true }
    guard !hasEnded || root?.isShown == true else {
      completion?(.success(()))
      return
    }
    hasEnded = true
    let pending = receiver
    receiver = nil
    resumeIfAbandoned = nil
    let context = self.context
    // A presenter there when the flow ends gets its result, as it does when the close is on
    // screen at once (headless): its screen, and the root, are kept until then, should they
    // leave meanwhile (the bridge shows the close at the end of UIKit's transition).
    let kept = (root, pending?.presenter?.root)
    close { outcome in
      withExtendedLifetime(kept) { pending?.deliver(result, context: context) }
      completion?(outcome)
    }
  }

  /// Sets where the result goes, and delivers ``RouteResult/cancelled`` when the root leaves the
  /// hierarchy without finishing; called once, right after the root is built.
  func expect(
    _ receiver: ResultReceiver<Output>, resumeIfAbandoned: (@Sendable () -> Void)?
  ) {
    self.receiver = receiver
    self.resumeIfAbandoned = resumeIfAbandoned
    context.followHierarchy { [weak self] news in
      guard let self, self.receiver != nil else { return false }
      // Its root among what left (or inside it): a screen never placed, whose opening failed,
      // hears of others leaving (an observer of the failure that closes screens) and waits
      // for its `failed` result.
      guard case .screensLeft(let screens, let window, _) = news, let root = self.root,
        !root.isShown,
        screens.contains(where: { root.isDescendant(of: $0) })
      else { return true }
      // The result of a screen closed some other way reaches its presenter once the close is
      // on screen, as the result of a finished screen does (through its close's completion);
      // the screens, with this router, stay alive until then. The window they left, not the
      // presenter's: a presenter that left with them is in none.
      // The flow has ended: a `finish` before the close is on screen delivers nothing.
      self.hasEnded = true
      let presenterRoot = self.receiver?.presenter?.root
      self.context.whenShown(in: window) {
        withExtendedLifetime((screens, presenterRoot)) { self.deliver(.cancelled) }
      }
      return false
    }
  }

  /// Delivers `result` unless a result was delivered already.
  func deliver(_ result: RouteResult<Output>) {
    hasEnded = true
    guard let pending = receiver else { return }
    receiver = nil
    resumeIfAbandoned = nil
    pending.deliver(result, context: context)
  }
}
