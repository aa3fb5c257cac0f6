/// Why ``Deeplink/router(as:)`` could not hand a handler the route it asked for.
public enum DeeplinkHandlerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Neither the topmost screen nor any container it is in has a router: it was presented
  /// without one (a system sheet), or the window has no root.
  case noRouter(topmost: ScreenInfo?)

  /// The router to route from does not conform to the route protocol the handler asked for.
  case missingConformance(route: String, router: String, root: ScreenInfo?)

  /// A one-sentence message naming the screen, the router and the missing conformance.
  public var description: String {
    switch self {
    case .noRouter(let topmost):
      if let topmost {
        "No router to route from: the topmost screen \(topmost) has none, nor do the containers "
          + "it is in (it was presented without a router of its own)."
      } else {
        "No router to route from: the window has no root."
      }
    case .missingConformance(let route, let router, let root):
      "The router \(router)"
        + (root.map { " of \($0)" } ?? "")
        + " does not conform to \(route); add the conformance "
        + "(extension \(router): \(route.hasPrefix("any ") ? String(route.dropFirst(4)) : route) {})."
    }
  }
}
