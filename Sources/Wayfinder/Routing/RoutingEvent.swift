/// One thing that happened in routing: a screen opened, closed, dismissed, focused, a tab
/// selected, a stack changed in one step, a request that failed, or what a feature reports (a
/// deeplink handled, a result returned, a path restored: ``FeatureEvent``).
///
/// Events carry snapshots (``ScreenInfo``), never screens, so observers may keep them freely.
public struct RoutingEvent: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Action: Hashable, Sendable {
    /// A screen was opened (pushed, presented, made root…).
    case opened
    /// A screen was closed by undoing the transition that opened it.
    case closed
    /// The modal presentation containing a screen was dismissed.
    case dismissed
    /// Everything above a screen was closed.
    case focused
    /// A tab was selected.
    case selectedTab
    /// A request could not be carried out; the hierarchy is unchanged.
    case failed(RoutingError)
    /// `count` screens were popped off a navigation stack down to its root, ``screen``.
    case popped(count: Int)
    /// A router's root (the associated snapshot), with what was pushed after it, was replaced
    /// by ``screen`` in one step (``Router/popAndPush(animated:build:completion:)``).
    case replaced(ScreenInfo)
    /// A navigation stack was replaced by `count` screens; ``screen`` is its new top.
    case replacedStack(count: Int)
    /// `count` modal presentations above ``screen`` were dismissed in one step.
    case dismissedAll(count: Int)
    /// A feature built on routing reported an event (see ``FeatureEvent``).
    case feature(AnyFeatureEvent)
  }

  /// What happened.
  public let action: Action

  /// The screen opened, closed, dismissed, focused or selected; `nil` for some failures.
  public let screen: ScreenInfo?

  /// The screen the request was made from, when there is one.
  public let source: ScreenInfo?

  /// The name of the transition involved (``Transition/name``), when there is one.
  public let transition: String?

  /// The animator that ran, `nil` when the change was not animated.
  public let animator: AnimatorInfo?

  /// Creates an event.
  public init(
    action: Action, screen: ScreenInfo?, source: ScreenInfo? = nil,
    transition: String? = nil, animator: AnimatorInfo? = nil
  ) {
    self.action = action
    self.screen = screen
    self.source = source
    self.transition = transition
    self.animator = animator
  }

  /// Creates an event for `transition`, recording its name and animator.
  init(action: Action, screen: ScreenInfo?, source: ScreenInfo?, transition: Transition) {
    self.init(
      action: action, screen: screen, source: source, transition: transition.name,
      animator: transition.animator.map(AnimatorInfo.init))
  }

  /// An event a feature reports (a deeplink handled, a result returned, a path restored).
  ///
  /// - Parameters:
  ///   - event: The feature's event.
  ///   - screen: The screen it is about, when there is one.
  ///   - source: The screen it came from, when there is one.
  public init(_ event: some FeatureEvent, screen: ScreenInfo? = nil, source: ScreenInfo? = nil) {
    self.init(action: .feature(AnyFeatureEvent(event)), screen: screen, source: source)
  }

  /// The feature event of type `type` this event carries, if it carries one.
  public func feature<Event: FeatureEvent>(as type: Event.Type) -> Event? {
    guard case .feature(let event) = action else { return nil }
    return event.base as? Event
  }

  /// A `failed` event for `error`.
  public static func failed(_ error: RoutingError, transition: String? = nil)
    -> RoutingEvent
  {
    RoutingEvent(action: .failed(error), screen: nil, transition: transition)
  }

  /// The error of a `failed` event, `nil` otherwise.
  public var error: RoutingError? {
    if case .failed(let error) = action { return error }
    return nil
  }

  /// One line: `opened ProductScreen "Product 42" from ShopScreen "Shop" (push, system.push 350ms)`.
  public var description: String {
    let verb: String
    switch action {
    case .opened: verb = "opened"
    case .closed: verb = "closed"
    case .dismissed: verb = "dismissed"
    case .focused: verb = "focused"
    case .selectedTab: verb = "selected tab"
    case .failed(let error): return "failed: \(error)"
    case .popped(let count): verb = "popped \(count) to"
    case .replaced(let old): verb = "replaced \(old) with"
    case .replacedStack(let count): verb = "replaced the stack with \(count), top"
    case .dismissedAll(let count): verb = "dismissed \(count) down to"
    case .feature(let event): return event.description
    }
    var line = verb
    if let screen { line += " \(screen)" }
    if let source { line += " from \(source)" }
    let details = [transition, animator?.description].compactMap { $0 }
    if !details.isEmpty { line += " (\(details.joined(separator: ", ")))" }
    return line
  }
}
