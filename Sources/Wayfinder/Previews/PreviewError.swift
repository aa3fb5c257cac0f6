/// Why a ``Preview`` could not be committed.
public enum PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The preview of the screen was committed already.
  case committed(ScreenInfo)
  /// The preview of the screen was cancelled, so what it built is gone.
  case cancelled(ScreenInfo)
  /// Routing the screen failed; the hierarchy is unchanged.
  case routing(RoutingError)

  /// A sentence naming what was refused and why.
  public var description: String {
    switch self {
    case .committed(let screen): "Cannot commit the preview of \(screen): it was committed already"
    case .cancelled(let screen): "Cannot commit the preview of \(screen): it was cancelled"
    case .routing(let error): error.description
    }
  }
}
