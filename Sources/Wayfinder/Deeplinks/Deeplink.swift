/// The deeplink a ``DeeplinkRouter`` hands to a handler and to guards; its ``router`` is read
/// from the window on each access, so each step routes from what is on top after the step before.
@MainActor
public struct Deeplink {
  /// The URL as it was handed to the router.
  public let url: String
  /// The pattern it matched, as registered.
  public let pattern: String
  /// The typed path and query parameters.
  public let parameters: DeeplinkParameters
  /// Every decoded query item of the URL.
  public let queryItems: [DeeplinkQueryItem]
  /// The transition asked for (`handle(_:as:)` or ``DeeplinkRouter/route(to:as:)``), if any.
  public let transition: Transition?
  /// The window the link is handled in.
  public let window: Window
  /// Where the link came from.
  public let source: DeeplinkSource

  /// Creates a deeplink; the router creates them, tests of handlers may too.
  public init(
    url: String, pattern: String, parameters: DeeplinkParameters,
    queryItems: [DeeplinkQueryItem] = [], transition: Transition? = nil,
    source: DeeplinkSource = .inApp, window: Window
  ) {
    (self.url, self.pattern, self.parameters) = (url, pattern, parameters)
    (self.queryItems, self.transition) = (queryItems, transition)
    (self.source, self.window) = (source, window)
  }

  /// The screen on top of the window now.
  public var topmostScreen: Screen? { window.topmostScreen }

  /// The router of the topmost screen, or of the nearest container it is in that has one;
  /// `nil` under a screen presented without a router (a system sheet).
  public var router: (any Router)? {
    var screen = window.topmostScreen
    while let current = screen, current.router == nil { screen = current.container }
    return screen?.router
  }

  /// The router to route from, as the app's route protocol `route` (`(any ProductRoute).self`).
  ///
  /// - Throws: ``DeeplinkError/Reason/noRouter(topmost:)`` or
  ///   ``DeeplinkError/Reason/missingConformance(route:router:root:)``.
  public func router<Route>(as route: Route.Type) throws(DeeplinkError.Reason) -> Route {
    guard let router else { throw .noRouter(topmost: topmostScreen.map(ScreenInfo.init)) }
    guard let typed = router as? Route else {
      throw .missingConformance(
        route: String(describing: route), router: String(describing: type(of: router)),
        root: router.root.map(ScreenInfo.init))
    }
    return typed
  }

  /// The transition the caller asked for, or `fallback` when none was.
  public func transition(or fallback: Transition) -> Transition { transition ?? fallback }

  /// A screen identity named `name` with the link's parameters, typed ones by value (`42`, `042`).
  public func screenIdentity(named name: String) -> ScreenIdentity {
    ScreenIdentity(name, parameters: parameters.identityValues)
  }

  /// Dismisses whatever is presented over the window's root, through its router, so the next
  /// step routes from the root's hierarchy; does nothing when nothing is presented.
  public func dismissPresentedScreens() {
    guard let root = window.root, let presented = root.presentedScreen else { return }
    if let router = presented.router {
      router.dismiss()
    } else if let router = root.router {
      router.dismissAll()
    } else {
      let error = RoutingError("dismiss what \(ScreenInfo(root)) presents", .rootDeallocated)
      window.context.fail(error, transition: Transition.modal.name, completion: nil)
    }
  }
}
