/// What became of a deeplink handed to a ``DeeplinkRouter``.
///
/// ```swift
/// if case .refused(let error) = deeplinks.handle("shop://product/42") { log(error.description) }
/// ```
public enum DeeplinkResult: Sendable, CustomStringConvertible {
  /// How a handled link was carried out.
  public enum Handling: Hashable, Sendable, CustomStringConvertible {
    /// The link's handler ran.
    case opened
    /// The screen the link targets was shown already and was brought to the top.
    case focusedExisting(ScreenInfo)
    /// `opened` or `focused existing <screen>`.
    public var description: String {
      switch self {
      case .opened: "opened"
      case .focusedExisting(let screen): "focused existing \(screen)"
      }
    }
  }

  /// The link was carried out.
  case handled(Handling)
  /// A guard runs another flow (named `guardName`) first; the link continues when it succeeds.
  case pending(guardName: String)
  /// The link was refused: no match, a guard denied it or its handler failed (at once, or after
  /// a guard's flow), or the task of `handleAndWait` was cancelled already.
  case refused(DeeplinkError)
  /// The link waited, or was to wait, for a guard's flow and was given up (its flow failed or
  /// closed, a newer link, cancelled).
  case abandoned(DeeplinkError)
  /// Whether the link was handled or is waiting for a guard's flow.
  public var isAccepted: Bool { error == nil }
  /// The error of a refused or abandoned link, `nil` otherwise.
  public var error: DeeplinkError? {
    switch self {
    case .handled, .pending: nil
    case .refused(let error), .abandoned(let error): error
    }
  }

  /// One line: `handled (opened)`, `pending (guard "signed in")`, `refused: Cannot open …`.
  public var description: String {
    switch self {
    case .handled(let handling): "handled (\(handling))"
    case .pending(let guardName): "pending (guard \"\(guardName.escapedForMessage)\")"
    case .refused(let error): "refused: \(error)"
    case .abandoned(let error): "abandoned: \(error)"
    }
  }
}
