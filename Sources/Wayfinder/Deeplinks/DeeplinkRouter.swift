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
/// let final = await deeplinks.handle("shop://orders")  // waits for the guard's flow
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
///    handler throws (the routing error wins when there are both). Each route call leaves the
///    hierarchy unchanged when it fails, but steps done before it stay done: a link that selected
///    a tab and then failed to push leaves the tab selected. Observers get `deeplinkHandled` on
///    success.
///
/// ## One pending link at a time
///
/// The latest link wins. A link that matches while another one waits for a guard's flow
/// abandons the waiting one (``DeeplinkError/Reason/superseded(by:)``) — unless it needs the
/// flow of the same guard, in which case it takes the waiting link's place and continues when
/// that flow (already on screen) finishes; the flow is not started twice. A flow whose link was
/// abandoned stays on screen (it is the app's UI); its completion is then ignored. URLs that
/// match nothing leave the pending link alone.
@MainActor
public final class DeeplinkRouter: Deeplinkable {
  /// Carries out a matched link with the app's routes; throw to refuse it.
  public typealias Handler = @MainActor (Deeplink) throws -> Void

  /// The screen a link targets: when one with that identity is already in the window, the link
  /// focuses it instead of running the handler.
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

  /// A matched link on its way through the guards.
  private struct Request {
    let link: Deeplink
    let registration: Registration
    let guards: [DeeplinkGuard]
    var completions: [@MainActor (DeeplinkResult) -> Void]
  }

  /// The link waiting for a guard's flow.
  private struct PendingLink {
    var request: Request
    let guardIndex: Int
    let guardName: String
    let token: Int
  }

  /// The window whose hierarchy links are routed in; its context receives the events.
  public let window: Window

  /// The guards every link passes, before the guards of its registration.
  public private(set) var guards: [DeeplinkGuard] = []

  private var matcher: DeeplinkMatcher<Registration>
  private var pending: PendingLink?
  private var nextToken = 0
  /// The last flow that finished, with the result its link reached.
  private var lastResolution: (token: Int, result: DeeplinkResult)?

  /// Creates a router for `window`; path-only patterns (`/product/:id`) apply to every origin in
  /// `origins` (see ``DeeplinkMatcher/init(origins:)``).
  ///
  /// - Throws: ``DeeplinkPatternError/invalidOrigin(_:reason:)`` for an invalid origin.
  public init(window: Window, origins: [String] = []) throws(DeeplinkPatternError) {
    self.window = window
    matcher = try DeeplinkMatcher(origins: origins)
  }

  /// The registered patterns, in registration order.
  public var patterns: [String] { matcher.patterns }

  /// The URL of the link waiting for a guard's flow, if any.
  public var pendingURL: String? { pending?.request.link.url }

  /// Makes an app type usable in patterns as `:name<TypeName>`; see
  /// ``DeeplinkMatcher/registerParameterType(_:named:)``.
  public func registerParameterType<Value: LosslessStringConvertible & Sendable>(
    _ type: Value.Type,
    named name: String? = nil
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
    _ patterns: String...,
    target: Target? = nil,
    guards: [DeeplinkGuard] = [],
    handler: @escaping Handler
  ) throws(DeeplinkPatternError) {
    try register(patterns, target: target, guards: guards, handler: handler)
  }

  /// Registers `handler` for the patterns in `patterns`; see
  /// ``register(_:target:guards:handler:)-(String...,_,_,_)``.
  public func register(
    _ patterns: [String],
    target: Target? = nil,
    guards: [DeeplinkGuard] = [],
    handler: @escaping Handler
  ) throws(DeeplinkPatternError) {
    try matcher.register(
      patterns,
      to: Registration(handler: handler, target: target, guards: guards)
    )
  }

  /// Adds a guard every link passes, before the guards of its registration.
  public func addGuard(_ guard: DeeplinkGuard) {
    guards.append(`guard`)
  }

  /// Gives up the link waiting for a guard's flow, if any: it ends
  /// ``DeeplinkResult/abandoned(_:)`` with ``DeeplinkError/Reason/cancelled``.
  public func cancelPendingLink() {
    guard let current = pending else { return }
    pending = nil
    abandon(current, reason: .cancelled)
  }

  // MARK: - Handling

  /// Handles `url` with the handler's default transition, and says what became of it.
  ///
  /// - Returns: handled, refused with the reason, or pending while a guard's flow runs (use
  ///   ``handle(_:completion:)`` or `await handle(_:)` for the final result).
  @discardableResult
  public func handle(_ url: String) -> DeeplinkResult {
    process(url, transition: nil, completion: nil)
  }

  /// Handles `url`, asking for `transition`, and says what became of it.
  @discardableResult
  public func handle(_ url: String, as transition: some Transition) -> DeeplinkResult {
    process(url, transition: transition, completion: nil)
  }

  /// Handles `url` and calls `completion` with the final result: at once, or when the guard's
  /// flow it waits for has finished.
  ///
  /// - Returns: The immediate result (pending while a guard's flow runs).
  @discardableResult
  public func handle(
    _ url: String,
    completion: @escaping @MainActor (DeeplinkResult) -> Void
  ) -> DeeplinkResult {
    process(url, transition: nil, completion: completion)
  }

  /// Handles `url` and returns the final result, after any guard's flow has finished.
  public func handle(_ url: String) async -> DeeplinkResult {
    await withCheckedContinuation { continuation in
      _ = process(url, transition: nil) { continuation.resume(returning: $0) }
    }
  }

  /// Handles `url`, asking for `transition`, and returns the final result, after any guard's
  /// flow has finished.
  public func handle(_ url: String, as transition: some Transition) async -> DeeplinkResult {
    await withCheckedContinuation { continuation in
      _ = process(url, transition: transition) { continuation.resume(returning: $0) }
    }
  }

  /// Opens `url`, asking for `transition` (the article's `Deeplinkable` call).
  ///
  /// - Returns: Whether the link was handled or waits for a guard's flow; the reason for a
  ///   refusal reaches the observers (`deeplinkRefused`) and ``handle(_:)-54zag`` returns it.
  @discardableResult
  public func route(to url: URL, as transition: some Transition) -> Bool {
    process(url.absoluteString, transition: transition, completion: nil).isAccepted
  }

  /// Opens `url` with the handler's default transition.
  ///
  /// - Returns: Whether the link was handled or waits for a guard's flow.
  @discardableResult
  public func route(to url: URL) -> Bool {
    process(url.absoluteString, transition: nil, completion: nil).isAccepted
  }

  // MARK: - Steps

  private func process(
    _ url: String,
    transition: (any Transition)?,
    completion: (@MainActor (DeeplinkResult) -> Void)?
  ) -> DeeplinkResult {
    let match: DeeplinkMatch<Registration>
    switch matcher.match(url) {
    case .success(let success): match = success
    case .failure(let refusal):
      let request = Request(
        link: Deeplink(url: url, pattern: "", parameters: [:], window: window),
        registration: Registration(handler: { _ in }, target: nil, guards: []),
        guards: [],
        completions: completion.map { [$0] } ?? []
      )
      return finish(request, .refused(DeeplinkError(url: url, reason: .unmatched(refusal))))
    }
    notify(.deeplinkMatched(url: url, pattern: match.pattern))
    let request = Request(
      link: Deeplink(
        url: url,
        pattern: match.pattern,
        parameters: match.parameters,
        queryItems: match.queryItems,
        transition: transition,
        window: window
      ),
      registration: match.destination,
      guards: guards + match.destination.guards,
      completions: completion.map { [$0] } ?? []
    )
    let previous = pending
    pending = nil
    return proceed(request, from: 0, replacing: previous)
  }

  /// Runs the guards from `start`, then the link; `previous` is the pending link this one
  /// replaces.
  private func proceed(
    _ request: Request,
    from firstGuard: Int,
    replacing previous: PendingLink?
  ) -> DeeplinkResult {
    var previous = previous
    func abandonPrevious() {
      if let replaced = previous {
        previous = nil
        abandon(replaced, reason: .superseded(by: request.link.url))
      }
    }
    var index = firstGuard
    while index < request.guards.count {
      let linkGuard = request.guards[index]
      switch linkGuard.check(request.link) {
      case .allow:
        index += 1
      case .deny(let reason):
        abandonPrevious()
        let error = DeeplinkError(
          url: request.link.url,
          reason: .denied(guardName: linkGuard.name, reason: reason)
        )
        return finish(request, .refused(error))
      case .requireFlow(let flow):
        if let replaced = previous, replaced.guardName == linkGuard.name {
          // The same guard's flow is already on screen: wait for it instead of starting it again.
          previous = nil
          abandon(replaced, reason: .superseded(by: request.link.url))
          pending = PendingLink(
            request: request,
            guardIndex: index,
            guardName: linkGuard.name,
            token: replaced.token
          )
          notify(.deeplinkPending(url: request.link.url, guardName: linkGuard.name))
          return .pending(guardName: linkGuard.name)
        }
        abandonPrevious()
        return startFlow(flow, of: linkGuard, at: index, for: request)
      }
    }
    abandonPrevious()
    return run(request)
  }

  /// Makes `request` the pending link and starts the guard's flow.
  private func startFlow(
    _ flow: DeeplinkGuard.Flow,
    of linkGuard: DeeplinkGuard,
    at index: Int,
    for request: Request
  ) -> DeeplinkResult {
    nextToken += 1
    let token = nextToken
    pending = PendingLink(
      request: request,
      guardIndex: index,
      guardName: linkGuard.name,
      token: token
    )
    notify(.deeplinkPending(url: request.link.url, guardName: linkGuard.name))
    do {
      try flow(request.link) { [weak self] result in self?.flowFinished(token, result) }
    } catch {
      flowFinished(token, .failure(error))
    }
    // The flow may have finished before returning.
    if let last = lastResolution, last.token == token { return last.result }
    return .pending(guardName: linkGuard.name)
  }

  /// Continues or abandons the pending link when the flow `token` finishes.
  private func flowFinished(_ token: Int, _ result: Result<Void, any Error>) {
    guard let current = pending, current.token == token else { return }  // Abandoned already.
    pending = nil
    let final: DeeplinkResult
    switch result {
    case .success:
      final = proceed(current.request, from: current.guardIndex + 1, replacing: nil)
    case .failure(let error):
      final = abandon(current, reason: .flowFailed(guardName: current.guardName, error))
    }
    lastResolution = (token, final)
  }

  /// Focuses the screen the link targets when it is shown, or runs the handler; the route calls
  /// the handler makes report their outcome to the link.
  private func run(_ request: Request) -> DeeplinkResult {
    let link = request.link
    var handling = DeeplinkResult.Handling.opened
    var thrown: (any Error)?
    let failures = window.context.collectingFailures {
      if let identity = request.registration.target?.identity(link),
        let existing = window.screens(with: identity).first
      {
        handling = .focusedExisting(ScreenInfo(existing))
        if let router = existing.router {
          router.focus()
        } else {
          thrown = DeeplinkHandlerError.noRouter(topmost: ScreenInfo(existing))
        }
      } else {
        do {
          try request.registration.handler(link)
        } catch {
          thrown = error
        }
      }
    }
    if let failure: any Error = failures.first ?? thrown {
      return finish(
        request,
        .refused(DeeplinkError(url: link.url, reason: .handlerFailed(failure)))
      )
    }
    return finish(request, .handled(handling))
  }

  /// Ends `link` as abandoned for `reason`.
  @discardableResult
  private func abandon(_ link: PendingLink, reason: DeeplinkError.Reason) -> DeeplinkResult {
    finish(link.request, .abandoned(DeeplinkError(url: link.request.link.url, reason: reason)))
  }

  /// Reports `result` to the observers and the request's completions, and returns it.
  private func finish(_ request: Request, _ result: DeeplinkResult) -> DeeplinkResult {
    let url = request.link.url
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
    for completion in request.completions { completion(result) }
    return result
  }

  private func notify(_ action: RoutingEvent.Action, screen: ScreenInfo? = nil) {
    let context = window.context
    guard context.hasObservers else { return }
    context.notify(RoutingEvent(action: action, screen: screen))
  }
}
