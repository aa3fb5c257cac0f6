public import Wayfinder

/// A transition double that records each open and close, then forwards them to a real
/// transition (or only records, when it wraps none).
///
/// ```swift
/// let transition = RecordingTransition(wrapping: PushTransition())
/// router.route(to: screen, as: transition)
/// #expect(transition.log == [#"open ProductScreen "P" from ShopScreen "Shop""#])
/// ```
@MainActor
public final class RecordingTransition: Transition {
  /// The transition the calls are forwarded to, or `nil` to only record.
  public let base: (any Transition)?

  /// The error every call throws instead of being forwarded, or `nil`.
  public var failure: RoutingError?

  /// One line per call: `open <screen> from <source>` or `close <screen>`.
  public private(set) var log: [String] = []

  /// Creates a recording transition that forwards to `base`.
  public init(wrapping base: (any Transition)? = nil) {
    self.base = base
  }

  /// The base's kind, or `recording`.
  public var kind: TransitionKind { base?.kind ?? "recording" }

  /// The base's animator.
  public var animator: (any Animator)? { base?.animator }

  /// Records the call, then forwards it.
  public func open(_ screen: Screen, from source: Screen) throws(RoutingError) {
    log.append("open \(ScreenInfo(screen)) from \(ScreenInfo(source))")
    if let failure { throw failure }
    try base?.open(screen, from: source)
  }

  /// Records the call, then forwards it.
  public func close(_ screen: Screen) throws(RoutingError) {
    log.append("close \(ScreenInfo(screen))")
    if let failure { throw failure }
    try base?.close(screen)
  }
}
