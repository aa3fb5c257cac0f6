public import WayfinderContainer

/// The router most screens need: routes from its root, closes and dismisses it.
///
/// A `DefaultRouter` never exists without its root: the kit creates it and hands it to the
/// closure that builds the root screen (see ``Router/open(_:build:completion:)``), then attaches
/// the screen. It is open for subclassing when a feature needs more (the sample's `SiriRouter`
/// presents the system's voice-shortcut sheet); a subclass inherits ``init(configuration:)`` and
/// is created with ``Router/open(_:router:build:completion:)``.
///
/// Every request is checked before anything changes. A request that cannot be carried out —
/// the root is gone or not shown, the transition refuses — reaches the observers as a `failed`
/// event and the completion as a ``RoutingError``, and the hierarchy stays as it was.
@MainActor
open class DefaultRouter: Router, Closable, Dismissable {
  /// The screen this router routes from; not owned (the screen owns its router), and `nil` once
  /// the screen is freed.
  public internal(set) weak var root: Screen?

  /// The transition that opened ``root``, or the one that closes it from its place now: a
  /// stack change that moves the root onto the bottom of its stack gives it the bottom's
  /// transition, one that moves it off the bottom a push.
  public internal(set) var rootTransition: Transition

  /// The context shared with the other routers of the window.
  public let context: RoutingContext

  /// The dependency container the routes resolve from, inherited from the opening router.
  public let container: Container

  /// Creates a router; only the kit has configurations to pass.
  public required init(configuration: RouterConfiguration) {
    self.rootTransition = configuration.rootTransition
    self.context = configuration.context
    self.container = configuration.container
  }

  /// Unavailable: the kit makes routers, so that none exists without its root.
  @available(
    *, unavailable,
    message:
      "the kit makes routers: open a screen with router.open(_:build:) (or window.setRoot(build:)), which hands the new router to the closure that builds the screen"
  )
  public convenience init(rootTransition: Transition) {
    self.init(
      configuration: RouterConfiguration(
        rootTransition: rootTransition, context: RoutingContext(), container: Container()))
  }

  /// Opens `screen` from the root with `transition`.
  open func route(
    to screen: Screen, as transition: Transition, completion: RoutingCompletion?
  ) {
    context.perform(.open(screen, transition), by: self, completion: completion)
  }

  /// Closes the root by undoing ``rootTransition``; failures go to the observers.
  ///
  /// The same request as ``Router/close(completion:)``.
  public func close() {
    close(completion: nil)
  }

  /// Dismisses the modal presentation containing the root; failures go to the observers.
  ///
  /// The same request as ``Router/dismiss(completion:)``.
  public func dismiss() {
    dismiss(completion: nil)
  }
}
