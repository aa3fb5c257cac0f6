/// Runs a link's guards and keeps the one link that waits for a guard's flow (such as sign-in).
///
/// The latest link wins: a link that arrives while another waits abandons the waiting one,
/// unless it needs the flow of the same guard, in which case it takes the waiting link's place
/// and continues when that flow (already on screen) finishes. A link that passes every guard is
/// handed to ``admit``; every end of a link goes to ``finish``.
///
/// ## A flow that goes away
///
/// The screens a flow opens before its start returns are the flow's screens. When they have all
/// left the window and the flow has not reported, it never will (its result router's result
/// was dropped with its presenter, or the app's own completion went with the screens), so the
/// link ends abandoned with ``DeeplinkError/Reason/flowClosed(guardName:)``. The gatekeeper
/// checks this whenever screens leave (``hierarchyChanged(_:)``), after their result handlers
/// ran — except when a flow's own screen made the request: a flow that closes itself reports
/// right after, so the check waits until a result is dropped or other screens leave. A flow that
/// opened no screen (it waits for the network, say) is never considered gone.
@MainActor
final class DeeplinkGatekeeper {
  /// The link waiting for a guard's flow.
  @MainActor
  struct PendingLink {
    var request: DeeplinkRequest
    let guardIndex: Int
    let guardName: String
    /// The flow the link waits for; a link that takes another's place waits for its flow.
    let token: Int
    /// This link, among all the links that waited.
    let id: Int
    /// The screens the flow opened when it started, held weakly.
    var flowScreens: [WeakScreen] = []

    /// Whether the flow opened screens and none of them is in the link's window any more.
    var flowIsGone: Bool {
      guard !flowScreens.isEmpty else { return false }
      let window = request.link.window
      return !flowScreens.contains { $0.screen?.window === window }
    }

    /// Whether `screen` is one of the flow's screens or inside one.
    func flowContains(_ screen: Screen) -> Bool {
      flowScreens.contains { $0.screen.map(screen.isDescendant(of:)) ?? false }
    }
  }

  /// A screen held weakly.
  struct WeakScreen {
    weak var screen: Screen?
  }

  /// Carries out a link that passed its guards.
  let admit: @MainActor (DeeplinkRequest) -> DeeplinkResult
  /// Reports a link's result (events, completions) and returns it.
  let finish: @MainActor (DeeplinkRequest, DeeplinkResult) -> DeeplinkResult
  /// Reports that a link now waits for a guard's flow.
  let notifyPending: @MainActor (DeeplinkRequest, String) -> Void

  /// The link waiting for a guard's flow, if any.
  private(set) var pending: PendingLink?
  private var nextToken = 0
  /// The last pending link that ended, with its result.
  private var lastResolution: (id: Int, result: DeeplinkResult)?

  init(
    admit: @escaping @MainActor (DeeplinkRequest) -> DeeplinkResult,
    finish: @escaping @MainActor (DeeplinkRequest, DeeplinkResult) -> DeeplinkResult,
    notifyPending: @escaping @MainActor (DeeplinkRequest, String) -> Void
  ) {
    self.admit = admit
    self.finish = finish
    self.notifyPending = notifyPending
  }

  /// Runs `request`'s guards from the first; the pending link, if any, is replaced.
  func process(_ request: DeeplinkRequest) -> DeeplinkResult {
    let previous = pending
    pending = nil
    return proceed(request, from: 0, replacing: previous)
  }

  /// Ends the pending link as abandoned when its flow's screens have all left the window
  /// without a result (see "A flow that goes away").
  func hierarchyChanged(_ news: RoutingContext.HierarchyNews) {
    guard let current = pending, current.flowIsGone else { return }
    if case .screensLeft(_, let requester?) = news, current.flowContains(requester) {
      return  // The flow closing itself: it reports next.
    }
    pending = nil
    abandon(current, reason: .flowClosed(guardName: current.guardName))
  }

  /// Gives up the pending link, if any, for `reason`.
  func abandonPending(reason: DeeplinkError.Reason) {
    guard let current = pending else { return }
    pending = nil
    abandon(current, reason: reason)
  }

  /// Runs the guards from `firstGuard`, then admits the link; `previous` is the pending link
  /// this one replaces.
  private func proceed(
    _ request: DeeplinkRequest, from firstGuard: Int, replacing previous: PendingLink?
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
          url: request.link.url, reason: .denied(guardName: linkGuard.name, reason: reason))
        return finish(request, .refused(error))
      case .requireFlow(let flow):
        if let replaced = previous, replaced.guardName == linkGuard.name, !replaced.flowIsGone {
          // The same guard's flow is already on screen: wait for it instead of starting it again.
          // This link waits before the replaced one's completion (app code) runs, so that the
          // flow finishing or going away meanwhile reaches it.
          previous = nil
          nextToken += 1
          let id = nextToken
          pending = PendingLink(
            request: request, guardIndex: index, guardName: linkGuard.name, token: replaced.token,
            id: id, flowScreens: replaced.flowScreens)
          notifyPending(request, linkGuard.name)
          abandon(replaced, reason: .superseded(by: request.link.url))
          return result(of: id, guardName: linkGuard.name)
        }
        abandonPrevious()
        return startFlow(flow, of: linkGuard, at: index, for: request)
      }
    }
    abandonPrevious()
    return finish(request, admit(request))
  }

  /// Makes `request` the pending link and starts the guard's flow.
  private func startFlow(
    _ flow: DeeplinkGuard.Flow, of linkGuard: DeeplinkGuard, at index: Int,
    for request: DeeplinkRequest
  ) -> DeeplinkResult {
    nextToken += 1
    let token = nextToken
    pending = PendingLink(
      request: request, guardIndex: index, guardName: linkGuard.name, token: token, id: token)
    notifyPending(request, linkGuard.name)
    let window = request.link.window
    let before = Set(window.screensFromTop.map(ObjectIdentifier.init))
    do {
      try flow(request.link) { [weak self] result in self?.flowFinished(token, result) }
    } catch {
      flowFinished(token, .failure(error))
    }
    if pending?.token == token {
      pending?.flowScreens = window.screensFromTop
        .filter { !before.contains(ObjectIdentifier($0)) }
        .map { WeakScreen(screen: $0) }
    }
    return result(of: token, guardName: linkGuard.name)
  }

  /// `.pending` while the link `id` waits; its result when it ended meanwhile (its flow
  /// finished before returning, or app code ended it).
  private func result(of id: Int, guardName: String) -> DeeplinkResult {
    if let last = lastResolution, last.id == id { return last.result }
    return .pending(guardName: guardName)
  }

  /// Continues or abandons the pending link when the flow `token` finishes.
  private func flowFinished(_ token: Int, _ result: Result<Void, any Error>) {
    guard let current = pending, current.token == token else { return }  // Abandoned already.
    pending = nil
    switch result {
    case .success:
      let final = proceed(current.request, from: current.guardIndex + 1, replacing: nil)
      lastResolution = (current.id, final)
    case .failure(let error):
      abandon(current, reason: .flowFailed(guardName: current.guardName, error))
    }
  }

  /// Ends `link` as abandoned for `reason`.
  private func abandon(_ link: PendingLink, reason: DeeplinkError.Reason) {
    let result = DeeplinkResult.abandoned(DeeplinkError(url: link.request.link.url, reason: reason))
    lastResolution = (link.id, result)
    _ = finish(link.request, result)
  }
}
