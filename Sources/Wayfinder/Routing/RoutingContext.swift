/// What the routers of one window share: the observers, and the place every routing request is
/// carried out.
///
/// Every router opened from a window's root router (and every child of those) carries the same
/// context, so an observer added here sees every routing event of the window — the hook for
/// analytics, logging and transcripts. Windows may share one (`Window(context:)`, two scenes with
/// one observer): each still has its own leak report and, in a UIKit app, its own bridge.
@MainActor
public final class RoutingContext {
  /// An observer and the token that removes it.
  private struct Observer {
    let id: Int
    let handler: @MainActor (RoutingEvent) -> Void
  }

  private var observers: [Observer] = []
  private var nextObserverID = 0

  /// What the kit's own parts learn about the hierarchy that observers' events do not say.
  enum HierarchyNews {
    /// `screens` left the hierarchy of `window`; `requester` is the root of the router whose
    /// request removed them (the new root for a new window root or a restored path; `nil` for a
    /// close the user made in the UI, which no app code asked for).
    case screensLeft([Screen], from: Window?, requester: Screen?)
    /// A part that waited for screens that had already left is done with them (a result
    /// dropped because its presenter is gone): a watcher waiting for such screens checks again.
    case recheck
  }

  /// The kit's parts that follow the hierarchy (a result router waiting for its screen to leave,
  /// a deeplink router's pending link); each returns whether it still wants the news (`false`
  /// once it is done or its owner is freed).
  private var watchers: [(id: Int, watch: @MainActor (HierarchyNews) -> Bool)] = []

  /// Records requests instead of carrying them out (test doubles); returns the error to fail the
  /// request with, or `nil` for success.
  ///
  /// Here because a router's requests (``Router``'s extension methods, dispatched statically)
  /// meet nothing a double can replace before the context: intercepting them in the router
  /// would take a public customization point on `Router` and a public request type.
  package var recorder: (@MainActor (RoutingRequest, _ by: any Router) -> RoutingError?)?

  /// How deeply app code run as a side effect of a request (observers, results of screens that
  /// left) is nested: a request made there is not the outcome of the outer request.
  private var sideEffectDepth = 0

  /// The failures collected by ``firstFailure(of:)``, innermost last, with the side-effect
  /// depth each collects at.
  private var failureScopes: [(depth: Int, failures: [RoutingError])] = []

  /// The number of changes the hierarchy has gone through: each request carried out, each new
  /// root, each restored path.
  package private(set) var changeCount = 0

  /// The window of the request being carried out while its observers hear of it, or `nil`
  /// (no request): a display of one window tells by it the changes of another window that
  /// shares this context. (Its identifier: the window is alive while its request runs, and a
  /// weak reference set and reset on every request cost 150 ns of `router.open-close`.)
  package private(set) var changingWindow: ObjectIdentifier?

  /// A display, held weakly.
  private struct AttachedDisplay {
    weak var display: (any HierarchyDisplay)?
  }

  /// What shows the hierarchy: a UIKit bridge for each window that shares this context.
  private var attachedDisplays: [AttachedDisplay] = []

  /// The displays of the windows that share this context, one per window; work waits for the
  /// display of the window whose change it follows (see ``whenShown(in:_:)``).
  package var displays: [any HierarchyDisplay] { attachedDisplays.compactMap(\.display) }

  /// Adds `display`, which shows one of the windows sharing this context, next to the displays
  /// of the others (two scenes whose windows share one context for their observers).
  package func addDisplay(_ display: any HierarchyDisplay) {
    attachedDisplays.removeAll { $0.display == nil || $0.display === display }
    attachedDisplays.append(AttachedDisplay(display: display))
  }

  /// The work waiting for the display to show a change, in the order it was queued, with the
  /// window the change was made in (`nil`: any window).
  private var waitingForDisplay:
    [(change: Int, window: ObjectIdentifier?, work: @MainActor () -> Void)] = []

  /// Creates a context with no observers.
  public init() {}

  /// Registers `handler` to receive every routing event, in order, synchronously.
  ///
  /// - Returns: A token whose ``RoutingObservation/cancel()`` removes the observer. Discarding
  ///   the token keeps the observer registered for the context's lifetime.
  @discardableResult
  public func addObserver(
    _ handler: @escaping @MainActor (RoutingEvent) -> Void
  ) -> RoutingObservation {
    nextObserverID += 1
    observers.append(Observer(id: nextObserverID, handler: handler))
    return RoutingObservation(context: self, id: nextObserverID)
  }

  /// Sends `event` to every observer, in registration order.
  ///
  /// Routers call this for every event; custom routers may call it too.
  public func notify(_ event: RoutingEvent) {
    guard !observers.isEmpty else { return }
    sideEffectDepth += 1
    defer { sideEffectDepth -= 1 }
    for observer in observers {
      observer.handler(event)
    }
  }

  /// Sends the event `makeEvent` makes to the observers; makes none when nobody observes.
  func notifyIfObserved(_ makeEvent: () -> RoutingEvent) {
    guard !observers.isEmpty else { return }
    notify(makeEvent())
  }

  /// Sends `news` to `watcher` from now on, until it returns `false`.
  ///
  /// The newest watcher hears first: a flow's own result router (made after the deeplink router
  /// whose link waits for the flow) reports the flow's end before the link judges it.
  func followHierarchy(_ watcher: @escaping @MainActor (HierarchyNews) -> Bool) {
    nextObserverID += 1
    watchers.append((nextObserverID, watcher))
  }

  /// Sends the news `makeNews` makes to the watchers, as app code of its own (a deeplink's
  /// completion may run); makes none when nobody watches.
  func tellWatchers(_ makeNews: () -> HierarchyNews) {
    guard !watchers.isEmpty else { return }
    let news = makeNews()
    var gone: [Int] = []
    runSideEffect {
      // A copy: a watcher's app code may add another.
      for watcher in watchers.reversed() where !watcher.watch(news) { gone.append(watcher.id) }
    }
    if !gone.isEmpty { watchers.removeAll { gone.contains($0.id) } }
  }

  /// Runs `work` once every change made so far is on screen: at once when nothing shows the
  /// hierarchy (headless) or every display has caught up, otherwise when the last one says it
  /// has (``displayDidShow()``).
  ///
  /// This is what gives completions their meaning: a routing completion, a result handed back
  /// and a deeplink's completion run when the change is on screen, so that the next step (the
  /// app's own share sheet after a close, say) starts from what the user sees.
  ///
  /// With windows that share this context, `work` for a change made in `window` waits for that
  /// window's display only, so that one scene's transition or alert does not hold another's.
  package func whenShown(in window: Window?, _ work: @escaping @MainActor () -> Void) {
    let window = window.map(ObjectIdentifier.init)
    guard !isShown(changeCount, in: window) else {
      // A display freed without detaching (a bridge let go) leaves work behind: it runs first.
      displayDidShow()
      work()
      return
    }
    waitingForDisplay.append((changeCount, window, work))
  }

  /// Whether every display of `window` (of every window when `nil`) shows `change`.
  private func isShown(_ change: Int, in window: ObjectIdentifier?) -> Bool {
    attachedDisplays.allSatisfy { attached in
      guard let display = attached.display else { return true }
      return !Self.waits(for: display, in: window) || display.shownChange >= change
    }
  }

  /// Whether work for a change made in `window` (in any window when `nil`) waits for `display`:
  /// the display of that window, or one of every window.
  private static func waits(for display: any HierarchyDisplay, in window: ObjectIdentifier?)
    -> Bool
  {
    guard let window, let shown = display.shownWindow else { return true }
    return shown == window
  }

  /// A display has shown more changes: runs the work that waited for them, in order.
  package func displayDidShow() {
    guard !waitingForDisplay.isEmpty else { return }
    var ready: [@MainActor () -> Void] = []
    var waiting: [(change: Int, window: ObjectIdentifier?, work: @MainActor () -> Void)] = []
    for item in waitingForDisplay {
      if isShown(item.change, in: item.window) {
        ready.append(item.work)
      } else {
        waiting.append(item)
      }
    }
    guard !ready.isEmpty else { return }
    waitingForDisplay = waiting
    for work in ready { work() }
  }

  /// Stops waiting for `display` (it stopped showing the hierarchy): what waited for it runs
  /// now, in order.
  package func detachDisplay(_ display: any HierarchyDisplay) {
    guard attachedDisplays.contains(where: { $0.display === display }) else { return }
    attachedDisplays.removeAll { $0.display == nil || $0.display === display }
    // With no display left every change is shown; otherwise what waits for another window's
    // display keeps waiting for it.
    displayDidShow()
  }

  /// Removes the observer registered with `id`.
  func removeObserver(id: Int) {
    observers.removeAll { $0.id == id }
  }

  /// Runs app code triggered by a request (a result handler, say), so that the requests it makes
  /// count as its own, not as the outcome of the request that triggered it.
  func runSideEffect(_ body: () -> Void) {
    sideEffectDepth += 1
    defer { sideEffectDepth -= 1 }
    body()
  }

  /// Runs `body` and returns the first failure of the routing requests it made itself, or else
  /// the error it threw; failures of requests made by app code those requests triggered
  /// (observers, result handlers) are not included.
  ///
  /// Here because only the context knows which app code made a request: an observer's `failed`
  /// event does not say, and a link's handler must not be refused for a result handler's call.
  func firstFailure(of body: () throws -> Void) -> (any Error)? {
    failureScopes.append((sideEffectDepth, []))
    var thrown: (any Error)?
    do { try body() } catch { thrown = error }
    return failureScopes.removeLast().failures.first ?? thrown
  }

  /// Reports a failed request to the observers, to an enclosing ``firstFailure(of:)``, and
  /// to `completion`.
  func fail(
    _ error: RoutingError, transition: String?, completion: RoutingCompletion?
  ) {
    if let last = failureScopes.indices.last, failureScopes[last].depth == sideEffectDepth {
      failureScopes[last].failures.append(error)
    }
    notify(.failed(error, transition: transition))
    completion?(.failure(error))
  }

  /// Carries out `request` from `router`'s root.
  ///
  /// Checks it, changes the hierarchy, sends its event to the observers, then lets the screens
  /// that left run what waits for them (results), and finally hands the outcome to
  /// `completion`. A request that cannot be carried out changes nothing; the observers receive
  /// a `failed` event and `completion` the error. `followingUser` says that the request follows
  /// a change the user already made in the UI: the screens it removes left with no requester.
  package func perform(
    _ request: RoutingRequest, by router: any Router, followingUser: Bool = false,
    completion: RoutingCompletion?
  ) {
    if let recorder {
      if let error = recorder(request, router) {
        fail(error, transition: request.transitionName(by: router), completion: completion)
      } else {
        // The screen a route built ahead and then asked to show closes as it was asked to open.
        if case .open(let screen, let transition) = request {
          RoutingRequest.noteOpening(screen, with: transition)
        }
        completion?(.success(()))
      }
      return
    }
    // Only when work waits for the change so far, and only the displays it waits for: a model
    // that keeps changing while UIKit is held back (the app's alert, another window's scene)
    // keeps no snapshot that nothing would use.
    if waitingForDisplay.last?.change == changeCount {
      let waitingNow = waitingForDisplay.reversed().prefix { $0.change == changeCount }
      for display in displays
      where waitingNow.contains(where: { Self.waits(for: display, in: $0.window) }) {
        display.modelWillChange()
      }
    }
    // Read before the change, which may take the router's root out of its window.
    let window = request.window(by: router)
    let outerWindow = changingWindow
    changingWindow = window.map(ObjectIdentifier.init)
    defer { changingWindow = outerWindow }
    let removed: [Screen]
    do {
      removed = try request.perform(by: router, in: self)
    } catch {
      fail(error, transition: request.transitionName(by: router), completion: completion)
      return
    }
    changeCount += 1
    if !removed.isEmpty {
      screensDidLeave(removed, from: window, requester: followingUser ? nil : router.root)
    }
    if let completion { whenShown(in: window) { completion(.success(())) } }
  }

  /// Takes note that `screens` (with everything below them) left the hierarchy of `window`: the
  /// leak report remembers them, then the watchers hear of it, with `requester`, the root of the
  /// router whose request removed the screens.
  ///
  /// Called after the request's own event, so observers see the change before what it causes (a
  /// cancelled result, say).
  private func screensDidLeave(
    _ screens: [Screen], from window: Window?, requester: @autoclosure () -> Screen? = nil
  ) {
    for removed in screens where !removed.isInHierarchy {
      removed.forEachInSubtree { LeakTracker.shared.record($0, leaving: window) }
    }
    tellWatchers { .screensLeft(screens, from: window, requester: requester()) }
  }
}
