public import Foundation

/// Opens URLs in a ``Window`` by running the app's own routes from the topmost screen.
///
/// ## Deeplinks
///
/// Register each link's patterns with a handler. The handler receives a ``Deeplink``: the typed
/// parameters, the transition asked for, and the router of the screen on top, on which it calls
/// the app's route protocols, one step after another. There is no delay and no "wait for the UI":
/// whatever is on screen, the link routes from the top.
///
/// ```swift
/// let deeplinks = try DeeplinkRouter(window: window, origins: ["shop://", "https://shop.example.com"])
///
/// // One step; a product already shown is focused instead of opened twice.
/// try deeplinks.register("/product/:id<Int>", target: .screen(named: "product")) { link in
///   let id = try link.parameters.value(named: "id", as: Int.self)
///   // `openProduct(id:as:)` lives in `extension ProductRoute where Self: Router`.
///   try link.router(as: (any ProductRoute & Router).self)
///     .openProduct(id: id, as: link.transition(or: .push))
/// }
///
/// // Several steps: leave any modal, select the Wishlist tab, push the product inside it.
/// try deeplinks.register("/wishlist/product/:id<Int>") { link in
///   let id = try link.parameters.value(named: "id", as: Int.self)
///   link.dismissPresentedScreens()
///   link.router?.selectTab(at: 1)
///   try link.router(as: (any ProductRoute).self).openProduct(id: id)
/// }
///
/// // Guarded: signs in first, then continues (or gives up if the user cancels).
/// try deeplinks.register("/orders", guards: [signedIn]) { link in … }
///
/// deeplinks.route(to: url, as: .push)            // Bool, as in the article
/// switch deeplinks.handle("shop://product/abc") {  // or the reason
/// case .refused(let error): print(error)
///   // Cannot open the deeplink "shop://product/abc": parameter "id" of "/product/:id<Int>"
///   // expects Int but the URL has "abc"
/// default: break
/// }
/// let final = await deeplinks.handleAndWait("shop://orders")  // waits for the guard's flow
/// deeplinks.handle(url, from: .universalLink)      // where it came from reaches the handler
/// ```
///
/// ## What happens to a link
///
/// 1. The URL is matched (see ``DeeplinkMatcher`` for the pattern rules). A URL that matches
///    nothing is refused with the matcher's reason; observers get `deeplinkRefused`. Otherwise
///    they get `deeplinkMatched`.
/// 2. Guards run: the router's own (``addGuard(_:)``) first, then the registration's, in order.
///    A guard may deny the link (refused) or run a flow first (the result is
///    ``DeeplinkResult/pending(guardName:)``, observers get `deeplinkPending`). When the flow
///    succeeds, the remaining guards run (the one whose flow succeeded is not asked again) and
///    the link continues against the screen on top at that moment; when it fails, the link is
///    abandoned (`deeplinkAbandoned`).
/// 3. Already there: when the registration names the ``ScreenIdentity`` the link targets and a
///    screen with it is in the window (searched in ``Window/screensFromTop`` order: the topmost
///    presentation first, the visible tab first, a stack from its top), that screen is focused
///    through its router (what is pushed above it is popped, its tab selected, presentations
///    above it dismissed) instead of opening a duplicate: ``DeeplinkResult/Handling/focusedExisting(_:)``.
/// 4. Otherwise the handler runs. A route call it makes that fails (they are fire-and-forget)
///    reports its outcome to the link, which is then refused with
///    ``DeeplinkError/Reason/handlerFailed(_:)`` and that ``RoutingError``, as does an error the
///    handler throws (the routing error wins when there are both; a ``DeeplinkError/Reason``
///    it throws, such as a missing conformance, is the link's reason itself). Each route call
///    leaves the hierarchy unchanged when it fails, but steps done before it stay done: a link
///    that selected a tab and then failed to push leaves the tab selected. Observers get
///    `deeplinkHandled` on success.
///
/// ## One pending link at a time
///
/// The latest link wins. A link that matches while another one waits for a guard's flow
/// abandons the waiting one (``DeeplinkError/Reason/superseded(by:)``) — unless it needs the
/// flow of the same guard, in which case it takes the waiting link's place and continues when
/// that flow (already on screen) finishes; the flow is not started twice. A flow whose link was
/// abandoned stays on screen (it is the app's UI); its completion is then ignored. URLs that
/// match nothing leave the pending link alone.
///
/// A pending link never waits for a flow that is gone: when every screen the guard's flow
/// opened has left the window without the flow reporting (something below the sign-in screen
/// closed, its result dropped with its presenter), the link ends
/// ``DeeplinkResult/abandoned(_:)`` with ``DeeplinkError/Reason/flowClosed(guardName:)``. So
/// the completion of ``handle(_:from:completion:)-(String,_,_)`` runs exactly once, and
/// ``handleAndWait(_:from:)-(String,_)`` returns.
@MainActor
public final class DeeplinkRouter: Deeplinkable {
  /// Carries out a matched link with the app's routes; throw to refuse it.
  public typealias Handler = @MainActor (Deeplink) throws -> Void

  /// The screen a link targets: when one with that identity is already in the window, the link
  /// focuses it instead of running the handler.
  ///
  /// A shown screen is the target when its ``Screen/identity`` has the target's name and each of
  /// its parameters has the same value in the target: the screen's identity says what tells it
  /// apart, and the link may carry more (`shop://product/42?ref=mail` focuses the screen
  /// identified as `product?id=42`).
  public struct Target {
    /// The identity for a link, or `nil` to run the handler.
    let identity: @MainActor (Deeplink) -> ScreenIdentity?

    /// The screen whose identity is `name` with every parameter of the link as text
    /// (``Deeplink/screenIdentity(named:)``): `.screen(named: "product")` targets
    /// `ScreenIdentity("product", parameters: ["id": "42"])` for `shop://product/42`.
    public static func screen(named name: String) -> Target {
      Target { $0.screenIdentity(named: name) }
    }

    /// The screen whose identity `identity` computes from the link (to normalize parameters,
    /// say); `nil` runs the handler.
    public static func screen(
      _ identity: @escaping @MainActor (Deeplink) -> ScreenIdentity?
    ) -> Target {
      Target(identity: identity)
    }
  }

  /// What a pattern was registered with.
  private struct Registration {
    let handler: Handler
    let target: Target?
    let guards: [DeeplinkGuard]
  }

  /// A matched link on its way through the guards to its handler.
  private struct Request {
    /// This link among all the links matched, in order.
    let id: Int
    let link: Deeplink
    let registration: Registration
    /// The router's guards, then the registration's.
    let guards: [DeeplinkGuard]
    let completion: (@MainActor (DeeplinkResult) -> Void)?
  }

  /// The link waiting for a guard's flow.
  @MainActor private struct Pending {
    var request: Request
    let guardIndex: Int
    let guardName: String
    /// The flow: the id of the link that started it (a link that takes another's place waits
    /// for its flow).
    let flow: Int
    /// The screens the flow opened when it started.
    var flowScreens: [WeakScreen] = []

    /// Whether the flow opened screens and none of them is in the window any more.
    var flowIsGone: Bool {
      !flowScreens.isEmpty && !flowScreens.contains { $0.screen?.window === request.link.window }
    }
  }

  /// A screen held weakly.
  private struct WeakScreen {
    weak var screen: Screen?
  }

  /// The window whose hierarchy links are routed in; its context receives the events.
  public let window: Window

  /// The guards every link passes, before the guards of its registration.
  public private(set) var guards: [DeeplinkGuard] = []

  private var matcher: DeeplinkMatcher<Registration>
  private var pending: Pending?
  /// The last link that ended, for a flow that ends before its start returns.
  private var lastEnded: (id: Int, result: DeeplinkResult)?
  private var lastID = 0

  /// Creates a router for `window`; path-only patterns (`/product/:id`) apply to every origin in
  /// `origins` (see ``DeeplinkMatcher/init(origins:)``).
  ///
  /// - Throws: ``DeeplinkPatternError/invalidOrigin(_:reason:)`` for an invalid origin.
  public init(window: Window, origins: [String] = []) throws(DeeplinkPatternError) {
    self.window = window
    matcher = try DeeplinkMatcher(origins: origins)
    window.context.addWatcher { [weak self] news in
      self?.hierarchyChanged(news)
      return self != nil
    }
  }

  /// The registered patterns, in registration order.
  public var patterns: [String] { matcher.patterns }

  /// The URL of the link waiting for a guard's flow, if any.
  public var pendingURL: String? { pending?.request.link.url }

  /// Makes an app type usable in patterns as `:name<TypeName>`; see
  /// ``DeeplinkMatcher/registerParameterType(_:named:)``.
  public func registerParameterType<Value: LosslessStringConvertible & Sendable>(
    _ type: Value.Type, named name: String? = nil
  ) throws(DeeplinkPatternError) {
    try matcher.registerParameterType(type, named: name)
  }

  /// Registers `handler` for one or more patterns (several schemes or hosts, say).
  ///
  /// - Parameters:
  ///   - patterns: The patterns, all or none registered.
  ///   - target: The screen the link targets; when a screen with its identity is in the
  ///     window, it is focused instead of running the handler.
  ///   - guards: Conditions checked, in order, after the router's own guards.
  ///   - handler: Carries out the link.
  /// - Throws: ``DeeplinkPatternError`` for an invalid or conflicting pattern; nothing is
  ///   registered then.
  public func register(
    _ patterns: String..., target: Target? = nil, guards: [DeeplinkGuard] = [],
    handler: @escaping Handler
  ) throws(DeeplinkPatternError) {
    try register(patterns, target: target, guards: guards, handler: handler)
  }

  /// Registers `handler` for the patterns in `patterns`; see
  /// ``register(_:target:guards:handler:)-(String...,_,_,_)``.
  public func register(
    _ patterns: [String], target: Target? = nil, guards: [DeeplinkGuard] = [],
    handler: @escaping Handler
  ) throws(DeeplinkPatternError) {
    try matcher.register(
      patterns, to: Registration(handler: handler, target: target, guards: guards))
  }

  /// Adds a guard every link passes, before the guards of its registration.
  public func addGuard(_ guard: DeeplinkGuard) {
    guards.append(`guard`)
  }

  /// Gives up the link waiting for a guard's flow, if any: it ends
  /// ``DeeplinkResult/abandoned(_:)`` with ``DeeplinkError/Reason/cancelled``.
  public func cancelPendingLink() {
    abandonPending(.cancelled)
  }

  // MARK: - Handling

  /// Handles `url` with the handler's default transition, and says what became of it.
  ///
  /// - Parameters:
  ///   - url: The link, exactly as received.
  ///   - source: Where it came from; guards and handlers read it as ``Deeplink/source``.
  ///   - completion: Receives the final result once: at once, or when the guard's flow the link
  ///     waits for has finished or the link was given up.
  /// - Returns: handled, refused with the reason, or pending while a guard's flow runs.
  @discardableResult
  public func handle(
    _ url: String, from source: DeeplinkSource = .inApp,
    completion: (@MainActor (DeeplinkResult) -> Void)? = nil
  ) -> DeeplinkResult {
    process(url, nil, source, completion)
  }

  /// Handles `url`, asking for `transition` (the handler decides whether to use it); see
  /// ``handle(_:from:completion:)-(String,_,_)``.
  @discardableResult
  public func handle(
    _ url: String, as transition: some Transition, from source: DeeplinkSource = .inApp,
    completion: (@MainActor (DeeplinkResult) -> Void)? = nil
  ) -> DeeplinkResult {
    process(url, transition, source, completion)
  }

  /// Handles `url` (its `absoluteString`, as a universal link or a notification delivers it);
  /// see ``handle(_:from:completion:)-(String,_,_)``.
  @discardableResult
  public func handle(
    _ url: URL, from source: DeeplinkSource = .inApp,
    completion: (@MainActor (DeeplinkResult) -> Void)? = nil
  ) -> DeeplinkResult {
    process(url.absoluteString, nil, source, completion)
  }

  /// Handles `url` (its `absoluteString`), asking for `transition`; see
  /// ``handle(_:from:completion:)-(String,_,_)``.
  @discardableResult
  public func handle(
    _ url: URL, as transition: some Transition, from source: DeeplinkSource = .inApp,
    completion: (@MainActor (DeeplinkResult) -> Void)? = nil
  ) -> DeeplinkResult {
    process(url.absoluteString, transition, source, completion)
  }

  /// Handles `url` and returns the final result, after any guard's flow has finished.
  ///
  /// Cancelling the calling task gives the link up if it is still pending: it ends
  /// ``DeeplinkResult/abandoned(_:)`` with ``DeeplinkError/Reason/cancelled``.
  public func handleAndWait(_ url: String, from source: DeeplinkSource = .inApp) async
    -> DeeplinkResult
  {
    await wait { process(url, nil, source, $0) }
  }

  /// Handles `url`, asking for `transition`, and returns the final result; see
  /// ``handleAndWait(_:from:)-(String,_)``.
  public func handleAndWait(
    _ url: String, as transition: some Transition, from source: DeeplinkSource = .inApp
  ) async -> DeeplinkResult {
    await wait { process(url, transition, source, $0) }
  }

  /// Handles `url` (its `absoluteString`) and returns the final result; see
  /// ``handleAndWait(_:from:)-(String,_)``.
  public func handleAndWait(_ url: URL, from source: DeeplinkSource = .inApp) async
    -> DeeplinkResult
  {
    await wait { process(url.absoluteString, nil, source, $0) }
  }

  /// Handles `url` (its `absoluteString`), asking for `transition`, and returns the final
  /// result; see ``handleAndWait(_:from:)-(String,_)``.
  public func handleAndWait(
    _ url: URL, as transition: some Transition, from source: DeeplinkSource = .inApp
  ) async -> DeeplinkResult {
    await wait { process(url.absoluteString, transition, source, $0) }
  }

  /// Opens `url`, asking for `transition` (the article's `Deeplinkable` call).
  ///
  /// `url.absoluteString` is matched, so a `URL` and its text give the same result.
  ///
  /// - Returns: Whether the link was handled or waits for a guard's flow; the reason for a
  ///   refusal reaches the observers (`deeplinkRefused`), and
  ///   ``handle(_:from:completion:)-(URL,_,_)`` returns it.
  @discardableResult
  public func route(to url: URL, as transition: some Transition) -> Bool {
    process(url.absoluteString, transition, .inApp, nil).isAccepted
  }

  /// Opens `url` with the handler's default transition; see ``route(to:as:)``.
  @discardableResult
  public func route(to url: URL) -> Bool {
    process(url.absoluteString, nil, .inApp, nil).isAccepted
  }

  // MARK: - A link's way

  /// Starts a link with a completion and waits for its final result; a cancelled task gives
  /// the link up if it is still pending.
  private func wait(
    _ start: (@escaping @MainActor (DeeplinkResult) -> Void) -> DeeplinkResult
  ) async -> DeeplinkResult {
    let id = lastID + 1  // The id `start` gives its link, if it matches.
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if case .pending = start({ continuation.resume(returning: $0) }), Task.isCancelled {
          abandonPending(.cancelled, ifID: id)
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.abandonPending(.cancelled, ifID: id) }
    }
  }

  /// Matches `url` and runs it through the guards; a URL that matches nothing is refused and
  /// leaves the pending link alone.
  private func process(
    _ url: String, _ transition: (any Transition)?, _ source: DeeplinkSource,
    _ completion: (@MainActor (DeeplinkResult) -> Void)?
  ) -> DeeplinkResult {
    let match: DeeplinkMatch<Registration>
    switch matcher.match(url) {
    case .success(let success): match = success
    case .failure(let error):
      report(url, .refused(error))
      completion?(.refused(error))
      return .refused(error)
    }
    notify(.deeplinkMatched(url: url, pattern: match.pattern))
    lastID += 1
    let link = Deeplink(
      url: url, pattern: match.pattern, parameters: match.parameters,
      queryItems: match.queryItems, transition: transition, source: source, window: window)
    let request = Request(
      id: lastID, link: link, registration: match.destination,
      guards: guards + match.destination.guards, completion: completion)
    let previous = pending
    pending = nil
    return proceed(request, from: 0, replacing: previous)
  }

  /// Runs `request`'s guards from `firstGuard`, then its handler; `previous` is the pending
  /// link it replaces.
  private func proceed(_ request: Request, from firstGuard: Int, replacing previous: Pending?)
    -> DeeplinkResult
  {
    var previous = previous
    func supersede() {
      if let replaced = previous {
        previous = nil
        abandon(replaced, .superseded(by: request.link.url))
      }
    }
    for index in firstGuard..<max(firstGuard, request.guards.count) {
      let linkGuard = request.guards[index]
      switch linkGuard.check(request.link) {
      case .allow: continue
      case .deny(let reason):
        supersede()
        let error = DeeplinkError(
          url: request.link.url, reason: .denied(guardName: linkGuard.name, reason: reason))
        return finish(request, .refused(error))
      case .requireFlow(let flow):
        if let replaced = previous, replaced.guardName == linkGuard.name, !replaced.flowIsGone {
          // The same guard's flow is on screen: wait for it rather than start it again. This
          // link waits before the replaced one's completion (app code) runs, so that the flow
          // ending meanwhile reaches it.
          previous = nil
          pending = Pending(
            request: request, guardIndex: index, guardName: linkGuard.name, flow: replaced.flow,
            flowScreens: replaced.flowScreens)
          notify(.deeplinkPending(url: request.link.url, guardName: linkGuard.name))
          abandon(replaced, .superseded(by: request.link.url))
        } else {
          supersede()
          start(flow, of: linkGuard, at: index, for: request)
        }
        if let ended = lastEnded, ended.id == request.id { return ended.result }
        return .pending(guardName: linkGuard.name)
      }
    }
    supersede()
    return finish(request, admit(request))
  }

  /// Makes `request` the pending link and starts the guard's flow.
  private func start(
    _ flow: DeeplinkGuard.Flow, of linkGuard: DeeplinkGuard, at index: Int, for request: Request
  ) {
    pending = Pending(
      request: request, guardIndex: index, guardName: linkGuard.name, flow: request.id)
    notify(.deeplinkPending(url: request.link.url, guardName: linkGuard.name))
    let before = Set(window.screensFromTop.map(ObjectIdentifier.init))
    do {
      try flow(request.link) { [weak self] result in self?.flowEnded(request.id, result) }
    } catch {
      flowEnded(request.id, .failure(error))
    }
    if pending?.flow == request.id {
      pending?.flowScreens = window.screensFromTop
        .filter { !before.contains(ObjectIdentifier($0)) }.map(WeakScreen.init)
    }
  }

  /// Continues or abandons the pending link when the flow `flow` ends.
  private func flowEnded(_ flow: Int, _ result: Result<Void, any Error>) {
    guard let current = pending, current.flow == flow else { return }  // Abandoned already.
    pending = nil
    switch result {
    case .success: _ = proceed(current.request, from: current.guardIndex + 1, replacing: nil)
    case .failure(let error): abandon(current, .flowFailed(guardName: current.guardName, error))
    }
  }

  /// Ends the pending link when its flow's screens have all left the window without a result.
  ///
  /// The screens a flow opens before its start returns are the flow's. When they have all left
  /// and the flow has not reported, it never will (its result was dropped with its presenter, or
  /// its completion went with the screens) — unless a flow's own screen made the request: a
  /// flow that closes itself reports right after. A flow that opened no screen (it waits for
  /// the network, say) is never gone.
  private func hierarchyChanged(_ news: RoutingContext.HierarchyNews) {
    guard let current = pending, current.flowIsGone else { return }
    if case .screensLeft(_, let requester?) = news,
      current.flowScreens.contains(where: { $0.screen.map(requester.isDescendant(of:)) ?? false })
    {
      return
    }
    abandonPending(.flowClosed(guardName: current.guardName))
  }

  /// Gives up the pending link for `reason`, if there is one (with the id `id`, if given).
  private func abandonPending(_ reason: DeeplinkError.Reason, ifID id: Int? = nil) {
    guard let current = pending, id == nil || current.request.id == id else { return }
    pending = nil
    abandon(current, reason)
  }

  private func abandon(_ link: Pending, _ reason: DeeplinkError.Reason) {
    _ = finish(link.request, .abandoned(DeeplinkError(url: link.request.link.url, reason: reason)))
  }

  /// Focuses the screen the link targets when it is shown, or runs its handler.
  ///
  /// The route calls the handler makes report their outcome (a failed one refuses the link);
  /// failures of app code they trigger in turn (a result handler, an observer) are that code's.
  private func admit(_ request: Request) -> DeeplinkResult {
    let link = request.link
    var handling = DeeplinkResult.Handling.opened
    var thrown: (any Error)?
    let failures = window.context.collectingFailures {
      if let target = request.registration.target?.identity(link),
        let existing = window.firstScreen(where: { screen in
          screen.identity.map { identity in
            identity.name == target.name
              && identity.parameters.allSatisfy { target.parameters[$0.key] == $0.value }
          } ?? false
        })
      {
        handling = .focusedExisting(ScreenInfo(existing))
        if let router = existing.router {
          router.focus()
        } else {
          thrown = DeeplinkError.Reason.noRouter(topmost: ScreenInfo(existing))
        }
      } else {
        do { try request.registration.handler(link) } catch { thrown = error }
      }
    }
    guard let failure: any Error = failures.first ?? thrown else { return .handled(handling) }
    let reason = failure as? DeeplinkError.Reason ?? .handlerFailed(failure)
    return .refused(DeeplinkError(url: link.url, reason: reason))
  }

  /// Reports `result`, hands it to the request's completion once its screens are on screen
  /// (as every routing completion), and returns it.
  private func finish(_ request: Request, _ result: DeeplinkResult) -> DeeplinkResult {
    lastEnded = (request.id, result)
    report(request.link.url, result)
    if let completion = request.completion {
      window.context.whenShown { completion(result) }
    }
    return result
  }

  /// Sends the event of `result` for `url` to the observers.
  private func report(_ url: String, _ result: DeeplinkResult) {
    switch result {
    case .handled:
      notify(.deeplinkHandled(url: url), screen: window.topmostScreen.map(ScreenInfo.init))
    case .refused(let error):
      notify(.deeplinkRefused(url: url, reason: error.reason.description))
    case .abandoned(let error):
      notify(.deeplinkAbandoned(url: url, reason: error.reason.description))
    case .pending:
      break
    }
  }

  private func notify(_ action: RoutingEvent.Action, screen: ScreenInfo? = nil) {
    guard window.context.hasObservers else { return }
    window.context.notify(RoutingEvent(action: action, screen: screen))
  }
}
