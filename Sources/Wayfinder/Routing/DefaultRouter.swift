public import WayfinderContainer

/// The router most screens need: routes from its root, closes and dismisses it.
///
/// A `DefaultRouter` never exists without its root: the kit creates it and hands it to the
/// closure that builds the root screen (see ``Router/open(_:build:completion:)``), then attaches
/// the screen. It is open for subclassing when a feature needs more (the sample's `SiriRouter`
/// presents the system's voice-shortcut sheet); a subclass inherits
/// ``init(configuration:)`` and is created with ``Router/open(_:router:build:completion:)``.
///
/// Every request is checked before anything changes. A request that cannot be carried out —
/// the root is gone or not shown, the transition refuses — reaches the observers as a `failed`
/// event and the completion as a ``RoutingError``, and the hierarchy stays as it was.
@MainActor
open class DefaultRouter: Router, Closable, Dismissable {
  /// The screen this router routes from; not owned (the screen owns its router), and `nil` once
  /// the screen is freed.
  public internal(set) var root: Screen? {
    get { rootLink?.retainedIfAlive }
    set { rootLink = newValue.map(Unmanaged.passUnretained) }
  }

  /// The storage of ``root``, cleared by the screen when it is freed (see `Screen`).
  @exclusivity(unchecked) var rootLink: Unmanaged<Screen>?

  /// The transition that opened ``root``.
  public let rootTransition: any Transition

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

  /// Opens `screen` from the root with `transition`.
  open func route(
    to screen: Screen, as transition: some Transition, completion: RoutingCompletion?
  ) {
    let result: Result<Screen, RoutingError> = shownRoot(
      for: "\(transition.kind) \(ScreenInfo(screen))")
    switch result {
    case .failure(let error):
      finish(.failure(error), transition: transition.kind, completion: completion)
    case .success(let root):
      let tracker = context.leakTracker
      tracker.beginBatch()
      do {
        try transition.open(screen, from: root)
      } catch {
        tracker.endBatch()
        finish(.failure(error), transition: transition.kind, completion: completion)
        return
      }
      if context.hasObservers {
        context.notify(
          RoutingEvent(
            action: .opened, screen: ScreenInfo(screen), source: ScreenInfo(root),
            transition: transition))
      }
      tracker.endBatch()
      completion?(.success(()))
    }
  }

  /// Closes the root by undoing ``rootTransition``.
  open func close(completion: RoutingCompletion?) {
    let kind = rootTransition.kind
    switch shownRoot(for: "close the root of \(type(of: self))") {
    case .failure(let error):
      finish(.failure(error), transition: kind, completion: completion)
    case .success(let root):
      let tracker = context.leakTracker
      tracker.beginBatch()
      do {
        try rootTransition.close(root)
      } catch {
        tracker.endBatch()
        finish(.failure(error), transition: kind, completion: completion)
        return
      }
      if context.hasObservers {
        context.notify(
          RoutingEvent(
            action: .closed, screen: ScreenInfo(root), source: nil, transition: rootTransition))
      }
      // Routers waiting for a result whose screen just left hear of it after the event.
      tracker.endBatch()
      completion?(.success(()))
    }
  }

  /// Dismisses the modal presentation containing the root.
  open func dismiss(completion: RoutingCompletion?) {
    let kind = rootTransition.kind
    switch shownRoot(for: "dismiss the root of \(type(of: self))") {
    case .failure(let error):
      finish(.failure(error), transition: kind, completion: completion)
    case .success(let root):
      guard let presented = root.modalPresentationRoot, let host = presented.presentingScreen else {
        let error = RoutingError("dismiss \(ScreenInfo(root))", .notPresented(ScreenInfo(root)))
        finish(.failure(error), transition: kind, completion: completion)
        return
      }
      let opener = presented.presentationRouter?.rootTransition
      let tracker = context.leakTracker
      tracker.beginBatch()
      host.dismissPresentedScreen(tracker: tracker)
      if context.hasObservers {
        context.notify(
          RoutingEvent(
            action: .dismissed, screen: ScreenInfo(root), source: nil,
            transition: opener?.kind ?? kind, animator: opener?.animator?.info))
      }
      tracker.endBatch()
      completion?(.success(()))
    }
  }

  /// Makes `screen` this router's root, refusing a screen that is placed or owned already.
  func adopt<S: Screen>(_ screen: S) throws(RoutingError) -> S {
    guard !screen.isInHierarchy else {
      throw RoutingError("adopt \(ScreenInfo(screen))", .alreadyInHierarchy(ScreenInfo(screen)))
    }
    guard screen.owningRouter == nil else {
      throw RoutingError("adopt \(ScreenInfo(screen))", .alreadyHasRouter(ScreenInfo(screen)))
    }
    root = screen
    screen.owningRouter = self
    return screen
  }
}
