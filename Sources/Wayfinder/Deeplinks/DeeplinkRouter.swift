public import Foundation

/// Opens URLs in a ``Window`` by running the app's own routes from the topmost screen.
///
/// Register each link's patterns (<doc:HandlingDeeplinks#Pattern-syntax>) with a handler, which
/// calls the app's routes on the router of the screen on top:
///
/// ```swift
/// let deeplinks = try DeeplinkRouter(
///   window: window, origins: ["shop://", "https://shop.example.com"])
/// try deeplinks.register("/product/:id<Int>", target: .screen(named: "product")) { link in
///   let id = try link.parameters.value(named: "id", as: Int.self)
///   try link.router(as: (any ProductRoute & Router).self)
///     .openProduct(id: id, as: link.transition(or: .push))
/// }
/// deeplinks.route(to: url, as: .push)                          // Bool, as in the article
/// let result = deeplinks.handle("shop://product/abc")          // or what became of it
/// let final = await deeplinks.handleAndWait("shop://orders")   // after a guard's flow
/// ```
///
/// A matched link passes the guards, then focuses the shown screen it targets or runs its
/// handler. One link waits for a guard's flow at a time, and the latest wins. Observers see each
/// step (``DeeplinkEvent``); <doc:HandlingDeeplinks> tells the whole story.
@MainActor
public final class DeeplinkRouter: Deeplinkable {
  /// Carries out a matched link with the app's routes; throw to refuse it.
  public typealias Handler = @MainActor (Deeplink) throws -> Void

  /// The screen a link targets: when a shown screen's ``Screen/identity`` has the target's name,
  /// and each of its parameters has the same value in the target (which may carry more), the
  /// link focuses that screen instead of running its handler.
  ///
  /// `Sendable`, so that an app keeps its targets as constants
  /// (`static let product = Target.screen(named: "product")`).
  public struct Target: Sendable {
    /// The identity for a link, or `nil` to run the handler.
    let identity: @MainActor (Deeplink) -> ScreenIdentity?
    /// The screen named `name` with every parameter of the link
    /// (``Deeplink/screenIdentity(named:)``).
    public static func screen(named name: String) -> Target {
      Target { $0.screenIdentity(named: name) }
    }

    /// The screen whose identity `identity` computes from the link; `nil` runs the handler.
    public static func screen(
      _ identity: @escaping @MainActor (Deeplink) -> ScreenIdentity?
    ) -> Target {
      Target(identity: identity)
    }
  }

  private struct Registration {
    let handler: Handler
    let target: Target?
    let guards: [DeeplinkGuard]
  }

  /// A matched link on its way through the guards; `id` counts the links handed over.
  private struct Request {
    let id: Int
    let link: Deeplink
    let registration: Registration
    let guards: [DeeplinkGuard]
    let completion: (@MainActor (DeeplinkResult) -> Void)?
    /// The link's final result, once it has one: what `handle` returns when a guard's flow
    /// ended before its start returned (a link that app code hands over meanwhile has its own).
    let outcome = Outcome()
  }

  /// The final result of a request.
  private final class Outcome {
    var result: DeeplinkResult?
  }

  /// The link waiting for the flow of its guard at `guardIndex`; `flow` numbers the flow (a
  /// link that takes over waits for the same number), `flowScreens` are the screens it opened.
  @MainActor private struct Pending {
    var request: Request
    let guardIndex: Int
    let flow: Int
    /// Whether the flow was called: a link that needs the same guard waits for it only then
    /// (an observer of the `pending` event may hand a link over before it is).
    var isFlowRunning = false
    var flowScreens: [WeakScreen] = []
    var guardName: String { request.guards[guardIndex].name }

    /// Whether the flow opened screens and none of them is in the window any more.
    var flowIsGone: Bool {
      !flowScreens.isEmpty && !flowScreens.contains { $0.screen?.window === request.link.window }
    }
  }

  private struct WeakScreen {
    weak var screen: Screen?
  }

  /// The window links are routed in; its context receives the events.
  public let window: Window
  /// The guards every link passes, before the guards of its registration.
  public private(set) var guards: [DeeplinkGuard] = []

  private var matcher: DeeplinkMatcher<Registration>
  private var pending: Pending?
  /// The number of the last link handed over.
  private var lastID = 0
  /// The number of the last guard flow started.
  private var lastFlow = 0

  /// Creates a router for `window`; path-only patterns apply to every origin in `origins`.
  ///
  /// - Throws: ``DeeplinkPatternError/invalidOrigin(_:reason:)`` for an invalid origin, or
  ///   ``DeeplinkPatternError/nonLiteralHost(_:host:)`` for a host that is not literal
  ///   (`https://*.example.com`).
  public init(window: Window, origins: [String] = []) throws(DeeplinkPatternError) {
    self.window = window
    matcher = try DeeplinkMatcher(origins: origins)
    window.context.followHierarchy { [weak self] news in
      self?.hierarchyChanged(news)
      return self != nil
    }
  }

  /// The registered patterns, in registration order.
  public var patterns: [String] { matcher.patterns }

  /// The URL of the link waiting for a guard's flow, if any.
  public var pendingURL: String? { pending?.request.link.url }

  /// Makes an app type usable in patterns as `:name<TypeName>`.
  ///
  /// - Throws: ``DeeplinkPatternError/invalidParameterTypeName(_:reason:)``.
  public func registerParameterType<Value: LosslessStringConvertible & Sendable>(
    _ type: Value.Type, named name: String? = nil
  ) throws(DeeplinkPatternError) {
    try matcher.registerParameterType(type, named: name)
  }

  /// Registers `handler` for one or more patterns, all or none; `target` is focused instead
  /// when shown, `guards` are checked after the router's own.
  ///
  /// - Throws: ``DeeplinkPatternError`` for an invalid or conflicting pattern.
  public func register(
    _ pattern: String, _ morePatterns: String..., target: Target? = nil,
    guards: [DeeplinkGuard] = [], handler: @escaping Handler
  ) throws(DeeplinkPatternError) {
    try register([pattern] + morePatterns, target: target, guards: guards, handler: handler)
  }

  /// Registers `handler` for the patterns in `patterns`, all or none.
  ///
  /// - Throws: ``DeeplinkPatternError`` for the first invalid or conflicting pattern.
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

  /// Gives up the link waiting for a guard's flow, if any (``DeeplinkError/Reason/cancelled``).
  public func cancelPendingLink() {
    abandonPending(.cancelled)
  }

  // MARK: - Handling

  /// Handles `url`, asking for `transition`, and says what became of it; `completion` receives
  /// the final result once, after any guard's flow.
  @discardableResult
  public func handle(
    _ url: String, as transition: Transition? = nil, from source: DeeplinkSource = .inApp,
    completion: (@MainActor (DeeplinkResult) -> Void)? = nil
  ) -> DeeplinkResult {
    process(url, transition, source, completion)
  }

  /// Handles `url.absoluteString`.
  @discardableResult
  public func handle(
    _ url: URL, as transition: Transition? = nil, from source: DeeplinkSource = .inApp,
    completion: (@MainActor (DeeplinkResult) -> Void)? = nil
  ) -> DeeplinkResult {
    process(url.absoluteString, transition, source, completion)
  }

  /// Handles `url` and returns the final result, after any guard's flow; cancelling the task
  /// gives a pending link up, and a task cancelled already handles nothing (the link is
  /// refused, ``DeeplinkError/Reason/cancelled``), so no guard's flow opens for it.
  public func handleAndWait(
    _ url: String, as transition: Transition? = nil, from source: DeeplinkSource = .inApp
  ) async -> DeeplinkResult {
    if Task.isCancelled {
      let refused = DeeplinkResult.refused(DeeplinkError(url: url, reason: .cancelled))
      report(url, refused)
      return refused
    }
    let id = lastID + 1  // The id `process` gives the link first, before any app code runs.
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let result = process(url, transition, source) { continuation.resume(returning: $0) }
        if case .pending = result, Task.isCancelled { abandonPending(.cancelled, ifID: id) }
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.abandonPending(.cancelled, ifID: id) }
    }
  }

  /// Handles `url.absoluteString` and returns the final result.
  public func handleAndWait(
    _ url: URL, as transition: Transition? = nil, from source: DeeplinkSource = .inApp
  ) async -> DeeplinkResult {
    await handleAndWait(url.absoluteString, as: transition, from: source)
  }

  /// Opens `url`, asking for `transition`; whether it was handled or waits for a guard's flow.
  @discardableResult
  public func route(to url: URL, as transition: Transition) -> Bool {
    process(url.absoluteString, transition, .inApp, nil).isAccepted
  }

  /// Opens `url` with the handler's own transition.
  @discardableResult
  public func route(to url: URL) -> Bool {
    process(url.absoluteString, nil, .inApp, nil).isAccepted
  }

  // MARK: - A link's way

  /// Matches `url` and runs it through the guards; a refused URL leaves the pending link alone.
  private func process(
    _ url: String, _ transition: Transition?, _ source: DeeplinkSource,
    _ completion: (@MainActor (DeeplinkResult) -> Void)?
  ) -> DeeplinkResult {
    lastID += 1
    let id = lastID
    let match: DeeplinkMatch<Registration>
    switch matcher.match(url) {
    case .success(let success): match = success
    case .failure(let error):
      report(url, .refused(error))
      completion?(.refused(error))
      return .refused(error)
    }
    notify(.matched(url: url, pattern: match.pattern))
    let link = Deeplink(
      url: url, pattern: match.pattern, parameters: match.parameters,
      queryItems: match.queryItems, transition: transition, source: source, window: window)
    let request = Request(
      id: id, link: link, registration: match.destination,
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
      guard let replaced = previous else { return }
      previous = nil
      abandon(replaced, .superseded(by: request.link.url))
    }
    for index in firstGuard..<request.guards.count {
      let linkGuard = request.guards[index]
      switch linkGuard.check(request.link) {
      case .allow: continue
      case .deny(let reason):
        supersede()
        let reason = DeeplinkError.Reason.denied(guardName: linkGuard.name, reason: reason)
        return finish(request, .refused(DeeplinkError(url: request.link.url, reason: reason)))
      case .requireFlow(let flow):
        let takesOver =
          previous.map { $0.guardName == linkGuard.name && $0.isFlowRunning && !$0.flowIsGone }
          ?? false
        if !takesOver { supersede() }
        if let newer = pending {
          // App code (a guard's check, an ended link's completion) handed over a link that
          // waits now: it is the newer one.
          supersede()
          let reason = DeeplinkError.Reason.superseded(by: newer.request.link.url)
          return finish(request, .abandoned(DeeplinkError(url: request.link.url, reason: reason)))
        }
        if takesOver, let replaced = previous {
          // The flow is on screen: wait for it in the replaced link's place, before its
          // completion (app code) runs, so that the flow ending meanwhile reaches this link.
          previous = nil
          pending = Pending(
            request: request, guardIndex: index, flow: replaced.flow, isFlowRunning: true,
            flowScreens: replaced.flowScreens)
          notify(.pending(url: request.link.url, guardName: linkGuard.name))
          abandon(replaced, .superseded(by: request.link.url))
        } else {
          start(flow, of: linkGuard, at: index, for: request)
        }
        if let result = request.outcome.result { return result }
        // Still waiting, maybe for a later guard's flow when this one ended at once.
        let waiting = pending.flatMap { $0.request.id == request.id ? $0.guardName : nil }
        return .pending(guardName: waiting ?? linkGuard.name)
      }
    }
    supersede()
    return finish(request, admit(request))
  }

  /// Makes `request` the pending link and starts the guard's flow.
  private func start(
    _ flow: DeeplinkGuard.Flow, of linkGuard: DeeplinkGuard, at index: Int, for request: Request
  ) {
    lastFlow += 1
    let number = lastFlow
    pending = Pending(request: request, guardIndex: index, flow: number)
    notify(.pending(url: request.link.url, guardName: linkGuard.name))
    // An observer may have handed over a newer link, which gave this one up.
    guard pending?.request.id == request.id else { return }
    pending?.isFlowRunning = true
    let before = Set(window.screensFromTop.map(ObjectIdentifier.init))
    // A route call that fails inside the flow fails it, as a throw does (and as it refuses a
    // handler's link): a flow whose screen could not open would otherwise be waited for forever.
    let failure = window.context.firstFailure {
      // Only the number: the request holds the link, which holds the window, and the flow's
      // screens (which the window holds) keep this completion.
      try flow(request.link) { [weak self] result in self?.flowEnded(number, result) }
    }
    if let failure { flowEnded(number, .failure(failure)) }
    // The screens of this flow only: when it ended at once, the next guard's flow has its own.
    if pending?.flow == number {
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

  /// Abandons the pending link, once the change is on screen, when its flow's screens have all
  /// left the window, unless one of them asked for it (a flow that closes itself reports next).
  private func hierarchyChanged(_ news: RoutingContext.HierarchyNews) {
    guard let current = pending, current.flowIsGone else { return }
    if case .screensLeft(_, _, let requester?) = news,
      current.flowScreens.contains(where: { $0.screen.map(requester.isDescendant(of:)) ?? false })
    {
      return
    }
    // A flow opened for a result hears `.cancelled` once the close is on screen (its watcher
    // is newer, so it asked first): it reports before the link is given up. Only the id and the
    // name are kept: the request holds the link, which holds the window.
    let (id, guardName) = (current.request.id, current.guardName)
    window.context.whenShown(in: window) { [weak self] in
      self?.abandonPending(.flowClosed(guardName: guardName), ifID: id)
    }
  }

  /// Gives up the pending link (with the id `id`, if given) for `reason`.
  private func abandonPending(_ reason: DeeplinkError.Reason, ifID id: Int? = nil) {
    guard let current = pending, id == nil || current.request.id == id else { return }
    pending = nil
    abandon(current, reason)
  }

  private func abandon(_ link: Pending, _ reason: DeeplinkError.Reason) {
    _ = finish(link.request, .abandoned(DeeplinkError(url: link.request.link.url, reason: reason)))
  }

  /// Focuses the screen the link targets when it is shown, or runs its handler.
  private func admit(_ request: Request) -> DeeplinkResult {
    let link = request.link
    var handling = DeeplinkResult.Handling.opened
    let failure = window.context.firstFailure {
      if let target = request.registration.target?.identity(link),
        let shown = window.firstScreen(where: { screen in
          guard let identity = screen.identity, identity.name == target.name else { return false }
          return identity.parameters.allSatisfy { target.parameters[$0.key] == $0.value }
        })
      {
        handling = .focusedExisting(ScreenInfo(shown))
        guard let router = shown.router else {
          throw DeeplinkError.Reason.noRouter(topmost: ScreenInfo(shown))
        }
        router.focus()
      } else {
        try request.registration.handler(link)
      }
    }
    guard let failure else { return .handled(handling) }
    let reason = failure as? DeeplinkError.Reason ?? .handlerFailed(failure)
    return .refused(DeeplinkError(url: link.url, reason: reason))
  }

  /// Reports `result` and hands it to the request's completion once it is on screen.
  private func finish(_ request: Request, _ result: DeeplinkResult) -> DeeplinkResult {
    request.outcome.result = result
    report(request.link.url, result)
    if let completion = request.completion {
      window.context.whenShown(in: window) { completion(result) }
    }
    return result
  }

  /// Sends the event of `result` for `url` to the observers.
  private func report(_ url: String, _ result: DeeplinkResult) {
    switch result {
    case .handled:
      let screen = window.topmostScreen.map(ScreenInfo.init)
      notify(.handled(url: url, screen: screen), screen: screen)
    case .refused(let error): notify(.refused(url: url, reason: error.reason.description))
    case .abandoned(let error): notify(.abandoned(url: url, reason: error.reason.description))
    case .pending: break
    }
  }

  private func notify(_ event: DeeplinkEvent, screen: ScreenInfo? = nil) {
    window.context.notify(RoutingEvent(event, screen: screen))
  }
}
