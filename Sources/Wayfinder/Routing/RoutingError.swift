/// The error for a routing request that cannot be carried out.
///
/// It names what was asked (``request``) and why it failed (``reason``); its ``description`` is
/// the sentence to log: `Cannot push ProductScreen "Product 42" from LoginScreen "Login":
/// LoginScreen "Login" is not inside a navigation container`. Whenever this error is thrown or
/// reported, the screen hierarchy is exactly as it was before the request.
public struct RoutingError: Error, Hashable, CustomStringConvertible {
  /// Why a routing request failed.
  ///
  /// Two reasons are equal when they read the same: each case's text names all of its values,
  /// and the error of ``buildFailed(_:)`` compares by its description.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// The router's root screen has been deallocated.
    case rootDeallocated
    /// The screen is not shown in any window.
    case notShown(ScreenInfo)
    /// The source screen is not inside a navigation container, so nothing can be pushed.
    case noNavigationContainer(ScreenInfo)
    /// The screen is not inside a tab container.
    case noTabContainer(ScreenInfo)
    /// The transition that placed the screen cannot be undone (a tab, the window's root, a
    /// screen its container placed).
    case notClosable(ScreenInfo, placement: Transition.Placement)
    /// The screen has not been placed in any container or window.
    case notPlaced(ScreenInfo)
    /// The screen already belongs to another router.
    case alreadyHasRouter(ScreenInfo)
    /// The screen was made by a router of another window, whose observers and leak report
    /// would not follow it here.
    case otherWindow(ScreenInfo)
    /// The closure that builds the screen threw `error` (the app's own, or the container's
    /// `ResolutionError`).
    case buildFailed(any Error)
    /// The screen model refused the change (a rule of the hierarchy).
    case hierarchy(HierarchyError)

    /// Why the request failed, as a clause.
    public var description: String {
      switch self {
      case .rootDeallocated: "the router's root screen has been deallocated"
      case .notShown(let screen): "\(screen) is not shown in a window"
      case .noNavigationContainer(let screen): "\(screen) is not inside a navigation container"
      case .noTabContainer(let screen): "\(screen) is not inside a tab container"
      case .notClosable(let screen, let placement):
        switch placement {
        case .container:
          "\(screen) was placed by its container (as a tab or a stack's first screen), so there "
            + "is nothing to close"
        case .root: "\(screen) is the window's root, which cannot be closed"
        case .tab: "\(screen) is shown by selecting its tab, which cannot be undone"
        case .push: "\(screen) is no longer on the stack its push placed it on"
        case .modal(inNavigation: false):
          "\(screen) is no longer presented where its modal transition placed it"
        case .modal(inNavigation: true):
          "\(screen) is no longer presented, in the navigation container its modal transition "
            + "placed it in"
        }
      case .notPlaced(let screen): "\(screen) has not been placed in a container"
      case .alreadyHasRouter(let screen): "\(screen) already belongs to another router"
      case .otherWindow(let screen): "\(screen) was made by a router of another window"
      case .buildFailed(let error): "building the screen failed: \(error)"
      case .hierarchy(let error): error.description
      }
    }

    /// Whether both read the same.
    public static func == (lhs: Reason, rhs: Reason) -> Bool {
      lhs.description == rhs.description
    }

    /// Hashes the description.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(description)
    }
  }

  /// What was asked, for example `push ProductScreen "Product 42" from ShopScreen "Shop"` or
  /// `present PopUpScreen "Sale" from ShopScreen "Shop" (fade)`.
  public let request: String

  /// Why it failed.
  public let reason: Reason

  /// Creates an error for `request` failing because of `reason`.
  public init(_ request: String, _ reason: Reason) {
    self.request = request
    self.reason = reason
  }

  /// Creates an error for `request` refused by the screen model.
  init(_ request: String, _ error: HierarchyError) {
    self.init(request, .hierarchy(error))
  }

  /// Wraps an error thrown while carrying out `request`: a routing error keeps its reason, a
  /// hierarchy error becomes ``Reason/hierarchy(_:)``, any other error
  /// ``Reason/buildFailed(_:)``.
  static func wrapping(_ error: any Error, request: String) -> RoutingError {
    switch error {
    case let routing as RoutingError: RoutingError(request, routing.reason)
    case let hierarchy as HierarchyError: RoutingError(request, .hierarchy(hierarchy))
    default: RoutingError(request, .buildFailed(error))
    }
  }

  /// `Cannot <request>: <reason>`.
  public var description: String { "Cannot \(request): \(reason)" }
}
